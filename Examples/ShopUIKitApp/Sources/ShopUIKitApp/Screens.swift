#if canImport(UIKit)
import ShopExample
import UIKit
import WayfinderUIKit
#if canImport(CoreSpotlight) && !os(tvOS)
import CoreSpotlight
import UniformTypeIdentifiers
#endif

/// Every pushed screen, in a tab or inside a modal's flow (checkout's shipping and payment).
final class ShopScreenController: ListController {
    let screen: ShopScreen
    let navigator: Navigator<Shop>

    init(screen: ShopScreen, navigator: Navigator<Shop>) {
        self.screen = screen
        self.navigator = navigator
        super.init(title: screen.description)
        rows =
            content + [Row(text: "Back") { navigator.pop() }, Row(text: "Back to the root") { navigator.popToRoot() }]
    }

    required init?(coder: NSCoder) { nil }

    private var content: [Row] {
        let navigator = navigator
        switch screen {
        case .product(let id):
            indexInSpotlight(product: id)
            return [Row(text: "Product \(id)"), Row(text: "Review 1") { navigator.push(.review(id, "1")) }]
        case .results(let query):
            return [Row(text: "Results for “\(query)”"), Row(text: "Product 5") { navigator.push(.product("5")) }]
        case .orders:
            return [
                Row(text: "Order 42") { navigator.push(.order("42")) },
                Row(text: "Order 7") { navigator.push(.order("7")) },
            ]
        case .order(let id):
            // The resolver already fetched the order when a link led here.
            let order = navigator.prefetched(for: screen, as: ShopOrder.self)
            return [Row(text: order.map { "Order \($0.id) of \($0.account.id), loaded by the link" } ?? "Order \(id)")]
        case .billing: return [Row(text: "Invoice 7") { navigator.push(.invoice("7")) }]
        case .teams: return [Row(text: "Team 7") { navigator.push(.team("7")) }]
        case .shipping:
            return [Row(text: "Shipping address"), Row(text: "Continue to payment") { navigator.push(.payment) }]
        case .payment: return [Row(text: "Pay and close") { navigator.dismiss() }]
        case .draft(let text):
            return [
                Row(text: text), Row(text: "Attach photos") { navigator.push(.attachments) },
                Row(text: "Send") { navigator.dismiss() },
            ]
        default: return [Row(text: screen.description)]
        }
    }

    /// A viewed product becomes a Spotlight result that opens it again (`.spotlight`).
    private func indexInSpotlight(product id: String) {
        #if canImport(CoreSpotlight) && !os(tvOS)
        guard let identifier = ShopRoute.links.identifier(for: .product(id: id)) else { return }
        let attributes = CSSearchableItemAttributeSet(contentType: .text)
        attributes.title = "Product \(id)"
        CSSearchableIndex.default().indexSearchableItems([
            CSSearchableItem(uniqueIdentifier: identifier, domainIdentifier: "products", attributeSet: attributes)
        ])
        #endif
    }
}
#endif

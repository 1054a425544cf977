// The Shop's ways in beyond links: home-screen quick actions, Spotlight items for the products
// the person viewed, and an App Intent that opens an order. Each names its route by the route's
// canonical link (`LinkTable.identifier(for:)`) or hands the route itself to the navigator, so
// the one link table and the one set of decisions serve them all.
import Foundation
import ShopExample
import WayfinderSwiftUI

#if canImport(UIKit) && !os(tvOS)
import UIKit
#endif
#if canImport(CoreSpotlight) && !os(tvOS)
import CoreSpotlight
import UniformTypeIdentifiers
#endif
#if canImport(AppIntents)
import AppIntents
#endif

/// The quick actions on the app's icon: "My Orders" and "Search". Their types are canonical
/// links, which the scene delegate opens with the `.shortcut` source, cold or warm.
enum ShopQuickActions {
    /// Registers the quick actions (they are shown after the app's first run).
    @MainActor
    static func install() {
        #if canImport(UIKit) && !os(tvOS)
        let links = ShopRoute.links
        let actions: [(ShopRoute, String)] = [(.orders, "My Orders"), (.search(query: nil), "Search")]
        UIApplication.shared.shortcutItems = actions.compactMap { route, title in
            links.identifier(for: route).map { UIApplicationShortcutItem(type: $0, localizedTitle: title) }
        }
        #endif
    }
}

/// Spotlight items for the products the person viewed. The item's identifier is the product's
/// canonical link; a tap on the result comes back as `CSSearchableItemActionType`, opened with the
/// `.spotlight` source.
enum ShopSpotlight {
    /// Indexes a viewed product.
    static func index(product id: String) {
        #if canImport(CoreSpotlight) && !os(tvOS)
        guard let identifier = ShopRoute.links.identifier(for: .product(id: id)) else { return }
        let attributes = CSSearchableItemAttributeSet(contentType: .text)
        attributes.title = "Product \(id)"
        let item = CSSearchableItem(
            uniqueIdentifier: identifier, domainIdentifier: "products", attributeSet: attributes)
        CSSearchableIndex.default().indexSearchableItems([item])
        #endif
    }
}

#if canImport(AppIntents)
/// "Open Order" for Siri and Shortcuts: it opens the app and hands the route (not a string) to
/// the navigator, which decides it as it decides a link (sign-in, the resolver, the duplicate
/// window), with the `.intent` source.
struct OpenOrderIntent: AppIntent {
    static let title: LocalizedStringResource = "Open Order"
    static var openAppWhenRun: Bool { true }

    @Parameter(title: "Order")
    var orderID: String

    @MainActor
    func perform() async throws -> some IntentResult {
        ColdLaunchURLAdaptor.shared.deliver(ShopRoute.order(id: orderID), source: .intent)
        return .result()
    }
}
#endif

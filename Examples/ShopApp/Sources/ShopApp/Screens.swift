import ShopExample
import SwiftUI
import WayfinderSwiftUI

/// The view for each pushed screen. Screens push with `NavigationLink(value:)` or ask the
/// navigator; they never keep navigation state of their own.
struct ShopScreenView: View {
    let screen: ShopScreen
    @Environment(Navigator<Shop>.self) private var navigator

    var body: some View {
        List {
            Section {
                content
            } header: {
                Text(screen.description)
            }
            Section {
                Button("Back") { navigator.pop() }
                Button("Back to the tab's root") { navigator.popToRoot() }
            }
        }
    }

    @ViewBuilder private var content: some View {
        switch screen {
        case .product(let id):
            // A viewed product becomes a Spotlight result that opens it again (WaysIn.swift).
            Text("Product \(id)").onAppear { ShopSpotlight.index(product: id) }
            NavigationLink("Review 1", value: ShopScreen.review(id, "1"))
        case .review(let product, let review):
            Text("Review \(review) of product \(product)")
        case .results(let query):
            Text("Results for “\(query)”")
            NavigationLink("Product 5", value: ShopScreen.product("5"))
        case .orders:
            NavigationLink("Order 42", value: ShopScreen.order("42"))
            NavigationLink("Order 7", value: ShopScreen.order("7"))
        case .order(let id):
            // The resolver already fetched the order when a link led here; no second load.
            if let order = navigator.prefetched(for: screen, as: ShopOrder.self) {
                Text("Order \(order.id) of \(order.account.id), loaded by the link's resolver")
            } else {
                Text("Order \(id)")
            }
        case .billing:
            NavigationLink("Invoice 7", value: ShopScreen.invoice("7"))
        case .invoice(let id):
            Text("Invoice \(id)")
        case .teams:
            NavigationLink("Team 7", value: ShopScreen.team("7"))
        case .team(let id):
            Text("Team \(id)")
        case .project(let id):
            Text("Project \(id)")
        case .security:
            // Reached only with a step-up in the last 5 minutes; it stays while the person is here.
            Text("Security settings")
        case .cart:
            // The cart is the checkout sheet's root (CheckoutCart); pushing it goes back to it.
            Text("Cart")
        case .shipping:
            Text("Shipping address")
            NavigationLink("Continue to payment", value: ShopScreen.payment)
        case .payment:
            Text("Payment")
            Button("Pay and close") { navigator.dismiss() }
        case .topics:
            // The compose sheet's root (ComposeTopics); pushing it goes back to it.
            Text("What is it about?")
        case .draft(let text):
            // The text reached the screen through the state; the screen's name never shows it.
            Text(text)
            NavigationLink("Attach photos", value: ShopScreen.attachments)
            Button("Send") { navigator.dismiss() }
        case .attachments:
            Text("No photos attached")
        }
    }
}

#if canImport(UIKit)
import ShopExample
import UIKit
import WayfinderUIKit

/// The root of each tab. Pushes go through the navigator (`push`), routes through
/// `navigate(to:)`, which checks them as a link is checked (sign-in first if needed).
final class ShopTabRootController: ListController {
    let shopTab: ShopTab
    let navigator: Navigator<Shop>

    init(tab: ShopTab, navigator: Navigator<Shop>) {
        self.shopTab = tab
        self.navigator = navigator
        super.init(title: tab.title)
    }

    required init?(coder: NSCoder) { nil }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        rows = makeRows()
    }

    private func makeRows() -> [Row] {
        let navigator = navigator
        switch shopTab {
        case .home:
            return [
                Row(text: "Product 5") { navigator.push(.product("5")) },
                Row(text: "Product 12") { navigator.push(.product("12")) },
                Row(text: "Project 42") { navigator.navigate(to: .project(id: "42")) },
            ]
        case .search:
            return [
                Row(text: "Results for “shoes”") { navigator.push(.results("shoes")) },
                Row(text: "Results for “socks”") { navigator.push(.results("socks")) },
            ]
        case .account:
            let signedIn = navigator.session.account != nil
            return [
                Row(text: "Orders") { navigator.navigate(to: .orders) },
                Row(text: "Billing") { navigator.navigate(to: .billing) },
                Row(text: "Security") { navigator.navigate(to: .security) },
                Row(text: "Checkout") { navigator.navigate(to: .checkout) },
                Row(text: navigator.session.account.map { "Signed in as \($0.id)" } ?? "Signed out"),
                signedIn
                    ? Row(text: "Sign out") { [weak self] in
                        Keychain.store(nil)
                        navigator.signedOut()
                        self?.rows = self?.makeRows() ?? []
                    }
                    : Row(text: "Sign in") { navigator.present(.signIn) },
            ]
        }
    }
}
#endif

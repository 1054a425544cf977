import ShopExample
import SwiftUI
import WayfinderSwiftUI

extension ShopTab {
    var title: String {
        switch self {
        case .home: "Home"
        case .search: "Search"
        case .account: "Account"
        }
    }

    var systemImage: String {
        switch self {
        case .home: "house"
        case .search: "magnifyingglass"
        case .account: "person.crop.circle"
        }
    }
}

/// The root of each tab: what a tab shows when its stack is empty. On regular width the
/// account tab is list + detail (``AccountColumns``); on compact width the same stack shows as
/// one `NavigationStack` under the tab bar.
struct ShopTabRoot: View {
    let tab: ShopTab
    @Environment(\.horizontalSizeClass) private var sizeClass

    var body: some View {
        switch tab {
        case .home: HomeRoot()
        case .search: SearchRoot()
        case .account:
            if sizeClass == .compact { AccountRoot() } else { AccountColumns() }
        }
    }
}

/// The account tab as list + detail: the list selects the first screen of the account stack
/// (orders, billing, teams), the detail column shows the rest (an order, an invoice).
struct AccountColumns: View {
    @Environment(Navigator<Shop>.self) private var navigator

    var body: some View {
        ListDetailColumnsView(navigator, tab: .account) {
            Text("Orders").tag(ShopScreen.orders)
            Text("Billing").tag(ShopScreen.billing)
            Text("Teams").tag(ShopScreen.teams)
        } selected: { screen in
            ShopScreenView(screen: screen)
        } screen: { screen in
            ShopScreenView(screen: screen)
        } empty: {
            AccountRoot()
        }
    }
}

struct HomeRoot: View {
    @Environment(Navigator<Shop>.self) private var navigator

    var body: some View {
        List {
            Section("Featured") {
                // A plain push: SwiftUI writes the path, the host turns it into setPath(_:for:).
                NavigationLink("Product 5", value: ShopScreen.product("5"))
                NavigationLink("Product 12", value: ShopScreen.product("12"))
            }
            Section("Your work") {
                // A route asked for from inside the app: same checks as a link (sign-in if needed).
                Button("Project 42") { navigator.navigate(to: .project(id: "42")) }
            }
        }
    }
}

struct SearchRoot: View {
    var body: some View {
        List {
            NavigationLink("Results for “shoes”", value: ShopScreen.results("shoes"))
            NavigationLink("Results for “socks”", value: ShopScreen.results("socks"))
        }
    }
}

struct AccountRoot: View {
    @Environment(Navigator<Shop>.self) private var navigator

    var body: some View {
        List {
            Section("Account") {
                Button("Orders") { navigator.navigate(to: .orders) }
                Button("Billing") { navigator.navigate(to: .billing) }
                // Asks for a step-up first unless one is less than 5 minutes old.
                Button("Security") { navigator.navigate(to: .security) }
                Button("Checkout") { navigator.navigate(to: .checkout) }
            }
            Section("Session") {
                // A localized key with the account as its argument ("Signed in as %@"), not a
                // string built first, which would be shown unlocalized.
                if let account = navigator.session.account {
                    Text("Signed in as \(account.id)")
                } else {
                    Text("Signed out")
                }
                if navigator.session.account == nil {
                    Button("Sign in") { navigator.present(.signIn) }
                } else {
                    Button("Sign out") {
                        ShopCredentials.store(nil)
                        navigator.signedOut()
                    }
                }
            }
        }
    }
}

/// Renders the account tab without the app: a signed-in navigator in the environment.
struct AccountRoot_Previews: PreviewProvider {
    static var previews: some View {
        NavigationPreview(Shop(), session: .signedIn("alice")) {
            AccountRoot()
        }
    }
}

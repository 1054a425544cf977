// The glue, all of it (the rest is view controllers): the navigator, the ways in, the factories.
#if canImport(UIKit)
import ShopExample
import UIKit
import WayfinderUIKit

@main
final class ShopAppDelegate: UIResponder, UIApplicationDelegate {
    @MainActor static let navigator = Navigator(schema: Shop(), store: FileSnapshotStore(url: Keychain.snapshotURL))

    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let gates: [LaunchGate] = ProcessInfo.processInfo.arguments.contains("-forced-update") ? [.forcedUpdate] : []
        NavigationLaunch.shared.register(Self.navigator, session: Keychain.storedSession, gates: gates)
        #if !os(tvOS)
        NavigationNotificationDelegate.shared.install()
        UIApplication.shared.shortcutItems = [(ShopRoute.orders, "My Orders"), (.search(query: nil), "Search")]
            .compactMap { route, title in
                ShopRoute.links.identifier(for: route).map {
                    UIApplicationShortcutItem(type: $0, localizedTitle: title)
                }
            }
        #endif
        return true
    }

    func application(
        _ application: UIApplication, configurationForConnecting session: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration { ShopSceneDelegate.configuration(for: session) }
}

/// The scene: the split view on iPad, the tab bar elsewhere; Handoff on the Shop's domain.
final class ShopSceneDelegate: NavigationSceneDelegate {
    override func rootViewController(for session: UISceneSession) -> UIViewController? {
        let navigator = ShopAppDelegate.navigator
        let views = NavigationViews<Shop>(
            root: { ShopTabRootController(tab: $0, navigator: navigator) },
            tabItem: { UITabBarItem(title: $0.title, image: UIImage(systemName: $0.systemImage), tag: 0) },
            screen: { ShopScreenController(screen: $0, navigator: navigator) },
            modal: { ShopModalController(modal: $0, navigator: navigator) },
            notice: { NoticeContent(title: $0.words.title, message: $0.words.message) },
            confirmation: { modal, _ in
                modal == .checkout
                    ? ConfirmationContent(title: "Leave checkout?", message: "Your address will be lost.")
                    : ConfirmationContent(title: "Discard your new password?", leave: "Discard", stay: "Keep editing")
            })
        return UIDevice.current.userInterfaceIdiom == .pad
            ? NavigationSplitController(navigator, views: views, handoffHost: "shop.example.com")
            : NavigationTabBarController(navigator, views: views, handoffHost: "shop.example.com")
    }
}

/// The demo's stand-in for a keychain, and where navigation is saved.
enum Keychain {
    static var storedSession: Session {
        UserDefaults.standard.string(forKey: "ShopApp.account").map { .signedIn(Account($0)) } ?? .signedOut
    }
    static func store(_ account: Account?) { UserDefaults.standard.set(account?.id, forKey: "ShopApp.account") }
    static var snapshotURL: URL { FileManager.default.temporaryDirectory.appendingPathComponent("ShopUIKitApp.nav") }
}
#endif

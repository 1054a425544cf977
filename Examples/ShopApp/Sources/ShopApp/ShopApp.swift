import Foundation
import ShopExample
import SwiftUI
import WayfinderSwiftUI

/// The Shop example as an app: one window navigator whose windows (⌘N on the Mac, a new window
/// on iPad) each get a navigator of their own, one host per window (the tabs as a sidebar on
/// regular width, a tab bar on compact width), and the cold-launch adaptor.
@main
struct ShopApp: App {
    #if canImport(UIKit)
    /// Installs the scene delegate that captures a cold-launch URL (see ShopAppDelegate.swift).
    @UIApplicationDelegateAdaptor private var appDelegate: ShopAppDelegate
    #endif

    /// The app's navigation, every window's. An `App` value is made once per process, so a
    /// constant is enough; each window's views observe their own window's navigator.
    private let windows: WindowNavigator<Shop>

    init() {
        let windows = WindowNavigator(schema: Shop(), store: FileSnapshotStore(url: ShopCredentials.snapshotURL))
        // Launch arguments stand in for a server saying an update is required.
        let gates: [LaunchGate] = ProcessInfo.processInfo.arguments.contains("-forced-update") ? [.forcedUpdate] : []
        // Launched once: when the scene connects (with the URL it carried), or when the host appears.
        // Any window's navigator launches the whole app (every saved window restored by its
        // name), and the links it is handed go where the windows' rules send them.
        ColdLaunchURLAdaptor.shared.register(
            windows.navigator(for: .main), session: ShopCredentials.storedSession, gates: gates)
        #if canImport(UserNotifications) && !os(tvOS)
        // A tapped notification with a `link` in its payload lands like a link (source `push`),
        // the cold-launching tap included; the delegate must be set before launch finishes.
        // Started with `swift run` (no app bundle) there is no notification centre: nothing is
        // installed, instead of the process stopping.
        if !WayfinderNotificationDelegate.shared.install() {
            print("ShopApp: not running from an app bundle, so notifications are off")
        }
        #endif
        self.windows = windows
    }

    var body: some Scene {
        WindowGroup {
            // Each window keeps its name in its scene's storage, so the system's restored windows
            // find their own saved navigation; its content is written as for one window.
            NavigationWindow(windows) { navigator in
                ShopWindow(navigator: navigator)
            }
        }
    }
}

/// One window of the app, exactly as a one-window app writes it, with the window's navigator.
struct ShopWindow: View {
    let navigator: Navigator<Shop>

    var body: some View {
        NavigationSplitHost(navigator, ownColumns: [.account]) { tab in
            ShopTabRoot(tab: tab)
        } label: { tab in
            Label(tab.title, systemImage: tab.systemImage)
        } screen: { screen in
            ShopScreenView(screen: screen)
        } modal: { modal in
            ShopModalView(modal: modal)
        } notice: { notice in
            notice.content
        } confirmation: { modal, _ in
            modal == .checkout
                ? ConfirmationContent(title: "Leave checkout?", message: "Your address will be lost.")
                : ConfirmationContent(title: "Discard your new password?", leave: "Discard", stay: "Keep editing")
        }
        // Handoff: where the person is in this window, as a universal link another device can continue.
        .navigationHandoff(navigator, host: "shop.example.com")
        .onAppear { ShopQuickActions.install() }
    }
}

/// The demo's stand-in for a keychain: which account, if any, signed in last time.
enum ShopCredentials {
    private static let key = "ShopApp.account"

    /// The session to launch with: signed in as the stored account, or signed out.
    static var storedSession: Session {
        UserDefaults.standard.string(forKey: key).map { .signedIn(Account($0)) } ?? .signedOut
    }

    /// Remembers (or forgets) the signed-in account.
    static func store(_ account: Account?) {
        UserDefaults.standard.set(account?.id, forKey: key)
    }

    /// Where the window navigator keeps what it saves when the app goes to the background: each
    /// window's navigation under its name.
    static var snapshotURL: URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("ShopApp/navigation.wayfinder")
    }
}

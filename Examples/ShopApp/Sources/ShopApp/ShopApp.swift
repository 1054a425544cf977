import Foundation
import ShopExample
import SwiftUI
import WayfinderSwiftUI

/// The Shop example as an app: one navigator, one host (the tabs as a sidebar on regular width,
/// a tab bar on compact width), and the cold-launch adaptor.
@main
struct ShopApp: App {
    #if canImport(UIKit)
    /// Installs the scene delegate that captures a cold-launch URL (see ShopAppDelegate.swift).
    @UIApplicationDelegateAdaptor private var appDelegate: ShopAppDelegate
    #endif

    /// The app's one navigator. An `App` value is made once per process, so a constant is enough;
    /// SwiftUI observes its `state` wherever a view reads it.
    private let navigator: Navigator<Shop>

    init() {
        let navigator = Navigator(schema: Shop(), store: FileSnapshotStore(url: ShopCredentials.snapshotURL))
        // Launch arguments stand in for a server saying an update is required.
        let gates: [LaunchGate] = ProcessInfo.processInfo.arguments.contains("-forced-update") ? [.forcedUpdate] : []
        // Launched once: when the scene connects (with the URL it carried), or when the host appears.
        ColdLaunchURLAdaptor.shared.register(navigator, session: ShopCredentials.storedSession, gates: gates)
        #if canImport(UserNotifications) && !os(tvOS)
        // A tapped notification with a `link` in its payload lands like a link (source `push`),
        // the cold-launching tap included; the delegate must be set before launch finishes.
        // Started with `swift run` (no app bundle) there is no notification centre: nothing is
        // installed, instead of the process stopping.
        if !WayfinderNotificationDelegate.shared.install() {
            print("ShopApp: not running from an app bundle, so notifications are off")
        }
        #endif
        self.navigator = navigator
    }

    var body: some Scene {
        WindowGroup {
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
            // Handoff: where the person is, as a universal link another device can continue.
            .navigationHandoff(navigator, host: "shop.example.com")
            .onAppear { ShopQuickActions.install() }
        }
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

    /// Where the navigator keeps the snapshot it saves when the app goes to the background.
    static var snapshotURL: URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("ShopApp/navigation.json")
    }
}

#if canImport(UIKit)
import UIKit
import WayfinderSwiftUI

/// Installs ``WayfinderSceneDelegate``, which hands the URL a cold launch delivers (in the
/// scene's connection options) to the navigator's launch. SwiftUI keeps its own window; this
/// delegate only listens.
final class ShopAppDelegate: NSObject, UIApplicationDelegate {
    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        WayfinderSceneDelegate.configuration(for: connectingSceneSession)
    }
}
#endif

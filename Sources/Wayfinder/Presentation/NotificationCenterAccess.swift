package import Foundation

/// Whether the process may ask for its notification centre, for the notification adaptor.
///
/// Apple describes `UNUserNotificationCenter.current()` as returning "your app's notification
/// center", the object that manages notifications "for your app or app extension". A process
/// that is neither, such as the example app started with `swift run` on a Mac (its main bundle
/// is the build folder, with no bundle identifier), has none: the call stops the process with
/// an `NSInternalInconsistencyException` ("bundleProxyForCurrentProcess is nil"), as reported
/// by many projects though not on Apple's page. The adaptor therefore asks only from an app
/// (`.app`) or app-extension (`.appex`) bundle that has an identifier, and otherwise installs
/// nothing: tapped notifications then simply do not reach the app, which has none to receive.
package enum NotificationCenterAccess {
    /// Whether a process whose main bundle is at `bundleURL`, with `bundleIdentifier`, is an app
    /// or an app extension, and so has a notification centre.
    /// - Parameters:
    ///   - bundleURL: `Bundle.main.bundleURL`.
    ///   - bundleIdentifier: `Bundle.main.bundleIdentifier`.
    /// - Returns: `true` for an `.app` or `.appex` bundle with a non-empty identifier.
    package static func isAvailable(bundleURL: URL, bundleIdentifier: String?) -> Bool {
        guard let bundleIdentifier, !bundleIdentifier.isEmpty else { return false }
        return ["app", "appex"].contains(bundleURL.pathExtension.lowercased())
    }
}

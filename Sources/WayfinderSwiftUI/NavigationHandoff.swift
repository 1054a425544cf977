// Compiled only where SwiftUI exists; type-checked on Linux against the stand-in in AppleStandIn/.
// Written against `userActivity(_:isActive:_:)` (iOS 14), `NSUserActivityTypeBrowsingWeb`,
// `NSUserActivity.webpageURL`, `isEligibleForHandoff` and `title`.
#if canImport(SwiftUI)
public import SwiftUI

extension View {
    /// Advertises where the person is for Handoff: a web-browsing activity whose `webpageURL`
    /// is the universal link of ``Navigator/handoffLink`` on `host`.
    ///
    /// Another device continues it in the app when it is installed there (as a universal link,
    /// which arrives as `.activity`), or in the browser at the same address. Nothing is advertised
    /// while there is no handoff link: behind sign-in, a step-up or a gate, on a screen whose
    /// route carries a secret, or where no route leads (``NavigationState/handoffRoute(in:)``).
    /// The activity is a web-browsing one, so it needs no `NSUserActivityTypes` entry, only the
    /// associated domain that already carries the app's universal links.
    /// - Parameters:
    ///   - navigator: The app's navigator.
    ///   - host: The universal-link host to advertise (one of the link table's hosts, such as
    ///     `shop.example.com`); a host the table does not list advertises nothing.
    /// - Returns: A view that advertises the handoff link.
    public func navigationHandoff<Schema: NavigationSchema>(_ navigator: Navigator<Schema>, host: String) -> some View {
        let url = navigator.handoffUniversalLink(host: host).flatMap(URL.init(string:))
        return userActivity(NSUserActivityTypeBrowsingWeb, isActive: url != nil) { activity in
            activity.webpageURL = url
            activity.isEligibleForHandoff = true
        }
    }
}

#endif

// Compiled only where SwiftUI exists; type-checked on Linux against the stand-in in AppleStandIn/.
// Written against these documented signatures:
// - `onOpenURL(perform:)`; `onContinueUserActivity(_:perform:)` with
//   `NSUserActivityTypeBrowsingWeb` and `NSUserActivity.webpageURL`, and with Core Spotlight's
//   `CSSearchableItemActionType` and `userInfo[CSSearchableItemActivityIdentifier]` (not tvOS).
// - `@Environment(\.scenePhase)` and `onChange(of:initial:_:)` (two-parameter action, iOS 17).
// - `onAppear(perform:)`, `onDisappear(perform:)`, `State`.
#if canImport(SwiftUI)
public import SwiftUI
#if canImport(CoreSpotlight) && !os(tvOS) && !os(watchOS)
import CoreSpotlight
#endif

extension View {
    /// Forwards what reaches this window to the navigator: URLs, web-browsing activities and
    /// the app's scene phase, and launches it once when it first appears.
    ///
    /// ``NavigationHost`` and ``NavigationStackHost`` apply it; apply it yourself to the root of
    /// a container of your own.
    ///
    /// - A URL from `onOpenURL` is opened with ``LinkSource/openedURL(_:)`` as its source:
    ///   SwiftUI delivers universal links there too, and an `https` URL can only be one, so it
    ///   is recorded as `.activity`; a custom scheme is `.link`.
    ///   A URL carrying a widget's mark (``WidgetLink``) is opened without it as `.widget`.
    /// - A web-browsing user activity (Handoff from Safari or another device) is opened as
    ///   `.activity`.
    /// - A Spotlight result (`CSSearchableItemActionType`) is opened by its item identifier, the
    ///   route's canonical link (``LinkTable/identifier(for:)``), as `.spotlight`.
    /// - Scene phases: each window reports its own phase, and the navigator hears the app's
    ///   (active while any window is, background once all are; see the core's `ScenePhases`), so one
    ///   window going to the background while another is in use saves nothing.
    ///   `.inactive` is a passing state that navigation does not distinguish.
    /// - Parameter navigator: The app's navigator.
    /// - Returns: A view that forwards its window's entry points.
    public func navigationEntryPoints<Schema: NavigationSchema>(_ navigator: Navigator<Schema>) -> some View {
        modifier(EntryPoints(navigator: navigator))
    }
}

private struct EntryPoints<Schema: NavigationSchema>: ViewModifier {
    let navigator: Navigator<Schema>
    @Environment(\.scenePhase) private var scenePhase
    @State private var window = WindowToken()

    func body(content: Content) -> some View {
        content
            .onOpenURL { url in
                let source = LinkSource.openedURL(url)
                let text = url.absoluteString
                navigator.open(source == .widget ? WidgetLink.unmarked(text) ?? text : text, source: source)
            }
            .onContinueUserActivity(NSUserActivityTypeBrowsingWeb) { activity in
                if let url = activity.webpageURL { navigator.open(url, source: .activity) }
            }
            .spotlightEntryPoint(navigator)
            .onChange(of: scenePhase, initial: true) { _, phase in
                switch phase {
                case .active: ScenePhaseRelay.shared.report(window, phase: .active, to: navigator)
                case .background: ScenePhaseRelay.shared.report(window, phase: .background, to: navigator)
                default: break
                }
            }
            .onAppear { ColdLaunchURLAdaptor.shared.launchIfNeeded() }
            .onDisappear { ScenePhaseRelay.shared.report(window, phase: nil, to: navigator) }
    }
}

extension View {
    /// Opens a Spotlight result by its item identifier, where Core Spotlight exists.
    @ViewBuilder
    fileprivate func spotlightEntryPoint<Schema: NavigationSchema>(_ navigator: Navigator<Schema>) -> some View {
        #if canImport(CoreSpotlight) && !os(tvOS) && !os(watchOS)
        onContinueUserActivity(CSSearchableItemActionType) { activity in
            if let identifier = activity.userInfo?[CSSearchableItemActivityIdentifier] as? String {
                navigator.open(identifier, source: .spotlight)
            }
        }
        #else
        self
        #endif
    }
}

/// Identifies one window's host for ``ScenePhaseRelay``.
private final class WindowToken: Hashable, Sendable {
    static func == (a: WindowToken, b: WindowToken) -> Bool { a === b }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// The windows' phases of each app, folded into the app's phase by the core's `ScenePhases`: one
/// app is one navigator, or one `WindowNavigator` whose windows each have a navigator of their
/// own (`Navigator.appIdentity`), so one window going to the background saves nothing while
/// another is in use.
@MainActor
private final class ScenePhaseRelay {
    static let shared = ScenePhaseRelay()
    private var phases: [ObjectIdentifier: ScenePhases<ObjectIdentifier>] = [:]

    func report<Schema: NavigationSchema>(_ window: WindowToken, phase: AppPhase?, to navigator: Navigator<Schema>) {
        let key = navigator.appIdentity
        var windows = phases[key] ?? ScenePhases(appPhase: navigator.state.scenePhase)
        let changed = windows.update(ObjectIdentifier(window), phase: phase)
        phases[key] = windows
        if let changed { navigator.scenePhaseChanged(changed) }
    }
}

#endif

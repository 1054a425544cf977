// Compiled only where SwiftUI exists; type-checked on Linux against the stand-in in AppleStandIn/.
// Written against these documented signatures (iOS 17 / macOS 14 is the package's floor):
// - `@SceneStorage(_:)` with a `String` (`init(wrappedValue:_:)`, iOS 14 / macOS 11): the window's
//   name lives in its scene's own storage. Its page: "If the Scene is explicitly destroyed (e.g.
//   the switcher snapshot is destroyed on iPadOS or the window is closed on macOS), the data is
//   also destroyed", and the system restores it with the scene otherwise.
// - `@Environment(\.scenePhase)` and `onChange(of:initial:_:)` (iOS 17): a scene that becomes
//   active is the window in front. On macOS every visible window's scene is active; there the
//   last window to become active counts as the frontmost.
// - `onAppear(perform:)`, `onDisappear(perform:)`, `State`.
// Not compiled against SwiftUI itself here, and not run: see the "Windows and columns" article.
#if canImport(SwiftUI)
public import SwiftUI

/// One window of an app with several windows: it gives its content the window's own
/// ``Navigator``, so the window is written exactly like a one-window app, and tells the
/// ``WindowNavigator`` when the window comes to the front and when it goes.
///
/// ```swift
/// WindowGroup {
///     NavigationWindow(windows) { navigator in
///         NavigationSplitHost(navigator) { tab in … } label: { … } screen: { … } modal: { … } notice: { … }
///     }
/// }
/// ```
///
/// The navigator it gives is ``WindowNavigator/navigator(for:)`` of this window: every host,
/// binding, presentation and `onDeepLink` works with it unchanged, and the host puts it in the
/// window's environment, so a screen's `@Environment(Navigator<Shop>.self)` reads its own
/// window's. A view of one window is not told about moves in another.
///
/// - The window's identity is kept in the scene's `SceneStorage`, so a window the system
///   restores after a relaunch finds its own saved state. The first window
///   is ``WindowID/main``; each other window gets a new name when it first appears.
/// - The window whose scene becomes active is reported as the frontmost
///   (``WindowNavigator/focus(_:)``).
/// - When the window's content disappears, the window is reported closed
///   (``WindowNavigator/close(_:)``): the link waiting in it is dropped, and it no longer takes
///   links. If the system later shows a scene with the same stored name, it opens again at the
///   fallback location.
public struct NavigationWindow<Schema: NavigationSchema, Content: View>: View {
    private let windows: WindowNavigator<Schema>
    private let content: (Navigator<Schema>) -> Content
    @SceneStorage("wayfinder.window") private var name = ""
    @Environment(\.scenePhase) private var scenePhase
    /// The identity this window was given, fixed the first time its body is read.
    @State private var claim = WindowClaim()

    /// Creates a window.
    /// - Parameters:
    ///   - windows: The app's window navigator.
    ///   - content: The window's views, given the window's navigator.
    public init(_ windows: WindowNavigator<Schema>, @ViewBuilder content: @escaping (Navigator<Schema>) -> Content) {
        self.windows = windows
        self.content = content
    }

    public var body: some View {
        let window = claim.window(stored: name, in: windows)
        return content(windows.navigator(for: window))
            .onAppear { if name != window.name { name = window.name } }
            .onChange(of: scenePhase, initial: true) { _, phase in
                if phase == .active { windows.focus(window) }
            }
            .onDisappear { windows.close(window) }
    }
}

/// A window's identity, asked of the window navigator once per window (its scene's stored name,
/// or a new one), so the first body already shows the window's own navigator.
@MainActor
private final class WindowClaim {
    private var claimed: WindowID?

    nonisolated init() {}

    func window<Schema: NavigationSchema>(stored: String, in windows: WindowNavigator<Schema>) -> WindowID {
        if let claimed { return claimed }
        let window = windows.attachWindow(named: stored)
        claimed = window
        return window
    }
}

#endif

// Compiled only where SwiftUI exists; type-checked on Linux against the stand-in in AppleStandIn/.
// Written against these documented signatures (iOS 17 / macOS 14 is the package's floor):
// - `@SceneStorage(_:)` with a `String` (`init(wrappedValue:_:)`, iOS 14 / macOS 11): the window's
//   name lives in its scene's own storage, which the system restores with the scene and
//   destroys when the person closes the window.
// - `@Environment(\.scenePhase)` and `onChange(of:initial:_:)` (iOS 17): a scene that becomes
//   active is the window in front. On macOS every visible window's scene is active; there the
//   last window to become active counts as the frontmost.
// - `onAppear(perform:)`.
// Not compiled against SwiftUI itself here, and not run: see the "Windows and columns" article.
#if canImport(SwiftUI)
public import SwiftUI

/// One window of an app with several windows: it gives its content the window's identity and
/// tells the ``WindowNavigator`` when the window comes to the front.
///
/// The identity is kept in the scene's `SceneStorage`, so a window the system restores after a
/// relaunch finds its own saved state (``WindowSnapshots``). The first window is
/// ``WindowID/main``; each other window gets a new name when it first appears.
///
/// ```swift
/// WindowGroup {
///     NavigationWindow(windows) { window in
///         ShopRoot(windows: windows, window: window)
///     }
/// }
/// ```
///
/// The content reads its own part with ``WindowNavigator/state(of:)`` and sends its moves with
/// ``WindowNavigator/send(_:in:)``, or uses the bindings of `WindowNavigator` for `window`.
public struct NavigationWindow<Schema: NavigationSchema, Content: View>: View {
    private let windows: WindowNavigator<Schema>
    private let content: (WindowID) -> Content
    @SceneStorage("wayfinder.window") private var name = ""
    @Environment(\.scenePhase) private var scenePhase

    /// Creates a window.
    /// - Parameters:
    ///   - windows: The app's window navigator.
    ///   - content: The window's views, given its identity.
    public init(_ windows: WindowNavigator<Schema>, @ViewBuilder content: @escaping (WindowID) -> Content) {
        self.windows = windows
        self.content = content
    }

    public var body: some View {
        content(window)
            .onAppear { name = windows.attachWindow(named: name).name }
            .onChange(of: scenePhase, initial: true) { _, phase in
                if phase == .active { windows.focus(window) }
            }
    }

    private var window: WindowID { name.isEmpty ? .main : WindowID(name) }
}

extension WindowNavigator {
    /// The path of `tab` in `window`, for that window's `NavigationStack`.
    public func path(for tab: Schema.Tab, in window: WindowID) -> Binding<[Schema.Screen]> {
        Binding(
            get: { @MainActor in self.state(of: window)?.stack(for: tab) ?? [] },
            set: { @MainActor in self.send(.pathChanged(tab, $0), in: window) }
        )
    }

    /// The selected tab of `window`, for its `TabView` or sidebar.
    public func tabSelection(in window: WindowID) -> Binding<Schema.Tab> {
        Binding(
            get: { @MainActor in self.state(of: window)?.selectedTab ?? self.schema.defaultTab },
            set: { @MainActor tab in
                guard let state = self.state(of: window), tab != state.selectedTab else { return }
                self.send(.tabSelected(tab), in: window)
            }
        )
    }
}

#endif

// Compiled only where SwiftUI exists; type-checked on Linux against the stand-in in AppleStandIn/,
// and by hand against Apple's iOS, macOS and tvOS SDKs (CONTRIBUTING.md).
// Written against `Binding.init(get:set:)` as in Navigator+Bindings.swift, and `State`.
#if canImport(SwiftUI)
public import SwiftUI

/// Hands its content a navigator binding that SwiftUI reads again after a write the navigator
/// refused.
///
/// SwiftUI shows the result of a write before the navigator hears of it: a tapped
/// `NavigationLink(value:)` is already on screen, a tapped tab or sidebar row already selected.
/// When the navigator refuses the write (the access check turns a push away, a gate holds a tab
/// switch), its state does not change, so nothing the view reads changes either, and SwiftUI
/// could keep showing what the state does not have. After each write this view reads `binding`
/// once more; when that is not the value SwiftUI wrote, it updates itself, so its content is
/// made again and SwiftUI reads the navigator's state.
///
/// Every host wraps each control it binds to the navigator's stacks and selections in one:
///
/// ```swift
/// RefusedWriteReader(navigator.path(for: tab)) { path in
///     NavigationStack(path: path) {
///         TabRoot(tab: tab).navigationDestination(for: Shop.Screen.self) { ScreenView(screen: $0) }
///     }
/// }
/// ```
///
/// Wrap the controls of a host of your own the same way. Whether `NavigationStack`, `TabView`
/// and `List` follow a binding read again with an unchanged value has not been observed on a
/// device (see *What was compiled, and what was not*).
public struct RefusedWriteReader<Value: Equatable & Sendable, Content: View>: View {
    private let binding: Binding<Value>
    private let content: (Binding<Value>) -> Content
    /// Bumped after a write the navigator refused; the body reads it, so the bump updates it.
    @State private var refusals = 0

    /// Wraps `content` around `binding`.
    /// - Parameters:
    ///   - binding: A binding to the navigator's state (``Navigator/path(for:)``,
    ///     ``Navigator/tabSelection``, ``Navigator/sidebarSelection``, ...).
    ///   - content: The control, bound to the binding it is given.
    public init(_ binding: Binding<Value>, @ViewBuilder content: @escaping (Binding<Value>) -> Content) {
        self.binding = binding
        self.content = content
    }

    public var body: some View {
        let _ = refusals
        let base = binding
        let refused = $refusals
        content(
            Binding(
                get: { @MainActor in base.wrappedValue },
                set: { @MainActor value in
                    base.wrappedValue = value
                    if base.wrappedValue != value { refused.wrappedValue += 1 }
                }
            )
        )
    }
}

#endif

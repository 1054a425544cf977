// Compiled only where SwiftUI exists. Type-checked on Linux against the stand-in in AppleStandIn/. It is
// written against these documented signatures:
// - `ViewModifier`, `View.modifier(_:)`, `onAppear(perform:)`, `onDisappear(perform:)`.
// - `Environment.init<T>(_ objectType: T.Type) where Value == T?, T: AnyObject & Observable`
//   (iOS 17): reads an observable object, `nil` when none is set.
// - `State`.
#if canImport(SwiftUI)
public import SwiftUI

extension View {
    /// Handles links that landed, in a view that appears after the link arrived: a sheet's
    /// content, a screen deep in a stack.
    ///
    /// When the view appears, `handler` receives the current link once, if one landed and no
    /// other handler consumed it; while the view is visible, it receives each new one. Return
    /// `true` to consume the link, `false` to pass it on to the handler registered before
    /// this one. The link comes from the navigator's mailbox of landed links; the navigator is read
    /// from the environment, where ``NavigationHost`` puts it.
    ///
    /// The password-reset sheet of the Shop example reads its code this way, because the code
    /// is a secret and is never part of the navigation state:
    ///
    /// ```swift
    /// PasswordResetForm(code: code)
    ///     .onDeepLink(for: Shop.self) { link in
    ///         guard case .passwordReset(let code) = link.route else { return false }
    ///         self.code = code
    ///         return true
    ///     }
    /// ```
    ///
    /// - Parameters:
    ///   - schema: The schema of the navigator in the environment.
    ///   - handler: Receives a landed link (its canonical URL, secrets included, and its
    ///     route); returns whether it consumed it.
    /// - Returns: A view that registers `handler` while it is visible.
    public func onDeepLink<Schema: NavigationSchema>(
        for schema: Schema.Type, perform handler: @escaping (DeliveredLink<Schema.Route>) -> Bool
    ) -> some View {
        modifier(DeepLinkReceiver<Schema>(explicitNavigator: nil, handler: handler))
    }

    /// Handles links that landed, with a navigator you pass rather than one from the
    /// environment. See `onDeepLink(for:perform:)`.
    /// - Parameters:
    ///   - navigator: The navigator whose links to receive.
    ///   - handler: Receives a landed link; returns whether it consumed it.
    /// - Returns: A view that registers `handler` while it is visible.
    public func onDeepLink<Schema: NavigationSchema>(
        from navigator: Navigator<Schema>, perform handler: @escaping (DeliveredLink<Schema.Route>) -> Bool
    ) -> some View {
        modifier(DeepLinkReceiver<Schema>(explicitNavigator: navigator, handler: handler))
    }
}

/// Registers a handler with the navigator's mailbox while the view is visible.
private struct DeepLinkReceiver<Schema: NavigationSchema>: ViewModifier {
    let explicitNavigator: Navigator<Schema>?
    let handler: (DeliveredLink<Schema.Route>) -> Bool
    @Environment(Navigator<Schema>.self) private var environmentNavigator: Navigator<Schema>?
    @State private var registration = Registration<Schema>()

    func body(content: Content) -> some View {
        // The latest closure, so a handler that captures changing values sees them.
        registration.handler = handler
        return
            content
            .onAppear {
                guard let navigator = explicitNavigator ?? environmentNavigator else {
                    assertionFailure(
                        "onDeepLink(for: \(Schema.self).self) found no Navigator<\(Schema.self)> in the environment, so its "
                            + "handler will never run. Show the view inside NavigationHost, which puts the navigator in "
                            + "the environment, or add .environment(navigator), or use onDeepLink(from:perform:)."
                    )
                    return
                }
                registration.register(with: navigator)
            }
            .onDisappear { registration.unregister() }
    }
}

/// The handler registered with a navigator, kept across view updates.
@MainActor
private final class Registration<Schema: NavigationSchema> {
    var handler: ((DeliveredLink<Schema.Route>) -> Bool)?
    private var navigator: Navigator<Schema>?
    private var id: DeepLinkHandlerID?

    nonisolated init() {}

    func register(with navigator: Navigator<Schema>) {
        guard id == nil else { return }
        self.navigator = navigator
        id = navigator.addDeepLinkHandler { [weak self] link in self?.handler?(link) ?? false }
    }

    func unregister() {
        if let id, let navigator { navigator.removeDeepLinkHandler(id) }
        id = nil
        navigator = nil
    }
}

#endif

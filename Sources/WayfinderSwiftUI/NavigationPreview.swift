// Compiled only where SwiftUI exists; type-checked on Linux against the stand-in in AppleStandIn/.
// Written against `State.init(initialValue:)` and `environment(_:)` for an `Observable` object.
#if canImport(SwiftUI)
public import SwiftUI

/// Renders a screen that reads the navigator from the environment, in an Xcode preview, without
/// the app's wiring.
///
/// It makes a navigator for `schema` with no saved state, launches it warm with the session you
/// give (and, if you give one, a link, so the preview starts where that link lands), and puts it
/// in the environment of `content`:
///
/// ```swift
/// #Preview {
///     NavigationPreview(Shop(), session: .signedIn("alice")) {
///         AccountRoot()
///     }
/// }
/// ```
public struct NavigationPreview<Schema: NavigationSchema, Content: View>: View {
    @State private var navigator: Navigator<Schema>
    private let content: Content

    /// Creates the preview.
    /// - Parameters:
    ///   - schema: The app's schema.
    ///   - session: The session the preview shows; signed out unless you say otherwise.
    ///   - url: A link to open at launch, so the preview starts where it lands.
    ///   - content: The view to preview.
    public init(
        _ schema: Schema, session: Session = .signedOut, open url: URL? = nil, @ViewBuilder content: () -> Content
    ) {
        let navigator = Navigator(schema: schema)
        navigator.launch(.warm, url: url, session: session)
        _navigator = State(initialValue: navigator)
        self.content = content()
    }

    public var body: some View {
        content.environment(navigator)
    }
}

#endif

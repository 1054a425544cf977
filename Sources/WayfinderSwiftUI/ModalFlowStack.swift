// Compiled only where SwiftUI exists; type-checked on Linux against the stand-in in AppleStandIn/
// (see the README). Written against these documented signatures:
// - `NavigationStack.init(path: Binding<Data>, root: () -> Root)` where `Data` is a
//   `RandomAccessCollection & RangeReplaceableCollection & MutableCollection` of `Hashable`.
// - `navigationDestination(for: D.Type, destination: @escaping (D) -> C)`.
// - `ViewBuilder.buildEither(first:)` / `buildEither(second:)` for the `if`/`else` in `body`.
#if canImport(SwiftUI)
public import SwiftUI

/// A modal's content with, when the modal holds a flow (the schema gives it a root screen,
/// ``NavigationSchema/root(of:)``), a `NavigationStack` bound to the stack inside it.
///
/// ``NavigationHost`` and ``NavigationStackHost`` wrap every modal in one; use it yourself only
/// when you present modals with `navigationPresentations(_:modal:notice:)` in your own
/// container:
///
/// ```swift
/// .navigationPresentations(navigator, modal: { modal in
///     ModalFlowStack(navigator, modal: modal) { ShopModalView(modal: modal) } screen: { ShopScreenView(screen: $0) }
/// }, notice: { NoticeContent(title: $0.title) })
/// ```
///
/// The root view is the app's view of the modal (checkout's cart); the pushed screens come from
/// `screen`, as in a tab. The stack's path is ``Navigator/path(inside:)``: the back button and
/// the swipe back shorten it, a `NavigationLink(value:)` lengthens it, and each write reaches
/// the core as ``NavigationEvent/modalPathChanged(_:_:)``, where it is decided like a tab's
/// path write (the same path comparison, the access check, the one-screen-once rule). The
/// navigator is in the environment of the root and of every pushed screen, because the
/// presentation that shows this view puts it there.
public struct ModalFlowStack<Schema: NavigationSchema, Root: View, ScreenContent: View>: View {
    private let navigator: Navigator<Schema>
    private let modal: Schema.Modal
    private let root: Root
    private let screen: (Schema.Screen) -> ScreenContent

    /// Creates the modal's content.
    /// - Parameters:
    ///   - navigator: The app's navigator.
    ///   - modal: The presented modal.
    ///   - root: The modal's own view; the root of its stack when it holds one.
    ///   - screen: The view for a screen pushed inside the modal.
    public init(
        _ navigator: Navigator<Schema>, modal: Schema.Modal, @ViewBuilder root: () -> Root,
        @ViewBuilder screen: @escaping (Schema.Screen) -> ScreenContent
    ) {
        self.navigator = navigator
        self.modal = modal
        self.root = root()
        self.screen = screen
    }

    public var body: some View {
        if navigator.schema.root(of: modal) != nil {
            RefusedWriteReader(navigator.path(inside: modal)) { path in
                NavigationStack(path: path) {
                    root.navigationDestination(for: Schema.Screen.self) { screen($0) }
                }
            }
        } else {
            root
        }
    }
}

#endif

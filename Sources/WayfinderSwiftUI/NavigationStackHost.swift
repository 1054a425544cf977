// Compiled only where SwiftUI exists; type-checked on Linux against the stand-in in AppleStandIn/.
// Written against `NavigationStack.init(path:root:)` and
// `navigationDestination(for:destination:)`; presentations and entry points as in
// NavigationHost.swift.
#if canImport(SwiftUI)
public import SwiftUI

/// The root view for an app with one stack and no tab bar: a `NavigationStack` bound to the
/// stack of the schema's ``NavigationSchema/defaultTab``, with the modal, the notice, links and
/// scene phases handled as ``NavigationHost`` handles them.
///
/// Declare one tab in the schema; every route lands in it.
///
/// ```swift
/// NavigationStackHost(navigator) {
///     HomeView()
/// } screen: { screen in
///     ScreenView(screen: screen)
/// } modal: { modal in
///     ModalView(modal: modal)
/// } notice: { notice in
///     NoticeContent(title: notice.title)
/// }
/// ```
///
/// For the tabs as a sidebar, use ``NavigationSplitHost``.
public struct NavigationStackHost<Schema: NavigationSchema, Root: View, ScreenContent: View, ModalContent: View>: View {
    private let navigator: Navigator<Schema>
    private let root: () -> Root
    private let screen: (Schema.Screen) -> ScreenContent
    private let modal: (Schema.Modal) -> ModalContent
    private let notice: (Schema.Notice) -> NoticeContent
    private let confirmation: (Schema.Modal, PendingLink<Schema>) -> ConfirmationContent

    /// Creates the host.
    /// - Parameters:
    ///   - navigator: The app's navigator.
    ///   - root: The root view (shown when the stack is empty).
    ///   - screen: The view for a pushed screen.
    ///   - modal: The view for a modal.
    ///   - notice: The words of a notice's alert.
    ///   - confirmation: The words of the question a link raises over a modal that asks before it
    ///     is left; ``ConfirmationContent/standard`` unless you say otherwise.
    public init(
        _ navigator: Navigator<Schema>,
        @ViewBuilder root: @escaping () -> Root,
        @ViewBuilder screen: @escaping (Schema.Screen) -> ScreenContent,
        @ViewBuilder modal: @escaping (Schema.Modal) -> ModalContent,
        notice: @escaping (Schema.Notice) -> NoticeContent,
        confirmation: @escaping (Schema.Modal, PendingLink<Schema>) -> ConfirmationContent = { _, _ in .standard }
    ) {
        self.navigator = navigator
        self.root = root
        self.screen = screen
        self.modal = modal
        self.notice = notice
        self.confirmation = confirmation
    }

    public var body: some View {
        stack
            .environment(navigator)
            .navigationPresentations(navigator, modal: flow, notice: notice, confirmation: confirmation)
            .navigationEntryPoints(navigator)
    }

    /// A modal's view, inside a `NavigationStack` bound to its stack when it holds a flow.
    private func flow(_ modal: Schema.Modal) -> ModalFlowStack<Schema, ModalContent, ScreenContent> {
        ModalFlowStack(navigator, modal: modal, root: { self.modal(modal) }, screen: screen)
    }

    private var stack: some View {
        RefusedWriteReader(navigator.path(for: navigator.schema.defaultTab)) { path in
            NavigationStack(path: path) {
                root()
                    .navigationDestination(for: Schema.Screen.self) { screen($0) }
            }
        }
        .withoutAnimationOnJumps(navigator, keyedOn: navigator.stack(for: navigator.schema.defaultTab))
    }
}

#endif

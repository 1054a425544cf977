// Compiled only where SwiftUI exists; type-checked on Linux against the stand-in in AppleStandIn/.
#if canImport(SwiftUI)
import SwiftUI

/// What an app gives a host to draw with: the views of its tabs, screens and modals and the
/// words of its alerts. ``NavigationHost`` and ``NavigationSplitHost`` take the same parts and
/// keep them in this one value, so the split host's compact width is the tab host with the
/// same parts.
struct HostContent<Schema: NavigationSchema, TabRoot: View, TabLabel: View, ScreenContent: View, ModalContent: View> {
    let root: (Schema.Tab) -> TabRoot
    let label: (Schema.Tab) -> TabLabel
    let screen: (Schema.Screen) -> ScreenContent
    let modal: (Schema.Modal) -> ModalContent
    let notice: (Schema.Notice) -> NoticeContent
    let confirmation: (Schema.Modal, PendingLink<Schema>) -> ConfirmationContent

    /// A modal's view, inside a `NavigationStack` bound to its stack when it holds a flow.
    @MainActor
    func flow(_ modal: Schema.Modal, of navigator: Navigator<Schema>) -> ModalFlowStack<
        Schema, ModalContent, ScreenContent
    > {
        ModalFlowStack(navigator, modal: modal, root: { self.modal(modal) }, screen: screen)
    }
}

extension View {
    /// What both hosts put around their tabs: the navigator in the environment, the modal, the
    /// notice and the question a link raises, and links and scene phases forwarded.
    func hosting<Schema: NavigationSchema, TabRoot: View, TabLabel: View, ScreenContent: View, ModalContent: View>(
        _ navigator: Navigator<Schema>, _ content: HostContent<Schema, TabRoot, TabLabel, ScreenContent, ModalContent>
    ) -> some View {
        environment(navigator)
            .navigationPresentations(
                navigator, modal: { content.flow($0, of: navigator) }, notice: content.notice,
                confirmation: content.confirmation
            )
            .navigationEntryPoints(navigator)
    }
}

#endif

// Compiled only where SwiftUI exists; type-checked on Linux against the stand-in in AppleStandIn/
// (see the README). Written against these documented signatures:
// - `sheet(item:onDismiss:content:)`, `fullScreenCover(item:onDismiss:content:)` (see
//   Platform.swift), `interactiveDismissDisabled(_:)`.
// - `alert(_:isPresented:presenting:actions:message:)` with a `StringProtocol` title, and
//   `Button(role:action:label:)` with `ButtonRole.cancel`.
// - `State`, `ViewModifier`, `View.modifier(_:)`, `environment(_:)` for an `Observable` object.
#if canImport(SwiftUI)
public import SwiftUI

extension View {
    /// Presents the navigator's modal and notice over this view, the way ``NavigationHost``
    /// does: the modal as a sheet or a full-screen cover as the schema says, the notice as an
    /// alert from the topmost presenter, a swap between a sheet and a cover in two steps.
    ///
    /// Use it when you build your own container (a `NavigationSplitView`, for example) rather
    /// than ``NavigationHost`` or ``NavigationStackHost``. Every decision (what shows, from
    /// where, and when a swap may proceed) is ``PresentationPlan``'s, tested on Linux.
    /// - Parameters:
    ///   - navigator: The app's navigator.
    ///   - modal: The view for a modal.
    ///   - notice: The words of a notice's alert.
    /// - Returns: A view that presents the navigator's modal and notice.
    public func navigationPresentations<Schema: NavigationSchema, ModalContent: View>(
        _ navigator: Navigator<Schema>,
        @ViewBuilder modal: @escaping (Schema.Modal) -> ModalContent,
        notice: @escaping (Schema.Notice) -> NoticeContent
    ) -> some View {
        modifier(PresentationLayer(navigator: navigator, modal: modal, notice: notice))
    }
}

/// Drives `sheet(item:)`, `fullScreenCover(item:)` and the notice's alert from one
/// ``PresentationPlan`` per update, and tells the plan when SwiftUI has finished a dismissal.
private struct PresentationLayer<Schema: NavigationSchema, ModalContent: View>: ViewModifier {
    typealias Plan = PresentationPlan<Schema.Modal, Schema.Notice>

    let navigator: Navigator<Schema>
    let modal: (Schema.Modal) -> ModalContent
    let notice: (Schema.Notice) -> NoticeContent
    /// The style of the modal SwiftUI has on screen, as far as the host knows.
    @State private var onScreen: ModalRule.Style?

    func body(content: Content) -> some View {
        let plan = currentPlan
        return
            content
            .sheet(item: binding(.sheet, plan: plan), onDismiss: { dismissed(.sheet) }) { presented($0, .sheet, plan) }
            .coverPresentation(item: binding(.fullScreenCover, plan: plan), onDismiss: { dismissed(.fullScreenCover) })
        {
            presented($0, .fullScreenCover, plan)
        }
            .noticeAlert(plan.notice.map(notice), isPresented: noticeBinding(on: .root, plan: plan))
            .onChange(of: plan.presentedStyle, initial: true) { _, style in
                if let style { onScreen = style }
            }
            .withoutAnimationOnJumps(navigator, keyedOn: plan.sheet ?? plan.fullScreenCover)
    }

    private var currentPlan: Plan {
        let schema = navigator.schema
        return Plan(modal: navigator.modal, notice: navigator.notice, onScreen: onScreen) {
            schema.rule(for: $0).style
        }
    }

    private func dismissed(_ style: ModalRule.Style) {
        onScreen = currentPlan.onScreenAfterDismissal(of: style)
    }

    /// The binding of one presentation modifier: it shows the plan's modal of its style, and a
    /// `nil` SwiftUI writes dismisses only the modal it showed in that style.
    private func binding(_ style: ModalRule.Style, plan: Plan) -> Binding<PresentedModal<Schema.Modal>?> {
        let shown = style == .sheet ? plan.sheet : plan.fullScreenCover
        let navigator = navigator
        return Binding(
            get: { shown.map(PresentedModal.init) },
            set: { @MainActor newValue in
                guard newValue == nil,
                    let modal = Plan.modalToDismiss(
                        onClearing: style, shown: shown, style: { navigator.schema.rule(for: $0).style })
                else { return }
                navigator.dismiss(modal)
            }
        )
    }

    /// Whether the notice's alert shows on `presenter`; SwiftUI writes `false` when the
    /// person taps its button.
    private func noticeBinding(on presenter: Plan.Presenter, plan: Plan) -> Binding<Bool> {
        let shows = plan.showsNotice(on: presenter)
        let navigator = navigator
        return Binding(
            get: { shows },
            set: { @MainActor isPresented in
                if !isPresented, shows { navigator.dismissNotice() }
            }
        )
    }

    /// A modal's content: the app's view, not draggable away when the schema says so, with the
    /// navigator in its environment (a presentation is its own hierarchy) and the notice's
    /// alert when the modal is the topmost presenter.
    private func presented(_ item: PresentedModal<Schema.Modal>, _ style: ModalRule.Style, _ plan: Plan) -> some View {
        modal(item.modal)
            .interactiveDismissDisabled(!navigator.schema.rule(for: item.modal).isDismissible)
            .environment(navigator)
            .noticeAlert(plan.notice.map(notice), isPresented: noticeBinding(on: .modal(style), plan: plan))
    }
}

extension View {
    /// The alert of a notice, with its one cancel button.
    fileprivate func noticeAlert(_ content: NoticeContent?, isPresented: Binding<Bool>) -> some View {
        alert(content?.title ?? "", isPresented: isPresented, presenting: content) { content in
            Button(role: .cancel, action: {}, label: { Text(content.button) })
        } message: { content in
            if let message = content.message { Text(message) }
        }
    }
}

#endif

// Compiled only where SwiftUI exists; type-checked on Linux against the stand-in in AppleStandIn/
// (see the README). Written against these documented signatures:
// - `sheet(item:onDismiss:content:)`, `fullScreenCover(item:onDismiss:content:)` (see
//   Platform.swift), `interactiveDismissDisabled(_:)`.
// - `alert(_:isPresented:presenting:actions:message:)` with a `StringProtocol` title, and
//   `Button(role:action:label:)` with `ButtonRole.cancel`. Its page: "The data should not change
//   after the presentation occurs. Any changes that you make after the presentation occurs are
//   ignored." So the alert holds the notice it was presented with, and a notice the core
//   replaces in place is shown by taking the alert down and presenting it again (below). The
//   question a link raises over a modal that asks is a second alert, on the modal's own view,
//   inner to the notice's: SwiftUI has presented several alerts of one chain since iOS 14.5, but
//   no page says so, and it has not been run here.
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
    /// where, when a swap may proceed, which notice the alert holds) is the core's
    /// `PresentationPlan`'s, tested on Linux.
    /// - Parameters:
    ///   - navigator: The app's navigator.
    ///   - modal: The view for a modal.
    ///   - notice: The words of a notice's alert.
    ///   - confirmation: The words of the question a link raises over a modal that asks before
    ///     it is left (``Navigator/confirmation``), given the modal and the waiting link.
    /// - Returns: A view that presents the navigator's modal and notice.
    public func navigationPresentations<Schema: NavigationSchema, ModalContent: View>(
        _ navigator: Navigator<Schema>,
        @ViewBuilder modal: @escaping (Schema.Modal) -> ModalContent,
        notice: @escaping (Schema.Notice) -> NoticeContent,
        confirmation: @escaping (Schema.Modal, PendingLink<Schema>) -> ConfirmationContent = { _, _ in .standard }
    ) -> some View {
        modifier(PresentationLayer(navigator: navigator, modal: modal, notice: notice, confirmation: confirmation))
    }
}

/// Drives `sheet(item:)`, `fullScreenCover(item:)` and the notice's alert from one
/// `PresentationPlan` per update, and tells the plan when SwiftUI has finished a dismissal.
///
/// The alert holds one notice (`held`), the one it was presented with. When the core replaces
/// the notice in place, the alert is taken down for one update and presented again with the new
/// notice's words (`PresentationPlan.noticeToHold(wanted:held:)`), and its button dismisses only
/// the notice it showed (``Navigator/dismissNotice(_:)``), so a replacement is never dismissed
/// unseen.
private struct PresentationLayer<Schema: NavigationSchema, ModalContent: View>: ViewModifier {
    typealias Plan = PresentationPlan<Schema.Modal, Schema.Notice>

    let navigator: Navigator<Schema>
    let modal: (Schema.Modal) -> ModalContent
    let notice: (Schema.Notice) -> NoticeContent
    let confirmation: (Schema.Modal, PendingLink<Schema>) -> ConfirmationContent
    /// The style of the modal SwiftUI has on screen, as far as the host knows.
    @State private var onScreen: ModalRule.Style?
    /// The notice the alert was presented with (its data cannot change while it is up).
    @State private var held: Schema.Notice?

    func body(content: Content) -> some View {
        let plan = currentPlan
        return
            content
            .sheet(item: binding(.sheet, plan: plan), onDismiss: { dismissed(.sheet) }) { presented($0, .sheet, plan) }
            .coverPresentation(item: binding(.fullScreenCover, plan: plan), onDismiss: { dismissed(.fullScreenCover) })
        {
            presented($0, .fullScreenCover, plan)
        }
            .noticeAlert(held.map(notice), isPresented: noticeBinding(on: .root, plan: plan))
            .onChange(of: plan.presentedStyle, initial: true) { _, style in
                if let style { onScreen = style }
            }
            // A new notice is held when none is; a replacement first takes the alert down
            // (`held` becomes nil), and the change of `held` then holds the new one.
            .onChange(of: plan.notice, initial: true) { _, wanted in
                held = Plan.noticeToHold(wanted: wanted, held: held)
            }
            .onChange(of: held) { _, _ in
                held = Plan.noticeToHold(wanted: currentPlan.notice, held: held)
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

    /// Whether the notice's alert shows on `presenter`: the held notice, while it is still the
    /// one the plan shows. SwiftUI writes `false` when the person taps its button, which
    /// dismisses the held notice only if the core still shows it.
    private func noticeBinding(on presenter: Plan.Presenter, plan: Plan) -> Binding<Bool> {
        let shows = plan.showsNotice(held, on: presenter)
        let held = held
        let navigator = navigator
        return Binding(
            get: { shows },
            set: { @MainActor isPresented in
                if !isPresented, shows, let held { navigator.dismissNotice(held) }
            }
        )
    }

    /// A modal's content: the app's view, not draggable away when the schema says so or while
    /// the person has unsaved input in it, with the navigator in its environment (a presentation
    /// is its own hierarchy), the question a link raised over it, and the notice's alert when the
    /// modal is the topmost presenter.
    private func presented(_ item: PresentedModal<Schema.Modal>, _ style: ModalRule.Style, _ plan: Plan) -> some View {
        let edited = navigator.presented?.modal == item.modal && navigator.presented?.hasUnsavedInput == true
        let asked = navigator.confirmation.flatMap { link -> ConfirmationContent? in
            guard case .confirmation(let modal) = link.reason, modal == item.modal else { return nil }
            return confirmation(modal, link)
        }
        return modal(item.modal)
            .confirmationAlert(asked, isPresented: confirmationBinding(asked != nil), navigator: navigator)
            .interactiveDismissDisabled(!navigator.schema.rule(for: item.modal).isDismissible || edited)
            .environment(navigator)
            .noticeAlert(held.map(notice), isPresented: noticeBinding(on: .modal(style), plan: plan))
    }

    /// Whether the question shows: while the core has it. The answers are the alert's buttons;
    /// SwiftUI's own write of `false` after a button changes nothing by itself.
    private func confirmationBinding(_ shows: Bool) -> Binding<Bool> {
        Binding(get: { shows }, set: { _ in })
    }
}

extension View {
    /// The question over a modal, with its two answers: leave (destructive) and stay (cancel).
    fileprivate func confirmationAlert<Schema: NavigationSchema>(
        _ content: ConfirmationContent?, isPresented: Binding<Bool>, navigator: Navigator<Schema>
    ) -> some View {
        alert(content?.title ?? "", isPresented: isPresented, presenting: content) { content in
            Button(role: .destructive, action: { navigator.answerConfirmation(.leave) }, label: { Text(content.leave) })
            Button(role: .cancel, action: { navigator.answerConfirmation(.stay) }, label: { Text(content.stay) })
        } message: { content in
            if let message = content.message { Text(message) }
        }
    }

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

// Compiled only where SwiftUI exists; type-checked on Linux against the stand-in in AppleStandIn/
// (see the README). Written against these documented signatures:
// - `sheet(item:onDismiss:content:)`, `fullScreenCover(item:onDismiss:content:)` (see
//   Platform.swift), `interactiveDismissDisabled(_:)`.
// - `alert(_:isPresented:presenting:actions:message:)` with a `StringProtocol` title, and
//   `Button(role:action:label:)` with `ButtonRole.cancel`. Its page: "The data should not change
//   after the presentation occurs. Any changes that you make after the presentation occurs are
//   ignored." So the alert holds the notice it was presented with, and a notice the core
//   replaces in place is shown by taking the alert down and presenting it again (below). One
//   alert shows at a time, as the host plan has it: the question a link raises over a modal that
//   asks, on the modal's own view, goes first; a notice waits until it is answered.
// - `State`, `ViewModifier`, `View.modifier(_:)`, `environment(_:)` for an `Observable` object;
//   `Binding` is `Sendable` when its value is (`HostShown` is).
#if canImport(SwiftUI)
public import SwiftUI

extension View {
    /// Presents the navigator's modal and notice over this view, the way ``NavigationHost``
    /// does: the modal as a sheet or a full-screen cover as the schema says, the notice as an
    /// alert from the topmost presenter, a swap between a sheet and a cover in two steps.
    ///
    /// Use it when you build your own container (a `NavigationSplitView`, for example) rather
    /// than ``NavigationHost`` or ``NavigationStackHost``. Every decision (what shows, from
    /// where, when a swap may proceed, which notice the alert holds) is the core's `HostPlan`'s,
    /// the one the UIKit hosts perform, tested on Linux.
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

/// Drives `sheet(item:)`, `fullScreenCover(item:)` and the alerts from the core's host plan
/// (`HostPlan`), the one the UIKit hosts perform, with what SwiftUI shows kept as a `HostShown`.
///
/// A presentation modifier's item or an alert's flag takes a step at once; a dismissal ends
/// later: a modal's when SwiftUI calls `onDismiss`, an alert's in the update after the one that
/// took it down. So a sheet goes before a cover goes up, an alert goes before a modal is
/// presented from under it, and a notice the core replaces in place is taken down and presented
/// again with its own words (the alert's data cannot change while it is up). What the person
/// does (a sheet dragged away, an alert's button) reaches the navigator through
/// `HostShown.perform(_:against:)`, which answers only for the modal or the notice the host
/// showed, so a late write cannot dismiss a successor.
private struct PresentationLayer<Schema: NavigationSchema, ModalContent: View>: ViewModifier {
    let navigator: Navigator<Schema>
    let modal: (Schema.Modal) -> ModalContent
    let notice: (Schema.Notice) -> NoticeContent
    let confirmation: (Schema.Modal, PendingLink<Schema>) -> ConfirmationContent
    /// What SwiftUI shows, as far as the layer knows: the modal and the alert (the stacks are
    /// the hosts' bindings'). On screen from the start: the layer exists inside a view.
    @State private var shown: HostShown<Schema> = {
        var shown = HostShown<Schema>(tabs: [])
        shown.isOnScreen = true
        return shown
    }()

    func body(content: Content) -> some View {
        let after = planned
        let rootNotice = Self.alert(on: .root, question: false, after)
        return
            content
            .sheet(item: binding(.sheet, after), onDismiss: { dismissed(.sheet) }) { presented($0, after) }
            .coverPresentation(item: binding(.fullScreenCover, after), onDismiss: { dismissed(.fullScreenCover) }) {
                presented($0, after)
            }
            .noticeAlert(noticeWords(rootNotice), isPresented: alertBinding(rootNotice))
            .onChange(of: after, initial: true) { _, after in keep(after) }
            .withoutAnimationOnJumps(navigator, keyedOn: Self.presentedModal(after)?.modal)
    }

    /// What SwiftUI shows once the plan's steps are taken: every step at once but a dismissal.
    private var planned: HostShown<Schema> {
        // The parts the plan reads, observed; the state is then read without observing the stacks.
        _ = (navigator.presented, navigator.notice, navigator.confirmation)
        let state = navigator.displayedState
        var after = shown
        // A modal presented, then the alert over it: the rounds a plan can take without a wait.
        for _ in 0..<4 {
            let plan = HostPlan(shown: after, state: state, schema: navigator.schema)
            if plan.steps.isEmpty { break }
            after = plan.shownAfter
            for step in plan.steps {
                switch step {
                case .dismissModal, .dismissAlert: break
                default: after.finished(step)
                }
            }
        }
        return after
    }

    /// Keeps what an update showed; an alert it took down is gone from the next one.
    private func keep(_ after: HostShown<Schema>) {
        var kept = after
        if kept.alertPhase == .disappearing, let alert = kept.alert {
            kept.finished(.dismissAlert(alert, animated: true))
        }
        if kept != shown { shown = kept }
    }

    /// SwiftUI finished taking a modal of `style` down: the one the plan dismissed, or one the
    /// system took away.
    private func dismissed(_ style: ModalRule.Style) {
        guard let up = shown.modal, up.style == style else { return }
        if shown.modalPhase == .disappearing {
            shown.finished(.dismissModal(up.modal, animated: true))
        } else {
            Self.report(.modalDismissedBySystem(up.modal), shown: $shown, navigator: navigator)
        }
    }

    /// Records what the person (or the system) did and sends the navigator what it should hear.
    private static func report(
        _ action: HostAction<Schema>, shown: Binding<HostShown<Schema>>, navigator: Navigator<Schema>
    ) {
        if let event = shown.wrappedValue.perform(action, against: navigator.displayedState) { navigator.send(event) }
    }

    /// The modal SwiftUI shows, unless it is on its way out.
    private static func presentedModal(_ after: HostShown<Schema>) -> HostModal<Schema>? {
        after.modalPhase == .disappearing ? nil : after.modal
    }

    /// The item of one presentation modifier: the modal up in its style. A `nil` SwiftUI writes
    /// (the person dragged it away) is reported for the modal this binding showed.
    private func binding(_ style: ModalRule.Style, _ after: HostShown<Schema>) -> Binding<PresentedModal<Schema.Modal>?>
    {
        let up = Self.presentedModal(after).flatMap { $0.style == style ? $0.modal : nil }
        let shown = $shown
        let navigator = navigator
        return Binding(
            get: { up.map(PresentedModal.init) },
            set: { @MainActor newValue in
                if newValue == nil, let up { Self.report(.modalDraggedAway(up), shown: shown, navigator: navigator) }
            }
        )
    }

    /// The alert `presenter` shows, while it is not on its way out: a notice's (`question`
    /// false) or a question's.
    private static func alert(
        on presenter: HostPresenter, question: Bool, _ after: HostShown<Schema>
    ) -> HostAlert<Schema>? {
        guard after.alertPresenter == presenter, after.alertPhase != .disappearing, let alert = after.alert else {
            return nil
        }
        switch alert {
        case .notice: return question ? nil : alert
        case .question: return question ? alert : nil
        }
    }

    /// The words of a notice's alert.
    private func noticeWords(_ alert: HostAlert<Schema>?) -> NoticeContent? {
        guard case .notice(let shown) = alert else { return nil }
        return notice(shown)
    }

    /// The words of a question's alert, the app's for this modal and this link.
    private func questionWords(_ alert: HostAlert<Schema>?) -> ConfirmationContent? {
        guard case .question(let modal, let link) = alert else { return nil }
        return confirmation(modal, link)
    }

    /// Whether `alert` shows. SwiftUI writes `false` once the person tapped a button: a notice's
    /// is its dismissal; a question's answer came from its button, and a `false` while the
    /// question is still up means the system took it down.
    private func alertBinding(_ alert: HostAlert<Schema>?) -> Binding<Bool> {
        let shown = $shown
        let navigator = navigator
        return Binding(
            get: { alert != nil },
            set: { @MainActor isPresented in
                guard !isPresented, let alert, shown.wrappedValue.alert == alert else { return }
                switch alert {
                case .notice(let notice): Self.report(.noticeDismissed(notice), shown: shown, navigator: navigator)
                case .question: Self.report(.alertDismissedBySystem, shown: shown, navigator: navigator)
                }
            }
        )
    }

    /// A modal's content: the app's view, not draggable away when the plan says so (the schema,
    /// or unsaved input in it), with the navigator in its environment (a presentation is its own
    /// hierarchy), and the alert when the modal is the topmost presenter: the question a link
    /// raised over it, or the notice.
    private func presented(_ item: PresentedModal<Schema.Modal>, _ after: HostShown<Schema>) -> some View {
        let up = after.modal?.modal == item.modal ? after.modal : nil
        let question = Self.alert(on: .modal, question: true, after)
        let notice = Self.alert(on: .modal, question: false, after)
        let shown = $shown
        let navigator = navigator
        return modal(item.modal)
            .confirmationAlert(questionWords(question), isPresented: alertBinding(question)) {
                Self.report(.questionAnswered($0), shown: shown, navigator: navigator)
            }
            .interactiveDismissDisabled(up?.isDismissible == false)
            .environment(navigator)
            .noticeAlert(noticeWords(notice), isPresented: alertBinding(notice))
    }
}

extension View {
    /// The question over a modal, with its two answers: leave (destructive) and stay (cancel).
    fileprivate func confirmationAlert(
        _ content: ConfirmationContent?, isPresented: Binding<Bool>,
        answer: @escaping @MainActor (ConfirmationAnswer) -> Void
    ) -> some View {
        alert(content?.title ?? "", isPresented: isPresented, presenting: content) { content in
            Button(role: .destructive, action: { answer(.leave) }, label: { Text(content.leave) })
            Button(role: .cancel, action: { answer(.stay) }, label: { Text(content.stay) })
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

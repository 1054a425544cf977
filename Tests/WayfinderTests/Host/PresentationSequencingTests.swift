import ShopExample
import Testing
import Wayfinder
import WayfinderTesting

/// The presentation rules every host follows, the UIKit controllers and SwiftUI's
/// `navigationPresentations` alike, as the host plan gives them: which presenter shows the
/// notice, a modal taken down before the next goes up, an alert replaced in two steps, and a
/// late write from the host answered only for what it showed.
///
/// The host here shows presentations only (no tabs), as SwiftUI's presentation layer does.
@Suite("Presentation sequencing: what the host presents, from where, and in what order")
@MainActor
struct PresentationSequencingTests {
    typealias Step = HostStep<Shop>

    /// A state whose modal and notice are these.
    static func state(modal: ShopModal?, notice: ShopNotice?, session: Session = .signedIn("alice")) throws
        -> NavigationState<Shop>
    {
        let navigator = Navigator(schema: Shop(), clock: ManualClock())
        navigator.launch(.cold, session: session)
        if let modal { navigator.present(modal) }
        if let notice { navigator.raiseNotice(notice) }
        try #require(navigator.state.visible.modal == modal)
        try #require(navigator.state.visible.notice == notice)
        return navigator.state
    }

    /// A host on screen that shows `modal` (up and still) and `notice`'s alert on the topmost
    /// presenter.
    static func shown(modal: ShopModal?, notice: ShopNotice? = nil) -> HostShown<Shop> {
        var shown = HostShown<Shop>(tabs: [])
        shown.isOnScreen = true
        if let modal {
            let rule = Shop().rule(for: modal)
            shown.record(
                .presentModal(
                    HostModal(
                        modal, style: rule.style, root: Shop().root(of: modal), isDismissible: rule.isDismissible),
                    animated: false))
        }
        if let notice {
            shown.record(.presentAlert(.notice(notice), on: modal == nil ? .root : .modal))
            shown.finished(.presentAlert(.notice(notice), on: modal == nil ? .root : .modal))
        }
        return shown
    }

    nonisolated static func modal(_ modal: ShopModal) -> HostModal<Shop> {
        let rule = Shop().rule(for: modal)
        return HostModal(modal, style: rule.style, root: Shop().root(of: modal), isDismissible: rule.isDismissible)
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var modal: ShopModal?
        var notice: ShopNotice?
        /// What the host shows nothing of yet presents first (and then waits for it).
        var step: Step?
        var testDescription: String { name }
    }

    nonisolated static let fromNothing: [Case] = [
        Case(name: "nothing wanted, nothing to do", modal: nil, notice: nil, step: nil),
        Case(
            name: "a notice with no modal shows from the root", modal: nil, notice: .linkUnavailable,
            step: .presentAlert(.notice(.linkUnavailable), on: .root)),
        Case(
            name: "a sheet and a notice wanted at once: the sheet first", modal: .passwordReset,
            notice: .resetLinkExpired, step: .presentModal(modal(.passwordReset), animated: true)),
        Case(
            name: "a cover", modal: .forcedUpdate, notice: nil,
            step: .presentModal(modal(.forcedUpdate), animated: true)),
    ]

    @Test(arguments: fromNothing)
    func planFromNothing(_ c: Case) throws {
        let plan = HostPlan(
            shown: Self.shown(modal: nil), state: try Self.state(modal: c.modal, notice: c.notice), schema: Shop())
        #expect(plan.steps == (c.step.map { [$0] } ?? []))
        #expect(plan.waits == (c.step == nil ? [] : [.presentationInFlight]))
    }

    @Test("A notice over a sheet shows from the sheet, not from the root that presents it")
    func noticeOverASheet() throws {
        let state = try Self.state(modal: .passwordReset, notice: .resetLinkExpired)
        let plan = HostPlan(shown: Self.shown(modal: .passwordReset), state: state, schema: Shop())
        #expect(plan.steps == [.presentAlert(.notice(.resetLinkExpired), on: .modal)])
    }

    /// A cover while a sheet is up; a sheet and a notice while a cover is up; a sheet replaced by
    /// a sheet; a notice while the dismissed sheet is leaving.
    @Test("The modal up goes first: nothing is presented in the update that takes it down")
    func modalUpGoesFirst() throws {
        let cases: [(up: ShopModal, modal: ShopModal?, notice: ShopNotice?)] = [
            (.passwordReset, .forcedUpdate, nil), (.forcedUpdate, .passwordReset, .resetLinkExpired),
            (.passwordReset, .checkout, nil), (.passwordReset, nil, .itemUnavailable),
        ]
        for c in cases {
            let state = try Self.state(modal: c.modal, notice: c.notice)
            let plan = HostPlan(shown: Self.shown(modal: c.up), state: state, schema: Shop())
            #expect(plan.steps == [.dismissModal(c.up, animated: true)], "\(c)")
            #expect(plan.waits == [.presentationInFlight], "\(c)")
        }
    }

    /// Performs every step, lets every animation end, and plans again until nothing is left.
    static func settle(_ shown: HostShown<Shop>, _ state: NavigationState<Shop>) -> (HostShown<Shop>, [[Step]]) {
        var shown = shown
        var rounds: [[Step]] = []
        for _ in 0..<8 {
            let plan = HostPlan(shown: shown, state: state, schema: Shop())
            if plan.steps.isEmpty { break }
            rounds.append(plan.steps)
            shown = plan.shownAfter
            for step in plan.steps { shown.finished(step) }
        }
        return (shown, rounds)
    }

    @Test("A sheet-to-cover swap, step by step: down, then up")
    func swapSequence() throws {
        let state = try Self.state(modal: .forcedUpdate, notice: nil)
        let (shown, rounds) = Self.settle(Self.shown(modal: .passwordReset), state)
        #expect(
            rounds == [
                [.dismissModal(.passwordReset, animated: true)],
                [.presentModal(Self.modal(.forcedUpdate), animated: true)],
            ])
        #expect(shown.modal?.modal == .forcedUpdate)
    }

    @Test("A sheet and its notice from nothing: the sheet, then the notice from the sheet")
    func noticeOverANewSheet() throws {
        let state = try Self.state(modal: .passwordReset, notice: .resetLinkExpired)
        let (shown, rounds) = Self.settle(Self.shown(modal: nil), state)
        #expect(
            rounds == [
                [.presentModal(Self.modal(.passwordReset), animated: true)],
                [.presentAlert(.notice(.resetLinkExpired), on: .modal)],
            ])
        #expect(shown.alertPresenter == .modal)
    }

    @Test("A plain dismissal: the sheet goes, and nothing waits once it is gone")
    func plainDismissal() throws {
        let (shown, rounds) = Self.settle(Self.shown(modal: .passwordReset), try Self.state(modal: nil, notice: nil))
        #expect(rounds == [[.dismissModal(.passwordReset, animated: true)]])
        #expect(shown.modal == nil)
        #expect(HostPlan(shown: shown, state: try Self.state(modal: nil, notice: nil), schema: Shop()).isSettled)
    }

    @Test("An alert on the root goes before a modal is presented from under it")
    func alertBeforeModal() throws {
        let state = try Self.state(modal: .passwordReset, notice: nil)
        let (_, rounds) = Self.settle(Self.shown(modal: nil, notice: .linkUnavailable), state)
        #expect(
            rounds == [
                [.dismissAlert(.notice(.linkUnavailable), animated: true)],
                [.presentModal(Self.modal(.passwordReset), animated: true)],
            ])
    }

    struct DragCase: Sendable, CustomTestStringConvertible {
        var name: String
        var up: ShopModal?
        var wanted: ShopModal?
        var dragged: ShopModal
        /// The modal the navigator is told was dismissed, if any.
        var dismissed: ShopModal?
        var testDescription: String { name }
    }

    nonisolated static let dragCases: [DragCase] = [
        DragCase(
            name: "the sheet dragged away is dismissed", up: .passwordReset, wanted: .passwordReset,
            dragged: .passwordReset, dismissed: .passwordReset
        ),
        DragCase(
            name: "a late write for a sheet leaves the cover up alone", up: .forcedUpdate, wanted: .forcedUpdate,
            dragged: .passwordReset, dismissed: nil
        ),
        DragCase(
            name: "a write for a modal the navigator has replaced changes nothing", up: .passwordReset,
            wanted: .forcedUpdate, dragged: .passwordReset, dismissed: nil
        ),
        DragCase(name: "nothing was up", up: nil, wanted: nil, dragged: .passwordReset, dismissed: nil),
    ]

    @Test(arguments: dragCases)
    func modalDraggedAway(_ c: DragCase) throws {
        var shown = Self.shown(modal: c.up)
        let event = shown.perform(.modalDraggedAway(c.dragged), against: try Self.state(modal: c.wanted, notice: nil))
        if case .modalDismissed(let modal) = event {
            #expect(modal == c.dismissed)
        } else {
            #expect(event == nil && c.dismissed == nil)
        }
        #expect(shown.modal?.modal == (c.up == c.dragged ? nil : c.up))
    }

    @Test("A notice replaced in place: the alert goes down, then comes up with the new words")
    func noticeReplacedInPlace() throws {
        let state = try Self.state(modal: nil, notice: .itemUnavailable)
        let (shown, rounds) = Self.settle(Self.shown(modal: nil, notice: .linkUnavailable), state)
        #expect(
            rounds == [
                [.dismissAlert(.notice(.linkUnavailable), animated: true)],
                [.presentAlert(.notice(.itemUnavailable), on: .root)],
            ])
        #expect(shown.alert == .notice(.itemUnavailable))
    }

    @Test("The alert up stays while its notice is wanted; it goes when the notice is dismissed")
    func noticeHeld() throws {
        let up = Self.shown(modal: nil, notice: .linkUnavailable)
        #expect(
            HostPlan(shown: up, state: try Self.state(modal: nil, notice: .linkUnavailable), schema: Shop()).isSettled)
        let plan = HostPlan(shown: up, state: try Self.state(modal: nil, notice: nil), schema: Shop())
        #expect(plan.steps == [.dismissAlert(.notice(.linkUnavailable), animated: true)])
    }

    @Test("The alert's button dismisses the notice it showed, never a replacement")
    func noticeButton() throws {
        var shown = Self.shown(modal: nil, notice: .linkUnavailable)
        let replaced = try Self.state(modal: nil, notice: .itemUnavailable)
        #expect(shown.perform(.noticeDismissed(.linkUnavailable), against: replaced) == nil)
        #expect(shown.alert == nil)
        shown = Self.shown(modal: nil, notice: .linkUnavailable)
        let same = try Self.state(modal: nil, notice: .linkUnavailable)
        let event = shown.perform(.noticeDismissed(.linkUnavailable), against: same)
        guard case .noticeDismissed = event else {
            Issue.record("expected the notice dismissed, got \(String(describing: event))")
            return
        }
    }
}

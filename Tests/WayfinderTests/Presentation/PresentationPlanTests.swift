import ShopExample
import Testing
import Wayfinder

@Suite("PresentationPlan: what the host presents, and from where")
struct PresentationPlanTests {
    typealias Plan = PresentationPlan<ShopModal, ShopNotice>

    static func style(_ modal: ShopModal) -> ModalRule.Style { Shop().rule(for: modal).style }

    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var modal: ShopModal?
        var notice: ShopNotice?
        var onScreen: ModalRule.Style?
        var sheet: ShopModal?
        var cover: ShopModal?
        var shownNotice: ShopNotice?
        var presenter: Plan.Presenter
        var settling: Bool
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "nothing wanted, nothing up", modal: nil, notice: nil, onScreen: nil,
            sheet: nil, cover: nil, shownNotice: nil, presenter: .root, settling: false
        ),
        Case(
            name: "a notice with no modal shows from the root", modal: nil, notice: .linkUnavailable, onScreen: nil,
            sheet: nil, cover: nil, shownNotice: .linkUnavailable, presenter: .root, settling: false
        ),
        Case(
            name: "sign-in failed shows from the sign-in sheet, not from the root that presents it",
            modal: .signIn, notice: .signInFailed, onScreen: .sheet,
            sheet: .signIn, cover: nil, shownNotice: .signInFailed, presenter: .modal(.sheet), settling: false
        ),
        Case(
            name: "session expired over a sign-in sheet that is only now being presented",
            modal: .signIn, notice: .sessionExpired, onScreen: nil,
            sheet: .signIn, cover: nil, shownNotice: .sessionExpired, presenter: .modal(.sheet), settling: false
        ),
        Case(
            name: "forced update while sign-in is up: the sheet goes first, no cover in the same update",
            modal: .forcedUpdate, notice: nil, onScreen: .sheet,
            sheet: nil, cover: nil, shownNotice: nil, presenter: .modal(.sheet), settling: true
        ),
        Case(
            name: "forced update once the sheet is gone: the cover",
            modal: .forcedUpdate, notice: nil, onScreen: nil,
            sheet: nil, cover: .forcedUpdate, shownNotice: nil, presenter: .modal(.fullScreenCover), settling: false
        ),
        Case(
            name: "cover to sheet waits for the cover to go",
            modal: .signIn, notice: .resetLinkExpired, onScreen: .fullScreenCover,
            sheet: nil, cover: nil, shownNotice: nil, presenter: .modal(.fullScreenCover), settling: true
        ),
        Case(
            name: "sheet to sheet is one modifier: presented at once",
            modal: .passwordReset, notice: nil, onScreen: .sheet,
            sheet: .passwordReset, cover: nil, shownNotice: nil, presenter: .modal(.sheet), settling: false
        ),
        Case(
            name: "a notice waits while the dismissed sheet is leaving",
            modal: nil, notice: .itemUnavailable, onScreen: .sheet,
            sheet: nil, cover: nil, shownNotice: nil, presenter: .modal(.sheet), settling: true
        ),
        Case(
            name: "a plain dismissal is not settling: nothing waits",
            modal: nil, notice: nil, onScreen: .sheet,
            sheet: nil, cover: nil, shownNotice: nil, presenter: .modal(.sheet), settling: false
        ),
    ]

    @Test(arguments: cases)
    func plan(_ c: Case) {
        let plan = Plan(modal: c.modal, notice: c.notice, onScreen: c.onScreen, style: Self.style)
        #expect(plan.sheet == c.sheet)
        #expect(plan.fullScreenCover == c.cover)
        #expect(plan.notice == c.shownNotice)
        #expect(plan.noticePresenter == c.presenter)
        #expect(plan.isSettling == c.settling)
        #expect(plan.showsNotice(on: c.presenter) == (c.shownNotice != nil))
    }

    @Test("A sheet-to-cover swap, step by step as the host drives it")
    func swapSequence() {
        // Sign-in is up; the forced update arrives.
        var onScreen: ModalRule.Style? = .sheet
        var plan = Plan(modal: .forcedUpdate, notice: nil, onScreen: onScreen, style: Self.style)
        #expect(plan.presentedStyle == nil)
        // SwiftUI reports the sheet gone.
        onScreen = plan.onScreenAfterDismissal(of: .sheet)
        #expect(onScreen == nil)
        plan = Plan(modal: .forcedUpdate, notice: nil, onScreen: onScreen, style: Self.style)
        #expect(plan.fullScreenCover == .forcedUpdate)
        #expect(plan.presentedStyle == .fullScreenCover)
    }

    @Test("A sheet replaced by a sheet stays on screen when the old one reports its dismissal")
    func sheetReplacedBySheet() {
        let plan = Plan(modal: .passwordReset, notice: nil, onScreen: .sheet, style: Self.style)
        #expect(plan.onScreenAfterDismissal(of: .sheet) == .sheet)
        #expect(plan.onScreenAfterDismissal(of: .fullScreenCover) == nil)
    }

    struct DismissCase: Sendable, CustomTestStringConvertible {
        var name: String
        var binding: ModalRule.Style
        var shown: ShopModal?
        var expected: ShopModal?
        var testDescription: String { name }
    }

    static let dismissCases: [DismissCase] = [
        DismissCase(name: "the sheet binding clears the sheet", binding: .sheet, shown: .signIn, expected: .signIn),
        DismissCase(
            name: "a stale nil on the sheet binding leaves the cover alone", binding: .sheet, shown: .forcedUpdate,
            expected: nil
        ),
        DismissCase(
            name: "the cover binding clears the cover", binding: .fullScreenCover, shown: .forcedUpdate,
            expected: .forcedUpdate
        ),
        DismissCase(
            name: "the cover binding never dismisses a sheet", binding: .fullScreenCover, shown: .passwordReset,
            expected: nil
        ),
        DismissCase(name: "nothing was shown", binding: .sheet, shown: nil, expected: nil),
    ]

    @Test(arguments: dismissCases)
    func modalToDismiss(_ c: DismissCase) {
        #expect(Plan.modalToDismiss(onClearing: c.binding, shown: c.shown, style: Self.style) == c.expected)
    }

    struct HoldCase: Sendable, CustomTestStringConvertible {
        var name: String
        var wanted: ShopNotice?
        var held: ShopNotice?
        var expected: ShopNotice?
        var presented: Bool
        var testDescription: String { name }
    }

    // The alert holds the notice it was presented with; a replacement takes it down first.
    static let holdCases: [HoldCase] = [
        HoldCase(name: "nothing wanted, nothing held", wanted: nil, held: nil, expected: nil, presented: false),
        HoldCase(
            name: "a new notice is held when nothing is", wanted: .sessionExpired, held: nil, expected: .sessionExpired,
            presented: false
        ),
        HoldCase(
            name: "the held notice stays while wanted", wanted: .sessionExpired, held: .sessionExpired,
            expected: .sessionExpired, presented: true
        ),
        HoldCase(
            name: "a replacement takes the alert down before it is held", wanted: .signInFailed, held: .sessionExpired,
            expected: nil, presented: false
        ),
        HoldCase(
            name: "a dismissed notice takes the alert down", wanted: nil, held: .sessionExpired, expected: nil,
            presented: false
        ),
    ]

    @Test(arguments: holdCases)
    func noticeToHold(_ c: HoldCase) {
        #expect(Plan.noticeToHold(wanted: c.wanted, held: c.held) == c.expected)
        let plan = Plan(modal: nil, notice: c.wanted, onScreen: nil, style: Self.style)
        #expect(plan.showsNotice(c.held, on: .root) == c.presented)
    }

    @Test("A replacement reaches the alert in two updates: down, then up with its own words")
    func replacementInTwoUpdates() {
        var held = Plan.noticeToHold(wanted: .sessionExpired, held: nil)
        #expect(held == .sessionExpired)
        held = Plan.noticeToHold(wanted: .signInFailed, held: held)
        #expect(held == nil)
        held = Plan.noticeToHold(wanted: .signInFailed, held: held)
        #expect(held == .signInFailed)
    }
}

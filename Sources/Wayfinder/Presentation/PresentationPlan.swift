/// What a SwiftUI host presents right now: the modal in the one modifier that matches its
/// style, and the notice from the topmost presenter, sequenced so that UIKit never has to
/// dismiss one presentation and start another from a different modifier in one update.
///
/// The core decides *that* a modal and a notice show; the host must also decide *how* to get
/// there from what is on screen, and three things go wrong when it does so by binding the
/// state straight to the modifiers:
///
/// - **A notice behind a modal.** An alert attached to the root view while the root presents a
///   sheet is refused by UIKit (the root is already presenting), so the notices the core shows
///   over sign-in (`signInFailed`, `sessionExpired`) never appear. The plan names the presenter
///   that is on top: the modal when one is up, the root otherwise.
/// - **A swap between two modifiers.** A forced update raised while sign-in is up replaces a
///   sheet by a full-screen cover. Two modifiers changing in one update is the classic dropped
///   presentation. The plan first presents nothing (the sheet goes away); once the host reports
///   that the sheet is gone (``onScreenAfterDismissal(of:)``), it presents the cover.
/// - **A binding writing to the wrong style.** See ``modalToDismiss(onClearing:shown:style:)``.
///
/// It is a pure value: the host keeps the style on screen in its own state and asks for a new
/// plan on every update.
///
/// ```swift
/// let plan = PresentationPlan(modal: state.modal, notice: state.notice, onScreen: onScreen) {
///     schema.rule(for: $0).style
/// }
/// ```
public struct PresentationPlan<Modal: Hashable & Sendable, Notice: Hashable & Sendable>: Hashable, Sendable {
    /// Where an alert is attached.
    public enum Presenter: Hashable, Sendable {
        /// The host's root view: nothing is presented over it.
        case root
        /// The content of the modal presented in this style.
        case modal(ModalRule.Style)
    }

    /// The modal to bind to `sheet(item:)`, if any.
    public let sheet: Modal?
    /// The modal to bind to `fullScreenCover(item:)`, if any.
    public let fullScreenCover: Modal?
    /// The notice to show now, if any. `nil` while a modal is on its way out, so the alert is
    /// not attached to a presenter that is going away; it shows once the swap has settled.
    public let notice: Notice?
    /// Where ``notice``'s alert is attached: the topmost presenter.
    public let noticePresenter: Presenter
    /// Whether the plan is waiting for a modal to finish going away before presenting the next
    /// thing (the core wants a modal in the other style, or a notice, while the old one leaves).
    public let isSettling: Bool

    /// Plans the presentation.
    /// - Parameters:
    ///   - modal: The modal the core wants presented (`state.modal`).
    ///   - notice: The notice the core wants shown (`state.notice`).
    ///   - onScreen: The style of the modal SwiftUI has on screen now, as the host last saw
    ///     it: set when it presents one, cleared by ``onScreenAfterDismissal(of:)``.
    ///   - style: The presentation style of a modal (the schema's ``ModalRule/style``).
    public init(
        modal: Modal?, notice: Notice?, onScreen: ModalRule.Style?, style: (Modal) -> ModalRule.Style
    ) {
        let wantedStyle = modal.map(style)
        if let onScreen, onScreen != wantedStyle {
            // Something is up in one modifier and must go before anything else is presented.
            sheet = nil
            fullScreenCover = nil
            self.notice = nil
            noticePresenter = .modal(onScreen)
            isSettling = modal != nil || notice != nil
            return
        }
        sheet = wantedStyle == .sheet ? modal : nil
        fullScreenCover = wantedStyle == .fullScreenCover ? modal : nil
        self.notice = notice
        noticePresenter = wantedStyle.map(Presenter.modal) ?? .root
        isSettling = false
    }

    /// The style the plan presents, which the host records as on screen.
    public var presentedStyle: ModalRule.Style? {
        if sheet != nil { return .sheet }
        if fullScreenCover != nil { return .fullScreenCover }
        return nil
    }

    /// Whether the notice's alert belongs to `presenter` now.
    /// - Parameter presenter: A place an alert can be attached.
    /// - Returns: `true` when there is a notice and `presenter` is the topmost presenter.
    public func showsNotice(on presenter: Presenter) -> Bool {
        notice != nil && noticePresenter == presenter
    }

    /// Whether the alert on `presenter`, which was presented with `held`, shows now: only while
    /// `held` is still the notice the plan shows (see ``noticeToHold(wanted:held:)``).
    /// - Parameters:
    ///   - held: The notice the alert was presented with.
    ///   - presenter: A place an alert can be attached.
    /// - Returns: `true` when `presenter` shows the notice and the notice is `held`.
    public func showsNotice(_ held: Notice?, on presenter: Presenter) -> Bool {
        showsNotice(on: presenter) && held == notice
    }

    /// The notice the alert should hold next, given the one the plan shows (`wanted`, its
    /// ``notice``) and the one the alert was presented with (`held`).
    ///
    /// `alert(_:isPresented:presenting:actions:message:)` reads its data once: "The data should
    /// not change after the presentation occurs. Any changes that you make after the presentation
    /// occurs are ignored." The core replaces a notice in place (a second failure while the first
    /// one's alert is up), so feeding the new notice to the alert on screen would leave the first
    /// one's words up, and its button would dismiss the second unseen. Instead the alert is taken
    /// down first (`nil`: the host's `isPresented` reads `false`), and the new notice is held,
    /// and presented, from the update after that.
    /// - Parameters:
    ///   - wanted: The notice the plan shows now.
    ///   - held: The notice the alert holds, if any.
    /// - Returns: `held` while it is still wanted; `wanted` when the alert holds nothing; `nil`
    ///   (take the alert down first) when the plan shows another notice or none.
    public static func noticeToHold(wanted: Notice?, held: Notice?) -> Notice? {
        guard let held else { return wanted }
        return held == wanted ? held : nil
    }

    /// What is on screen once SwiftUI reports that the modal of `style` went away (its
    /// `onDismiss`).
    ///
    /// When the plan still presents a modal in that same style (one sheet replaced by another,
    /// which `sheet(item:)` does by itself), that modal is what is on screen; otherwise nothing
    /// is.
    /// - Parameter style: The style whose modifier reported the dismissal.
    /// - Returns: The style now on screen, to pass to the next plan.
    public func onScreenAfterDismissal(of style: ModalRule.Style) -> ModalRule.Style? {
        presentedStyle == style ? style : nil
    }

    /// Which modal to dismiss when SwiftUI clears the binding of one presentation style.
    ///
    /// A binding made for the sheet while a full-screen cover was up must not dismiss the
    /// cover when SwiftUI writes a late `nil` to it: each binding answers only for the modal
    /// it showed in its own style.
    /// - Parameters:
    ///   - bindingStyle: The style of the modifier whose binding was cleared.
    ///   - shown: The modal the core presented when the binding was made.
    ///   - style: The presentation style of a modal.
    /// - Returns: The modal to dismiss, or `nil` to ignore the write.
    public static func modalToDismiss(
        onClearing bindingStyle: ModalRule.Style, shown: Modal?, style: (Modal) -> ModalRule.Style
    ) -> Modal? {
        guard let shown, style(shown) == bindingStyle else { return nil }
        return shown
    }
}

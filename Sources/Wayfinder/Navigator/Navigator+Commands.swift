public import Foundation

/// The familiar API: each command is one event sent through ``Navigator/send(_:)``.
extension Navigator {
    /// Launches: restores the saved snapshot on a cold launch, raises gates and opens the launch link.
    /// - Parameters:
    ///   - kind: Cold (the process started) or warm.
    ///   - url: The URL the app was launched with, if any.
    ///   - source: Where that URL came from (a universal link arrives as `.activity`).
    ///   - session: The session as known at launch, usually ``Session/unknown`` until restored.
    ///   - gates: Launch gates raised from the start (a forced update).
    public func launch(
        _ kind: LaunchKind = .cold, url: URL? = nil, source: LinkSource = .link, session: Session = .unknown,
        gates: [LaunchGate] = []
    ) {
        launch(kind, link: url?.absoluteString, source: source, session: session, gates: gates)
    }

    /// Launches with a link given as text: a quick action's type or a Spotlight identifier, which
    /// need not be a valid `URL` (a bad one is rejected like a bad link, not lost).
    /// - Parameters:
    ///   - kind: Cold (the process started) or warm.
    ///   - link: The link the app was launched with, if any.
    ///   - source: Where that link came from.
    ///   - session: The session as known at launch.
    ///   - gates: Launch gates raised from the start.
    public func launch(
        _ kind: LaunchKind = .cold, link: String?, source: LinkSource = .link, session: Session = .unknown,
        gates: [LaunchGate] = []
    ) {
        owner?.launch(kind, link: link, source: source, session: session, gates: gates)
    }

    /// Asks for a route from inside the app (a button). It passes the same checks as a link.
    public func navigate(to route: Schema.Route) { send(.routeRequested(route, source: .app)) }

    /// Pushes a screen onto the topmost stack (inside the modal that is up when it holds a
    /// stack, else the selected tab's), if the session may see it.
    /// - Returns: Whether the push was refused (the access check turned it away).
    @discardableResult
    public func push(_ screen: Schema.Screen) -> CommandResult {
        command(.screenPushed(screen)) { topmostStack(of: $0).last == screen }
    }
    /// Goes back one screen in the topmost stack; at its root, does nothing.
    public func pop() { send(.popped) }
    /// Goes back `count` screens in the topmost stack, stopping at its root.
    public func pop(count: Int) { send(.poppedCount(count)) }
    /// Goes back to `screen` in the topmost stack; does nothing when it is not there.
    public func pop(to screen: Schema.Screen) { send(.poppedTo(screen)) }
    /// Goes back to the topmost stack's root.
    public func popToRoot() { send(.poppedToRoot) }
    /// Selects a tab; selecting the selected tab again pops it to its root.
    /// - Returns: Whether the selection was refused (a gate or a modal that cannot be dismissed
    ///   holds the tab, or the tab waits for sign-in).
    @discardableResult
    public func select(tab: Schema.Tab) -> CommandResult { command(.tabSelected(tab)) { $0.selectedTab == tab } }
    /// Presents a modal unless one of higher or equal priority is up.
    /// - Returns: Whether the request was refused (a modal of higher or equal priority is up).
    @discardableResult
    public func present(_ modal: Schema.Modal) -> CommandResult {
        command(.modalRequested(modal)) { $0.modal == modal }
    }
    /// Dismisses the modal, if it can be dismissed (dismissing sign-in cancels it). A modal
    /// declared `dismissible: false` (``ModalRule/isDismissible``), sign-in included, stays up and a
    /// `rejected` decision record says so; so does sign-in when no tab is public and the selected
    /// root needs it (see ``NavigationSchema/access(forRootOf:)``).
    /// - Returns: Whether the dismissal was refused (the modal is still up).
    @discardableResult
    public func dismiss() -> CommandResult {
        guard let modal = displayedState.visible.modal else { return .applied }
        return dismiss(modal)
    }
    /// Dismisses `modal` if it is still the one presented (for writes SwiftUI makes on its own).
    /// - Returns: Whether the dismissal was refused (`modal` is still up).
    @discardableResult
    public func dismiss(_ modal: Schema.Modal) -> CommandResult {
        command(.modalDismissed(modal)) { $0.modal != modal }
    }
    /// Dismisses the notice.
    public func dismissNotice() { send(.noticeDismissed) }
    /// Dismisses `notice` if it is still the one shown (for the button of an alert whose notice
    /// the core may have replaced since: the replacement stays up, to be seen).
    public func dismissNotice(_ notice: Schema.Notice) {
        if current.visible.notice == notice { send(.noticeDismissed) }
    }
    /// Applies a path SwiftUI wrote for a tab (swipe back, the back button).
    /// - Returns: Whether the path was refused, wholly or in part (the stack is not `path`).
    @discardableResult
    public func setPath(_ path: [Schema.Screen], for tab: Schema.Tab) -> CommandResult {
        command(.pathChanged(tab, path)) { $0.stack(for: tab) == path }
    }
    /// Applies a path SwiftUI wrote for the stack inside `modal` (swipe back, the back button).
    /// - Returns: Whether the path was refused, wholly or in part, or `modal` is not up.
    @discardableResult
    public func setPath(_ path: [Schema.Screen], inside modal: Schema.Modal) -> CommandResult {
        command(.modalPathChanged(modal, path)) { $0.presented?.modal == modal && $0.presented?.stack == path }
    }

    /// The session settled (restoring stored credentials ended).
    public func sessionResolved(_ session: Session) { send(.sessionResolved(session)) }
    /// The person signed in.
    public func signedIn(_ account: Account) { send(.signedIn(account)) }
    /// Sign-in failed.
    public func signInFailed() { send(.signInFailed) }
    /// The person cancelled sign-in.
    public func signInCancelled() { send(.signInCancelled) }
    /// The person completed the modal of the declared requirement `name` (a step-up).
    public func requirementMet(_ name: RequirementName) { send(.requirementMet(name)) }
    /// An attempt at the requirement's modal failed.
    public func requirementFailed(_ name: RequirementName) { send(.requirementFailed(name)) }
    /// The person cancelled the requirement's modal.
    public func requirementCancelled(_ name: RequirementName) { send(.requirementCancelled(name)) }
    public func sessionExpired() { send(.sessionExpired) }
    /// The person signed out.
    public func signedOut() { send(.signedOut) }
    /// Raises a launch gate.
    public func raise(_ gate: LaunchGate) { send(.gateRaised(gate)) }
    /// Clears a launch gate.
    public func clear(_ gate: LaunchGate) { send(.gateCleared(gate)) }
    /// The person has unsaved input in the modal that is up (`true`), or no longer (`false`).
    /// Only while `modal` is up, when given.
    public func markUnsavedInput(_ hasUnsavedInput: Bool = true, in modal: Schema.Modal? = nil) {
        send(.unsavedInputChanged(hasUnsavedInput, in: modal))
    }
    /// The person answered the question over the modal (``confirmation``).
    public func answerConfirmation(_ answer: ConfirmationAnswer) { send(.confirmationAnswered(answer)) }
    /// Raises one of the app's notices, under the same rules as a notice from a link.
    public func raiseNotice(_ notice: Schema.Notice) { send(.noticeRaised(notice)) }
    /// Drops the pending link (``pending``); a record says `discarded`.
    public func discardPending() { send(.pendingDiscarded) }
    /// The scene moved to the foreground or background.
    public func scenePhaseChanged(_ phase: AppPhase) { send(.scenePhaseChanged(phase)) }

    /// Waits until every resolver started so far has answered and its answer was applied.
    /// Useful in tests and previews.
    public func settle() async { await tasks.settle() }
}

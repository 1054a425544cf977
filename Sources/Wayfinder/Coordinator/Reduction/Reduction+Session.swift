/// Session changes: sign-in, its failure and cancellation, expiry, sign-out, an account change,
/// the session settling.
extension Reduction {
    mutating func signIn(_ account: Account) {
        if let previous = self.session.account, previous != account {
            changeAccount(from: previous, to: account)
        }
        self.session = .signedIn(account)
        state.expiryNoticeDue = false
        meetRequirementsBySignIn()
        if signInIsUp {  // sign-in, or a modal that helps sign-in in its place
            closeModal()
            visible.transition = .step
        }
        clearSignInNotice()
        // Back to a tab left only because signed out, before a link lands.
        keepProtectedRootsCoveredNamingWhereThePersonIs()
        replayPending()
        applyHeldRestoration()
    }

    mutating func changeAccount(from previous: Account, to account: Account) {
        self.session = .signedIn(account)
        // The tab left for the previous account's sign-in is its place, not the new account's.
        state.tabLeftForSignIn = nil
        forgetRequirements()
        dropNavigationUnderWay(.discarded, because: .accountChanged)
        clearProtectedScreens()
    }

    /// Removes every protected screen from every stack (not only those the new session cannot
    /// see: another account's screens must go too), and every public one whose requirement was
    /// forgotten with the session.
    mutating func clearProtectedScreens() {
        let schema = self.schema
        let state = self.state
        func clears(_ access: Access) -> Bool { access.isProtected || !schema.mayStay(access, in: state) }
        cutEveryStack { !clears(schema.access(for: $0)) }
        leaveRoot(unless: .isPublic)
        if let modal = visible.modal, clears(schema.rule(for: modal).access) { closeModal() }
    }

    mutating func failSignIn() {
        // A failure with no sign-in up applies to nothing: a record says so.
        guard visible.modal == schema.signInModal else {
            return ignoreRequirementEvent(.signIn, "failed", because: .modalNotUp("\(schema.signInModal)"))
        }
        show(schema.notices.signInFailed)
    }

    mutating func cancelSignIn() {
        guard visible.modal == schema.signInModal else { return }
        guard !signInMustStay else { return refuseClosingSignIn("sign-in cancelled") }
        closeModal()
        visible.transition = .step
        clearSignInNotice()
        if let pending = self.waiting, schema.isProtected(pending.target) {
            self.waiting = nil
            record(pending.navigation, .cancelled, .signInCancelled)
        }
        replayPending()
    }

    mutating func expireSession() {
        guard case .signedIn(let account) = self.session else { return }
        let current = state.location
        self.session = .expired(account)
        forgetRequirements()
        let wasProtected =
            !schema.mayStay(schema.access(forRootOf: current.tab), in: state) || !current.stack.allSatisfy { keeps($0) }
        let modalRoute = returnRouteBeforeAccessCut()
        cutStacksToAccess()
        reconsiderInFlight()
        reconsiderPendingRequirement()
        if let modalRoute {
            // The person was looking at a flow inside a modal: its link is where they return.
            let id = newLinkID()
            let shown: String = display(modalRoute)
            let navigation = Navigation<Schema>(
                id: id, target: .route(modalRoute), display: shown, source: .session, arrivedAt: now, phase: phase)
            park(navigation, reason: .signIn)
        } else if wasProtected {
            let id = newLinkID()
            let navigation = Navigation(
                id: id, target: .location(current), display: display(current), source: .session, arrivedAt: now,
                phase: phase
            )
            park(navigation, reason: .signIn)
        } else if state.scenePhase == .background {
            state.expiryNoticeDue = true
        }
        visible.transition = .jump
    }

    /// The route that shows the presented flow as it is, when the access check about to run
    /// (after a session change) will close or cut it: the person was looking at it, so it becomes
    /// the place to return to after signing in. Every check goes through ``permits(_:)``.
    func returnRouteBeforeAccessCut() -> Schema.Route? {
        guard let presented = visible.presented else { return nil }
        guard let root = schema.root(of: presented.modal) else {
            // A modal without a stack: the link that put it up, when the check will close it.
            guard let route = state.presentingRoute, !permits(schema.rule(for: presented.modal).access) else {
                return nil
            }
            return route
        }
        let closes =
            !permits(schema.rule(for: presented.modal).access) || !permits(root)
            || !presented.stack.allSatisfy { permits($0) }
        guard closes else { return nil }
        // The deepest part of the flow a link shows exactly (or whose resolver names it): a tab
        // screen pushed inside the flow has a link of its own that lands in its tab, so the
        // flow's link below it is used.
        for depth in stride(from: presented.stack.count, through: 0, by: -1) {
            let shown = ModalPresentation<Schema>(presented.modal, stack: Array(presented.stack.prefix(depth)))
            if let route = schema.route(naming: shown) { return route }
        }
        return nil
    }

    mutating func signOut() {
        let wasSignedOut = self.session == .signedOut
        self.session = .signedOut
        state.expiryNoticeDue = false
        forgetRequirements()
        // What an account had under way ends with it; a sign-out reported again, signed out
        // already, ends only what needs sign-in (the rest arrived for nobody).
        dropNavigationUnderWay(.discarded, because: .signedOut, onlyNeedingSignIn: wasSignedOut)
        clearProtectedScreens()
        reconsiderPendingRequirement()
        // With no public tab the person stays on a root that needs sign-in, and sign-in comes up
        // over it: a record says so and names where the person is.
        let signInWasUp = visible.modal == schema.signInModal
        keepProtectedRootsCoveredNamingWhereThePersonIs()
        if !signInWasUp, visible.modal == schema.signInModal {
            record(
                newLinkID(), "sign-out", .session, .landed, .signInMustStay(tab: "\(visible.selectedTab)"),
                landing: true)
        }
        visible.transition = .jump
    }

    /// The session settled (or was reported anew). From `unknown` it only sets the session;
    /// from a known session it means what the change means: a sign-out, an expiry, an account.
    mutating func resolveSession(_ session: Session) {
        let previous = self.session
        switch (previous, session) {
        case (.signedIn, .signedOut), (.expired, .signedOut):
            signOut()
            return
        case (.signedIn(let a), .expired(let b)) where a == b:
            expireSession()
            return
        case (_, .signedIn(let account)):
            if let old = previous.account, old != account { changeAccount(from: old, to: account) }
        default:
            break
        }
        self.session = session
        // Sign-in opened before the session was known has nothing left to do once it is known
        // signed in: it closes (sign-in never shows over a signed-in session).
        if previous == .unknown, case .signedIn = session, visible.modal == schema.signInModal { closeModal() }
        // The root the person was on, or was moved off while the session was unknown: asked for
        // once the event is done when the session cannot see it (``askForRootLeft()``).
        if previous == .unknown, case .signedIn = session { rootLeft = state.tabLeftForSignIn ?? visible.selectedTab }
        cutStacksToAccess()
        reconsiderInFlight()
        applyHeldRestoration()
        keepProtectedRootsCoveredNamingWhereThePersonIs()
        replayPending()
    }
}

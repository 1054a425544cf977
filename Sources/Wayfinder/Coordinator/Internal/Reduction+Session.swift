/// Session changes: sign-in, its failure and cancellation, expiry, sign-out, restoring.
extension Reduction {
    @inlinable
    mutating func signIn(_ account: Account) {
        if let previous = state._session.account, previous != account {
            changeAccount(from: previous, to: account)
        }
        state._session = .signedIn(account)
        state._expiryNoticeDue = false
        meetRequirementsBySignIn()
        if state._visible.modal == schema.signInModal {
            state._visible.modal = nil
            state._visible.transition = .step
        }
        clearSignInNotice()
        replayPending()
        applyHeldRestoration()
    }

    @inlinable
    mutating func changeAccount(from previous: Account, to account: Account) {
        state._session = .signedIn(account)
        forgetRequirements()
        dropProtectedNavigation(.discarded, because: "the account changed from \(previous) to \(account)")
        clearProtectedScreens()
    }

    /// Removes every protected screen from every stack (not only those the new session cannot
    /// see: another account's screens must go too).
    @inlinable
    mutating func clearProtectedScreens() {
        let schema = self.schema
        cutEveryStack { !schema.access(for: $0).isProtected }
        if let modal = state._visible.modal, schema.rule(for: modal).access.isProtected { state._visible.modal = nil }
    }

    @inlinable
    mutating func failSignIn() {
        guard state._visible.modal == schema.signInModal else { return }
        show(schema.notices.signInFailed)
    }

    @inlinable
    mutating func cancelSignIn() {
        guard state._visible.modal == schema.signInModal else { return }
        state._visible.modal = nil
        state._visible.transition = .step
        clearSignInNotice()
        if let pending = state._pending, schema.isProtected(pending.target) {
            state._pending = nil
            record(
                pending.id, pending.display, pending.source, .cancelled, "the person cancelled sign-in",
                target: pending.target)
        }
        replayPending()
    }

    @inlinable
    mutating func expireSession() {
        guard case .signedIn(let account) = state._session else { return }
        let current = state.location
        state._session = .expired(account)
        forgetRequirements()
        let wasProtected = !current.stack.allSatisfy { keeps($0) }
        let modalRoute = returnRouteBeforeAccessCut()
        cutStacksToAccess()
        reconsiderInFlight()
        reconsiderPendingRequirement()
        if let modalRoute {
            // The person was looking at a flow inside a modal: its link is where they return.
            let id = newLinkID()
            let shown: String = display(modalRoute)
            let navigation = Navigation<Schema>(
                id: id, target: .route(modalRoute), display: shown, source: .session, arrivedAt: now)
            park(navigation, reason: .signIn)
        } else if wasProtected {
            let id = newLinkID()
            let navigation = Navigation(
                id: id, target: .location(current), display: display(current), source: .session, arrivedAt: now
            )
            park(navigation, reason: .signIn)
        } else if state._scenePhase == .background {
            state._expiryNoticeDue = true
        }
        state._visible.transition = .jump
    }

    /// A resolver that started for a session that no longer has access: cancel it and decide
    /// again (it waits for sign-in like any new link).
    @inlinable
    mutating func reconsiderInFlight() {
        guard let flight = state._inFlight, !permits(schema.rule(for: flight.route).access) else { return }
        state._inFlight = nil
        effects.append(.cancelResolution(flight.id))
        proceed(flight._navigation)
    }

    @inlinable
    mutating func signOut() {
        state._session = .signedOut
        state._expiryNoticeDue = false
        forgetRequirements()
        dropProtectedNavigation(.discarded, because: "the person signed out")
        clearProtectedScreens()
        state._visible.transition = .jump
    }

    /// The session settled (or was reported anew). From `unknown` it only sets the session;
    /// from a known session it means what the change means: a sign-out, an expiry, an account.
    @inlinable
    mutating func resolveSession(_ session: Session) {
        let previous = state._session
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
        state._session = session
        cutStacksToAccess()
        reconsiderInFlight()
        applyHeldRestoration()
        replayPending()
    }

    // MARK: Gates and scene phase

    @inlinable
    mutating func raise(_ gate: LaunchGate) {
        // An undeclared gate would hold every link with nothing shown: a programmer error.
        precondition(
            schema.launchGates.contains(gate),
            "Wayfinder: the gate \"\(gate)\" was raised but \(Schema.self) does not declare it: add it to "
                + "`launchGates` and return its blocking modal from `modal(for:)`.")
        guard !state._gates.contains(gate) else { return }
        state._gates.append(gate)
        if let modal = schema.modal(for: gate),
            state._visible.modal.map({ priority(of: $0) <= priority(of: modal) }) ?? true
        {
            setModal(modal)
            state._visible.notice = nil
            state._visible.transition = .step
        }
        replayPending()  // a pending link now waits for the gate, and asks for sign-in again after it
    }

    @inlinable
    mutating func clear(_ gate: LaunchGate) {
        guard let index = state._gates.firstIndex(of: gate) else { return }
        state._gates.remove(at: index)
        if let modal = schema.modal(for: gate), state._visible.modal == modal {
            let schema = self.schema
            state._visible.modal = state._gates.compactMap { schema.modal(for: $0) }.last
            state._visible.transition = .step
        }
        replayPending()
    }

    @inlinable
    mutating func changeScenePhase(to phase: AppPhase) {
        guard phase != state._scenePhase else { return }
        state._scenePhase = phase
        switch phase {
        case .background:
            state._backgroundedAt = now
            effects.append(.saveSnapshot(NavigationSnapshot(of: state, schema: schema).encoded()))
        case .active:
            lapseStaleRequirements()
            guard state._expiryNoticeDue else { return }
            state._expiryNoticeDue = false
            if case .requirement(let name)? = state._pending?.reason {
                presentRequirement(name)
            } else if case .expired = state._session {
                show(schema.notices.sessionExpired)
            }
        }
    }
}

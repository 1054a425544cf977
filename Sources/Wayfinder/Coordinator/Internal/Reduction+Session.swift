/// Session changes: sign-in, its failure and cancellation, expiry, sign-out, restoring.
extension Reduction {
    mutating func signIn(_ account: Account) {
        if let previous = state.session.account, previous != account {
            changeAccount(from: previous, to: account)
        }
        state.session = .signedIn(account)
        state.expiryNoticeDue = false
        meetRequirementsBySignIn()
        if state.visible.modal == schema.signInModal {
            state.visible.modal = nil
            state.visible.transition = .step
        }
        clearSignInNotice()
        replayPending()
        applyHeldRestoration()
    }

    mutating func changeAccount(from previous: Account, to account: Account) {
        state.session = .signedIn(account)
        forgetRequirements()
        dropProtectedNavigation(.discarded, because: "the account changed from \(previous) to \(account)")
        clearProtectedScreens()
    }

    /// Removes every protected screen from every stack (not only those the new session cannot
    /// see: another account's screens must go too).
    mutating func clearProtectedScreens() {
        let schema = self.schema
        cutEveryStack { !schema.access(for: $0).isProtected }
        if let modal = state.visible.modal, schema.rule(for: modal).access.isProtected { state.visible.modal = nil }
    }

    mutating func failSignIn() {
        guard state.visible.modal == schema.signInModal else { return }
        show(schema.notices.signInFailed)
    }

    mutating func cancelSignIn() {
        guard state.visible.modal == schema.signInModal else { return }
        state.visible.modal = nil
        state.visible.transition = .step
        clearSignInNotice()
        if let pending = state.pending, schema.isProtected(pending.target) {
            state.pending = nil
            record(
                pending.id, pending.display, pending.source, .cancelled, "the person cancelled sign-in",
                target: pending.target)
        }
        replayPending()
    }

    mutating func expireSession() {
        guard case .signedIn(let account) = state.session else { return }
        let current = state.location
        state.session = .expired(account)
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
        } else if state.scenePhase == .background {
            state.expiryNoticeDue = true
        }
        state.visible.transition = .jump
    }

    /// A resolver that started for a session that no longer has access: cancel it and decide
    /// again (it waits for sign-in like any new link).
    mutating func reconsiderInFlight() {
        guard let flight = state.inFlight, !permits(schema.rule(for: flight.route).access) else { return }
        state.inFlight = nil
        effects.append(.cancelResolution(flight.id))
        proceed(flight.navigation)
    }

    mutating func signOut() {
        state.session = .signedOut
        state.expiryNoticeDue = false
        forgetRequirements()
        dropProtectedNavigation(.discarded, because: "the person signed out")
        clearProtectedScreens()
        state.visible.transition = .jump
    }

    /// The session settled (or was reported anew). From `unknown` it only sets the session;
    /// from a known session it means what the change means: a sign-out, an expiry, an account.
    mutating func resolveSession(_ session: Session) {
        let previous = state.session
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
        state.session = session
        cutStacksToAccess()
        reconsiderInFlight()
        applyHeldRestoration()
        replayPending()
    }

    // MARK: Gates and scene phase

    mutating func raise(_ gate: LaunchGate) {
        // An undeclared gate would hold every link with nothing shown: a programmer error.
        precondition(
            schema.launchGates.contains(gate),
            "Wayfinder: the gate \"\(gate)\" was raised but \(Schema.self) does not declare it: add it to "
                + "`launchGates` and return its blocking modal from `modal(for:)`.")
        guard !state.gates.contains(gate) else { return }
        state.gates.append(gate)
        if let modal = schema.modal(for: gate),
            state.visible.modal.map({ priority(of: $0) <= priority(of: modal) }) ?? true
        {
            setModal(modal)
            state.visible.notice = nil
            state.visible.transition = .step
        }
        replayPending()  // a pending link now waits for the gate, and asks for sign-in again after it
    }

    mutating func clear(_ gate: LaunchGate) {
        guard let index = state.gates.firstIndex(of: gate) else { return }
        state.gates.remove(at: index)
        if let modal = schema.modal(for: gate), state.visible.modal == modal {
            let schema = self.schema
            state.visible.modal = state.gates.compactMap { schema.modal(for: $0) }.last
            state.visible.transition = .step
        }
        replayPending()
    }

    mutating func changeScenePhase(to phase: AppPhase) {
        guard phase != state.scenePhase else { return }
        state.scenePhase = phase
        switch phase {
        case .background:
            state.backgroundedAt = now
            effects.append(.saveSnapshot(NavigationSnapshot(of: state, schema: schema).encoded()))
        case .active:
            lapseStaleRequirements()
            guard state.expiryNoticeDue else { return }
            state.expiryNoticeDue = false
            if case .requirement(let name)? = state.pending?.reason {
                presentRequirement(name)
            } else if case .expired = state.session {
                show(schema.notices.sessionExpired)
            }
        }
    }
}

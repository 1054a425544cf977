/// Launch gates (a forced update, onboarding) and the scene phase.
extension Reduction {
    mutating func raise(_ gate: LaunchGate) {
        // An undeclared gate would hold every link with nothing shown: a schema error, refused.
        guard schema.launchGates.contains(gate) else {
            record(
                newLinkID(), "\(gate) raised", .app, .discarded,
                "schema error: the gate \(gate) is not declared by \(Schema.self); nothing changed: add it to "
                    + "`launchGates` and return its blocking modal from `modal(for:)`")
            return
        }
        guard !gates.contains(gate) else { return }
        gates.append(gate)
        if let modal = schema.modal(for: gate), schema.modal(modal, mayReplace: visible.modal) {
            setModal(modal)
            visible.notice = nil
            visible.transition = .step
        }
        replayPending()  // a pending link now waits for the gate, and asks for sign-in again after it
    }

    mutating func clear(_ gate: LaunchGate) {
        guard let index = gates.firstIndex(of: gate) else {
            record(newLinkID(), "\(gate) cleared", .app, .discarded, "the \(gate) gate is not raised; nothing changed")
            return
        }
        gates.remove(at: index)
        if let modal = schema.modal(for: gate), visible.modal == modal {
            let schema = self.schema
            closeModal()
            if let next = schema.modal(forRaised: gates) { setModal(next) }
            visible.transition = .step
        }
        replayPending()
    }

    mutating func changeScenePhase(to phase: AppPhase) {
        guard phase != scenePhase else { return }
        scenePhase = phase
        switch phase {
        case .background:
            backgroundedAt = now
            effects.append(.saveSnapshot(NavigationSnapshot(of: state, schema: schema).encoded()))
        case .active:
            lapseStaleRequirements()
            guard expiryNoticeDue else { return }
            expiryNoticeDue = false
            if case .requirement(let name)? = self.pending?.reason {
                presentRequirement(name)
            } else if case .expired = self.session {
                show(schema.notices.sessionExpired)
            }
        }
    }
}

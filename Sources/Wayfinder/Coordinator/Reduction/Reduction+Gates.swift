/// Launch state.gates (a forced update, onboarding): raised, they hold every link and show their modal.
extension Reduction {
    mutating func raise(_ gate: LaunchGate) {
        // An undeclared gate would hold every link with nothing shown: a schema error, refused.
        guard schema.launchGates.contains(gate) else {
            record(newLinkID(), "\(gate) raised", .app, .discarded, .undeclaredGate(gate, schema: "\(Schema.self)"))
            return
        }
        guard !state.gates.contains(gate) else { return }
        state.gates.append(gate)
        if let modal = schema.modal(for: gate), schema.modal(modal, mayReplace: visible.modal) {
            setModal(modal)
            visible.notice = nil
            visible.transition = .step
        }
        replayPending()  // a pending link now waits for the gate, and asks for sign-in again after it
    }

    mutating func clear(_ gate: LaunchGate) {
        guard let index = state.gates.firstIndex(of: gate) else {
            record(newLinkID(), "\(gate) cleared", .app, .discarded, .gateNotRaised(gate))
            return
        }
        state.gates.remove(at: index)
        if let modal = schema.modal(for: gate), visible.modal == modal {
            let schema = self.schema
            closeModal()
            if let next = schema.modal(forRaised: state.gates) { setModal(next) }
            visible.transition = .step
        }
        replayPending()
        if !state.gates.isEmpty || state.signInLinkBehindGate == nil { return }
        replaySignInLinkBehindGate()
    }
}

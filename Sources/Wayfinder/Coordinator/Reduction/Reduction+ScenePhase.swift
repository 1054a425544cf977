/// The scene phase: going to the background saves the state; coming back lapses stale
/// requirements and shows what was due while away.
extension Reduction {
    mutating func changeScenePhase(to phase: AppPhase) {
        guard phase != state.scenePhase else { return }
        state.scenePhase = phase
        switch phase {
        case .background:
            state.backgroundedAt = now
            saveSnapshot()
        case .active:
            lapseStaleRequirements()
            guard state.expiryNoticeDue else { return }
            state.expiryNoticeDue = false
            if case .requirement(let name)? = self.waiting?.reason {
                presentRequirement(name)
            } else if case .expired = self.session {
                show(schema.notices.sessionExpired)
            }
        }
    }
}

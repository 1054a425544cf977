/// The scene phase: going to the background saves the state; coming back lapses stale
/// requirements and shows what was due while away.
extension Reduction {
    mutating func changeScenePhase(to phase: AppPhase) {
        guard phase != scenePhase else { return }
        scenePhase = phase
        switch phase {
        case .background:
            backgroundedAt = now
            saveSnapshot()
        case .active:
            lapseStaleRequirements()
            guard expiryNoticeDue else { return }
            expiryNoticeDue = false
            if case .requirement(let name)? = self.waiting?.reason {
                presentRequirement(name)
            } else if case .expired = self.session {
                show(schema.notices.sessionExpired)
            }
        }
    }
}

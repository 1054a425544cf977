public import Wayfinder

extension NavigationHarness {
    /// A one-line rendering of an event for failure messages: the script line that sends it
    /// when there is one (printed from the same table the script parser reads), else a short
    /// phrase. Links print canonically with secrets redacted.
    ///
    /// ```swift
    /// harness.describe(.signedIn("alice"))                                  // "sign-in alice"
    /// harness.describe(.linkReceived("shop://reset-password/k3y", source: .push))
    /// // "open shop://reset-password/<redacted> source=push"
    /// ```
    /// - Parameter event: The event.
    /// - Returns: The line.
    public func describe(_ event: NavigationEvent<Schema>) -> String {
        let links = schema.links
        if let action = Self.action(sending: event) {
            var text = action.scriptText(showingLink: links.redactedDescription(of:))
            if case .launched(let launch) = event, launch.snapshot != nil { text += " (with a saved snapshot)" }
            return text
        }
        func show(_ route: Schema.Route) -> String { links.redactedDescription(of: route) }
        switch event {
        case .launched(let launch): return "launch \(launch.kind.rawValue) session=\(launch.session.scriptValue)"
        case .routeRequested(let route, _): return "navigate to \(show(route))"
        case .gateCleared(let gate): return "gate-cleared \(gate)"
        case .resolutionFinished(let id, let resolution):
            switch resolution {
            case .proceed: return "resolution \(id) proceed"
            case .redirect(let route): return "resolution \(id) redirect to \(show(route))"
            case .unavailable(let notice, _): return "resolution \(id) unavailable \(notice)"
            case .signsIn(let account): return "resolution \(id) signs in \(account)"
            }
        case .timePassed: return "time passes"
        case .screenPushed(let screen): return "push \(screen)"
        case .modalRequested(let modal): return "present \(modal)"
        case .modalDismissed(let modal): return "dismissed \(modal)"
        case .pathChanged(let tab, let path):
            return "path of \(tab) set to [\(path.map(\.description).joined(separator: " > "))]"
        case .modalPathChanged(let modal, let path):
            return "path inside \(modal) set to [\(path.map(\.description).joined(separator: " > "))]"
        case .poppedCount(let count): return "back \(count)"
        case .poppedTo(let screen): return "pop to \(screen)"
        default:
            // An event no script says and this list does not know yet: its name, never its payload.
            return String(String(describing: event).prefix { $0 != "(" })
        }
    }

    /// The script action that sends exactly `event`, if a script can say it.
    static func action(sending event: NavigationEvent<Schema>) -> ScenarioAction? {
        switch event {
        case .launched(let launch):
            switch launch.kind {
            case .cold:
                return .launchCold(.init(link: launch.link, session: launch.session, gates: launch.gates))
            case .warm where launch.link == nil && launch.gates.isEmpty: return .launchWarm(session: launch.session)
            default: return nil
            }
        case .linkReceived(let link, let source): return .open(link, source: source)
        case .sessionResolved(let session): return .sessionResolves(session)
        case .signedIn(let account): return .signIn(account)
        case .signInFailed: return .signInFails
        case .signInCancelled: return .signInCancel
        case .requirementMet(let name): return .meetRequirement(name.rawValue)
        case .requirementFailed(let name): return .failRequirement(name.rawValue)
        case .requirementCancelled(let name): return .cancelRequirement(name.rawValue)
        case .sessionExpired: return .sessionExpires
        case .signedOut: return .signOut
        case .gateRaised(let gate): return .raiseGate(gate)
        case .gateCleared(let gate) where gate == .forcedUpdate: return .updateInstalled
        case .scenePhaseChanged(let phase): return phase == .active ? .foreground : .background
        case .popped: return .back
        case .poppedToRoot: return .popToRoot
        case .tabSelected(let tab): return .select("\(tab)")
        case .modalDismissed: return .dismiss
        case .noticeDismissed: return .dismissNotice
        default: return nil
        }
    }
}

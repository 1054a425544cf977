import Wayfinder

extension VerificationContext {
    /// Every session a run can start in or settle into: each account signed in, signed out,
    /// each account expired, unknown.
    var sessions: [Session] {
        accounts.map(Session.signedIn) + [.signedOut] + accounts.map(Session.expired) + [.unknown]
    }

    /// Every start, as script lines: a cold launch (with the link), a cold launch over the saved
    /// snapshot, and a warm launch (the gate raised, then the link), for each session, no gate
    /// or each launch gate, and no link or each sample link.
    var starts: [[ScenarioAction]] {
        var starts: [[ScenarioAction]] = []
        let gates: [[LaunchGate]] = [[]] + schema.launchGates.map { [$0] }
        let links: [String?] = [nil] + samples.map(\.link)
        for session in sessions {
            for gate in gates {
                for link in links {
                    let options = ScenarioAction.LaunchOptions(link: link, session: session, gates: gate)
                    starts.append([.launchCold(options)])
                    starts.append(savingSnapshot + [.relaunch(options)])
                    starts.append(
                        [.launchWarm(session: session)] + gate.map(ScenarioAction.raiseGate)
                            + (link.map { [.open($0, source: .link)] } ?? []))
                }
            }
        }
        return starts
    }

    /// Every event the app or the person can cause in the harness's state, as script lines.
    func moves(from harness: NavigationHarness<Schema>) -> [ScenarioAction] {
        let state = harness.state
        var moves: [ScenarioAction] = samples.map { .open($0.link, source: .link) }
        if let presented = state.presented {
            // Over a modal a tap decides differently from a link (it closes a modal it may close).
            moves += samples.filter { if case .success = schema.links.match($0.link) { true } else { false } }.map {
                .tap($0.link)
            }
            moves += [.dismiss, .edit, .saved]
            if presented.modal == schema.signInModal || schema.rule(for: presented.modal).helpsSignIn {
                moves += accounts.map(ScenarioAction.signIn) + [.signInFails, .signInCancel]
            }
            if let name = schema.requirementName(presentedBy: presented.modal), name != .signIn {
                moves += [
                    .meetRequirement(name.rawValue), .failRequirement(name.rawValue), .cancelRequirement(name.rawValue),
                ]
            }
        } else {
            moves += presentable.map { .present("\($0)") }
        }
        if state.confirmation != nil { moves += [.answer(.leave), .answer(.stay)] }
        if state.pending != nil { moves.append(.discardPending) }
        switch state.session {
        case .unknown: moves += sessions.filter { $0 != .unknown }.map(ScenarioAction.sessionResolves)
        case .signedIn: moves += [.sessionExpires, .signOut]
        case .signedOut, .expired: if state.presented == nil { moves += accounts.map(ScenarioAction.signIn) }
        }
        moves += state.gates.map(ScenarioAction.clearGate)
        let topmost = state.presented.map(\.stack) ?? state.stack(for: state.selectedTab)
        if !topmost.isEmpty { moves.append(.back) }
        if state.stack(for: state.selectedTab).count > 1 {
            moves.append(.writePath(tab: "\(state.selectedTab)", links: []))
        }
        moves += schema.tabs.map { .select("\($0)") }
        if state.scenePhase == .active {
            moves.append(.background)
        } else {
            moves.append(.foreground)
            moves +=
                [ScenarioAction.relaunch(.init())]
                + accounts.map { .relaunch(.init(session: .signedIn($0))) }
        }
        moves += waits.map(ScenarioAction.advance)
        if windows {
            let second = WindowID("second")
            if harness.windows.frontmost != second { moves.append(.window(second.name)) }
            if harness.windows.frontmost != .main { moves.append(.window(WindowID.main.name)) }
            if harness.windows.isOpen(second) { moves.append(.closeWindow(second.name)) }
        }
        return moves
    }
}

/// How the values of an event change type: one function for each kind of value an event
/// carries, the six of ``EventTypes`` and the link text and accounts every schema's events carry.
/// ``NavigationEvent/map(_:)`` applies it to any event, so that what turns an app's event into a
/// journal's (names, redacted links) and a script's back into an app's is written once, per kind
/// of value, not once per event.
package struct EventValueMap<From: EventTypes, To: EventTypes, Failure: Error> {
    package var route: (From.Route) throws(Failure) -> To.Route
    package var screen: (From.Screen) throws(Failure) -> To.Screen
    package var tab: (From.Tab) throws(Failure) -> To.Tab
    package var modal: (From.Modal) throws(Failure) -> To.Modal
    package var notice: (From.Notice) throws(Failure) -> To.Notice
    package var answer: (From.Answer) throws(Failure) -> To.Answer
    /// A link as text (a link received, a launch's link); `nil` keeps it.
    package var link: ((String) throws(Failure) -> String)?
    /// An account, alone or in a session; `nil` keeps it.
    package var account: ((Account) throws(Failure) -> Account)?

    package init(
        route: @escaping (From.Route) throws(Failure) -> To.Route,
        screen: @escaping (From.Screen) throws(Failure) -> To.Screen,
        tab: @escaping (From.Tab) throws(Failure) -> To.Tab,
        modal: @escaping (From.Modal) throws(Failure) -> To.Modal,
        notice: @escaping (From.Notice) throws(Failure) -> To.Notice,
        answer: @escaping (From.Answer) throws(Failure) -> To.Answer,
        link: ((String) throws(Failure) -> String)? = nil,
        account: ((Account) throws(Failure) -> Account)? = nil
    ) {
        self.route = route
        self.screen = screen
        self.tab = tab
        self.modal = modal
        self.notice = notice
        self.answer = answer
        self.link = link
        self.account = account
    }
}

extension NavigationEvent {
    /// The same event with its values mapped by `values`; every other value (a source, a gate, a
    /// requirement's name, a count) kept. This is the one switch that names each event's values:
    /// a new event is listed here once, and the journal, scripts and replays carry it from there.
    /// - Parameter values: What each kind of value becomes.
    /// - Returns: The event of the other types.
    /// - Throws: What `values` throws (a script naming a tab the schema lacks).
    package func map<Other: EventTypes, Failure: Error>(
        _ values: EventValueMap<Schema, Other, Failure>
    ) throws(Failure) -> NavigationEvent<Other> {
        func mapped(_ account: Account) throws(Failure) -> Account {
            guard let map = values.account else { return account }
            return try map(account)
        }
        func mapped(_ link: String) throws(Failure) -> String {
            guard let map = values.link else { return link }
            return try map(link)
        }
        func session(_ session: Session) throws(Failure) -> Session {
            switch session {
            case .unknown, .signedOut: session
            case .signedIn(let name): .signedIn(try mapped(name))
            case .expired(let name): .expired(try mapped(name))
            }
        }
        func screens(_ screens: [Schema.Screen]) throws(Failure) -> [Other.Screen] {
            var mapped: [Other.Screen] = []
            mapped.reserveCapacity(screens.count)
            for screen in screens { mapped.append(try values.screen(screen)) }
            return mapped
        }
        switch self {
        case .launched(let launch):
            var link: String?
            if let launched = launch.link { link = try mapped(launched) }
            return .launched(
                NavigationEvent<Other>.Launch(
                    launch.kind, session: try session(launch.session), gates: launch.gates, link: link,
                    source: launch.source, snapshot: launch.snapshot))
        case .linkReceived(let link, let source): return .linkReceived(try mapped(link), source: source)
        case .routeRequested(let route, let source): return .routeRequested(try values.route(route), source: source)
        case .sessionResolved(let settled): return .sessionResolved(try session(settled))
        case .signedIn(let name): return .signedIn(try mapped(name))
        case .signInFailed: return .signInFailed
        case .signInCancelled: return .signInCancelled
        case .requirementMet(let name): return .requirementMet(name)
        case .requirementFailed(let name): return .requirementFailed(name)
        case .requirementCancelled(let name): return .requirementCancelled(name)
        case .sessionExpired: return .sessionExpired
        case .signedOut: return .signedOut
        case .gateRaised(let gate): return .gateRaised(gate)
        case .gateCleared(let gate): return .gateCleared(gate)
        case .scenePhaseChanged(let phase): return .scenePhaseChanged(phase)
        case .resolutionFinished(let id, let answer): return .resolutionFinished(id, try values.answer(answer))
        case .timePassed: return .timePassed
        case .screenPushed(let pushed): return .screenPushed(try values.screen(pushed))
        case .popped: return .popped
        case .poppedCount(let count): return .poppedCount(count)
        case .poppedTo(let target): return .poppedTo(try values.screen(target))
        case .poppedToRoot: return .poppedToRoot
        case .tabSelected(let tab): return .tabSelected(try values.tab(tab))
        case .modalRequested(let modal): return .modalRequested(try values.modal(modal))
        case .modalDismissed(let modal): return .modalDismissed(try values.modal(modal))
        case .noticeDismissed: return .noticeDismissed
        case .unsavedInputChanged(let edited, let modal):
            var mapped: Other.Modal?
            if let modal { mapped = try values.modal(modal) }
            return .unsavedInputChanged(edited, in: mapped)
        case .confirmationAnswered(let answer): return .confirmationAnswered(answer)
        case .noticeRaised(let notice): return .noticeRaised(try values.notice(notice))
        case .pendingDiscarded: return .pendingDiscarded
        case .pathChanged(let tab, let path): return .pathChanged(try values.tab(tab), try screens(path))
        case .modalPathChanged(let modal, let path):
            return .modalPathChanged(try values.modal(modal), try screens(path))
        }
    }
}

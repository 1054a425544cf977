/// Where an event runs, and what routing it learnt on the way.
struct Routing<Schema: NavigationSchema> {
    /// The window it runs in.
    var window: WindowID
    /// Whether that window comes to the front.
    var front = false
    /// A link's text as the link table matched it to find its window, so it is not matched again.
    var matched: LinkMatched<Schema>?
    /// A link or a route requested: the window takes the last link.
    var takesLink = false
    /// The move to the background: the save covers every window.
    var savesWindows = false

    init(_ window: WindowID) { self.window = window }
}

/// Which window an event goes to.
extension WindowSteps {
    /// The window an event without one goes to, and whether that window comes to the front.
    func route(_ event: NavigationEvent<Schema>, in state: WindowedState<Schema>) -> (WindowID, Bool) {
        var found = (state.frontmost, false)
        var state = state
        routing(event, to: nil, in: &state) { _, _, routing in found = (routing.window, routing.front) }
        return found
    }

    /// Hands `event` and `state` to `body` with where it runs: in `named`, or, without a window named, in
    /// the window the rules send it to: a link to the window showing its destination, a sign-in
    /// or a requirement's answer to the window showing its modal, what a waiting link waits for
    /// to that link's window, the rest to the frontmost.
    ///
    /// The event is taken apart and put back together rather than copied: a copy of an event
    /// costs more than the rest of the routing.
    func routing(
        _ event: consuming NavigationEvent<Schema>, to named: WindowID?, in state: inout WindowedState<Schema>,
        _ body: (inout WindowedState<Schema>, NavigationEvent<Schema>, Routing<Schema>) -> Void
    ) {
        let front = state.frontmost
        // With one window, or a window named, there is nothing to decide.
        let deciding = named == nil && state._hasOtherWindows
        let waiting = deciding ? state._pendingOwner ?? front : named ?? front
        switch consume event {
        case .linkReceived(let text, let source):
            var routing = Routing<Schema>(named ?? front)
            routing.takesLink = true
            if deciding {
                let matched = schema.links.matchDetails(text)
                if case .success(let match) = matched {
                    routing.window = window(showing: match.route, in: state) ?? front
                    routing.front = true
                }
                routing.matched = matched
            }
            body(&state, .linkReceived(text, source: source), routing)
        case .routeRequested(let route, let source):
            var routing = Routing<Schema>(named ?? front)
            routing.takesLink = true
            // A tap is a control of the frontmost window; other sources come from outside.
            if deciding, source != .app {
                routing.window = window(showing: route, in: state) ?? front
                routing.front = true
            }
            body(&state, .routeRequested(route, source: source), routing)
        case .signedIn(let account):
            let routing = toModal(deciding ? schema.signInModal : nil, else: waiting, in: state)
            body(&state, .signedIn(account), routing)
        case .signInFailed:
            let routing = toModal(deciding ? schema.signInModal : nil, else: waiting, in: state)
            body(&state, .signInFailed, routing)
        case .signInCancelled:
            let routing = toModal(deciding ? schema.signInModal : nil, else: waiting, in: state)
            body(&state, .signInCancelled, routing)
        case .requirementMet(let name):
            let routing = toModal(deciding ? requirementModal(name) : nil, else: waiting, in: state)
            body(&state, .requirementMet(name), routing)
        case .requirementFailed(let name):
            let routing = toModal(deciding ? requirementModal(name) : nil, else: waiting, in: state)
            body(&state, .requirementFailed(name), routing)
        case .requirementCancelled(let name):
            let routing = toModal(deciding ? requirementModal(name) : nil, else: waiting, in: state)
            body(&state, .requirementCancelled(name), routing)
        case .resolutionFinished(let id, let resolution):
            let routing = Routing<Schema>(deciding ? state._inFlightOwner ?? front : waiting)
            body(&state, .resolutionFinished(id, resolution), routing)
        case .timePassed:
            let routing = Routing<Schema>(deciding ? state._inFlightOwner ?? waiting : waiting)
            body(&state, .timePassed, routing)
        case .sessionResolved(let session):
            // A held restoration is the frontmost window's.
            let heldInFront = deciding && state.app.heldRestorationID != nil
            body(&state, .sessionResolved(session), Routing(heldInFront ? front : waiting))
        case .scenePhaseChanged(let phase):
            var routing = Routing<Schema>(waiting)
            routing.savesWindows = phase == .background
            body(&state, .scenePhaseChanged(phase), routing)
        case .signedOut: body(&state, .signedOut, Routing(waiting))
        case .gateRaised(let gate): body(&state, .gateRaised(gate), Routing(waiting))
        case .gateCleared(let gate): body(&state, .gateCleared(gate), Routing(waiting))
        // The waiting link (pending or asked) is the window's that took it.
        case .pendingDiscarded: body(&state, .pendingDiscarded, Routing(waiting))
        case .confirmationAnswered(let answer): body(&state, .confirmationAnswered(answer), Routing(waiting))
        // The return-here link of an expiry is the frontmost window's; the person's own moves
        // act on the frontmost window. Listed rather than caught by a `default`, so a new event
        // is routed on purpose.
        case .sessionExpired: body(&state, .sessionExpired, Routing(named ?? front))
        case .launched(let launch): body(&state, .launched(launch), Routing(named ?? front))
        case .screenPushed(let screen): body(&state, .screenPushed(screen), Routing(named ?? front))
        case .popped: body(&state, .popped, Routing(named ?? front))
        case .poppedCount(let count): body(&state, .poppedCount(count), Routing(named ?? front))
        case .poppedTo(let screen): body(&state, .poppedTo(screen), Routing(named ?? front))
        case .poppedToRoot: body(&state, .poppedToRoot, Routing(named ?? front))
        case .tabSelected(let tab): body(&state, .tabSelected(tab), Routing(named ?? front))
        case .modalRequested(let modal): body(&state, .modalRequested(modal), Routing(named ?? front))
        case .modalDismissed(let modal): body(&state, .modalDismissed(modal), Routing(named ?? front))
        case .noticeDismissed: body(&state, .noticeDismissed, Routing(named ?? front))
        case .noticeRaised(let notice): body(&state, .noticeRaised(notice), Routing(named ?? front))
        case .unsavedInputChanged(let edited, let modal):
            body(&state, .unsavedInputChanged(edited, in: modal), Routing(named ?? front))
        case .pathChanged(let tab, let path): body(&state, .pathChanged(tab, path), Routing(named ?? front))
        case .modalPathChanged(let modal, let path):
            body(&state, .modalPathChanged(modal, path), Routing(named ?? front))
        }
    }

    /// To the window showing `modal`, which comes to the front, else to `otherwise`.
    func toModal(_ modal: Schema.Modal?, else otherwise: WindowID, in state: WindowedState<Schema>) -> Routing<Schema> {
        guard let modal, let window = window(showingModal: modal, in: state) else { return Routing(otherwise) }
        var routing = Routing<Schema>(window)
        routing.front = true
        return routing
    }

    /// The window that already shows where `route` lands: the same modal flow, or the same
    /// location; the frontmost first, then the most recently in front.
    func window(showing route: Schema.Route, in state: WindowedState<Schema>) -> WindowID? {
        let destination = schema.rule(for: route).destination
        func shows(_ visible: NavigationState<Schema>.Visible) -> Bool {
            if let presentation = destination.presentation { return visible.presented?.modal == presentation.modal }
            guard case .tab(let tab, let stack) = destination.place else { return false }
            return visible.selectedTab == tab && visible.stack(for: tab) == stack
        }
        if shows(state.app.visible) { return state.frontmost }
        return state._windowBehind(where: shows)
    }

    /// The window showing `modal`: the frontmost first, then the pending link's, then any.
    func window(showingModal modal: Schema.Modal, in state: WindowedState<Schema>) -> WindowID? {
        if state.app.modal == modal { return state.frontmost }
        if let owner = state._pendingOwner, owner != state.frontmost, state._modal(in: owner) == modal { return owner }
        return state._windowBehind { $0.modal == modal }
    }

    /// The modal of the requirement called `name`, if the schema declares one.
    func requirementModal(_ name: RequirementName) -> Schema.Modal? {
        if name == .signIn { return schema.signInModal }
        return schema.requirements.first { $0.name == name }?.modal
    }
}

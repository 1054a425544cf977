/// The state machine of an app with several windows: the ``Coordinator`` run for the window an
/// event concerns, with the rules that share one session, one pending link and one set of
/// requirements between windows. `(state, event, now) → (state, effects)`, pure like the
/// coordinator.
///
/// The rules:
/// - Each window has its own tab, stacks, modal and notice; the session, the requirements met,
///   the launch gates and the pending link are the app's.
/// - A link goes to the window that already shows its destination (the same location, or the
///   same modal flow), else to the frontmost; the window that takes it comes to the front.
/// - The pending link (one, the newest wins) lands in the window that took it; sign-in and a
///   step-up show there. A launch gate blocks the whole app, so it shows in every window.
/// - An expiry or a sign-out cuts protected screens from every window; the return-here link is
///   kept only for the frontmost window.
/// - The person's own moves act on the frontmost window (or on the window an event names).
/// - Each window's state is saved on the move to the background (``WindowSnapshots``) and
///   restored at a cold launch into the window of the same name.
///
/// An event costs what it costs in a one-window app, whatever the number of windows: the
/// window it concerns is swapped in and out in O(1). Only a change of session, requirements or
/// gates walks the other windows.
///
/// ```swift
/// let coordinator = WindowCoordinator(schema: Shop())
/// var state = WindowedState(schema: Shop())
/// _ = coordinator.reduce(&state, .navigation(.launched(.init(.warm, session: .signedOut))), at: .zero)
/// _ = coordinator.reduce(&state, .focused("second"), at: .zero)
/// _ = coordinator.reduce(&state, .navigation(.linkReceived("shop://products/5", source: .link)), at: .zero)
/// state.tookLastLink  // "second"
/// ```
public struct WindowCoordinator<Schema: NavigationSchema>: Sendable {
    /// The coordinator each window's steps run through.
    public let coordinator: Coordinator<Schema>

    /// Creates a window coordinator for a schema.
    public init(schema: Schema) { coordinator = Coordinator(schema: schema) }

    /// The app's schema.
    @inlinable public var schema: Schema { coordinator.schema }

    /// Applies one event.
    /// - Returns: What the shell must do, as for ``Coordinator/reduce(_:_:at:)``; the snapshot to
    ///   save is a ``WindowSnapshots`` listing once a window other than ``WindowID/main`` is open.
    /// - Complexity: that of the coordinator's step for the window concerned; O(windows) more
    ///   for a change of session, requirements or gates, and to find the window a link shows.
    @inlinable
    public func reduce(
        _ state: inout WindowedState<Schema>, _ event: WindowEvent<Schema>, at now: NavigationTime
    ) -> [NavigationEffect<Schema>] {
        var effects: [NavigationEffect<Schema>] = []
        reduce(&state, event, at: now, into: &effects)
        return effects
    }

    /// Applies one event, appending its effects to `effects`.
    @inlinable
    public func reduce(
        _ state: inout WindowedState<Schema>, _ event: WindowEvent<Schema>, at now: NavigationTime,
        into effects: inout [NavigationEffect<Schema>]
    ) {
        let steps = WindowSteps(coordinator: coordinator)
        switch event {
        case .focused(let window): steps.focus(&state, window)
        case .closed(let window): steps.close(&state, window, at: now, into: &effects)
        case .navigation(.launched(let launch), _): steps.launch(&state, launch, at: now, into: &effects)
        case .navigation(let event, let window):
            if let window {
                steps.step(&state, event, in: window, bringingToFront: false, at: now, into: &effects)
            } else {
                let (window, front) = steps.route(event, in: state)
                steps.step(&state, event, in: window, bringingToFront: front, at: now, into: &effects)
            }
        }
    }

    /// The next moment at which a ``NavigationEvent/timePassed`` would change the state, judged
    /// in the window whose link waits.
    @inlinable
    public func nextDeadline(in state: WindowedState<Schema>) -> NavigationTime? {
        guard let window = state._pendingWindow, window != state._frontmost, let seen = state.state(of: window) else {
            return coordinator.nextDeadline(in: state._app)
        }
        return coordinator.nextDeadline(in: seen)
    }

}

/// The window coordinator's steps and rules, apart from its public face.
@usableFromInline
struct WindowSteps<Schema: NavigationSchema>: Sendable {
    @usableFromInline let coordinator: Coordinator<Schema>

    @inlinable
    init(coordinator: Coordinator<Schema>) { self.coordinator = coordinator }

    @inlinable var schema: Schema { coordinator.schema }

    // MARK: One step

    /// Runs one navigation event in `target`, then settles what the windows share.
    @inlinable
    func step(
        _ state: inout WindowedState<Schema>, _ event: NavigationEvent<Schema>, in target: WindowID,
        bringingToFront front: Bool, at now: NavigationTime, into effects: inout [NavigationEffect<Schema>]
    ) {
        guard state.isOpen(target) else { return }  // a late write from a window that closed
        if state._others.isEmpty {
            // One window: the coordinator alone, and the little bookkeeping windows need.
            let pending = state._app._pending?.id
            let flight = state._app._inFlight?.linkID
            let start = effects.count
            coordinator.reduce(&state._app, event, at: now, into: &effects)
            own(&state, pending: pending, flight: flight, in: target)
            finish(&state, event, in: target, effectsFrom: start, effects: &effects)
            return
        }
        // Time passes first in the window it concerns: a resolver's time-out lands there, and a
        // pending link's time to live runs by what its own window shows.
        if now > state._app._now, state._app._pending != nil || state._app._inFlight != nil {
            let timing = state._inFlightWindow ?? state._pendingWindow ?? state._frontmost
            if timing != target, state.isOpen(timing) {
                step(&state, .timePassed, in: timing, bringingToFront: false, at: now, into: &effects)
            }
        }
        if front, target != state._frontmost { bringToFront(&state, target) }
        let before = Before(state._app, modal: state._modal(in: target))
        let start = effects.count
        if target == state._frontmost {
            coordinator.reduce(&state._app, event, at: now, into: &effects)
        } else {
            swap(&state._app._visible, &state._others[target]!)
            coordinator.reduce(&state._app, event, at: now, into: &effects)
            swap(&state._app._visible, &state._others[target]!)
        }
        let oldPendingWindow = state._pendingWindow
        own(&state, pending: before.pending, flight: before.flight, in: target)
        settle(&state, in: target, before: before, oldPendingWindow: oldPendingWindow, effects: &effects)
        finish(&state, event, in: target, effectsFrom: start, effects: &effects)
    }

    /// What the windows share, as it was before a step.
    @usableFromInline
    struct Before {
        @usableFromInline var session: Session
        @usableFromInline var met: [RequirementName: NavigationTime]
        @usableFromInline var gates: [LaunchGate]
        @usableFromInline var pending: LinkID?
        @usableFromInline var flight: LinkID?
        /// The modal of the window the step runs in.
        @usableFromInline var modal: Schema.Modal?

        /// Takes the app's state borrowed: a copy here would cost every step a dozen retains.
        @inlinable
        init(_ app: borrowing NavigationState<Schema>, modal: Schema.Modal?) {
            session = app._session
            met = app._requirementsMet
            gates = app._gates
            pending = app._pending?.id
            flight = app._inFlight?.linkID
            self.modal = modal
        }
    }

    /// A new pending link or resolution belongs to the window whose step made it.
    @inlinable
    func own(_ state: inout WindowedState<Schema>, pending: LinkID?, flight: LinkID?, in target: WindowID) {
        if let now = state._app._pending?.id {
            if now != pending { state._pendingWindow = target }
        } else {
            state._pendingWindow = nil
        }
        if let now = state._app._inFlight?.linkID {
            if now != flight { state._inFlightWindow = target }
        } else {
            state._inFlightWindow = nil
        }
    }

    /// After a step in `target`: the pending link's modal in its own window, access and gates in
    /// every other window, held windows restored once the session is known.
    @inlinable
    func settle(
        _ state: inout WindowedState<Schema>, in target: WindowID, before: Before, oldPendingWindow: WindowID?,
        effects: inout [NavigationEffect<Schema>]
    ) {
        let schema = self.schema
        // A newer link taken by another window: the modal the older one waited for goes.
        if let old = oldPendingWindow, old != target, state._pendingWindow == target, state.isOpen(old) {
            inWindow(old, of: &state, into: &effects) { reduction in
                if let modal = reduction.state._visible.modal, schema.requirementName(presentedBy: modal) != nil {
                    reduction.closeRequirementModal()
                }
            }
        }
        // The pending link's requirement shows in the window that took it, not where the step ran.
        if let owner = state._pendingWindow, owner != target,
            case .requirement(let name)? = state._app._pending?.reason,
            let modal = requirementModal(name), let shown = state._modal(in: target), shown == modal,
            before.modal != modal
        {
            inWindow(target, of: &state, into: &effects) { $0.closeRequirementModal() }
            inWindow(owner, of: &state, into: &effects) { $0.presentRequirement(name) }
        }
        // Read in place: a copy of the app's state here would cost every step a dozen retains.
        if state._app._session != before.session || state._app._requirementsMet != before.met {
            let clears = before.session.account != nil && before.session.account != state._app._session.account
            let owner = state._pendingWindow
            let waitsFor: RequirementName? = {
                if case .requirement(let name)? = state._app._pending?.reason { return name }
                return nil
            }()
            forEachWindow(of: &state, except: target, into: &effects) { window, reduction in
                if clears { reduction.clearProtectedScreens() } else { reduction.cutStacksToAccess() }
                // A requirement's modal that nothing here waits for closes once it is met.
                if let modal = reduction.state._visible.modal, let name = schema.requirementName(presentedBy: modal),
                    !(window == owner && waitsFor == name),
                    reduction.permits(name == .signIn ? .signedIn : .requirement(name))
                {
                    reduction.closeRequirementModal()
                }
            }
        }
        if state._app._gates != before.gates {
            forEachWindow(of: &state, except: target, into: &effects) { _, reduction in
                Self.showGates(in: &reduction)
            }
        }
        if !state._heldWindows.isEmpty, state._app._session != .unknown { restoreHeldWindows(&state, into: &effects) }
    }

    /// The last bookkeeping of a step: which window took a link, and the save of every window.
    @inlinable
    func finish(
        _ state: inout WindowedState<Schema>, _ event: NavigationEvent<Schema>, in target: WindowID,
        effectsFrom start: Int, effects: inout [NavigationEffect<Schema>]
    ) {
        switch event {
        case .linkReceived, .routeRequested: state._lastLinkWindow = target
        case .scenePhaseChanged(.background):
            guard state._others.count > 0 || state._frontmost != .main else { return }
            for index in start..<effects.count {
                if case .saveSnapshot = effects[index] { effects[index] = .saveSnapshot(listing(of: state).encoded()) }
            }
        default: break
        }
    }

    // MARK: Routing

    /// The window an event without one goes to, and whether that window comes to the front.
    @inlinable
    func route(_ event: NavigationEvent<Schema>, in state: borrowing WindowedState<Schema>) -> (WindowID, Bool) {
        let front = state._frontmost
        guard !state._others.isEmpty else { return (front, false) }
        let waiting = state._pendingWindow ?? front
        switch event {
        case .linkReceived(let text, _):
            guard case .success(let route) = schema.links.match(text) else { return (front, false) }
            return (window(showing: route, in: state) ?? front, true)
        case .routeRequested(let route, let source):
            // A tap is a control of the frontmost window; other sources come from outside.
            if source == .app { return (front, false) }
            return (window(showing: route, in: state) ?? front, true)
        case .signedIn, .signInFailed, .signInCancelled:
            return window(showingModal: schema.signInModal, in: state).map { ($0, true) } ?? (waiting, false)
        case .requirementMet(let name), .requirementFailed(let name), .requirementCancelled(let name):
            guard let modal = requirementModal(name) else { return (waiting, false) }
            return window(showingModal: modal, in: state).map { ($0, true) } ?? (waiting, false)
        case .resolutionFinished: return (state._inFlightWindow ?? front, false)
        case .timePassed: return (state._inFlightWindow ?? waiting, false)
        case .sessionExpired: return (front, false)  // the return-here link is the frontmost window's
        case .sessionResolved:
            // A held restoration is the frontmost window's.
            return (state._app._heldRestoration != nil ? front : waiting, false)
        case .signedOut, .gateRaised, .gateCleared, .scenePhaseChanged: return (waiting, false)
        // The waiting link (pending or asked) is the window's that took it.
        case .pendingDiscarded, .confirmationAnswered: return (waiting, false)
        default: return (front, false)
        }
    }

    /// The window that already shows where `route` lands: the same modal flow, or the same
    /// location; the frontmost first, then the most recently in front.
    @inlinable
    func window(showing route: Schema.Route, in state: WindowedState<Schema>) -> WindowID? {
        let destination = schema.rule(for: route).destination
        func shows(_ visible: NavigationState<Schema>.Visible) -> Bool {
            if let presentation = destination.presentation { return visible.presented?.modal == presentation.modal }
            guard case .tab(let tab, let stack) = destination.place else { return false }
            return visible.selectedTab == tab && visible.stack(for: tab) == stack
        }
        if shows(state._app._visible) { return state._frontmost }
        for window in state._order.reversed() where window != state._frontmost {
            if let visible = state._others[window], shows(visible) { return window }
        }
        return nil
    }

    /// The window showing `modal`: the frontmost first, then the pending link's, then any.
    @inlinable
    func window(showingModal modal: Schema.Modal, in state: WindowedState<Schema>) -> WindowID? {
        if state._app._visible.modal == modal { return state._frontmost }
        if let owner = state._pendingWindow, state._others[owner]?.modal == modal { return owner }
        for window in state._order.reversed() where state._others[window]?.modal == modal { return window }
        return nil
    }

    /// The modal of the requirement called `name`, if the schema declares one.
    @inlinable
    func requirementModal(_ name: RequirementName) -> Schema.Modal? {
        if name == .signIn { return schema.signInModal }
        return schema.requirements.first { $0.name == name }?.modal
    }

    // MARK: Other windows

    /// Runs `body` on a reduction whose visible part is `window`'s, then puts it back. Only the
    /// visible part, the link counter and a due notice carry over from the reduction.
    @inlinable
    func inWindow(
        _ window: WindowID, of state: inout WindowedState<Schema>, into effects: inout [NavigationEffect<Schema>],
        _ body: (inout Reduction<Schema>) -> Void
    ) {
        var reduction = Reduction(schema: schema, state: state._app)
        if window != state._frontmost {
            guard state._others[window] != nil else { return }
            swap(&reduction.state._visible, &state._others[window]!)
            body(&reduction)
            swap(&reduction.state._visible, &state._others[window]!)
        } else {
            body(&reduction)
            state._app._visible = reduction.state._visible
        }
        state._app._nextLinkID = reduction.state._nextLinkID
        state._app._expiryNoticeDue = reduction.state._expiryNoticeDue
        effects += reduction.effects
    }

    /// Runs `body` in every open window but `excluded`.
    @inlinable
    func forEachWindow(
        of state: inout WindowedState<Schema>, except excluded: WindowID,
        into effects: inout [NavigationEffect<Schema>], _ body: (WindowID, inout Reduction<Schema>) -> Void
    ) {
        for window in state._order where window != excluded {
            inWindow(window, of: &state, into: &effects) { body(window, &$0) }
        }
    }

    /// A launch gate blocks the whole app: its modal shows in every window, and goes from every
    /// window when the gate is cleared.
    @inlinable
    static func showGates(in reduction: inout Reduction<Schema>) {
        let schema = reduction.schema
        let top = schema.modal(forRaised: reduction.state._gates)
        if let modal = reduction.state._visible.modal, modal != top,
            schema.launchGates.contains(where: { schema.modal(for: $0) == modal }),
            !reduction.state._gates.contains(where: { schema.modal(for: $0) == modal })
        {
            reduction.state._visible.modal = top
            reduction.state._visible.transition = .step
        }
        if let top, reduction.state._visible.modal != top, schema.modal(top, mayReplace: reduction.state._visible.modal)
        {
            reduction.setModal(top)
            reduction.state._visible.notice = nil
            reduction.state._visible.transition = .step
        }
    }

    /// Brings an open window to the front, in O(1) apart from the order of windows.
    @inlinable
    func bringToFront(_ state: inout WindowedState<Schema>, _ window: WindowID) {
        guard window != state._frontmost, var incoming = state._others.removeValue(forKey: window) else { return }
        swap(&incoming, &state._app._visible)
        state._others[state._frontmost] = incoming
        state._frontmost = window
        if let index = state._order.firstIndex(of: window) { state._order.remove(at: index) }
        state._order.append(window)
    }

    /// The snapshot of every open window.
    @usableFromInline
    func listing(of state: WindowedState<Schema>) -> WindowSnapshots {
        let entries = state._order.compactMap { window in
            state.state(of: window).map {
                WindowSnapshots.Entry(window: window, snapshot: NavigationSnapshot(of: $0, schema: schema).encoded())
            }
        }
        return WindowSnapshots(frontmost: state._frontmost, windows: entries)
    }
}

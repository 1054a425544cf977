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
///   kept only for the frontmost window. With no public tab, every window whose selected root
///   needs sign-in shows sign-in (a window that opens signed out too); signing in from any
///   window closes it in all of them.
/// - The person's own moves act on the frontmost window (or on the window an event names).
/// - Each window's state is saved on the move to the background (a listing of each window's snapshot) and
///   restored at a cold launch into the window of the same name.
///
/// An event costs what it costs in a one-window app, whatever the number of windows: the
/// window it concerns is swapped in and out in O(1). Only a change of session, requirements or
/// gates walks the other windows. Each step can report the windows it touched (the window it
/// ran in, a window it settled, opened or closed; every window for a change they all share), so
/// that a shell tells only those windows' views.
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
    public var schema: Schema { coordinator.schema }

    /// Applies one event.
    /// - Returns: What the shell must do, as for ``Coordinator/reduce(_:_:at:)``; the snapshot to
    ///   save is a listing of each window's snapshot once a window other than ``WindowID/main``
    ///   is open.
    /// - Complexity: that of the coordinator's step for the window concerned; O(windows) more
    ///   for a change of session, requirements or gates, and to find the window a link shows
    ///   (a walk that compares each window's part, hashing nothing).
    public func reduce(
        _ state: inout WindowedState<Schema>, _ event: WindowEvent<Schema>, at now: NavigationTime
    ) -> [NavigationEffect<Schema>] {
        var effects: [NavigationEffect<Schema>] = []
        reduce(&state, event, at: now, into: &effects)
        return effects
    }

    /// Applies one event, appending its effects to `effects`.
    /// - Returns: The window the event was applied in, as ``window(applying:in:)`` judges it
    ///   before the step (so a shell need not route the event twice); `nil` for a launch, a
    ///   window coming to the front or closing.
    @discardableResult
    public func reduce(
        _ state: inout WindowedState<Schema>, _ event: consuming WindowEvent<Schema>, at now: NavigationTime,
        into effects: inout [NavigationEffect<Schema>]
    ) -> WindowID? {
        var touched = WindowsTouched.none
        return reduce(&state, event, at: now, into: &effects, touching: &touched)
    }

    /// Applies one event, appending its effects to `effects` and the windows it touched to
    /// `touched`: every window whose part it may have changed, opened or closed (``WindowsTouched``).
    /// A window it leaves out shows what it showed before the step.
    /// - Returns: The window the event was applied in, as ``reduce(_:_:at:into:)`` returns it.
    @discardableResult
    package func reduce(
        _ state: inout WindowedState<Schema>, _ event: consuming WindowEvent<Schema>, at now: NavigationTime,
        into effects: inout [NavigationEffect<Schema>], touching touched: inout WindowsTouched
    ) -> WindowID? {
        let steps = WindowSteps(coordinator: coordinator)
        // Consumed and moved along: an event holds a resolver's prefetched value (an
        // existential), so every copy of it goes through its type's metadata.
        switch consume event {
        case .focused(let window):
            steps.focus(&state, window, touching: &touched)
            return nil
        case .closed(let window):
            steps.close(&state, window, at: now, into: &effects, touching: &touched)
            return nil
        case .navigation(.launched(let launch), _):
            steps.launch(&state, launch, at: now, into: &effects, touching: &touched)
            return nil
        case .navigation(let event, let window):
            var applied: WindowID?
            steps.routing(consume event, to: window, in: &state) { state, event, routing in
                applied = routing.window
                steps.step(&state, event, routing, at: now, into: &effects, touching: &touched)
            }
            return applied
        }
    }

    /// The next moment at which a ``NavigationEvent/timePassed`` would change the state, judged
    /// in the window whose link waits.
    public func nextDeadline(in state: WindowedState<Schema>) -> NavigationTime? {
        guard let window = state.pendingWindow, window != state.frontmost, let seen = state.state(of: window) else {
            return coordinator.nextDeadline(in: state.app)
        }
        return coordinator.nextDeadline(in: seen)
    }

}

/// The window coordinator's steps and rules, apart from its public face.
struct WindowSteps<Schema: NavigationSchema>: Sendable {
    let coordinator: Coordinator<Schema>

    init(coordinator: Coordinator<Schema>) { self.coordinator = coordinator }

    var schema: Schema { coordinator.schema }

    // MARK: One step

    /// Runs one navigation event in its window, then settles what the windows share.
    ///
    /// With one window open, or with several and an event that changes nothing they share, this
    /// is the coordinator's step and a few comparisons: no other window is read.
    func step(
        _ state: inout WindowedState<Schema>, _ event: NavigationEvent<Schema>, _ routing: Routing<Schema>,
        at now: NavigationTime, into effects: inout [NavigationEffect<Schema>], touching touched: inout WindowsTouched
    ) {
        let target = routing.window
        // Time passes first in the window it concerns: a resolver's time-out lands there, and a
        // pending link's time to live runs by what its own window shows.
        if let timing = state._inFlightOwner ?? state._pendingOwner, timing != target, now > state._clock,
            state.isOpen(timing), state.isOpen(target)
        {
            step(&state, .timePassed, Routing(timing), at: now, into: &effects, touching: &touched)
        }
        if routing.front { state.bringToFront(target) }
        let waiting = state._waitingLinkID
        let resolving = state._resolvingLinkID
        let oldOwner = state._pendingOwner
        let others = state._hasOtherWindows
        // Only what the settling below compares, and only when another window could need it.
        let shared = others ? state._sharedAccess : nil
        let modalBefore = others && oldOwner != nil && oldOwner != target ? state._modal(in: target) : nil
        let start = effects.count
        let coordinator = self.coordinator
        let open = state.withPart(of: target) { app in
            coordinator._reduce(&app, event, matched: routing.matched, at: now, into: &effects)
        }
        guard open else { return }  // a late write from a window that closed
        touched.insert(target)
        own(&state, waiting: waiting, resolving: resolving, in: target)
        // Settling reads other windows only for a waiting link, a change of what they share, or
        // a saved window to restore: a step that has none of these leaves them unread.
        if let shared,
            oldOwner != nil || state._pendingOwner != nil || state._hasHeldWindows
                || state._accessChanged(since: shared)
                || state._gatesChanged(since: shared)
        {
            settle(
                &state, in: target, shared: shared, modalBefore: modalBefore, oldOwner: oldOwner, effects: &effects,
                touching: &touched)
        }
        finish(&state, routing, effectsFrom: start, effects: &effects)
    }

    /// A new pending link or resolution belongs to the window whose step made it.
    func own(_ state: inout WindowedState<Schema>, waiting: LinkID?, resolving: LinkID?, in target: WindowID) {
        if let now = state._waitingLinkID {
            if now != waiting { state._pendingOwner = target }
        } else if state._pendingOwner != nil {
            state._pendingOwner = nil
        }
        if let now = state._resolvingLinkID {
            if now != resolving { state._inFlightOwner = target }
        } else if state._inFlightOwner != nil {
            state._inFlightOwner = nil
        }
    }

    /// After a step in `target`: the pending link's modal in its own window, access and gates in
    /// every other window, held windows restored once the session is known.
    func settle(
        _ state: inout WindowedState<Schema>, in target: WindowID, shared before: SharedAccess,
        modalBefore: Schema.Modal?, oldOwner: WindowID?, effects: inout [NavigationEffect<Schema>],
        touching touched: inout WindowsTouched
    ) {
        let schema = self.schema
        let owner = state._pendingOwner
        // A newer link taken by another window: the modal the older one waited for goes.
        if let old = oldOwner, old != target, owner == target, state.isOpen(old) {
            inWindow(old, of: &state, into: &effects, touching: &touched) { reduction in
                if let modal = reduction.visible.modal, schema.requirementName(presentedBy: modal) != nil {
                    reduction.closeRequirementModal()
                }
            }
        }
        // The pending link's requirement shows in the window that took it, not where the step ran.
        if let owner, owner != target,
            case .requirement(let name)? = state.app.pending?.reason,
            let modal = requirementModal(name), let shown = state._modal(in: target), shown == modal,
            modalBefore != modal
        {
            inWindow(target, of: &state, into: &effects, touching: &touched) { $0.closeRequirementModal() }
            inWindow(owner, of: &state, into: &effects, touching: &touched) { $0.presentRequirement(name) }
        }
        if state._accessChanged(since: before) {
            let account = state.app.session.account
            let clears = before.session.account != nil && before.session.account != account
            let waitsFor: RequirementName? = {
                if case .requirement(let name)? = state.app.pending?.reason { return name }
                return nil
            }()
            forEachWindow(of: &state, except: target, into: &effects, touching: &touched) { window, reduction in
                if clears { reduction.clearProtectedScreens() } else { reduction.cutStacksToAccess() }
                // Signed out with no public tab to go to: sign-in covers this window's protected
                // root too, as in the window where the step ran.
                if reduction.isSignedOut { reduction.keepProtectedRootsCovered() }
                // A requirement's modal that nothing here waits for closes once it is met (signed
                // in or not: the requirement itself, whatever else a screen needs with it).
                if let modal = reduction.visible.modal, let name = schema.requirementName(presentedBy: modal),
                    !(window == owner && waitsFor == name),
                    reduction.permits(name == .signIn ? .signedIn : .publicRequiring(name))
                {
                    reduction.closeRequirementModal()
                }
            }
        }
        if state._gatesChanged(since: before) {
            forEachWindow(of: &state, except: target, into: &effects, touching: &touched) { _, reduction in
                Self.showGates(in: &reduction)
            }
        }
        if state._hasHeldWindows, state.app.session != .unknown {
            restoreHeldWindows(&state, into: &effects, touching: &touched)
        }
    }

    /// The last bookkeeping of a step: which window took a link, and the save of every window.
    func finish(
        _ state: inout WindowedState<Schema>, _ routing: Routing<Schema>, effectsFrom start: Int,
        effects: inout [NavigationEffect<Schema>]
    ) {
        if routing.takesLink { state._lastLinkOwner = routing.window }
        guard routing.savesWindows, state._hasOtherWindows || state.frontmost != .main else { return }
        for index in start..<effects.count {
            if case .saveSnapshot = effects[index] { effects[index] = .saveSnapshot(listing(of: state).encoded()) }
        }
    }

    // MARK: Other windows

    /// Runs `body` on a reduction whose visible part is `window`'s, then puts it back, and counts
    /// `window` touched. Only the visible part, the link counter and a due notice carry over from
    /// the reduction.
    func inWindow(
        _ window: WindowID, of state: inout WindowedState<Schema>, into effects: inout [NavigationEffect<Schema>],
        touching touched: inout WindowsTouched, _ body: (inout Reduction<Schema>) -> Void
    ) {
        touched.insert(window)
        state.withReduction(in: window, schema: schema, into: &effects, body)
    }

    /// Runs `body` in every open window but `excluded`; every window counts touched.
    func forEachWindow(
        of state: inout WindowedState<Schema>, except excluded: WindowID,
        into effects: inout [NavigationEffect<Schema>], touching touched: inout WindowsTouched,
        _ body: (WindowID, inout Reduction<Schema>) -> Void
    ) {
        touched.insertAll()
        for window in state.windows where window != excluded {
            inWindow(window, of: &state, into: &effects, touching: &touched) { body(window, &$0) }
        }
    }

    /// A launch gate blocks the whole app: its modal shows in every window, and goes from every
    /// window when the gate is cleared.
    static func showGates(in reduction: inout Reduction<Schema>) {
        let schema = reduction.schema
        let top = schema.modal(forRaised: reduction.state.gates)
        if let modal = reduction.visible.modal, modal != top,
            schema.launchGates.contains(where: { schema.modal(for: $0) == modal }),
            !reduction.state.gates.contains(where: { schema.modal(for: $0) == modal })
        {
            reduction.visible.modal = top
            reduction.visible.transition = .step
        }
        if let top, reduction.visible.modal != top, schema.modal(top, mayReplace: reduction.visible.modal) {
            reduction.setModal(top)
            reduction.visible.notice = nil
            reduction.visible.transition = .step
        }
    }

    /// The snapshot of every open window.
    func listing(of state: WindowedState<Schema>) -> WindowSnapshots {
        let entries = state.windows.compactMap { window in
            state.state(of: window).map {
                WindowSnapshots.Entry(window: window, snapshot: NavigationSnapshot(of: $0, schema: schema).encoded())
            }
        }
        return WindowSnapshots(frontmost: state.frontmost, windows: entries)
    }
}

/// The window navigator's work on the windows' state for each event: the window coordinator's
/// step, and which windows' navigators must be told (of the windows the step reports touched).
/// Closures made in the app's module (``WindowNavigator/init(schema:clock:store:sinks:)`` is
/// `@inlinable`), so they run specialized for the app's schema, as ``Navigator``'s reducer does;
/// generic code reading the windows' state would spend most of its time looking up type metadata.
struct WindowNavigatorSteps<Schema: NavigationSchema> {
    /// One event: the step, then the windows to mirror, of those it touched.
    let step:
        (inout WindowedState<Schema>, inout WindowMirrors<Schema>, WindowEvent<Schema>, NavigationTime) ->
            WindowNavigatorStep<Schema>
    /// What a window would show were it opened now (its own state when it is open).
    let opening: (WindowedState<Schema>, WindowID, NavigationTime) -> NavigationState<Schema>
    /// What changed between two states of one window, published to its navigator's parts.
    let mirror: WindowSeat<Schema>.Mirror

    init(schema: Schema) {
        let coordinator = WindowCoordinator(schema: schema)
        step = { state, mirrors, event, now in
            // A resolver's prefetched data, with the link it belongs to, as a one-window navigator finds it.
            let landing: (LinkID, any Sendable)? =
                if case .navigation(let navigation, _) = event {
                    NavigatorStep.landing(of: navigation, in: state.app)
                } else {
                    nil
                }
            let shared = WindowShared(state.app)
            var effects: [NavigationEffect<Schema>] = []
            var touched = WindowsTouched.none
            let window = coordinator.reduce(&state, event, at: now, into: &effects, touching: &touched)
            let mirrored = mirrors.changes(
                in: state, touched: touched, sharedChanged: WindowShared(state.app) != shared)
            return WindowNavigatorStep(
                effects: effects, window: window, frontmost: state.frontmost, mirrored: mirrored, landing: landing,
                deadline: coordinator.nextDeadline(in: state))
        }
        opening = { state, window, now in
            if let open = state.state(of: window) { return open }
            var opened = state
            _ = coordinator.reduce(&opened, .focused(window), at: now)
            return opened.state(of: window) ?? state.app
        }
        let roots = schema._rootRoutes
        mirror = { old, new, parts in
            let step = NavigatorStep(from: old, to: new, effects: [], deadline: nil, schema: schema, rootRoutes: roots)
            parts.publish(step, of: new, schema: schema)
            return step
        }
    }
}

/// What one event did, as the window navigator needs it.
struct WindowNavigatorStep<Schema: NavigationSchema> {
    var effects: [NavigationEffect<Schema>]
    /// ``WindowCoordinator/window(applying:in:)``, judged before the step.
    var window: WindowID?
    /// The window in front after the step.
    var frontmost: WindowID
    /// The windows whose navigator must show a new state, with that state.
    var mirrored: [(WindowID, NavigationState<Schema>)]
    /// A resolver's prefetched data, with the link it belongs to.
    var landing: (LinkID, any Sendable)?
    /// ``WindowCoordinator/nextDeadline(in:)`` after the step.
    var deadline: NavigationTime?
}

/// What each window's navigator shows: the windows that have a navigator, and the part each
/// one last mirrored while its window was open.
struct WindowMirrors<Schema: NavigationSchema> {
    /// Every window with a navigator, in the order they were made.
    var windows: [WindowID] = []
    /// The part each of them shows of its open window, by window; `nil` while the window is not
    /// open (its navigator was made before it opened, or it closed): it is mirrored in full when
    /// it opens.
    var shown: [WindowID: NavigationState<Schema>.Visible?] = [:]

    init() {}

    /// A navigator was made for `window`, showing `visible` (`nil` while the window is not open).
    mutating func add(_ window: WindowID, showing visible: NavigationState<Schema>.Visible?) {
        windows.append(window)
        shown[window] = .some(visible)  // kept for a window not open: its navigator exists
    }

    /// The windows whose navigator must be told after a step, with their new state: every open
    /// one when the app's shared part changed; else those of the windows the step `touched`
    /// whose part changed or that opened (a window the step did not touch shows what it showed,
    /// so it is not read: an event in one window costs the others nothing).
    mutating func changes(
        in state: WindowedState<Schema>, touched: WindowsTouched, sharedChanged: Bool
    ) -> [(WindowID, NavigationState<Schema>)] {
        var changed: [(WindowID, NavigationState<Schema>)] = []
        if sharedChanged {
            for window in windows { mirror(window, in: state, comparing: false, into: &changed) }
            return changed
        }
        switch touched {
        case .none: break
        case .one(let window): mirror(window, in: state, comparing: true, into: &changed)
        case .several(let touched):
            for window in touched { mirror(window, in: state, comparing: true, into: &changed) }
        case .all:
            for window in windows { mirror(window, in: state, comparing: true, into: &changed) }
        }
        return changed
    }

    /// Adds `window` to `changed` with its state when it has a navigator, is open and (when
    /// `comparing`) its part differs from what its navigator shows; forgets what it showed when
    /// it closed (its views are going; its navigator keeps what it showed).
    mutating func mirror(
        _ window: WindowID, in state: WindowedState<Schema>, comparing: Bool,
        into changed: inout [(WindowID, NavigationState<Schema>)]
    ) {
        guard let index = shown.index(forKey: window) else { return }  // no navigator
        guard let visible = state.visible(in: window) else {
            shown.values[index] = nil
            return
        }
        if comparing, let seen = shown.values[index], Self.same(seen, visible) { return }
        shown.values[index] = visible
        if let seen = state.state(of: window) { changed.append((window, seen)) }
    }
}

extension WindowMirrors {
    /// Whether two parts of a window are equal, compared field by field in code the app's module
    /// specializes (the synthesized `==` would run generic, looking up metadata on every call).
    static func same(_ a: NavigationState<Schema>.Visible, _ b: NavigationState<Schema>.Visible) -> Bool {
        guard a.selectedTab == b.selectedTab, a.notice == b.notice, a.transition == b.transition,
            a.stacks == b.stacks
        else { return false }
        switch (a.presented, b.presented) {
        case (nil, nil): return true
        case (let x?, let y?): return x.modal == y.modal && x.stack == y.stack && x.hasUnsavedInput == y.hasUnsavedInput
        default: return false
        }
    }
}

/// The app's part every window's navigator shows: when it changes, every window is mirrored.
struct WindowShared<Schema: NavigationSchema>: Equatable {
    var session: Session
    var gates: [LaunchGate]
    var waiting: LinkID?
    var waitsFor: PendingLink<Schema>.Reason?

    init(_ state: NavigationState<Schema>) {
        session = state.session
        gates = state.gates
        let link = state.pending ?? state.confirmation
        waiting = link?.id
        waitsFor = link?.reason
    }

    /// Written out so that it is inlinable: the synthesized one is not, and comparing through it
    /// after every step ran as generic code.
    static func == (a: Self, b: Self) -> Bool {
        a.session == b.session && a.gates == b.gates && a.waiting == b.waiting && a.waitsFor == b.waitsFor
    }
}

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
        if comparing, let seen = shown.values[index], seen == visible { return }
        shown.values[index] = visible
        if let seen = state.state(of: window) { changed.append((window, seen)) }
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
        waiting = state.waitingLinkID
        waitsFor = nil
        // Read only when a link waits, and apart: naming the link's type looks it up at run time.
        if state.isWaiting { readReason(of: state) }
    }

    /// Equal as the synthesized `==` says, but the reasons are compared only when a link waits
    /// (when none does, neither has one): two optionals of a generic type are compared through a
    /// tuple whose type is worked out at run time, at every step.
    static func == (lhs: Self, rhs: Self) -> Bool {
        guard lhs.session == rhs.session, lhs.gates == rhs.gates, lhs.waiting == rhs.waiting else { return false }
        return lhs.waiting == nil || sameReason(lhs, rhs)
    }

    private static func sameReason(_ lhs: Self, _ rhs: Self) -> Bool { lhs.waitsFor == rhs.waitsFor }

    private mutating func readReason(of state: NavigationState<Schema>) { waitsFor = state.waiting?.reason }
}

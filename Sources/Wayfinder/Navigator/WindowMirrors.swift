/// The windows that have a navigator, and which of them a step tells. A navigator told sets
/// only the parts of its window that changed (``NavigatorParts``), so nothing here compares what
/// a window shows.
struct WindowMirrors {
    /// Every window with a navigator, in the order they were made.
    private(set) var windows: [WindowID] = []
    private var made: Set<WindowID> = []

    init() {}

    /// A navigator was made for `window`.
    mutating func add(_ window: WindowID) {
        if made.insert(window).inserted { windows.append(window) }
    }

    /// The windows whose navigator a step tells: every one when the app's shared part changed;
    /// else those of the windows the step `touched` (a window the step did not touch shows what
    /// it showed, so it is not read: an event in one window costs the others nothing).
    func toTell(touched: WindowsTouched, sharedChanged: Bool) -> [WindowID] {
        if sharedChanged { return windows }
        switch touched {
        case .none: return []
        case .one(let window): return made.contains(window) ? [window] : []
        case .several(let touched): return touched.filter { made.contains($0) }
        case .all: return windows
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

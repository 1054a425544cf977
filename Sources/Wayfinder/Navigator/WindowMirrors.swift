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
///
/// Not generic: the waiting link's reason is kept type-erased, and read only when a link waits.
/// A generic type here would be looked up at run time twice a step, to find most often that
/// nothing changed.
struct WindowShared: Equatable {
    var session: Session
    var gates: [LaunchGate]
    var waiting: LinkID?
    var waitsFor: AnyHashable?

    init<Schema>(_ state: NavigationState<Schema>) {
        session = state.session
        gates = state.gates
        waiting = state.waitingLinkID
        waitsFor = state.isWaiting ? Self.reason(of: state) : nil
    }

    private static func reason<Schema>(of state: NavigationState<Schema>) -> AnyHashable? {
        state.waiting.map { AnyHashable($0.reason) }
    }
}

/// The windows one step of the ``WindowCoordinator`` touched: each window whose part (its tab,
/// stacks, modal, notice) the step may have changed, that it opened or that it closed. A window
/// left out kept its part as it was; the app's shared part (the session, the gates, the waiting
/// link) is not a window's, and a shell compares it on its own.
///
/// The window navigator mirrors only these windows, so an event in one window costs the others
/// nothing. The common step touches one window, held without allocating; a change of what every
/// window may show (an expiry, a sign-out, a gate) or a launch touches ``all``.
package enum WindowsTouched: Sendable, Equatable {
    /// No window.
    case none
    /// One window.
    case one(WindowID)
    /// Two windows or more, each once, in the order they were touched.
    case several([WindowID])
    /// Every window, open or closed by the step.
    case all

    /// Adds `window`.
    package mutating func insert(_ window: WindowID) {
        switch self {
        case .none: self = .one(window)
        case .one(let first): if first != window { self = .several([first, window]) }
        case .several(var windows):
            guard !windows.contains(window) else { return }
            self = .none  // so the array is not shared while it grows
            windows.append(window)
            self = .several(windows)
        case .all: return
        }
    }

    /// Adds every window.
    package mutating func insertAll() { self = .all }

    /// The windows the step touched, in order; ``all`` is every window of `every`.
    package func windows(of every: [WindowID]) -> [WindowID] {
        switch self {
        case .none: []
        case .one(let only): [only]
        case .several(let windows): windows
        case .all: every
        }
    }

    /// Whether the step touched `window`.
    package func contains(_ window: WindowID) -> Bool {
        switch self {
        case .none: false
        case .one(let only): only == window
        case .several(let windows): windows.contains(window)
        case .all: true
        }
    }
}

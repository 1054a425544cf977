/// The navigation of an app with several windows, as one value: each window's own tab, stacks,
/// modal and notice, which window is in front, and the app's part that all windows share (the
/// session, the requirements met, the launch gates, the one pending link, the resolution in
/// flight, the duplicate window, the clock).
///
/// The frontmost window's part is kept inside ``app``, so reading the frontmost window costs what
/// reading a one-window app costs; the other windows' parts wait aside and are swapped in, in
/// O(1), only for a step that concerns them. Only the ``WindowCoordinator`` changes it.
public struct WindowedState<Schema: NavigationSchema>: Hashable, Sendable {
    // The stored parts are underscored: this file is the one place that reads or writes them.
    // The window coordinator's files call the surface below, which names what the rules need
    // rather than how it is stored.

    /// The app's state with the frontmost window's part visible.
    var _app: NavigationState<Schema>
    /// The window in front.
    var _frontmost: WindowID
    /// Every other open window's part.
    var _others: [WindowID: NavigationState<Schema>.Visible]
    /// The open windows, least recently in front first; the frontmost is last.
    var _order: [WindowID]
    /// The window that took the pending link, while there is one.
    var _pendingWindow: WindowID?
    /// The window whose link is being resolved, while one is.
    var _inFlightWindow: WindowID?
    /// The window that took the last link.
    var _lastLinkWindow: WindowID?
    /// Saved windows decoded at a cold launch, waiting for the session to be known.
    var _heldWindows: [WindowID: HeldRestoration<Schema>]

    /// One window, ``WindowID/main``, at the default tab's root, before launch.
    public init(schema: Schema, session: Session = .unknown) {
        _app = NavigationState(schema: schema, session: session)
        _frontmost = .main
        _others = [:]
        _order = [.main]
        _pendingWindow = nil
        _inFlightWindow = nil
        _lastLinkWindow = nil
        _heldWindows = [:]
    }

    /// The app's state as the frontmost window sees it: that window's tab, stacks, modal and
    /// notice, with the app's session, gates and pending link.
    public var app: NavigationState<Schema> { _app }
    /// The window in front, which the person's actions act on.
    public var frontmost: WindowID { _frontmost }
    /// The open windows, least recently in front first; the frontmost is last.
    public var windows: [WindowID] { _order }
    /// How many windows are open.
    public var windowCount: Int { _others.count + 1 }
    /// The window that took the last link (a link, a tap, a launch link), or `nil` before any.
    public var tookLastLink: WindowID? { _lastLinkWindow }
    /// The window the pending link lands in, while there is one.
    public var pendingWindow: WindowID? { _pendingWindow }
    /// The window a resolution in flight lands in, while one runs.
    public var inFlightWindow: WindowID? { _inFlightWindow }

    /// Whether `window` is open.
    public func isOpen(_ window: WindowID) -> Bool { window == _frontmost || _others[window] != nil }

    /// What `window` shows, or `nil` when it is not open.
    public func visible(in window: WindowID) -> NavigationState<Schema>.Visible? {
        window == _frontmost ? _app.visible : _others[window]
    }

    /// The app's state as `window` sees it (its own part with the app's shared part), or `nil`
    /// when it is not open: what an invariant check or a window's views read.
    public func state(of window: WindowID) -> NavigationState<Schema>? {
        if window == _frontmost { return _app }
        guard let visible = _others[window] else { return nil }
        var state = _app
        state.visible = visible
        return state
    }
}

// MARK: The window coordinator's surface

extension WindowedState {
    /// Whether a window other than the frontmost is open.
    var _hasOtherWindows: Bool { !_others.isEmpty }

    /// The window that took the pending link; see ``pendingWindow``.
    var _pendingOwner: WindowID? {
        get { _pendingWindow }
        set { _pendingWindow = newValue }
    }

    /// The window whose link is being resolved; see ``inFlightWindow``.
    var _inFlightOwner: WindowID? {
        get { _inFlightWindow }
        set { _inFlightWindow = newValue }
    }

    /// The window that took the last link; see ``tookLastLink``.
    var _lastLinkOwner: WindowID? {
        get { _lastLinkWindow }
        set { _lastLinkWindow = newValue }
    }

    /// Whether a saved window waits for the session to be known.
    var _hasHeldWindows: Bool { !_heldWindows.isEmpty }

    /// Saved windows waiting for the session to be known, by name.
    var _held: [WindowID: HeldRestoration<Schema>] {
        get { _heldWindows }
        set { _heldWindows = newValue }
    }

    /// The modal `window` shows, if any.
    func _modal(in window: WindowID) -> Schema.Modal? {
        window == _frontmost ? _app.visible.modal : _others[window]?.modal
    }

    /// The window most recently in front after the frontmost, if another is open.
    var _nextInFront: WindowID? { _order.dropLast().last }

    /// The most recently in front of the windows behind the frontmost whose part satisfies
    /// `shows`, or `nil`.
    /// - Complexity: O(windows), without hashing a window's name unless two windows match.
    func _windowBehind(where shows: (NavigationState<Schema>.Visible) -> Bool) -> WindowID? {
        var found: WindowID?
        for (window, visible) in _others where shows(visible) {
            guard let earlier = found else {
                found = window
                continue
            }
            // Two windows match: the one more recently in front wins.
            for candidate in _order.reversed() where candidate == earlier || candidate == window {
                found = candidate
                break
            }
        }
        return found
    }

    /// Opens `window` just behind the frontmost, showing `visible`.
    mutating func open(_ window: WindowID, showing visible: NavigationState<Schema>.Visible) {
        _others[window] = visible
        _order.insert(window, at: _order.count - 1)
    }

    /// Brings an open window to the front, in O(1) apart from the order of windows.
    mutating func bringToFront(_ window: WindowID) {
        guard window != _frontmost, var incoming = _others.removeValue(forKey: window) else { return }
        swap(&incoming, &_app.visible)
        _others[_frontmost] = incoming
        _frontmost = window
        if let index = _order.firstIndex(of: window) { _order.remove(at: index) }
        _order.append(window)
    }

    /// Forgets a window behind the frontmost: its part, its held restoration, its place.
    mutating func remove(_ window: WindowID) {
        guard window != _frontmost else { return }
        _others.removeValue(forKey: window)
        _heldWindows.removeValue(forKey: window)
        _order.removeAll { $0 == window }
    }

    /// Closes every window but `front`, which comes to the front; nothing is owned or held.
    mutating func closeAll(but front: WindowID) {
        _others = [:]
        _order = [front]
        _frontmost = front
        _heldWindows = [:]
        _pendingWindow = nil
        _inFlightWindow = nil
        _lastLinkWindow = nil
    }

    /// Runs `body` on the app's state with `window`'s part visible in it, in place: the part is
    /// swapped in and out, in O(1).
    /// - Returns: Whether `window` is open (`body` runs only then).
    mutating func withPart(of window: WindowID, _ body: (inout NavigationState<Schema>) -> Void) -> Bool {
        if window == _frontmost {
            body(&_app)
            return true
        }
        guard let index = _others.index(forKey: window) else { return false }
        swap(&_app.visible, &_others.values[index])
        body(&_app)
        swap(&_app.visible, &_others.values[index])
        return true
    }

    /// Runs `body` on a reduction of a copy of the app's state with `window`'s part visible, then
    /// keeps of it that part, the link counter and a due notice, and its effects.
    mutating func withReduction(
        in window: WindowID, schema: Schema, into effects: inout [NavigationEffect<Schema>],
        _ body: (inout Reduction<Schema>) -> Void
    ) {
        var reduction = Reduction(schema: schema, state: _app)
        if window != _frontmost {
            guard let index = _others.index(forKey: window) else { return }
            swap(&reduction.visible, &_others.values[index])
            body(&reduction)
            swap(&reduction.visible, &_others.values[index])
        } else {
            body(&reduction)
            _app.visible = reduction.visible
        }
        _app.nextLinkID = reduction.state.nextLinkID
        _app.expiryNoticeDue = reduction.state.expiryNoticeDue
        effects += reduction.effects
    }

    /// Runs `body` on a reduction of the app's state itself (the frontmost window's part
    /// visible), keeping all it changes and its effects.
    mutating func withAppReduction(
        schema: Schema, into effects: inout [NavigationEffect<Schema>], _ body: (inout Reduction<Schema>) -> Void
    ) {
        var reduction = Reduction(schema: schema, state: _app)
        body(&reduction)
        _app = reduction.state
        effects += reduction.effects
    }
}

// MARK: The shared part, as the window coordinator reads it

extension WindowedState {
    // Read in place: a copy of the app's state to read one part of it would cost every step.

    /// The waiting link, in either form (``NavigationState/pending`` or
    /// ``NavigationState/confirmation``), by its navigation.
    var _waitingLinkID: LinkID? { _app.waitingLinkID }

    /// The navigation of the resolution in flight.
    var _resolvingLinkID: LinkID? { _app.resolvingLinkID }

    /// The instant of the last event handled.
    var _clock: NavigationTime { _app.now }

    /// What every window shares and a step may change for all of them: the session, the
    /// requirements met and the raised gates.
    var _sharedAccess: SharedAccess {
        SharedAccess(session: _app.session, met: _app.requirementsMet, gates: _app.gates)
    }

    /// Whether the session or the requirements met differ from `before`.
    func _accessChanged(since before: SharedAccess) -> Bool {
        _app.session != before.session || _app.requirementsMet != before.met
    }

    /// Whether the raised gates differ from `before`.
    func _gatesChanged(since before: SharedAccess) -> Bool { _app.gates != before.gates }
}

/// The part of the app's state that decides what every window may show: kept before a step and
/// compared after it, so that only a step that changes it walks the other windows.
struct SharedAccess {
    var session: Session
    var met: [RequirementName: NavigationTime]
    var gates: [LaunchGate]
}

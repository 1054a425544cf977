/// The navigation of an app with several windows, as one value: each window's own tab, stacks,
/// modal and notice, which window is in front, and the app's part that all windows share (the
/// session, the requirements met, the launch gates, the one pending link, the resolution in
/// flight, the duplicate window, the clock).
///
/// The frontmost window's part is kept inside ``app``, so reading the frontmost window costs what
/// reading a one-window app costs; the other windows' parts wait aside and are swapped in, in
/// O(1), only for a step that concerns them. Only the ``WindowCoordinator`` changes it.
public struct WindowedState<Schema: NavigationSchema>: Hashable, Sendable {
    /// The app's state with the frontmost window's part visible.
    @usableFromInline var _app: NavigationState<Schema>
    /// The window in front.
    @usableFromInline var _frontmost: WindowID
    /// Every other open window's part.
    @usableFromInline var _others: [WindowID: NavigationState<Schema>.Visible]
    /// The open windows, least recently in front first; the frontmost is last.
    @usableFromInline var _order: [WindowID]
    /// The window that took the pending link, while there is one.
    @usableFromInline var _pendingWindow: WindowID?
    /// The window whose link is being resolved, while one is.
    @usableFromInline var _inFlightWindow: WindowID?
    /// The window that took the last link.
    @usableFromInline var _lastLinkWindow: WindowID?
    /// Saved windows decoded at a cold launch, waiting for the session to be known.
    @usableFromInline var _heldWindows: [WindowID: HeldRestoration<Schema>]

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
    @inlinable public var app: NavigationState<Schema> { _app }
    /// The window in front, which the person's actions act on.
    @inlinable public var frontmost: WindowID { _frontmost }
    /// The open windows, least recently in front first; the frontmost is last.
    @inlinable public var windows: [WindowID] { _order }
    /// How many windows are open.
    @inlinable public var windowCount: Int { _others.count + 1 }
    /// The window that took the last link (a link, a tap, a launch link), or `nil` before any.
    @inlinable public var tookLastLink: WindowID? { _lastLinkWindow }
    /// The window the pending link lands in, while there is one.
    @inlinable public var pendingWindow: WindowID? { _pendingWindow }
    /// The window a resolution in flight lands in, while one runs.
    @inlinable public var inFlightWindow: WindowID? { _inFlightWindow }

    /// Whether `window` is open.
    @inlinable
    public func isOpen(_ window: WindowID) -> Bool { window == _frontmost || _others[window] != nil }

    /// What `window` shows, or `nil` when it is not open.
    @inlinable
    public func visible(in window: WindowID) -> NavigationState<Schema>.Visible? {
        window == _frontmost ? _app._visible : _others[window]
    }

    /// The modal `window` shows, if any.
    @inlinable
    func _modal(in window: WindowID) -> Schema.Modal? {
        window == _frontmost ? _app._visible.modal : _others[window]?.modal
    }

    /// The app's state as `window` sees it (its own part with the app's shared part), or `nil`
    /// when it is not open: what an invariant check or a window's views read.
    @inlinable
    public func state(of window: WindowID) -> NavigationState<Schema>? {
        if window == _frontmost { return _app }
        guard let visible = _others[window] else { return nil }
        var state = _app
        state._visible = visible
        return state
    }
}

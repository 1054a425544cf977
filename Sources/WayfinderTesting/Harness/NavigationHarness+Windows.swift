public import Wayfinder

extension NavigationHarness {
    /// A one-line rendering of a window event: the script line that sends it (`window second`,
    /// `close-window second`), or the navigation event's with the window it was sent to.
    /// - Parameter event: The event.
    /// - Returns: The line.
    public func describe(_ event: WindowEvent<Schema>) -> String {
        switch event {
        case .navigation(let navigation, nil): describe(navigation)
        case .navigation(let navigation, let window?): "\(describe(navigation)) in window \(window)"
        case .focused(let window): "window \(window)"
        case .closed(let window): "close-window \(window)"
        }
    }

    /// Sends one navigation event as if it happened in `window` (its views wrote a path, the
    /// person tapped in it), rather than where the windows' rules would send it.
    /// - Returns: The records this step produced.
    @discardableResult
    public mutating func send(_ event: NavigationEvent<Schema>, in window: WindowID) async -> [DecisionRecord] {
        await sendWindowEvent(.navigation(event, in: window))
    }
}

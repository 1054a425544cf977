/// Which window a step runs in, for a shell that hands each window what landed there.
extension WindowCoordinator {
    /// The window `event` is applied in, judged before the step, by the same rules
    /// ``reduce(_:_:at:)`` follows: the window it names, else the window the rules route it to
    /// (a link to the window showing its destination, a sign-in to the window showing its
    /// modal, a resolver's answer to the window whose link it resolves…).
    ///
    /// A shell reads it to deliver what the step lands (``NavigationEffect/deliver(_:)``, a
    /// resolver's prefetched data) to that window's views.
    /// - Returns: The window, or `nil` for an event that is not one window's: a launch (it
    ///   replaces every window; the frontmost after it takes its link), a window coming to the
    ///   front or closing.
    public func window(applying event: WindowEvent<Schema>, in state: WindowedState<Schema>) -> WindowID? {
        switch event {
        case .focused, .closed, .navigation(.launched, _): return nil
        case .navigation(_, let window?): return window
        case .navigation(let event, nil): return WindowSteps(coordinator: coordinator).route(event, in: state).0
        }
    }
}

/// A navigator that is one window of a ``WindowNavigator``: the state it reads of its window, and
/// how it mirrors its window's part of the windows' state.
extension Navigator {
    /// The window's state as the window navigator holds it now, for a window's navigator; `nil`
    /// for a one-window app's. (A window's navigator is told only of the steps that touch its
    /// window or change the app's shared part, so its bookkeeping may be older.)
    var windowState: NavigationState<Schema>? {
        guard let windowID, let owner else { return nil }
        return owner.windows.state(of: windowID)
    }

    /// What scene phases are folded by: the app's navigator, the window navigator for each of
    /// its windows' navigators, so one window going to the background saves nothing while
    /// another is in use.
    package var appIdentity: ObjectIdentifier {
        guard windowID != nil, let owner else { return ObjectIdentifier(self) }
        return ObjectIdentifier(owner)
    }

    /// Takes `state` as the window's and tells observers about the parts that changed, and only
    /// those. The window navigator calls it after a step that touched this window or changed the
    /// app's shared part.
    func mirror(_ state: NavigationState<Schema>) {
        guard windowID != nil else { return }
        current = state
        publish(state)
    }

    /// A link that landed in this window: offered to its `onDeepLink` handlers.
    func post(_ link: DeliveredLink<Schema.Route>) { make(mailbox.post(link)) }
}

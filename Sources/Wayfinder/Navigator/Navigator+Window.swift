/// A navigator is one window of a shell (a ``WindowNavigator``, its own in a one-window app):
/// the state it reads of its window, and how it mirrors its window's part of the windows' state.
extension Navigator {
    /// The window's state as the shell holds it now; `nil` once the shell is gone. (A window's
    /// navigator is told only of the steps that touch its window or change the app's shared part,
    /// so its bookkeeping may be older.)
    var windowState: NavigationState<Schema>? {
        owner?.windows.state(of: windowID)
    }

    /// What scene phases are folded by: the shell, shared by every window of one app, so one
    /// window going to the background saves nothing while another is in use.
    package var appIdentity: ObjectIdentifier {
        guard let owner else { return ObjectIdentifier(self) }
        return ObjectIdentifier(owner)
    }

    /// Takes `state` as the window's and tells observers about the parts that changed, and only
    /// those. The shell calls it after a step that touched this window or changed the app's
    /// shared part.
    func mirror(_ state: NavigationState<Schema>) {
        current = state
        publish(state)
    }

    /// A link that landed in this window: offered to its `onDeepLink` handlers.
    func post(_ link: DeliveredLink<Schema.Route>) { make(mailbox.post(link)) }
}

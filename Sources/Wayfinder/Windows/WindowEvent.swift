/// Something that happened to an app with several windows, told to the ``WindowCoordinator``.
public enum WindowEvent<Schema: NavigationSchema>: Sendable {
    /// A navigation event. With `window` set, it happened in that window (a view of that window
    /// wrote a path, the person tapped in it); with `nil`, the windows' rules decide where it goes:
    /// a link to the window that already shows its destination, else to the frontmost; the
    /// person's own moves to the frontmost; a sign-in or step-up to the window showing its modal;
    /// session, gate and time events to the window whose link waits for them.
    case navigation(NavigationEvent<Schema>, in: WindowID? = nil)
    /// A window came to the front; a window not open yet opens at the fallback location.
    case focused(WindowID)
    /// A window closed. The link waiting in it, or resolving for it, is dropped with a record;
    /// closing the last window changes nothing (the app goes to the background instead).
    case closed(WindowID)
}

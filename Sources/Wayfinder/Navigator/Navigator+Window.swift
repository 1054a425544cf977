/// A navigator that is one window of a ``WindowNavigator``: where its events go, and how it
/// mirrors its window's part of the windows' state.
extension Navigator {
    /// Where a navigator's events go.
    enum Engine {
        /// Its own coordinator: the navigator of a one-window app.
        case own(Coordinator<Schema>)
        /// The window navigator it is one window of.
        case window(WindowSeat<Schema>)
    }

    /// The window's state as the window navigator holds it now, for a window's navigator; `nil`
    /// for a one-window app's. (A window's mirror skips the steps that change nothing it shows,
    /// so its bookkeeping may be older.)
    var windowState: NavigationState<Schema>? {
        guard case .window(let seat) = engine, let owner = seat.owner else { return nil }
        return owner.windows.state(of: seat.window)
    }

    /// What scene phases are folded by: the app's navigator, the window navigator for each of
    /// its windows' navigators, so one window going to the background saves nothing while
    /// another is in use.
    package var appIdentity: ObjectIdentifier {
        guard case .window(let seat) = engine, let owner = seat.owner else { return ObjectIdentifier(self) }
        return ObjectIdentifier(owner)
    }

    /// Takes `state` as the window's and tells observers about the parts that changed, and only
    /// those. The window navigator calls it after a step that touched this window and changed its
    /// part, or that changed the app's shared part.
    func mirror(_ state: NavigationState<Schema>) {
        guard case .window = engine else { return }
        let step = NavigatorStep(from: current, to: state, effects: [], deadline: nil)
        parts.publish(step, of: state, schema: schema, rootRoutes: rootRoutes)
        let sessionBefore = current.session
        current = state
        if step.sessionChanged, Self.personChanged(from: sessionBefore, to: state.session) { mailbox.clear() }
        if step.moved { dropPrefetchedDataOffStacks() }
    }

    /// A link that landed in this window: offered to its `onDeepLink` handlers.
    func post(_ link: DeliveredLink<Schema.Route>) { make(mailbox.post(link)) }
}

/// The window a navigator serves, and the window navigator it forwards its events to (held
/// weakly: the window navigator holds its windows' navigators).
struct WindowSeat<Schema: NavigationSchema> {
    let window: WindowID
    weak var owner: WindowNavigator<Schema>?
}

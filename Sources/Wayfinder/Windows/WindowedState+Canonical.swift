/// The canonical form of every window's state (see `NavigationState.canonical(horizon:)`): the
/// app's part canonical, each other window's animation hint forgotten, the restorations each
/// window holds renumbered in the order of the windows' names, and which window took the last
/// link (a fact for expectations, not an input of any rule) forgotten.
extension WindowedState {
    package func canonical(horizon: Duration) -> Self {
        var copy = self
        copy._app = _app.canonical(horizon: horizon)
        for window in copy._others.keys { copy._others[window]?.transition = .none }
        copy._lastLinkWindow = nil
        var ids = LinkIDs()
        for window in copy._heldWindows.keys.sorted(by: { $0.name < $1.name }) {
            guard let id = copy._heldWindows[window]?.id else { continue }
            copy._heldWindows[window]?.id = ids.renumbered(id)
        }
        return copy
    }
}

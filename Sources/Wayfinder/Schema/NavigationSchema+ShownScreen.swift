extension NavigationSchema {
    /// The screen a route's destination shows on top: the top of its modal's stack, else that
    /// modal's root, else the top of its tab's stack; `nil` for a destination that shows none
    /// (a tab's root, a modal without a root, the current place).
    ///
    /// With ``route(for:)`` it names a screen by a link: the journal keeps a pushed screen as the
    /// link of its route when that link shows this very screen, and a scenario script's `push URL`
    /// pushes the screen URL shows. For a route whose resolver names the whole place
    /// (``Resolution/lands(_:prefetched:)``), the rule's destination says which screen it shows.
    package func screen(shownBy route: Route) -> Screen? {
        let destination = rule(for: route).destination
        if let presentation = destination.presentation {
            return presentation.stack.last ?? root(of: presentation.modal)
        }
        if case .tab(_, let stack) = destination.place { return stack.last }
        return nil
    }

    /// The route that names `screen`: ``route(for:)``, when that route's destination shows this very
    /// screen (``screen(shownBy:)``); otherwise none. The one answer for a route whose destination
    /// does not show its own screen (a preview whose route opens a share sheet): it is not the
    /// screen's route, so the screen is named as one without a route is, by Handoff
    /// (``NavigationState/handoffRoute(in:)``), a pending place after an expiry and the journal.
    package func route(showing screen: Screen) -> Route? {
        guard let route = route(for: screen), self.screen(shownBy: route) == screen else { return nil }
        return route
    }

    /// The route whose link names `location` (a tab and its stack), for a place kept to return to:
    /// the route of the screen on top (``route(showing:)``) when it lands there, because its rule's
    /// destination is this very place, or because its resolver names the whole place
    /// (``Resolution/lands(_:prefetched:)``: a rule that needs resolution, landing in this tab);
    /// otherwise none.
    package func route(naming location: Location<Self>) -> Route? {
        guard let top = location.stack.last, let route = route(showing: top) else { return nil }
        let rule = rule(for: route)
        if rule.destination == .tab(location.tab, location.stack) { return route }
        guard rule.needsResolution, rule.destination.presentation == nil,
            case .tab(location.tab, _) = rule.destination.place
        else { return nil }
        return route
    }

    /// The route whose link names `shown` (a modal and the screens inside it), for a place kept to
    /// return to: the route of the screen on top (of its stack, else its root) when its rule's
    /// destination is this very presentation, or when its resolver names the whole place (a rule
    /// that needs resolution, showing that screen on top of the same modal); otherwise none.
    package func route(naming shown: ModalPresentation<Self>) -> Route? {
        guard let top = shown.stack.last ?? root(of: shown.modal), let route = route(for: top) else { return nil }
        let destination = rule(for: route).destination
        if destination.presentation == shown { return route }
        guard rule(for: route).needsResolution, destination.presentation?.modal == shown.modal,
            screen(shownBy: route) == top
        else { return nil }
        return route
    }
}

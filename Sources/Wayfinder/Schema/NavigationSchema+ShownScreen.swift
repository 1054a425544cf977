extension NavigationSchema {
    /// The screen a route's destination shows on top: the top of its modal's stack, else that
    /// modal's root, else the top of its tab's stack; `nil` for a destination that shows none
    /// (a tab's root, a modal without a root, the current place).
    ///
    /// With ``route(for:)`` it names a screen by a link: the journal keeps a pushed screen as the
    /// link of its route when that link shows this very screen, and a scenario script's `push URL`
    /// pushes the screen URL shows.
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
}

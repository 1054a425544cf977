extension NavigationSchema {
    /// The default: the first rule without path parameters whose route lands on `tab` at its
    /// root, with no modal and no resolver.
    public func route(forRootOf tab: Tab) -> Route? {
        // Rendering without values gives a link only for a rule without path parameters.
        for index in links.entries.indices {
            guard let link = links._matcher.render(entry: index, values: [:], redactingSecrets: false),
                case .success(let route) = links.match(link)
            else { continue }
            let rule = rule(for: route)
            if rule.destination == .tab(tab), !rule.needsResolution { return route }
        }
        return nil
    }

    /// Each tab root's route, for the navigators, which ask once and keep them.
    var rootRoutes: [Tab: Route] {
        var routes: [Tab: Route] = [:]
        for tab in tabs { routes[tab] = route(forRootOf: tab) }
        return routes
    }
}

extension NavigationState {
    /// The route of where the person is, to hand off to another device or share: the deepest
    /// screen in view that has a route (``NavigationSchema/route(for:)``, counted only when its
    /// destination shows that very screen), inside the modal's flow
    /// when one is up; at a tab's root, ``NavigationSchema/route(forRootOf:)``.
    ///
    /// There is none (`nil`):
    /// - while a launch gate is raised, or sign-in or a requirement's modal (a step-up) is up:
    ///   the person is not at a place yet;
    /// - while a modal without a flow of its own is up (the Shop's password reset): the person
    ///   is looking at the sheet, which has no link of its own to give, and the screen beneath is
    ///   not where they are;
    /// - when the deepest screen with a route has a secret parameter (an invite token, a reset
    ///   code), a personal value (a message's draft: ``LinkRule/personal``) or needs more than the
    ///   session holds: a shallower screen is not where the person is either, so nothing is
    ///   offered rather than a place they are not;
    /// - when no screen in view has a route and the root has none (the Shop's `account` tab).
    ///
    /// A notice (an alert) does not change it: the place beneath it is where the person is.
    /// It is a pure function of the schema and the state; ``Navigator/handoffLink`` observes it.
    /// - Parameter schema: The app's schema.
    /// - Returns: The route, or `nil`.
    public func handoffRoute(in schema: Schema) -> Schema.Route? {
        handoffRoute(in: schema, rootRoute: schema.route(forRootOf:))
    }

    /// The canonical link of ``handoffRoute(in:)`` (`shop://orders/42`), or `nil` when there is
    /// no route or it has no link.
    /// - Parameter schema: The app's schema.
    public func handoffLink(in schema: Schema) -> String? {
        handoffRoute(in: schema).flatMap { schema.links.link(for: $0) }
    }

    /// ``handoffRoute(in:)`` with the tab roots' routes given (the navigator keeps them).
    func handoffRoute(in schema: Schema, rootRoute: (Schema.Tab) -> Schema.Route?) -> Schema.Route? {
        guard gates.isEmpty else { return nil }
        let route: Schema.Route?
        if let presented {
            let modal = presented.modal
            guard schema.requirementName(presentedBy: modal) == nil,
                !schema.launchGates.contains(where: { schema.modal(for: $0) == modal }),
                let root = schema.root(of: modal)
            else { return nil }
            route = Self._deepestRoute(in: [root] + presented.stack, schema: schema)
        } else {
            let location = self.location
            route = Self._deepestRoute(in: location.stack, schema: schema) ?? rootRoute(location.tab)
        }
        guard let route, schema.links.mayLeaveTheDevice(route),
            schema.mayStay(schema.rule(for: route).access, in: self)
        else { return nil }
        return route
    }

    static func _deepestRoute(in screens: [Schema.Screen], schema: Schema) -> Schema.Route? {
        for screen in screens.reversed() {
            if let route = schema.route(showing: screen) { return route }
        }
        return nil
    }
}

extension LinkTable {
    /// The universal link of a route on `host` (`https://shop.example.com/orders/42`): its
    /// canonical link's path and query on that host, the form Handoff's `webpageURL` and sharing
    /// need (they take `http` and `https` only).
    /// - Parameters:
    ///   - route: The route to print.
    ///   - host: One of the table's universal-link hosts.
    /// - Returns: The link, or `nil` when `host` is not one of ``LinkOrigins/hosts``, the route has
    ///   no link, or it carries a secret or a personal value (a universal link is shown to people
    ///   and other devices).
    public func universalLink(for route: Route, host: String) -> String? {
        let host = host.lowercased()
        guard origins.hosts.contains(host), mayLeaveTheDevice(route), let link = link(for: route) else { return nil }
        let prefix = origins.canonicalScheme + "://"
        guard link.hasPrefix(prefix) else { return nil }
        let universal = "https://" + host + "/" + link.dropFirst(prefix.count)
        guard case .success(let parsed) = match(universal), parsed == route else { return nil }
        return universal
    }

    /// The identifier a home-screen quick action's `type` or a Spotlight item's
    /// `uniqueIdentifier` carries for a route: its canonical link, so the one table parses it
    /// when it comes back (``Navigator/open(_:source:)-(String,_)`` with `.shortcut` or
    /// `.spotlight`).
    /// - Parameter route: The route the quick action or the Spotlight item opens.
    /// - Returns: The canonical link, or `nil` when the route has none or carries a secret or a
    ///   personal value: the system keeps these identifiers outside the app (and may index them).
    public func identifier(for route: Route) -> String? {
        mayLeaveTheDevice(route) ? link(for: route) : nil
    }
}

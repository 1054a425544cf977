/// How every stage names a navigation in its records (the canonical redacted link), and where a
/// link that cannot land goes instead.
extension Reduction {
    func display(_ route: Schema.Route) -> String {
        schema.links.redactedDescription(of: route)
    }

    func display(_ location: Location<Schema>) -> String {
        // A route counts only when it shows the screen (`route(showing:)`), as for Handoff.
        if let top = location.stack.last, let route = schema.route(showing: top),
            schema.rule(for: route).destination == .tab(location.tab, location.stack)
        {
            return display(route)
        }
        return location.description
    }

    var fallback: Location<Schema> { Location(tab: schema.defaultTab) }
}

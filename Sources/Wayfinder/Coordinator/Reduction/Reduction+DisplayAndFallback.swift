/// How every stage names a navigation in its records (the canonical redacted link), and where a
/// link that cannot land goes instead.
extension Reduction {
    func display(_ route: Schema.Route) -> String {
        schema.links.redactedDescription(of: route)
    }

    func display(_ location: Location<Schema>) -> String {
        // A route counts only when it shows the screen (`route(showing:)`), as for Handoff, and
        // lands on this place (its own destination, or the one its resolver names).
        if let route = schema.route(naming: location) { return display(route) }
        return location.description
    }

    var fallback: Location<Schema> { Location(tab: schema.defaultTab) }
}

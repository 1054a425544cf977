/// A resolver run in flight. Only one navigation is in flight at a time.
package struct InFlightResolution<Schema: NavigationSchema>: Hashable, Sendable {
    package let id: ResolutionID
    package let route: Schema.Route
    /// When the resolver started.
    package let startedAt: NavigationTime
    /// The navigation it belongs to, as it travels on (its time to live used, its redirects).
    var navigation: Navigation<Schema>

    init(id: ResolutionID, route: Schema.Route, startedAt: NavigationTime, navigation: Navigation<Schema>) {
        self.id = id
        self.route = route
        self.startedAt = startedAt
        self.navigation = navigation
    }

    /// The navigation it belongs to (what ``PendingLink/id`` is for a waiting one), shared by
    /// all its records.
    package var linkID: LinkID { navigation.id }
    /// The canonical redacted link.
    package var display: String { navigation.display }
    /// Where the navigation came from.
    package var source: LinkSource { navigation.source }
    /// Redirects followed so far.
    package var redirects: Int { navigation.redirects }
}

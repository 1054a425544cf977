/// A resolver run in flight. Only one navigation is in flight at a time.
package struct InFlightResolution<Schema: NavigationSchema>: Hashable, Sendable {
    package let id: ResolutionID
    package let route: Schema.Route
    /// When the resolver started.
    package let startedAt: NavigationTime
    /// The navigation it belongs to, as it travels on (its time to live used, its redirects).
    var _navigation: Navigation<Schema>

    init(id: ResolutionID, route: Schema.Route, startedAt: NavigationTime, navigation: Navigation<Schema>) {
        self.id = id
        self.route = route
        self.startedAt = startedAt
        self._navigation = navigation
    }

    /// The navigation it belongs to (what ``PendingLink/id`` is for a waiting one), shared by
    /// all its records.
    package var linkID: LinkID { _navigation.id }
    /// The canonical redacted link.
    package var display: String { _navigation.display }
    /// Where the navigation came from.
    package var source: LinkSource { _navigation.source }
    /// Redirects followed so far.
    package var redirects: Int { _navigation.redirects }

    /// The navigation, changed in place as it travels on; its storage is read only in this folder.
    var navigation: Navigation<Schema> {
        get { _navigation }
        _modify { yield &_navigation }
    }
}

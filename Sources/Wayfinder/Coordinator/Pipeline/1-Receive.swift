/// Stage 1 of *How a link lands*, Receive: a link or a route arrives with its source. The
/// duplicate window is asked first (the same link twice within it navigates once); a link's text
/// goes on to be parsed, a route requested by value goes straight to the checks.
extension Reduction {
    /// - Parameter matched: The text as the link table matched it, when the caller did.
    mutating func receive(link text: String, source: LinkSource, matched: LinkMatched<Schema>? = nil) {
        let id = newLinkID()
        let textKey = text.hashValue
        // The same text again within the duplicate window is found without matching it (the
        // table is deterministic, so it is the same route): a duplicate allocates nothing.
        if source != .app, let earlier = state.recentLinks.first(text: textKey) {
            recordDuplicate(id, source: source, link: earlier.display, pattern: earlier.pattern, since: earlier.at)
            return
        }
        parse(text, id: id, textKey: textKey, source: source, matched: matched)
    }

    /// - Parameters:
    ///   - pattern: The matched rule's pattern when the caller already knows it, so a
    ///     duplicate's record does not look it up again.
    ///   - text: The hash of the link's text, when the route came from one.
    mutating func receive(
        route: Schema.Route, source: LinkSource, id: LinkID? = nil, pattern: String? = nil, text: Int? = nil
    ) {
        let id = id ?? newLinkID()
        // The route is printed once here for every record of its journey.
        let recorded = schema.links._recordedForm(of: route)
        let display = recorded.display
        let pattern = pattern ?? recorded.pattern
        // App-initiated navigation (a control in the app) is never a duplicate: the window is for
        // external deliveries of the same link.
        if source != .app {
            guard admit(id, key: duplicateKey(route), text: text, display: display, source: source, pattern: pattern)
            else { return }
        }
        if refusesSignInLink(route, id: id, display: display, source: source, pattern: pattern) { return }
        supersedeInFlight(by: display)
        supersedeConfirmation(by: display)
        var navigation = Navigation<Schema>(
            id: id, target: .route(route), display: display, source: source, arrivedAt: now, phase: phase)
        navigation.pattern = pattern
        navigation.link = recorded.link
        proceed(navigation)
    }

    /// The duplicate window: the same link again within it navigates once. Remembers the link
    /// (by fingerprints, and its redacted display for the duplicate's record) when it is new.
    mutating func admit(
        _ id: LinkID, key: RecentLink.Key, text: Int?, display: String, source: LinkSource, pattern: String?
    ) -> Bool {
        let link = DecisionRecord.escaped(display)
        let pattern = pattern.map(DecisionRecord.escaped)
        if let earlier = state.recentLinks.first(key: key) {
            recordDuplicate(id, source: source, link: link, pattern: pattern, since: earlier.at)
            return false
        }
        state.recentLinks.append(RecentLink(key: key, text: text, display: link, pattern: pattern, at: now))
        return true
    }

    /// The record of a duplicate: its link and pattern are escaped already, and its reason is
    /// rendered only when a sink reads it.
    mutating func recordDuplicate(
        _ id: LinkID, source: LinkSource, link: String, pattern: String?, since earlier: NavigationTime
    ) {
        effects.append(
            .record(
                DecisionRecord(
                    id: id, time: now, escapedLink: link, source: source, session: SessionKind(self.session),
                    phase: phase, duplicateSince: now - earlier, window: policy.duplicateWindow,
                    escapedPattern: pattern
                )
            )
        )
    }

    /// What the duplicate window compares: the route's hash (two invites that differ only by
    /// token are different routes), never the link or its secret. Equal routes print the same
    /// canonical link, so this is the canonical link's identity without printing it. Hash values
    /// are seeded per process, which is enough: the window is never saved.
    func duplicateKey(_ route: Schema.Route) -> RecentLink.Key {
        .route(route.hashValue)
    }
}

/// The canonical form of a state: what the rules can tell apart, and nothing else. The verifier
/// (`wayfinder verify`) keeps one state per canonical form, so two runs that reach the same place
/// by different paths, at different times, are explored once.
///
/// - Times become ages measured back from the state's own moment, and every age past `horizon`
///   (the longest duration a rule compares with) is the same age: no rule tells them apart.
/// - Link and resolver identities are renumbered in a fixed order, so the counters a run advanced
///   do not make two states differ.
/// - How the last change animates is forgotten: it is a hint to the view, not a rule's input.
extension NavigationState {
    package func canonical(horizon: Duration) -> Self {
        var copy = self
        let now = self.now
        func age(_ time: NavigationTime) -> NavigationTime {
            NavigationTime(.zero - min(now - time, horizon))
        }
        var ids = LinkIDs()
        copy.now = .zero
        copy.nextLinkID = 0
        copy.nextResolutionID = 0
        copy.visible.transition = .none
        copy.recentLinks.mapInstants(age)
        copy.requirementsMet = copy.requirementsMet.mapValues(age)
        copy.backgroundedAt = copy.backgroundedAt.map(age)
        if var pending = copy.waiting {
            pending.navigation.canonicalize(age: age, horizon: horizon, ids: &ids)
            copy.waiting = pending
        }
        if var behindGate = copy.signInLinkBehindGate {
            behindGate.navigation.canonicalize(age: age, horizon: horizon, ids: &ids)
            copy.signInLinkBehindGate = behindGate
        }
        if var behindQuestion = copy.linkBehindQuestion {
            behindQuestion.navigation.canonicalize(age: age, horizon: horizon, ids: &ids)
            copy.linkBehindQuestion = behindQuestion
        }
        if let flight = copy.inFlight {
            var navigation = flight.navigation
            navigation.canonicalize(age: age, horizon: horizon, ids: &ids)
            copy.inFlight = InFlightResolution(
                id: ResolutionID(1), route: flight.route, startedAt: age(flight.startedAt), navigation: navigation)
        }
        if var held = copy.heldRestoration {
            held.id = ids.renumbered(held.id)
            copy.heldRestoration = held
        }
        return copy
    }
}

extension NavigationState {
    /// Every navigation the state holds until a terminal record ends it: the link that waits (or
    /// the question), a sign-in link waiting behind a gate, the link waiting for sign-in kept
    /// behind a helper's question, the resolution in flight, and a restoration held back until
    /// the session is known.
    package var heldLinkIDs: Set<LinkID> {
        var held: Set<LinkID> = []
        if let waiting = pending ?? confirmation { held.insert(waiting.id) }
        if let behindGate = signInLinkBehindGate { held.insert(behindGate.id) }
        if let behindQuestion = linkBehindQuestion { held.insert(behindQuestion.id) }
        if let flight = inFlight { held.insert(flight.linkID) }
        if let restoration = heldRestoration { held.insert(restoration.id) }
        return held
    }
}

/// Renumbers link identities in the order they are met: 1, 2, ...
struct LinkIDs {
    private var seen: [LinkID: LinkID] = [:]

    mutating func renumbered(_ id: LinkID) -> LinkID {
        if let known = seen[id] { return known }
        let next = LinkID(seen.count + 1)
        seen[id] = next
        return next
    }
}

extension Navigation {
    mutating func canonicalize(age: (NavigationTime) -> NavigationTime, horizon: Duration, ids: inout LinkIDs) {
        id = ids.renumbered(id)
        arrivedAt = age(arrivedAt)
        elapsed = min(elapsed, horizon)
    }
}

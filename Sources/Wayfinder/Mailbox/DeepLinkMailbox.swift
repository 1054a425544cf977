/// Holds the last link that landed for views that appear after it arrived (the `onDeepLink`
/// problem: a sheet's content or a screen deep in a stack is not on screen when the link comes).
///
/// A handler that registers is offered the current link once, if nobody consumed it yet; while
/// registered it is offered new links. Handlers are offered a link newest first (the view that
/// appeared last is usually the deepest), and a handler says whether it consumed the link, so a
/// handler that declines passes it on.
///
/// The mailbox never calls a handler itself: ``post(_:)`` and ``register()`` say whom to offer
/// the link to, and the caller offers it *after* the mutation has ended, calling
/// ``consume(_:)`` when a handler takes it. A handler may therefore navigate (and so post a
/// newer link) while it is offered one: nothing is mid-mutation when it runs.
package struct DeepLinkMailbox<Delivery: Sendable>: Sendable {
    /// Identifies a registered handler.
    package typealias HandlerID = DeepLinkHandlerID

    /// A link to offer, and to whom, newest handler first.
    package struct Offer: Sendable {
        package var link: Delivery
        /// Which post of the link this is, for ``DeepLinkMailbox/consume(_:)``.
        package var ticket: Int
        /// The handlers to offer it to, in order.
        package var handlers: [HandlerID]
    }

    /// The current link, if one landed and nobody consumed it.
    package private(set) var current: Delivery?
    private var ticket = 0
    private var handlers: [HandlerID] = []
    private var nextID = 0

    package init() {}

    /// Posts a newly landed link: it replaces the current one.
    /// - Returns: The offer to make: every registered handler, newest first.
    package mutating func post(_ link: Delivery) -> Offer {
        current = link
        ticket += 1
        return Offer(link: link, ticket: ticket, handlers: handlers.reversed())
    }

    /// Registers a handler.
    /// - Returns: The handler's identifier, for ``unregister(_:)``, and the current link to offer
    ///   it once, if there is one.
    package mutating func register() -> (id: HandlerID, offer: Offer?) {
        let id = HandlerID(rawValue: nextID)
        nextID += 1
        handlers.append(id)
        return (id, current.map { Offer(link: $0, ticket: ticket, handlers: [id]) })
    }

    /// Whether the link of `ticket` is still the current one (not consumed, not replaced).
    package func holds(_ ticket: Int) -> Bool { current != nil && self.ticket == ticket }

    /// A handler consumed the link of `ticket`: forget it, unless a newer link replaced it.
    package mutating func consume(_ ticket: Int) {
        if self.ticket == ticket { current = nil }
    }

    /// Removes a handler (its view disappeared).
    package mutating func unregister(_ id: HandlerID) {
        handlers.removeAll { $0 == id }
    }

    /// Forgets the current link (the person changed, or it went stale).
    package mutating func clear() { current = nil }
}

/// Identifies a handler registered for links that landed (``Navigator/addDeepLinkHandler(_:)``).
public struct DeepLinkHandlerID: Hashable, Sendable {
    let rawValue: Int
}

/// A link as delivered to `onDeepLink` handlers: its canonical URL (secrets included: it lives
/// in memory only, never in records or snapshots) and its route.
public struct DeliveredLink<Route: Hashable & Sendable>: Hashable, Sendable {
    /// The navigation it belongs to.
    public var id: LinkID
    /// The canonical link, secrets included.
    public var url: String
    /// The route it parsed to.
    public var route: Route

    public init(id: LinkID, url: String, route: Route) {
        self.id = id
        self.url = url
        self.route = route
    }
}

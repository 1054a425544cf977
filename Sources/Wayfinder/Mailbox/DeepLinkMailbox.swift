/// Holds the last link that landed for views that appear after it arrived (the `onDeepLink`
/// problem: a sheet's content or a screen deep in a stack is not on screen when the link comes).
///
/// A handler that registers receives the current link once, if nobody consumed it yet; while
/// registered it receives new links. Handlers are offered a link newest first (the view that
/// appeared last is usually the deepest), and a handler returns whether it consumed the link,
/// so a handler that returns `false` passes it on.
public struct DeepLinkMailbox<Delivery: Sendable>: Sendable {
    /// Identifies a registered handler.
    public typealias HandlerID = DeepLinkHandlerID

    /// The current link, if one landed and nobody consumed it.
    public private(set) var current: Delivery?
    private var handlers: [HandlerID] = []
    private var offered: Set<HandlerID> = []
    private var nextID = 0

    /// An empty mailbox.
    public init() {}

    /// Posts a newly landed link: it replaces the current one and is offered to the registered
    /// handlers, newest first, until one consumes it.
    /// - Parameters:
    ///   - link: The link that landed.
    ///   - offer: Calls the handler; returns whether it consumed the link.
    public mutating func post(_ link: Delivery, offer: (HandlerID, Delivery) -> Bool) {
        current = link
        offered = []
        for handler in handlers.reversed() {
            offered.insert(handler)
            if offer(handler, link) {
                current = nil
                return
            }
        }
    }

    /// Registers a handler, offering it the current link once if there is one.
    /// - Returns: The handler's identifier, for ``unregister(_:)``.
    public mutating func register(offer: (HandlerID, Delivery) -> Bool) -> HandlerID {
        let id = HandlerID(rawValue: nextID)
        nextID += 1
        handlers.append(id)
        if let link = current {
            offered.insert(id)
            if offer(id, link) { current = nil }
        }
        return id
    }

    /// Removes a handler (its view disappeared).
    public mutating func unregister(_ id: HandlerID) {
        handlers.removeAll { $0 == id }
        offered.remove(id)
    }

    /// Forgets the current link (for example after it went stale).
    public mutating func clear() { current = nil }
}

/// Identifies a handler registered with a ``DeepLinkMailbox``.
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

    /// Creates a delivered link.
    public init(id: LinkID, url: String, route: Route) {
        self.id = id
        self.url = url
        self.route = route
    }
}

import Foundation

/// Prefetched data and links handed to views that appear after the landing.
extension Navigator {
    // MARK: Prefetched data and late views

    /// Data a resolver prefetched for `screen`, so the screen need not load it again.
    ///
    /// The data belongs to the visit the resolver prepared: it is dropped when `screen` leaves
    /// every stack, so a later visit to the same screen finds none and loads afresh.
    public func prefetched<Value>(for screen: Schema.Screen, as type: Value.Type = Value.self) -> Value? {
        prefetchedData[screen] as? Value
    }

    /// Registers a handler for links that landed (see `DeepLinkMailbox`). It receives the
    /// current link once if nobody consumed it, then each new one while registered. The handler
    /// may navigate: it runs when the mailbox is not being changed.
    /// - Returns: An identifier for ``removeDeepLinkHandler(_:)``.
    package func addDeepLinkHandler(_ handler: @escaping (DeliveredLink<Schema.Route>) -> Bool) -> DeepLinkHandlerID {
        let (id, offer) = mailbox.register()
        handlers[id] = handler
        if let offer { make(offer) }
        return id
    }

    /// Removes a handler (its view disappeared).
    package func removeDeepLinkHandler(_ id: DeepLinkHandlerID) {
        handlers[id] = nil
        mailbox.unregister(id)
    }

    /// Offers a link to handlers in turn until one consumes it, or until it is no longer the
    /// mailbox's link (a handler navigated and a newer link replaced it). No access to the
    /// mailbox is in progress while a handler runs, so a handler may navigate.
    func make(_ offer: DeepLinkMailbox<DeliveredLink<Schema.Route>>.Offer) {
        for id in offer.handlers {
            guard mailbox.holds(offer.ticket) else { return }
            guard let handler = handlers[id] else { continue }
            if handler(offer.link) {
                mailbox.consume(offer.ticket)
                return
            }
        }
    }

    /// Data a resolver prefetched for the screen that just landed on top of the stack in view.
    func keepPrefetched(_ data: any Sendable) {
        if let screen = current.visible.location.stack.last { prefetchedData[screen] = data }
    }

    /// Forgets prefetched data whose screen left every stack, so a later visit loads afresh.
    func dropPrefetchedDataOffStacks() {
        guard !prefetchedData.isEmpty else { return }
        let shown = Set(current.visible.stacks.values.joined()).union(current.visible.presented?.stack ?? [])
        prefetchedData = prefetchedData.filter { shown.contains($0.key) }
    }
}

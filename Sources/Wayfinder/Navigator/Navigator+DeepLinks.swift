public import Foundation

/// Links opened, the data their resolvers prefetched, and links handed to views that appear
/// after the landing.
extension Navigator {
    /// Opens a link (from `onOpenURL`, a notification, a user activity).
    public func open(_ url: URL, source: LinkSource = .link) { open(url.absoluteString, source: source) }

    /// Opens a link given as text.
    public func open(_ link: String, source: LinkSource = .link) {
        send(.linkReceived(link, source: source))
    }

    /// Opens a route that came from outside the app without a link's text: an App Intent or
    /// Siri (`.intent`). It goes through exactly the decisions a link does (access, sign-in, the
    /// pending link, requirements, the duplicate window); with `.app` it is a tap, as
    /// ``navigate(to:)``.
    /// - Parameters:
    ///   - route: The route to open.
    ///   - source: Where it came from, usually `.intent`.
    public func open(_ route: Schema.Route, source: LinkSource) { send(.routeRequested(route, source: source)) }

    // MARK: Prefetched data and late views

    /// Data a resolver prefetched for `screen`, so the screen need not load it again: the screen
    /// the link landed on, on top of a tab's stack or of the stack inside a modal, or the root of a
    /// modal that holds a flow when the link landed on it.
    ///
    /// The data belongs to the visit the resolver prepared: it is dropped when `screen` leaves
    /// every stack (and, for a modal's root, when its modal closes), so a later visit to the same
    /// screen finds none and loads afresh.
    public func prefetched<Value>(for screen: Schema.Screen, as type: Value.Type = Value.self) -> Value? {
        prefetchedData[.screen(screen)] as? Value
    }

    /// Data a resolver prefetched for `modal`, when its link landed on a modal without a screen of
    /// its own (a share preview, a paywall); dropped when the modal closes.
    public func prefetched<Value>(for modal: Schema.Modal, as type: Value.Type = Value.self) -> Value? {
        prefetchedData[.modal(modal)] as? Value
    }

    /// What prefetched data belongs to: a screen, or a modal without a screen of its own.
    enum PrefetchKey: Hashable {
        case screen(Schema.Screen)
        case modal(Schema.Modal)
    }

    /// Registers a handler for links that landed, for a view that appears after its link
    /// arrived (a sheet's content, a screen deep in a stack): it receives the current link once
    /// if nobody consumed it, then each new one while registered, newest handler first, until
    /// one returns `true` (consumed). The handler may navigate: it runs when no delivery is
    /// being changed. SwiftUI's `onDeepLink` and UIKit's view controllers use it; remove the
    /// handler when its view goes away.
    /// - Parameter handler: Receives a landed link (its canonical URL, secrets included, and its
    ///   route); returns whether it consumed it.
    /// - Returns: An identifier for ``removeDeepLinkHandler(_:)``.
    @discardableResult
    public func addDeepLinkHandler(_ handler: @escaping (DeliveredLink<Schema.Route>) -> Bool) -> DeepLinkHandlerID {
        let (id, offer) = mailbox.register()
        handlers[id] = handler
        if let offer { make(offer) }
        return id
    }

    /// Removes a handler (its view disappeared).
    /// - Parameter id: What ``addDeepLinkHandler(_:)`` returned.
    public func removeDeepLinkHandler(_ id: DeepLinkHandlerID) {
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

    /// Data a resolver prefetched for what just landed: inside the modal that is up (the top of
    /// its stack, else its root, else the modal itself), else the top of the stack in view. A
    /// link lands under no modal but one it put up or landed in, so the modal up is the landing's.
    func keepPrefetched(_ data: any Sendable) {
        if let presented = current.visible.presented {
            if let screen = presented.stack.last ?? schema.root(of: presented.modal) {
                prefetchedData[.screen(screen)] = data
            } else {
                prefetchedData[.modal(presented.modal)] = data
            }
        } else if let screen = current.visible.location.stack.last {
            prefetchedData[.screen(screen)] = data
        }
    }

    /// Forgets prefetched data whose screen left every stack, or whose modal closed, so a later
    /// visit loads afresh.
    func dropPrefetchedDataOffStacks() {
        // Most steps find none kept: answered before the work, which names (so looks up at run
        // time) the presentation's type.
        if !prefetchedData.isEmpty { dropPrefetchedDataNotShown() }
    }

    private func dropPrefetchedDataNotShown() {
        var shown = Set(current.visible.stacks.values.joined())
        var modal: Schema.Modal?
        if let presented = current.visible.presented {
            shown.formUnion(presented.stack)
            if let root = schema.root(of: presented.modal) { shown.insert(root) }
            modal = presented.modal
        }
        prefetchedData = prefetchedData.filter {
            switch $0.key {
            case .screen(let screen): shown.contains(screen)
            case .modal(let kept): kept == modal
            }
        }
    }
}

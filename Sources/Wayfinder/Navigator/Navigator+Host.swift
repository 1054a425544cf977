/// What any host needs beyond Observation: a callback after each change saying what changed
/// per part, commands that say whether they were refused, and the Handoff link on a host.
extension Navigator {
    /// Calls `observer` after every step that changed what the person sees, with what changed
    /// per part (``NavigationChange``), once the step is complete: its state published, its
    /// records written, its landed link delivered.
    ///
    /// Observation tells a view *before* a part changes and must be registered again after each
    /// change; a host that drives views by hand (UIKit) wants to be told after, once, with what
    /// changed. An observer may send commands: each reaches the observers as a change of its own.
    /// - Parameter observer: Receives each change.
    /// - Returns: An identifier for ``removeChangeObserver(_:)``.
    @discardableResult
    public func addChangeObserver(_ observer: @escaping @MainActor (NavigationChange<Schema>) -> Void)
        -> ChangeObserverID
    {
        if host.observers.isEmpty { host.reported = displayedState }
        let id = ChangeObserverID(rawValue: host.nextID)
        host.nextID += 1
        host.observers.append((id, observer))
        return id
    }

    /// Stops calling an observer.
    /// - Parameter id: What ``addChangeObserver(_:)`` returned.
    public func removeChangeObserver(_ id: ChangeObserverID) {
        host.observers.removeAll { $0.id == id }
        if host.observers.isEmpty { host.reported = nil }
    }

    /// The universal link of where the person is, on `host` (`https://shop.example.com/orders/42`),
    /// for Handoff's `webpageURL`: ``handoffLink`` printed on that host by
    /// ``LinkTable/universalLink(for:host:)``, or `nil` when there is none to give.
    /// - Parameter host: One of the link table's universal-link hosts.
    /// - Returns: The link, or `nil`.
    public func handoffUniversalLink(host: String) -> String? {
        let links = schema.links
        return handoffLink.flatMap { try? links.match($0).get() }.flatMap { links.universalLink(for: $0, host: host) }
    }

    /// The state this navigator shows (its window's, for one window of several), without
    /// observing it (the SwiftUI adapter plans its presentations from it, having read the parts
    /// it observes).
    package var displayedState: NavigationState<Schema> { windowState ?? current }

    /// Tells the change observers what changed since they were last told; nothing when nobody
    /// observes (one comparison of an empty list per step).
    func reportChange() {
        guard !host.observers.isEmpty, let before = host.reported else { return }
        let now = displayedState
        let change = NavigationChange(from: before, to: now)
        host.reported = now
        guard !change.isEmpty else { return }
        for (_, observer) in host.observers { observer(change) }
    }

    /// Sends a command's event and says whether the navigator now shows what it asked for.
    func command(
        _ event: NavigationEvent<Schema>, shows: (NavigationState<Schema>.Visible) -> Bool
    ) -> CommandResult {
        send(event)
        return shows(displayedState.visible) ? .applied : .refused
    }

    /// The stack a push acts on: inside the modal up when it holds a flow, else the selected tab's.
    func topmostStack(of visible: NavigationState<Schema>.Visible) -> [Schema.Screen] {
        if let presented = visible.presented, schema.root(of: presented.modal) != nil { return presented.stack }
        return visible.location.stack
    }
}

/// Identifies a change observer of a ``Navigator``.
public struct ChangeObserverID: Hashable, Sendable {
    let rawValue: Int
}

/// What a command did: applied, or refused (the navigator does not show what it asked for).
///
/// A host that wrote something on its own (a tab bar already showing the tapped tab, a stack
/// the person popped) puts back what the navigator shows when the write was refused.
public enum CommandResult: Hashable, Sendable {
    /// The navigator shows what the command asked for (it may have shown it already).
    case applied
    /// It does not: the access check, a gate or a modal that cannot be dismissed turned it away,
    /// or it waits (a protected tab behind sign-in).
    case refused

    /// Whether the command was refused.
    public var isRefused: Bool { self == .refused }
}

/// A navigator's bookkeeping for its change observers.
struct NavigatorHostState<Schema: NavigationSchema> {
    var observers: [(id: ChangeObserverID, call: @MainActor (NavigationChange<Schema>) -> Void)] = []
    var nextID = 0
    /// The state the observers were last told of; `nil` while nobody observes.
    var reported: NavigationState<Schema>?
}

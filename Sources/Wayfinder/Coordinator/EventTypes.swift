/// The types a ``NavigationEvent`` carries its values in: an app's ``NavigationSchema`` (its own
/// tabs, screens, modals, notices and routes, and its resolvers' ``Resolution``), or the names a
/// journal keeps them by.
///
/// The events are spelled once, in ``NavigationEvent``; an app and its journal differ only in the
/// types of their values. An app does not conform to this protocol itself: every
/// ``NavigationSchema`` does.
public protocol EventTypes: Sendable {
    /// A tab of the root `TabView`.
    associatedtype Tab: Hashable & Codable & Sendable & CustomStringConvertible
    /// A screen pushed onto a tab's stack. Its description is how scripts and logs render it
    /// (`order(42)`), so it must not contain secrets, nor a personal value it holds (what the
    /// person typed, ``LinkRule/personal``): Shop's `draft(text)` is written `draft`.
    associatedtype Screen: Hashable & Codable & Sendable & CustomStringConvertible
    /// A modal (sheet or full-screen cover).
    associatedtype Modal: Hashable & Codable & Sendable & CustomStringConvertible
    /// A notice (alert).
    associatedtype Notice: Hashable & Codable & Sendable & CustomStringConvertible
    /// A typed route, built from links by a ``LinkTable``.
    associatedtype Route: Hashable & Sendable
    /// What a resolver answered about a route: a ``Resolution`` for an app.
    associatedtype Answer: Sendable
}

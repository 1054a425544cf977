/// How a path written by the UI differs from the one the navigator holds.
///
/// SwiftUI writes a `NavigationStack`'s path on its own (a swipe back, the back button, a
/// `NavigationLink(value:)`). The host view turns each write into an event with this pure
/// function, so no write bypasses the coordinator.
package enum PathChange<Screen: Hashable>: Hashable {
    case unchanged
    /// The new path is the old one with `count` screens removed from the top.
    case popped(count: Int)
    /// The new path is the old one with `screens` added on top.
    case pushed([Screen])
    /// Anything else (a reorder, a replacement).
    case replaced

    /// Compares two paths.
    /// - Complexity: O(n) in the longer path.
    package static func between(_ old: [Screen], _ new: [Screen]) -> Self {
        if old == new { return .unchanged }
        if new.count < old.count, Array(old.prefix(new.count)) == new { return .popped(count: old.count - new.count) }
        if new.count > old.count, Array(new.prefix(old.count)) == old {
            return .pushed(Array(new.dropFirst(old.count)))
        }
        return .replaced
    }
}

extension PathChange: Sendable where Screen: Sendable {}

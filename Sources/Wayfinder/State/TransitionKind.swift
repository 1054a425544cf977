/// How the last change should be animated.
public enum TransitionKind: String, Hashable, Sendable, Codable {
    /// Nothing moved.
    case none
    /// One screen or one modal changed: animate as usual.
    case step
    /// A long jump (another tab, or several screens at once): apply without animation.
    case jump
}

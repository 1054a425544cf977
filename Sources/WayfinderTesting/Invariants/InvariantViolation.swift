/// A broken invariant: which one, what happened, and where.
///
/// The invariants are listed in the "How a link lands" article and named by ``Invariant`` (11 and 12 hold between windows).
/// Checks build violations as values; the text forms (`after sign-in alice at 0.000s: invariant
/// 2: …`) are printed from these fields, never parsed back.
public struct InvariantViolation: Hashable, Sendable, CustomStringConvertible {
    public var invariant: Invariant
    /// What broke, as a sentence without the invariant's number
    /// (`order(42) in account needs signed in but the session is signed-out`).
    public var message: String
    /// Where it broke, when known (`after sign-in alice at 0.000s`).
    public var context: String?

    /// Creates a violation.
    /// - Parameters:
    ///   - invariant: The invariant broken.
    ///   - message: What broke, without the number.
    ///   - context: Where it broke, if known.
    public init(_ invariant: Invariant, _ message: String, context: String? = nil) {
        self.invariant = invariant
        self.message = message
        self.context = context
    }

    /// `after sign-in alice at 0.000s: invariant 2: …`, or `invariant 2: …` without a context.
    public var description: String {
        let text = "\(invariant): \(message)"
        return context.map { "\($0): \(text)" } ?? text
    }
}

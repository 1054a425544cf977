/// A mistake in a link table's declaration, found when the table is built.
///
/// Building a ``LinkTable`` checks every pattern once; a table that builds
/// never fails at match time because of its own declaration. The message is a
/// full sentence that names the patterns involved and says how to fix them.
public struct LinkTableError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A full sentence naming the patterns involved and how to fix them.
    public let description: String
    /// The patterns involved, as declared.
    public let patterns: [String]

    init(_ description: String, patterns: [String]) {
        self.description = description
        self.patterns = patterns
    }
}

/// Collects ``Link`` entries in a ``LinkTable`` declaration.
///
/// Supports plain lists, `if`/`else`, optional blocks and `for` loops, so a
/// table can include entries conditionally.
@resultBuilder
public enum LinkTableBuilder<Route: Hashable & Sendable> {
    /// Wraps one entry.
    public static func buildExpression(_ link: Link<Route>) -> [Link<Route>] { [link] }
    /// Wraps a list of entries, for example one built elsewhere.
    public static func buildExpression(_ links: [Link<Route>]) -> [Link<Route>] { links }
    /// Concatenates the entries of a block in order.
    public static func buildBlock(_ parts: [Link<Route>]...) -> [Link<Route>] { parts.flatMap { $0 } }
    /// Concatenates the entries of a `for` loop.
    public static func buildArray(_ parts: [[Link<Route>]]) -> [Link<Route>] { parts.flatMap { $0 } }
    /// The entries of an `if` without `else`, or none.
    public static func buildOptional(_ part: [Link<Route>]?) -> [Link<Route>] { part ?? [] }
    /// The entries of the first branch of an `if`/`else`.
    public static func buildEither(first: [Link<Route>]) -> [Link<Route>] { first }
    /// The entries of the second branch of an `if`/`else`.
    public static func buildEither(second: [Link<Route>]) -> [Link<Route>] { second }
}

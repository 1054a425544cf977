/// Collects ``LinkRule`` entries in a ``LinkTable`` declaration.
///
/// Supports plain lists, `if`/`else`, optional blocks and `for` loops, so a
/// table can include entries conditionally.
@resultBuilder
public enum LinkTableBuilder<Route: Hashable & Sendable> {
    /// Wraps one entry.
    public static func buildExpression(_ link: LinkRule<Route>) -> [LinkRule<Route>] { [link] }
    /// Wraps a list of entries, for example one built elsewhere.
    public static func buildExpression(_ links: [LinkRule<Route>]) -> [LinkRule<Route>] { links }
    /// Concatenates the entries of a block in order.
    public static func buildBlock(_ parts: [LinkRule<Route>]...) -> [LinkRule<Route>] { _joined(parts) }
    /// Concatenates the entries of a `for` loop.
    public static func buildArray(_ parts: [[LinkRule<Route>]]) -> [LinkRule<Route>] { _joined(parts) }

    /// Concatenates without copying a lone part; tables of a thousand rules are built at launch.
    static func _joined(_ parts: [[LinkRule<Route>]]) -> [LinkRule<Route>] {
        if parts.count == 1 { return parts[0] }
        var rules: [LinkRule<Route>] = []
        rules.reserveCapacity(parts.reduce(0) { $0 + $1.count })
        for part in parts { rules.append(contentsOf: part) }
        return rules
    }
    /// The entries of an `if` without `else`, or none.
    public static func buildOptional(_ part: [LinkRule<Route>]?) -> [LinkRule<Route>] { part ?? [] }
    /// The entries of the first branch of an `if`/`else`.
    public static func buildEither(first: [LinkRule<Route>]) -> [LinkRule<Route>] { first }
    /// The entries of the second branch of an `if`/`else`.
    public static func buildEither(second: [LinkRule<Route>]) -> [LinkRule<Route>] { second }
}

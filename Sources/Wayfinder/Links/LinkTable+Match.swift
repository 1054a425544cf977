/// Which rule matches a link or prints a route, and what it captured: what callers outside the
/// matcher (the route map, the records, the associated-domains check) ask of a table.
extension LinkTable {
    /// A route together with the rule that parses or prints it and its captured parameters.
    public struct Match: Sendable {
        public let route: Route
        /// The index of the rule in ``LinkTable/entries`` (the route map names rules by it).
        package let ruleIndex: Int
        /// The rule, whose ``LinkRule/pattern``, ``LinkRule/pathSegments`` and
        /// ``LinkRule/queryFields`` describe the link.
        public let rule: LinkRule<Route>
        /// The captured values, with secret ones marked (see ``LinkParameters/items``).
        public let parameters: LinkParameters
    }

    /// Parses a link and tells which rule matched and what it captured.
    ///
    /// - Parameter link: The link text.
    /// - Returns: The match, or why the link is not one; ``match(_:)`` is this match's route.
    /// - Complexity: O(*m*) in the length of the link, as ``match(_:)``.
    public func matchDetails(_ link: String) -> Result<Match, LinkRejection> {
        parsed(link).map {
            Match(route: $0.route, ruleIndex: $0.index, rule: entries[$0.index], parameters: $0.parameters)
        }
    }

    /// The match of a route's canonical link: the rule that parses the link
    /// ``link(for:redactingSecrets:)`` prints, and the parameters that link carries.
    ///
    /// ```swift
    /// links.canonicalMatch(for: .order(id: "42"))?.rule.pattern  // "/orders/:id"
    /// ```
    ///
    /// - Parameter route: The route to print.
    /// - Returns: The match, or `nil` when no rule prints the route.
    /// - Complexity: O(*n*) in the number of entries.
    public func canonicalMatch(for route: Route) -> Match? {
        guard let printed = _canonicalPrint(of: route) else { return nil }
        return Match(
            route: route, ruleIndex: printed.parser, rule: entries[printed.parser], parameters: printed.parameters)
    }

    /// The rule whose pattern accepts the link's shape, before its parameters are typed: the one
    /// question the associated-domains check asks that ``matchDetails(_:)`` does not answer.
    ///
    /// `/orders/x` finds `/orders/:id` even when `id` must be a number.
    /// - Parameter link: A link on one of the table's origins.
    /// - Returns: The index of the rule in ``entries``, or `nil` when no pattern accepts the link's path.
    package func ruleIndex(acceptingShapeOf link: String) -> Int? {
        if case .matched(let index, _) = _matcher._match(link) { return index }
        return nil
    }
}

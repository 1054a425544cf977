// The one question the associated-domains checker asks that the public inspection API
// (LinkTable+Inspection.swift, LinkSegment.swift) does not answer: which rule's pattern accepts a
// link's shape before its parameters are typed.

extension LinkTable {
    /// The rule whose pattern accepts the link's shape, before its parameters are typed.
    ///
    /// `/orders/x` finds `/orders/:id` even when `id` must be a number.
    /// - Parameter link: A link on one of the table's origins.
    /// - Returns: The index of the rule in ``entries``, or `nil` when no pattern accepts the link's path.
    package func ruleIndex(acceptingShapeOf link: String) -> Int? {
        if case .matched(let index, _) = _matcher._match(link) { return index }
        return nil
    }
}

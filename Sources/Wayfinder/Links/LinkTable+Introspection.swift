// A small, read-only view of a link table's patterns for the package's own tools (the
// associated-domains generator and checker). Package access only: the public introspection API
// of the link layer is being designed separately and will replace this file.

extension LinkTable {
    /// One segment of a rule's path pattern.
    package enum PatternSegment: Hashable, Sendable {
        /// A literal segment, as declared (`orders`).
        case literal(String)
        /// A parameter segment (`:id`), by name.
        case parameter(String)
        /// A catch-all tail (`*rest`), by name: one or more segments.
        case tail(String)
    }

    /// The path segments of the rule at `index`, in order; empty for the root pattern `/`.
    /// - Parameter index: An index into ``entries``.
    /// - Returns: The segments, or an empty array for an index out of range.
    package func patternSegments(ofRule index: Int) -> [PatternSegment] {
        guard _matcher.entries.indices.contains(index) else { return [] }
        return _matcher.entries[index].pattern.segments.map { segment in
            switch segment {
            case .literal(let text): .literal(text)
            case .parameter(let name): .parameter(name)
            case .tail(let name): .tail(name)
            }
        }
    }

    /// The query fields the rule at `index` reads, in declaration order.
    package func queryFields(ofRule index: Int) -> [String] {
        guard _matcher.entries.indices.contains(index) else { return [] }
        return _matcher.entries[index].pattern.queryFields
    }

    /// The rule whose pattern accepts the link's shape, before its parameters are typed.
    ///
    /// `/orders/x` finds `/orders/:id` even when `id` must be a number.
    /// - Parameter link: A link on one of the table's origins.
    /// - Returns: The index of the rule, or `nil` when no pattern accepts the link's path.
    package func ruleIndex(acceptingShapeOf link: String) -> Int? {
        if case .matched(let index, _) = _matcher._match(link) { return index }
        return nil
    }
}

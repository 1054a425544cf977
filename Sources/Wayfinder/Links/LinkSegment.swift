/// One segment of a link rule's path pattern.
public enum LinkSegment: Hashable, Sendable {
    /// A literal segment that must appear as written, such as `orders`.
    case literal(String)
    /// A parameter that captures one segment, such as `:id` (the name without `:`).
    case parameter(String)
    /// A parameter that captures the part of one segment between a literal prefix and suffix,
    /// such as `@:handle` (prefix `@`), `:id.json` (suffix `.json`) or `v:version` (prefix `v`).
    /// The value is never empty, and the prefix and suffix compare case-sensitively after
    /// percent-decoding, like literal segments.
    case affixedParameter(String, prefix: String, suffix: String)
    /// A catch-all tail that captures every remaining segment, such as `*path` (the name without `*`).
    case catchAllTail(String)
}

extension LinkRule {
    /// The path pattern's segments, in order; empty for `/` and for a pattern that does not parse
    /// (the table refuses to build with it).
    public var pathSegments: [LinkSegment] {
        guard case .success(let pattern) = declaration else { return [] }
        return pattern.segments.map { segment in
            switch segment {
            case .literal(let text): .literal(text)
            case .parameter(let name, prefix: "", suffix: ""): .parameter(name)
            case .parameter(let name, let prefix, let suffix): .affixedParameter(name, prefix: prefix, suffix: suffix)
            case .tail(let name): .catchAllTail(name)
            }
        }
    }

    /// The query field names the rule reads, in declaration order (`["q", "page"]` for
    /// `/search?q&page`).
    public var queryFields: [String] {
        guard case .success(let pattern) = declaration else { return [] }
        return pattern.queryFields
    }

    /// The default text of each query field that declares one (`["page": "1"]` for
    /// `/search?q&page=1`): an absent field reads as its default, and a value equal to it is left
    /// out of printed links.
    public var queryDefaults: [String: String] {
        guard case .success(let pattern) = declaration else { return [:] }
        var defaults: [String: String] = [:]
        for (field, value) in zip(pattern.queryFields, pattern.queryDefaults) { defaults[field] = value }
        return defaults
    }
}

/// A link pattern, parsed and checked once when a ``LinkRule`` is declared.
///
/// Grammar (see the "Declaring links" article):
/// `/` alone, or `/` followed by segments separated by `/`; a segment is a literal
/// (`orders`), a parameter (`:id`) or, last only, a catch-all tail (`*rest`); then
/// optionally `?` and query field names separated by `&` (`?q&page`), each with an optional
/// default (`?page=1`).
struct LinkPattern: Hashable, Sendable {
    enum Segment: Hashable, Sendable {
        case literal(String)
        case parameter(String)
        case tail(String)
    }

    /// The pattern as declared.
    let text: String
    /// The path segments; empty for the root pattern `/`.
    let segments: [Segment]
    /// The query fields the entry reads, in declaration order.
    let queryFields: [String]
    /// The default text of each query field (`?page=1`), `nil` for a field without one.
    var queryDefaults: [String?] = []

    /// Every name the pattern binds, in order: path parameters, the tail, then query fields.
    let parameterNames: [String]

    init(text: String, segments: [Segment], queryFields: [String]) {
        self.text = text
        self.segments = segments
        self.queryFields = queryFields
        var names: [String] = []
        names.reserveCapacity(segments.count + queryFields.count)
        for segment in segments {
            switch segment {
            case .literal: break
            case .parameter(let name), .tail(let name): names.append(name)
            }
        }
        self.parameterNames = names + queryFields
    }

    /// The shape used to detect conflicts: literals as written, parameters as `:`, a tail as `*`.
    var shape: String {
        var shape = "/"
        shape.reserveCapacity(text.utf8.count)
        for (index, segment) in segments.enumerated() {
            if index > 0 { shape += "/" }
            switch segment {
            case .literal(let text): shape += text
            case .parameter: shape += ":"
            case .tail: shape += "*"
            }
        }
        return shape
    }

    /// Parses a pattern, or returns a full-sentence description of what is wrong with it.
    static func parse(_ text: String) -> Result<LinkPattern, LinkTableError> {
        // Scanned as UTF-8: tables of a thousand rules are declared at launch.
        let question = text.utf8.firstIndex(of: UInt8(ascii: "?"))
        let path = text[..<(question ?? text.endIndex)]
        let query: Substring? = question.map { text[text.utf8.index(after: $0)...] }
        guard path.utf8.first == UInt8(ascii: "/") else {
            return .failure(LinkMessages.patternMustStartWithSlash(text))
        }
        var segments: [Segment] = []
        if path.utf8.count > 1 {
            let pieces = path.utf8.dropFirst().split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
            segments.reserveCapacity(pieces.count)
            for (index, bytes) in pieces.enumerated() {
                let piece = Substring(bytes)
                guard let first = bytes.first else {
                    let trailing = index == pieces.count - 1
                    return .failure(LinkMessages.patternHasEmptySegment(text, trailing: trailing))
                }
                if first == UInt8(ascii: ":") || first == UInt8(ascii: "*") {
                    let name = piece.dropFirst()
                    guard isValidName(name) else {
                        return .failure(LinkMessages.patternHasBadName(text, name: String(piece)))
                    }
                    if first == UInt8(ascii: "*") {
                        guard index == pieces.count - 1 else {
                            return .failure(LinkMessages.patternTailNotLast(text, tail: String(piece)))
                        }
                        segments.append(.tail(String(name)))
                    } else {
                        segments.append(.parameter(String(name)))
                    }
                } else {
                    guard piece != ".", piece != "..", bytes.allSatisfy(isLiteralByte) else {
                        return .failure(LinkMessages.patternHasBadLiteral(text, literal: String(piece)))
                    }
                    segments.append(.literal(String(piece)))
                }
            }
        }
        if let query, let optional = optionalSegment(path: path, query: query) {
            return .failure(optional)
        }
        var fields: [String] = []
        var defaults: [String?] = []
        if let query {
            for bytes in query.utf8.split(separator: UInt8(ascii: "&"), omittingEmptySubsequences: false) {
                var field = Substring(bytes)
                var fallback: String? = nil
                if let equals = bytes.firstIndex(of: UInt8(ascii: "=")) {
                    let value = Substring(bytes[bytes.index(after: equals)...])
                    field = Substring(bytes[..<equals])
                    guard value.utf8.allSatisfy(ASCII.isUnreserved) else {
                        return .failure(
                            LinkMessages.patternHasBadDefault(text, field: String(field), value: String(value)))
                    }
                    fallback = String(value)
                }
                guard isValidName(field) else {
                    return .failure(LinkMessages.patternHasBadQueryField(text, field: String(field)))
                }
                fields.append(String(field))
                defaults.append(fallback)
            }
        }
        var pattern = LinkPattern(text: text, segments: segments, queryFields: fields)
        if defaults.contains(where: { $0 != nil }) { pattern.queryDefaults = defaults }
        var seen: Set<String> = []
        for name in pattern.parameterNames where !seen.insert(name).inserted {
            return .failure(LinkMessages.patternRepeatsName(text, name: name))
        }
        return .success(pattern)
    }

    /// The error for `:id?` (an optional path parameter), which the grammar reads as a query
    /// suffix: `path` ends with a parameter and the "query" is empty or continues the path.
    static func optionalSegment(path: Substring, query: Substring) -> LinkTableError? {
        guard query.isEmpty || query.first == "/" else { return nil }
        let pieces = path.split(separator: "/")
        guard let parameter = pieces.last, parameter.first == ":" else { return nil }
        let before = pieces.dropLast().map { "/" + $0 }.joined()
        let after = query.isEmpty ? "" : String(query)
        let pattern = String(path) + "?" + query
        let without = before + after
        return LinkMessages.optionalSegment(
            pattern, parameter: String(parameter), without: without.isEmpty ? "/" : without,
            with: before + "/" + parameter + after)
    }

    /// A parameter or query field name: an ASCII letter or `_`, then letters, digits, `_` or `-`.
    static func isValidName(_ name: some StringProtocol) -> Bool {
        guard let first = name.utf8.first, ASCII.isLetter(first) || first == UInt8(ascii: "_") else {
            return false
        }
        return name.utf8.allSatisfy { ASCII.isLetter($0) || ASCII.isDigit($0) || $0 == 0x5F || $0 == 0x2D }
    }

    /// A byte a literal segment may hold: RFC 3986 `pchar` without percent-escapes.
    static func isLiteralByte(_ byte: UInt8) -> Bool {
        ASCII.isUnreserved(byte) || ASCII.isSubDelimiter(byte) || byte == 0x3A || byte == 0x40
    }
}

/// A link pattern, parsed and checked once when a ``LinkRule`` is declared.
///
/// Grammar (see the "Declaring links" article):
/// `/` alone, or `/` followed by segments separated by `/`; a segment is a literal
/// (`orders`), a parameter (`:id`), a parameter with a literal prefix or suffix or both
/// (`@:handle`, `:id.json`, `v:version`) or, last only, a catch-all tail (`*rest`); then
/// optionally `?` and query field names separated by `&` (`?q&page`), each with an optional
/// default (`?page=1`). In a segment, `:` starts the parameter's name, which runs while the
/// characters can continue a name; what follows is the suffix.
struct LinkPattern: Hashable, Sendable {
    enum Segment: Hashable, Sendable {
        case literal(String)
        /// A parameter, with the literal text around it in its segment (both empty for `:id`).
        case parameter(String, prefix: String, suffix: String)
        case tail(String)
    }

    /// The pattern as declared.
    let text: String
    /// The path segments; empty for the root pattern `/`.
    let segments: [Segment]
    /// The query fields the entry reads, in declaration order.
    let queryFields: [String]
    /// The default text of each query field (`?page=1`), `nil` for a field without one; empty
    /// when no field has a default.
    let queryDefaults: [String?]

    /// Every name the pattern binds, in order: path parameters, the tail, then query fields.
    let parameterNames: [String]

    /// Parses a pattern, or returns a full-sentence description of what is wrong with it.
    ///
    /// - Complexity: O(*n*) in the length of the pattern, plus O(*k*²) in its *k* names (to find
    ///   a repeated one). Tables of a thousand rules are declared at launch, so the pattern is
    ///   scanned once as UTF-8 and only the arrays the pattern keeps are allocated.
    static func parse(_ text: String) -> Result<LinkPattern, LinkTableError> {
        if let result = text.utf8.withContiguousStorageIfAvailable({ parse(text, bytes: $0) }) { return result }
        return Array(text.utf8).withUnsafeBufferPointer { parse(text, bytes: $0) }
    }

    private static func parse(_ text: String, bytes: UnsafeBufferPointer<UInt8>) -> Result<LinkPattern, LinkTableError>
    {
        let n = bytes.count
        func string(_ start: Int, _ end: Int) -> String {
            String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        }
        var pathEnd = 0
        var slashes = 0
        var bound = 0  // an upper bound of the names: each `:` and tail segment, query items
        while pathEnd < n && bytes[pathEnd] != UInt8(ascii: "?") {
            if bytes[pathEnd] == UInt8(ascii: "/") {
                slashes += 1
                if pathEnd + 1 < n && bytes[pathEnd + 1] == UInt8(ascii: "*") { bound += 1 }
            } else if bytes[pathEnd] == UInt8(ascii: ":") {
                bound += 1
            }
            pathEnd += 1
        }
        guard pathEnd > 0, bytes[0] == UInt8(ascii: "/") else {
            return .failure(LinkMessages.patternMustStartWithSlash(text))
        }
        if pathEnd < n {
            bound += 1
            for i in pathEnd + 1..<n where bytes[i] == UInt8(ascii: "&") { bound += 1 }
        }

        var segments: [Segment] = []
        var names: [String] = []
        names.reserveCapacity(bound)
        if pathEnd > 1 {
            segments.reserveCapacity(slashes)
            var start = 1
            while true {
                var end = start
                while end < pathEnd && bytes[end] != UInt8(ascii: "/") { end += 1 }
                let last = end == pathEnd
                guard end > start else {
                    return .failure(LinkMessages.patternHasEmptySegment(text, trailing: last))
                }
                let first = bytes[start]
                var colon = start
                while colon < end && bytes[colon] != UInt8(ascii: ":") { colon += 1 }
                if colon < end && colon > start || first == UInt8(ascii: ":") && Self.hasSuffix(bytes, start, end) {
                    // A parameter with literal text around it: `@:handle`, `:id.json`, `v:version`.
                    switch affixed(bytes, start: start, colon: colon, end: end, text: text, string: string) {
                    case .failure(let error): return .failure(error)
                    case .success(let segment):
                        segments.append(segment)
                        if case .parameter(let name, _, _) = segment { names.append(name) }
                    }
                } else if first == UInt8(ascii: ":") || first == UInt8(ascii: "*") {
                    guard isValidName(UnsafeBufferPointer(rebasing: bytes[start + 1..<end])) else {
                        return .failure(LinkMessages.patternHasBadName(text, name: string(start, end)))
                    }
                    let name = string(start + 1, end)
                    if first == UInt8(ascii: "*") {
                        guard last else {
                            return .failure(LinkMessages.patternTailNotLast(text, tail: string(start, end)))
                        }
                        segments.append(.tail(name))
                    } else {
                        segments.append(.parameter(name, prefix: "", suffix: ""))
                    }
                    names.append(name)
                } else {
                    let literal = UnsafeBufferPointer(rebasing: bytes[start..<end])
                    let dots = literal.count <= 2 && literal.allSatisfy { $0 == UInt8(ascii: ".") }
                    guard !dots, literal.allSatisfy(isLiteralByte) else {
                        return .failure(LinkMessages.patternHasBadLiteral(text, literal: string(start, end)))
                    }
                    segments.append(.literal(string(start, end)))
                }
                if last { break }
                start = end + 1
            }
        }

        var fields: [String] = []
        var defaults: [String?] = []
        if pathEnd < n {
            // `:id?` reads as an empty query, or one that continues the path.
            if pathEnd + 1 == n || bytes[pathEnd + 1] == UInt8(ascii: "/") {
                let question = text.utf8.index(text.utf8.startIndex, offsetBy: pathEnd)
                let optional = optionalSegment(
                    path: text[..<question], query: text[text.utf8.index(after: question)...])
                if let optional { return .failure(optional) }
            }
            fields.reserveCapacity(bound - names.count)
            var start = pathEnd + 1
            while true {
                var end = start
                var equals = -1
                while end < n && bytes[end] != UInt8(ascii: "&") {
                    if equals < 0 && bytes[end] == UInt8(ascii: "=") { equals = end }
                    end += 1
                }
                let fieldEnd = equals < 0 ? end : equals
                if equals >= 0 {
                    guard UnsafeBufferPointer(rebasing: bytes[equals + 1..<end]).allSatisfy(ASCII.isUnreserved) else {
                        return .failure(
                            LinkMessages.patternHasBadDefault(
                                text, field: string(start, fieldEnd), value: string(equals + 1, end)))
                    }
                }
                guard isValidName(UnsafeBufferPointer(rebasing: bytes[start..<fieldEnd])) else {
                    return .failure(LinkMessages.patternHasBadQueryField(text, field: string(start, fieldEnd)))
                }
                let field = string(start, fieldEnd)
                fields.append(field)
                names.append(field)
                if equals >= 0 {
                    if defaults.isEmpty { defaults = Array(repeating: nil, count: fields.count - 1) }
                    defaults.append(string(equals + 1, end))
                } else if !defaults.isEmpty {
                    defaults.append(nil)
                }
                if end == n { break }
                start = end + 1
            }
        }
        // Few names per pattern: comparing each with the earlier ones beats hashing them.
        for (index, name) in names.enumerated() where names[..<index].contains(name) {
            return .failure(LinkMessages.patternRepeatsName(text, name: name))
        }
        return .success(
            LinkPattern(
                text: text, segments: segments, queryFields: fields, queryDefaults: defaults, parameterNames: names))
    }

    /// Whether the segment `:name…` goes on past its name (a suffix, or more text after it).
    private static func hasSuffix(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        var i = start + 1
        while i < end && isNameByte(bytes[i]) { i += 1 }
        return i < end && i > start + 1
    }

    /// Reads a segment that holds a parameter and literal text: the prefix before `:`, the name,
    /// and the suffix after it. One parameter per segment; the prefix and suffix are literal text.
    private static func affixed(
        _ bytes: UnsafeBufferPointer<UInt8>, start: Int, colon: Int, end: Int, text: String,
        string: (Int, Int) -> String
    ) -> Result<Segment, LinkTableError> {
        var nameEnd = colon + 1
        while nameEnd < end && isNameByte(bytes[nameEnd]) { nameEnd += 1 }
        let segment = string(start, end)
        if UnsafeBufferPointer(rebasing: bytes[nameEnd..<end]).contains(UInt8(ascii: ":")) {
            return .failure(LinkMessages.patternHasTwoParametersInASegment(text, segment: segment))
        }
        guard isValidName(UnsafeBufferPointer(rebasing: bytes[colon + 1..<nameEnd])) else {
            return .failure(LinkMessages.patternHasBadName(text, name: segment))
        }
        let prefix = UnsafeBufferPointer(rebasing: bytes[start..<colon])
        let suffix = UnsafeBufferPointer(rebasing: bytes[nameEnd..<end])
        guard prefix.allSatisfy(isLiteralByte), suffix.allSatisfy(isLiteralByte) else {
            // `:order id` reads as a name with a space rather than a suffix.
            if prefix.isEmpty { return .failure(LinkMessages.patternHasBadName(text, name: segment)) }
            return .failure(LinkMessages.patternHasBadAffix(text, segment: segment))
        }
        return .success(
            .parameter(string(colon + 1, nameEnd), prefix: string(start, colon), suffix: string(nameEnd, end)))
    }

    /// A byte that continues a name: an ASCII letter, digit, `_` or `-`.
    static func isNameByte(_ byte: UInt8) -> Bool {
        ASCII.isLetter(byte) || ASCII.isDigit(byte) || byte == 0x5F || byte == 0x2D
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
    static func isValidName(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = name.first, ASCII.isLetter(first) || first == UInt8(ascii: "_") else {
            return false
        }
        return name.allSatisfy { ASCII.isLetter($0) || ASCII.isDigit($0) || $0 == 0x5F || $0 == 0x2D }
    }

    /// A byte a literal segment may hold: RFC 3986 `pchar` without percent-escapes.
    static func isLiteralByte(_ byte: UInt8) -> Bool {
        ASCII.isUnreserved(byte) || ASCII.isSubDelimiter(byte) || byte == 0x3A || byte == 0x40
    }
}

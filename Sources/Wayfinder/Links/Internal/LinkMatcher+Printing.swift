extension LinkMatcher {
    /// Prints the canonical link of an entry from its parameter values.
    ///
    /// - Returns: `nil` when a value cannot be printed so that it parses back to itself: an empty
    ///   path value, `.` or `..`, a control character, a missing path value, or a link over a limit.
    func render(entry index: Int, values: [String: String], redactingSecrets: Bool) -> String? {
        let entry = entries[index]
        var path: [String] = []
        var shown: [String] = []
        for segment in entry.pattern.segments {
            switch segment {
            case .literal(let text):
                path.append(text)
                shown.append(text)
            case .parameter(let name):
                guard let value = values[name], Self.isPrintableSegment(value) else { return nil }
                let encoded = PercentCoding.encode(value, for: .pathSegment)
                path.append(encoded)
                shown.append(redactingSecrets && entry.secrets.contains(name) ? LinkMessages.redacted : encoded)
            case .tail(let name):
                guard let value = values[name] else { return nil }
                let pieces = value.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
                guard pieces.allSatisfy(Self.isPrintableSegment) else { return nil }
                let encoded = pieces.map { PercentCoding.encode($0, for: .pathSegment) }
                path += encoded
                shown += redactingSecrets && entry.secrets.contains(name) ? [LinkMessages.redacted] : encoded
            }
        }
        var items: [String] = []
        var shownItems: [String] = []
        for (k, field) in entry.pattern.queryFields.enumerated() {
            // A value equal to the field's default is left out: the canonical link is the shortest.
            guard let value = values[field], entry.queryDefaults.isEmpty || entry.queryDefaults[k] != value
            else { continue }
            guard !value.utf8.contains(where: ASCII.isControl) else { return nil }
            let encoded = field + "=" + PercentCoding.encode(value, for: .queryValue)
            items.append(encoded)
            shownItems.append(
                redactingSecrets && entry.secrets.contains(field) ? field + "=" + LinkMessages.redacted : encoded)
        }
        let link = Self.assemble(scheme: canonicalScheme, path: path, items: items)
        guard link.utf8.count <= limits.maxBytes, path.count <= limits.maxSegments,
            items.count <= limits.maxQueryItems
        else { return nil }
        return redactingSecrets ? Self.assemble(scheme: canonicalScheme, path: shown, items: shownItems) : link
    }

    private static func assemble(scheme: String, path: [String], items: [String]) -> String {
        var link = scheme + "://" + path.joined(separator: "/")
        if !items.isEmpty { link += "?" + items.joined(separator: "&") }
        return link
    }

    /// Whether a value can be a path segment: not empty, not `.` or `..`, no control characters.
    static func isPrintableSegment(_ value: String) -> Bool {
        !value.isEmpty && value != "." && value != ".." && !value.utf8.contains(where: ASCII.isControl)
    }
}

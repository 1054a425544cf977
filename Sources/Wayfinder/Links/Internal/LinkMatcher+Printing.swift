extension LinkMatcher {
    /// Prints the canonical link of an entry from its parameter values.
    ///
    /// With `redactingSecrets`, each value the entry hides prints as what
    /// ``Entry/hiding(_:value:)`` gives: a secret as `<redacted>`, a personal value as
    /// `(personal)`.
    ///
    /// - Returns: `nil` when a value cannot be printed so that it parses back to itself: an empty
    ///   path value, `.` or `..`, a control character, a missing path value, or a link over a limit.
    ///   The limits apply to the link with every value shown, also when values are hidden.
    func render(entry index: Int, values: [String: String], redactingSecrets: Bool) -> String? {
        let entry = entries[index]
        var link = ""
        guard let counts = write(entry, values, redactingSecrets: false, to: &link),
            link.utf8.count <= limits.maxBytes, counts.segments <= limits.maxSegments,
            counts.items <= limits.maxQueryItems
        else { return nil }
        guard redactingSecrets, entry.hidesValues else { return link }
        var shown = ""
        _ = write(entry, values, redactingSecrets: true, to: &shown)
        return shown
    }

    /// Writes the link of `entry` with `values` into `link`, straight into one string (a link is
    /// printed for every record of a route).
    /// - Returns: The number of path segments and query items of the link with every value
    ///   shown, or `nil` when a value cannot be printed (see ``render(entry:values:redactingSecrets:)``).
    private func write(
        _ entry: Entry, _ values: [String: String], redactingSecrets: Bool, to link: inout String
    ) -> (segments: Int, items: Int)? {
        link += canonicalScheme
        link += "://"
        var segments = 0
        for segment in entry.pattern.segments {
            switch segment {
            case .literal(let text):
                if segments > 0 { link += "/" }
                link += text
                segments += 1
            case .parameter(let name, let prefix, let suffix):
                guard let value = values[name] else { return nil }
                if prefix.isEmpty && suffix.isEmpty {
                    guard Self.isPrintableSegment(value) else { return nil }
                } else {
                    // `@.` is an ordinary segment; `.` after a `.` prefix is a dot segment.
                    guard !value.isEmpty, Self.isPrintableSegment(prefix + value + suffix) else { return nil }
                }
                if segments > 0 { link += "/" }
                link += prefix
                if redactingSecrets, let hidden = entry.hiding(name, value: value) {
                    link += hidden
                } else {
                    PercentCoding.append(value, for: .pathSegment, to: &link)
                }
                link += suffix
                segments += 1
            case .tail(let name):
                guard let value = values[name] else { return nil }
                let pieces = value.split(separator: "/", omittingEmptySubsequences: false)
                guard pieces.allSatisfy({ Self.isPrintableSegment($0) }) else { return nil }
                if redactingSecrets, let hidden = entry.hiding(name, value: value) {
                    if segments > 0 { link += "/" }
                    link += hidden
                    segments += pieces.count
                } else {
                    for piece in pieces {
                        if segments > 0 { link += "/" }
                        PercentCoding.append(piece, for: .pathSegment, to: &link)
                        segments += 1
                    }
                }
            }
        }
        var items = 0
        for (k, field) in entry.pattern.queryFields.enumerated() {
            // A value equal to the field's default is left out: the canonical link is the shortest.
            guard let value = values[field], entry.queryDefaults.isEmpty || entry.queryDefaults[k] != value
            else { continue }
            guard !value.utf8.contains(where: ASCII.isControl) else { return nil }
            link += items == 0 ? "?" : "&"
            link += field
            link += "="
            if redactingSecrets, let hidden = entry.hiding(field, value: value) {
                link += hidden
            } else {
                PercentCoding.append(value, for: .queryValue, to: &link)
            }
            items += 1
        }
        return (segments, items)
    }

    /// Whether a value can be a path segment: not empty, not `.` or `..`, no control characters.
    static func isPrintableSegment(_ value: some StringProtocol) -> Bool {
        !value.isEmpty && value != "." && value != ".." && !value.utf8.contains(where: ASCII.isControl)
    }
}

/// One loggable description of any input or route, with secrets redacted.
extension LinkTable {
    /// One loggable description of any input: the canonical link with secrets redacted and
    /// personal values hidden when the input matches a route that prints, otherwise
    /// ``displayString(forUnmatched:)``.
    ///
    /// ```swift
    /// links.redactedDescription(of: "SHOP://reset-password/k3y")  // "shop://reset-password/<redacted>"
    /// links.redactedDescription(of: "http://evil.example/x")      // "http://evil.example…"
    /// ```
    ///
    /// - Parameter link: Any text.
    /// - Returns: Text safe to log and show: never a secret or personal value, control characters
    ///   escaped.
    public func redactedDescription(of link: String) -> String {
        if case .success(let route) = match(link), let printed = self.link(for: route, redactingSecrets: true) {
            return printed
        }
        return displayString(forUnmatched: link)
    }

    /// One loggable description of a route: its canonical link with secrets redacted and personal
    /// values hidden, or `route without a link` when no rule prints it.
    ///
    /// - Parameter route: The route.
    /// - Returns: Text safe to log and show.
    public func redactedDescription(of route: Route) -> String {
        link(for: route, redactingSecrets: true) ?? LinkMessages.routeWithoutLink
    }

    /// `text` with every link in it (a run from `SCHEME://` up to a space, a quote or a
    /// backtick, trailing punctuation left out) replaced by its ``redactedDescription(of:)``:
    /// for printing text whose links may hold a secret or a personal value in clear (a journal
    /// written by hand or by an older version), whatever the text says. Links already redacted
    /// print the same.
    ///
    /// - Complexity: O(*n*) in the text, plus one match per link found.
    package func redactingLinks(in text: String) -> String {
        let bytes = Array(text.utf8)
        guard bytes.count >= 3 else { return text }
        let marker = Array(Redaction.marker.utf8)
        let personal = Array(Redaction.personal.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var copied = 0
        var i = 0
        func isSchemeByte(_ b: UInt8) -> Bool {
            ASCII.isLetter(b) || (b >= 0x30 && b <= 0x39) || b == 0x2B || b == 0x2D || b == 0x2E
        }
        while i + 2 < bytes.count {
            guard bytes[i] == 0x3A, bytes[i + 1] == 0x2F, bytes[i + 2] == 0x2F else {
                i += 1
                continue
            }
            var start = i
            while start > copied, isSchemeByte(bytes[start - 1]) { start -= 1 }
            while start < i, !ASCII.isLetter(bytes[start]) { start += 1 }
            guard start < i else {
                i += 3
                continue
            }
            var end = i + 3
            while end < bytes.count {
                let b = bytes[end]
                if b == 0x3C, bytes[end...].starts(with: marker) {
                    end += marker.count
                    continue
                }
                if b <= 0x20 || b == 0x7F || b == 0x22 || b == 0x27 || b == 0x60 || b == 0x3C || b == 0x3E { break }
                end += 1
            }
            // Trailing punctuation is the text's, not the link's; a placeholder's `)` is the link's.
            while end > i + 3, [0x29, 0x2C, 0x2E, 0x3A, 0x3B, 0x5D].contains(bytes[end - 1]),
                !(end - personal.count > i && bytes[(end - personal.count)..<end].elementsEqual(personal))
            {
                end -= 1
            }
            let link = String(decoding: bytes[start..<end], as: UTF8.self)
            let redacted = redactedDescription(of: link)
            if redacted != link {
                out += bytes[copied..<start]
                out += redacted.utf8
                copied = end
            }
            i = max(end, i + 3)
        }
        guard copied > 0 else { return text }
        out += bytes[copied...]
        return String(decoding: out, as: UTF8.self)
    }
}

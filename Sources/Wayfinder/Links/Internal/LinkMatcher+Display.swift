extension LinkMatcher {
    /// The longest loggable rendering, in characters.
    static let displayLimit = 200

    /// A loggable rendering of any link: origin and path only, secret positions redacted.
    ///
    /// The path is walked through the trie. Segments that match a literal are shown; a segment
    /// at a parameter position is shown unless some entry declares that position secret; the
    /// first segment off the table's paths is shown (redacted once a secret position was
    /// passed) and anything after it collapses to `…`. Foreign links show their origin only.
    func display(_ p: UnsafePointer<UInt8>, _ n: Int) -> String {
        let parts = displayParts(p, n)
        // After `shop://` the first segment takes the host's place, without a slash.
        let path = parts.origin.hasSuffix("://") && parts.path.hasPrefix("/") ? parts.path.dropFirst() : parts.path[...]
        return Self.loggable(parts.origin + path)
    }

    /// The path part of ``display(_:_:)``, for ``LinkRejection/unknownPath(_:)``.
    func describePath(_ p: UnsafePointer<UInt8>, _ n: Int) -> String {
        let parts = displayParts(p, n)
        return Self.loggable(parts.path.isEmpty ? "/" : parts.path)
    }

    /// The origin of a foreign link: scheme, and host without user information.
    func describeOrigin(_ p: UnsafePointer<UInt8>, _ n: Int) -> String {
        var i = 0
        while i < n && ASCII.isSchemeByte(p[i]) { i += 1 }
        guard i > 0, i < n, p[i] == 0x3A, ASCII.isLetter(p[0]) else { return LinkMessages.notAbsolute }
        var text = String(decoding: UnsafeBufferPointer(start: p, count: i), as: UTF8.self).lowercased() + ":"
        i += 1
        if i + 1 < n && p[i] == 0x2F && p[i + 1] == 0x2F {
            var end = i + 2
            while end < n && p[end] != 0x2F && p[end] != 0x3F && p[end] != 0x23 && p[end] != 0x5C { end += 1 }
            var hostStart = i + 2
            for k in hostStart..<end where p[k] == 0x40 { hostStart = k + 1 }
            // User information is never shown: it may hold a password.
            text += hostStart > i + 2 ? "//…@" : "//"
            text += String(decoding: UnsafeBufferPointer(start: p + hostStart, count: end - hostStart), as: UTF8.self)
        }
        return Self.loggable(text, limit: 100)
    }

    private func displayParts(_ p: UnsafePointer<UInt8>, _ n: Int) -> (origin: String, path: String) {
        guard n > 0 else { return (LinkMessages.notAbsolute, "") }
        var end = 0
        while end < n && p[end] != 0x3F && p[end] != 0x23 { end += 1 }
        var pieces: [UnsafeBufferPointer<UInt8>] = []
        let origin: String
        let custom: Bool
        switch readOrigin(p, n) {
        case .custom(let hostStart):
            custom = true
            let scheme = UnsafeBufferPointer(start: p, count: hostStart - 3)
            origin = String(decoding: scheme, as: UTF8.self).lowercased() + "://"
            if hostStart <= end { pieces = Self.split(p, from: hostStart, to: end) }
            if pieces.first?.isEmpty == true { pieces.removeFirst() }
        case .universal(let pathStart):
            custom = false
            origin = "https://" + String(decoding: UnsafeBufferPointer(start: p + 8, count: pathStart - 8), as: UTF8.self).lowercased()
            if pathStart < end { pieces = Self.split(p, from: pathStart + 1, to: end) }
        case .rejected:
            let origin = describeOrigin(p, n)
            return (origin, Self.originEnd(p, end) < end ? "…" : "")
        }
        if pieces.last?.isEmpty == true { pieces.removeLast() }

        var rendered: [String] = []
        var node: Int32 = 0
        var sawSecret = false
        for (k, piece) in pieces.enumerated() {
            guard node >= 0 else {
                rendered.append("…")
                break
            }
            let raw = String(decoding: piece, as: UTF8.self)
            let literal = Self.decodedForDisplay(piece).map { bytes in
                bytes.withUnsafeBufferPointer { literalChild(of: node, $0.baseAddress ?? p, count: $0.count) }
            } ?? -1
            let current = nodes[Int(node)]
            if literal >= 0 {
                rendered.append(raw)
                node = literal
            } else if current.parameter >= 0 {
                let secret = nodes[Int(current.parameter)].secretEdge
                sawSecret = sawSecret || secret
                rendered.append(secret ? LinkMessages.redacted : raw)
                node = current.parameter
            } else if current.tail >= 0 {
                let rest = pieces[k...].map { String(decoding: $0, as: UTF8.self) }.joined(separator: "/")
                rendered.append(current.secretTail ? LinkMessages.redacted : rest)
                break
            } else {
                rendered.append(sawSecret ? LinkMessages.redacted : raw)
                node = -1
            }
        }
        let path = rendered.joined(separator: "/")
        if custom { return (origin, path.isEmpty ? "" : "/" + path) }
        return (origin, "/" + path)
    }

    /// Where the scheme and authority of a link end (0 when it has no scheme).
    private static func originEnd(_ p: UnsafePointer<UInt8>, _ end: Int) -> Int {
        var i = 0
        while i < end && ASCII.isSchemeByte(p[i]) { i += 1 }
        guard i > 0, i < end, p[i] == 0x3A, ASCII.isLetter(p[0]) else { return 0 }
        i += 1
        guard i + 1 < end && p[i] == 0x2F && p[i + 1] == 0x2F else { return i }
        i += 2
        while i < end && p[i] != 0x2F && p[i] != 0x5C { i += 1 }
        return i
    }

    private static func split(_ p: UnsafePointer<UInt8>, from start: Int, to end: Int) -> [UnsafeBufferPointer<UInt8>] {
        var pieces: [UnsafeBufferPointer<UInt8>] = []
        var pieceStart = start
        for i in start...end where i == end || p[i] == 0x2F {
            pieces.append(UnsafeBufferPointer(start: p + pieceStart, count: i - pieceStart))
            pieceStart = i + 1
        }
        return pieces
    }

    private static func decodedForDisplay(_ piece: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        guard let base = piece.baseAddress, !piece.isEmpty else { return [] }
        var bytes = [UInt8](repeating: 0, count: piece.count)
        let count: Int? = bytes.withUnsafeMutableBufferPointer { target in
            try? PercentCoding.decode(base, count: piece.count, into: target.baseAddress!, plusIsSpace: false)
        }
        guard let count else { return nil }
        bytes.removeLast(bytes.count - count)
        return bytes
    }

    /// Escapes control, line-separating and bidirectional-override characters as `\u{…}` and
    /// cuts the text to `limit` characters, so it is safe to print on one log line.
    static func loggable(_ text: String, limit: Int = displayLimit) -> String {
        var out = ""
        var characters = 0
        for scalar in text.unicodeScalars {
            if characters >= limit {
                out += "…"
                break
            }
            let value = scalar.value
            let unsafe =
                value < 0x20 || (value >= 0x7F && value <= 0x9F) || value == 0x2028 || value == 0x2029
                || (value >= 0x202A && value <= 0x202E) || (value >= 0x2066 && value <= 0x2069) || value == 0xFEFF
            if unsafe {
                out += "\\u{" + String(value, radix: 16) + "}"
            } else {
                out.unicodeScalars.append(scalar)
            }
            characters += 1
        }
        return out
    }
}

extension LinkMatcher {
    /// The longest loggable rendering, in characters.
    static let displayLimit = 200

    /// A loggable rendering of any link: origin and path only, secret positions redacted.
    ///
    /// The path is walked through the trie. Segments that match a literal are shown; a segment
    /// at a parameter position is shown unless some entry declares that position secret (it
    /// shows as `<redacted>`) or personal (as `(personal)`); the
    /// first segment off the table's paths is shown (hidden the same way once a secret or
    /// personal position was passed: the value may have run on) and anything after it collapses
    /// to `…`. Foreign links show their origin only.
    /// User information (`user:password@`) is a secret wherever it is: a custom link's shows as
    /// `<redacted>@` (`shop://<redacted>@orders/42`), a foreign link's as `…@`.
    func display(_ p: UnsafePointer<UInt8>, _ n: Int) -> String {
        guard n > 0 else { return "" }
        var end = 0
        while end < n && p[end] != 0x3F && p[end] != 0x23 { end += 1 }
        var out: [UInt8] = []
        out.reserveCapacity(end + 16)
        switch readOrigin(p, n) {
        case .custom(var hostStart):
            for i in 0..<(hostStart - 3) { out.append(ASCII.lowercased(p[i])) }
            out += "://".utf8
            if let at = Self.userinfoEnd(p, from: hostStart, to: end) {
                out += LinkMessages.redacted.utf8
                out.append(0x40)
                hostStart = at + 1
            }
            let pathStart = out.count
            renderPath(p, from: hostStart, to: end, custom: true, into: &out)
            if out.count > pathStart { out.remove(at: pathStart) }  // the host position has no slash
        case .universal(let pathStart):
            out += "https://".utf8
            for i in 8..<pathStart { out.append(ASCII.lowercased(p[i])) }
            renderPath(p, from: pathStart, to: end, custom: false, into: &out)
            if out.count == pathStart { out.append(0x2F) }
        case .rejected:
            let origin = describeOrigin(p, n)
            return Self.originEnd(p, end) < end ? origin + "…" : origin
        }
        return Self.loggable(String(decoding: out, as: UTF8.self))
    }

    /// The path part of ``display(_:_:)``, for ``LinkRejection/unknownPath(_:)``.
    ///
    /// - Parameters:
    ///   - start: Where the first segment starts (the host for custom schemes), or the `/`
    ///     that starts a universal link's path.
    ///   - end: Where the path ends (`?`, `#` or the end of the link).
    func describePath(_ p: UnsafePointer<UInt8>, from start: Int, to end: Int, custom: Bool) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(end - start + 16)
        renderPath(p, from: start, to: end, custom: custom, into: &out)
        if out.isEmpty { out.append(0x2F) }
        return Self.loggable(String(decoding: out, as: UTF8.self))
    }

    /// Appends `/segment` for each path segment, redacted as ``display(_:_:)`` describes.
    private func renderPath(
        _ p: UnsafePointer<UInt8>, from start: Int, to end: Int, custom: Bool, into out: inout [UInt8]
    ) {
        var i = start
        if !custom {
            guard i < end && p[i] == 0x2F else { return }
            i += 1
        }
        var isFirst = true
        var node: Int32 = 0
        var sawSecret = false
        var sawPersonal = false
        while i <= end {
            var j = i
            while j < end && p[j] != 0x2F { j += 1 }
            let empty = j == i
            let isLast = j >= end
            defer { isFirst = false }
            if empty && isLast { return }  // no path, or one trailing slash
            if empty && isFirst && custom {  // `shop:///path`: no host segment
                i = j + 1
                continue
            }
            out.append(0x2F)
            guard node >= 0 else {
                out += "…".utf8
                return
            }
            let piece = UnsafeBufferPointer(start: p + i, count: j - i)
            let literal = literalChild(of: node, rawSegment: piece)
            let current = nodes[Int(node)]
            let affixed = literal >= 0 ? -1 : affixedChild(of: node, rawSegment: piece)
            if literal >= 0 {
                out.append(contentsOf: piece)
                node = literal
            } else if affixed >= 0 {
                let edge = nodes[Int(affixed)]
                sawSecret = sawSecret || edge.secretEdge
                sawPersonal = sawPersonal || edge.personalEdge
                Self.append(piece, secret: edge.secretEdge, personal: edge.personalEdge, to: &out)
                node = affixed
            } else if current.parameter >= 0 {
                let edge = nodes[Int(current.parameter)]
                sawSecret = sawSecret || edge.secretEdge
                sawPersonal = sawPersonal || edge.personalEdge
                Self.append(piece, secret: edge.secretEdge, personal: edge.personalEdge, to: &out)
                node = current.parameter
            } else if current.tail >= 0 {
                let tailEnd = p[end - 1] == 0x2F && end - 1 > i ? end - 1 : end
                if current.secretTail {
                    out += LinkMessages.redacted.utf8
                } else if current.personalTail {
                    out += LinkMessages.personal.utf8
                } else {
                    out.append(contentsOf: UnsafeBufferPointer(start: p + i, count: tailEnd - i))
                }
                return
            } else {
                Self.append(piece, secret: sawSecret, personal: sawPersonal, to: &out)
                node = -1
            }
            i = j + 1
        }
    }

    /// Appends a segment at a parameter position: `<redacted>` where some entry keeps a secret,
    /// `(personal)` where one keeps a personal value, else the segment as written.
    private static func append(
        _ piece: UnsafeBufferPointer<UInt8>, secret: Bool, personal: Bool, to out: inout [UInt8]
    ) {
        if secret {
            out += LinkMessages.redacted.utf8
        } else if personal {
            out += LinkMessages.personal.utf8
        } else {
            out.append(contentsOf: piece)
        }
    }

    /// The literal child for a raw (still percent-encoded) segment, or -1.
    private func literalChild(of node: Int32, rawSegment piece: UnsafeBufferPointer<UInt8>) -> Int32 {
        guard let base = piece.baseAddress, !piece.isEmpty else { return -1 }
        guard piece.contains(0x25) else { return literalChild(of: node, base, count: piece.count) }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: piece.count) { target in
            guard
                let count = try? PercentCoding.decode(
                    base, count: piece.count, into: target.baseAddress!, plusIsSpace: false)
            else { return -1 }
            return literalChild(of: node, UnsafePointer(target.baseAddress!), count: count)
        }
    }

    /// The origin of a foreign link: scheme, and host without user information.
    func describeOrigin(_ p: UnsafePointer<UInt8>, _ n: Int) -> String {
        var i = 0
        while i < n && ASCII.isSchemeByte(p[i]) { i += 1 }
        guard i > 0, i < n, p[i] == 0x3A, ASCII.isLetter(p[0]) else { return LinkMessages.notAbsolute }
        var out: [UInt8] = []
        out.reserveCapacity(min(n, 100) + 8)
        for k in 0...i { out.append(ASCII.lowercased(p[k])) }
        i += 1
        if i + 1 < n && p[i] == 0x2F && p[i + 1] == 0x2F {
            var end = i + 2
            while end < n && p[end] != 0x2F && p[end] != 0x3F && p[end] != 0x23 && p[end] != 0x5C { end += 1 }
            var hostStart = i + 2
            for k in hostStart..<end where p[k] == 0x40 { hostStart = k + 1 }
            // User information is never shown: it may hold a password.
            out += hostStart > i + 2 ? "//…@".utf8 : "//".utf8
            out.append(contentsOf: UnsafeBufferPointer(start: p + hostStart, count: min(end - hostStart, 100)))
        }
        return Self.loggable(String(decoding: out, as: UTF8.self), limit: 100)
    }

    /// The last `@` of a custom link's authority (its host position, up to the first `/`), where
    /// user information ends; `nil` when it has none.
    private static func userinfoEnd(_ p: UnsafePointer<UInt8>, from start: Int, to end: Int) -> Int? {
        var at: Int?
        var i = start
        while i < end && p[i] != 0x2F && p[i] != 0x5C {
            if p[i] == 0x40 { at = i }
            i += 1
        }
        return at
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

    /// Whether the UTF-8 text holds a character ``loggable(_:limit:)`` escapes.
    private static func needsEscaping(_ text: String) -> Bool {
        var previous: (UInt8, UInt8) = (0, 0)
        for byte in text.utf8 {
            // Printable ASCII, almost every byte of a record, is never escaped.
            if byte >= 0x20 && byte < 0x7F {
                previous = (previous.1, byte)
                continue
            }
            switch (previous.0, previous.1, byte) {
            case (_, _, 0x00..<0x20), (_, _, 0x7F): return true
            case (_, 0xC2, 0x80...0x9F): return true  // C1 controls
            case (0xE2, 0x80, 0xA8...0xAE), (0xE2, 0x81, 0xA6...0xA9): return true  // separators, bidi
            case (0xEF, 0xBB, 0xBF): return true  // U+FEFF
            default: previous = (previous.1, byte)
            }
        }
        return false
    }

    /// Escapes control, line-separating and bidirectional-override characters as `\u{…}` and
    /// cuts the text to `limit` characters, so it is safe to print on one log line.
    static func loggable(_ text: String, limit: Int = displayLimit) -> String {
        if text.utf8.count <= limit && !needsEscaping(text) { return text }
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

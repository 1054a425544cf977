extension LinkMatcher {
    /// The result of matching, before the generic table builds a route.
    @usableFromInline enum _Outcome {
        case matched(Int, LinkParameters)
        case rejected(LinkRejection)
    }

    /// Where the path starts once the origin is accepted.
    enum Origin {
        /// A custom scheme: the authority (possibly empty) is the first path segment.
        case custom(hostStart: Int)
        /// An `https` link on an allowed host: the path starts at `pathStart`.
        case universal(pathStart: Int)
        case rejected(LinkRejection)
    }

    /// A path segment: an offset and length in the link, or, once decoded, in the scratch buffer.
    struct Span {
        var start: Int32
        var count: Int32
        var escaped: Bool
        var decoded: Bool
    }

    /// Matches a link: checks its size first, then reads its UTF-8 bytes in place.
    ///
    /// - Returns: The index of the matching entry and its parameters, or why the link is rejected.
    @usableFromInline func _match(_ link: String) -> _Outcome {
        guard link.utf8.count <= limits.maxBytes else {
            return .rejected(LinkMessages.tooManyBytes(limits.maxBytes))
        }
        if let outcome = link.utf8.withContiguousStorageIfAvailable({ match($0) }) { return outcome }
        return Array(link.utf8).withUnsafeBufferPointer { match($0) }
    }

    /// Matches a link given as UTF-8 bytes. The byte limit is checked by the caller.
    func match(_ input: UnsafeBufferPointer<UInt8>) -> _Outcome {
        guard let base = input.baseAddress, input.count > 0 else {
            return .rejected(.foreignOrigin(LinkMessages.notAbsolute))
        }
        let start: Int
        let custom: Bool
        switch readOrigin(base, input.count) {
        case .rejected(let rejection): return .rejected(rejection)
        case .custom(let hostStart): (start, custom) = (hostStart, true)
        case .universal(let pathStart): (start, custom) = (pathStart, false)
        }
        let spanCapacity = limits.maxSegments + 2
        return withUnsafeTemporaryAllocation(of: Span.self, capacity: spanCapacity) { spans in
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: input.count) { scratch in
                match(base, input.count, from: start, custom: custom, spans: spans, scratch: scratch.baseAddress!)
            }
        }
    }

    /// Reads the scheme and authority and decides whether the link is this table's.
    func readOrigin(_ p: UnsafePointer<UInt8>, _ n: Int) -> Origin {
        var i = 0
        while i < n && ASCII.isSchemeByte(p[i]) { i += 1 }
        guard i > 0, i < n, p[i] == 0x3A, ASCII.isLetter(p[0]) else {
            if p[0] <= 0x20 || p[0] == 0x7F { return .rejected(LinkMessages.surroundingSpace()) }
            return .rejected(.foreignOrigin(LinkMessages.notAbsolute))
        }
        let schemeEnd = i
        i += 1
        let hasAuthority = i + 1 < n && p[i] == 0x2F && p[i + 1] == 0x2F
        if schemes.contains(where: { Self.equalsLowercased(p, schemeEnd, $0) }) {
            guard hasAuthority else {
                return .rejected(
                    LinkMessages.missingAuthority(
                        scheme: String(decoding: UnsafeBufferPointer(start: p, count: schemeEnd), as: UTF8.self)
                            .lowercased()))
            }
            return .custom(hostStart: i + 2)
        }
        if schemeEnd == 5 && hasAuthority && ASCII.lowercased(p[0]) == 0x68 && ASCII.lowercased(p[1]) == 0x74
            && ASCII.lowercased(p[2]) == 0x74 && ASCII.lowercased(p[3]) == 0x70 && ASCII.lowercased(p[4]) == 0x73
        {  // "https"
            let hostStart = i + 2
            var end = hostStart
            while end < n && p[end] != 0x2F && p[end] != 0x3F && p[end] != 0x23 { end += 1 }
            var hostEnd = end
            // An empty port or 443 is the default port; any other port, or user information, is foreign.
            if let colon = (hostStart..<end).first(where: { p[$0] == 0x3A }) {
                let port = UnsafeBufferPointer(start: p + colon + 1, count: end - colon - 1)
                guard port.isEmpty || port.elementsEqual("443".utf8) else {
                    return .rejected(.foreignOrigin(describeOrigin(p, n)))
                }
                hostEnd = colon
            }
            let host = UnsafeBufferPointer(start: p + hostStart, count: hostEnd - hostStart)
            if hosts.contains(where: { $0.count == host.count && Self.equalsLowercased(p + hostStart, host.count, $0) })
            {
                return .universal(pathStart: end)
            }
        }
        return .rejected(.foreignOrigin(describeOrigin(p, n)))
    }

    /// Whether the first `count` bytes at `p`, lowercased, equal `expected`.
    static func equalsLowercased(_ p: UnsafePointer<UInt8>, _ count: Int, _ expected: [UInt8]) -> Bool {
        guard expected.count == count else { return false }
        for i in 0..<count where ASCII.lowercased(p[i]) != expected[i] { return false }
        return true
    }

    private enum Region {
        case host, path, query, fragment
    }

    private enum Problem {
        case character, escape, hostCharacter
    }

    // The scanning passes, then the trie walk.
    // swiftlint:disable:next function_body_length
    private func match(
        _ p: UnsafePointer<UInt8>, _ n: Int, from start: Int, custom: Bool,
        spans: UnsafeMutableBufferPointer<Span>, scratch: UnsafeMutablePointer<UInt8>
    ) -> _Outcome {
        // Pass 1: split, count and check characters and escapes, without decoding anything.
        var region: Region = custom ? .host : .path
        var i = start
        var segmentOpen = custom
        var segmentStart = start
        var segmentEscaped = false
        if !custom && i < n && p[i] == 0x2F {
            segmentOpen = true
            i += 1
            segmentStart = i
        }
        var segmentCount = 0
        var lastSegmentEmpty = false
        var queryStart = -1
        var queryEnd = n
        var itemCount = 0
        var itemLength = 0
        var problem: (Problem, Region, Int)? = nil

        func closeSegment(_ end: Int) {
            let count = end - segmentStart
            if region == .host && count == 0 { return }  // `shop:///path`: no host segment
            if segmentCount < spans.count {
                spans[segmentCount] = Span(
                    start: Int32(truncatingIfNeeded: segmentStart), count: Int32(truncatingIfNeeded: count),
                    escaped: segmentEscaped, decoded: false)
            }
            segmentCount += 1
            lastSegmentEmpty = count == 0
        }

        while i < n {
            let byte = p[i]
            switch region {
            case .host, .path:
                if byte == 0x2F {  // "/"
                    closeSegment(i)
                    region = .path
                    segmentOpen = true
                    segmentStart = i + 1
                    segmentEscaped = false
                } else if byte == 0x3F || byte == 0x23 {  // "?" or "#"
                    if segmentOpen { closeSegment(i) }
                    segmentOpen = false
                    if byte == 0x3F {
                        region = .query
                        queryStart = i + 1
                    } else {
                        region = .fragment
                        queryEnd = i
                    }
                } else if byte == 0x25 {  // "%"
                    segmentEscaped = true
                    if !(i + 2 < n && ASCII.hexValue(p[i + 1]) != nil && ASCII.hexValue(p[i + 2]) != nil) {
                        if problem == nil { problem = (.escape, region, segmentCount) }
                    }
                } else if !ASCII.isPathByte(byte) {
                    if problem == nil { problem = (.character, region, segmentCount) }
                } else if region == .host && (byte == 0x3A || (byte == 0x40 && i != segmentStart)) {
                    // `@` first is the prefix of a segment such as `@alice` (`pulse://@alice`);
                    // anywhere else it would end user information.
                    if problem == nil { problem = (.hostCharacter, region, segmentCount) }
                }
            case .query, .fragment:
                if byte == 0x26 && region == .query {  // "&"
                    if itemLength > 0 { itemCount += 1 }
                    itemLength = 0
                    i += 1
                    continue
                }
                if byte == 0x23 && region == .query {  // "#"
                    if itemLength > 0 { itemCount += 1 }
                    itemLength = 0
                    queryEnd = i
                    region = .fragment
                    i += 1
                    continue
                }
                if byte == 0x25 {
                    if !(i + 2 < n && ASCII.hexValue(p[i + 1]) != nil && ASCII.hexValue(p[i + 2]) != nil) {
                        if problem == nil { problem = (.escape, region, 0) }
                    }
                } else if !(ASCII.isPathByte(byte) || byte == 0x2F || byte == 0x3F) {
                    if problem == nil { problem = (.character, region, 0) }
                }
                itemLength += 1
            }
            i += 1
        }
        if segmentOpen && (region == .host || region == .path) { closeSegment(n) }
        if region == .query && itemLength > 0 { itemCount += 1 }

        if lastSegmentEmpty && segmentCount > 0 { segmentCount -= 1 }  // one trailing slash is ignored
        if segmentCount > limits.maxSegments { return .rejected(LinkMessages.tooManySegments(limits.maxSegments)) }
        if itemCount > limits.maxQueryItems { return .rejected(LinkMessages.tooManyQueryItems(limits.maxQueryItems)) }
        if let (kind, where_, segment) = problem {
            let part: String =
                switch where_ {
                case .host, .path: LinkMessages.segmentPart(segment)
                case .query: LinkMessages.queryPart
                case .fragment: LinkMessages.fragmentPart
                }
            switch kind {
            case .character: return .rejected(LinkMessages.badCharacter(in: part))
            case .escape: return .rejected(LinkMessages.badEscape(in: part))
            case .hostCharacter: return .rejected(LinkMessages.badHost())
            }
        }

        // Pass 2: decode each segment exactly once; reject empty and dot segments.
        var written = 0
        for index in 0..<segmentCount {
            var span = spans[index]
            if span.escaped {
                do throws(PercentCoding.DecodingProblem) {
                    let count = try PercentCoding.decode(
                        p + Int(span.start), count: Int(span.count), into: scratch + written, plusIsSpace: false)
                    span = Span(
                        start: Int32(truncatingIfNeeded: written), count: Int32(truncatingIfNeeded: count),
                        escaped: true, decoded: true)
                } catch {
                    return .rejected(Self.rejection(for: error, in: LinkMessages.segmentPart(index)))
                }
                written += Int(span.count)
                spans[index] = span
            }
            let bytes = span.decoded ? UnsafePointer(scratch) + Int(span.start) : p + Int(span.start)
            if span.count == 0 { return .rejected(LinkMessages.emptySegment(in: LinkMessages.segmentPart(index))) }
            if span.count <= 2 && bytes[0] == 0x2E && bytes[Int(span.count) - 1] == 0x2E {
                return .rejected(LinkMessages.dotSegment(in: LinkMessages.segmentPart(index)))
            }
        }

        // Pass 3: walk the trie.
        let found = find(
            node: 0, depth: 0, spans: UnsafePointer(spans.baseAddress!), count: segmentCount, link: p,
            scratch: UnsafePointer(scratch))
        guard found >= 0 else {
            let pathEnd = queryStart >= 0 ? queryStart - 1 : queryEnd
            return .rejected(.unknownPath(describePath(p, from: start, to: pathEnd, custom: custom)))
        }
        let entry = entries[Int(found)]

        // Pass 4: capture values; decode only the query fields the entry reads.
        func text(_ span: Span) -> String {
            let bytes = span.decoded ? UnsafePointer(scratch) + Int(span.start) : p + Int(span.start)
            return String(decoding: UnsafeBufferPointer(start: bytes, count: Int(span.count)), as: UTF8.self)
        }
        var values = LinkParameters._Values()
        var valueCount = 0
        if entry.affixLengths.isEmpty {
            for depth in entry.parameterDepths {
                values[valueCount] = text(spans[depth])
                valueCount += 1
            }
        } else {
            for (depth, affix) in zip(entry.parameterDepths, entry.affixLengths) {
                var span = spans[depth]
                span.start += affix.prefix
                span.count -= affix.prefix + affix.suffix
                values[valueCount] = text(span)
                valueCount += 1
            }
        }
        if entry.tailDepth >= 0 {
            // A tail is its segments joined with "/", so an encoded slash inside one of them must
            // not leave an empty, "." or ".." piece: that value could not be printed back.
            // Those slashes count against the segment limit, as the printed link will have them.
            var printedSegments = segmentCount
            for depth in entry.tailDepth..<segmentCount where spans[depth].decoded {
                let span = spans[depth]
                let bytes = UnsafePointer(scratch) + Int(span.start)
                if !Self.splitsIntoSegments(bytes, count: Int(span.count)) {
                    return .rejected(LinkMessages.slashInTail(in: LinkMessages.segmentPart(depth)))
                }
                for i in 0..<Int(span.count) where bytes[i] == 0x2F { printedSegments += 1 }
            }
            if printedSegments > limits.maxSegments {
                return .rejected(LinkMessages.tooManySegments(limits.maxSegments))
            }
            values[valueCount] = (entry.tailDepth..<segmentCount).map { text(spans[$0]) }.joined(separator: "/")
            valueCount += 1
        }
        if !entry.queryFields.isEmpty {
            let firstField = valueCount
            if queryStart >= 0 {
                let query = UnsafeBufferPointer(start: p + queryStart, count: queryEnd - queryStart)
                if let rejection = readQuery(
                    query, fields: entry.queryFields, names: entry.names, firstField: firstField, into: &values,
                    scratch: scratch + written)
                {
                    return .rejected(rejection)
                }
            }
            if !entry.queryDefaults.isEmpty { Self.fillDefaults(entry.queryDefaults, from: firstField, into: &values) }
        }
        return .matched(
            Int(found),
            LinkParameters(names: entry.names, values: values, secrets: entry.secrets, personal: entry.personal))
    }

    /// Gives each absent query field its default, out of the hot path.
    @inline(never)
    static func fillDefaults(_ defaults: [String?], from firstField: Int, into values: inout LinkParameters._Values) {
        for (k, fallback) in defaults.enumerated() where values[firstField + k] == nil {
            values[firstField + k] = fallback
        }
    }

    /// Depth-first search: literal before prefixed or suffixed parameter before parameter before
    /// tail; each node is visited at most once.
    private func find(
        node: Int32, depth: Int, spans: UnsafePointer<Span>, count: Int, link: UnsafePointer<UInt8>,
        scratch: UnsafePointer<UInt8>
    ) -> Int32 {
        let current = nodes[Int(node)]
        if depth == count { return current.entry }
        let span = spans[depth]
        let bytes = span.decoded ? scratch + Int(span.start) : link + Int(span.start)
        let literal = literalChild(of: node, bytes, count: Int(span.count))
        if literal >= 0 {
            let found = find(node: literal, depth: depth + 1, spans: spans, count: count, link: link, scratch: scratch)
            if found >= 0 { return found }
        }
        if current.affixCount > 0 {
            for k in Int(current.affixFirst)..<Int(current.affixFirst + current.affixCount)
            where fits(affixes[k], bytes, count: Int(span.count)) {
                let found = find(
                    node: affixes[k].child, depth: depth + 1, spans: spans, count: count, link: link, scratch: scratch)
                if found >= 0 { return found }
            }
        }
        if current.parameter >= 0 {
            let found = find(
                node: current.parameter, depth: depth + 1, spans: spans, count: count, link: link, scratch: scratch)
            if found >= 0 { return found }
        }
        return current.tail
    }

    /// Reads the declared query fields: `+` is a space, the first occurrence of a name wins,
    /// and items the entry does not read are ignored.
    private func readQuery(
        _ query: UnsafeBufferPointer<UInt8>, fields: [[UInt8]], names: [String], firstField: Int,
        into values: inout LinkParameters._Values, scratch target: UnsafeMutablePointer<UInt8>
    ) -> LinkRejection? {
        guard let base = query.baseAddress else { return nil }
        var itemStart = 0
        while itemStart <= query.count {
            var itemEnd = itemStart
            while itemEnd < query.count && base[itemEnd] != 0x26 { itemEnd += 1 }
            var nameEnd = itemStart
            while nameEnd < itemEnd && base[nameEnd] != 0x3D { nameEnd += 1 }
            if nameEnd > itemStart {
                // Decode the name only when it needs it; declared names are plain ASCII.
                var name = UnsafePointer(base + itemStart)
                var nameCount = nameEnd - itemStart
                var needsDecoding = false
                for i in 0..<nameCount where name[i] == 0x25 || name[i] == 0x2B { needsDecoding = true }
                if needsDecoding {
                    guard let count = try? PercentCoding.decode(name, count: nameCount, into: target, plusIsSpace: true)
                    else {
                        itemStart = itemEnd + 1
                        continue  // a name that does not decode is no declared field
                    }
                    name = UnsafePointer(target)
                    nameCount = count
                }
                let candidate = UnsafeBufferPointer(start: name, count: nameCount)
                if let k = fields.firstIndex(where: { $0.elementsEqual(candidate) }), values[firstField + k] == nil {
                    // The first occurrence of a field wins; later ones are ignored.
                    let valueStart = min(nameEnd + 1, itemEnd)
                    do throws(PercentCoding.DecodingProblem) {
                        let count = try PercentCoding.decode(
                            base + valueStart, count: itemEnd - valueStart, into: target, plusIsSpace: true)
                        values[firstField + k] = String(
                            decoding: UnsafeBufferPointer(start: target, count: count), as: UTF8.self)
                    } catch {
                        return Self.rejection(for: error, in: LinkMessages.queryFieldPart(names[firstField + k]))
                    }
                }
            }
            itemStart = itemEnd + 1
        }
        return nil
    }

    /// Whether decoded bytes split at "/" into pieces that are neither empty nor "." or "..".
    static func splitsIntoSegments(_ bytes: UnsafePointer<UInt8>, count: Int) -> Bool {
        var pieceStart = 0
        for i in 0...count where i == count || bytes[i] == 0x2F {
            let length = i - pieceStart
            if length == 0 { return false }
            if length <= 2 && bytes[pieceStart] == 0x2E && bytes[i - 1] == 0x2E { return false }
            pieceStart = i + 1
        }
        return true
    }

    static func rejection(for problem: PercentCoding.DecodingProblem, in part: String) -> LinkRejection {
        switch problem {
        case .badEscape: LinkMessages.badEscape(in: part)
        case .notUTF8: LinkMessages.notUTF8(in: part)
        case .control: LinkMessages.control(in: part)
        }
    }
}

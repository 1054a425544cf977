/// The frozen, non-generic engine behind a ``LinkTable``: origins, limits and a trie of patterns.
///
/// The trie has one node per distinct pattern prefix. A node has literal children (kept for
/// the whole trie in one open-addressing hash table keyed by parent node and segment bytes),
/// parameter children with a literal prefix or suffix (`@:handle`, one per distinct pair, most
/// literal text first), at most one plain parameter child, at most one catch-all tail entry, and
/// at most one entry that ends there. Matching walks it depth first: literal, then prefixed or
/// suffixed parameter, then parameter, then tail, visiting each node at most once, so a match costs O(segments) for every table whose literal and parameter
/// branches do not overlap, and never more than the nodes on the path's prefixes.
///
/// Storage is allocated once in `init`, never mutated afterwards, and freed in `deinit`;
/// that is why the class may be `@unchecked Sendable`.
@usableFromInline final class LinkMatcher: @unchecked Sendable {
    struct Node {
        /// The entry whose pattern ends here, or -1.
        var entry: Int32 = -1
        /// The child reached through a parameter segment, or -1.
        var parameter: Int32 = -1
        /// The entry whose catch-all tail starts below this node, or -1.
        var tail: Int32 = -1
        /// Whether the parameter edge into this node carries a secret for some entry.
        var secretEdge = false
        /// Whether the tail entry's tail is secret.
        var secretTail = false
        /// Whether the parameter edge into this node carries a personal value for some entry
        /// (and a secret for none).
        var personalEdge = false
        /// Whether the tail entry's tail is personal.
        var personalTail = false
        /// The node's prefixed and suffixed parameter edges: `affixes[affixFirst..<affixFirst + affixCount]`.
        var affixFirst: Int32 = 0
        var affixCount: Int32 = 0
    }

    /// A parameter edge with literal text around the value: the prefix and suffix bytes (in
    /// `affixBytes`) and the child.
    struct AffixEdge {
        var prefixStart: Int32
        var prefixCount: Int32
        var suffixStart: Int32
        var suffixCount: Int32
        var child: Int32
    }

    struct LiteralSlot {
        var hash: UInt64 = 0
        var parent: Int32 = -1
        var child: Int32 = -1
        var keyOffset: Int32 = 0
        var keyLength: Int32 = 0
    }

    /// What the engine knows of one entry (a class, so a match retains it once).
    final class Entry: Sendable {
        let pattern: LinkPattern
        /// Parameter names: path parameters, the tail, then query fields.
        let names: [String]
        /// The segment index of each path parameter, in order.
        let parameterDepths: [Int]
        /// The prefix and suffix length of each path parameter, in order; empty when no
        /// parameter has either.
        let affixLengths: [(prefix: Int32, suffix: Int32)]
        /// The segment index where the tail starts, or -1.
        let tailDepth: Int
        /// The UTF-8 bytes of each query field name.
        let queryFields: [[UInt8]]
        /// The default text of each query field, or empty when no field has one.
        let queryDefaults: [String?]
        let secrets: Set<String>
        /// Names whose values print as the personal placeholder (never a secret's).
        let personal: Set<String>

        init(
            pattern: LinkPattern, names: [String], parameterDepths: [Int],
            affixLengths: [(prefix: Int32, suffix: Int32)],
            tailDepth: Int, queryFields: [[UInt8]], secrets: Set<String>, personal: Set<String>
        ) {
            self.pattern = pattern
            self.names = names
            self.parameterDepths = parameterDepths
            self.affixLengths = affixLengths.contains { $0.prefix > 0 || $0.suffix > 0 } ? affixLengths : []
            self.tailDepth = tailDepth
            self.queryFields = queryFields
            self.queryDefaults = pattern.queryDefaults
            self.secrets = secrets
            self.personal = personal
        }

        /// Whether a shown link hides some value of this entry.
        var hidesValues: Bool { !secrets.isEmpty || !personal.isEmpty }

        /// What a shown link prints in place of the value of `name`, when it hides it: the
        /// secret marker, or the personal placeholder for a value that is not empty (an empty
        /// value says nothing about the person, and prints as it is so it replays as it was).
        /// The one rule for what a shown link hides, for every printed form.
        func hiding(_ name: String, value: String) -> String? {
            if secrets.contains(name) { return LinkMessages.redacted }
            if !value.isEmpty, personal.contains(name) { return LinkMessages.personal }
            return nil
        }
    }

    let schemes: [[UInt8]]
    let hosts: [[UInt8]]
    let canonicalScheme: String
    let limits: LinkLimits
    let entries: [Entry]

    let nodes: UnsafeMutableBufferPointer<Node>
    let slots: UnsafeMutableBufferPointer<LiteralSlot>
    let keys: UnsafeMutableBufferPointer<UInt8>
    let slotMask: Int
    let affixes: UnsafeMutableBufferPointer<AffixEdge>
    let affixBytes: UnsafeMutableBufferPointer<UInt8>

    /// Builds the trie and checks the declaration.
    ///
    /// - Throws: ``LinkTableError`` when two patterns have the same shape or the origins are unusable.
    init(
        patterns: [LinkPattern], secrets: [Set<String>], personal: [Set<String>], origins: LinkOrigins,
        limits: LinkLimits
    ) throws(LinkTableError) {
        let canonical = origins.canonicalScheme.lowercased()
        for scheme in origins.schemes.sorted() + [canonical] where !Self.isValidCustomScheme(scheme) {
            throw LinkMessages.badScheme(scheme)
        }
        guard origins.schemes.contains(where: { $0.lowercased() == canonical }) else {
            throw LinkMessages.canonicalSchemeNotAccepted(canonical)
        }
        for host in origins.hosts.sorted() {
            if let why = HostName.problem(host) { throw LinkMessages.hostNotCanonical(host, why: why) }
        }
        self.schemes = origins.schemes.map { Array($0.lowercased().utf8) }
        self.hosts = origins.hosts.map { Array($0.lowercased().utf8) }
        self.canonicalScheme = canonical
        self.limits = limits

        // Count the literal segments first, so the literal hash table is allocated once.
        var literalCount = 0
        var literalBytes = 0
        for pattern in patterns {
            for case .literal(let text) in pattern.segments {
                literalCount += 1
                literalBytes += text.utf8.count
            }
        }

        // Build the trie. Two patterns have the same shape exactly when they end at the same
        // node (or put a tail on the same node), so conflicts show up while building.
        var building: [Node] = [Node()]
        building.reserveCapacity(patterns.count * 2)
        var table = LiteralTable(edges: literalCount, bytes: literalBytes)
        var entries: [Entry] = []
        entries.reserveCapacity(patterns.count)
        // The prefixed and suffixed parameter edges of each node that has some.
        var affixEdges: [Int32: [(prefix: String, suffix: String, child: Int32)]] = [:]
        for (index, pattern) in patterns.enumerated() {
            let entrySecrets = secrets[index]
            let entryPersonal = personal[index]
            var node: Int32 = 0
            var depths: [Int] = []
            var affixLengths: [(prefix: Int32, suffix: Int32)] = []
            var tailDepth = -1
            for (depth, segment) in pattern.segments.enumerated() {
                switch segment {
                case .literal(let text):
                    node = table.child(of: node, text, creating: &building)
                case .parameter(let name, let prefix, let suffix):
                    if prefix.isEmpty && suffix.isEmpty {
                        if building[Int(node)].parameter < 0 {
                            building.append(Node())
                            building[Int(node)].parameter = Int32(building.count - 1)
                        }
                        node = building[Int(node)].parameter
                    } else if let edge = affixEdges[node]?.first(where: { $0.prefix == prefix && $0.suffix == suffix })
                    {
                        node = edge.child
                    } else {
                        building.append(Node())
                        let child = Int32(building.count - 1)
                        affixEdges[node, default: []].append((prefix, suffix, child))
                        node = child
                    }
                    if entrySecrets.contains(name) { building[Int(node)].secretEdge = true }
                    if entryPersonal.contains(name) { building[Int(node)].personalEdge = true }
                    depths.append(depth)
                    affixLengths.append((Int32(prefix.utf8.count), Int32(suffix.utf8.count)))
                case .tail(let name):
                    let earlier = building[Int(node)].tail
                    if earlier >= 0 { throw Self.sameShape(patterns[Int(earlier)], pattern) }
                    building[Int(node)].tail = Int32(index)
                    building[Int(node)].secretTail = entrySecrets.contains(name)
                    building[Int(node)].personalTail = entryPersonal.contains(name)
                    tailDepth = depth
                }
            }
            if tailDepth < 0 {
                let earlier = building[Int(node)].entry
                if earlier >= 0 { throw Self.sameShape(patterns[Int(earlier)], pattern) }
                building[Int(node)].entry = Int32(index)
            }
            entries.append(
                Entry(
                    pattern: pattern, names: pattern.parameterNames, parameterDepths: depths,
                    affixLengths: affixLengths, tailDepth: tailDepth,
                    queryFields: pattern.queryFields.map { Array($0.utf8) }, secrets: entrySecrets,
                    personal: entryPersonal))
        }
        self.entries = entries

        // Freeze the prefixed and suffixed edges, each node's together, the most literal text
        // first (then the longer prefix), so that `@:a` is tried before `:b` and `:c.json` before `:d.n`.
        var frozenEdges: [AffixEdge] = []
        var frozenBytes: [UInt8] = []
        for node in affixEdges.keys.sorted() {
            let edges = affixEdges[node]!.sorted { a, b in
                let (la, lb) = (a.prefix.utf8.count + a.suffix.utf8.count, b.prefix.utf8.count + b.suffix.utf8.count)
                if la != lb { return la > lb }
                if a.prefix.utf8.count != b.prefix.utf8.count { return a.prefix.utf8.count > b.prefix.utf8.count }
                return a.child < b.child
            }
            building[Int(node)].affixFirst = Int32(frozenEdges.count)
            building[Int(node)].affixCount = Int32(edges.count)
            for edge in edges {
                let prefixStart = Int32(frozenBytes.count)
                frozenBytes += edge.prefix.utf8
                let suffixStart = Int32(frozenBytes.count)
                frozenBytes += edge.suffix.utf8
                frozenEdges.append(
                    AffixEdge(
                        prefixStart: prefixStart, prefixCount: Int32(edge.prefix.utf8.count), suffixStart: suffixStart,
                        suffixCount: Int32(edge.suffix.utf8.count), child: edge.child))
            }
        }
        affixes = .allocate(capacity: max(frozenEdges.count, 1))
        _ = affixes.initialize(from: frozenEdges)
        affixBytes = .allocate(capacity: max(frozenBytes.count, 1))
        _ = affixBytes.initialize(from: frozenBytes)

        nodes = .allocate(capacity: building.count)
        _ = nodes.initialize(from: building)

        // Freeze the literal edges into a table sized for the edges there are, inserted in the
        // order they were created.
        var capacity = 8
        while capacity < table.edges.count * 2 { capacity *= 2 }
        slotMask = capacity - 1
        slots = .allocate(capacity: capacity)
        slots.initialize(repeating: LiteralSlot())
        keys = .allocate(capacity: max(table.keys.count, 1))
        _ = keys.initialize(from: table.keys)
        for edge in table.edges {
            let literal = table.slots[Int(edge)]
            var slot = Int(truncatingIfNeeded: literal.hash) & slotMask
            while slots[slot].child >= 0 { slot = (slot + 1) & slotMask }
            slots[slot] = literal
        }
    }

    /// The error for two patterns of the same shape, the earlier one first.
    static func sameShape(_ earlier: LinkPattern, _ later: LinkPattern) -> LinkTableError {
        LinkMessages.sameShape(earlier.text, later.text, example: example(of: earlier))
    }

    deinit {
        nodes.deallocate()
        slots.deallocate()
        keys.deallocate()
        affixes.deallocate()
        affixBytes.deallocate()
    }

    /// The literal edges while the trie is built: an open-addressing table sized for every
    /// literal segment of the patterns, so it never grows, and the edges in creation order.
    private struct LiteralTable {
        var slots: [LiteralSlot]
        let mask: Int
        /// The key bytes of every edge, back to back.
        var keys: [UInt8] = []
        /// The slot of each edge, in the order the edges were created.
        var edges: [Int32] = []

        init(edges: Int, bytes: Int) {
            var capacity = 8
            while capacity < edges * 2 { capacity *= 2 }
            slots = Array(repeating: LiteralSlot(), count: capacity)
            mask = capacity - 1
            keys.reserveCapacity(bytes)
            self.edges.reserveCapacity(edges)
        }

        /// The child of `parent` through the literal `text`, created (as a new node) when missing.
        mutating func child(of parent: Int32, _ text: String, creating nodes: inout [Node]) -> Int32 {
            var text = text
            return text.withUTF8 { bytes in
                let hash = LinkMatcher.hash(parent: parent, bytes.baseAddress, count: bytes.count)
                var slot = Int(truncatingIfNeeded: hash) & mask
                while slots[slot].child >= 0 {
                    let candidate = slots[slot]
                    if candidate.hash == hash && candidate.parent == parent && Int(candidate.keyLength) == bytes.count
                        && keys[Int(candidate.keyOffset)..<Int(candidate.keyOffset) + bytes.count].elementsEqual(bytes)
                    {
                        return candidate.child
                    }
                    slot = (slot + 1) & mask
                }
                nodes.append(Node())
                let child = Int32(nodes.count - 1)
                slots[slot] = LiteralSlot(
                    hash: hash, parent: parent, child: child, keyOffset: Int32(keys.count),
                    keyLength: Int32(bytes.count))
                keys.append(contentsOf: bytes)
                edges.append(Int32(slot))
                return child
            }
        }
    }

    /// FNV-1a over the segment bytes, seeded with the parent node.
    static func hash(parent: Int32, _ bytes: UnsafePointer<UInt8>?, count: Int) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ (UInt64(UInt32(bitPattern: parent)) &* 0x9E37_79B9_7F4A_7C15)
        if let bytes {
            for i in 0..<count { hash = (hash ^ UInt64(bytes[i])) &* 0x0000_0100_0000_01B3 }
        }
        return hash ^ (hash >> 29)
    }

    /// The literal child of `parent` for the segment bytes, or -1.
    func literalChild(of parent: Int32, _ bytes: UnsafePointer<UInt8>, count: Int) -> Int32 {
        let hash = Self.hash(parent: parent, bytes, count: count)
        var slot = Int(truncatingIfNeeded: hash) & slotMask
        while true {
            let candidate = slots[slot]
            if candidate.child < 0 { return -1 }
            if candidate.hash == hash && candidate.parent == parent && Int(candidate.keyLength) == count {
                let key = keys.baseAddress! + Int(candidate.keyOffset)
                var equal = true
                for i in 0..<count where key[i] != bytes[i] {
                    equal = false
                    break
                }
                if equal { return candidate.child }
            }
            slot = (slot + 1) & slotMask
        }
    }

    /// Whether the segment bytes are the edge's prefix, a value of one byte or more, and its suffix.
    func fits(_ edge: AffixEdge, _ bytes: UnsafePointer<UInt8>, count: Int) -> Bool {
        let (p, s) = (Int(edge.prefixCount), Int(edge.suffixCount))
        guard count > p + s else { return false }
        let prefix = affixBytes.baseAddress! + Int(edge.prefixStart)
        for i in 0..<p where bytes[i] != prefix[i] { return false }
        let suffix = affixBytes.baseAddress! + Int(edge.suffixStart)
        for i in 0..<s where bytes[count - s + i] != suffix[i] { return false }
        return true
    }

    /// The first child of `node` through a prefixed or suffixed parameter edge that fits the
    /// segment bytes, or -1.
    func affixedChild(of node: Int32, _ bytes: UnsafePointer<UInt8>, count: Int) -> Int32 {
        let current = nodes[Int(node)]
        for k in Int(current.affixFirst)..<Int(current.affixFirst + current.affixCount)
        where fits(affixes[k], bytes, count: count) {
            return affixes[k].child
        }
        return -1
    }

    /// The first prefixed or suffixed parameter child for a raw (still percent-encoded) segment, or -1.
    func affixedChild(of node: Int32, rawSegment piece: UnsafeBufferPointer<UInt8>) -> Int32 {
        guard let base = piece.baseAddress, nodes[Int(node)].affixCount > 0 else { return -1 }
        guard piece.contains(0x25) else { return affixedChild(of: node, base, count: piece.count) }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: piece.count) { target in
            guard
                let count = try? PercentCoding.decode(
                    base, count: piece.count, into: target.baseAddress!, plusIsSpace: false)
            else { return -1 }
            return affixedChild(of: node, UnsafePointer(target.baseAddress!), count: count)
        }
    }

    /// A link that would match `pattern`, for error messages.
    static func example(of pattern: LinkPattern) -> String {
        let parts = pattern.segments.map { segment -> String in
            switch segment {
            case .literal(let text): text
            case .parameter(_, let prefix, let suffix): prefix + "1" + suffix
            case .tail: "a/b"
            }
        }
        return "/" + parts.joined(separator: "/")
    }

    static func isValidCustomScheme(_ scheme: String) -> Bool {
        let bytes = Array(scheme.utf8)
        guard let first = bytes.first, ASCII.isLetter(first), bytes.allSatisfy(ASCII.isSchemeByte) else {
            return false
        }
        let lower = scheme.lowercased()
        return lower != "http" && lower != "https"
    }
}

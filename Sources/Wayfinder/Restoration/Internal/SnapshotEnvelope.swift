// The snapshot's own fields (its version, the selected tab, each tab's stack) written and read
// straight as bytes of the compact format, the bytes their synthesized `Codable` conformances
// give; only the schema's tabs and screens go through `Codable`. The envelope is generic over
// the schema, and going through `Codable` for it cost a keyed container, run-time type lookups
// and an array per level, more than the screens' own coding it wraps.
//
//   k 7:version i<version>; 11:selectedTab <tab> 6:stacks l (k 3:tab <tab> 7:screens l <screen>* . .)* . .

extension NavigationSnapshot {
    init(version: Int, selectedTab: Schema.Tab, stacks: [TabStack]) {
        self.version = version
        self.selectedTab = selectedTab
        self.stacks = stacks
    }

    /// Writes the compact payload of ``encoded()`` into `sink`, finished, after `headerLength`
    /// bytes left for its header.
    /// - Throws: What a tab's or a screen's `encode(to:)` throws, and `EncodingError.invalidValue`
    ///   when one misuses its encoder.
    func writeCompactPayload(to sink: CompactSink, headerLength: Int) throws {
        // Room for the envelope and some 32 bytes a screen: most snapshots are written without
        // the buffer growing.
        var capacity = headerLength + 64
        for stack in stacks { capacity += 32 * stack.screens.count }
        sink.begin(headerLength: headerLength, capacity: capacity)
        do {
            try writeEnvelope(to: sink)
        } catch is WrittenOutOfOrder {
            // A tab or screen used its containers out of order: the sink then places writes by
            // container, which only the `Codable` envelope has. Encoding through it gives the
            // same bytes for any use of the encoder.
            sink.begin(headerLength: headerLength, capacity: capacity)
            try sink.value(self)
        }
        try sink.finish(self)
    }

    /// A tab or screen left the sink out of order.
    private struct WrittenOutOfOrder: Error {}

    private func writeEnvelope(to sink: CompactSink) throws {
        func value(_ value: some Encodable) throws {
            try sink.value(value)
            guard sink.isInOrder else { throw WrittenOutOfOrder() }
        }
        sink.byte(UInt8(ascii: "k"))
        sink.text("version")
        sink.int(Int64(version))
        sink.text("selectedTab")
        try value(selectedTab)
        sink.text("stacks")
        sink.byte(UInt8(ascii: "l"))
        for stack in stacks {
            sink.byte(UInt8(ascii: "k"))
            sink.text("tab")
            try value(stack.tab)
            sink.text("screens")
            sink.byte(UInt8(ascii: "l"))
            for screen in stack.screens { try value(screen) }
            sink.byte(CompactCoding.end)
            sink.byte(CompactCoding.end)
        }
        sink.byte(CompactCoding.end)
        sink.byte(CompactCoding.end)
    }

    /// Reads a compact payload as the synthesized `init(from:)` would: each field found by its
    /// key (the first of a key written twice, other keys ignored), the version first.
    /// - Throws: ``ReadError/unsupportedVersion(_:)`` for a snapshot of another version, else
    ///   ``ReadError/undecodable`` when it does not follow the grammar, lacks a field or holds a
    ///   value of another kind.
    static func read(compact payload: [UInt8]) throws(ReadError) -> Self {
        try CompactInput.pool.with { input throws(ReadError) in try read(payload, into: input) }
    }

    private static func read(_ payload: [UInt8], into input: CompactInput) throws(ReadError) -> Self {
        guard (try? input.load(payload)) != nil, input.isKeyed(at: 0),
            let versionAt = input.value(forKey: "version", inKeyedAt: 0),
            let version = input.integer(Int.self, at: versionAt)
        else { throw .undecodable }
        // Format 2 has the same payload as 3: only its header's checksum differs.
        guard (oldestReadVersion...currentVersion).contains(version) else { throw .unsupportedVersion(version) }
        do {
            guard let tabAt = input.value(forKey: "selectedTab", inKeyedAt: 0),
                let stacksAt = input.value(forKey: "stacks", inKeyedAt: 0), input.isList(at: stacksAt)
            else { throw ReadError.undecodable }
            let selectedTab = try CompactDecoder(input: InputReference(input), position: tabAt).value(Schema.Tab.self)
            var stacks: [TabStack] = []
            stacks.reserveCapacity(input.count(stacksAt))
            var item = stacksAt + 1
            for _ in 0..<input.count(stacksAt) {
                stacks.append(try readStack(input, at: item))
                item = input.skip(item)
            }
            return Self(version: version, selectedTab: selectedTab, stacks: stacks)
        } catch {
            throw .undecodable
        }
    }

    private static func readStack(_ input: CompactInput, at p: Int) throws -> TabStack {
        guard input.isKeyed(at: p), let tabAt = input.value(forKey: "tab", inKeyedAt: p),
            let screensAt = input.value(forKey: "screens", inKeyedAt: p), input.isList(at: screensAt)
        else { throw ReadError.undecodable }
        let reference = InputReference(input)
        let tab = try CompactDecoder(input: reference, position: tabAt).value(Schema.Tab.self)
        var screens: [Schema.Screen] = []
        screens.reserveCapacity(input.count(screensAt))
        var item = screensAt + 1
        for _ in 0..<input.count(screensAt) {
            screens.append(try CompactDecoder(input: reference, position: item).value(Schema.Screen.self))
            item = input.skip(item)
        }
        return TabStack(tab: tab, screens: screens)
    }
}

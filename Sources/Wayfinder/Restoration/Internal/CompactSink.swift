// The fast path of encoding: bytes are written as the value's `encode(to:)` calls arrive.
//
// Each value being encoded and each open container has an id; ids grow with every value and
// container opened, so the open ones, innermost last, have growing ids. Writing into a container
// first ends (writes "." for) every container opened after it; a container that is no longer
// open, a value's `encode(to:)` writing into an outer container, or any other out-of-order use
// marks the sink irregular: from then on nothing is written, and `CompactCoding.encode` encodes
// the value again through the tree (CompactTree), which accepts any order.

/// The bytes being written, and which values and containers are open.
final class CompactSink {
    private enum Kind: UInt8 {
        /// A value whose `encode(to:)` has written nothing yet.
        case emptyValue
        /// A value that wrote a single value.
        case writtenValue
        case keyed
        case list
    }

    private struct Open {
        var id: Int
        var kind: Kind
    }

    // The sink belongs to one `CompactCoding.encode` call on one thread, and no access to its
    // properties spans a call that could reach them again (a value's `encode(to:)` runs between
    // accesses, never inside one), so the runtime's exclusivity checks, a quarter of the time
    // of encoding a snapshot, are left out.
    @exclusivity(unchecked) private(set) var bytes: [UInt8] = []
    @exclusivity(unchecked) private var open: [Open] = []
    /// The next id; each value takes two, the second for its own container.
    @exclusivity(unchecked) private var nextID = 0
    /// Whether the value used its containers out of order: what was written is incomplete.
    @exclusivity(unchecked) private(set) var isIrregular = false

    /// The id that is never open: containers handed out once the sink is irregular.
    static let dead = -1

    init() {
        bytes.reserveCapacity(512)
        open.reserveCapacity(16)
    }

    // MARK: Values

    /// Writes `value`: String, Int and Bool directly (the bytes their own `encode(to:)` would
    /// write), anything else through its `encode(to:)`.
    func value<T: Encodable>(_ value: T) throws {
        if T.self == String.self, let v = value as? String {
            CompactCoding.string(v, to: &bytes)
        } else if T.self == Int.self, let v = value as? Int {
            CompactCoding.number("i", Int64(v), to: &bytes)
        } else if T.self == Bool.self, let v = value as? Bool {
            bytes.append(UInt8(ascii: v ? "t" : "f"))
        } else {
            let id = nextID
            nextID += 2
            open.append(Open(id: id, kind: .emptyValue))
            try value.encode(to: CompactStreamEncoder(sink: self, value: id))
            end(value: id)
        }
    }

    /// Ends the value `id`: closes its containers, and writes nil if it wrote nothing.
    private func end(value id: Int) {
        guard !isIrregular else { return }
        closeAbove(id)
        guard let last = open.last, last.id == id else { return markIrregular() }
        if last.kind == .emptyValue { bytes.append(UInt8(ascii: "n")) }
        open.removeLast()
    }

    // MARK: Containers

    /// Makes `id` the innermost open container, ending those opened after it.
    /// - Returns: Whether to write: false once the sink is irregular.
    func focus(_ id: Int) -> Bool {
        guard !isIrregular, id != Self.dead else { return false }
        closeAbove(id)
        guard !isIrregular, open.last?.id == id else {
            markIrregular()
            return false
        }
        return true
    }

    /// Ends the containers opened after `id`; a value still being encoded above it is out of order.
    private func closeAbove(_ id: Int) {
        while let last = open.last, last.id > id {
            guard last.kind == .keyed || last.kind == .list else { return markIrregular() }
            bytes.append(CompactCoding.end)
            open.removeLast()
        }
    }

    /// The container of the value `id` (asked for again: the same one, if still open).
    /// - Returns: The container's id, or ``dead``.
    func container(ofValue id: Int, keyed: Bool) -> Int {
        let kind: Kind = keyed ? .keyed : .list
        let containerID = id + 1
        guard !isIrregular, id != Self.dead else { return Self.dead }
        closeAbove(containerID)
        guard !isIrregular, let last = open.last else { return Self.dead }
        if last.id == containerID, last.kind == kind { return containerID }
        guard last.id == id, last.kind == .emptyValue else {
            markIrregular()
            return Self.dead
        }
        open[open.count - 1].kind = .writtenValue
        bytes.append(UInt8(ascii: keyed ? "k" : "l"))
        open.append(Open(id: containerID, kind: kind))
        return containerID
    }

    /// Opens a container inside the focused one (its key, if any, already written).
    /// - Returns: The new container's id.
    func nested(keyed: Bool) -> Int {
        let id = nextID
        nextID += 2
        bytes.append(UInt8(ascii: keyed ? "k" : "l"))
        open.append(Open(id: id, kind: keyed ? .keyed : .list))
        return id
    }

    /// Focuses the value `id` for its single value.
    /// - Returns: Whether to write it: false if the value already wrote something.
    func single(_ id: Int) -> Bool {
        guard focus(id) else { return false }
        guard open[open.count - 1].kind == .emptyValue else {
            markIrregular()
            return false
        }
        open[open.count - 1].kind = .writtenValue
        return true
    }

    /// Gives up on the fast path: the caller encodes through the tree.
    func markIrregular() { isIrregular = true }

    // MARK: Primitives

    func key(_ key: some CodingKey) { CompactCoding.text(key.stringValue, to: &bytes) }
    func null() { bytes.append(UInt8(ascii: "n")) }
    func bool(_ value: Bool) { bytes.append(UInt8(ascii: value ? "t" : "f")) }
    func string(_ value: String) { CompactCoding.string(value, to: &bytes) }
    func int(_ value: some BinaryInteger) { CompactCoding.number("i", value, to: &bytes) }
    func uint(_ value: some BinaryInteger) { CompactCoding.number("u", value, to: &bytes) }
    func double(_ value: Double) { CompactCoding.number("d", value.bitPattern, to: &bytes) }
}

// MARK: Encoder

/// The encoder handed to one value's `encode(to:)`.
struct CompactStreamEncoder: Encoder {
    let sink: CompactSink
    /// The value's id in the sink.
    let value: Int
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(StreamKeyedWriter(sink: sink, id: sink.container(ofValue: value, keyed: true)))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        StreamListWriter(sink: sink, id: sink.container(ofValue: value, keyed: false))
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { StreamSingleWriter(sink: sink, value: value) }
}

private struct StreamKeyedWriter<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let sink: CompactSink
    let id: Int
    var codingPath: [any CodingKey] { [] }

    /// Focuses this container and writes `key`. - Returns: Whether to write the value.
    private func put(_ key: Key) -> Bool {
        guard sink.focus(id) else { return false }
        sink.key(key)
        return true
    }

    mutating func encodeNil(forKey key: Key) throws { if put(key) { sink.null() } }
    mutating func encode(_ value: Bool, forKey key: Key) throws { if put(key) { sink.bool(value) } }
    mutating func encode(_ value: String, forKey key: Key) throws { if put(key) { sink.string(value) } }
    mutating func encode(_ value: Double, forKey key: Key) throws { if put(key) { sink.double(value) } }
    mutating func encode(_ value: Float, forKey key: Key) throws { if put(key) { sink.double(Double(value)) } }
    mutating func encode(_ value: Int, forKey key: Key) throws { if put(key) { sink.int(Int64(value)) } }
    mutating func encode(_ value: Int8, forKey key: Key) throws { if put(key) { sink.int(Int64(value)) } }
    mutating func encode(_ value: Int16, forKey key: Key) throws { if put(key) { sink.int(Int64(value)) } }
    mutating func encode(_ value: Int32, forKey key: Key) throws { if put(key) { sink.int(Int64(value)) } }
    mutating func encode(_ value: Int64, forKey key: Key) throws { if put(key) { sink.int(value) } }
    mutating func encode(_ value: UInt, forKey key: Key) throws { if put(key) { sink.uint(UInt64(value)) } }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { if put(key) { sink.uint(UInt64(value)) } }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { if put(key) { sink.uint(UInt64(value)) } }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { if put(key) { sink.uint(UInt64(value)) } }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { if put(key) { sink.uint(value) } }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        if put(key) { try sink.value(value) }
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        let nested = put(key) ? sink.nested(keyed: true) : CompactSink.dead
        return KeyedEncodingContainer(StreamKeyedWriter<NestedKey>(sink: sink, id: nested))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        StreamListWriter(sink: sink, id: put(key) ? sink.nested(keyed: false) : CompactSink.dead)
    }

    mutating func superEncoder() -> any Encoder {
        sink.markIrregular()
        return CompactStreamEncoder(sink: sink, value: CompactSink.dead)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        // Its value is written whenever the caller gets to it, perhaps after later keys: leave
        // that order to the tree.
        sink.markIrregular()
        return CompactStreamEncoder(sink: sink, value: CompactSink.dead)
    }
}

private struct StreamListWriter: UnkeyedEncodingContainer {
    let sink: CompactSink
    let id: Int
    private(set) var count = 0
    var codingPath: [any CodingKey] { [] }

    init(sink: CompactSink, id: Int) {
        self.sink = sink
        self.id = id
    }

    /// Focuses this container for one more item. - Returns: Whether to write it.
    private mutating func next() -> Bool {
        guard sink.focus(id) else { return false }
        count += 1
        return true
    }

    mutating func encodeNil() throws { if next() { sink.null() } }
    mutating func encode(_ value: Bool) throws { if next() { sink.bool(value) } }
    mutating func encode(_ value: String) throws { if next() { sink.string(value) } }
    mutating func encode(_ value: Double) throws { if next() { sink.double(value) } }
    mutating func encode(_ value: Float) throws { if next() { sink.double(Double(value)) } }
    mutating func encode(_ value: Int) throws { if next() { sink.int(Int64(value)) } }
    mutating func encode(_ value: Int8) throws { if next() { sink.int(Int64(value)) } }
    mutating func encode(_ value: Int16) throws { if next() { sink.int(Int64(value)) } }
    mutating func encode(_ value: Int32) throws { if next() { sink.int(Int64(value)) } }
    mutating func encode(_ value: Int64) throws { if next() { sink.int(value) } }
    mutating func encode(_ value: UInt) throws { if next() { sink.uint(UInt64(value)) } }
    mutating func encode(_ value: UInt8) throws { if next() { sink.uint(UInt64(value)) } }
    mutating func encode(_ value: UInt16) throws { if next() { sink.uint(UInt64(value)) } }
    mutating func encode(_ value: UInt32) throws { if next() { sink.uint(UInt64(value)) } }
    mutating func encode(_ value: UInt64) throws { if next() { sink.uint(value) } }
    mutating func encode<T: Encodable>(_ value: T) throws { if next() { try sink.value(value) } }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<
        NestedKey
    > {
        KeyedEncodingContainer(
            StreamKeyedWriter<NestedKey>(sink: sink, id: next() ? sink.nested(keyed: true) : CompactSink.dead))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        StreamListWriter(sink: sink, id: next() ? sink.nested(keyed: false) : CompactSink.dead)
    }

    mutating func superEncoder() -> any Encoder {
        sink.markIrregular()
        return CompactStreamEncoder(sink: sink, value: CompactSink.dead)
    }
}

private struct StreamSingleWriter: SingleValueEncodingContainer {
    let sink: CompactSink
    let value: Int
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil() throws { if sink.single(value) { sink.null() } }
    mutating func encode(_ value: Bool) throws { if sink.single(self.value) { sink.bool(value) } }
    mutating func encode(_ value: String) throws { if sink.single(self.value) { sink.string(value) } }
    mutating func encode(_ value: Double) throws { if sink.single(self.value) { sink.double(value) } }
    mutating func encode(_ value: Float) throws { if sink.single(self.value) { sink.double(Double(value)) } }
    mutating func encode(_ value: Int) throws { if sink.single(self.value) { sink.int(Int64(value)) } }
    mutating func encode(_ value: Int8) throws { if sink.single(self.value) { sink.int(Int64(value)) } }
    mutating func encode(_ value: Int16) throws { if sink.single(self.value) { sink.int(Int64(value)) } }
    mutating func encode(_ value: Int32) throws { if sink.single(self.value) { sink.int(Int64(value)) } }
    mutating func encode(_ value: Int64) throws { if sink.single(self.value) { sink.int(value) } }
    mutating func encode(_ value: UInt) throws { if sink.single(self.value) { sink.uint(UInt64(value)) } }
    mutating func encode(_ value: UInt8) throws { if sink.single(self.value) { sink.uint(UInt64(value)) } }
    mutating func encode(_ value: UInt16) throws { if sink.single(self.value) { sink.uint(UInt64(value)) } }
    mutating func encode(_ value: UInt32) throws { if sink.single(self.value) { sink.uint(UInt64(value)) } }
    mutating func encode(_ value: UInt64) throws { if sink.single(self.value) { sink.uint(value) } }
    mutating func encode<T: Encodable>(_ value: T) throws { if sink.single(self.value) { try sink.value(value) } }
}

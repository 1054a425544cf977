import Foundation

// The snapshot's one encoder: bytes are written as the value's `encode(to:)` calls arrive.
//
// Each value being encoded and each container has an id, in the order they were opened, and a
// slot that says where its next bytes go. While the containers are used in order (each write
// goes to the innermost open container, or to one below it, which ends those above), every
// slot's next bytes go at the end of the buffer and a container's "." is written when it ends.
// The first write out of that order (to a container already ended, a value's `encode(to:)`
// writing into an outer container, a container kept past its value's `encode(to:)`) ends every
// open container on the spot, and from then on each write is inserted at its slot's place and
// moves the places after it: slower, and the same grammar for any order of use.

/// The bytes being written, and where each value and container writes next.
///
/// One sink serves one encode at a time, taken from ``pool`` and started with ``begin(headerLength:capacity:)``.
final class CompactSink: PooledCoder {
    /// The sinks encodes borrow, one each (`CoderPool`).
    static let pool = CoderPool<CompactSink>()

    private enum Kind: UInt8 {
        /// A value whose `encode(to:)` has written nothing yet.
        case emptyValue
        /// A value that wrote its single value or asked for its container.
        case writtenValue
        /// The value of a super encoder: written whenever its caller gets to it.
        case emptySuper
        case writtenSuper
        case keyed
        case list
        /// A value's container not asked for yet.
        case unused
    }

    /// Twelve bytes a slot: a snapshot opens a few hundred.
    private struct Slot {
        var kind: Kind
        /// Whether it is open, in order: its bytes still go at the end of the buffer.
        var isOpen: Bool
        /// Once out of order: where its next bytes go.
        var end: Int32
        /// The write that set `end`, if it set it inside what it wrote (the place then needs
        /// no moving when that write's bytes are put in).
        var setBy: Int32

        init(kind: Kind, isOpen: Bool, end: Int, setBy: Int) {
            self.kind = kind
            self.isOpen = isOpen
            self.end = Int32(truncatingIfNeeded: end)
            self.setBy = Int32(truncatingIfNeeded: setBy)
        }
    }

    // The sink serves one encode at a time, on one thread, and no access to its properties
    // spans a call that could reach them again (a value's `encode(to:)` runs between accesses,
    // never inside one), so the run-time exclusivity checks are left out.
    @exclusivity(unchecked) private var bytes = SinkBuffer<UInt8>(capacity: 512)
    /// The bytes before the payload, left for a header.
    @exclusivity(unchecked) private var headerLength = 0
    @exclusivity(unchecked) private var slots = SinkBuffer<Slot>(capacity: 256)
    /// The open slots, innermost last, while in order.
    @exclusivity(unchecked) private var open = SinkBuffer<Int>(capacity: 16)
    @exclusivity(unchecked) private var inOrder = true
    /// Out of order: the slot being written, where its new bytes began, and which write this
    /// is; the bytes after them, put back when another slot is written.
    @exclusivity(unchecked) private var current = (slot: -1, at: 0, write: 0)
    @exclusivity(unchecked) private var tail: [UInt8] = []
    /// Why the value cannot be encoded, if it used its encoder in a way no order can write.
    @exclusivity(unchecked) private(set) var misuse: String?
    @exclusivity(unchecked) var generation: UInt64 = 0
    static var ended: any Error { CompactCoding.encodeEnded }

    /// The id that is never open: containers handed out after a misuse.
    static let dead = -1

    /// The most bytes and slots a sink keeps between encodes.
    static let maxBytesKept = 16_384
    static let maxSlotsKept = 1024

    init() {}

    /// Starts an encode (again): the bytes begin with `headerLength` bytes for
    /// ``takeData(header:)`` to fill, with room for `capacity` bytes before the buffer grows.
    /// Encoders and containers handed out before are ended.
    func begin(headerLength: Int = 0, capacity: Int = 512) {
        generation &+= 1
        self.headerLength = headerLength
        bytes.removeAll(reservingCapacity: max(capacity, headerLength))
        bytes.append(length: headerLength) { $0.initialize(repeating: 0) }
        slots.removeAll(reservingCapacity: 0)
        open.removeAll(reservingCapacity: 0)
        inOrder = true
        current = (-1, 0, 0)
        tail = []
        misuse = nil
    }

    /// The bytes and slots the sink has room for now.
    var allocated: (bytes: Int, slots: Int) { (bytes.capacity, slots.capacity) }

    func reset() {
        bytes.removeAll(freeingAbove: Self.maxBytesKept)
        slots.removeAll(freeingAbove: Self.maxSlotsKept)
        open.removeAll(freeingAbove: Self.maxSlotsKept)
        tail = []
        misuse = nil
    }

    /// Ends the encoding of `value`.
    /// - Throws: `EncodingError.invalidValue` when the value misused its encoder.
    func finish(_ value: Any) throws {
        if let misuse {
            throw EncodingError.invalidValue(value, .init(codingPath: [], debugDescription: misuse))
        }
        if !inOrder, bytes.count >= Int32.max {
            // Slot places are 32 bits: past that, they cannot be trusted.
            throw EncodingError.invalidValue(value, .init(codingPath: [], debugDescription: "over 2 GB"))
        }
        if !inOrder {
            // A super encoder nobody wrote through holds an empty keyed container.
            for id in slots.indices where slots[id].kind == .emptySuper { write(to: id, Self.emptyKeyed) }
            putBackTail()
        }
    }

    /// The encoded bytes, after ``finish(_:)``.
    var payload: [UInt8] { bytes.suffix(from: headerLength) }

    /// The payload's checksum, as a snapshot's header carries it (``Checksum/words(_:)``), after
    /// ``finish(_:)``.
    var payloadChecksum: UInt64 {
        bytes.withElements(from: headerLength) { Checksum.words(UnsafeRawBufferPointer($0)) }
    }

    /// The header and the encoded bytes after ``finish(_:)``, handed over without a copy: `header`
    /// writes the header's bytes. The sink is empty afterwards.
    func takeData(header: (UnsafeMutableBufferPointer<UInt8>) -> Void) -> Data {
        let written = bytes.take()
        header(UnsafeMutableBufferPointer(rebasing: written[..<headerLength]))
        return Data(
            bytesNoCopy: UnsafeMutableRawPointer(written.baseAddress!), count: written.count,
            deallocator: .custom { storage, _ in storage.deallocate() })
    }

    private static let emptyKeyed: [UInt8] = [UInt8(ascii: "k"), CompactCoding.end]

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
            let id = openSlots(.emptyValue)
            try value.encode(to: CompactStreamEncoder(sink: SinkReference(self), value: id))
            end(value: id)
        }
    }

    /// Opens a value's slot and its container's, where the bytes are being written now.
    private func openSlots(_ kind: Kind) -> Int {
        let id = slots.count
        let (isOpen, end, setBy) = (inOrder, bytes.count, current.write)
        slots.append(length: 2) { slots in
            slots[0] = Slot(kind: kind, isOpen: isOpen, end: end, setBy: setBy)
            slots[1] = Slot(kind: .unused, isOpen: false, end: end, setBy: setBy)
        }
        if inOrder { open.append(id) }
        return id
    }

    /// Ends the value `id`: closes its containers, and writes nil if it wrote nothing.
    private func end(value id: Int) {
        if inOrder {
            guard closeAbove(id) else {
                goOutOfOrder()
                return end(value: id)
            }
            if slots[id].kind == .emptyValue { bytes.append(UInt8(ascii: "n")) }
            slots[id].end = Int32(truncatingIfNeeded: bytes.count)
            slots[id].isOpen = false
            open.removeLast()
        } else if slots[id].kind == .emptyValue {
            write(to: id, [UInt8(ascii: "n")])
        }
        slots[id].kind = .writtenValue
    }

    // MARK: Containers

    /// Makes `id` the slot written next: a container getting an entry or an item, or a value
    /// getting its single value.
    /// - Returns: Whether to write: false for ``dead``.
    @inline(__always)
    func focus(_ id: Int) -> Bool {
        // The usual case: the innermost open container gets another entry.
        if inOrder, open.last == id { return true }
        return focusElsewhere(id)
    }

    private func focusElsewhere(_ id: Int) -> Bool {
        guard id != Self.dead else { return false }
        if inOrder {
            guard slots[id].isOpen, closeAbove(id) else {
                goOutOfOrder()
                return focusElsewhere(id)
            }
        } else {
            cut(at: id)
        }
        return true
    }

    /// In order: ends the containers and written super values opened after `id` (which is open).
    /// - Returns: false, having ended nothing, when a value still being encoded or a super
    ///   encoder not yet written through is among them: the caller goes out of order.
    private func closeAbove(_ id: Int) -> Bool {
        // The usual case: `id` is the innermost open slot, and nothing is above it.
        if open.last == id { return true }
        var index = open.count - 1
        while open[index] != id {
            let kind = slots[open[index]].kind
            guard kind == .keyed || kind == .list || kind == .writtenSuper else { return false }
            index -= 1
        }
        while let last = open.last, last != id {
            slots[last].end = Int32(truncatingIfNeeded: bytes.count)
            if slots[last].kind != .writtenSuper { bytes.append(CompactCoding.end) }
            slots[last].isOpen = false
            open.removeLast()
        }
        return true
    }

    /// The container of the value `id` (asked for again: the same one).
    /// - Returns: The container's id, or ``dead``.
    func container(ofValue id: Int, keyed: Bool) -> Int {
        guard id != Self.dead else { return Self.dead }
        let kind: Kind = keyed ? .keyed : .list
        let containerID = id + 1
        if slots[containerID].kind == kind { return containerID }
        let value = slots[id].kind
        guard slots[containerID].kind == .unused, value == .emptyValue || value == .emptySuper else {
            misuse = "a value asked for two kinds of container, or for a container after its single value"
            return Self.dead
        }
        guard focus(id) else { return Self.dead }
        slots[id].kind = value == .emptySuper ? .writtenSuper : .writtenValue
        slots[containerID].kind = kind
        startContainer(containerID, keyed: keyed)
        return containerID
    }

    /// Opens a container inside the focused slot (its key, if any, already written).
    /// - Returns: The new container's id.
    func nested(keyed: Bool) -> Int {
        let id = slots.count
        slots.append(Slot(kind: keyed ? .keyed : .list, isOpen: false, end: bytes.count, setBy: current.write))
        startContainer(id, keyed: keyed)
        return id
    }

    /// A super encoder's value, written where the focused container is now (its key, if any,
    /// already written).
    func superValue() -> Int { openSlots(.emptySuper) }

    private func startContainer(_ id: Int, keyed: Bool) {
        bytes.append(UInt8(ascii: keyed ? "k" : "l"))
        if inOrder {
            slots[id].isOpen = true
            open.append(id)
        } else {
            slots[id].end = Int32(truncatingIfNeeded: bytes.count)
            slots[id].setBy = Int32(truncatingIfNeeded: current.write)
            bytes.append(CompactCoding.end)
        }
    }

    /// Focuses the value `id` for its single value.
    /// - Returns: Whether to write it: false if the value already wrote something.
    func single(_ id: Int) -> Bool {
        guard id != Self.dead else { return false }
        let kind = slots[id].kind
        guard kind == .emptyValue || kind == .emptySuper else {
            misuse = "a value wrote a second single value, or one beside its container"
            return false
        }
        guard focus(id) else { return false }
        slots[id].kind = kind == .emptySuper ? .writtenSuper : .writtenValue
        return true
    }

    // MARK: Out of order

    /// Ends every open container where the bytes are now; from here on each slot writes at
    /// its own place.
    private func goOutOfOrder() {
        inOrder = false
        while let last = open.popLast() {
            switch slots[last].kind {
            case .keyed, .list:
                slots[last].end = Int32(truncatingIfNeeded: bytes.count)
                bytes.append(CompactCoding.end)
            default:
                slots[last].end = Int32(truncatingIfNeeded: bytes.count)
            }
            slots[last].isOpen = false
        }
        current = (-1, bytes.count, 0)
    }

    /// Makes the buffer end at the place of slot `id`, so what is appended next goes there.
    private func cut(at id: Int) {
        guard id != current.slot else { return }
        putBackTail()
        let at = Int(slots[id].end)
        tail = bytes.suffix(from: at)
        bytes.removeSuffix(from: at)
        current = (id, at, current.write + 1)
    }

    /// Puts back the bytes after the slot being written, and moves the places after what it
    /// wrote (and those of the slots it is inside, which end at the same place).
    private func putBackTail() {
        guard current.slot >= 0 else { return }
        let (slot, at, write) = current
        let written = bytes.count - at
        tail.withUnsafeBufferPointer { bytes.append(contentsOf: $0) }
        tail.removeAll()
        if written > 0 {
            let (at32, written32, write32) = (
                Int32(truncatingIfNeeded: at), Int32(truncatingIfNeeded: written), Int32(truncatingIfNeeded: write)
            )
            for id in slots.indices where id != slot && slots[id].setBy != write32 {
                if slots[id].end > at32 || (slots[id].end == at32 && id < slot) { slots[id].end += written32 }
            }
            slots[slot].end += written32
        }
        current.slot = -1
    }

    /// Writes `bytes` at the place of slot `id`.
    private func write(to id: Int, _ new: [UInt8]) {
        cut(at: id)
        new.withUnsafeBufferPointer { bytes.append(contentsOf: $0) }
    }

    /// Whether every write so far went to the end of the buffer.
    var isInOrder: Bool { inOrder }

    // MARK: Primitives

    func byte(_ byte: UInt8) { bytes.append(byte) }
    func key(_ key: some CodingKey) { CompactCoding.text(key.stringValue, to: &bytes) }
    func text(_ text: String) { CompactCoding.text(text, to: &bytes) }
    func null() { bytes.append(UInt8(ascii: "n")) }
    func bool(_ value: Bool) { bytes.append(UInt8(ascii: value ? "t" : "f")) }
    func string(_ value: String) { CompactCoding.string(value, to: &bytes) }
    func int(_ value: some BinaryInteger) { CompactCoding.number("i", value, to: &bytes) }
    func uint(_ value: some BinaryInteger) { CompactCoding.number("u", value, to: &bytes) }
    func double(_ value: Double) { CompactCoding.number("d", value.bitPattern, to: &bytes) }
}

// MARK: Encoder

/// The sink as encoders and containers hold it.
typealias SinkReference = CoderReference<CompactSink>

/// The encoder handed to one value's `encode(to:)`.
struct CompactStreamEncoder: Encoder {
    let sink: SinkReference
    /// The value's id in the sink.
    let value: Int
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(StreamKeyedWriter(sink: sink, id: container(keyed: true)))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        StreamListWriter(sink: sink, id: container(keyed: false))
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { StreamSingleWriter(sink: sink, value: value) }

    /// The value's container; ``CompactSink/dead`` once the encode has ended.
    private func container(keyed: Bool) -> Int {
        let value = value
        return sink { $0.container(ofValue: value, keyed: keyed) } ?? CompactSink.dead
    }
}

private struct StreamKeyedWriter<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let sink: SinkReference
    let id: Int
    var codingPath: [any CodingKey] { [] }

    /// Focuses this container, writes `key`, then calls `write` to write its value.
    @inline(__always)
    private func put(_ key: Key, _ write: (CompactSink) throws -> Void) throws {
        let id = id
        try sink.use { sink in
            guard sink.focus(id) else { return }
            sink.key(key)
            try write(sink)
        }
    }

    /// Focuses this container, writes `key`, and opens a container as its value.
    /// - Returns: The new container's id, or ``CompactSink/dead``.
    private func putContainer(_ key: Key, keyed: Bool) -> Int {
        let id = id
        return sink { sink in
            guard sink.focus(id) else { return CompactSink.dead }
            sink.key(key)
            return sink.nested(keyed: keyed)
        } ?? CompactSink.dead
    }

    mutating func encodeNil(forKey key: Key) throws { try put(key) { $0.null() } }
    mutating func encode(_ value: Bool, forKey key: Key) throws { try put(key) { $0.bool(value) } }
    mutating func encode(_ value: String, forKey key: Key) throws { try put(key) { $0.string(value) } }
    mutating func encode(_ value: Double, forKey key: Key) throws { try put(key) { $0.double(value) } }
    mutating func encode(_ value: Float, forKey key: Key) throws { try put(key) { $0.double(Double(value)) } }
    mutating func encode(_ value: Int, forKey key: Key) throws { try put(key) { $0.int(Int64(value)) } }
    mutating func encode(_ value: Int8, forKey key: Key) throws { try put(key) { $0.int(Int64(value)) } }
    mutating func encode(_ value: Int16, forKey key: Key) throws { try put(key) { $0.int(Int64(value)) } }
    mutating func encode(_ value: Int32, forKey key: Key) throws { try put(key) { $0.int(Int64(value)) } }
    mutating func encode(_ value: Int64, forKey key: Key) throws { try put(key) { $0.int(value) } }
    mutating func encode(_ value: UInt, forKey key: Key) throws { try put(key) { $0.uint(UInt64(value)) } }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { try put(key) { $0.uint(UInt64(value)) } }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { try put(key) { $0.uint(UInt64(value)) } }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { try put(key) { $0.uint(UInt64(value)) } }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { try put(key) { $0.uint(value) } }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws { try put(key) { try $0.value(value) } }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        KeyedEncodingContainer(StreamKeyedWriter<NestedKey>(sink: sink, id: putContainer(key, keyed: true)))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        StreamListWriter(sink: sink, id: putContainer(key, keyed: false))
    }

    // The key "super", which `Key` may have no case for.
    mutating func superEncoder() -> any Encoder { superEncoder(named: "super") }

    mutating func superEncoder(forKey key: Key) -> any Encoder { superEncoder(named: key.stringValue) }

    private func superEncoder(named key: String) -> any Encoder {
        let id = id
        let value =
            sink { sink in
                guard sink.focus(id) else { return CompactSink.dead }
                sink.text(key)
                return sink.superValue()
            } ?? CompactSink.dead
        return CompactStreamEncoder(sink: sink, value: value)
    }
}

private struct StreamListWriter: UnkeyedEncodingContainer, StreamValueWriter {
    let sink: SinkReference
    let id: Int
    private(set) var count = 0
    var codingPath: [any CodingKey] { [] }

    init(sink: SinkReference, id: Int) {
        self.sink = sink
        self.id = id
    }

    /// Focuses this container for one more item, then calls `write` to write it.
    @inline(__always)
    fileprivate mutating func add(_ write: (CompactSink) throws -> Void) throws {
        let id = id
        let focused = try sink.use { sink in
            guard sink.focus(id) else { return false }
            try write(sink)
            return true
        }
        if focused { count += 1 }
    }

    /// Focuses this container for one more item, and calls `open` to open it.
    /// - Returns: What `open` returns, or ``CompactSink/dead``.
    private mutating func addOpening(_ open: (CompactSink) -> Int) -> Int {
        let id = id
        let opened = sink { sink in sink.focus(id) ? open(sink) : CompactSink.dead } ?? CompactSink.dead
        if opened != CompactSink.dead { count += 1 }
        return opened
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<
        NestedKey
    > {
        KeyedEncodingContainer(StreamKeyedWriter<NestedKey>(sink: sink, id: addOpening { $0.nested(keyed: true) }))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        StreamListWriter(sink: sink, id: addOpening { $0.nested(keyed: false) })
    }

    mutating func superEncoder() -> any Encoder {
        CompactStreamEncoder(sink: sink, value: addOpening { $0.superValue() })
    }
}

private struct StreamSingleWriter: SingleValueEncodingContainer, StreamValueWriter {
    let sink: SinkReference
    let value: Int
    var codingPath: [any CodingKey] { [] }

    /// Focuses the value for its single value, then calls `write` to write it.
    @inline(__always)
    fileprivate mutating func add(_ write: (CompactSink) throws -> Void) throws {
        let value = value
        try sink.use { sink in
            guard sink.single(value) else { return }
            try write(sink)
        }
    }
}

/// A list's or a single value's writer: each primitive, and each value through its own
/// `encode(to:)`, written by ``add(_:)``, the same for both.
private protocol StreamValueWriter {
    /// Focuses the writer for one more value, then calls `write` to write it.
    mutating func add(_ write: (CompactSink) throws -> Void) throws
}

extension StreamValueWriter {
    mutating func encodeNil() throws { try add { $0.null() } }
    mutating func encode(_ value: Bool) throws { try add { $0.bool(value) } }
    mutating func encode(_ value: String) throws { try add { $0.string(value) } }
    mutating func encode(_ value: Double) throws { try add { $0.double(value) } }
    mutating func encode(_ value: Float) throws { try add { $0.double(Double(value)) } }
    mutating func encode(_ value: Int) throws { try add { $0.int(Int64(value)) } }
    mutating func encode(_ value: Int8) throws { try add { $0.int(Int64(value)) } }
    mutating func encode(_ value: Int16) throws { try add { $0.int(Int64(value)) } }
    mutating func encode(_ value: Int32) throws { try add { $0.int(Int64(value)) } }
    mutating func encode(_ value: Int64) throws { try add { $0.int(value) } }
    mutating func encode(_ value: UInt) throws { try add { $0.uint(UInt64(value)) } }
    mutating func encode(_ value: UInt8) throws { try add { $0.uint(UInt64(value)) } }
    mutating func encode(_ value: UInt16) throws { try add { $0.uint(UInt64(value)) } }
    mutating func encode(_ value: UInt32) throws { try add { $0.uint(UInt64(value)) } }
    mutating func encode(_ value: UInt64) throws { try add { $0.uint(value) } }
    mutating func encode<T: Encodable>(_ value: T) throws { try add { try $0.value(value) } }
}

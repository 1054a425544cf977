// Decoding straight from checked bytes (CompactInput): a decoder and its containers are an
// offset into the payload and a reference to it that costs no retain (CoderReference), nothing
// is built in between. One used after its decode has ended throws (or, where the protocol
// cannot throw, reads as empty).

/// The payload as decoders and containers hold it.
typealias InputReference = CoderReference<CompactInput>

/// The decoder handed to one value's `init(from:)`: the node at `position`.
struct CompactDecoder: Decoder {
    let input: InputReference
    let position: Int
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// Reads a `T`: String, Int and Bool directly (as their own `init(from:)` would read
    /// them), anything else through its `init(from:)`.
    ///
    /// (Forced casts, each to the type just compared with: a conditional cast to `T` would look
    /// up `Optional<T>`'s metadata on every call, the costliest step of reading a small value.)
    func value<T: Decodable>(_ type: T.Type) throws -> T {
        let position = position
        if T.self == String.self { return try input.use { try $0.readString(at: position) } as! T }
        if T.self == Int.self { return try input.use { try $0.read(Int.self, at: position) } as! T }
        if T.self == Bool.self { return try input.use { try $0.readBool(at: position) } as! T }
        if try input.use({ $0.isList(at: position) }), let array = T.self as? any CompactArray.Type {
            return try array.init(compact: self) as! T
        }
        return try T(from: self)
    }

    static func mismatch(_ type: Any.Type) -> DecodingError {
        .typeMismatch(type, .init(codingPath: [], debugDescription: "the snapshot holds another kind of value"))
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        let position = position
        guard try input.use({ $0.isKeyed(at: position) }) else { throw Self.mismatch(type) }
        return KeyedDecodingContainer(CompactKeyedReader<Key>(input: input, position: position))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let position = position
        guard try input.use({ $0.isList(at: position) }) else { throw Self.mismatch([Any].self) }
        return try CompactListReader(input: input, position: position)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        CompactSingleReader(input: input, position: position)
    }
}

/// An array read with its count known up front. The standard library's `init(from:)` reads the
/// same elements in the same order, but appends them one by one to an array that grows several
/// times over, each time through the generic array's witnesses.
protocol CompactArray {
    init(compact decoder: CompactDecoder) throws
}

extension Array: CompactArray where Element: Decodable {
    init(compact decoder: CompactDecoder) throws {
        var list = try CompactListReader(input: decoder.input, position: decoder.position)
        self.init()
        reserveCapacity(list.count ?? 0)
        while !list.isAtEnd { append(try list.decode(Element.self)) }
    }
}

/// Reads primitives, with range checks.
extension CompactInput {
    func read<T: FixedWidthInteger>(_ type: T.Type, at p: Int) throws -> T {
        guard let v = integer(type, at: p) else { throw CompactDecoder.mismatch(type) }
        return v
    }
    func readBool(at p: Int) throws -> Bool {
        guard let v = bool(at: p) else { throw CompactDecoder.mismatch(Bool.self) }
        return v
    }
    func readString(at p: Int) throws -> String {
        guard let v = string(at: p) else { throw CompactDecoder.mismatch(String.self) }
        return v
    }
    func readDouble(at p: Int) throws -> Double {
        guard let v = double(at: p) else { throw CompactDecoder.mismatch(Double.self) }
        return v
    }
}

/// Where a large keyed container's entries are, and where the last lookup ended: keys read in
/// the order they were written (as synthesized conformances and `Dictionary` read them) are
/// then each found in one step instead of a scan from the start.
final class KeyedEntries {
    /// The offset of each entry's key, the first entry of a key written twice.
    let keys: [Int]
    var next = 0

    init(ofKeyedAt position: Int, in input: CompactInput) {
        // A key written twice is found at its first entry, as in a scan from the start.
        let count = input.count(position)
        var keys: [Int] = []
        var seen: Set<ArraySlice<UInt8>> = []
        keys.reserveCapacity(count)
        seen.reserveCapacity(count)
        var q = position + 1
        for _ in 0..<count {
            let range = input.textRange(q)
            if seen.insert(input.bytes[range]).inserted { keys.append(q) }
            q = input.skip(range.upperBound)
        }
        self.keys = keys
    }

    /// The offset of the value of the key named `name`.
    func value(forKey name: String, in input: CompactInput) -> Int? {
        let count = keys.count
        var i = next
        for _ in 0..<count {
            if i == count { i = 0 }
            let range = input.textRange(keys[i])
            if input.text(in: range, is: name) {
                next = i + 1
                return range.upperBound
            }
            i += 1
        }
        return nil
    }
}

/// A keyed container: its offset and the payload's reference, so that the copies
/// `KeyedDecodingContainer` makes of it on every call cost no retain.
private struct CompactKeyedReader<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let input: InputReference
    /// The offset of the container's "k".
    let position: Int
    var codingPath: [any CodingKey] { [] }

    /// The keys, none once the decode has ended.
    var allKeys: [Key] { input { keys(in: $0) } ?? [] }

    private func keys(in input: CompactInput) -> [Key] {
        let count = input.count(position)
        if count == 1 {
            // The common case (synthesized enum decoding asks for its one case key): an array
            // literal, rather than appends through the generic array's witnesses.
            guard let key = Key(stringValue: input.key(in: input.textRange(position + 1))) else { return [] }
            return [key]
        }
        var keys: [Key] = []
        keys.reserveCapacity(count)
        var q = position + 1
        while input.bytes[q] != CompactCoding.end {
            let range = input.textRange(q)
            if let key = Key(stringValue: input.key(in: range)) { keys.append(key) }
            q = input.skip(range.upperBound)
        }
        return keys
    }

    /// The offset of the value of the key named `name`, the first if the key was written more
    /// than once.
    private func find(_ name: String, in input: CompactInput) -> Int? {
        // A scan for a few entries, an index for more.
        if input.count(position) > 8 { return input.entries(ofKeyedAt: position).value(forKey: name, in: input) }
        return input.value(forKey: name, inKeyedAt: position)
    }

    /// The offset of the value of `key`.
    private func value(_ key: Key) throws -> Int { try read(key) { $1 } }

    /// What `body` reads from the value of `key`, found and read in one borrow of the payload.
    @inline(__always)
    private func read<T>(_ key: Key, _ body: (CompactInput, Int) throws -> T) throws -> T {
        let name = key.stringValue
        return try input.use { input in
            guard let p = find(name, in: input) else {
                throw DecodingError.keyNotFound(key, .init(codingPath: [], debugDescription: "missing"))
            }
            return try body(input, p)
        }
    }

    /// Whether there is an entry for `key`; false once the decode has ended.
    func contains(_ key: Key) -> Bool {
        let name = key.stringValue
        return input { find(name, in: $0) != nil } ?? false
    }

    func decodeNil(forKey key: Key) throws -> Bool { try read(key) { $0.isNull(at: $1) } }
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try read(key) { try $0.readBool(at: $1) } }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try read(key) { try $0.readString(at: $1) } }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try read(key) { try $0.readDouble(at: $1) } }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
        Float(try read(key) { try $0.readDouble(at: $1) })
    }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try read(key) { try $0.read(type, at: $1) } }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try read(key) { try $0.read(type, at: $1) } }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try read(key) { try $0.read(type, at: $1) } }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try read(key) { try $0.read(type, at: $1) } }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try read(key) { try $0.read(type, at: $1) } }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try read(key) { try $0.read(type, at: $1) } }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try read(key) { try $0.read(type, at: $1) } }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try read(key) { try $0.read(type, at: $1) } }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try read(key) { try $0.read(type, at: $1) } }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try read(key) { try $0.read(type, at: $1) } }
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try CompactDecoder(input: input, position: value(key)).value(type)
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        try CompactDecoder(input: input, position: value(key)).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try CompactDecoder(input: input, position: value(key)).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        // The key "super", which `Key` may have no case for.
        guard let p = try input.use({ find("super", in: $0) }) else {
            throw DecodingError.valueNotFound(
                (any Decoder).self, .init(codingPath: [], debugDescription: "no value for the key super"))
        }
        return CompactDecoder(input: input, position: p)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        CompactDecoder(input: input, position: try value(key))
    }
}

struct CompactListReader: UnkeyedDecodingContainer {
    let input: InputReference
    /// The offset of the next item.
    private var position: Int
    private let total: Int
    private(set) var currentIndex = 0
    var codingPath: [any CodingKey] { [] }
    var count: Int? { total }
    var isAtEnd: Bool { currentIndex >= total }

    /// The list at `position`.
    /// - Throws: ``CompactCoding/decodeEnded`` once the decode has ended.
    init(input: InputReference, position: Int) throws {
        self.input = input
        self.position = position + 1
        total = try input.use { $0.count(position) }
    }

    /// The offset of the next item, moving past it.
    private mutating func next() throws -> Int {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(
                Any.self, .init(codingPath: [], debugDescription: "the list has no more values"))
        }
        let p = position
        position = try input.use { $0.skip(p) }
        currentIndex += 1
        return p
    }

    /// What `body` reads from the next item, moving past it.
    @inline(__always)
    private mutating func readNext<T>(_ body: (CompactInput, Int) throws -> T) throws -> T {
        let p = try next()
        return try input.use { try body($0, p) }
    }

    mutating func decodeNil() throws -> Bool {
        let p = position
        guard !isAtEnd, try input.use({ $0.isNull(at: p) }) else { return false }
        _ = try next()
        return true
    }
    mutating func decode(_ type: Bool.Type) throws -> Bool { try readNext { try $0.readBool(at: $1) } }
    mutating func decode(_ type: String.Type) throws -> String { try readNext { try $0.readString(at: $1) } }
    mutating func decode(_ type: Double.Type) throws -> Double { try readNext { try $0.readDouble(at: $1) } }
    mutating func decode(_ type: Float.Type) throws -> Float { Float(try readNext { try $0.readDouble(at: $1) }) }
    mutating func decode(_ type: Int.Type) throws -> Int { try readNext { try $0.read(type, at: $1) } }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try readNext { try $0.read(type, at: $1) } }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try readNext { try $0.read(type, at: $1) } }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try readNext { try $0.read(type, at: $1) } }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try readNext { try $0.read(type, at: $1) } }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try readNext { try $0.read(type, at: $1) } }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try readNext { try $0.read(type, at: $1) } }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try readNext { try $0.read(type, at: $1) } }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try readNext { try $0.read(type, at: $1) } }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try readNext { try $0.read(type, at: $1) } }
    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try CompactDecoder(input: input, position: next()).value(type)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<
        NestedKey
    > {
        try CompactDecoder(input: input, position: next()).container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try CompactDecoder(input: input, position: next()).unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder { CompactDecoder(input: input, position: try next()) }
}

private struct CompactSingleReader: SingleValueDecodingContainer {
    let input: InputReference
    let position: Int
    var codingPath: [any CodingKey] { [] }

    /// What `body` reads from the value.
    @inline(__always)
    private func read<T>(_ body: (CompactInput, Int) throws -> T) throws -> T {
        let position = position
        return try input.use { try body($0, position) }
    }

    /// Whether the value is nil; false once the decode has ended.
    func decodeNil() -> Bool { (try? read { $0.isNull(at: $1) }) ?? false }
    func decode(_ type: Bool.Type) throws -> Bool { try read { try $0.readBool(at: $1) } }
    func decode(_ type: String.Type) throws -> String { try read { try $0.readString(at: $1) } }
    func decode(_ type: Double.Type) throws -> Double { try read { try $0.readDouble(at: $1) } }
    func decode(_ type: Float.Type) throws -> Float { Float(try read { try $0.readDouble(at: $1) }) }
    func decode(_ type: Int.Type) throws -> Int { try read { try $0.read(type, at: $1) } }
    func decode(_ type: Int8.Type) throws -> Int8 { try read { try $0.read(type, at: $1) } }
    func decode(_ type: Int16.Type) throws -> Int16 { try read { try $0.read(type, at: $1) } }
    func decode(_ type: Int32.Type) throws -> Int32 { try read { try $0.read(type, at: $1) } }
    func decode(_ type: Int64.Type) throws -> Int64 { try read { try $0.read(type, at: $1) } }
    func decode(_ type: UInt.Type) throws -> UInt { try read { try $0.read(type, at: $1) } }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try read { try $0.read(type, at: $1) } }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try read { try $0.read(type, at: $1) } }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try read { try $0.read(type, at: $1) } }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try read { try $0.read(type, at: $1) } }
    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try CompactDecoder(input: input, position: position).value(type)
    }
}

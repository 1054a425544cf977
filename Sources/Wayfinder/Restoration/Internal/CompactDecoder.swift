// Decoding straight from checked bytes (CompactInput): a decoder and its containers are an
// offset into the payload, nothing is built in between.

/// The decoder handed to one value's `init(from:)`: the node at `position`.
struct CompactDecoder: Decoder {
    let input: CompactInput
    let position: Int
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// Reads a `T`: String, Int and Bool directly (as their own `init(from:)` would read
    /// them), anything else through its `init(from:)`.
    ///
    /// (Forced casts, each to the type just compared with: a conditional cast to `T` would look
    /// up `Optional<T>`'s metadata on every call, the costliest step of reading a small value.)
    func value<T: Decodable>(_ type: T.Type) throws -> T {
        if T.self == String.self { return try input.readString(at: position) as! T }
        if T.self == Int.self { return try input.read(Int.self, at: position) as! T }
        if T.self == Bool.self { return try input.readBool(at: position) as! T }
        if input.isList(at: position), let array = T.self as? any CompactArray.Type {
            return try array.init(compact: self) as! T
        }
        return try T(from: self)
    }

    static func mismatch(_ type: Any.Type) -> DecodingError {
        .typeMismatch(type, .init(codingPath: [], debugDescription: "the snapshot holds another kind of value"))
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard input.isKeyed(at: position) else { throw Self.mismatch(type) }
        return KeyedDecodingContainer(CompactKeyedReader<Key>(input: input, position: position))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard input.isList(at: position) else { throw Self.mismatch([Any].self) }
        return CompactListReader(input: input, position: position)
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
        var list = CompactListReader(input: decoder.input, position: decoder.position)
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

/// A keyed container: its offset, nothing else, so that the copies `KeyedDecodingContainer`
/// makes of it on every call cost one retain.
private struct CompactKeyedReader<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let input: CompactInput
    /// The offset of the container's "k".
    let position: Int
    var codingPath: [any CodingKey] { [] }

    var allKeys: [Key] {
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

    /// The offset of `key`'s value, the first if the key was written more than once.
    private func find(_ key: Key) -> Int? { find(key.stringValue) }

    /// The offset of the value of the key named `name`.
    private func find(_ name: String) -> Int? {
        // A scan for a few entries, an index for more.
        if input.count(position) > 8 { return input.entries(ofKeyedAt: position).value(forKey: name, in: input) }
        return input.value(forKey: name, inKeyedAt: position)
    }

    private func value(_ key: Key) throws -> Int {
        guard let p = find(key) else {
            throw DecodingError.keyNotFound(key, .init(codingPath: [], debugDescription: "missing"))
        }
        return p
    }

    func contains(_ key: Key) -> Bool { find(key) != nil }

    func decodeNil(forKey key: Key) throws -> Bool { input.isNull(at: try value(key)) }
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try input.readBool(at: value(key)) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try input.readString(at: value(key)) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try input.readDouble(at: value(key)) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { Float(try input.readDouble(at: value(key))) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try input.read(type, at: value(key)) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try input.read(type, at: value(key)) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try input.read(type, at: value(key)) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try input.read(type, at: value(key)) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try input.read(type, at: value(key)) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try input.read(type, at: value(key)) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try input.read(type, at: value(key)) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try input.read(type, at: value(key)) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try input.read(type, at: value(key)) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try input.read(type, at: value(key)) }
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
        guard let p = find("super") else {
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
    let input: CompactInput
    /// The offset of the next item.
    private var position: Int
    private let total: Int
    private(set) var currentIndex = 0
    var codingPath: [any CodingKey] { [] }
    var count: Int? { total }
    var isAtEnd: Bool { currentIndex >= total }

    init(input: CompactInput, position: Int) {
        self.input = input
        self.position = position + 1
        total = input.count(position)
    }

    /// The offset of the next item, moving past it.
    private mutating func next() throws -> Int {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(
                Any.self, .init(codingPath: [], debugDescription: "the list has no more values"))
        }
        let p = position
        position = input.skip(p)
        currentIndex += 1
        return p
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, input.isNull(at: position) else { return false }
        _ = try next()
        return true
    }
    mutating func decode(_ type: Bool.Type) throws -> Bool { try input.readBool(at: next()) }
    mutating func decode(_ type: String.Type) throws -> String { try input.readString(at: next()) }
    mutating func decode(_ type: Double.Type) throws -> Double { try input.readDouble(at: next()) }
    mutating func decode(_ type: Float.Type) throws -> Float { Float(try input.readDouble(at: next())) }
    mutating func decode(_ type: Int.Type) throws -> Int { try input.read(type, at: next()) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try input.read(type, at: next()) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try input.read(type, at: next()) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try input.read(type, at: next()) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try input.read(type, at: next()) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try input.read(type, at: next()) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try input.read(type, at: next()) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try input.read(type, at: next()) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try input.read(type, at: next()) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try input.read(type, at: next()) }
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
    let input: CompactInput
    let position: Int
    var codingPath: [any CodingKey] { [] }

    func decodeNil() -> Bool { input.isNull(at: position) }
    func decode(_ type: Bool.Type) throws -> Bool { try input.readBool(at: position) }
    func decode(_ type: String.Type) throws -> String { try input.readString(at: position) }
    func decode(_ type: Double.Type) throws -> Double { try input.readDouble(at: position) }
    func decode(_ type: Float.Type) throws -> Float { Float(try input.readDouble(at: position)) }
    func decode(_ type: Int.Type) throws -> Int { try input.read(type, at: position) }
    func decode(_ type: Int8.Type) throws -> Int8 { try input.read(type, at: position) }
    func decode(_ type: Int16.Type) throws -> Int16 { try input.read(type, at: position) }
    func decode(_ type: Int32.Type) throws -> Int32 { try input.read(type, at: position) }
    func decode(_ type: Int64.Type) throws -> Int64 { try input.read(type, at: position) }
    func decode(_ type: UInt.Type) throws -> UInt { try input.read(type, at: position) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try input.read(type, at: position) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try input.read(type, at: position) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try input.read(type, at: position) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try input.read(type, at: position) }
    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try CompactDecoder(input: input, position: position).value(type)
    }
}

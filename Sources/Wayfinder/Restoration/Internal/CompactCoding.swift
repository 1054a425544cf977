// The snapshot's own small format: a `Codable` encoder and decoder for a tree of values, written
// as length-prefixed text. It exists because a snapshot is written each time the app goes to the
// background and read on every cold launch, and JSONEncoder/JSONDecoder cost ten times more for
// the few dozen values a snapshot holds.
//
// Grammar (bytes):
//   node   = "n"                        nil
//          | "t" | "f"                  Bool
//          | "i" digits ";"             signed integer
//          | "u" digits ";"             unsigned integer
//          | "d" bits ";"               Double, its bit pattern in decimal
//          | "s" text                   String
//          | "l" count ":" node*        unkeyed (count nodes)
//          | "k" count ":" (text node)* keyed (count pairs)
//   text   = length ":" UTF-8 bytes
//
// Coding paths are not tracked (an error in a snapshot is reported as "undecodable", never by
// path), which keeps encoding and decoding free of an array per value.

/// A decoded or to-be-encoded value.
enum CompactNode {
    case null
    case bool(Bool)
    case int(Int64)
    case uint(UInt64)
    case double(Double)
    case string(String)
    case list(CompactList)
    case keyed(CompactKeyed)
}

/// The items of an unkeyed container, filled as it is encoded.
final class CompactList {
    var items: [CompactNode] = []
    init(_ items: [CompactNode] = []) { self.items = items }
}

/// The entries of a keyed container, filled as it is encoded, in encoding order.
final class CompactKeyed {
    var entries: [(key: String, value: CompactNode)] = []
    init() {}
    func value(for key: String) -> CompactNode? {
        for entry in entries where entry.key == key { return entry.value }
        return nil
    }
}

package enum CompactCoding {
    /// The deepest nesting a payload may have; deeper input is rejected, not recursed into.
    static let maxDepth = 64

    /// Encodes `value` in the compact format.
    package static func encode(_ value: some Encodable) throws -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(512)
        write(try node(of: value, path: []), to: &out)
        return out
    }

    /// Decodes a `T` from the compact format.
    package static func decode<T: Decodable>(_ type: T.Type, from bytes: some Collection<UInt8>) throws -> T {
        let node = try Array(bytes).withUnsafeBufferPointer { buffer in
            var reader = CompactReader(bytes: buffer)
            let node = try reader.node(depth: 0)
            guard reader.index == buffer.count else { throw CompactReader.failure }
            return node
        }
        return try CompactDecoder.value(T.self, from: node, path: [])
    }

    static func node(of value: some Encodable, path: [any CodingKey]) throws -> CompactNode {
        switch value {
        case let v as String: return .string(v)
        case let v as Int: return .int(Int64(v))
        case let v as Bool: return .bool(v)
        default:
            let encoder = CompactEncoder(path: path)
            try value.encode(to: encoder)
            return encoder.result
        }
    }

    // MARK: Writing

    static func write(_ node: CompactNode, to out: inout [UInt8]) {
        switch node {
        case .null: out.append(UInt8(ascii: "n"))
        case .bool(let v): out.append(UInt8(ascii: v ? "t" : "f"))
        case .int(let v): number("i", v, to: &out)
        case .uint(let v): number("u", v, to: &out)
        case .double(let v): number("d", v.bitPattern, to: &out)
        case .string(let v):
            out.append(UInt8(ascii: "s"))
            text(v, to: &out)
        case .list(let list):
            count("l", list.items.count, to: &out)
            for item in list.items { write(item, to: &out) }
        case .keyed(let keyed):
            count("k", keyed.entries.count, to: &out)
            for entry in keyed.entries {
                text(entry.key, to: &out)
                write(entry.value, to: &out)
            }
        }
    }

    private static func number(_ tag: Unicode.Scalar, _ value: some BinaryInteger, to out: inout [UInt8]) {
        out.append(UInt8(ascii: tag))
        digits(value, to: &out)
        out.append(UInt8(ascii: ";"))
    }

    private static func count(_ tag: Unicode.Scalar, _ count: Int, to out: inout [UInt8]) {
        out.append(UInt8(ascii: tag))
        digits(count, to: &out)
        out.append(UInt8(ascii: ":"))
    }

    private static func text(_ text: String, to out: inout [UInt8]) {
        var text = text
        text.withUTF8 { bytes in
            digits(bytes.count, to: &out)
            out.append(UInt8(ascii: ":"))
            out.append(contentsOf: bytes)
        }
    }

    /// Decimal digits without making a string.
    private static func digits(_ value: some BinaryInteger, to out: inout [UInt8]) {
        if value < 0 { out.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        if magnitude == 0 {
            out.append(UInt8(ascii: "0"))
            return
        }
        let start = out.count
        while magnitude > 0 {
            out.append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: magnitude % 10))
            magnitude /= 10
        }
        out[start...].reverse()
    }
}

/// Reads a node tree, checking every length and count against the bytes left.
struct CompactReader {
    static let failure = DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "not a snapshot"))
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0

    init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    mutating func node(depth: Int) throws -> CompactNode {
        guard depth <= CompactCoding.maxDepth else { throw Self.failure }
        switch try byte() {
        case UInt8(ascii: "n"): return .null
        case UInt8(ascii: "t"): return .bool(true)
        case UInt8(ascii: "f"): return .bool(false)
        case UInt8(ascii: "i"):
            let negative = peek() == UInt8(ascii: "-")
            if negative { index += 1 }
            let magnitude = try number(until: UInt8(ascii: ";"))
            if negative {
                guard magnitude <= UInt64(Int64.max) + 1 else { throw Self.failure }
                return .int(magnitude == UInt64(Int64.max) + 1 ? .min : -Int64(magnitude))
            }
            guard let value = Int64(exactly: magnitude) else { throw Self.failure }
            return .int(value)
        case UInt8(ascii: "u"): return .uint(try number(until: UInt8(ascii: ";")))
        case UInt8(ascii: "d"): return .double(Double(bitPattern: try number(until: UInt8(ascii: ";"))))
        case UInt8(ascii: "s"): return .string(try text())
        case UInt8(ascii: "l"):
            let count = try length()
            let list = CompactList()
            list.items.reserveCapacity(count)
            for _ in 0..<count { list.items.append(try node(depth: depth + 1)) }
            return .list(list)
        case UInt8(ascii: "k"):
            let count = try length()
            let keyed = CompactKeyed()
            keyed.entries.reserveCapacity(count)
            for _ in 0..<count {
                let key = try text()
                keyed.entries.append((key, try node(depth: depth + 1)))
            }
            return .keyed(keyed)
        default: throw Self.failure
        }
    }

    private func peek() -> UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func byte() throws -> UInt8 {
        guard index < bytes.count else { throw Self.failure }
        defer { index += 1 }
        return bytes[index]
    }

    private mutating func number(until terminator: UInt8) throws -> UInt64 {
        var value: UInt64 = 0
        var digits = 0
        while true {
            let b = try byte()
            if b == terminator { break }
            guard b >= UInt8(ascii: "0"), b <= UInt8(ascii: "9"), digits < 20 else { throw Self.failure }
            let (times, o1) = value.multipliedReportingOverflow(by: 10)
            let (sum, o2) = times.addingReportingOverflow(UInt64(b - UInt8(ascii: "0")))
            guard !o1, !o2 else { throw Self.failure }
            value = sum
            digits += 1
        }
        guard digits > 0 else { throw Self.failure }
        return value
    }

    /// A count or length: no larger than the bytes left, so a lie cannot reserve memory.
    private mutating func length() throws -> Int {
        let value = try number(until: UInt8(ascii: ":"))
        guard value <= UInt64(bytes.count - index) else { throw Self.failure }
        return Int(value)
    }

    private mutating func text() throws -> String {
        let count = try length()
        let slice = UnsafeBufferPointer(rebasing: bytes[index..<index + count])
        index += count
        guard let text = String(validating: slice, as: UTF8.self) else { throw Self.failure }
        return text
    }
}

// MARK: Encoder

final class CompactEncoder: Encoder {
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }
    var result: CompactNode = .null

    init(path: [any CodingKey]) { codingPath = path }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if case .keyed(let keyed) = result {
            return KeyedEncodingContainer(KeyedWriter(keyed: keyed, codingPath: codingPath))
        }
        let keyed = CompactKeyed()
        result = .keyed(keyed)
        return KeyedEncodingContainer(KeyedWriter(keyed: keyed, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if case .list(let list) = result { return ListWriter(list: list, codingPath: codingPath) }
        let list = CompactList()
        result = .list(list)
        return ListWriter(list: list, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { SingleWriter(encoder: self) }

    /// The node of a primitive, or of anything else through its `encode(to:)`.
    static func node(_ value: some Encodable, path: [any CodingKey]) throws -> CompactNode {
        try CompactCoding.node(of: value, path: path)
    }
}

private struct KeyedWriter<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let keyed: CompactKeyed
    let codingPath: [any CodingKey]

    private func put(_ key: Key, _ node: CompactNode) {
        keyed.entries.append((key.stringValue, node))
    }

    mutating func encodeNil(forKey key: Key) throws { put(key, .null) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { put(key, .bool(value)) }
    mutating func encode(_ value: String, forKey key: Key) throws { put(key, .string(value)) }
    mutating func encode(_ value: Double, forKey key: Key) throws { put(key, .double(value)) }
    mutating func encode(_ value: Float, forKey key: Key) throws { put(key, .double(Double(value))) }
    mutating func encode(_ value: Int, forKey key: Key) throws { put(key, .int(Int64(value))) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { put(key, .int(Int64(value))) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { put(key, .int(Int64(value))) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { put(key, .int(Int64(value))) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { put(key, .int(value)) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { put(key, .uint(UInt64(value))) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { put(key, .uint(UInt64(value))) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { put(key, .uint(UInt64(value))) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { put(key, .uint(UInt64(value))) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { put(key, .uint(value)) }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        put(key, try CompactEncoder.node(value, path: codingPath))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        let nested = CompactKeyed()
        put(key, .keyed(nested))
        return KeyedEncodingContainer(KeyedWriter<NestedKey>(keyed: nested, codingPath: codingPath))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let nested = CompactList()
        put(key, .list(nested))
        return ListWriter(list: nested, codingPath: codingPath)
    }

    mutating func superEncoder() -> any Encoder { superEncoder(forKey: Key(stringValue: "super")!) }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        // Encoded later by the caller: an encoder whose result is read now would be empty, so
        // hand out one that writes into a container put here.
        let nested = CompactKeyed()
        put(key, .keyed(nested))
        let encoder = CompactEncoder(path: codingPath)
        encoder.result = .keyed(nested)
        return encoder
    }
}

private struct ListWriter: UnkeyedEncodingContainer {
    let list: CompactList
    let codingPath: [any CodingKey]
    var count: Int { list.items.count }

    mutating func encodeNil() throws { list.items.append(.null) }
    mutating func encode(_ value: Bool) throws { list.items.append(.bool(value)) }
    mutating func encode(_ value: String) throws { list.items.append(.string(value)) }
    mutating func encode(_ value: Double) throws { list.items.append(.double(value)) }
    mutating func encode(_ value: Float) throws { list.items.append(.double(Double(value))) }
    mutating func encode(_ value: Int) throws { list.items.append(.int(Int64(value))) }
    mutating func encode(_ value: Int8) throws { list.items.append(.int(Int64(value))) }
    mutating func encode(_ value: Int16) throws { list.items.append(.int(Int64(value))) }
    mutating func encode(_ value: Int32) throws { list.items.append(.int(Int64(value))) }
    mutating func encode(_ value: Int64) throws { list.items.append(.int(value)) }
    mutating func encode(_ value: UInt) throws { list.items.append(.uint(UInt64(value))) }
    mutating func encode(_ value: UInt8) throws { list.items.append(.uint(UInt64(value))) }
    mutating func encode(_ value: UInt16) throws { list.items.append(.uint(UInt64(value))) }
    mutating func encode(_ value: UInt32) throws { list.items.append(.uint(UInt64(value))) }
    mutating func encode(_ value: UInt64) throws { list.items.append(.uint(value)) }
    mutating func encode<T: Encodable>(_ value: T) throws {
        list.items.append(try CompactEncoder.node(value, path: codingPath))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<
        NestedKey
    > {
        let nested = CompactKeyed()
        list.items.append(.keyed(nested))
        return KeyedEncodingContainer(KeyedWriter<NestedKey>(keyed: nested, codingPath: codingPath))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let nested = CompactList()
        list.items.append(.list(nested))
        return ListWriter(list: nested, codingPath: codingPath)
    }

    mutating func superEncoder() -> any Encoder {
        let nested = CompactKeyed()
        list.items.append(.keyed(nested))
        let encoder = CompactEncoder(path: codingPath)
        encoder.result = .keyed(nested)
        return encoder
    }
}

private struct SingleWriter: SingleValueEncodingContainer {
    let encoder: CompactEncoder
    var codingPath: [any CodingKey] { encoder.codingPath }

    mutating func encodeNil() throws { encoder.result = .null }
    mutating func encode(_ value: Bool) throws { encoder.result = .bool(value) }
    mutating func encode(_ value: String) throws { encoder.result = .string(value) }
    mutating func encode(_ value: Double) throws { encoder.result = .double(value) }
    mutating func encode(_ value: Float) throws { encoder.result = .double(Double(value)) }
    mutating func encode(_ value: Int) throws { encoder.result = .int(Int64(value)) }
    mutating func encode(_ value: Int8) throws { encoder.result = .int(Int64(value)) }
    mutating func encode(_ value: Int16) throws { encoder.result = .int(Int64(value)) }
    mutating func encode(_ value: Int32) throws { encoder.result = .int(Int64(value)) }
    mutating func encode(_ value: Int64) throws { encoder.result = .int(value) }
    mutating func encode(_ value: UInt) throws { encoder.result = .uint(UInt64(value)) }
    mutating func encode(_ value: UInt8) throws { encoder.result = .uint(UInt64(value)) }
    mutating func encode(_ value: UInt16) throws { encoder.result = .uint(UInt64(value)) }
    mutating func encode(_ value: UInt32) throws { encoder.result = .uint(UInt64(value)) }
    mutating func encode(_ value: UInt64) throws { encoder.result = .uint(value) }
    mutating func encode<T: Encodable>(_ value: T) throws {
        encoder.result = try CompactEncoder.node(value, path: codingPath)
    }
}

// MARK: Decoder

struct CompactDecoder: Decoder {
    let node: CompactNode
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    static func value<T: Decodable>(_ type: T.Type, from node: CompactNode, path: [any CodingKey]) throws -> T {
        switch (node, type) {
        case (.string(let v), is String.Type): return v as! T
        case (.int(let v), is Int.Type):
            guard let v = Int(exactly: v) else { throw mismatch(type, path) }
            return v as! T
        case (.bool(let v), is Bool.Type): return v as! T
        default: return try T(from: CompactDecoder(node: node, codingPath: path))
        }
    }

    static func mismatch(_ type: Any.Type, _ path: [any CodingKey]) -> DecodingError {
        .typeMismatch(type, .init(codingPath: path, debugDescription: "the snapshot holds another kind of value"))
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .keyed(let keyed) = node else { throw Self.mismatch(type, codingPath) }
        return KeyedDecodingContainer(KeyedReader<Key>(keyed: keyed, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .list(let list) = node else { throw Self.mismatch([Any].self, codingPath) }
        return ListReader(list: list, codingPath: codingPath)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        SingleReader(node: node, codingPath: codingPath)
    }
}

/// Reads primitives out of nodes, with range checks.
private enum Primitive {
    static func bool(_ node: CompactNode, _ path: [any CodingKey]) throws -> Bool {
        guard case .bool(let v) = node else { throw CompactDecoder.mismatch(Bool.self, path) }
        return v
    }
    static func string(_ node: CompactNode, _ path: [any CodingKey]) throws -> String {
        guard case .string(let v) = node else { throw CompactDecoder.mismatch(String.self, path) }
        return v
    }
    static func double(_ node: CompactNode, _ path: [any CodingKey]) throws -> Double {
        switch node {
        case .double(let v): return v
        case .int(let v): return Double(v)
        case .uint(let v): return Double(v)
        default: throw CompactDecoder.mismatch(Double.self, path)
        }
    }
    static func integer<T: FixedWidthInteger>(_ type: T.Type, _ node: CompactNode, _ path: [any CodingKey]) throws -> T
    {
        let value: T?
        switch node {
        case .int(let v): value = T(exactly: v)
        case .uint(let v): value = T(exactly: v)
        default: value = nil
        }
        guard let value else { throw CompactDecoder.mismatch(type, path) }
        return value
    }
}

private struct KeyedReader<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let keyed: CompactKeyed
    let codingPath: [any CodingKey]
    var allKeys: [Key] { keyed.entries.compactMap { Key(stringValue: $0.key) } }

    func contains(_ key: Key) -> Bool { keyed.value(for: key.stringValue) != nil }

    private func node(_ key: Key) throws -> CompactNode {
        guard let node = keyed.value(for: key.stringValue) else {
            throw DecodingError.keyNotFound(key, .init(codingPath: codingPath, debugDescription: "missing"))
        }
        return node
    }

    private func path(_ key: Key) -> [any CodingKey] { codingPath }

    func decodeNil(forKey key: Key) throws -> Bool {
        if case .null = try node(key) { return true }
        return false
    }
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try Primitive.bool(node(key), path(key)) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try Primitive.string(node(key), path(key)) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try Primitive.double(node(key), path(key)) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
        Float(try Primitive.double(node(key), path(key)))
    }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try Primitive.integer(type, node(key), path(key)) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try Primitive.integer(type, node(key), path(key)) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 {
        try Primitive.integer(type, node(key), path(key))
    }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 {
        try Primitive.integer(type, node(key), path(key))
    }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 {
        try Primitive.integer(type, node(key), path(key))
    }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try Primitive.integer(type, node(key), path(key)) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 {
        try Primitive.integer(type, node(key), path(key))
    }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 {
        try Primitive.integer(type, node(key), path(key))
    }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 {
        try Primitive.integer(type, node(key), path(key))
    }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 {
        try Primitive.integer(type, node(key), path(key))
    }
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try CompactDecoder.value(type, from: node(key), path: path(key))
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        try CompactDecoder(node: node(key), codingPath: path(key)).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try CompactDecoder(node: node(key), codingPath: path(key)).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        CompactDecoder(node: keyed.value(for: "super") ?? .null, codingPath: codingPath)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        CompactDecoder(node: try node(key), codingPath: path(key))
    }
}

private struct ListReader: UnkeyedDecodingContainer {
    let list: CompactList
    let codingPath: [any CodingKey]
    var currentIndex = 0
    var count: Int? { list.items.count }
    var isAtEnd: Bool { currentIndex >= list.items.count }

    init(list: CompactList, codingPath: [any CodingKey]) {
        self.list = list
        self.codingPath = codingPath
    }

    private mutating func next() throws -> (CompactNode, [any CodingKey]) {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(
                Any.self, .init(codingPath: codingPath, debugDescription: "the list has no more values"))
        }
        defer { currentIndex += 1 }
        return (list.items[currentIndex], codingPath)
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, case .null = list.items[currentIndex] else { return false }
        currentIndex += 1
        return true
    }
    mutating func decode(_ type: Bool.Type) throws -> Bool {
        let (n, p) = try next()
        return try Primitive.bool(n, p)
    }
    mutating func decode(_ type: String.Type) throws -> String {
        let (n, p) = try next()
        return try Primitive.string(n, p)
    }
    mutating func decode(_ type: Double.Type) throws -> Double {
        let (n, p) = try next()
        return try Primitive.double(n, p)
    }
    mutating func decode(_ type: Float.Type) throws -> Float {
        let (n, p) = try next()
        return Float(try Primitive.double(n, p))
    }
    mutating func decode(_ type: Int.Type) throws -> Int {
        let (n, p) = try next()
        return try Primitive.integer(type, n, p)
    }
    mutating func decode(_ type: Int8.Type) throws -> Int8 {
        let (n, p) = try next()
        return try Primitive.integer(type, n, p)
    }
    mutating func decode(_ type: Int16.Type) throws -> Int16 {
        let (n, p) = try next()
        return try Primitive.integer(type, n, p)
    }
    mutating func decode(_ type: Int32.Type) throws -> Int32 {
        let (n, p) = try next()
        return try Primitive.integer(type, n, p)
    }
    mutating func decode(_ type: Int64.Type) throws -> Int64 {
        let (n, p) = try next()
        return try Primitive.integer(type, n, p)
    }
    mutating func decode(_ type: UInt.Type) throws -> UInt {
        let (n, p) = try next()
        return try Primitive.integer(type, n, p)
    }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 {
        let (n, p) = try next()
        return try Primitive.integer(type, n, p)
    }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 {
        let (n, p) = try next()
        return try Primitive.integer(type, n, p)
    }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 {
        let (n, p) = try next()
        return try Primitive.integer(type, n, p)
    }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 {
        let (n, p) = try next()
        return try Primitive.integer(type, n, p)
    }
    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let (n, p) = try next()
        return try CompactDecoder.value(type, from: n, path: p)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<
        NestedKey
    > {
        let (n, p) = try next()
        return try CompactDecoder(node: n, codingPath: p).container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let (n, p) = try next()
        return try CompactDecoder(node: n, codingPath: p).unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder {
        let (n, p) = try next()
        return CompactDecoder(node: n, codingPath: p)
    }
}

private struct SingleReader: SingleValueDecodingContainer {
    let node: CompactNode
    let codingPath: [any CodingKey]

    func decodeNil() -> Bool {
        if case .null = node { return true }
        return false
    }
    func decode(_ type: Bool.Type) throws -> Bool { try Primitive.bool(node, codingPath) }
    func decode(_ type: String.Type) throws -> String { try Primitive.string(node, codingPath) }
    func decode(_ type: Double.Type) throws -> Double { try Primitive.double(node, codingPath) }
    func decode(_ type: Float.Type) throws -> Float { Float(try Primitive.double(node, codingPath)) }
    func decode(_ type: Int.Type) throws -> Int { try Primitive.integer(type, node, codingPath) }
    func decode(_ type: Int8.Type) throws -> Int8 { try Primitive.integer(type, node, codingPath) }
    func decode(_ type: Int16.Type) throws -> Int16 { try Primitive.integer(type, node, codingPath) }
    func decode(_ type: Int32.Type) throws -> Int32 { try Primitive.integer(type, node, codingPath) }
    func decode(_ type: Int64.Type) throws -> Int64 { try Primitive.integer(type, node, codingPath) }
    func decode(_ type: UInt.Type) throws -> UInt { try Primitive.integer(type, node, codingPath) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try Primitive.integer(type, node, codingPath) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try Primitive.integer(type, node, codingPath) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try Primitive.integer(type, node, codingPath) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try Primitive.integer(type, node, codingPath) }
    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try CompactDecoder.value(type, from: node, path: codingPath)
    }
}

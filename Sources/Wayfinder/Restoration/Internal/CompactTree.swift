// The general path of encoding: the value's `encode(to:)` fills a tree of nodes, in whatever
// order it uses its containers, and the tree is then written (`CompactCoding.write`). Used only
// when the streaming path (CompactSink) finds the containers used out of order.

/// The fallback tree encoder's entry point.
enum CompactTree {
    /// The tree of `value`.
    static func node(of value: some Encodable) throws -> CompactNode {
        try TreeEncoder.node(value, path: [])
    }
}

/// A value of the fallback tree.
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
}

final class TreeEncoder: Encoder {
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }
    var result: CompactNode = .null {
        didSet { placed?(result) }
    }
    /// For a super encoder, encoded after its place in the container was taken: puts each new
    /// result in that place, so a single value or a list written through it is not lost.
    var placed: ((CompactNode) -> Void)?

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
        switch value {
        case let v as String: return .string(v)
        case let v as Int: return .int(Int64(v))
        case let v as Bool: return .bool(v)
        default:
            let encoder = TreeEncoder(path: path)
            try value.encode(to: encoder)
            return encoder.result
        }
    }
}

private struct KeyedWriter<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let keyed: CompactKeyed
    let codingPath: [any CodingKey]

    private func put(_ key: Key, _ node: CompactNode) { put(key.stringValue, node) }

    private func put(_ key: String, _ node: CompactNode) {
        keyed.entries.append((key, node))
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
        put(key, try TreeEncoder.node(value, path: codingPath))
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

    // The key "super", which `Key` may have no case for.
    mutating func superEncoder() -> any Encoder { superEncoder(named: "super") }

    mutating func superEncoder(forKey key: Key) -> any Encoder { superEncoder(named: key.stringValue) }

    private func superEncoder(named key: String) -> any Encoder {
        // Encoded later by the caller: an encoder whose result is read now would be empty, so
        // hand out one that writes into a container put here.
        let nested = CompactKeyed()
        let index = keyed.entries.count
        put(key, .keyed(nested))
        let encoder = TreeEncoder(path: codingPath)
        encoder.result = .keyed(nested)
        let keyed = keyed
        encoder.placed = { keyed.entries[index].value = $0 }
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
        list.items.append(try TreeEncoder.node(value, path: codingPath))
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
        let index = list.items.count
        list.items.append(.keyed(nested))
        let encoder = TreeEncoder(path: codingPath)
        encoder.result = .keyed(nested)
        let list = list
        encoder.placed = { list.items[index] = $0 }
        return encoder
    }
}

private struct SingleWriter: SingleValueEncodingContainer {
    let encoder: TreeEncoder
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
        encoder.result = try TreeEncoder.node(value, path: codingPath)
    }
}

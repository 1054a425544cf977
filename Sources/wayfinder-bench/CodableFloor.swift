import Foundation
import Wayfinder

/// What `Codable` itself costs for the benchmark snapshot's screens: each screen encoded
/// through an encoder that writes nothing and decoded through a decoder that reads nothing (it
/// answers every key with the one `DeepSchema.Screen` uses). No snapshot format can be cheaper
/// than this and still go through the screens' own `Codable` conformances, so the snapshot's
/// figures are reported beside it.
enum CodableFloor {
    /// Encodes and decodes every screen of `screens` once; returns a count so the work stays.
    static func roundTrip(_ screens: [DeepSchema.Screen]) -> Int {
        var count = 0
        for screen in screens {
            count &+= encodeOne(screen, NothingEncoder())
            if case .level(let level) = decodeOne(DeepSchema.Screen.self, NothingDecoder()) { count &+= level }
        }
        return count
    }

    @inline(never)
    static func encodeOne<T: Encodable>(_ value: T, _ encoder: any Encoder) -> Int {
        (try? value.encode(to: encoder)) == nil ? 0 : 1
    }

    @inline(never)
    static func decodeOne<T: Decodable>(_ type: T.Type, _ decoder: any Decoder) -> T? {
        try? T(from: decoder)
    }
}

private struct NothingEncoder: Encoder {
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }
    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(NothingWriter<Key>())
    }
    func unkeyedContainer() -> any UnkeyedEncodingContainer { NothingListWriter() }
    func singleValueContainer() -> any SingleValueEncodingContainer { NothingListWriter() }
}

private struct NothingWriter<Key: CodingKey>: KeyedEncodingContainerProtocol {
    var codingPath: [any CodingKey] { [] }
    mutating func encodeNil(forKey key: Key) throws {}
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {}
    mutating func nestedContainer<Nested: CodingKey>(keyedBy keyType: Nested.Type, forKey key: Key)
        -> KeyedEncodingContainer<Nested>
    { KeyedEncodingContainer(NothingWriter<Nested>()) }
    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer { NothingListWriter() }
    mutating func superEncoder() -> any Encoder { NothingEncoder() }
    mutating func superEncoder(forKey key: Key) -> any Encoder { NothingEncoder() }
}

private struct NothingListWriter: UnkeyedEncodingContainer, SingleValueEncodingContainer {
    var codingPath: [any CodingKey] { [] }
    var count: Int { 0 }
    mutating func encodeNil() throws {}
    mutating func encode<T: Encodable>(_ value: T) throws {}
    mutating func nestedContainer<Nested: CodingKey>(keyedBy keyType: Nested.Type) -> KeyedEncodingContainer<Nested> {
        KeyedEncodingContainer(NothingWriter<Nested>())
    }
    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { NothingListWriter() }
    mutating func superEncoder() -> any Encoder { NothingEncoder() }
}

private struct NothingDecoder: Decoder {
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }
    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(NothingReader<Key>())
    }
    func unkeyedContainer() throws -> any UnkeyedDecodingContainer { throw CodableFloor.Unsupported() }
    func singleValueContainer() throws -> any SingleValueDecodingContainer { throw CodableFloor.Unsupported() }
}

extension CodableFloor {
    struct Unsupported: Error {}
}

/// Answers as a `.level(7)` screen is encoded: one key `level`, holding `_0: 7`.
private struct NothingReader<Key: CodingKey>: KeyedDecodingContainerProtocol {
    var codingPath: [any CodingKey] { [] }
    var allKeys: [Key] { Key(stringValue: "level").map { [$0] } ?? [] }
    func contains(_ key: Key) -> Bool { true }
    func decodeNil(forKey key: Key) throws -> Bool { false }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { 7 }
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { throw CodableFloor.Unsupported() }
    func nestedContainer<Nested: CodingKey>(keyedBy type: Nested.Type, forKey key: Key) throws
        -> KeyedDecodingContainer<Nested>
    { KeyedDecodingContainer(NothingReader<Nested>()) }
    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        throw CodableFloor.Unsupported()
    }
    func superDecoder() throws -> any Decoder { NothingDecoder() }
    func superDecoder(forKey key: Key) throws -> any Decoder { NothingDecoder() }
}

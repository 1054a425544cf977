import Foundation
import Testing

@testable import Wayfinder

/// The snapshot's coders share pooled sinks and inputs, reached without a retain. A value may
/// keep the encoder, decoder or a container it was given past its coding; these tests keep
/// them, and check that using them afterwards is an error that touches no later coding.
@Suite("Pooled coders")
struct CoderPoolTests {
    /// Keeps, in statics, the decoder and containers its `init(from:)` was given. (Each test
    /// that keeps something has a type of its own, so tests running at once share nothing.)
    struct KeepsDecoder: Decodable {
        nonisolated(unsafe) static var decoder: (any Decoder)?
        nonisolated(unsafe) static var keyed: KeyedDecodingContainer<Keys>?
        nonisolated(unsafe) static var list: (any UnkeyedDecodingContainer)?
        enum Keys: String, CodingKey { case a, b }
        var a: Int
        init(from decoder: any Decoder) throws {
            let keyed = try decoder.container(keyedBy: Keys.self)
            a = try keyed.decode(Int.self, forKey: .a)
            Self.list = try keyed.nestedUnkeyedContainer(forKey: .b)
            Self.decoder = decoder
            Self.keyed = keyed
        }
    }

    @Test("A decoder or container kept past its decode throws when used, and reads nothing of the next payload")
    func decoderKeptPastItsDecode() throws {
        let kept = try CompactCoding.decode(KeepsDecoder.self, from: Array("k1:ai1;1:bli2;..".utf8))
        #expect(kept.a == 1)
        // The next decode may reuse the same pooled input for other bytes.
        #expect(try CompactCoding.decode([Int].self, from: Array("li7;i8;.".utf8)) == [7, 8])

        let decoder = try #require(KeepsDecoder.decoder)
        let keyed = try #require(KeepsDecoder.keyed)
        var list = try #require(KeepsDecoder.list)
        #expect(throws: DecodingError.self) { try decoder.container(keyedBy: KeepsDecoder.Keys.self) }
        #expect(throws: DecodingError.self) { try decoder.unkeyedContainer() }
        #expect(throws: DecodingError.self) { try decoder.singleValueContainer().decode(Int.self) }
        #expect(try decoder.singleValueContainer().decodeNil() == false)
        #expect(keyed.allKeys.isEmpty)
        #expect(!keyed.contains(.a))
        #expect(throws: DecodingError.self) { try keyed.decode(Int.self, forKey: .a) }
        #expect(throws: DecodingError.self) { try keyed.decode([Int].self, forKey: .b) }
        #expect(throws: DecodingError.self) { try list.decode(Int.self) }
        #expect(list.count == 1)

        // The error says what happened.
        do {
            _ = try keyed.decode(Int.self, forKey: .a)
        } catch DecodingError.dataCorrupted(let context) {
            #expect(context.debugDescription == "a decoder or container used after its decode ended")
        }
    }

    /// Keeps, in statics, the encoder and containers its `encode(to:)` was given.
    struct KeepsEncoder: Encodable {
        nonisolated(unsafe) static var encoder: (any Encoder)?
        nonisolated(unsafe) static var keyed: KeyedEncodingContainer<Keys>?
        nonisolated(unsafe) static var list: (any UnkeyedEncodingContainer)?
        enum Keys: String, CodingKey { case a, b }
        func encode(to encoder: any Encoder) throws {
            var keyed = encoder.container(keyedBy: Keys.self)
            try keyed.encode(1, forKey: .a)
            Self.list = keyed.nestedUnkeyedContainer(forKey: .b)
            Self.encoder = encoder
            Self.keyed = keyed
        }
    }

    /// Writes through the containers ``KeepsEncoder`` kept, then a value of its own.
    struct WritesThroughKept: Encodable {
        func encode(to encoder: any Encoder) throws {
            var keyed = try #require(KeepsEncoder.keyed)
            #expect(throws: EncodingError.self) { try keyed.encode(9, forKey: .a) }
            var single = encoder.singleValueContainer()
            try single.encode(7)
        }
    }

    @Test("An encoder or container kept past its encode throws when used, and writes nothing into the next encode")
    func encoderKeptPastItsEncode() throws {
        #expect(String(decoding: try CompactCoding.encode(KeepsEncoder()), as: UTF8.self) == "k1:ai1;1:bl..")
        // Used while another encode is going on (which may have the same pooled sink): an
        // error, and the other encode's bytes are its own.
        #expect(String(decoding: try CompactCoding.encode(WritesThroughKept()), as: UTF8.self) == "i7;")

        let encoder = try #require(KeepsEncoder.encoder)
        var keyed = try #require(KeepsEncoder.keyed)
        var list = try #require(KeepsEncoder.list)
        #expect(throws: EncodingError.self) { try keyed.encode(2, forKey: .a) }
        #expect(throws: EncodingError.self) { try keyed.encode([3], forKey: .b) }
        #expect(throws: EncodingError.self) { try list.encode(4) }
        #expect(list.count == 0)
        var nested = keyed.nestedContainer(keyedBy: KeepsEncoder.Keys.self, forKey: .b)
        #expect(throws: EncodingError.self) { try nested.encode(5, forKey: .a) }
        var fromEncoder = encoder.container(keyedBy: KeepsEncoder.Keys.self)
        #expect(throws: EncodingError.self) { try fromEncoder.encodeNil(forKey: .a) }
        var single = encoder.singleValueContainer()
        #expect(throws: EncodingError.self) { try single.encode(6) }
        #expect(try CompactCoding.encode([1, 2]) == Array("li1;i2;.".utf8))
    }

    /// Encodes and decodes `inner` through a coding of its own, inside the outer one.
    struct Nests: Codable, Equatable {
        var inner: [Int]
        init(_ inner: [Int]) { self.inner = inner }
        func encode(to encoder: any Encoder) throws {
            var single = encoder.singleValueContainer()
            try single.encode(String(decoding: try CompactCoding.encode(inner), as: UTF8.self))
        }
        init(from decoder: any Decoder) throws {
            let text = try decoder.singleValueContainer().decode(String.self)
            inner = try CompactCoding.decode([Int].self, from: Array(text.utf8))
        }
    }

    @Test("A coding inside a value's coding has a sink and an input of its own")
    func codingInsideACoding() throws {
        let values = [Nests([1, 2]), Nests([]), Nests([3])]
        let bytes = try CompactCoding.encode(values)
        #expect(String(decoding: bytes, as: UTF8.self) == "ls8:li1;i2;.s2:l.s5:li3;..")
        #expect(try CompactCoding.decode([Nests].self, from: bytes) == values)
    }

    @Test("Snapshots written and read on many threads at once each come back whole")
    func manyThreads() async throws {
        let coordinator = Coordinator(schema: Lab())
        let snapshots = (1...8).map { n in
            var state = NavigationState(schema: Lab())
            _ = coordinator.reduce(&state, .launched(.init(.warm, session: .signedIn("alice"))), at: .zero)
            for k in 1...n { _ = coordinator.reduce(&state, .screenPushed(.confirmPayment("p\(k)")), at: .zero) }
            return NavigationSnapshot(of: state, schema: Lab())
        }
        #expect(snapshots.map { $0.stacks.first?.screens.count } == (1...8).map { $0 })
        let failures = await withTaskGroup(of: Int.self) { group in
            for snapshot in snapshots {
                group.addTask {
                    var failures = 0
                    for _ in 0..<200 {
                        let read = try? NavigationSnapshot<Lab>.decode(snapshot.encoded())
                        if read != snapshot { failures += 1 }
                    }
                    return failures
                }
            }
            return await group.reduce(0, +)
        }
        #expect(failures == 0)
    }

    @Test("A pooled sink or input keeps little memory after a large coding")
    func pooledObjectsShrink() throws {
        let large = (0..<20_000).map { "screen \($0)" }
        let bytes = try CompactCoding.encode(large)
        #expect(bytes.count > CompactInput.maxSlotsKept)
        #expect(try CompactCoding.decode([String].self, from: bytes) == large)
        // Every pooled object given back is emptied, so whichever the pool hands out now is small.
        let kept = CompactSink.pool.with { $0.allocated }
        #expect(kept.bytes <= CompactSink.maxBytesKept)
        #expect(kept.slots <= CompactSink.maxSlotsKept)
        #expect(CompactInput.pool.with { $0.allocatedSlots } <= CompactInput.maxSlotsKept)
    }
}

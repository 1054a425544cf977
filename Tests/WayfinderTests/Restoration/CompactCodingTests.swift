import Foundation
import Testing

@testable import Wayfinder

@Suite("The snapshot's compact format")
struct CompactCodingTests {
    enum Screen: Codable, Hashable, Sendable {
        case root
        case item(Int)
        case pair(String, id: Int64)
        case nested([Screen], flag: Bool?)
        case numbers(UInt8, Int16, UInt64, Double, Float)
    }

    struct Holder: Codable, Hashable, Sendable {
        var name: String
        var screens: [Screen]
        var optional: Int?
        var byTab: [String: [Screen]]
    }

    static let values: [Holder] = [
        Holder(name: "", screens: [], optional: nil, byTab: [:]),
        Holder(
            name: "ünïcødé ✓ \"quoted\" \n new line", screens: [.root, .item(-42), .item(.max), .item(.min)],
            optional: 0, byTab: ["a": [.pair("x:y;z", id: -1)]]),
        Holder(
            name: "n",
            screens: [.nested([.nested([.root], flag: nil)], flag: true), .numbers(255, -3, .max, -0.5, 1.25)],
            optional: 7, byTab: ["b": [], "c": [.numbers(0, 0, 0, .infinity, .leastNonzeroMagnitude)]]),
        // More keys than a keyed container scans for: read through its index of entries.
        Holder(
            name: "many", screens: [], optional: -1,
            byTab: Dictionary(uniqueKeysWithValues: (0..<40).map { ("tab \($0) ✓", [Screen.item($0)]) })),
    ]

    @Test("Values round-trip", arguments: values)
    func roundTrip(_ value: Holder) throws {
        let bytes = try CompactCoding.encode(value)
        #expect(try CompactCoding.decode(Holder.self, from: bytes) == value)
    }

    @Test(
        "Malformed payloads are errors, never crashes",
        arguments: [
            "", "x", "k", "k1", "k1:", "k5:name", "k1:as1:x", "i;", "i-;", "i--1;", "i1", "i99999999999999999999;",
            "i9223372036854775808;", "i-9223372036854775809;", "u18446744073709551616;", "u000000000000000000001;",
            "d;", "s5:abc", "s-1:", "s1x", "s99999999999999999999:", "k1:an", "nn", "n.", ".", "s2:\u{FF}",
        ])
    func malformed(_ text: String) {
        #expect(throws: (any Error).self) { try CompactCoding.decode(Holder.self, from: Array(text.utf8)) }
    }

    enum Swapped: Codable, Equatable {
        case ab(Int)
        case ba(Int)
        case ac(Int)
    }

    @Test("Keys read one after another are told apart by their bytes, not only by their length")
    func keysOfOneLength() throws {
        // The decoder keeps the last key it made into a string, for the next key with its bytes.
        let values: [Swapped] = [.ab(1), .ba(2), .ba(3), .ab(4), .ac(5), .ab(6)]
        #expect(try CompactCoding.decode([Swapped].self, from: CompactCoding.encode(values)) == values)
    }

    @Test("Numbers and lengths of one, two and three digits are written in full")
    func digits() throws {
        for (value, text) in [(9, "i9;"), (10, "i10;"), (99, "i99;"), (100, "i100;"), (-10, "i-10;")] {
            #expect(try CompactCoding.encode(value) == Array(text.utf8))
        }
        let name = String(repeating: "n", count: 10)
        #expect(try CompactCoding.encode(name) == Array("s10:\(name)".utf8))
        let numbers = Array(-120...120)
        #expect(try CompactCoding.decode([Int].self, from: CompactCoding.encode(numbers)) == numbers)
    }

    @Test("A value with more slots and deeper nesting than the encoder first reserves round-trips")
    func growth() throws {
        // A thousand screens open a few thousand slots (256 are reserved); twelve nested levels
        // keep some forty containers open at once (16 are reserved).
        let wide = (0..<1_000).map { Screen.item($0) }
        #expect(try CompactCoding.decode([Screen].self, from: CompactCoding.encode(wide)) == wide)
        var deep = Screen.root
        for level in 0..<12 { deep = .nested([deep, .item(level)], flag: level.isMultiple(of: 2)) }
        #expect(try CompactCoding.decode(Screen.self, from: CompactCoding.encode(deep)) == deep)
    }

    /// The edges of the number check: twenty digits at most, the value below 2^64, a signed
    /// one within `Int64`, and its terminator.
    @Test(
        "Numbers at the edges of their range read, or are errors",
        arguments: [
            ("u18446744073709551615;", UInt64.max as UInt64?), ("u00000000000000000001;", 1),
            ("u0;", 0), ("u18446744073709551616;", nil), ("u99999999999999999999;", nil),
            ("u000000000000000000001;", nil), ("u1", nil), ("u;", nil), ("u1:", nil), ("u1a;", nil),
        ] as [(String, UInt64?)])
    func unsignedEdges(_ text: String, _ expected: UInt64?) throws {
        if let expected {
            #expect(try CompactCoding.decode(UInt64.self, from: Array(text.utf8)) == expected)
        } else {
            #expect(throws: (any Error).self) { try CompactCoding.decode(UInt64.self, from: Array(text.utf8)) }
        }
    }

    @Test(
        "Signed numbers at the edges of Int64 read, or are errors",
        arguments: [
            ("i9223372036854775807;", Int64.max as Int64?), ("i-9223372036854775808;", .min), ("i-0;", 0),
            ("i9223372036854775808;", nil), ("i-9223372036854775809;", nil), ("i-;", nil), ("i--1;", nil),
        ] as [(String, Int64?)])
    func signedEdges(_ text: String, _ expected: Int64?) throws {
        if let expected {
            #expect(try CompactCoding.decode(Int64.self, from: Array(text.utf8)) == expected)
        } else {
            #expect(throws: (any Error).self) { try CompactCoding.decode(Int64.self, from: Array(text.utf8)) }
        }
    }

    @Test("Valid UTF-8 of every length reads back unchanged")
    func validText() throws {
        for text in ["", "a", "é", "✓", "😀", "a😀é✓b"] {
            let bytes = Array("s\(text.utf8.count):".utf8) + Array(text.utf8)
            #expect(try CompactCoding.decode(String.self, from: bytes) == text)
        }
    }

    /// Each way a container can be cut short or left open.
    @Test(
        "A container without its terminator, or with one too many, is an error",
        arguments: [
            "l", "ln", "lnn", "lln.", "k", "k1:a", "k1:an", "k1:ak.", "k1:al.", "k..", "l..", "k1:an..",
            "k4:names1:x7:screensl.5:byTabk.", "k4:names1:x7:screensl.5:byTabk...",
        ])
    func unterminated(_ text: String) {
        #expect(throws: (any Error).self) { try CompactCoding.decode(Holder.self, from: Array(text.utf8)) }
    }

    @Test("Invalid UTF-8 in a key or a string is an error")
    func invalidText() throws {
        for bytes: [UInt8] in [
            Array("s1:".utf8) + [0xFF], Array("k1:".utf8) + [0xC3] + Array("n.".utf8),
            Array("s3:".utf8) + [0xF0, 0x9F, 0x98],
        ] {
            #expect(throws: (any Error).self) { try CompactCoding.decode([String: String?].self, from: bytes) }
            #expect(throws: (any Error).self) { try CompactCoding.decode(String.self, from: bytes) }
        }
    }

    /// Lists nested as deep as the bytes say.
    struct Nesting: Decodable {
        var depth: Int
        init(from decoder: any Decoder) throws {
            var list = try decoder.unkeyedContainer()
            depth = list.isAtEnd ? 1 : try list.decode(Nesting.self).depth + 1
        }
    }

    @Test("Nesting up to the depth limit reads; one level deeper is an error, not a deep recursion")
    func depthLimit() throws {
        func nested(_ levels: Int) -> [UInt8] {
            Array((String(repeating: "l", count: levels) + String(repeating: ".", count: levels)).utf8)
        }
        let deepest = CompactCoding.maxDepth + 1
        #expect(try CompactCoding.decode(Nesting.self, from: nested(deepest)).depth == deepest)
        #expect(throws: (any Error).self) { try CompactCoding.decode(Nesting.self, from: nested(deepest + 1)) }
        #expect(throws: (any Error).self) { try CompactCoding.decode(Nesting.self, from: nested(100_000)) }
    }

    @Test("A count or length that lies about the bytes left is an error, and reserves nothing")
    func lyingLengths() {
        for text in ["s9223372036854775807:", "k9223372036854775807:a", "s18446744073709551615:x"] {
            #expect(throws: (any Error).self) { try CompactCoding.decode(Holder.self, from: Array(text.utf8)) }
        }
    }

    @Test("The bytes of a snapshot's shape, written out")
    func grammar() throws {
        struct Pair: Codable, Equatable {
            var tab: String
            var screens: [Screen]
        }
        let value = Pair(tab: "a", screens: [.item(-3), .root])
        let text = String(decoding: try CompactCoding.encode(value), as: UTF8.self)
        #expect(text == "k3:tabs1:a7:screenslk4:itemk2:_0i-3;..k4:rootk....")
        #expect(try CompactCoding.decode(Pair.self, from: Array(text.utf8)) == value)
        let holder = "k4:names1:x7:screensl.5:byTabk.."
        #expect(
            try CompactCoding.decode(Holder.self, from: Array(holder.utf8))
                == Holder(name: "x", screens: [], optional: nil, byTab: [:]))
    }

    /// Writes `value` into a list it fills only after writing a later key, so all of `value`
    /// is written out of order.
    struct Detour<Value: Encodable>: Encodable {
        var value: Value
        enum CodingKeys: String, CodingKey { case a, b }
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            var first = container.nestedUnkeyedContainer(forKey: .a)
            try container.encodeNil(forKey: .b)
            try first.encode(value)
        }
    }

    /// The bytes of a ``Detour`` of `value`, written in order.
    static func detourBytes(_ value: some Encodable) throws -> [UInt8] {
        Array("k1:al".utf8) + (try CompactCoding.encode(value)) + Array(".1:bn.".utf8)
    }

    /// Fills two nested lists in turns: the first is written to after the second was opened.
    struct Interleaved: Codable, Equatable {
        var a: [Int]
        var b: [Int]
        enum CodingKeys: String, CodingKey { case a, b }
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            var a = container.nestedUnkeyedContainer(forKey: .a)
            var b = container.nestedUnkeyedContainer(forKey: .b)
            for (x, y) in zip(self.a, self.b) {
                try a.encode(x)
                try b.encode(y)
            }
        }
    }

    /// Asks its encoder for a keyed container twice, and writes through a super encoder.
    struct Split: Codable, Equatable {
        var x: Int
        var y: String
        var parent: Int
        enum CodingKeys: String, CodingKey { case x, y, parent }
        func encode(to encoder: any Encoder) throws {
            var first = encoder.container(keyedBy: CodingKeys.self)
            try first.encode(x, forKey: .x)
            var second = encoder.container(keyedBy: CodingKeys.self)
            try second.encode(y, forKey: .y)
            var parent = second.superEncoder(forKey: .parent).singleValueContainer()
            try parent.encode(self.parent)
        }
    }

    /// Writes and reads its parent's part through `superEncoder()` and `superDecoder()`, with
    /// coding keys that have no case named "super".
    struct WithSuper: Codable, Equatable {
        var own: Int
        var parent: String
        enum CodingKeys: String, CodingKey { case own }
        init(own: Int, parent: String) {
            self.own = own
            self.parent = parent
        }
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(own, forKey: .own)
            try parent.encode(to: container.superEncoder())
        }
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            own = try container.decode(Int.self, forKey: .own)
            parent = try String(from: container.superDecoder())
        }
    }

    @Test("A super encoder and decoder work with coding keys that have no \"super\"")
    func superWithoutSuperKey() throws {
        let value = WithSuper(own: 1, parent: "base")
        let bytes = try CompactCoding.encode(value)
        #expect(String(decoding: bytes, as: UTF8.self) == "k3:owni1;5:supers4:base.")
        #expect(try CompactCoding.decode(WithSuper.self, from: bytes) == value)
        #expect(throws: (any Error).self) { try CompactCoding.decode(WithSuper.self, from: Array("k3:owni1;.".utf8)) }
    }

    /// Writes nothing at all.
    struct Silent: Codable, Equatable {
        func encode(to encoder: any Encoder) throws {}
        init() {}
        init(from decoder: any Decoder) throws {
            #expect(try decoder.singleValueContainer().decodeNil())
        }
    }

    @Test("Writing as the values arrive gives the same bytes for any order of container use")
    func anyOrder() throws {
        let interleaved = Interleaved(a: [1, 2, 3], b: [4, 5, 6])
        let interleavedBytes = try CompactCoding.encode(interleaved)
        #expect(String(decoding: interleavedBytes, as: UTF8.self) == "k1:ali1;i2;i3;.1:bli4;i5;i6;..")
        #expect(try CompactCoding.encode(Detour(value: interleaved)) == (try Self.detourBytes(interleaved)))
        #expect(try CompactCoding.decode(Interleaved.self, from: interleavedBytes) == interleaved)

        let split = Split(x: 1, y: "two", parent: 3)
        let splitBytes = try CompactCoding.encode([split, split])
        let one = "k1:xi1;1:ys3:two6:parenti3;."
        #expect(String(decoding: splitBytes, as: UTF8.self) == "l\(one)\(one).")
        #expect(try CompactCoding.encode(Detour(value: [split, split])) == (try Self.detourBytes([split, split])))
        #expect(try CompactCoding.decode([Split].self, from: splitBytes) == [split, split])

        #expect(try CompactCoding.encode(Silent()) == Array("n".utf8))
        #expect(try CompactCoding.encode([Silent()]) == Array("ln.".utf8))
        #expect(try CompactCoding.encode(Detour(value: [Silent()])) == Array("k1:alln..1:bn.".utf8))
        #expect(try CompactCoding.decode([Silent].self, from: Array("ln.".utf8)) == [Silent()])

        for value in Self.values {
            #expect(try CompactCoding.encode(Detour(value: value)) == (try Self.detourBytes(value)))
        }
    }

    /// Writes its parent's part through a super encoder it asked for before a later key.
    struct LateSuper: Encodable {
        enum CodingKeys: String, CodingKey { case own }
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            let parent = container.superEncoder()
            try container.encode(1, forKey: .own)
            var single = parent.singleValueContainer()
            try single.encode("base")
        }
    }

    /// Asks one encoder for a keyed container, then for an unkeyed one.
    struct TwoKinds: Encodable {
        enum CodingKeys: String, CodingKey { case x }
        func encode(to encoder: any Encoder) throws {
            var keyed = encoder.container(keyedBy: CodingKeys.self)
            try keyed.encode(1, forKey: .x)
            var list = encoder.unkeyedContainer()
            try list.encode(2)
        }
    }

    @Test("A super encoder written after later keys keeps its place; two kinds of container are an error")
    func superLateAndMisuse() throws {
        #expect(String(decoding: try CompactCoding.encode(LateSuper()), as: UTF8.self) == "k5:supers4:base3:owni1;.")
        #expect(throws: EncodingError.self) { try CompactCoding.encode(TwoKinds()) }
    }

    @Test("Valid payloads damaged at random are errors or values, never crashes")
    func randomDamage() throws {
        // SplitMix64 with a fixed seed: the same damage on every run.
        var state: UInt64 = 0x5EED
        func next(_ bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(bound))
        }
        let alphabet = Array("nftiudslk.:;-0123456789x".utf8) + [0xFF, 0xC3]
        var failures = 0
        for value in Self.values {
            let bytes = try CompactCoding.encode(value)
            for _ in 0..<2_000 {
                var damaged = bytes
                for _ in 0...next(3) {
                    let at = next(damaged.count)
                    switch next(3) {
                    case 0: damaged[at] = alphabet[next(alphabet.count)]
                    case 1: damaged.remove(at: at)
                    default: damaged.insert(alphabet[next(alphabet.count)], at: at)
                    }
                }
                do {
                    let decoded = try CompactCoding.decode(Holder.self, from: damaged)
                    // Whatever decodes is a value like any other: it round-trips (NaN, which
                    // damage to a Double's bits can make, equals nothing).
                    if !"\(decoded)".contains("nan") {
                        #expect(try CompactCoding.decode(Holder.self, from: CompactCoding.encode(decoded)) == decoded)
                    }
                } catch {
                    failures += 1
                }
            }
        }
        #expect(failures > 0)
    }

    @Test("A value of another type is an error")
    func typeMismatch() throws {
        let bytes = try CompactCoding.encode(["a": 1])
        #expect(throws: (any Error).self) { try CompactCoding.decode(Holder.self, from: bytes) }
        #expect(throws: (any Error).self) {
            try CompactCoding.decode([String: UInt8].self, from: CompactCoding.encode(["a": -1]))
        }
    }
}

@Suite("Snapshots of the previous format")
struct OldSnapshotTests {
    @Test("A version 1 snapshot (JSON) with a valid checksum reads as an unsupported version, not garbage")
    func versionOne() {
        let payload = Data(#"{"selectedTab":"main","stacks":[],"version":1}"#.utf8)
        var data = Data(Self.fnv1a(payload).utf8)
        data.append(UInt8(ascii: "\n"))
        data.append(payload)
        #expect(throws: NavigationSnapshot<Lab>.ReadError.unsupportedVersion(1)) {
            try NavigationSnapshot<Lab>.decode(data)
        }
    }

    /// The checksum the snapshot's header carries (FNV-1a, 64 bits, 16 hex digits), written out
    /// here so the test does not lean on the code it checks.
    static func fnv1a(_ bytes: Data) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= 0x100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}

import Foundation
import Testing
import Wayfinder

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

    @Test(
        "Values round-trip",
        arguments: [
            Holder(name: "", screens: [], optional: nil, byTab: [:]),
            Holder(
                name: "ünïcødé ✓ \"quoted\" \n new line", screens: [.root, .item(-42), .item(.max), .item(.min)],
                optional: 0, byTab: ["a": [.pair("x:y;z", id: -1)]]),
            Holder(
                name: "n",
                screens: [.nested([.nested([.root], flag: nil)], flag: true), .numbers(255, -3, .max, -0.5, 1.25)],
                optional: 7, byTab: ["b": [], "c": [.numbers(0, 0, 0, .infinity, .leastNonzeroMagnitude)]]),
        ])
    func roundTrip(_ value: Holder) throws {
        let bytes = try CompactCoding.encode(value)
        #expect(try CompactCoding.decode(Holder.self, from: bytes) == value)
    }

    @Test(
        "Malformed payloads are errors, never crashes",
        arguments: [
            "", "x", "k", "k1", "k1:", "k1:5:name", "k2:1:as1:x", "l99999999999999999999999:", "i;", "i-;",
            "i99999999999999999999;", "s5:abc", "s-1:", "u18446744073709551616;", "k1:1:an", "nn",
            String(repeating: "l1:", count: 200) + "n", "s2:\u{FF}",
        ])
    func malformed(_ text: String) {
        #expect(throws: (any Error).self) { try CompactCoding.decode(Holder.self, from: Array(text.utf8)) }
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

import Foundation

/// A tiny deterministic generator (SplitMix64) for reproducible random tests.
struct SeededGenerator: RandomNumberGenerator {
    private(set) var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// The seeds a randomized test runs with: a fixed one, and either `WAYFINDER_SEED` or a fresh one.
    static var seeds: [UInt64] {
        if let text = ProcessInfo.processInfo.environment["WAYFINDER_SEED"], let seed = UInt64(text) {
            return [seed]
        }
        return [0x5EED, UInt64.random(in: 1...UInt64.max)]
    }

    /// Pieces a generated value is made of: ASCII, every URL delimiter, and non-ASCII text.
    static let pieces: [String] = [
        "a", "Z", "0", "9", "-", ".", "_", "~", " ", "/", "%", "?", "#", "+", "&", "=", ":", "@", "!", "$",
        "'", "(", ")", "*", ",", ";", "[", "]", "\"", "<", ">", "\\", "^", "`", "{", "|", "}", "%2F", "%25",
        "é", "ß", "中", "🛒", "e\u{301}", "\u{202E}", "\u{A0}", "👩‍👩‍👧", "..", "<redacted>",
    ]

    /// A string of up to `maxLength` pieces; empty about one time in eight.
    mutating func string(maxLength: Int = 6) -> String {
        let length = Int.random(in: 0...maxLength, using: &self)
        return (0..<length).map { _ in Self.pieces.randomElement(using: &self)! }.joined()
    }

    /// A string that is a valid path value: not empty, `.` or `..`.
    mutating func segment() -> String {
        while true {
            let value = string()
            if !value.isEmpty && value != "." && value != ".." { return value }
        }
    }
}

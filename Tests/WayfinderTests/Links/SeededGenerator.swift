import Foundation
import WayfinderTesting

/// The round-trip tests' generator: ``SeededRandom`` with helpers that build link values.
typealias SeededGenerator = SeededRandom

extension SeededRandom {
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

import Foundation
import Testing
import WayfinderTesting

@testable import Wayfinder

/// The sum a snapshot's header carries from format 3 (`Checksum.words`).
@Suite("The snapshot's checksum")
struct SnapshotChecksumTests {
    static func words(_ bytes: [UInt8]) -> UInt64 { bytes.withUnsafeBytes(Checksum.words) }

    /// Recorded sums: none, one, eight and nine bytes each take a different mix of whole words and
    /// a last part-word, so a change to how the bytes are taken fails here.
    @Test(
        "The sum of short inputs is as recorded",
        arguments: [
            ("", 0x9482_c858_2600_fe0b), ("a", 0x43fd_9bd7_1ac1_7505), ("abcdefgh", 0x9ca8_fb30_404a_edad),
            ("abcdefghi", 0x8875_3a29_7c62_186e),
        ] as [(String, UInt64)])
    func recorded(_ text: String, _ sum: UInt64) {
        #expect(Self.words(Array(text.utf8)) == sum)
    }

    @Test("Zeros added at the end change the sum")
    func trailingZeros() {
        let sums = (0...24).map { Self.words([UInt8](repeating: 0, count: $0)) }
        #expect(Set(sums).count == sums.count)
    }

    /// Every step is one-to-one in the sum so far, so a change inside one eight-byte word of an
    /// input of the same length always shows.
    @Test("Any change within one eight-byte word changes the sum (seeded)")
    func oneWordChanged() {
        var random = SeededRandom(seed: 0x5eed_0003)
        for _ in 0..<2_000 {
            let count = Int.random(in: 1...200, using: &random)
            let bytes = (0..<count).map { _ in UInt8.random(in: 0...255, using: &random) }
            var changed = bytes
            let word = Int.random(in: 0...(count - 1) / 8, using: &random)
            let range = word * 8..<min(word * 8 + 8, count)
            while changed == bytes {
                for index in range where Bool.random(using: &random) {
                    changed[index] ^= .random(in: 0...255, using: &random)
                }
            }
            #expect(Self.words(changed) != Self.words(bytes), "\(count) bytes, word \(word)")
        }
    }
}

/// Stable 64-bit fingerprints (not cryptographic hashes): FNV-1a for the journal's chained sums,
/// the link table's fingerprint, the window listing and snapshots of format version 2, and a
/// word-at-a-time sum for snapshots from format version 3.
enum Checksum {
    /// The fingerprint as 16 hex digits.
    static func fnv1a<Bytes: Sequence>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
        String(fnv1aValue(bytes), radix: 16).leftPadded(to: 16)
    }

    /// The fingerprint's 64 bits.
    ///
    /// Each byte costs one exclusive-or and one multiplication, each waiting on the last: the
    /// loop runs at the multiplier's latency, a few cycles a byte, and no wider loop gives the
    /// same sum.
    static func fnv1aValue<Bytes: Sequence>(_ bytes: Bytes) -> UInt64 where Bytes.Element == UInt8 {
        // Starts from the fingerprint of no bytes.
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= 0x100_0000_01b3
        }
        return hash
    }

    /// The 64-bit sum of `bytes` that a snapshot's header carries from format version 3.
    ///
    /// It reads eight bytes a step (little-endian, whatever the machine), and each step is an
    /// exclusive-or, a multiplication by an odd number and an exclusive-or with the upper half:
    /// one wait on the multiplier for eight bytes where FNV-1a waits once a byte, so a snapshot
    /// sums about four times as fast. Every step is one-to-one in the sum so far, so two inputs of
    /// the same length that differ within one eight-byte word never have the same sum. The sum
    /// starts from the length, so that zeros added at the end change it too.
    static func words(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        var sum = wordsStart ^ UInt64(truncatingIfNeeded: bytes.count)
        var offset = 0
        while bytes.count - offset >= 8 {
            sum = step(sum ^ UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
            offset += 8
        }
        // The last one to seven bytes, as the low bytes of a word whose other bytes are zero.
        var last: UInt64 = 0
        for (index, byte) in bytes[offset...].enumerated() { last |= UInt64(byte) << UInt64(8 * index) }
        sum = step(sum ^ last)
        // One more step, also one-to-one, so that every bit of the last word reaches every bit.
        return step(sum ^ (sum >> 29))
    }

    /// Where ``words(_:)`` starts: an arbitrary odd constant, the bits of the golden ratio.
    private static let wordsStart: UInt64 = 0x9e37_79b9_7f4a_7c15

    @inline(__always)
    private static func step(_ value: UInt64) -> UInt64 {
        let product = value &* 0xff51_afd7_ed55_8ccd
        return product ^ (product >> 32)
    }

    /// Digit `index` (0 is the most significant) of the 16 hex digits of `value`, as
    /// ``fnv1a(_:)`` writes them, as a byte: lowercase, leading zeros kept. For headers written
    /// and compared without making a string.
    static func hexDigit(of value: UInt64, at index: Int) -> UInt8 {
        let nibble = UInt8(truncatingIfNeeded: value >> UInt64(truncatingIfNeeded: (15 - index) * 4)) & 0xF
        return nibble < 10 ? UInt8(ascii: "0") &+ nibble : UInt8(ascii: "a") &+ (nibble &- 10)
    }
}

/// FNV-1a, 64 bits: a fast, stable fingerprint (not a cryptographic hash), shared by the
/// snapshot's header and the journal's chained sums and link-table fingerprint.
///
/// Each byte costs one exclusive-or and one multiplication, each waiting on the last: the
/// loop runs at the multiplier's latency, a few cycles a byte, and no wider loop gives the
/// same sum.
enum Checksum {
    /// The fingerprint as 16 hex digits.
    static func fnv1a<Bytes: Sequence>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
        String(fnv1aValue(bytes), radix: 16).leftPadded(to: 16)
    }

    /// The fingerprint of no bytes, where every sum starts.
    static let fnv1aStart: UInt64 = 0xcbf2_9ce4_8422_2325

    /// The fingerprint's 64 bits: of `bytes`, or of bytes whose fingerprint was `hash` followed
    /// by `bytes`.
    static func fnv1aValue<Bytes: Sequence>(_ bytes: Bytes, continuing hash: UInt64 = fnv1aStart) -> UInt64
    where Bytes.Element == UInt8 {
        var hash = hash
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= 0x100_0000_01b3
        }
        return hash
    }

    /// Digit `index` (0 is the most significant) of the 16 that ``fnv1a(_:)`` writes for
    /// `value`, as a byte: lowercase, leading zeros kept. For headers written and compared
    /// without making a string.
    static func hexDigit(of value: UInt64, at index: Int) -> UInt8 {
        let nibble = UInt8(truncatingIfNeeded: value >> UInt64(truncatingIfNeeded: (15 - index) * 4)) & 0xF
        return nibble < 10 ? UInt8(ascii: "0") &+ nibble : UInt8(ascii: "a") &+ (nibble &- 10)
    }
}

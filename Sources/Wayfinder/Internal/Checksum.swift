/// A stable 64-bit fingerprint (not a cryptographic hash), FNV-1a: the journal's chained sums and
/// the link table's fingerprint. Since snapshot format 4 nothing else is summed.
enum Checksum {
    /// The fingerprint as 16 hex digits.
    static func fnv1a<Bytes: Sequence>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
        // Starts from the fingerprint of no bytes.
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= 0x100_0000_01b3
        }
        return String(hash, radix: 16).leftPadded(to: 16)
    }
}

/// FNV-1a, 64 bits: a fast, stable fingerprint (not a cryptographic hash), shared by the
/// snapshot's header and the journal's chained sums and link-table fingerprint.
enum Checksum {
    /// The fingerprint as 16 hex digits.
    static func fnv1a<Bytes: Sequence>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= 0x100_0000_01b3
        }
        return String(hash, radix: 16).leftPadded(to: 16)
    }
}

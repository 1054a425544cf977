/// FNV-1a, 64 bits: a fast, stable fingerprint (not a cryptographic hash).
enum Checksum {
    /// The fingerprint as 16 hex digits.
    static func fnv1a<Bytes: Sequence>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
        String(fnv1a64(bytes), radix: 16).leftPadded(to: 16)
    }

    /// The fingerprint as a number, for comparisons that never print it (no text is built).
    static func fnv1a64<Bytes: Sequence>(_ bytes: Bytes) -> UInt64 where Bytes.Element == UInt8 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= 0x100_0000_01b3
        }
        return hash
    }
}

/// What a snapshot keeps to tell accounts apart, never the account's name: a random-looking
/// salt of its own and the SHA-256 of the salt and the account's identifier.
///
/// A protected screen comes back only when the session's account gives the same digest with the
/// snapshot's salt. Without the salt, the same account gives a different digest in every
/// snapshot, so digests cannot be compared across snapshots or looked up in a table made in
/// advance. It is not a secret against someone who can guess the account identifier and hash
/// each guess; it only has to tell one account from another, and to make a forged snapshot
/// (no binding, or bytes that match no account) restore public screens alone.
struct AccountBinding: Hashable, Sendable, Codable {
    /// 16 bytes, as 32 lowercase hex digits.
    var salt: String
    /// SHA-256 of the salt's bytes and the account's identifier, as 64 lowercase hex digits.
    var digest: String

    /// The binding of `account` with a salt made from `seed`: the core has no source of
    /// randomness (it is a pure function of its events), so the salt is the digest of what
    /// differs from save to save, the time and the counters; it need not be secret, only different.
    init(account: Account, seed: String) {
        let salt = Array(SHA256.digest(Array("wayfinder-salt\u{0}\(seed)".utf8)).prefix(16))
        self.salt = SHA256.hex(salt)
        digest = SHA256.hex(Self.digest(of: account, salt: salt))
    }

    /// Whether `account` is the one this binding was made for. `false` for no account, and for a
    /// salt that is not 32 hex digits.
    func matches(_ account: Account?) -> Bool {
        guard let account, let salt = Self.bytes(ofHex: salt), salt.count == 16 else { return false }
        return SHA256.hex(Self.digest(of: account, salt: salt)) == digest
    }

    private static func digest(of account: Account, salt: [UInt8]) -> [UInt8] {
        SHA256.digest(salt + Array("wayfinder-account\u{0}\(account.id)".utf8))
    }

    private static func bytes(ofHex text: String) -> [UInt8]? {
        let digits = Array(text.utf8)
        guard digits.count.isMultiple(of: 2) else { return nil }
        func value(_ digit: UInt8) -> UInt8? {
            switch digit {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
            default: nil
            }
        }
        var bytes: [UInt8] = []
        for i in stride(from: 0, to: digits.count, by: 2) {
            guard let high = value(digits[i]), let low = value(digits[i + 1]) else { return nil }
            bytes.append(high << 4 | low)
        }
        return bytes
    }
}

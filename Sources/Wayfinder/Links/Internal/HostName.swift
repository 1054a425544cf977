/// The universal-link hosts a table accepts: names the URL Standard's host parser leaves
/// unchanged, so the host a browser or the system reads is the host the table compares.
enum HostName {
    /// Why `host` is not accepted, as the end of a sentence, or `nil` when it is.
    ///
    /// Accepted: lowercase ASCII domain names whose labels are 1–63 letters, digits and inner
    /// hyphens, at most 253 characters, no trailing dot. Rejected: IP literals (a last label that
    /// is a number, which the URL Standard reads as IPv4), `xn--` (punycode) labels, and
    /// anything else the parser would rewrite or refuse.
    static func problem(_ host: String) -> String? {
        let bytes = Array(host.utf8)
        if bytes.isEmpty { return "it is empty" }
        if bytes.count > 253 { return "it is longer than 253 characters" }
        if bytes.contains(where: { !(ASCII.isLetter($0) || ASCII.isDigit($0) || $0 == 0x2D || $0 == 0x2E) }) {
            return
                "it contains a character other than ASCII letters, digits, \"-\" and \".\" (an IPv6 literal, a port, a path or non-ASCII text)"
        }
        if bytes.contains(where: { $0 >= 0x41 && $0 <= 0x5A }) {
            return
                "it has uppercase letters; hosts are case-insensitive and the URL Standard lowercases them, so declare it as \"\(host.lowercased())\" (links in any letter case still match)"
        }
        let labels = host.split(separator: ".", omittingEmptySubsequences: false)
        if labels.count > 1, labels.last?.isEmpty == true {
            return "it ends with a dot, which names a different host from the one without it"
        }
        for label in labels {
            if label.isEmpty { return "it has an empty label (a leading dot or two dots in a row)" }
            if label.utf8.count > 63 { return "its label \"\(label.prefix(20))…\" is longer than 63 characters" }
            if label.hasPrefix("-") || label.hasSuffix("-") {
                return "its label \"\(label)\" starts or ends with \"-\""
            }
            if label.hasPrefix("xn--") {
                return
                    "its label \"\(label)\" is punycode; internationalised host names are not supported, because the URL Standard decodes and re-validates them"
            }
        }
        let last = labels[labels.count - 1]
        if last.utf8.allSatisfy(ASCII.isDigit)
            || (last.hasPrefix("0x") && last.utf8.dropFirst(2).allSatisfy { ASCII.hexValue($0) != nil })
        {
            return
                "it ends in a number, so the URL Standard reads it as an IPv4 address; IP literals are not accepted, use a domain name"
        }
        return nil
    }
}

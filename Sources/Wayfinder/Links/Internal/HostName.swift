import Foundation

/// The universal-link hosts a table accepts: names the URL Standard's host parser leaves
/// unchanged, so the host a browser or the system reads is the host the table compares.
enum HostName {
    /// Why `host` is not accepted, as the end of a sentence, or `nil` when it is.
    ///
    /// Accepted: lowercase ASCII domain names whose labels are 1–63 letters, digits and inner
    /// hyphens, at most 253 characters, no trailing dot; a label may be punycode (`xn--…`) when
    /// the URL Standard keeps it as it is (see ``punycodeProblem(_:)``). Rejected: uppercase
    /// letters (the parser lowercases them, so the declaration would not say what is compared),
    /// IP literals (a last label that is a number, which the URL Standard reads as IPv4), and
    /// anything else the parser would rewrite or refuse.
    static func problem(_ host: String) -> String? {
        let bytes = Array(host.utf8)
        if bytes.isEmpty { return "it is empty" }
        if bytes.count > 253 { return "it is longer than 253 characters" }
        if bytes.contains(where: { !(ASCII.isLetter($0) || ASCII.isDigit($0) || $0 == 0x2D || $0 == 0x2E) }) {
            return
                "it contains a character other than ASCII letters, digits, \"-\" and \".\" (an IPv6 literal, a port, a path or non-ASCII text: write an internationalised name in its punycode form, \"xn--…\")"
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
            if label.hasPrefix("xn--") {
                if let why = punycodeProblem(label) { return "its label \"\(label)\" \(why)" }
                continue
            }
            if label.hasPrefix("-") || label.hasSuffix("-") {
                return "its label \"\(label)\" starts or ends with \"-\""
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

    /// Why an `xn--` label (lowercase ASCII, checked by the caller) is not one the URL Standard
    /// leaves unchanged, or `nil` when it is.
    ///
    /// The parser decodes such a label and checks the text (UTS #46, non-transitional); the
    /// label is kept only when that text is valid. Accepted here: valid Punycode (RFC 3492) that
    /// encodes back to the same characters, whose text holds a non-ASCII character, consists of
    /// lowercase letters, marks, digits and `-` that case folding and NFKC leave as they are
    /// (`ß` and final `ς` stay, as in non-transitional processing), is in NFC, does not start with
    /// a combining mark and does not itself start with `xn--`. This is stricter than the URL
    /// Standard in one way: symbols, emoji and joiners are refused rather than checked against
    /// the contextual rules.
    static func punycodeProblem(_ label: Substring) -> String? {
        let encoded = label.utf8.dropFirst(4)
        if encoded.isEmpty { return "is empty after \"xn--\"" }
        guard let text = Punycode.decode(encoded) else {
            return "is not valid Punycode (RFC 3492), so the URL Standard refuses it"
        }
        guard Punycode.encode(text).elementsEqual(encoded) else {
            return
                "decodes to \"\(escaped(text))\", which encodes back as \"xn--\(String(decoding: Punycode.encode(text), as: UTF8.self))\"; declare that form"
        }
        if text.allSatisfy(\.isASCII) {
            return
                "decodes to only ASCII text (\"\(escaped(text))\"), which needs no punycode; the URL Standard refuses it"
        }
        if let first = text.first, first.properties.generalCategory.isMark {
            return "decodes to text that starts with the combining mark U+\(hex(first)), which a host label may not"
        }
        for scalar in text {
            if scalar.isASCII {
                if ASCII.isLetter(UInt8(scalar.value)) || ASCII.isDigit(UInt8(scalar.value)) || scalar == "-" {
                    continue
                }
                return "decodes to text with U+\(hex(scalar)), which is not a letter, mark, digit or \"-\""
            }
            let category = scalar.properties.generalCategory
            guard category.isLetterMarkOrDigit else {
                return
                    "decodes to text with U+\(hex(scalar)), which is not a letter, mark, digit or \"-\" (symbols, emoji, joiners and spaces are not accepted)"
            }
            let deviation = scalar == "\u{00DF}" || scalar == "\u{03C2}"  // ß and ς are kept as they are
            if !deviation && scalar.properties.changesWhenNFKCCaseFolded {
                return
                    "decodes to text with U+\(hex(scalar)), which the URL Standard maps to other text (an uppercase or compatibility character): use the lowercase, normalised form"
            }
        }
        let string = String(String.UnicodeScalarView(text))
        if !string.precomposedStringWithCanonicalMapping.unicodeScalars.elementsEqual(text) {
            return "decodes to text that is not normalised (NFC), which the URL Standard would rewrite"
        }
        if string.hasPrefix("xn--") { return "decodes to text that itself starts with \"xn--\"" }
        return nil
    }

    private static func hex(_ scalar: Unicode.Scalar) -> String {
        let digits = String(scalar.value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// The decoded text for a message, with anything invisible or not a letter shown as `U+…`.
    private static func escaped(_ text: [Unicode.Scalar]) -> String {
        text.map { scalar in
            scalar.properties.generalCategory.isLetterMarkOrDigit || scalar == "-" ? String(scalar) : "U+\(hex(scalar))"
        }.joined()
    }
}

extension Unicode.GeneralCategory {
    fileprivate var isMark: Bool {
        switch self {
        case .nonspacingMark, .spacingMark, .enclosingMark: true
        default: false
        }
    }

    fileprivate var isLetterMarkOrDigit: Bool {
        switch self {
        case .lowercaseLetter, .uppercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
            .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber:
            true
        default: false
        }
    }
}

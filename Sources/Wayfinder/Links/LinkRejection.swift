/// Why a link did not become a route.
///
/// A rejection never carries the value of a parameter: it names the part of the
/// link and what was expected there, never what was found. Paths and origins it
/// quotes are rendered like ``LinkTable/displayString(forUnmatched:)``, with
/// secret positions redacted, control characters escaped and the length capped.
public enum LinkRejection: Error, Hashable, Sendable {
    /// The scheme or host is not one the table accepts, or the text is not an absolute URL.
    ///
    /// The associated text is the rejected origin, such as `http://shop.example.com`.
    case foreignOrigin(String)
    /// The link is not well formed: `part` says where, `expected` what would have been valid.
    case malformed(part: String, expected: String)
    /// The link is over one of the ``LinkLimits``, checked before any other work: `limit` says
    /// which, with its value (`.bytes(8192)`).
    case tooLarge(limit: LinkLimit)
    /// The origin is accepted but no pattern matches the path (quoted with secrets redacted).
    case unknownPath(String)
    /// A pattern matched but a parameter failed its conversion: it is there, and not what
    /// `expected` says.
    case badParameter(name: String, expected: String)
    /// A pattern matched but the link leaves out a parameter the rule requires (a query field
    /// without a default); `expected` says what it should hold.
    case missingParameter(name: String, expected: String)
}

extension LinkRejection: CustomStringConvertible {
    /// A full-sentence explanation, safe to log (no parameter values, no secrets).
    public var description: String {
        switch self {
        case .foreignOrigin(let origin): "The link's origin \(origin) is not one this app accepts."
        case .malformed(let part, let expected): "The link is malformed at \(part): expected \(expected)."
        case .tooLarge(let limit): "The link is larger than allowed (\(limit))."
        case .unknownPath(let path): "No link pattern matches the path \(path)."
        case .badParameter(let name, let expected): "The parameter \(name) is not valid: expected \(expected)."
        case .missingParameter(let name, let expected):
            "The link has no \(name) parameter, which is required: expected \(expected)."
        }
    }
}

/// Every message a link table produces, in one place.
enum LinkMessages {
    // MARK: Declaration errors (programmer errors, reported by `LinkTable.init`)

    static func patternMustStartWithSlash(_ pattern: String) -> LinkTableError {
        LinkTableError(
            "The link pattern \"\(pattern)\" does not start with \"/\"; write it as a path, for example \"/\(pattern)\".",
            patterns: [pattern])
    }

    static func patternHasEmptySegment(_ pattern: String, trailing: Bool) -> LinkTableError {
        let fix = trailing ? "remove the trailing slash (links match with or without one)" : "remove the doubled slash"
        return LinkTableError(
            "The link pattern \"\(pattern)\" has an empty segment; \(fix).", patterns: [pattern])
    }

    static func patternHasBadName(_ pattern: String, name: String) -> LinkTableError {
        LinkTableError(
            "The link pattern \"\(pattern)\" declares the parameter \"\(name)\" with an invalid name; a name starts with an ASCII letter or \"_\" and continues with letters, digits, \"_\" or \"-\".",
            patterns: [pattern])
    }

    static func patternTailNotLast(_ pattern: String, tail: String) -> LinkTableError {
        LinkTableError(
            "The link pattern \"\(pattern)\" has the catch-all tail \"\(tail)\" before its last segment; a tail captures every remaining segment, so move it to the end or make it a parameter (\":\(tail.dropFirst())\").",
            patterns: [pattern])
    }

    static func patternHasBadLiteral(_ pattern: String, literal: String) -> LinkTableError {
        LinkTableError(
            "The link pattern \"\(pattern)\" has the literal segment \"\(literal)\", which is not allowed; write literals with unreserved ASCII characters (letters, digits, \"-\", \".\", \"_\", \"~\") or \"!$&'()*+,;=@\", without percent-escapes, and never \".\" or \"..\" (\":\" starts a parameter).",
            patterns: [pattern])
    }

    static func patternHasTwoParametersInASegment(_ pattern: String, segment: String) -> LinkTableError {
        LinkTableError(
            "The link pattern \"\(pattern)\" puts two parameters in the segment \"\(segment)\", which a link table cannot split; a segment holds one parameter, alone or with literal text before or after it (\"/@:handle\", \"/:id.json\", \"/v:version\"), so give each parameter its own segment or read the segment as one parameter and split it in the rule's parse closure.",
            patterns: [pattern])
    }

    static func patternHasBadAffix(_ pattern: String, segment: String) -> LinkTableError {
        LinkTableError(
            "The link pattern \"\(pattern)\" has the segment \"\(segment)\", whose literal text around the parameter is not allowed; write it like a literal segment, with unreserved ASCII characters (letters, digits, \"-\", \".\", \"_\", \"~\") or \"!$&'()*+,;=@\", without percent-escapes, as in \"/@:handle\", \"/:id.json\" or \"/v:version\".",
            patterns: [pattern])
    }

    static func patternHasBadQueryField(_ pattern: String, field: String) -> LinkTableError {
        LinkTableError(
            "The link pattern \"\(pattern)\" declares the query field \"\(field)\" with an invalid name; list fields after \"?\" separated by \"&\", each starting with an ASCII letter or \"_\" (for example \"/search?q&page\").",
            patterns: [pattern])
    }

    static func patternRepeatsName(_ pattern: String, name: String) -> LinkTableError {
        LinkTableError(
            "The link pattern \"\(pattern)\" uses the name \"\(name)\" twice; give every parameter and query field its own name.",
            patterns: [pattern])
    }

    static func unknownSecret(_ pattern: String, secret: String) -> LinkTableError {
        LinkTableError(
            "The link pattern \"\(pattern)\" marks \"\(secret)\" as secret but declares no parameter or query field of that name; fix the spelling so the secret is redacted.",
            patterns: [pattern])
    }

    static func unknownPersonal(_ pattern: String, name: String, declaredPersonal: Bool) -> LinkTableError {
        LinkTableError(
            "The link pattern \"\(pattern)\" marks \"\(name)\" as \(declaredPersonal ? "personal" : "not personal") but declares no parameter or query field of that name; fix the spelling so the value is \(declaredPersonal ? "kept out of what is printed" : "printed as intended").",
            patterns: [pattern])
    }

    static func personalAndNot(_ pattern: String, name: String) -> LinkTableError {
        LinkTableError(
            "The link pattern \"\(pattern)\" marks \"\(name)\" both personal and not personal; keep the one you mean.",
            patterns: [pattern])
    }

    static func secretAndPersonal(_ pattern: String, name: String) -> LinkTableError {
        LinkTableError(
            "The link pattern \"\(pattern)\" marks the secret \"\(name)\" as personal or not personal too; a value is secret (never printed, never saved), personal (kept on the device, printed as (personal)) or neither, so keep one.",
            patterns: [pattern])
    }

    static func personalUnreadable(_ pattern: String, name: String, expected: String) -> LinkTableError {
        LinkTableError(
            "The link pattern \"\(pattern)\" marks \"\(name)\" as personal, but its type, which expects \(expected), does not read the placeholder \"\(Redaction.personal)\" a personal value prints as, so a printed link would not open the same place; bind it to a type that takes any text (String), or do not mark it personal.",
            patterns: [pattern])
    }

    static func wrongArity(_ pattern: String, declared: Int, bound: Int) -> LinkTableError {
        LinkTableError(
            "The link pattern \"\(pattern)\" declares \(declared) parameter\(declared == 1 ? "" : "s") but its entry binds \(bound); declare exactly \(bound) (path parameters, tail and query fields count, in that order) or use the initialiser with parse and print closures.",
            patterns: [pattern])
    }

    static func sameShape(_ first: String, _ second: String, example: String) -> LinkTableError {
        LinkTableError(
            "The link patterns \"\(first)\" and \"\(second)\" have the same shape, so a link such as \"\(example)\" would match both; remove one of them, or make a segment of one a different literal.",
            patterns: [first, second])
    }

    // MARK: Rejections (bad input, reported by `match`)

    static func tooManyBytes(_ limit: Int) -> LinkRejection { .tooLarge(limit: .bytes(limit)) }
    static func tooManySegments(_ limit: Int) -> LinkRejection { .tooLarge(limit: .pathSegments(limit)) }
    static func tooManyQueryItems(_ limit: Int) -> LinkRejection { .tooLarge(limit: .queryItems(limit)) }

    static let notAbsolute = "(not an absolute URL)"

    static func surroundingSpace() -> LinkRejection {
        .malformed(part: "the scheme", expected: "a link without leading spaces or control characters")
    }

    static func missingAuthority(scheme: String) -> LinkRejection {
        .malformed(part: "the authority", expected: "\"//\" after \"\(scheme):\", as in \(scheme)://path")
    }

    static func badHost() -> LinkRejection {
        .malformed(
            part: "the host (first path segment)",
            expected: "a segment without \":\" or \"@\" (percent-encode them)")
    }

    static func badCharacter(in part: String) -> LinkRejection {
        .malformed(
            part: part,
            expected:
                "only characters RFC 3986 allows there (percent-encode spaces, quotes, backslashes, control characters and non-ASCII text)"
        )
    }

    static func badEscape(in part: String) -> LinkRejection {
        .malformed(part: part, expected: "\"%\" followed by two hexadecimal digits")
    }

    static func notUTF8(in part: String) -> LinkRejection {
        .malformed(part: part, expected: "percent-escapes that decode to UTF-8 text")
    }

    static func control(in part: String) -> LinkRejection {
        .malformed(part: part, expected: "no control characters after percent-decoding")
    }

    static func emptySegment(in part: String) -> LinkRejection {
        .malformed(part: part, expected: "a non-empty segment (only one trailing slash is ignored)")
    }

    static func dotSegment(in part: String) -> LinkRejection {
        .malformed(part: part, expected: "a segment other than \".\" or \"..\"")
    }

    static func slashInTail(in part: String) -> LinkRejection {
        .malformed(
            part: part,
            expected: "encoded slashes in a catch-all tail that leave no empty, \".\" or \"..\" segment")
    }

    static func segmentPart(_ index: Int) -> String { "path segment \(index + 1)" }
    static func queryFieldPart(_ name: String) -> String { "query field \"\(name)\"" }
    static let queryPart = "the query"
    static let fragmentPart = "the fragment"

    static let redacted = Redaction.marker
    static let personal = Redaction.personal
    static let routeWithoutLink = "route without a link"
}

extension LinkMessages {
    static func badScheme(_ scheme: String) -> LinkTableError {
        LinkTableError(
            "The link table's custom scheme \"\(scheme)\" is not usable; a custom scheme starts with an ASCII letter, continues with letters, digits, \"+\", \"-\" or \".\", and is neither \"http\" nor \"https\" (list web hosts in LinkOrigins.hosts instead).",
            patterns: [])
    }

    static func canonicalSchemeNotAccepted(_ scheme: String) -> LinkTableError {
        LinkTableError(
            "The link table prints canonical links with the scheme \"\(scheme)\", which is not among its accepted schemes; add it to LinkOrigins.schemes so printed links parse.",
            patterns: [])
    }
}

extension LinkMessages {
    static func optionalSegment(_ pattern: String, parameter: String, without: String, with: String) -> LinkTableError {
        LinkTableError(
            "The link pattern \"\(pattern)\" marks the path parameter \"\(parameter)\" optional with \"?\", which link patterns do not support (\"?\" starts the query fields); declare two rules instead, \"\(without)\" and \"\(with)\", or make it a query field (\"\(without)?\(parameter.dropFirst())\").",
            patterns: [pattern])
    }

    static func patternHasBadDefault(_ pattern: String, field: String, value: String) -> LinkTableError {
        LinkTableError(
            "The link pattern \"\(pattern)\" gives the query field \"\(field)\" the default \"\(value)\", which is not allowed; write defaults with letters, digits, \"-\", \".\", \"_\" or \"~\" only (for example \"?page=1\").",
            patterns: [pattern])
    }

    static func badDefault(_ pattern: String, field: String, expected: String) -> LinkTableError {
        LinkTableError(
            "The link pattern \"\(pattern)\" gives the query field \"\(field)\" a default its rule cannot read; write a default that is \(expected).",
            patterns: [pattern])
    }

    static func roundTripFails(_ rule: String, example: String, reason: String) -> LinkTableError {
        LinkTableError(
            "The link rule \"\(rule)\" does not print its routes back: the route it builds from \(example) \(reason); check that its extract closure returns the values in the order the pattern declares them, for exactly the routes its build closure makes.",
            patterns: [rule])
    }

    static func hostNotCanonical(_ host: String, why: String) -> LinkTableError {
        LinkTableError(
            "The link table's universal-link host \"\(host)\" is not accepted: \(why). List hosts as lowercase ASCII domain names such as \"shop.example.com\" (an internationalised name in its punycode form, such as \"xn--bcher-kva.de\" for bücher.de), exactly as the URL Standard leaves them, without scheme, port, path or trailing dot.",
            patterns: [])
    }
}

import Foundation
import Testing
import Wayfinder

/// The routes of the prefixed and suffixed segment table: a social profile (`/@:handle`), a
/// file type (`/:id.json`), a version (`/v:version`), and each next to the literal and plain
/// parameter it must not swallow.
enum ProfileRoute: Hashable, Sendable {
    case home
    case profile(String)
    case post(handle: String, id: Int)
    case item(Int)
    case itemJSON(Int)
    case docs(version: Int)
    case latestDocs
    case file(String)
    case fileJSON(String)
    case reset(String)

    static let origins = LinkOrigins(schemes: ["pulse"], hosts: ["pulse.example.com"])

    /// The prefixed and suffixed rules, on their own so that a declaration mistake fails one
    /// test rather than every test that reads the table.
    @LinkTableBuilder<ProfileRoute>
    static var entries: [LinkRule<ProfileRoute>] {
        LinkRule("/", to: .home)
        LinkRule("/@:handle", ProfileRoute.profile) { if case .profile(let h) = $0 { h } else { nil } }
        LinkRule("/@:handle/posts/:id", ProfileRoute.post) {
            if case .post(let h, let id) = $0 { (h, id) } else { nil }
        }
        LinkRule("/api/items/:id", ProfileRoute.item) { if case .item(let id) = $0 { id } else { nil } }
        LinkRule("/api/items/:id.json", ProfileRoute.itemJSON) { if case .itemJSON(let id) = $0 { id } else { nil } }
        LinkRule("/docs/v:version", ProfileRoute.docs) { if case .docs(let v) = $0 { v } else { nil } }
        LinkRule("/docs/latest", to: .latestDocs)
        LinkRule("/files/:name", ProfileRoute.file) { if case .file(let n) = $0 { n } else { nil } }
        LinkRule("/files/:name.json", ProfileRoute.fileJSON) { if case .fileJSON(let n) = $0 { n } else { nil } }
        LinkRule("/reset/k-:code", secrets: ["code"], ProfileRoute.reset) {
            if case .reset(let c) = $0 { c } else { nil }
        }
    }

    static func table() throws -> LinkTable<ProfileRoute> {
        try LinkTable(origins: origins) { entries }
    }
}

@Suite("Link conformance: prefixed and suffixed segments")
struct AffixedSegmentTests {
    struct Case: Sendable, CustomTestStringConvertible {
        enum Expected: Sendable, Equatable {
            case route(ProfileRoute)
            case rejected(RejectionKind)
        }
        let input: String
        let expected: Expected
        let why: String
        var testDescription: String { "\(input.debugDescription) — \(why)" }

        static func route(_ input: String, _ route: ProfileRoute, _ why: String) -> Case {
            Case(input: input, expected: .route(route), why: why)
        }
        static func reject(_ input: String, _ kind: RejectionKind, _ why: String) -> Case {
            Case(input: input, expected: .rejected(kind), why: why)
        }
    }

    static let parsing: [Case] = [
        .route("pulse://@alice", .profile("alice"), "a custom-scheme link whose host is the prefixed segment"),
        .route("pulse:///@alice", .profile("alice"), "an empty host, then the prefixed segment"),
        .route("https://pulse.example.com/@alice", .profile("alice"), "a universal link"),
        .route("pulse://@alice/", .profile("alice"), "one trailing slash is ignored"),
        .route("pulse://@Alice", .profile("Alice"), "the value keeps its case"),
        .route("pulse://%40alice", .profile("alice"), "an encoded prefix matches after decoding"),
        .route("https://pulse.example.com/%40alice", .profile("alice"), "an encoded prefix on a universal link"),
        .route("pulse://@%40alice", .profile("@alice"), "the value may start with the prefix's text"),
        .reject("pulse://@@alice", .malformed, "in the host position, only a first @ is a prefix"),
        .route("https://pulse.example.com/@@alice", .profile("@alice"), "a raw @ inside a path value"),
        .route("pulse://@a%2Fb", .profile("a/b"), "an encoded slash stays in the value"),
        .route("pulse://@caf%C3%A9", .profile("café"), "encoded UTF-8 in the value"),
        .route("pulse://@alice/posts/7", .post(handle: "alice", id: 7), "a prefixed segment before others"),
        .reject("pulse://@", .unknownPath, "the prefix alone: an empty value is no match"),
        .reject("pulse://%40", .unknownPath, "the encoded prefix alone"),
        .reject("https://pulse.example.com/@", .unknownPath, "the prefix alone on a universal link"),
        .reject("pulse://%2540alice", .unknownPath, "decoding happens once: %2540 is the text %40"),
        .reject("pulse://alice", .unknownPath, "no prefix"),
        .reject("pulse://@alice/posts", .unknownPath, "a missing parameter after the prefixed segment"),
        .reject("pulse://user@alice", .malformed, "user information is still refused in the host"),
        .reject("pulse://@alice:1", .malformed, "a port is still refused in the host"),
        .reject("pulse://@a b", .malformed, "a raw space in the value"),
        .reject("pulse://@%zz", .malformed, "a bad escape in the value"),
        .route("pulse://api/items/42.json", .itemJSON(42), "a suffixed segment"),
        .route("pulse://api/items/42", .item(42), "the plain parameter when the suffix is absent"),
        .route("pulse://api/items/42%2Ejson", .itemJSON(42), "an encoded suffix matches after decoding"),
        .reject("pulse://api/items/.json", .badParameter, "the suffix alone is the plain parameter's value"),
        .reject("pulse://api/items/42.JSON", .badParameter, "suffixes are case-sensitive, like literals"),
        .reject("pulse://api/items/x.json", .badParameter, "the value still converts to its type"),
        .reject("pulse://api/items/42.json.json", .badParameter, "only the last suffix is the suffix"),
        .route("pulse://docs/v2", .docs(version: 2), "a prefixed version"),
        .route("pulse://docs/latest", .latestDocs, "a literal beats a prefixed parameter"),
        .reject("pulse://docs/v", .unknownPath, "the prefix alone"),
        .reject("pulse://docs/V2", .unknownPath, "prefixes are case-sensitive, like literals"),
        .reject("pulse://docs/v02", .badParameter, "a typed value after the prefix"),
        .reject("pulse://docs/vlatest", .badParameter, "a prefixed value that does not convert"),
        .route("pulse://files/a.json", .fileJSON("a"), "a suffixed parameter beats a plain one"),
        .route("pulse://files/a", .file("a"), "the plain parameter without the suffix"),
        .route("pulse://files/.json", .file(".json"), "the suffix alone falls to the plain parameter"),
        .route("pulse://files/a.json.json", .fileJSON("a.json"), "the value may hold the suffix's text"),
        .route("pulse://reset/k-abc", .reset("abc"), "a secret prefixed parameter"),
        .reject("pulse://reset/k-", .unknownPath, "a secret prefix alone"),
    ]

    @Test("Each prefixed or suffixed link matches its route or is rejected for its reason", arguments: parsing)
    func conformance(_ example: Case) throws {
        let links = try ProfileRoute.table()
        switch (links.match(example.input), example.expected) {
        case (.success(let route), .route(let expected)):
            #expect(route == expected)
        case (.failure(let rejection), .rejected(let kind)):
            #expect(RejectionKind(rejection) == kind, "\(rejection)")
        case (.success(let route), .rejected(let kind)):
            Issue.record("Expected a \(kind.rawValue) rejection, matched \(route).")
        case (.failure(let rejection), .route(let expected)):
            Issue.record("Expected \(expected), rejected: \(rejection)")
        }
    }

    @Test(
        "Prefixes and suffixes print as written, values percent-encoded",
        arguments: [
            (ProfileRoute.profile("alice"), "pulse://@alice"),
            (.profile("@bob"), "pulse://@%40bob"),
            (.profile("a/b"), "pulse://@a%2Fb"),
            (.profile("."), "pulse://@."),
            (.profile(""), nil),
            (.post(handle: "alice", id: 7), "pulse://@alice/posts/7"),
            (.itemJSON(42), "pulse://api/items/42.json"),
            (.docs(version: 3), "pulse://docs/v3"),
            (.fileJSON("a b"), "pulse://files/a%20b.json"),
            (.fileJSON(""), nil),
            (.file("a.json"), nil),
            (.reset("abc"), "pulse://reset/k-abc"),
        ] as [(ProfileRoute, String?)])
    func printing(_ route: ProfileRoute, _ link: String?) throws {
        let links = try ProfileRoute.table()
        #expect(links.link(for: route) == link)
        if let link { #expect(links.match(link) == .success(route)) }
    }

    @Test func aSecretPrefixedValueIsRedactedButItsPrefixIsNot() throws {
        let links = try ProfileRoute.table()
        #expect(links.link(for: .reset("abc"), redactingSecrets: true) == "pulse://reset/k-<redacted>")
        #expect(!links.redactedDescription(of: "pulse://reset/k-abc").contains("abc"))
        #expect(!links.displayString(forUnmatched: "pulse://reset/k-abc/x").contains("abc"))
    }

    @Test func aUniversalLinkPrintsTheSamePath() throws {
        let links = try ProfileRoute.table()
        let url = try #require(URL(string: "https://pulse.example.com/@alice"))
        #expect(links.match(url: url) == .success(.profile("alice")))
        #expect(url.path == "/@alice")
    }

    @Test("Random values round-trip through every prefixed and suffixed rule")
    func randomRoundTrips() throws {
        let links = try ProfileRoute.table()
        var generator = SeededGenerator(seed: 39)
        let alphabet = Array("aZ09-._~!$&'()*+,;=:@/?#% é🛒")
        for _ in 0..<2000 {
            let length = Int.random(in: 1...8, using: &generator)
            let text = String((0..<length).map { _ in alphabet.randomElement(using: &generator)! })
            let number = Int.random(in: -1000...1000, using: &generator)
            for route in [
                ProfileRoute.profile(text), .post(handle: text, id: number), .fileJSON(text), .file(text),
                .docs(version: number), .itemJSON(number), .reset(text),
            ] {
                guard let link = links.link(for: route) else { continue }
                #expect(links.match(link) == .success(route), "\(link)")
            }
            #expect(links.link(for: .profile(text)) != nil, "\(text.debugDescription)")
        }
    }

    @Test func theRulesShowTheirPrefixAndSuffix() throws {
        let links = try ProfileRoute.table()
        let segments = links.entries.map(\.pathSegments)
        #expect(segments[1] == [.affixedParameter("handle", prefix: "@", suffix: "")])
        #expect(
            segments[4] == [.literal("api"), .literal("items"), .affixedParameter("id", prefix: "", suffix: ".json")])
        #expect(segments[5] == [.literal("docs"), .affixedParameter("version", prefix: "v", suffix: "")])
    }
}

@Suite("Link declaration errors: segments the table cannot express")
struct AffixedSegmentErrorTests {
    static func profile(_ pattern: String) -> LinkRule<ProfileRoute> {
        LinkRule(pattern, ProfileRoute.profile) { if case .profile(let h) = $0 { h } else { nil } }
    }

    @Test(
        arguments: [
            ("/@:a:b", ["two parameters", "/@:handle", "/:id.json", "/v:version"]),
            ("/:a.:b", ["two parameters", "one parameter"]),
            ("/x:a-y:b", ["two parameters"]),
            ("/@:", ["invalid name"]),
            ("/@:.json", ["invalid name"]),
            ("/:", ["invalid name"]),
            ("/@:1x", ["invalid name"]),
            ("/a%40:b", ["not allowed"]),
            ("/@ :b", ["not allowed"]),
        ])
    func aSegmentTheTableCannotExpressSaysWhy(_ pattern: String, _ mentions: [String]) {
        do {
            _ = try LinkTable(origins: ProfileRoute.origins) { Self.profile(pattern) }
            Issue.record("\(pattern) should not build")
        } catch {
            #expect(error.patterns == [pattern])
            for mention in mentions { #expect(error.description.contains(mention), "\(error.description)") }
        }
    }

    @Test func aPrefixedPatternBindsItsParameter() throws {
        // Before: "declares 0 parameters but its entry binds 1".
        let links = try LinkTable(origins: ProfileRoute.origins) { Self.profile("/@:handle") }
        #expect(links.match("pulse://@alice") == .success(.profile("alice")))
        // Before: this built silently, as the literal segment "@:handle".
        #expect(throws: LinkTableError.self) {
            try LinkTable(origins: ProfileRoute.origins) { LinkRule("/@:handle", to: ProfileRoute.home) }
        }
    }

    @Test func twoRulesWithTheSamePrefixAndSuffixHaveTheSameShape() {
        do {
            _ = try LinkTable(origins: ProfileRoute.origins) {
                Self.profile("/@:handle")
                LinkRule("/@:name", ProfileRoute.file) { if case .file(let n) = $0 { n } else { nil } }
            }
            Issue.record("the same shape twice should not build")
        } catch {
            #expect(error.patterns == ["/@:handle", "/@:name"])
            #expect(error.description.contains("same shape"))
            #expect(error.description.contains("\"/@1\""), "\(error.description)")
        }
    }

    @Test func differentPrefixesOrSuffixesAreDifferentShapes() throws {
        let links = try LinkTable(origins: ProfileRoute.origins) {
            Self.profile("/@:handle")
            LinkRule("/~:name", ProfileRoute.file) { if case .file(let n) = $0 { n } else { nil } }
            LinkRule("/:name.json", ProfileRoute.fileJSON) { if case .fileJSON(let n) = $0 { n } else { nil } }
        }
        #expect(links.match("pulse://@a") == .success(.profile("a")))
        #expect(links.match("pulse://~a") == .success(.file("a")))
        #expect(links.match("pulse://a.json") == .success(.fileJSON("a")))
        // Both the prefix and the suffix fit: the longer literal text decides.
        #expect(links.match("pulse://@a.json") == .success(.fileJSON("@a")))
    }
}

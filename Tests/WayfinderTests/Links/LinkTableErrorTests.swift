import Testing
import Wayfinder

@Suite("Link table declaration errors")
struct LinkTableErrorTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let links: @Sendable () -> [LinkRule<CatalogRoute>]
        let patterns: [String]
        let mentions: [String]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "same shape twice with different parameter names",
            links: { [order("/orders/:id"), order("/orders/:oid")] },
            patterns: ["/orders/:id", "/orders/:oid"], mentions: ["same shape", "/orders/1", "remove one"]),
        Case(
            name: "the same literal pattern twice",
            links: { [LinkRule("/orders", to: .orders), LinkRule("/orders", to: .home)] },
            patterns: ["/orders", "/orders"], mentions: ["same shape"]),
        Case(
            name: "two tails at the same place",
            links: { [file("/files/*a"), file("/files/*b")] },
            patterns: ["/files/*a", "/files/*b"], mentions: ["same shape", "/files/a/b"]),
        Case(
            name: "the same shape deep in the trie, after a shared literal and parameter",
            links: {
                [review("/teams/:tid/orders/:id"), order("/teams/:team/orders/new"), review("/teams/:t/orders/:o")]
            },
            patterns: ["/teams/:tid/orders/:id", "/teams/:t/orders/:o"], mentions: ["same shape", "/teams/1/orders/1"]),
        Case(
            name: "query fields do not change a shape",
            links: {
                [
                    LinkRule("/search?q", parse: { _ in .orders }, print: { _ in nil }),
                    LinkRule("/search?page", parse: { _ in .orders }, print: { _ in nil }),
                ]
            },
            patterns: ["/search?q", "/search?page"], mentions: ["same shape", "\"/search\""]),
        Case(
            name: "the root pattern twice",
            links: { [LinkRule("/", to: .home), LinkRule("/orders", to: .orders), LinkRule("/", to: .orders)] },
            patterns: ["/", "/"], mentions: ["same shape"]),
        Case(
            name: "a tail that is not last",
            links: { [file("/files/*path/raw")] },
            patterns: ["/files/*path/raw"], mentions: ["catch-all tail", "move it to the end"]),
        Case(
            name: "the same parameter name twice",
            links: { [review("/products/:id/reviews/:id")] },
            patterns: ["/products/:id/reviews/:id"], mentions: ["\"id\" twice"]),
        Case(
            name: "a query field named like a path parameter",
            links: { [LinkRule("/orders/:id?id", parse: { _ in .orders }, print: { _ in nil })] },
            patterns: ["/orders/:id?id"], mentions: ["\"id\" twice"]),
        Case(
            name: "a pattern without a leading slash",
            links: { [LinkRule("orders", to: .orders)] },
            patterns: ["orders"], mentions: ["does not start with \"/\"", "\"/orders\""]),
        Case(
            name: "a trailing slash in a pattern",
            links: { [LinkRule("/orders/", to: .orders)] },
            patterns: ["/orders/"], mentions: ["trailing slash"]),
        Case(
            name: "a doubled slash in a pattern",
            links: { [LinkRule("/orders//all", to: .orders)] },
            patterns: ["/orders//all"], mentions: ["doubled slash"]),
        Case(
            name: "a parameter without a name",
            links: { [order("/orders/:")] },
            patterns: ["/orders/:"], mentions: ["invalid name"]),
        Case(
            name: "a parameter name with a space",
            links: { [order("/orders/:order id")] },
            patterns: ["/orders/:order id"], mentions: ["invalid name"]),
        Case(
            name: "a literal with a percent-escape",
            links: { [LinkRule("/my%20orders", to: .orders)] },
            patterns: ["/my%20orders"], mentions: ["literal segment \"my%20orders\""]),
        Case(
            name: "a literal with non-ASCII text",
            links: { [LinkRule("/café", to: .orders)] },
            patterns: ["/café"], mentions: ["literal segment"]),
        Case(
            name: "a dot-dot literal",
            links: { [LinkRule("/..", to: .orders)] },
            patterns: ["/.."], mentions: ["literal segment \"..\""]),
        Case(
            name: "an empty query field list",
            links: { [LinkRule("/search?", parse: { _ in .orders }, print: { _ in nil })] },
            patterns: ["/search?"], mentions: ["query field"]),
        Case(
            name: "an entry binding more parameters than the pattern declares",
            links: { [order("/orders")] },
            patterns: ["/orders"], mentions: ["declares 0 parameters but its entry binds 1"]),
        Case(
            name: "an entry binding fewer parameters than the pattern declares",
            links: { [order("/orders/:id/:line")] },
            patterns: ["/orders/:id/:line"], mentions: ["declares 2 parameters but its entry binds 1"]),
        Case(
            name: "a secret that names no parameter",
            links: {
                [
                    LinkRule("/teams/:tid/invite/:token", secrets: ["tokn"], CatalogRoute.invite) { _ in nil }
                ]
            },
            patterns: ["/teams/:tid/invite/:token"], mentions: ["\"tokn\"", "fix the spelling"]),
    ]

    static func order(_ pattern: String) -> LinkRule<CatalogRoute> {
        LinkRule(pattern, CatalogRoute.order) { if case .order(let id) = $0 { id } else { nil } }
    }

    static func file(_ pattern: String) -> LinkRule<CatalogRoute> {
        LinkRule(pattern, CatalogRoute.file) { if case .file(let path) = $0 { path } else { nil } }
    }

    static func review(_ pattern: String) -> LinkRule<CatalogRoute> {
        LinkRule(pattern, CatalogRoute.review) { if case .review(let p, let r) = $0 { (p, r) } else { nil } }
    }

    @Test("A mistaken declaration throws a sentence naming the patterns and the fix", arguments: cases)
    func declarationError(_ example: Case) {
        do {
            _ = try LinkTable(origins: CatalogRoute.origins) { example.links() }
            Issue.record("The table should not build.")
        } catch {
            #expect(error.patterns == example.patterns)
            for mention in example.mentions {
                #expect(error.description.contains(mention), "\(error.description)")
            }
            #expect(error.description.hasSuffix("."))
            for pattern in example.patterns { #expect(error.description.contains(pattern)) }
        }
    }

    @Test("Unusable origins are reported when the table is built")
    func badOrigins() {
        for origins in [
            LinkOrigins(schemes: ["https"]), LinkOrigins(schemes: ["1x"]),
            LinkOrigins(schemes: ["shop"], hosts: ["https://shop.example.com"]),
        ] {
            #expect(throws: LinkTableError.self) {
                try LinkTable<CatalogRoute>(origins: origins) { LinkRule("/", to: .home) }
            }
        }
    }

    @Test("Patterns that only share a prefix, or differ by kind of segment, are not conflicts")
    func noConflicts() throws {
        let table = try LinkTable<CatalogRoute>(origins: CatalogRoute.origins) {
            LinkRule("/orders/new", to: .orders)
            Self.order("/orders/:id")
            Self.file("/orders/*rest")
            LinkRule("/orders/:id/lines", parse: { _ in .home }, print: { _ in nil })
        }
        #expect(table.entries.count == 4)
        #expect(table.match("shop://orders/new") == .success(.orders))
        #expect(table.match("shop://orders/9") == .success(.order(9)))
        #expect(table.match("shop://orders/9/x") == .success(.file("9/x")))
        #expect(table.match("shop://orders/9/lines") == .success(.home))
    }
}

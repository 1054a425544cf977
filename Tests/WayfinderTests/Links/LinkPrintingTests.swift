import Foundation
import Testing
import Wayfinder

@Suite("Link printing: the canonical link of a route")
struct LinkPrintingTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let route: CatalogRoute
        let link: String?
        var testDescription: String { "\(route) → \(link ?? "nil")" }
    }

    static let cases: [Case] = [
        Case(route: .home, link: "shop://"),
        Case(route: .orders, link: "shop://orders"),
        Case(route: .order(42), link: "shop://orders/42"),
        Case(route: .order(-7), link: "shop://orders/-7"),
        Case(route: .product("a/b"), link: "shop://products/a%2Fb"),
        Case(route: .product("a b+c"), link: "shop://products/a%20b%2Bc"),
        Case(route: .product("100%"), link: "shop://products/100%25"),
        Case(route: .product("?#&="), link: "shop://products/%3F%23%26="),
        Case(route: .product(":@"), link: "shop://products/%3A%40"),
        Case(route: .product("café"), link: "shop://products/caf%C3%A9"),
        Case(route: .product("!$'()*,;-._~"), link: "shop://products/!$'()*,;-._~"),
        Case(route: .product(""), link: nil),
        Case(route: .product("."), link: nil),
        Case(route: .product(".."), link: nil),
        Case(route: .product("a\nb"), link: nil),
        Case(route: .product("new"), link: nil),
        Case(route: .newProduct, link: "shop://products/new"),
        Case(route: .file("a/b c"), link: "shop://files/a/b%20c"),
        Case(route: .file("a//b"), link: nil),
        Case(route: .file("readme"), link: nil),
        Case(route: .readme, link: "shop://files/readme"),
        Case(route: .search(query: nil, page: nil), link: "shop://search"),
        Case(route: .search(query: "", page: nil), link: "shop://search?q="),
        Case(route: .search(query: "a b+c&d=e", page: 2), link: "shop://search?q=a%20b%2Bc%26d%3De&page=2"),
        Case(route: .search(query: "?/:@#", page: nil), link: "shop://search?q=?/:@%23"),
        Case(route: .search(query: "tab\t", page: nil), link: nil),
        Case(route: .search(query: String(repeating: "x", count: 9000), page: nil), link: nil),
        Case(
            route: .user(UUID(uuidString: "3F2504E0-4F89-11D3-9A0C-0305E82C3301")!),
            link: "shop://users/3f2504e0-4f89-11d3-9a0c-0305e82c3301"),
        Case(route: .cpp, link: "shop://c++"),
        Case(route: .axd("b"), link: "shop://a/b/d"),
    ]

    @Test("The canonical link, or nil when the route cannot round-trip", arguments: cases)
    func canonical(_ example: Case) {
        #expect(CatalogRoute.links.link(for: example.route) == example.link)
        #expect(CatalogRoute.links.url(for: example.route)?.absoluteString == example.link)
    }

    @Test("Secrets print as <redacted> only when asked")
    func redaction() {
        let route = CatalogRoute.invite(team: "t 1", token: "s3cr/t")
        #expect(CatalogRoute.links.link(for: route) == "shop://teams/t%201/invite/s3cr%2Ft")
        #expect(CatalogRoute.links.link(for: route, redactingSecrets: true) == "shop://teams/t%201/invite/<redacted>")
        #expect(CatalogRoute.links.containsSecrets(route))
        #expect(!CatalogRoute.links.containsSecrets(.order(1)))
        #expect(CatalogRoute.links.link(for: .order(1), redactingSecrets: true) == "shop://orders/1")
    }

    @Test("A secret query field is redacted too")
    func redactedQueryField() throws {
        let table = try LinkTable<CatalogRoute>(origins: CatalogRoute.origins) {
            LinkRule("/join?code", secrets: ["code"], CatalogRoute.product) {
                if case .product(let c) = $0 { c } else { nil }
            }
        }
        #expect(table.link(for: .product("k 1")) == "shop://join?code=k%201")
        #expect(table.link(for: .product("k 1"), redactingSecrets: true) == "shop://join?code=<redacted>")
        #expect(table.match("shop://join?code=k+1") == .success(.product("k 1")))
        #expect(table.match("shop://join") == .failure(.missingParameter(name: "code", expected: "any text")))
    }

    @Test("Parameters describe themselves with secret values redacted")
    func parametersDescription() throws {
        let table = try LinkTable<String>(origins: CatalogRoute.origins) {
            LinkRule("/join/:team/:code?ref", secrets: ["code"], parse: { "\($0)" }, print: { _ in nil })
        }
        // `ref`, a query field of a rule with closures, is free text: personal unless declared not.
        #expect(
            table.match("shop://join/t1/k3y?ref=mail") == .success(#"[team="t1", code=<redacted>, ref=(personal)]"#))
        #expect(table.match("shop://join/t1/k3y") == .success(#"[team="t1", code=<redacted>]"#))
    }

    @Test("The first entry that prints a route wins")
    func firstPrinterWins() throws {
        let table = try LinkTable<CatalogRoute>(origins: LinkOrigins(schemes: ["Beta", "shop"])) {
            LinkRule("/p/:id", CatalogRoute.product) { if case .product(let id) = $0 { id } else { nil } }
            LinkRule("/products/:id", CatalogRoute.product) { if case .product(let id) = $0 { id } else { nil } }
        }
        #expect(table.link(for: .product("1")) == "beta://p/1")
        #expect(table.link(for: .orders) == nil)
    }

    @Test("Each entry describes itself for a links listing")
    func listing() {
        let lines = CatalogRoute.links.description.split(separator: "\n")
        #expect(lines.count == CatalogRoute.links.entries.count)
        #expect(lines.contains("/teams/:tid/invite/:token (secret: token)"))
        #expect(lines.first == "/")
    }
}

@Suite("Loggable rendering of unmatched links")
struct LinkDisplayTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let input: String
        let shown: String
        var testDescription: String { input.debugDescription }
    }

    static let cases: [Case] = [
        Case(input: "shop://orders/42?token=abc#x", shown: "shop://orders/42"),
        Case(input: "SHOP://prodcts/42/x/y", shown: "shop://prodcts/…"),
        Case(input: "shop://teams/1/invite/s3cret", shown: "shop://teams/1/invite/<redacted>"),
        Case(input: "shop://teams/1/invite/s3cret/x/y", shown: "shop://teams/1/invite/<redacted>/<redacted>/…"),
        Case(
            input: "https://APP.example.com/teams/1/invite/s3/x",
            shown: "https://app.example.com/teams/1/invite/<redacted>/<redacted>"),
        Case(input: "shop://orders/4%0A2", shown: "shop://orders/4%0A2"),
        Case(input: "shop://orders/4\n2", shown: "shop://orders/4\\u{a}2"),
        Case(input: "shop://orders/\u{202E}txt", shown: "shop://orders/\\u{202e}txt"),
        Case(input: "http://evil.example.com/steal?x=1", shown: "http://evil.example.com…"),
        Case(input: "https://me:pw@app.example.com/x", shown: "https://…@app.example.com…"),
        Case(input: "javascript:alert(document.cookie)", shown: "javascript:…"),
        Case(input: "/orders/42", shown: "(not an absolute URL)…"),
        Case(input: "", shown: ""),
        Case(input: "shop://", shown: "shop://"),
        Case(input: "https://app.example.com", shown: "https://app.example.com/"),
        Case(input: "shop://files/a/b", shown: "shop://files/a/b"),
    ]

    @Test("Origin and path only, secrets redacted, control characters escaped", arguments: cases)
    func display(_ example: Case) {
        #expect(CatalogRoute.links.displayString(forUnmatched: example.input) == example.shown)
    }

    @Test("The rendering is capped")
    func capped() {
        let shown = CatalogRoute.links.displayString(forUnmatched: "shop://nope" + String(repeating: "a", count: 5000))
        #expect(shown.count == 201)
        #expect(shown.hasSuffix("…"))
    }

    @Test("A long segment before a secret cuts the rendering before the secret, never through it")
    func cappedBeforeSecret() {
        let input = "shop://teams/" + String(repeating: "y", count: 250) + "/invite/s3cret"
        let shown = CatalogRoute.links.displayString(forUnmatched: input)
        #expect(shown.count == 201)
        #expect(!shown.contains("s3cret"))
    }
}

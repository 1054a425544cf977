import Foundation
import Testing
import Wayfinder

@Suite("Parameter types, hosts and declaration checks")
struct LinkParameterTypesTests {
    enum Kind: String, CaseIterable, LinkParameterValue { case checking, savings }

    enum BankRoute: Hashable, Sendable {
        case transfer(from: Int, to: Int, amount: Decimal, kind: Kind, instant: Bool)
        case rate(Double)
        case pair(String, String)
    }

    struct TextCase: Sendable, CustomTestStringConvertible {
        let text: String
        let accepted: Bool
        var testDescription: String { "\(text.debugDescription) → \(accepted ? "accepted" : "rejected")" }
    }

    @Test(
        "Bool converts true and false only",
        arguments: [
            TextCase(text: "true", accepted: true), TextCase(text: "false", accepted: true),
            TextCase(text: "True", accepted: false), TextCase(text: "1", accepted: false),
            TextCase(text: "yes", accepted: false), TextCase(text: "", accepted: false),
        ])
    func bool(_ example: TextCase) {
        let value = Bool(linkParameter: example.text)
        #expect((value != nil) == example.accepted)
        if let value { #expect(value.linkParameter == example.text) }
    }

    @Test(
        "Double converts its own canonical text only",
        arguments: [
            TextCase(text: "1.5", accepted: true), TextCase(text: "2", accepted: true),
            TextCase(text: "-3", accepted: true), TextCase(text: "0.1", accepted: true),
            TextCase(text: "1e+20", accepted: true), TextCase(text: "1.50", accepted: false),
            TextCase(text: "2.0", accepted: false), TextCase(text: "+1.5", accepted: false),
            TextCase(text: ".5", accepted: false), TextCase(text: "1E3", accepted: false),
            TextCase(text: "inf", accepted: false), TextCase(text: "nan", accepted: false),
            TextCase(text: "-0", accepted: false), TextCase(text: "0x10", accepted: false),
        ])
    func double(_ example: TextCase) {
        let value = Double(linkParameter: example.text)
        #expect((value != nil) == example.accepted)
        if let value { #expect(value.linkParameter == example.text) }
    }

    @Test(
        "Decimal converts its own canonical text only",
        arguments: [
            TextCase(text: "12.5", accepted: true), TextCase(text: "-3", accepted: true),
            TextCase(text: "0.25", accepted: true), TextCase(text: "12.50", accepted: false),
            TextCase(text: "012.5", accepted: false), TextCase(text: "+1", accepted: false),
            TextCase(text: "1e2", accepted: false), TextCase(text: "1.", accepted: false),
            TextCase(text: "", accepted: false), TextCase(text: "NaN", accepted: false),
        ])
    func decimal(_ example: TextCase) {
        let value = Decimal(linkParameter: example.text)
        #expect((value != nil) == example.accepted)
        if let value { #expect(value.linkParameter == example.text) }
    }

    @Test("A RawRepresentable type converts its raw values and names them when it is CaseIterable")
    func rawRepresentable() {
        #expect(Kind(linkParameter: "savings") == .savings)
        #expect(Kind(linkParameter: "Savings") == nil)
        #expect(Kind.savings.linkParameter == "savings")
        #expect(Kind.linkParameterExpectation == "one of checking, savings")
    }

    static let bank: LinkTable<BankRoute> = {
        do {
            return try LinkTable(origins: LinkOrigins(schemes: ["bank"], hosts: ["bank.example.com"])) {
                LinkRule("/transfer/:from/:to/:amount/:kind?instant", BankRoute.transfer) {
                    if case .transfer(let f, let t, let a, let k, let i) = $0 { (f, t, a, k, i) } else { nil }
                }
                LinkRule("/rate/:value", BankRoute.rate) { if case .rate(let v) = $0 { v } else { nil } }
            }
        } catch {
            fatalError("\(error)")
        }
    }()

    @Test("Five typed parameters of five types parse and print back")
    func fiveTypedParameters() {
        let route = BankRoute.transfer(from: 1, to: 2, amount: Decimal(string: "12.5")!, kind: .savings, instant: true)
        let link = Self.bank.link(for: route)
        #expect(link == "bank://transfer/1/2/12.5/savings?instant=true")
        #expect(Self.bank.match("bank://transfer/1/2/12.5/savings?instant=true") == .success(route))
        #expect(Self.bank.match("bank://transfer/1/2/12.50/savings?instant=true") != .success(route))
        guard
            case .failure(.badParameter(let name, let expected)) = Self.bank.match(
                "bank://transfer/1/2/1/other?instant=1")
        else {
            Issue.record("expected a bad parameter")
            return
        }
        #expect(name == "kind")
        #expect(expected == "one of checking, savings")
    }

    @Test("Swapped values in extract throw when the table is declared, naming the rule")
    func swappedExtract() {
        do {
            _ = try LinkTable<BankRoute>(origins: LinkOrigins(schemes: ["bank"])) {
                LinkRule("/pair/:a/:b", BankRoute.pair) { if case .pair(let a, let b) = $0 { (b, a) } else { nil } }
            }
            Issue.record("The table should not build.")
        } catch {
            #expect(error.patterns == ["/pair/:a/:b"])
            #expect(error.description.contains("\"/pair/:a/:b\""))
            #expect(error.description.contains("order"))
        }
    }

    @Test(
        "An optional path segment is rejected with the rules to write instead",
        arguments: [
            ("/accounts/:id?", ["\"/accounts\"", "\"/accounts/:id\""]),
            ("/a/:id?/b", ["\"/a/b\"", "\"/a/:id/b\""]),
        ])
    func optionalSegment(_ pattern: String, _ mentions: [String]) {
        do {
            _ = try LinkTable<BankRoute>(origins: LinkOrigins(schemes: ["bank"])) {
                LinkRule(pattern, parse: { _ in .rate(1) }, print: { _ in nil })
            }
            Issue.record("The table should not build.")
        } catch {
            #expect(error.description.contains("optional"))
            for mention in mentions { #expect(error.description.contains(mention), "\(error)") }
        }
    }

    @Test(
        "Hosts the URL Standard would read differently are rejected, naming the host and why",
        arguments: [
            ("0x.0x.0", "IPv4"), ("192.168.257", "IPv4"), ("1.2.3.4", "IPv4"), ("1.2.3.4.", "dot"),
            ("xn--abc-.example", "punycode"), ("shop..example.com", "empty label"),
            ("-shop.example.com", "\"-\""), ("shop.example.com:443", "character"), ("[::1]", "character"),
            ("", "empty"), ("a.0x1f", "IPv4"),
        ])
    func badHost(_ host: String, _ why: String) {
        do {
            _ = try LinkTable<BankRoute>(origins: LinkOrigins(schemes: ["bank"], hosts: [host])) {
                LinkRule("/rate/:value", BankRoute.rate) { if case .rate(let v) = $0 { v } else { nil } }
            }
            Issue.record("\(host) should be rejected")
        } catch {
            #expect(error.description.contains("\"\(host)\""), "\(error)")
            #expect(error.description.contains(why), "\(error)")
        }
    }

    @Test(
        "Ordinary domain names are accepted", arguments: ["bank.example.com", "1password.com", "a-b.c0", "localhost"])
    func goodHost(_ host: String) throws {
        let table = try LinkTable<BankRoute>(origins: LinkOrigins(schemes: ["bank"], hosts: [host])) {
            LinkRule("/rate/:value", BankRoute.rate) { if case .rate(let v) = $0 { v } else { nil } }
        }
        #expect(table.match("https://\(host)/rate/1.5") == .success(.rate(1.5)))
    }
}

@Suite("What callers learn from a link table")
struct LinkInspectionTests {
    @Test("One redacted description for any input, matched or not")
    func redactedDescription() {
        let links = CatalogRoute.links
        #expect(links.redactedDescription(of: "SHOP://teams/t1/invite/s3cret") == "shop://teams/t1/invite/<redacted>")
        #expect(
            links.redactedDescription(of: "shop://teams/t1/invite/s3cret/x")
                == "shop://teams/t1/invite/<redacted>/<redacted>")
        #expect(!links.redactedDescription(of: "shop://nowhere/\u{202E}x").contains("\u{202E}"))
        #expect(
            links.redactedDescription(of: .invite(team: "t1", token: "s3cret")) == "shop://teams/t1/invite/<redacted>")
    }

    @Test("matchDetails names the rule, its segments and which values are secret")
    func matchDetails() throws {
        let match = try CatalogRoute.links.matchDetails("shop://teams/t1/invite/s3cret").get()
        #expect(match.rule.pattern == "/teams/:tid/invite/:token")
        #expect(
            match.rule.pathSegments == [.literal("teams"), .parameter("tid"), .literal("invite"), .parameter("token")])
        #expect(match.parameters.items.map(\.isSecret) == [false, true])
        #expect(match.parameters.items.map(\.value) == ["t1", "s3cret"])
        #expect(
            CatalogRoute.links.canonicalMatch(for: .invite(team: "t1", token: "s3cret"))?.ruleIndex == match.ruleIndex)
    }
}

@Suite("Typed query fields with defaults")
struct QueryDefaultTests {
    enum Route: Hashable, Sendable { case search(String, Int, Bool) }

    static let links: LinkTable<Route> = {
        do {
            return try LinkTable(origins: LinkOrigins(schemes: ["shop"])) {
                LinkRule("/search?q&page=1&exact=false", Route.search) {
                    if case .search(let q, let page, let exact) = $0 { (q, page, exact) } else { nil }
                }
            }
        } catch {
            fatalError("\(error)")
        }
    }()

    @Test(
        "An absent defaulted field reads its default; a present one its value",
        arguments: [
            ("shop://search?q=red", Route.search("red", 1, false)),
            ("shop://search?q=red&page=3", Route.search("red", 3, false)),
            ("shop://search?exact=true&q=", Route.search("", 1, true)),
            ("shop://search?q=a&page=1", Route.search("a", 1, false)),
        ])
    func reads(_ link: String, _ route: Route) {
        #expect(Self.links.match(link) == .success(route))
    }

    @Test("A value equal to its default is left out of the printed link")
    func prints() {
        #expect(Self.links.link(for: .search("red", 1, false)) == "shop://search?q=red")
        #expect(Self.links.link(for: .search("red", 2, true)) == "shop://search?q=red&page=2&exact=true")
        #expect(Self.links.entries[0].queryDefaults == ["page": "1", "exact": "false"])
    }

    @Test("A field without a default stays required, and a default the type cannot read is refused")
    func refusals() {
        guard case .failure(.missingParameter(let name, _)) = Self.links.match("shop://search?page=2") else {
            Issue.record("q is required")
            return
        }
        #expect(name == "q")
        for pattern in ["/search?q&page=first&exact=false", "/search?q&page=1&exact=a%20b"] {
            do {
                _ = try LinkTable<Route>(origins: LinkOrigins(schemes: ["shop"])) {
                    LinkRule(pattern, Route.search) {
                        if case .search(let q, let page, let exact) = $0 { (q, page, exact) } else { nil }
                    }
                }
                Issue.record("\(pattern) should be refused")
            } catch {
                #expect(error.patterns == [pattern])
                #expect(error.description.contains("default"), "\(error)")
            }
        }
    }
}

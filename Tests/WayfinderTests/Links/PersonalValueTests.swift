import Foundation
import Testing

@testable import Wayfinder

/// Personal values (issue 39, item 3): what is personal by default, what a rule declares, how a
/// personal value prints (the placeholder, which parses back), and what the table refuses.
@Suite("Personal values in links")
struct PersonalValueTests {
    enum Route: Hashable, Sendable {
        case compose(String?)
        case search(String?, Int?)
        case typedSearch(String)
        case page(Int)
        case order(String)
        case note(String)
        case join(String)
        case file(String)
        case profile(String)
        case sorted(String, String)
        case age(Int)
    }

    static let origins = LinkOrigins(schemes: ["app"], hosts: ["app.example.com"])

    /// A rule and the names it keeps personal.
    struct Case: CustomStringConvertible, Sendable {
        let why: String
        let rule: LinkRule<Route>
        let personal: Set<String>
        var description: String { why }
    }

    static let cases: [Case] = [
        Case(
            why: "a query field of a rule with closures is free text",
            rule: LinkRule(
                "/compose?text", parse: { .compose($0["text"]) },
                print: { if case .compose(let t) = $0 { t.map { ["text": $0] } ?? [:] } else { nil } }),
            personal: ["text"]),
        Case(
            why: "a field with a default is a setting, not free text",
            rule: LinkRule(
                "/search?q&page=1", parse: { p throws(LinkRejection) in .search(p["q"], try p.optionalValue("page")) },
                print: { _ in nil }),
            personal: ["q"]),
        Case(
            why: "a typed String query field is free text",
            rule: LinkRule("/find?q", Route.typedSearch) { if case .typedSearch(let q) = $0 { q } else { nil } },
            personal: ["q"]),
        Case(
            why: "a typed field of another type names a choice",
            rule: LinkRule("/list?page", Route.page) { if case .page(let p) = $0 { p } else { nil } },
            personal: []),
        Case(
            why: "a path parameter names something",
            rule: LinkRule("/orders/:id", Route.order) { if case .order(let id) = $0 { id } else { nil } },
            personal: []),
        Case(
            why: "notPersonal: free text shared on purpose",
            rule: LinkRule(
                "/shared?q", notPersonal: ["q"], parse: { .compose($0["q"]) }, print: { _ in nil }),
            personal: []),
        Case(
            why: "personal: a path parameter the rule declares",
            rule: LinkRule("/notes/:title", personal: ["title"], Route.note) {
                if case .note(let t) = $0 { t } else { nil }
            },
            personal: ["title"]),
        Case(
            why: "a secret is hidden as a secret, not as a personal value",
            rule: LinkRule("/join?code", secrets: ["code"], Route.join) {
                if case .join(let c) = $0 { c } else { nil }
            },
            personal: []),
        Case(
            why: "a personal tail",
            rule: LinkRule("/files/*path", personal: ["path"], Route.file) {
                if case .file(let p) = $0 { p } else { nil }
            },
            personal: ["path"]),
        Case(
            why: "a personal prefixed parameter",
            rule: LinkRule("/@:handle", personal: ["handle"], Route.profile) {
                if case .profile(let h) = $0 { h } else { nil }
            },
            personal: ["handle"]),
        Case(
            why: "a typed String field with a default is a setting",
            rule: LinkRule("/sorted/:id?by=name", Route.sorted) {
                if case .sorted(let id, let by) = $0 { (id, by) } else { nil }
            },
            personal: []),
    ]

    @Test("What is personal, by default and declared", arguments: cases)
    func personalNames(_ example: Case) throws {
        #expect(example.rule.personal == example.personal)
        _ = try LinkTable(origins: Self.origins) { example.rule }
    }

    static let table: LinkTable<Route> = {
        do {
            return try LinkTable(origins: origins) {
                LinkRule(
                    "/compose?text", parse: { .compose($0["text"]) },
                    print: { if case .compose(let t) = $0 { t.map { ["text": $0] } ?? [:] } else { nil } })
                LinkRule("/notes/:title", personal: ["title"], Route.note) {
                    if case .note(let t) = $0 { t } else { nil }
                }
                LinkRule("/files/*path", personal: ["path"], Route.file) {
                    if case .file(let p) = $0 { p } else { nil }
                }
                LinkRule("/@:handle", personal: ["handle"], Route.profile) {
                    if case .profile(let h) = $0 { h } else { nil }
                }
                LinkRule("/orders/:id", Route.order) { if case .order(let id) = $0 { id } else { nil } }
                LinkRule("/join/:code", secrets: ["code"], Route.join) { if case .join(let c) = $0 { c } else { nil } }
            }
        } catch {
            preconditionFailure("\(error)")
        }
    }()

    /// A route, its canonical link, and the link shown in records, journals and scripts.
    struct Printing: CustomStringConvertible, Sendable {
        let route: Route
        let canonical: String
        let shown: String
        var description: String { canonical }
    }

    static let printing: [Printing] = [
        Printing(
            route: .compose("Hi Ann, 12 Elm St"), canonical: "app://compose?text=Hi%20Ann,%2012%20Elm%20St",
            shown: "app://compose?text=(personal)"),
        Printing(route: .compose(nil), canonical: "app://compose", shown: "app://compose"),
        // Empty says nothing about the person, and replays as it was.
        Printing(route: .compose(""), canonical: "app://compose?text=", shown: "app://compose?text="),
        Printing(route: .note("my diary"), canonical: "app://notes/my%20diary", shown: "app://notes/(personal)"),
        Printing(route: .file("a/b c"), canonical: "app://files/a/b%20c", shown: "app://files/(personal)"),
        Printing(route: .profile("ann"), canonical: "app://@ann", shown: "app://@(personal)"),
        Printing(route: .order("42"), canonical: "app://orders/42", shown: "app://orders/42"),
        Printing(route: .join("s3cret"), canonical: "app://join/s3cret", shown: "app://join/<redacted>"),
    ]

    @Test("A personal value prints as (personal) wherever a link is shown", arguments: printing)
    func printsThePlaceholder(_ example: Printing) {
        let table = Self.table
        #expect(table.link(for: example.route) == example.canonical)
        #expect(table.link(for: example.route, redactingSecrets: true) == example.shown)
        #expect(table.redactedDescription(of: example.route) == example.shown)
        #expect(table.redactedDescription(of: example.canonical) == example.shown)
        // What is shown parses back and is shown the same (a secret's marker does not parse).
        if !example.shown.contains("<redacted>") {
            let universal = example.shown.replacingOccurrences(of: "app://", with: "https://app.example.com/")
            #expect(table.redactedDescription(of: universal) == example.shown)
        }
    }

    @Test("The placeholder parses back: a shown link opens the same place, holding the placeholder")
    func thePlaceholderReplays() throws {
        let table = Self.table
        #expect(try table.match("app://compose?text=(personal)").get() == .compose("(personal)"))
        #expect(try table.match("app://notes/(personal)").get() == .note("(personal)"))
        #expect(try table.match("app://files/(personal)").get() == .file("(personal)"))
        #expect(try table.match("app://@(personal)").get() == .profile("(personal)"))
        // Shown again, it is the same text: what is printed is stable.
        #expect(table.link(for: .compose("(personal)"), redactingSecrets: true) == "app://compose?text=(personal)")
    }

    @Test("Parameters mark and hide personal values; Handoff, universal links and identifiers leave them out")
    func parametersAndWaysOut() throws {
        let table = Self.table
        let match = try table.matchDetails("app://compose?text=Hi%20Ann").get()
        #expect(
            match.parameters.items == [
                LinkParameters.Item(name: "text", value: "Hi Ann", isSecret: false, isPersonal: true)
            ])
        #expect(match.parameters.isPersonal("text"))
        #expect(!match.parameters.isPersonal("nothing"))
        #expect(match.parameters.description == "[text=(personal)]")
        #expect(try table.matchDetails("app://compose?text=").get().parameters.description == "[text=\"\"]")
        #expect(table.containsPersonalValues(.compose("Hi")))
        #expect(!table.containsPersonalValues(.compose("")))
        #expect(!table.containsPersonalValues(.compose(nil)))
        #expect(!table.containsPersonalValues(.order("42")))
        #expect(table.universalLink(for: .compose("Hi"), host: "app.example.com") == nil)
        #expect(table.universalLink(for: .compose(nil), host: "app.example.com") == "https://app.example.com/compose")
        #expect(table.identifier(for: .note("diary")) == nil)
        #expect(table.identifier(for: .order("42")) == "app://orders/42")
    }

    @Test("A link no rule matches shows a personal path position as (personal)")
    func unmatchedLinks() {
        let table = Self.table
        #expect(
            table.displayString(forUnmatched: "app://notes/my%20diary/extra/more")
                == "app://notes/(personal)/(personal)/…")
        #expect(table.displayString(forUnmatched: "app://files/a/b?x=1") == "app://files/(personal)")
        #expect(table.redactedDescription(of: "app://orders/42/x") == "app://orders/42/x")
    }

    @Test("Links found in text are shown with their personal values hidden, the placeholder's ) kept")
    func linksInText() {
        let table = Self.table
        #expect(
            table.redactingLinks(in: "opened app://compose?text=Hi%20Ann, then (app://notes/diary).")
                == "opened app://compose?text=(personal), then (app://notes/(personal)).")
        #expect(
            table.redactingLinks(in: "shown: app://compose?text=(personal)") == "shown: app://compose?text=(personal)")
        #expect(table.redactingLinks(in: "(see app://notes/(personal))") == "(see app://notes/(personal))")
    }

    @Test("The rule's description names its personal values; the journal's fingerprint follows them")
    func ruleDescriptions() {
        #expect(Self.table.entries[0].description == "/compose?text (personal: text)")
        let rule = LinkRule<Route>("/x/:a?b", secrets: ["a"], parse: { _ in .page(1) }, print: { _ in nil })
        #expect(rule.description == "/x/:a?b (secret: a; personal: b)")
    }

    /// A declaration the table refuses, and a part of the sentence it says why with.
    struct Refusal: CustomStringConvertible, Sendable {
        let rule: LinkRule<Route>
        let message: String
        var description: String { message }
    }

    static let refusals: [Refusal] = [
        Refusal(
            rule: LinkRule("/compose?text", personal: ["txt"], parse: { _ in .page(1) }, print: { _ in nil }),
            message: "marks \"txt\" as personal but declares no parameter or query field of that name"),
        Refusal(
            rule: LinkRule("/compose?text", notPersonal: ["txt"], parse: { _ in .page(1) }, print: { _ in nil }),
            message: "marks \"txt\" as not personal but declares no parameter or query field of that name"),
        Refusal(
            rule: LinkRule(
                "/compose?text", personal: ["text"], notPersonal: ["text"], parse: { _ in .page(1) },
                print: { _ in nil }),
            message: "marks \"text\" both personal and not personal"),
        Refusal(
            rule: LinkRule(
                "/join?code", secrets: ["code"], personal: ["code"], parse: { _ in .page(1) }, print: { _ in nil }),
            message: "marks the secret \"code\" as personal or not personal too"),
        Refusal(
            rule: LinkRule("/age/:years", personal: ["years"], Route.age) {
                if case .age(let y) = $0 { y } else { nil }
            },
            message: "does not read the placeholder \"(personal)\""),
    ]

    @Test("Mistakes in what is personal are refused, with the fix", arguments: refusals)
    func refused(_ refusal: Refusal) {
        #expect(throws: LinkTableError.self) { _ = try LinkTable(origins: Self.origins) { refusal.rule } }
        do {
            _ = try LinkTable(origins: Self.origins) { refusal.rule }
        } catch {
            #expect(error.description.contains(refusal.message), "\(error)")
            #expect(error.patterns == [refusal.rule.pattern])
        }
    }
}

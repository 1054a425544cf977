import Foundation
import ShopExample
import Testing
import Wayfinder

@testable import WayfinderTesting

/// Apple's `applinks` pattern matching, the association file reader, and the generator and
/// checker against the Shop link table.
@Suite("Associated domains")
struct AssociatedDomainsTests {
    struct PatternCase: Sendable, CustomTestStringConvertible {
        var pattern: String
        var variables: [String: [String]] = [:]
        var caseSensitive = true
        var percentEncoded = true
        var text: String
        var matches: Bool
        var testDescription: String { "\(pattern) \(matches ? "matches" : "does not match") \(text)" }
    }

    // The examples of Apple's "applinks" reference and its Components and SubstitutionVariables
    // pages, then the edges of each rule.
    @Test(arguments: [
        // `*` matches zero or more characters, `/` included; the default pattern is `*`.
        PatternCase(pattern: "*", text: "", matches: true),
        PatternCase(pattern: "*", text: "/any/path", matches: true),
        PatternCase(pattern: "/buy/*", text: "/buy/", matches: true),
        PatternCase(pattern: "/buy/*", text: "/buy/shoes/red", matches: true),
        PatternCase(pattern: "/buy/*", text: "/buy", matches: false),
        PatternCase(pattern: "/help/website/*", text: "/help/website/faq", matches: true),
        PatternCase(pattern: "/help/*", text: "/helpme", matches: false),
        // `?` matches exactly one character: "????" is a four-character articleNumber.
        PatternCase(pattern: "????", text: "1234", matches: true),
        PatternCase(pattern: "????", text: "123", matches: false),
        PatternCase(pattern: "????", text: "12345", matches: false),
        PatternCase(pattern: "/r/?*", text: "/r/", matches: false),
        PatternCase(pattern: "/r/?*", text: "/r/a/b", matches: true),
        PatternCase(pattern: "12345", text: "12345", matches: true),
        PatternCase(pattern: "no_universal_links", text: "no_universal_links", matches: true),
        // Case: sensitive by default; `caseSensitive: false` compares without case.
        PatternCase(pattern: "/Orders", text: "/orders", matches: false),
        PatternCase(pattern: "/Orders", caseSensitive: false, text: "/oRDERS", matches: true),
        // Percent-encoding: by default the pattern's escapes are decoded; with `false` they are text.
        PatternCase(pattern: "/a%20b", text: "/a b", matches: true),
        PatternCase(pattern: "/a%20b", percentEncoded: false, text: "/a b", matches: false),
        PatternCase(pattern: "/a%20b", percentEncoded: false, text: "/a%20b", matches: true),
        PatternCase(pattern: "/100%2A", text: "/100*", matches: true),
        PatternCase(pattern: "/100%2A", text: "/100x", matches: false),
        // Custom variables: any of the values, which may hold wildcards.
        PatternCase(pattern: "/$(food)/", variables: ["food": ["burrito", "taco"]], text: "/taco/", matches: true),
        PatternCase(pattern: "/$(food)/", variables: ["food": ["burrito", "taco"]], text: "/pizza/", matches: false),
        PatternCase(pattern: "/$(food)", variables: ["food": ["ta*"]], text: "/tamale", matches: true),
        PatternCase(pattern: "/$(food)", variables: ["food": ["Taco"]], text: "/taco", matches: false),
        PatternCase(
            pattern: "/$(food)", variables: ["food": ["Taco"]], caseSensitive: false, text: "/taco", matches: true),
        // Predefined variables.
        PatternCase(pattern: "/$(lang)_$(region)/*", text: "/en_US/help", matches: true),
        PatternCase(pattern: "/$(lang)_$(region)/*", text: "/EN_us/help", matches: false),
        PatternCase(pattern: "$(alpha)$(digit)", text: "b7", matches: true),
        PatternCase(pattern: "$(alpha)$(digit)", text: "77", matches: false),
        PatternCase(pattern: "$(upper)$(lower)", text: "Ab", matches: true),
        PatternCase(pattern: "$(upper)$(lower)", text: "aB", matches: false),
        PatternCase(pattern: "$(alnum)$(xdigit)", text: "zF", matches: true),
        PatternCase(pattern: "$(alnum)$(xdigit)", text: "zG", matches: false),
        PatternCase(pattern: "$(digit)", text: "٣", matches: false),
    ])
    func patternsMatchAsApplesReferenceDescribes(_ test: PatternCase) throws {
        let pattern = try AssociationPattern(
            test.pattern, variables: test.variables, caseSensitive: test.caseSensitive,
            percentEncoded: test.percentEncoded)
        #expect(pattern.matches(test.text) == test.matches)
    }

    /// Backtracking would take exponential time here; the automaton answers both ways at once.
    @Test func manyStarsAnswerCorrectlyAndAtOnce() throws {
        let pattern = try AssociationPattern(String(repeating: "*a", count: 30) + "b")
        #expect(!pattern.matches(String(repeating: "a", count: 2_000)))
        #expect(pattern.matches(String(repeating: "a", count: 2_000) + "b"))
        #expect(!pattern.matches(String(repeating: "a", count: 29) + "b"))
        let variables = try AssociationPattern("/$(v)$(v)$(v)/*", variables: ["v": ["a", "a*", "*b"]])
        #expect(variables.matches("/aab/x/y"))
        #expect(!variables.matches("/ccc/x"))
    }

    /// Apple's example file: first match wins, `exclude` stops the search.
    static let applesExample = """
        {
          "applinks": {
            "details": [
              {
                "appIDs": ["ABCDE12345.com.example.app", "ABCDE12345.com.example.app2"],
                "components": [
                  { "#": "no_universal_links", "exclude": true,
                    "comment": "Matches any URL with a fragment that equals no_universal_links and keeps it out" },
                  { "/": "/buy/*", "comment": "Matches any URL with a path that starts with /buy/" },
                  { "/": "/help/website/*", "exclude": true, "comment": "Keeps /help/website/ out" },
                  { "/": "/help/*", "?": { "articleNumber": "????" },
                    "comment": "/help/ with a four-character articleNumber" }
                ]
              }
            ]
          }
        }
        """

    @Test(arguments: [
        ("/buy/shoes", "app"),
        ("/buy/shoes#no_universal_links", "excluded"),
        ("/help/website/faq?articleNumber=1234", "excluded"),
        ("/help/printer?articleNumber=1234", "app"),
        ("/help/printer?lang=en&articleNumber=1234", "app"),
        ("/help/printer?articleNumber=12345", "browser"),
        ("/help/printer", "browser"),
        ("/sell/shoes", "browser"),
    ])
    func applesExampleFileRoutesAsDocumented(_ url: String, _ expected: String) {
        let file = AssociationFile.read(Data(Self.applesExample.utf8))
        #expect(file.problems.isEmpty)
        let decision =
            switch file.decision(for: url, appID: "ABCDE12345.com.example.app2") {
            case .app: "app"
            case .excluded: "excluded"
            case .browser: "browser"
            }
        #expect(decision == expected)
        if case .app = file.decision(for: url, appID: "OTHER.app") { Issue.record("another app's components applied") }
    }

    @Test func defaultsApplyUnlessAComponentSaysOtherwise() {
        let file = AssociationFile.read(
            Data(
                """
                {"applinks": {"defaults": {"caseSensitive": false}, "details": [{"appIDs": ["A.b"],
                  "defaults": {"percentEncoded": false},
                  "components": [{"/": "/A%20B"}, {"/": "/Exact", "caseSensitive": true}]}]}}
                """.utf8))
        #expect(file.problems.isEmpty)
        #expect(file.decision(for: "/a%2520b", appID: nil).isApp)
        #expect(!file.decision(for: "/a%20b", appID: nil).isApp)
        #expect(file.decision(for: "/Exact", appID: nil).isApp)
        #expect(!file.decision(for: "/exact", appID: nil).isApp)
    }

    struct MalformedCase: Sendable, CustomTestStringConvertible {
        var json: String
        var problem: String
        var testDescription: String { problem }
    }

    @Test(arguments: [
        MalformedCase(json: "", problem: "$: the file is empty"),
        MalformedCase(json: #"{"applinks": "#, problem: "$: not valid JSON"),
        MalformedCase(json: "[]", problem: "$: expected an object, found an array"),
        MalformedCase(json: "{}", problem: #"$: no "applinks" key"#),
        MalformedCase(
            json: #"{"applinks": {"details": 3}}"#, problem: "$.applinks.details: expected an array, found a number"),
        MalformedCase(
            json: #"{"applinks": {"detail": []}}"#,
            problem:
                #"$.applinks: unknown key "detail": expected "apps", "defaults", "details", "substitutionVariables""#),
        MalformedCase(
            json: #"{"applinks": {"details": [{"components": []}]}}"#,
            problem: #"$.applinks.details[0]: no "appIDs""#),
        MalformedCase(
            json: #"{"applinks": {"details": [{"appIDs": ["A.b"], "components": [{"path": "/x"}]}]}}"#,
            problem: #"$.applinks.details[0].components[0]: unknown key "path""#),
        MalformedCase(
            json: #"{"applinks": {"details": [{"appIDs": ["A.b"], "components": [{"/": 4}]}]}}"#,
            problem: #"$.applinks.details[0].components[0]["/"]: expected a string, found a number"#),
        MalformedCase(
            json: #"{"applinks": {"details": [{"appIDs": ["A.b"], "components": [{"exclude": "yes"}]}]}}"#,
            problem: "$.applinks.details[0].components[0].exclude: expected true or false, found a string"),
        MalformedCase(
            json: #"{"applinks": {"details": [{"appIDs": ["A.b"], "components": [{"?": ["q"]}]}]}}"#,
            problem: #"$.applinks.details[0].components[0]["?"]: expected a string or an object"#),
        MalformedCase(
            json: #"{"applinks": {"details": [{"appIDs": ["A.b"], "components": [{"/": "/$(food)"}]}]}}"#,
            problem: #"$.applinks.details[0].components[0]["/"]: `$(food)` is not a substitution variable"#),
        MalformedCase(
            json:
                #"{"applinks": {"substitutionVariables": {"a": ["$(b)"]}, "details": [{"appIDs": ["A.b"], "components": [{"/": "/$(a)"}]}]}}"#,
            problem: "values may not hold variables"),
        MalformedCase(
            json: #"{"applinks": {"defaults": {"caseSensitive": 0}, "details": []}}"#,
            problem: "$.applinks.defaults.caseSensitive: expected true or false, found a number"),
    ])
    func malformedFilesSayWhereWithTheirJSONPath(_ test: MalformedCase) {
        let file = AssociationFile.read(Data(test.json.utf8))
        #expect(file.problems.contains { $0.description.contains(test.problem) }, "\(file.problems)")
    }

    // MARK: Generating and checking against the Shop table

    let domains = AssociatedDomains(schema: Shop())

    @Test func theGeneratedFilePassesItsOwnCheck() {
        let text = domains.generate(appID: "ABCDE12345.com.example.shop")
        let report = domains.check(Data(text.utf8), appID: "ABCDE12345.com.example.shop")
        #expect(report.passed, "\(report.text)")
        #expect(report.apps.map(\.appIDs) == [["ABCDE12345.com.example.shop"]])
        #expect(report.apps.first?.hosts.map(\.host) == ["shop.example.com", "www.shop.example.com"])
    }

    @Test func oneComponentPerRuleMostSpecificFirstWithTightPatterns() {
        let components = domains.components
        #expect(components.count == Shop().links.entries.count)
        #expect(components.first?.path == "/products/?*/reviews/?*")
        #expect(components.last?.path == "/")
        let paths = Dictionary(uniqueKeysWithValues: components.map { ($0.rule, $0.path) })
        #expect(paths["/orders"] == "/orders")
        #expect(paths["/orders/:id"] == "/orders/?*")
        #expect(paths["/teams/:tid/invite/:token"] == "/teams/?*/invite/?*")
        #expect(paths["/search?q"] == "/search")
        // The more specific rule comes before the one whose pattern also matches its links.
        let order = components.map(\.rule)
        #expect(order.firstIndex(of: "/products/:id/reviews/:rid")! < order.firstIndex(of: "/products/:id")!)
        // Where `*` is wider than the rule, the component says so; exact ones do not.
        #expect(components.first { $0.rule == "/orders/:id" }?.wider?.contains("`*` also matches `/`") == true)
        #expect(components.first { $0.rule == "/orders" }?.wider == nil)
    }

    @Test func theGeneratedFileIsJSONWithTheAppID() throws {
        let text = domains.generate(appID: "T.b")
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
        let applinks = try #require(object?["applinks"] as? [String: Any])
        let details = try #require((applinks["details"] as? [[String: Any]])?.first)
        #expect(details["appIDs"] as? [String] == ["T.b"])
        #expect((details["components"] as? [Any])?.count == Shop().links.entries.count)
    }

    @Test func theCheckFindsBrowserLinksShadowedRulesAndDeadPatterns() {
        let file = """
            {"applinks": {"details": [{"appIDs": ["A.b"], "components": [
              {"/": "/teams/*", "exclude": true},
              {"/": "/teams/?*/invite/?*"},
              {"/": "/orders"},
              {"/": "/legacy/*"},
              {"/": "/products/*"}
            ]}]}}
            """
        let report = domains.check(Data(file.utf8), appID: "A.b")
        #expect(!report.passed)
        let findings = report.apps[0].findings + report.apps[0].hosts[0].findings
        #expect(findings.contains { $0.hasPrefix("/orders/:id: no component sends its links to the app") })
        #expect(
            findings.contains {
                $0.hasPrefix("/teams/:tid/invite/:token: shadowed by $.applinks.details[0].components[0]")
            })
        #expect(
            findings.contains {
                $0.hasPrefix("$.applinks.details[0].components[3] (\"/\": \"/legacy/*\") sends links no rule accepts")
            })
        // The second component never decides anything: the exclude comes first.
        #expect(
            findings.contains {
                $0.hasPrefix(
                    "$.applinks.details[0].components[1] (\"/\": \"/teams/?*/invite/?*\") never decides: the exclude $.applinks.details[0].components[0]"
                )
            })
        #expect(!findings.contains { $0.hasPrefix("/products/:id") })
        #expect(!findings.contains { $0.hasPrefix("/orders: ") })
        #expect(!report.text.contains("valid"), "no secret from a sample link is printed")
    }

    @Test func anotherAppsEntryIsNoEntryForThisApp() {
        let text = domains.generate(appID: "A.b")
        let report = domains.check(Data(text.utf8), appID: "C.d")
        #expect(report.fileProblems == ["$.applinks.details: no entry names the app C.d"])
    }
}

extension AssociationFile.Decision {
    fileprivate var isApp: Bool {
        if case .app = self { return true }
        return false
    }
}

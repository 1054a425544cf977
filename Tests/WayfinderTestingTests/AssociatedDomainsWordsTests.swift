import Foundation
import ShopExample
import Testing

@testable import WayfinderTesting

/// What `associated-domains --check` says about the files adopters tripped on (issue 29): an
/// entry that names no app, a file that stops being JSON (by line and column), a trailing comma
/// Apple's parser accepts, a query item that must be present, and the guessed order of the iOS 9
/// form.
@Suite("Associated domains: the words of the check")
struct AssociatedDomainsWordsTests {
    static let domains = AssociatedDomains(schema: Shop())

    struct NoApp: Sendable, CustomTestStringConvertible {
        var name: String
        var entry: String
        var problem: String
        var testDescription: String { name }
    }

    static let noApp: [NoApp] = [
        NoApp(
            name: "appIDs missing", entry: #""components": [{"/": "*"}]"#,
            problem: #"$.applinks.details[0]: no "appIDs": the entry names no app, so its components send no link"#),
        NoApp(
            name: "appIDs misspelt", entry: #""appIds": ["ABCDE12345.com.example.shop"], "components": [{"/": "*"}]"#,
            problem: #"$.applinks.details[0]: unknown key "appIds" (did you mean "appIDs"?)"#),
        NoApp(
            name: "appIDs empty", entry: #""appIDs": [], "components": [{"/": "*"}]"#,
            problem: "$.applinks.details[0].appIDs: empty: the entry names no app"),
    ]

    @Test("An entry that names no app sends nothing to any app: every rule stays in the browser", arguments: noApp)
    func noAppIsNamed(_ c: NoApp) {
        let report = Self.domains.check(Data(#"{"applinks": {"details": [{\#(c.entry)}]}}"#.utf8), appID: nil)
        #expect(report.fileProblems.contains { $0.hasPrefix(c.problem) }, "\(report.fileProblems)")
        #expect(!report.passed)
        #expect(report.apps.count == 1)
        #expect(report.apps.first?.appIDs == [])
        #expect(report.apps.first?.findings.first?.hasPrefix("no entry names an app") == true)
        let rules = Self.domains.schema.links.entries.count
        for host in report.apps.first?.hosts ?? [] {
            #expect(host.findings.count == rules)
            #expect(host.findings.allSatisfy { $0.hasSuffix("no app is named — its links open in the browser") })
        }
        #expect(!report.text.contains("reaches the app"), "\(report.text)")
        #expect(report.text.contains("no app named:"), "\(report.text)")
    }

    struct NotJSON: Sendable, CustomTestStringConvertible {
        var name: String
        var json: String
        var message: String
        var testDescription: String { name }
    }

    static let notJSON: [NotJSON] = [
        NotJSON(
            name: "two commas",
            json: "{\n  \"applinks\": {\"details\": [{\"appIDs\": [\"A.b\"], \"components\": [{\"/\": \"/x\"},,]}]}}",
            message: "$: not valid JSON: line 2, column 75: expected a value or `]`, found `,`"),
        NotJSON(
            name: "a brace too many, after a two-byte character",
            json: #"{"applinks": {"details": [{"appIDs": ["Ä.b"], "components": [{"/": "/x"}}]}}"#,
            message: "$: not valid JSON: line 1, column 73: expected `,` or `]`, found `}`"),
        NotJSON(
            name: "cut short", json: #"{"applinks": "#,
            message: "$: not valid JSON: line 1, column 14: expected a value, found the end of the file"),
        NotJSON(
            name: "no colon", json: "{\"applinks\"\n\n   {}}",
            message: "$: not valid JSON: line 3, column 4: expected `:`, found `{`"),
        NotJSON(
            name: "a bare word", json: #"{"applinks": {"details": [{"appIDs": [shop]}]}}"#,
            message: "$: not valid JSON: line 1, column 39: expected a value or `]`, found `s`"),
        NotJSON(
            name: "an unclosed string", json: "{\"applinks\": \"x",
            message: "$: not valid JSON: line 1, column 16: expected the closing quote, found the end of the file"),
        NotJSON(
            name: "text after the object", json: "{\"applinks\": {}} x",
            message: "$: not valid JSON: line 1, column 18: expected the end of the file, found `x`"),
        NotJSON(
            name: "deep nesting", json: String(repeating: "[", count: 100_000),
            message: "$: not valid JSON: line 1, column 100001: expected a value or `]`, found the end of the file"),
    ]

    @Test("A file that is not JSON: line and column, what was expected, what was found", arguments: notJSON)
    func notJSONSaysWhere(_ c: NotJSON) {
        let problems = AssociationFile.read(Data(c.json.utf8)).problems.map(\.description)
        #expect(problems.contains(c.message), "\(problems)")
        #expect(!problems.contains { $0.contains("character") && $0.contains("around") }, "\(problems)")
    }

    @Test("A trailing comma: reported, and read as Apple's parser reads it")
    func aTrailingCommaIsAcceptedAsApplesParserDoes() {
        let json = #"{"applinks": {"details": [{"appIDs": ["A.b"], "components": [{"/": "/orders/*"},]},]}}"#
        let file = AssociationFile.read(Data(json.utf8))
        let problems = file.problems.map(\.description)
        #expect(problems.count == 2, "\(problems)")
        #expect(problems.allSatisfy { $0.contains("Apple's parser accepts it") }, "\(problems)")
        #expect(!problems.contains { $0.contains("not valid JSON") }, "\(problems)")
        if case .app = file.decision(for: "/orders/42", appID: "A.b") {
        } else {
            Issue.record("the file's component was not read")
        }
    }

    @Test("A query item whose pattern needs a value must be present, and the finding says so")
    func aRequiredQueryItemIsNamed() {
        let json = #"""
            {"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.shop"], "components": [
              {"/": "/search", "?": {"q": "?*"}}, {"/": "/*"}, {"/": "*"}]}]}}
            """#
        let report = Self.domains.check(Data(json.utf8), appID: nil)
        #expect(!report.text.contains("must be present"), "a later component takes them: \(report.text)")
        let strict = #"""
            {"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.shop"], "components": [
              {"/": "/search", "?": {"q": "?*"}}, {"/": "/orders*"}]}]}}
            """#
        let text = Self.domains.check(Data(strict.utf8), appID: nil).text
        #expect(
            text.contains(
                #"(components[0] would take them, but its query item "q" must be present: its pattern "?*" does not match a link without it)"#
            )
                || text.contains(
                    #"its query item "q" must be present: its pattern "?*" does not match a link without it"#),
            "\(text)")
    }

    @Test("The iOS 9 form's order is said to be a guess")
    func theObjectFormIsAGuess() {
        let json = #"{"applinks": {"apps": [], "details": {"ABCDE12345.com.example.shop": {"paths": ["/orders"]}}}}"#
        let problems = AssociationFile.read(Data(json.utf8)).problems.map(\.description)
        #expect(problems.contains { $0.contains("which is a guess") && $0.contains("may not be what devices do") })
    }
}

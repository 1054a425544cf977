import Foundation
import ShopExample
import Testing

@testable import WayfinderTesting

/// The forms of real association files: the legacy `paths` form, mixed and older forms, files
/// for other services, signed and oversized files; per-app checking and the report's shape.
@Suite("Associated domains: real files")
struct AssociatedDomainsFindingsTests {
    let domains = AssociatedDomains(schema: Shop())
    static let app = "ABCDE12345.com.example.shop"

    private func check(_ json: String, appID: String? = nil) -> AssociatedDomains<Shop>.CheckReport {
        domains.check(Data(json.utf8), appID: appID)
    }

    private func decision(_ json: String, _ url: String) -> String {
        switch AssociationFile.read(Data(json.utf8)).decision(for: url, appID: nil) {
        case .app: "app"
        case .excluded: "excluded"
        case .browser: "browser"
        }
    }

    // MARK: The legacy paths form

    static let legacy = """
        {"applinks": {"apps": [], "details": [{"appID": "ABCDE12345.com.example.shop",
          "paths": ["NOT /orders/secret*", "/orders/*", "NOT /products/*", "/products/*", "/Billing"]}]}}
        """

    @Test(arguments: [
        ("/orders/42", "app"),
        ("/orders/secret-1", "excluded"),
        ("/orders/42?tab=items#top", "app"),
        ("/products/7", "excluded"),
        ("/Billing", "app"),
        ("/billing", "browser"),
        ("/checkout", "browser"),
    ])
    func theLegacyFormIsReadFirstMatchDecidingPathOnlyWithCase(_ url: String, _ expected: String) {
        #expect(AssociationFile.read(Data(Self.legacy.utf8)).problems.isEmpty)
        #expect(decision(Self.legacy, url) == expected)
    }

    @Test func aLegacyCatchAllSendsEveryLinkToTheApp() {
        let report = check(#"{"applinks": {"apps": [], "details": [{"appID": "\#(Self.app)", "paths": ["*"]}]}}"#)
        let findings = report.apps.flatMap { $0.hosts.flatMap(\.findings) }
        #expect(!findings.contains { $0.contains("open in the browser") }, "\(report.text)")
        #expect(report.fileProblems.isEmpty)
    }

    @Test func theLegacyFormsFindingsNameTheEntryAsWritten() {
        let report = check(Self.legacy)
        #expect(report.text.contains(#"/products/:id: shadowed by $.applinks.details[0].paths[2] ("NOT /products/*")"#))
        #expect(report.text.contains(#"$.applinks.details[0].paths[3] ("/products/*") never decides"#))
    }

    @Test func aLegacyQueryLooksLikeAQueryButIsAWildcard() {
        let file = AssociationFile.read(
            Data(#"{"applinks": {"details": [{"appID": "A.b", "paths": ["/search/?q=*"]}]}}"#.utf8))
        #expect(
            file.problems.map(\.description) == [
                #"$.applinks.details[0].paths[0]: "/search/?q=*": a legacy pattern is compared with the path only, so its `?` is a one-character wildcard, not a query; match the query with a "components" entry's "?""#
            ])
    }

    // MARK: Shadowing decided from the patterns

    /// The later pattern's own example, `/polymarket/x`, has exactly thirteen characters: one
    /// sample would say the first pattern takes its links; the patterns say it takes none of
    /// the longer ones.
    @Test func twelveQuestionMarksDoNotShadowALongerPath() {
        let report = check(
            #"""
            {"applinks": {"details": [{"appIDs": ["\#(Self.app)"], "components": [
              {"/": "/????????????"}, {"/": "/polymarket/*"}, {"/": "/*", "exclude": true}, {"/": "/products/*"}]}]}}
            """#)
        // `/polymarket/*` also claims every path under a start no rule owns: a finding of its own.
        let findings = report.apps[0].findings.filter { !$0.contains("which no rule owns") }
        #expect(!findings.contains { $0.contains("components[1]") }, "\(findings)")
        #expect(
            findings == [
                #"$.applinks.details[0].components[3] ("/": "/products/*") never decides: the exclude $.applinks.details[0].components[2] ("/": "/*", exclude) matches all its links first"#
            ])
    }

    @Test func aQueryOrFragmentNarrowerThanTheLaterComponentDoesNotShadowIt() {
        let report = check(
            #"""
            {"applinks": {"details": [{"appIDs": ["\#(Self.app)"], "components": [
              {"/": "/orders/*", "?": {"ref": "?*"}}, {"/": "/orders/*", "#": "top"}, {"/": "/orders/*"},
              {"/": "/orders/1", "?": {"ref": "a"}}]}]}}
            """#)
        let findings = report.apps[0].findings
        #expect(findings.count == 1, "\(findings)")
        #expect(
            findings.first?.hasPrefix(
                #"$.applinks.details[0].components[3] ("/": "/orders/1", "?": {"ref": "a"}) never decides: $.applinks.details[0].components[0]"#
            ) == true)
    }

    // MARK: Query items, as Apple's WWDC 2019 session describes them

    @Test(arguments: [
        ("/help/x?articleNumber=1234", "app"),
        ("/help/x?lang=en&articleNumber=1234", "app"),
        ("/help/x?articleNumber=1234&articleNumber=12", "browser"),  // every instance must match
        ("/help/x", "browser"),  // absent: the empty value, which `????` does not match
        ("/loose", "app"),  // absent: the empty value, which `*` matches
        ("/loose?id", "app"),
        ("/strict?id=", "browser"),
        ("/strict?id", "browser"),
        ("/strict?id=7", "app"),
    ])
    func queryItemsAbsentCountAsEmptyAndEveryInstanceMustMatch(_ url: String, _ expected: String) {
        let file = #"""
            {"applinks": {"details": [{"appIDs": ["A.b"], "components": [
              {"/": "/help/*", "?": {"articleNumber": "????"}},
              {"/": "/loose", "?": {"id": "*"}},
              {"/": "/strict", "?": {"id": "?*"}}]}]}}
            """#
        #expect(decision(file, url) == expected)
    }

    // MARK: One answer for a path without a leading slash

    @Test func aPathPatternWithoutALeadingSlashNeverMatchesAndSaysSo() {
        let report = check(
            #"{"applinks": {"details": [{"appIDs": ["\#(Self.app)"], "components": [{"/": "orders/*"}, {"/": "*"}]}]}}"#
        )
        #expect(
            report.fileProblems == [
                #"$.applinks.details[0].components[0]["/"]: "orders/*" never matches: a URL's path always starts with "/", and the pattern cannot; write "/orders/*""#
            ])
        #expect(!report.text.contains(#""orders/*") sends"#))
        #expect(
            decision(
                #"{"applinks": {"details": [{"appIDs": ["A.b"], "components": [{"/": "orders/*"}]}]}}"#, "/orders/1")
                == "browser")
    }

    // MARK: Each app on its own

    static let twoApps = #"""
        {"applinks": {"details": [
          {"appIDs": ["ABCDE12345.com.example.other"], "components": [{"/": "*"}]},
          {"appIDs": ["ABCDE12345.com.example.shop"], "components": [{"/": "/orders"}]}]}}
        """#

    @Test func entriesOfDifferentAppsAreCheckedApart() {
        let report = check(Self.twoApps)
        #expect(report.apps.map(\.appIDs) == [["ABCDE12345.com.example.other"], ["ABCDE12345.com.example.shop"]])
        #expect(!report.text.contains("never decides"), "\(report.text)")
        let shop = report.apps[1].hosts[0].findings
        #expect(shop.contains { $0.hasPrefix("/orders/:id: no component sends its links to the app") })
        #expect(!shop.contains { $0.hasPrefix("/orders: ") })
        let other = report.apps[0].hosts[0].findings
        #expect(!other.contains { $0.contains("open in the browser") })
    }

    @Test func withAnAppIDOnlyThatAppsEntriesAreChecked() {
        let report = check(Self.twoApps, appID: Self.app)
        #expect(report.apps.map(\.appIDs) == [[Self.app]])
        #expect(!report.text.contains("other"))
    }

    @Test func appsNamedByTheSameEntriesShareOneReport() {
        let text = domains.generate(appID: Self.app).replacingOccurrences(
            of: #"["\#(Self.app)"]"#, with: #"["\#(Self.app)", "ABCDE12345.com.example.shop2"]"#)
        let report = check(text)
        #expect(report.apps.map(\.appIDs) == [[Self.app, "ABCDE12345.com.example.shop2"]])
        #expect(
            report.text
                == "app ABCDE12345.com.example.shop, ABCDE12345.com.example.shop2 on shop.example.com, www.shop.example.com: ok — every link rule reaches the app, every component reaches a rule"
        )
    }

    // MARK: The report's shape

    @Test func findingsAreGroupedByHostAndLinesStayShort() {
        let items = (0..<30).map { #""item\#($0)": "value-\#($0)-*""# }.joined(separator: ", ")
        let report = check(
            #"""
            {"applinks": {"details": [{"appIDs": ["\#(Self.app)"], "components": [
              {"/": "/legacy/*", "?": {\#(items)}}, {"/": "/orders"}]}]}}
            """#)
        let lines = report.text.split(separator: "\n")
        #expect(lines.filter { $0.contains("/orders/:id: no component") }.count == 1, "\(report.text)")
        #expect(lines.contains("  shop.example.com, www.shop.example.com:"))
        #expect(lines.allSatisfy { $0.count <= 240 }, "\(lines.map(\.count).max() ?? 0)")
        #expect(report.text.contains(#""?": {"item0": "value-0-*", … 29 more}"#))
    }

    // MARK: Plain messages for the other forms

    struct MessageCase: Sendable, CustomTestStringConvertible {
        var name: String
        var json: String
        var message: String
        var testDescription: String { name }
    }

    @Test(arguments: [
        MessageCase(
            name: "paths and components in one entry",
            json: #"{"applinks": {"details": [{"appIDs": ["A.b"], "paths": ["*"], "components": [{"/": "/x"}]}]}}"#,
            message: #"$.applinks.details[0]: both "paths" and "components": Apple's TN3155 says not to mix"#),
        MessageCase(
            name: "details keyed by app ID",
            json: #"{"applinks": {"apps": [], "details": {"ABCDE12345.com.example.shop": {"paths": ["*"]}}}}"#,
            message: "$.applinks.details: an object keyed by app ID, the iOS 9 form"),
        MessageCase(
            name: "appID beside appIDs",
            json: #"{"applinks": {"details": [{"appID": "A.b", "appIDs": ["A.b"], "components": []}]}}"#,
            message: #"$.applinks.details[0]: both "appID" and "appIDs": write one"#),
        MessageCase(
            name: "webcredentials only",
            json: #"{"webcredentials": {"apps": ["A.b"]}}"#,
            message: #"$: no "applinks" key: the file serves only "webcredentials", valid for that service"#),
        MessageCase(
            name: "appclips and webcredentials",
            json: #"{"webcredentials": {"apps": ["A.b"]}, "appclips": {"apps": ["A.b.Clip"]}}"#,
            message: #"the file serves only "webcredentials" and "appclips", valid for those services"#),
        MessageCase(
            name: "a trailing comma",
            json: "{\"applinks\": {\"details\": [{\"appIDs\": [\"A.b\"],\n  \"components\": [{\"/\": \"/x\"},]}]}}",
            message: "$: line 2, column 29: a trailing comma before `]`: JSON does not allow one"),
    ])
    func eachFormHasItsOwnPlainMessage(_ test: MessageCase) {
        let problems = AssociationFile.read(Data(test.json.utf8)).problems.map(\.description)
        #expect(problems.contains { $0.hasPrefix(test.message) || $0.contains(test.message) }, "\(problems)")
    }

    @Test func theIOS9FormIsReadAsLegacyEntries() {
        let json = #"{"applinks": {"apps": [], "details": {"ABCDE12345.com.example.shop": {"paths": ["/orders"]}}}}"#
        #expect(decision(json, "/orders") == "app")
        #expect(decision(json, "/billing") == "browser")
    }

    @Test func commasInsideStringsAreNotTrailingCommas() {
        let json =
            #"{"applinks": {"details": [{"appIDs": ["A.b"], "components": [{"/": "/a,]", "comment": "x, }"}]}]}}"#
        #expect(!AssociationFile.read(Data(json.utf8)).problems.contains { $0.message.contains("trailing comma") })
    }

    @Test func aSignedFileSaysItIsSignedAndWhatToDo() {
        // The start of a DER PKCS#7 signed-data envelope: SEQUENCE, the signedData OID, then content.
        var bytes: [UInt8] = [0x30, 0x80, 0x06, 0x09, 0x2A, 0x86, 0x48, 0x86, 0xF7, 0x0D, 0x01, 0x07, 0x02, 0xA0, 0x80]
        bytes += Array(#"{"applinks": {}}"#.utf8)
        let problems = AssociationFile.read(Data(bytes)).problems.map(\.description)
        #expect(problems.count == 1)
        #expect(problems.first?.hasPrefix("$: the file is signed (a PKCS#7 envelope around the JSON)") == true)
        #expect(problems.first?.contains("openssl smime -verify -noverify -inform DER") == true)
    }

    @Test func aFileOverAppleSizeLimitSaysSo() {
        let padding = String(repeating: " ", count: AssociationFile.sizeLimit)
        let json = domains.generate(appID: Self.app) + padding
        let report = check(json)
        #expect(report.fileProblems.count == 1)
        #expect(report.fileProblems.first?.contains("over Apple's limit of 128 KB") == true)
        #expect(!check(domains.generate(appID: Self.app)).fileProblems.contains { $0.contains("128 KB") })
    }

    // MARK: App IDs

    @Test(
        arguments: [
            ("ABCDE12345.com.example.shop", nil),
            ("", "the app ID is empty"),
            ("nodot", "has no dot"),
            ("TEAMID.BUNDLEID", "does not start with a team ID of 10"),
            ("abcde12345.com.example", "does not start with a team ID of 10"),
            ("ABCDE12345.", "has no valid bundle ID"),
            ("ABCDE12345.com..x", "has no valid bundle ID"),
            ("ABCDE12345.com/x", "has no valid bundle ID"),
        ] as [(String, String?)])
    func appIDsHaveTheTeamIDBundleIDForm(_ appID: String, _ problem: String?) {
        let found = AssociatedDomains<Shop>.appIDProblem(appID)
        if let problem {
            #expect(found?.contains(problem) == true, "\(found ?? "nil")")
        } else {
            #expect(found == nil)
        }
    }
}

import Foundation
import Testing

/// The real `wayfinder` binary, each subcommand and each exit code.
@Suite("wayfinder executable")
struct ExecutableTests {
    // MARK: The tour

    @Test func withNoArgumentsTheTourPlaysEveryStopAndEndsWithTheAuditSummary() throws {
        let run = try Executable.run([])
        #expect(run.status == 0, "\(run.errors)")
        for title in [
            "Cold launch with an expired session", "A link with a secret while signed out",
            "A link its resolver turns down",
            "A link the app does not know", "A link while sign-in is up",
        ] {
            #expect(run.output.contains(title), "missing stop: \(title)")
        }
        #expect(
            run.output.contains(
                "1 launch cold shop://orders/42 session=expired:alice → home · modal signIn · notice sessionExpired · pending shop://orders/42"
            ))
        #expect(run.output.contains("superseded shop://orders"))
        #expect(!run.output.contains("invite/valid"), "the tour must print the invite token redacted")
        #expect(run.lines.last == "audit: 2652 runs (34 sample links × 78 conditions), no violations")
    }

    // MARK: Help and usage errors

    @Test(arguments: [
        ["--help"], ["-h"], ["help"], ["help", "audit"], ["run", "--help"], ["open", "-h"], ["audit", "--help"],
        ["map", "--help"], ["links", "--help"], ["associated-domains", "--help"], ["help", "associated-domains"],
        ["checklist", "--help"],
    ])
    func helpExitsZero(_ arguments: [String]) throws {
        let run = try Executable.run(arguments)
        #expect(run.status == 0)
        #expect(run.output.contains("USAGE: wayfinder"))
        #expect(run.errors.isEmpty)
    }

    struct UsageCase: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var message: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    @Test(arguments: [
        UsageCase(arguments: ["frobnicate"], message: "wayfinder: unknown command `frobnicate`"),
        UsageCase(arguments: ["run"], message: "wayfinder run: missing FILE"),
        UsageCase(
            arguments: ["run", "--yaml", "x.scn"], message: "wayfinder run: unknown option `--yaml`: expected `--json`"),
        UsageCase(arguments: ["open"], message: "wayfinder open: missing URL"),
        UsageCase(
            arguments: ["open", "shop://", "--launch", "hot"],
            message: "`--launch` does not take `hot`: expected `cold` or `warm`"),
        UsageCase(arguments: ["open", "shop://", "--session", "sleepy"], message: "`sleepy` is not a session"),
        UsageCase(arguments: ["open", "shop://", "--session"], message: "`--session` needs a value"),
        UsageCase(arguments: ["open", "a", "b"], message: "unexpected extra argument `b`"),
        UsageCase(
            arguments: ["audit", "--format", "xml"],
            message: "`--format` does not take `xml`: expected `table`, `markdown` or `json`"),
        UsageCase(
            arguments: ["map", "--format=svg"], message: "`--format` does not take `svg`: expected `mermaid` or `dot`"),
        UsageCase(arguments: ["links", "extra"], message: "wayfinder links: unexpected argument `extra`"),
        UsageCase(arguments: ["help", "fly"], message: "unknown command `fly`"),
        UsageCase(arguments: ["associated-domains", "--check"], message: "`--check` needs a value"),
        UsageCase(arguments: ["associated-domains", "x"], message: "unexpected argument `x`"),
        UsageCase(
            arguments: ["associated-domains", "--app-id", ""],
            message: "wayfinder associated-domains: `--app-id`: the app ID is empty: expected TEAMID.BUNDLEID"),
        UsageCase(
            arguments: ["associated-domains", "--app-id", "nodot", "--check", "/nonexistent/aasa.json"],
            message: #"`--app-id`: "nodot" has no dot: expected TEAMID.BUNDLEID, a 10-character team ID"#),
    ])
    func usageErrorsSayWhatWasWrongAndExitTwo(_ usage: UsageCase) throws {
        let run = try Executable.run(usage.arguments)
        #expect(run.status == 2)
        #expect(run.errors.contains(usage.message), "\(run.errors)")
        #expect(run.errors.contains("--help' for usage."))
        #expect(run.output.isEmpty)
    }

    // MARK: run

    @Test func runPlaysEveryShopScenario() throws {
        let directory = Executable.packageRoot.appendingPathComponent("Scenarios")
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".scn") }
            .sorted()
        let run = try Executable.run(["run"] + files.map { "Scenarios/" + $0 })
        #expect(run.status == 0, "\(run.output)\(run.errors)")
        #expect(run.lines.last == "\(files.count) passed, 0 failed")
        #expect(files.count >= 10)
        #expect(run.output.contains("PASS Scenarios/same-place-signed-in.scn (4 steps)"))
        #expect(
            run.output.contains(
                "2 launch cold shop://orders/42 session=signed-in:alice → account > orders > order(42) · modal none · notice none · pending none"
            ))
    }

    @Test func aFailedExpectationPrintsExpectedAndActualAndExitsOne() throws {
        let path = try Executable.script(
            "launch cold shop://orders/42 session=signed-out\nexpect modal none\nsign-in alice\n")
        let run = try Executable.run(["run", path])
        #expect(run.status == 1)
        #expect(
            run.lines == [
                "1 launch cold shop://orders/42 session=signed-out → home · modal signIn · notice none · pending shop://orders/42",
                "\(path):2: expect modal none — expected none, got signIn",
                "3 sign-in alice → account > orders > order(42) · modal none · notice none · pending none",
                "FAIL \(path)",
                "0 passed, 1 failed",
            ])
    }

    @Test func aMalformedScriptNamesFileAndLineAndExitsTwo() throws {
        let path = try Executable.script("# a comment\nlaunch warm\nfly to the moon\n")
        let run = try Executable.run(["run", path])
        #expect(run.status == 2)
        #expect(run.errors.hasPrefix("\(path):3: unknown command `fly`: expected launch, "))
        #expect(run.errors.hasSuffix(" or expect\n"))
        #expect(run.lines == ["FAIL \(path)", "0 passed, 1 failed"])
    }

    @Test func anUnknownRequirementOrGateIsAMalformedLine() throws {
        let requirement = try Executable.script("launch warm session=signed-in:alice\nrequirement-met biometrics\n")
        let run = try Executable.run(["run", requirement])
        #expect(run.status == 2)
        #expect(
            run.errors.hasPrefix(
                "\(requirement):2: unknown requirement `biometrics`: the schema declares sign-in, step-up"))
        let gate = try Executable.script("launch warm\ngate-cleared tutorial\n")
        let gated = try Executable.run(["run", gate])
        #expect(gated.status == 2)
        #expect(
            gated.errors.hasPrefix(
                "\(gate):2: unknown gate `tutorial`: the schema declares forced-update, onboarding"))
        let notice = try Executable.script("launch warm\nnotice toast\n")
        let noticed = try Executable.run(["run", notice])
        #expect(noticed.status == 2)
        #expect(noticed.errors.hasPrefix("\(notice):2: unknown notice `toast`: the schema declares linkUnavailable, "))
        let stepUp = try Executable.script("launch warm\nstep-up now\n")
        let extra = try Executable.run(["run", stepUp])
        #expect(extra.status == 2)
        #expect(extra.errors.hasPrefix("\(stepUp):2: `step-up` takes no arguments"))
    }

    @Test func severalFilesRunAllAndExitWithTheWorstCode() throws {
        let good = "Scenarios/unknown-link.scn"
        let failing = try Executable.script("launch warm\nexpect location search\n")
        let malformed = try Executable.script("open shop://\n")
        let run = try Executable.run(["run", good, failing, malformed, "/nonexistent/x.scn"])
        #expect(run.status == 2)
        #expect(run.output.contains("PASS \(good) (1 step)"))
        #expect(run.output.contains("FAIL \(failing)"))
        #expect(run.output.contains("FAIL \(malformed)"))
        #expect(run.errors.contains("\(malformed):1: a script must open with `launch cold …` or `launch warm …`"))
        #expect(run.errors.contains("/nonexistent/x.scn: cannot read the script: no such file"))
        #expect(run.lines.last == "1 passed, 3 failed")

        let onlyFailures = try Executable.run(["run", good, failing])
        #expect(onlyFailures.status == 1)
    }

    @Test func runJSONPrintsOneObjectPerLineWithEscapedText() throws {
        let path = try Executable.script(
            "launch warm session=signed-in:alice\nopen shop://a\u{1}b\"q\\\nexpect session no\u{1}ne\n")
        let run = try Executable.run(["run", "--json", path])
        #expect(run.status == 1)
        let objects = try run.lines.map { line in
            try #require(
                try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "not a JSON object: \(line)")
        }
        try #require(objects.count == 5, "\(run.output)\(run.errors)")
        #expect(objects[0]["step"] as? Int == 1)
        #expect(objects[0]["command"] as? String == "launch warm session=signed-in:alice")
        #expect(objects[0]["location"] as? String == "home")
        #expect(objects[0]["modal"] is NSNull && objects[0]["notice"] is NSNull && objects[0]["pending"] is NSNull)
        #expect((objects[0]["log"] as? [Any])?.isEmpty == true)
        #expect(objects[1]["step"] as? Int == 2)
        // The echoed link is the table's display string: the control character is spelled out.
        #expect(objects[1]["command"] as? String == "open shop://a\\u{1}b\"q\\")
        #expect(objects[1]["notice"] as? String == "linkUnavailable")
        #expect((objects[1]["log"] as? [String])?.first?.hasPrefix("rejected ") == true)
        #expect(objects[2]["line"] as? Int == 3)
        // A session, not a notice: an unknown notice name is a malformed line now (issue 29).
        #expect(objects[2]["failure"] as? String == "expect session no\u{1}ne")
        #expect(objects[2]["expected"] as? String == "no\u{1}ne")
        #expect(run.lines[2].contains("\\u0001"), "a control character is escaped as \\u0001")
        #expect(objects[2]["actual"] as? String == "signed-in:alice")
        #expect(objects[3]["passed"] as? Bool == false)
        #expect(objects[4]["failed"] as? Int == 1)
    }

    // MARK: open

    @Test func openPrintsTheDecisionRecordsThenTheStateLine() throws {
        let run = try Executable.run(["open", "shop://orders/42", "--session", "signed-in:alice"])
        #expect(run.status == 0)
        #expect(run.lines.count == 2)
        #expect(run.lines.first?.hasPrefix("landed shop://orders/42 → account > orders > order(42) — ") == true)
        #expect(
            run.lines.last
                == "1 launch cold shop://orders/42 session=signed-in:alice → account > orders > order(42) · modal none · notice none · pending none"
        )
    }

    @Test func openWarmJSONPrintsOneObjectPerStep() throws {
        let run = try Executable.run(["open", "shop://teams/7/invite/valid", "--launch", "warm", "--json"])
        #expect(run.status == 0)
        #expect(run.lines.count == 2)
        let last = try #require(try JSONSerialization.jsonObject(with: Data(run.lines[1].utf8)) as? [String: Any])
        #expect(last["command"] as? String == "open shop://teams/7/invite/<redacted>")
        #expect(last["modal"] as? String == "signIn")
        #expect(last["pending"] as? String == "shop://teams/7/invite/<redacted>")
    }

    @Test func aModalsStackPrintsAsWrittenInExpectModal() throws {
        let run = try Executable.run(["open", "shop://checkout/payment", "--session", "signed-in:alice", "--json"])
        #expect(run.status == 0)
        let last = try #require(try JSONSerialization.jsonObject(with: Data(run.lines[0].utf8)) as? [String: Any])
        #expect(last["modal"] as? String == "checkout > shipping > payment")
        #expect(last["location"] as? String == "home")
        let text = try Executable.run(["open", "shop://checkout/shipping", "--session", "signed-in:alice"])
        #expect(text.lines.last?.contains("· modal checkout > shipping ·") == true)
    }

    // MARK: audit

    @Test func auditFindsNoViolationOnShop() throws {
        let run = try Executable.run(["audit"])
        #expect(run.status == 0, "\(run.output)")
        #expect(run.lines.last == "audit: 2652 runs (34 sample links × 78 conditions), no violations")
        let row = run.lines.first { $0.contains("shop://orders/42 ") }
        #expect(run.lines.allSatisfy { $0.count <= 160 }, "the table keeps to a readable width")
        #expect(row?.contains("alice's order") == true)
        #expect(row?.contains("account > orders > order(42)") == true)
        #expect(!run.output.contains("Violations:"))
    }

    @Test func auditSpeaksMarkdownAndJSON() throws {
        let markdown = try Executable.run(["audit", "--format", "markdown"])
        #expect(markdown.status == 0)
        #expect(markdown.output.contains("| link | sample | lands on | cold · in |"))
        let json = try Executable.run(["audit", "--format=json"])
        #expect(json.status == 0)
        #expect(json.lines.count == 2653)
        let summary = try #require(
            try JSONSerialization.jsonObject(with: Data(json.lines[2652].utf8)) as? [String: Any])
        #expect(summary["runs"] as? Int == 2652)
        #expect(summary["violations"] as? Int == 0)
    }

    // MARK: map and links

    @Test func linksMatchesItsSnapshot() throws {
        let run = try Executable.run(["links"])
        #expect(run.status == 0)
        try assertSnapshot(run.output, named: "links.txt")
    }

    @Test func mermaidMapMatchesItsSnapshot() throws {
        let run = try Executable.run(["map"])
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("flowchart LR\n"))
        try assertSnapshot(run.output, named: "map.mermaid")
    }

    @Test func dotMapMatchesItsSnapshot() throws {
        let run = try Executable.run(["map", "--format", "dot"])
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("digraph routes {\n"))
        try assertSnapshot(run.output, named: "map.dot")
    }

    // MARK: associated-domains

    @Test func associatedDomainsPrintsAFileThatPassesItsOwnCheck() throws {
        let generated = try Executable.run(["associated-domains", "--app-id", "ABCDE12345.com.example.shop"])
        #expect(generated.status == 0)
        #expect(generated.output.contains(#""appIDs": ["ABCDE12345.com.example.shop"]"#))
        #expect(generated.errors.contains("https://shop.example.com/.well-known/apple-app-site-association"))
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("aasa-\(UUID().uuidString).json")
        try generated.output.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let checked = try Executable.run(["associated-domains", "--check", file.path])
        #expect(checked.status == 0, "\(checked.output)")
        #expect(checked.output.contains("shop.example.com: ok"))
    }

    @Test func associatedDomainsCheckExitsOneOnAMalformedFileAndTwoOnAMissingOne() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("aasa-\(UUID().uuidString).json")
        try #"{"applinks": {"details": [{"appIDs": ["A.b"], "components": [{"/": "/orders", "exclude": 1}]}]}}"#
            .write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let malformed = try Executable.run(["associated-domains", "--check", file.path])
        #expect(malformed.status == 1)
        #expect(
            malformed.output.contains(
                "$.applinks.details[0].components[0].exclude: expected true or false, found a number"))
        #expect(malformed.output.contains("/orders/:id: no component sends its links to the app"))
        let missing = try Executable.run(["associated-domains", "--check", "/nonexistent/aasa.json"])
        #expect(missing.status == 2)
        #expect(missing.errors.contains("/nonexistent/aasa.json: no such file"))
    }

    @Test func associatedDomainsCheckGroupsHostsAndReportsEachAppApart() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("aasa-\(UUID().uuidString).json")
        try #"""
        {"applinks": {"details": [
          {"appIDs": ["ABCDE12345.com.example.other"], "components": [{"/": "*"}]},
          {"appIDs": ["ABCDE12345.com.example.shop"], "components": [{"/": "/orders"}]}]}}
        """#.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let all = try Executable.run(["associated-domains", "--check", file.path])
        #expect(all.status == 1)
        #expect(all.lines.contains("app ABCDE12345.com.example.other:"), "\(all.output)")
        #expect(all.lines.contains("app ABCDE12345.com.example.shop:"))
        #expect(all.lines.filter { $0 == "  shop.example.com, www.shop.example.com:" }.count == 2)
        #expect(all.lines.filter { $0.hasPrefix("    /orders/:id: no component") }.count == 1)
        #expect(!all.output.contains("never decides"))
        let one = try Executable.run([
            "associated-domains", "--app-id", "ABCDE12345.com.example.shop", "--check", file.path,
        ])
        #expect(one.status == 1)
        #expect(!one.output.contains("com.example.other"))
        #expect(one.lines.first == "app ABCDE12345.com.example.shop:")
    }

    @Test func theRouteMapArticleShowsTheCurrentMap() throws {
        let run = try Executable.run(["map"])
        let url = Executable.packageRoot.appendingPathComponent("Sources/Wayfinder/Documentation.docc/RouteMap.md")
        let article = try String(contentsOf: url, encoding: .utf8)
        let start = try #require(article.range(of: "```mermaid\n"), "RouteMap.md has no ```mermaid block")
        let end = try #require(article.range(of: "\n```", range: start.upperBound..<article.endIndex))
        let shown = String(article[start.upperBound..<end.lowerBound]) + "\n"
        if ProcessInfo.processInfo.environment["WAYFINDER_RECORD_SNAPSHOTS"] == "1" {
            try article.replacingCharacters(in: start.upperBound..<end.lowerBound, with: run.output.dropLast())
                .write(to: url, atomically: true, encoding: .utf8)
            return
        }
        #expect(
            shown == run.output,
            "RouteMap.md shows an old map: regenerate it with `swift run wayfinder map` (or WAYFINDER_RECORD_SNAPSHOTS=1 swift test)"
        )
    }
}

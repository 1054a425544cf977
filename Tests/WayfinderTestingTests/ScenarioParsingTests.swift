import ShopExample
import Testing
import Wayfinder
import WayfinderTesting

@Suite("Scenario script parsing")
struct ScenarioParsingTests {
    struct Good: Sendable, CustomTestStringConvertible {
        var line: String
        var command: ScenarioCommand
        var testDescription: String { line }
    }

    static let good: [Good] = [
        Good(line: "launch warm", command: .launchWarm(session: nil)),
        Good(line: "launch warm session=signed-in:alice", command: .launchWarm(session: .signedIn("alice"))),
        Good(
            line: "launch cold shop://orders/42 session=expired:bob gate=forced-update latency=11s",
            command: .launchCold(
                .init(link: "shop://orders/42", session: .expired("bob"), gates: [.forcedUpdate], latency: .seconds(11))
            )
        ),
        Good(line: "open shop://search?q=a=b", command: .open("shop://search?q=a=b", source: .link)),
        Good(line: "open shop://products/1 source=push", command: .open("shop://products/1", source: .push)),
        Good(line: "sign-in alice", command: .signIn("alice")),
        Good(line: "session-resolves signed-out", command: .sessionResolves(.signedOut)),
        Good(line: "advance 500ms", command: .advance(.milliseconds(500))),
        Good(line: "advance 2m", command: .advance(.seconds(120))),
        Good(
            line: "relaunch shop://products/9 session=signed-out",
            command: .relaunch(.init(link: "shop://products/9", session: .signedOut))),
        Good(
            line: "expect location account > orders > order(42)",
            command: .expectLocation("account > orders > order(42)")),
        Good(
            line: "expect pending shop://teams/7/invite/<redacted>",
            command: .expectPending("shop://teams/7/invite/<redacted>")),
        Good(line: "expect log superseded", command: .expectLog("superseded")),
        Good(line: "back   # a trailing comment", command: .back),
    ]

    @Test(arguments: good)
    func parses(_ c: Good) throws {
        let script = try ScenarioScript.parse("launch warm\n" + c.line, file: "t.scn")
        #expect(script.lines.last?.command == c.command)
    }

    struct Bad: Sendable, CustomTestStringConvertible {
        var text: String
        var line: Int
        var message: String
        var testDescription: String { text.split(separator: "\n").last.map(String.init) ?? text }
    }

    static let bad: [Bad] = [
        Bad(text: "", line: 1, message: "the script is empty"),
        Bad(text: "# only a comment\nopen shop://x", line: 2, message: "must open with `launch cold"),
        Bad(text: "launch warm\nfrobnicate", line: 2, message: "unknown command `frobnicate`"),
        Bad(text: "launch sideways", line: 1, message: "`launch` takes `cold` or `warm`"),
        Bad(text: "launch cold session=maybe", line: 1, message: "`maybe` is not a session"),
        Bad(text: "launch warm\nadvance 5", line: 2, message: "`5` is not a duration"),
        Bad(text: "launch warm\nadvance 1h", line: 2, message: "`1h` is not a duration"),
        Bad(text: "launch warm\nback now", line: 2, message: "`back` takes no arguments"),
        Bad(text: "launch warm\nopen shop://x source=mail", line: 2, message: "unknown option `source=mail`"),
        Bad(text: "launch warm\nexpect", line: 2, message: "`expect` needs what to check"),
        Bad(text: "launch warm\nexpect weather sunny", line: 2, message: "unknown expectation `weather`"),
        Bad(text: "launch warm\nsession-resolves unknown", line: 2, message: "not a settled session"),
        Bad(
            text: "launch warm session=signed-in:alice gate=x", line: 1, message: "`launch warm` takes only `session=S`"
        ),
    ]

    @Test(arguments: bad)
    func rejects(_ c: Bad) {
        #expect(throws: ScenarioError.self) { try ScenarioScript.parse(c.text, file: "bad.scn") }
        do {
            _ = try ScenarioScript.parse(c.text, file: "bad.scn")
        } catch {
            #expect(error.file == "bad.scn")
            #expect(error.line == c.line)
            #expect(error.message.contains(c.message), "\(error.message)")
            #expect(error.description.hasPrefix("bad.scn:\(c.line): "))
        }
    }

    @Test("Names the schema lacks are malformed too, not failed expectations")
    func unknownTab() async {
        let runner = ScenarioRunner(schema: Shop())
        await #expect(throws: ScenarioError.self) {
            try await runner.run(text: "launch warm\nselect nowhere", file: "t.scn")
        }
    }
}

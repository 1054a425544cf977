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
        Good(line: "launch warm", command: .action(.launchWarm(session: nil))),
        Good(
            line: "launch warm session=signed-in:alice", command: .action(.launchWarm(session: .signedIn("alice")))),
        Good(
            line: "launch cold shop://orders/42 session=expired:bob gate=forced-update latency=11s",
            command: .action(
                .launchCold(
                    .init(
                        link: "shop://orders/42", session: .expired("bob"), gates: [.forcedUpdate],
                        latency: .seconds(11)))
            )
        ),
        Good(line: "open shop://search?q=a=b", command: .action(.open("shop://search?q=a=b", source: .link))),
        Good(
            line: "open shop://products/1 source=push", command: .action(.open("shop://products/1", source: .push))),
        Good(
            line: "open shop://products/1 source=shortcut",
            command: .action(.open("shop://products/1", source: .shortcut))),
        Good(
            line: "open shop://products/1 source=spotlight",
            command: .action(.open("shop://products/1", source: .spotlight))),
        Good(line: "open shop://orders/7 source=intent", command: .action(.open("shop://orders/7", source: .intent))),
        Good(line: "open shop://orders source=widget", command: .action(.open("shop://orders", source: .widget))),
        Good(
            line: "launch cold shop://orders/42 source=spotlight session=signed-in:alice",
            command: .action(
                .launchCold(.init(link: "shop://orders/42", session: .signedIn("alice"), source: .spotlight)))),
        Good(
            line: "relaunch shop://orders source=push",
            command: .action(.relaunch(.init(link: "shop://orders", source: .push)))),
        Good(line: "expect handoff shop://orders/42", command: .expectation(.handoff("shop://orders/42"))),
        Good(line: "expect handoff none", command: .expectation(.handoff("none"))),
        Good(line: "sign-in alice", command: .action(.signIn("alice"))),
        Good(line: "session-resolves signed-out", command: .action(.sessionResolves(.signedOut))),
        Good(line: "advance 500ms", command: .action(.advance(.milliseconds(500)))),
        Good(line: "advance 2m", command: .action(.advance(.seconds(120)))),
        Good(
            line: "relaunch shop://products/9 session=signed-out",
            command: .action(.relaunch(.init(link: "shop://products/9", session: .signedOut)))),
        Good(
            line: "expect location account > orders > order(42)",
            command: .expectation(.location("account > orders > order(42)"))),
        Good(
            line: "expect pending shop://teams/7/invite/<redacted>",
            command: .expectation(.pending("shop://teams/7/invite/<redacted>"))),
        Good(line: "expect log superseded", command: .expectation(.log("superseded"))),
        Good(line: "back   # a trailing comment", command: .action(.back)),
        Good(line: "saved", command: .action(.saved)),
        Good(line: "expect notice none", command: .expectation(.notice("none"))),
        Good(line: "expect location library > folder(1)", command: .expectation(.location("library > folder(1)"))),
        Good(line: "expect location home>product(5)", command: .expectation(.location("home>product(5)"))),
        Good(line: "expect modal checkout > shipping", command: .expectation(.modal("checkout > shipping"))),
        Good(line: "expect log landed home > product(5)", command: .expectation(.log("landed home > product(5)"))),
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
        // The line's link is not repeated: it may carry a secret or what the person typed.
        Bad(text: "open shop://compose?text=Hi%20Ann", line: 1, message: "or `launch warm …`, not `open …`"),
        Bad(text: "sign-out", line: 1, message: "or `launch warm …`, not `sign-out`"),
        Bad(text: "launch warm\nfrobnicate", line: 2, message: "unknown command `frobnicate`"),
        Bad(text: "launch sideways", line: 1, message: "`launch` takes `cold` or `warm`"),
        Bad(text: "launch cold session=maybe", line: 1, message: "`maybe` is not a session"),
        Bad(text: "launch warm\nadvance 5", line: 2, message: "`5` is not a duration"),
        Bad(text: "launch warm\nadvance 1h", line: 2, message: "`1h` is not a duration"),
        Bad(text: "launch warm\nback now", line: 2, message: "`back` takes no arguments"),
        Bad(text: "launch warm\nback 0", line: 2, message: "a number of screens such as `back 2`"),
        Bad(
            text: "launch warm\npush", line: 2,
            message: "`push` takes a URL that shows the screen, or the screen's name"),
        Bad(text: "launch warm\npush shop://a shop://b", line: 2, message: "`push` takes one URL"),
        Bad(text: "launch warm\npush order(42) shop://b", line: 2, message: "`push` takes one URL"),
        Bad(text: "launch warm\npop-to", line: 2, message: "`pop-to` takes one argument"),
        Bad(text: "launch warm\npresent", line: 2, message: "`present` takes one argument (a modal)"),
        Bad(text: "launch warm\ndismiss a b", line: 2, message: "`dismiss` takes one argument"),
        Bad(text: "launch warm\npath", line: 2, message: "`path` takes a tab and the URLs"),
        Bad(
            text: "launch warm\nmodal-path checkout shipping", line: 2,
            message: "names each screen of the path by a URL"),
        Bad(
            text: "launch warm\nopen shop://x source=mail", line: 2,
            message: "unknown source `mail`: expected link, push"),
        Bad(text: "launch warm\nopen shop://x source=app", line: 2, message: "(a tap is `tap URL`)"),
        Bad(text: "launch warm\nopen shop://x source=restoration", line: 2, message: "unknown source `restoration`"),
        Bad(text: "launch warm\nopen shop://x via=push", line: 2, message: "unknown option `via=push`"),
        Bad(text: "launch cold shop://x source=mail", line: 1, message: "unknown source `mail`"),
        Bad(text: "launch cold source=push", line: 1, message: "`source=push` names where the launch link came from"),
        Bad(text: "launch warm source=push", line: 1, message: "unknown option `source=push` for `launch warm`"),
        Bad(text: "launch warm\nexpect handoff", line: 2, message: "`expect handoff` needs a value"),
        Bad(text: "launch warm\nexpect", line: 2, message: "`expect` needs what to check"),
        Bad(text: "launch warm\nexpect weather sunny", line: 2, message: "unknown expectation `weather`"),
        Bad(text: "launch warm\nsession-resolves unknown", line: 2, message: "not a settled session"),
        Bad(text: "launch cold shop://a shop://b", line: 1, message: "`launch cold` takes at most one URL"),
        Bad(
            text: "launch warm session=signed-in:alice gate=x", line: 1, message: "`launch warm` takes only `session=S`"
        ),
        // Issue 29: a stray word or an empty part is a malformed line, not part of the value.
        Bad(text: "launch warm\nexpect notice none extra", line: 2, message: "`expect notice` takes one word"),
        Bad(text: "launch warm\nexpect session signed-out now", line: 2, message: "`expect session` takes one word"),
        Bad(text: "launch warm\nexpect transition step jump", line: 2, message: "`expect transition` takes one word"),
        Bad(text: "launch warm\nexpect window main second", line: 2, message: "`expect window` takes one word"),
        Bad(text: "launch warm\nexpect location library >", line: 2, message: "has an empty part"),
        Bad(text: "launch warm\nexpect location > library", line: 2, message: "has an empty part"),
        Bad(text: "launch warm\nexpect location home >> product(5)", line: 2, message: "has an empty part"),
        Bad(text: "launch warm\nexpect modal checkout >", line: 2, message: "has an empty part"),
        Bad(text: "launch warm\nexpect pending shop://a shop://b", line: 2, message: "`expect pending` takes one URL"),
        Bad(text: "launch warm\nexpect confirmation none x", line: 2, message: "`expect confirmation` takes one URL"),
        Bad(text: "launch warm\nexpect handoff none x", line: 2, message: "`expect handoff` takes one URL"),
        Bad(text: "launch warm\nsaved now", line: 2, message: "`saved` takes no arguments"),
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

    /// Issue 39, item 6: the lines that reach every screen. A line, and either how it prints back
    /// once parsed, or a part of the message that refuses it.
    struct ReachLine: Sendable, CustomTestStringConvertible {
        var line: String
        var printsAs: String?
        var message: String?
        var testDescription: String { line }
    }

    static let reachLines: [ReachLine] = [
        // `push NAME`: the screen's name as `expect location` and `expect modal` print it.
        ReachLine(line: "push order(42)", printsAs: "push order(42)"),
        ReachLine(line: "push attachments", printsAs: "push attachments"),
        ReachLine(line: "push results(red shoes)", printsAs: "push results(red shoes)"),
        ReachLine(line: "push   review(5,2)  # a comment", printsAs: "push review(5,2)"),
        ReachLine(line: "push shop://orders/42", printsAs: "push shop://orders/42"),
        // `latency D for PATTERN`: one link rule's resolvers, from here on.
        ReachLine(line: "latency 5s for /orders/:id", printsAs: "latency 5s for /orders/:id"),
        ReachLine(line: "latency 1500ms for /search?q", printsAs: "latency 1500ms for /search?q"),
        ReachLine(line: "latency 120s for /", printsAs: "latency 2m for /"),
        ReachLine(line: "latency 0s for /r/:slug", printsAs: "latency 0s for /r/:slug"),
        ReachLine(line: "latency", message: "`latency` takes a duration and the rule it applies to"),
        ReachLine(line: "latency 5s", message: "`latency` takes a duration and the rule it applies to"),
        ReachLine(line: "latency 5s /orders/:id", message: "`latency 5s for /orders/:id`"),
        ReachLine(line: "latency 5s to /orders/:id", message: "`latency 5s for /orders/:id`"),
        ReachLine(line: "latency 5s for", message: "`latency` takes a duration and the rule it applies to"),
        ReachLine(line: "latency 5s for /orders/:id /billing", message: "one rule"),
        ReachLine(line: "latency five for /orders/:id", message: "`five` is not a duration"),
        ReachLine(line: "latency 5 for /orders/:id", message: "`5` is not a duration"),
        ReachLine(line: "latency 5s for orders/:id", message: "`orders/:id` is not a rule's pattern"),
        ReachLine(line: "latency 5s for shop://orders/42", message: "a rule's pattern, not a link"),
        ReachLine(line: "latency=5s", message: "unknown command `latency=5s`"),
    ]

    @Test(arguments: reachLines)
    func reachLine(_ c: ReachLine) {
        do {
            let script = try ScenarioScript.parse("launch warm\n" + c.line, file: "reach.scn")
            #expect(c.message == nil, "`\(c.line)` parsed")
            let command = script.lines.last?.command
            #expect(command?.scriptText == c.printsAs)
            // What it prints parses back to the same command.
            if let printed = c.printsAs {
                #expect(
                    try ScenarioScript.parse("launch warm\n" + printed, file: "t.scn").lines.last?.command == command)
            }
        } catch {
            #expect(c.message != nil, "\(error)")
            #expect(error.line == 2)
            #expect(error.message.contains(c.message ?? "-"), "\(error.message)")
        }
    }

    /// Every command, printed from the table and parsed back, is itself: parsing and printing
    /// cannot disagree on a word.
    static let printed: [ScenarioCommand] =
        [
            .action(.launchCold(.init())),
            .action(.launchCold(.init(link: "shop://orders/42", session: .expired("bob"), gates: ["forced-update"]))),
            .action(.launchCold(.init(session: .unknown, latency: .milliseconds(1500)))),
            .action(.launchWarm(session: nil)),
            .action(.launchWarm(session: .signedIn("alice"))),
            .action(.relaunch(.init(link: "shop://products/9", session: .signedOut, latency: .seconds(120)))),
            .action(.relaunch(.init())),
            .action(.open("shop://products/1", source: .link)),
            .action(.open("shop://products/1", source: .activity)),
            .action(.open("shop://products/1", source: .shortcut)),
            .action(.open("shop://products/1", source: .spotlight)),
            .action(.open("shop://orders/7", source: .intent)),
            .action(.open("shop://orders", source: .widget)),
            .action(.launchCold(.init(link: "shop://orders/42", source: .widget))),
            .action(.relaunch(.init(link: "shop://orders/42", session: .signedOut, source: .intent))),
            .action(.tap("shop://orders/42")),
            .action(.signIn("alice")), .action(.signInFails), .action(.signInCancel), .action(.sessionExpires),
            .action(.signOut), .action(.sessionResolves(.expired("alice"))), .action(.updateInstalled),
            .action(.raiseGate("onboarding")), .action(.background), .action(.foreground),
            .action(.advance(.seconds(30))), .action(.advance(.milliseconds(1))), .action(.back), .action(.popToRoot),
            .action(.select("search")), .action(.dismiss), .action(.dismissNotice),
            .action(.meetRequirement("step-up")), .action(.failRequirement("step-up")),
            .action(.cancelRequirement("step-up")), .action(.meetRequirement("unlock")),
            .action(.failRequirement("terms")), .action(.cancelRequirement("terms")),
            .action(.clearGate("onboarding")), .action(.edit), .action(.saved), .action(.answer(.leave)),
            .action(.answer(.stay)),
            .action(.raiseNotice("itemUnavailable")), .action(.discardPending),
            .action(.backCount(3)), .action(.push("shop://orders/42")), .action(.popTo("shop://orders")),
            .action(.push("order(42)")), .action(.push("results(red shoes)")),
            .action(.latency(.seconds(5), for: "/orders/:id")), .action(.latency(.milliseconds(1500), for: "/")),
            .action(.present("checkout")), .action(.dismissModal("checkout")),
            .action(.writePath(tab: "home", links: ["shop://products/5", "shop://products/5/reviews/2"])),
            .action(.writePath(tab: "account", links: [])),
            .action(.writeModalPath(modal: "checkout", links: ["shop://checkout/shipping"])),
            .action(.window("second")), .action(.closeWindow("second")),
            .action(.inWindow("second", .back)), .action(.inWindow("second", .push("shop://products/5"))),
            .action(.event(ScenarioEvent(json: #"{"noticeRaised":{"_0":"itemUnavailable"}}"#)!)),
            .action(.inWindow("second", .event(ScenarioEvent(json: #"{"popped":{}}"#)!))),
        ]
        + ScenarioExpectation.Subject.allCases.map { subject in
            // A value of the form each subject takes: one word, or parts between `>`.
            let value = [.location, .modal, .log].contains(subject) ? "x > y" : "x"
            return .expectation(ScenarioExpectation(subject, value))
        }

    @Test(arguments: printed)
    func printsWhatItParses(_ command: ScenarioCommand) throws {
        let script = try ScenarioScript.parse("launch warm\n" + command.scriptText, file: "t.scn")
        #expect(script.lines.last?.command == command, "\(command.scriptText)")
    }

    @Test func everyVerbIsPrintedBySomeCommand() {
        let printedVerbs = Set(
            Self.printed.map { $0.scriptText.split(separator: " ").first.map(String.init) ?? "" })
        #expect(printedVerbs == Set(ScenarioVerb.allCases.map(\.rawValue)))
    }

    @Test func theUnknownCommandMessageListsTheTable() {
        do {
            _ = try ScenarioScript.parse("launch warm\nfly", file: "t.scn")
        } catch {
            for verb in ScenarioVerb.allCases { #expect(error.message.contains(verb.rawValue)) }
        }
    }

    @Test("Names the schema lacks are malformed too, not failed expectations")
    func unknownTab() async {
        let runner = ScenarioRunner(schema: Shop())
        await #expect(throws: ScenarioError.self) {
            try await runner.run(text: "launch warm\nselect nowhere", file: "t.scn")
        }
    }

    @Test(
        "A session reads back from the form records print",
        arguments: [Session.unknown, .signedOut, .signedIn("alice"), .expired("bob:2")])
    func sessionsReadBackFromTheirDescription(_ session: Session) {
        #expect(session.scriptValue == session.description)
        #expect(Session(scriptValue: session.description) == session)
    }
}

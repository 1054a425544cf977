import ShopExample
import Testing
import Wayfinder
import WayfinderTesting

/// What the runner does with a parsed script: the log window of `expect log`, echoes.
@Suite("Scenario runner")
struct ScenarioRunnerTests {
    struct LogCase: Sendable, CustomTestStringConvertible {
        var name: String
        var script: String
        /// Line numbers of the `expect log` lines that must fail.
        var failing: [Int]
        var testDescription: String { name }
    }

    static let logCases: [LogCase] = [
        LogCase(
            name: "the first expect log searches every record since the start",
            script:
                "launch cold shop://orders/42 session=signed-out\nsign-in alice\nexpect log pending\nexpect log landed",
            failing: []),
        LogCase(
            name: "consecutive expect log lines search the same records",
            script: "launch warm session=signed-in:alice\nopen shop://r/summer\nexpect log redirected\n"
                + "expect modal none\nexpect log landed\nexpect log shop://products/5",
            failing: []),
        LogCase(
            name: "an action after an expect log opens a new window",
            script: "launch warm session=signed-in:alice\nopen shop://products/1\nexpect log landed\nback\n"
                + "expect log landed",
            failing: [5]),
        LogCase(
            name: "records of earlier windows are not searched again",
            script: "launch warm session=signed-in:alice\nopen shop://products/1\nexpect log landed\n"
                + "open shop://nowhere\nexpect log rejected\nexpect log landed",
            failing: [6]),
        LogCase(
            name: "a window is opened by the action, so a failed search moves it too",
            script: "launch warm session=signed-in:alice\nexpect log landed\nopen shop://products/1\nexpect log landed",
            failing: [2]),
    ]

    @Test(arguments: logCases)
    func expectLogSearchesItsWindow(_ c: LogCase) async throws {
        let runner = ScenarioRunner(schema: Shop(), accounts: Set(SimulatedShopBackend.accounts))
        let result = try await runner.run(text: c.script, file: "log.scn")
        #expect(result.failures.map(\.line) == c.failing, "\(result.failures)")
    }

    @Test func aSecretInAnExpectedPendingLinkIsRedactedInTheFailure() async throws {
        let runner = ScenarioRunner(schema: Shop(), accounts: Set(SimulatedShopBackend.accounts))
        let result = try await runner.run(
            text: "launch warm\nexpect pending shop://teams/7/invite/k3y-s3cret", file: "p.scn")
        let failure = try #require(result.failures.first)
        #expect(failure.expected == "shop://teams/7/invite/<redacted>")
        #expect(!failure.description.contains("k3y-s3cret"))
    }

    @Test func theUniversalLinkFormOfTheRightPlaceIsTheHandoffLink() async throws {
        let runner = ScenarioRunner(schema: Shop(), accounts: Set(SimulatedShopBackend.accounts))
        let result = try await runner.run(
            text: "launch cold https://shop.example.com/products/5 session=signed-in:alice\n"
                + "expect handoff https://shop.example.com/products/5\n"
                + "expect handoff https://www.shop.example.com/products/5/\n"
                + "expect handoff https://shop.example.com/products/6",
            file: "h.scn")
        #expect(result.failures.map(\.line) == [4], "\(result.failures)")
        let failure = try #require(result.failures.first)
        #expect(failure.expected != failure.actual, "a mismatch never prints the same link twice")
    }

    @Test func anUnbalancedModalExpectationIsAMismatchNotAMalformedLine() async throws {
        let runner = ScenarioRunner(schema: Shop(), accounts: Set(SimulatedShopBackend.accounts))
        let result = try await runner.run(
            text: "launch cold shop://checkout session=signed-in:alice\nexpect modal checkout(42", file: "m.scn")
        let failure = try #require(result.failures.first)
        #expect(failure.line == 2)
        #expect(failure.expected == "checkout(42")
        #expect(failure.actual == "checkout")
    }

    struct DescribeCase: Sendable, CustomTestStringConvertible {
        var event: NavigationEvent<Shop>
        var text: String
        /// Whether a script says it: time and a resolver's answer are only phrases, and a script
        /// names a screen by a link where the description names it.
        var isScriptLine = true
        var testDescription: String { text }
    }

    /// Failure messages name events in the words scripts use, from the same table.
    @Test(arguments: [
        DescribeCase(event: .gateCleared(.forcedUpdate), text: "update-installed"),
        DescribeCase(event: .signInCancelled, text: "sign-in-cancel"),
        DescribeCase(event: .popped, text: "back"),
        DescribeCase(event: .tabSelected(.account), text: "select account"),
        DescribeCase(event: .sessionResolved(.expired("bob")), text: "session-resolves expired:bob"),
        DescribeCase(
            event: .linkReceived("shop://reset-password/k3y", source: .push),
            text: "open shop://reset-password/<redacted> source=push"),
        DescribeCase(
            event: .launched(.init(.cold, session: .signedOut, link: "https://shop.example.com/teams/7/invite/k3y")),
            text: "launch cold shop://teams/7/invite/<redacted> session=signed-out"),
        DescribeCase(event: .timePassed, text: "time-passes", isScriptLine: false),
        // Each of these printed a Swift name, a phrase or a line that means something else.
        DescribeCase(event: .routeRequested(.order(id: "42"), source: .app), text: "tap shop://orders/42"),
        DescribeCase(
            event: .launched(.init(.cold, session: .signedOut, link: "shop://orders/42", source: .push)),
            text: "launch cold shop://orders/42 session=signed-out source=push"),
        DescribeCase(event: .modalDismissed(.checkout), text: "dismiss checkout"),
        DescribeCase(event: .confirmationAnswered(.leave), text: "leave"),
        DescribeCase(event: .noticeRaised(.itemUnavailable), text: "notice itemUnavailable"),
        DescribeCase(event: .pendingDiscarded, text: "discard-pending"),
        DescribeCase(event: .unsavedInputChanged(true), text: "edit"),
        DescribeCase(event: .unsavedInputChanged(false), text: "saved"),
        DescribeCase(event: .poppedTo(.orders), text: "pop-to orders", isScriptLine: false),
    ])
    func describeSpeaksScriptWords(_ c: DescribeCase) throws {
        let text = NavigationHarness(schema: Shop()).describe(c.event)
        #expect(text == c.text)
        if c.isScriptLine {
            #expect(throws: Never.self) { try ScenarioScript.parse("launch warm\n" + text, file: "d.scn") }
        }
    }
}

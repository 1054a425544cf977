import ShopExample
import Testing
import Wayfinder
import WayfinderTesting

/// Issue 39, item 6: scripts reach every screen. A screen no link shows is pushed by its name
/// (on a tab's stack and inside a modal's flow), and one link rule's resolvers can be slow from
/// any line on, without slowing the others.
@Suite("Scenario scripts reach every screen")
struct ScenarioReachTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var script: String
        var testDescription: String { name }
    }

    static let plays: [Case] = [
        Case(
            name: "push NAME on a tab's stack: screens no link shows",
            script: """
                launch warm session=signed-in:alice
                select account
                push teams
                push team(7)
                expect location account > teams > team(7)
                """),
        Case(
            name: "push NAME inside a modal's flow: a screen only the person reaches",
            script: """
                launch warm session=signed-in:alice
                open shop://compose?text=Hi
                push attachments
                expect modal compose > draft > attachments
                back
                expect modal compose > draft
                """),
        Case(
            name: "push NAME of a tab's screen inside a flow, and of a flow's screen that has a link",
            script: """
                launch warm session=signed-in:alice
                open shop://checkout
                push shipping
                push product(5)
                expect modal checkout > shipping > product(5)
                """),
        Case(
            name: "push NAME of a screen a link of the script shows, with a space in its name",
            script: """
                launch warm session=signed-out
                open shop://search?q=red%20shoes
                select home
                select search
                back
                push results(red shoes)
                expect location search > results(red shoes)
                """),
        Case(
            name: "push NAME decides like a push: a screen that needs sign-in is refused signed out",
            script: """
                launch warm session=signed-out
                select account
                push teams
                expect location account
                expect log rejected teams
                """),
        Case(
            name: "latency D for PATTERN: only that rule's resolver times out",
            script: """
                launch cold session=signed-in:alice
                latency 11s for /orders/:id
                open shop://invoices/7
                expect location account > billing > invoice(7)
                open shop://orders/5
                advance 9s
                expect location account > billing > invoice(7)
                expect notice none
                advance 2s
                expect notice linkUnavailable
                open https://shop.example.com/projects/42
                expect location home > project(42)
                """),
        Case(
            name: "latency D for PATTERN beside the global latency=, which stays for the others",
            script: """
                launch cold session=signed-in:alice latency=2s
                latency 11s for /orders/:id
                open shop://invoices/7
                advance 2s
                expect location account > billing > invoice(7)
                open shop://orders/5
                advance 9s
                expect notice none
                advance 2s
                expect notice linkUnavailable
                """),
        Case(
            name: "latency D for PATTERN holds across a relaunch, and 0s makes it fast again",
            script: """
                launch warm session=signed-in:alice
                latency 30s for /invoices/:id
                background
                relaunch
                open shop://invoices/7
                expect location home
                advance 11s
                expect notice linkUnavailable
                latency 0s for /invoices/:id
                open shop://invoices/7
                expect location account > billing > invoice(7)
                """),
    ]

    @Test(arguments: plays)
    func played(_ c: Case) async throws {
        let result = try await ScenarioRunner(schema: Shop(), accounts: ["alice", "bob"]).run(
            text: c.script, file: "reach.scn")
        #expect(result.passed, "\(result.failures) \(result.violations)")
    }

    /// The harness under the script word: one rule's resolvers wait, the others answer at once.
    @Test("NavigationHarness.latencies: only that rule's resolver times out")
    func harnessLatencies() async {
        var harness = NavigationHarness(schema: Shop())
        harness.latencies["/orders/:id"] = .seconds(11)
        await harness.send(.launched(.init(.cold, session: .signedIn("alice"), link: "shop://orders/5")))
        #expect(harness.state.inFlight != nil, "the order's resolver has not answered")
        await harness.advance(by: .seconds(11))
        #expect(harness.state.notice == .linkUnavailable, "it timed out after 10 s")
        #expect(harness.records.last?.outcome == .unavailable)
        await harness.send(.linkReceived("shop://invoices/7", source: .link))
        #expect(harness.state.location.description == "account > billing > invoice(7)", "no wait for another rule")
        await harness.send(.linkReceived("shop://projects/42", source: .link))
        #expect(harness.state.location.description == "home > project(42)")
    }

    /// A script the runner refuses, the line it names, and a part of its message.
    struct Refusal: Sendable, CustomTestStringConvertible {
        var script: String
        var line: Int
        var message: String
        var testDescription: String { script.split(separator: "\n").last.map(String.init) ?? script }
    }

    static let refusals: [Refusal] = [
        Refusal(
            script: "launch warm\npush attic", line: 2,
            message: "unknown screen `attic`: `push` names a screen as `expect location` prints it"),
        Refusal(script: "launch warm\npush order(43)", line: 2, message: "push any other by a link that shows it"),
        Refusal(
            script: "launch warm session=signed-in:alice\npush attachments", line: 2,
            message: "`attachments` is a screen of compose's flow, and compose is not up"),
        Refusal(
            script: "launch warm session=signed-in:alice\nopen shop://checkout\npush attachments", line: 3,
            message: "`attachments` is a screen of compose's flow, and the push would go into checkout's"),
        Refusal(
            script: "launch warm\nlatency 5s for /order/:id", line: 2,
            message: "no link rule of the schema is `/order/:id`: its patterns are /, /products/:id"),
    ]

    @Test(arguments: refusals)
    func refused(_ c: Refusal) async {
        do {
            _ = try await ScenarioRunner(schema: Shop()).run(text: c.script, file: "reach.scn")
            Issue.record("`\(c.script)` ran")
        } catch {
            #expect(error.line == c.line)
            #expect(error.message.contains(c.message), "\(error.message)")
        }
    }
}

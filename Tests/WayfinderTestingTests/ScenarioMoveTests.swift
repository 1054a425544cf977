import ShopExample
import Testing
import Wayfinder
import WayfinderTesting

/// The moves a journal records and scripts now play: `push`, `pop-to`, `back N`, `present`,
/// `dismiss MODAL`, `path` and `modal-path`.
@Suite("Scenario moves")
struct ScenarioMoveTests {
    struct MoveCase: Sendable, CustomTestStringConvertible {
        var name: String
        var script: String
        var testDescription: String { name }
    }

    static let moves: [MoveCase] = [
        MoveCase(
            name: "push names the screen by the link that shows it",
            script: """
                launch warm session=signed-in:alice
                select account
                push shop://orders
                push shop://orders/42
                expect location account > orders > order(42)
                """),
        MoveCase(
            name: "back N pops N screens, pop-to goes back to a screen",
            script: """
                launch warm session=signed-in:alice
                path home shop://products/5 shop://products/5/reviews/2
                expect location home > product(5) > review(5,2)
                back 2
                expect location home
                path home shop://products/5 shop://products/5/reviews/2
                pop-to shop://products/5
                expect location home > product(5)
                """),
        MoveCase(
            name: "present, a modal path and dismiss MODAL",
            script: """
                launch warm session=signed-in:alice
                present checkout
                modal-path checkout shop://checkout/shipping
                expect modal checkout > shipping
                dismiss signIn
                expect modal checkout > shipping
                dismiss checkout
                expect modal none
                """),
    ]

    @Test(arguments: moves)
    func plays(_ c: MoveCase) async throws {
        let result = try await ScenarioRunner(schema: Shop()).run(text: c.script, file: "moves.scn")
        #expect(result.passed, "\(result.failures) \(result.violations)")
    }

    struct BadCase: Sendable, CustomTestStringConvertible {
        var script: String
        var message: String
        var testDescription: String { script }
    }

    static let bad: [BadCase] = [
        BadCase(script: "launch warm\npresent nowhere", message: "unknown modal `nowhere`: expected one of "),
        BadCase(script: "launch warm\ndismiss nowhere", message: "unknown modal `nowhere`"),
        BadCase(script: "launch warm\npush shop://", message: "`shop://` shows no screen on top of its destination"),
        BadCase(script: "launch warm\npush shop://nowhere/7", message: "names no screen"),
        BadCase(script: "launch warm\npath attic shop://orders", message: "unknown tab `attic`"),
        BadCase(
            script: "launch warm\npush shop://reset-password/s3cr3t-token",
            message: "`shop://reset-password/<redacted>` shows no screen"),
    ]

    @Test(arguments: bad)
    func rejects(_ c: BadCase) async {
        do {
            _ = try await ScenarioRunner(schema: Shop()).run(text: c.script, file: "bad.scn")
            Issue.record("`\(c.script)` ran")
        } catch {
            #expect(error.line == 2)
            #expect(error.message.contains(c.message), "\(error.message)")
            #expect(!error.message.contains("s3cr3t"))
        }
    }

    @Test func echoesRedactEveryLinkOfAPath() async throws {
        let result = try await ScenarioRunner(schema: Shop()).run(
            text: "launch warm session=signed-in:alice\npath home shop://products/5 shop://products/5/reviews/2",
            file: "echo.scn")
        #expect(result.steps.last?.command == "path home shop://products/5 shop://products/5/reviews/2")
        #expect(result.steps.last?.location.description == "home > product(5) > review(5,2)")
    }
}

/// The invariants, typed: the eleven of one window and the two between windows.
@Suite("Invariants")
struct InvariantTests {
    @Test func theInvariantsAreNumberedOneToThirteen() {
        #expect(Invariant.allCases.map(\.number) == Array(1...13))
        #expect(Set(Invariant.allCases.map(\.sentence)).count == 13)
        #expect(Invariant.backWalksToRoot.description == "invariant 7")
    }

    @Test func aViolationPrintsItsInvariantsNumber() {
        let violation = InvariantViolation(.accessHolds, "order(42) is visible", context: "after back at 1.000s")
        #expect(violation.description == "after back at 1.000s: invariant 2: order(42) is visible")
        #expect(InvariantViolation(.oneRecordWithoutSecrets, "x").description == "invariant 10: x")
    }
}

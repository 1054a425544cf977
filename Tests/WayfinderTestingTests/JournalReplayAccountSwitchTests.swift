import Foundation
import ShopExample
import Testing

@testable import Wayfinder
@testable import WayfinderTesting

/// A sign-in link that switched accounts, replayed: the journal says that another account signed
/// in, never whose, and the replay signs in an account other than the one it has at that point.
@Suite("Replay of an account switch")
@MainActor
struct JournalReplayAccountSwitchTests {
    /// Alice is signed in and on her order; her session expires (the order waits for sign-in as
    /// the place to return to); Bob's sign-in link signs Bob in (Alice's order is not his: it is
    /// dropped); then Bob opens his own order.
    static func journey() async -> Navigator<Shop> {
        let navigator = Navigator(schema: Shop(), clock: ManualClock())
        navigator.launch(.warm, session: .signedIn("alice"))
        navigator.open("shop://orders/42")
        await navigator.settle()
        navigator.sessionExpired()
        navigator.open("shop://sign-in/bob-ok")
        await navigator.settle()
        navigator.open("shop://orders/150")
        await navigator.settle()
        return navigator
    }

    @Test func theJournalSaysAnotherAccountSignedInButNotWhose() async {
        let navigator = await Self.journey()
        #expect(navigator.state.session == .signedIn("bob"))
        let text = String(decoding: navigator.journal.exportJSON(), as: UTF8.self)
        #expect(!text.contains("bob") && !text.contains("alice"), "\(text)")
        let answers = navigator.journal.entries.compactMap { entry -> String? in
            if case .resolutionFinished(_, let answer) = entry.event { "\(answer)" } else { nil }
        }
        #expect(answers == ["proceed", "signs-in another account", "proceed"])
    }

    @Test func theReplayReproducesTheSwitchOnTheSameSchema() async throws {
        let navigator = await Self.journey()
        let file = JournalFile.read(navigator.journal.exportJSON())
        #expect(file.problem == nil)
        let outcome = await JournalReplay(schema: Shop(), accounts: SimulatedShopBackend.accounts).replay(file)
        #expect(outcome.problem == nil, "\(outcome.problem ?? "")")
        #expect(outcome.differences.isEmpty, "\(outcome.differences.map(\.description).joined(separator: "\n"))")
        #expect(outcome.violations.isEmpty, "\(outcome.violations)")
        // The script signs in an account other than the one whose session expired.
        #expect(outcome.script.contains("launch warm session=signed-in:alice"), "\(outcome.script)")
        #expect(outcome.script.contains("open shop://sign-in/bob-ok"), "\(outcome.script)")
        #expect(!outcome.script.contains("sign-in/alice-ok"), "\(outcome.script)")
        let result = try await ScenarioRunner(schema: Shop(), accounts: Set(SimulatedShopBackend.accounts))
            .run(text: outcome.script + "expect session signed-in:bob\n", file: "switch.scn")
        #expect(result.passed, "\(result.failures)")
    }

    /// The same account signing in again by its link is no switch: the replay signs in the
    /// account whose session expired, and the waiting order lands.
    @Test func aSignInLinkForTheSameAccountReplaysAsTheSameAccount() async {
        let navigator = Navigator(schema: Shop(), clock: ManualClock())
        navigator.launch(.warm, session: .signedIn("bob"))
        navigator.open("shop://orders/150")
        await navigator.settle()
        navigator.sessionExpired()
        navigator.open("shop://sign-in/bob-ok")
        await navigator.settle()
        #expect(navigator.state.location.stack == [.orders, .order("150")])
        // The journal calls Bob account-1, which the replay plays as its first account (alice):
        // Alice's link is then the link that signs in the same account.
        let outcome = await JournalReplay(schema: Shop(), accounts: ["bob", "alice"])
            .replay(JournalFile.read(navigator.journal.exportJSON()))
        #expect(outcome.differences.isEmpty, "\(outcome.differences.map(\.description).joined(separator: "\n"))")
        #expect(outcome.script.contains("open shop://sign-in/bob-ok"), "\(outcome.script)")
    }
}

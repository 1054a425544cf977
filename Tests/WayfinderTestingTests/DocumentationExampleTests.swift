import ShopExample
import Testing
import Wayfinder
import WayfinderTestStore
import WayfinderTesting

/// The examples of the article "Testing navigation without a simulator", kept compiling and true.
@Suite("Documentation examples")
struct DocumentationExampleTests {
    @Test func anOrderLinkWaitsForSignInThenLands() async {
        var harness = NavigationHarness(schema: Shop())
        harness.checks = InvariantChecker(schema: Shop()).checks

        await harness.send(.launched(.init(.cold, session: .signedOut, link: "shop://orders/42")))
        #expect(harness.state.modal == .signIn)
        #expect(harness.state.pending?.display == "shop://orders/42")

        let records = await harness.send(.signedIn("alice"))
        #expect(harness.state.location.description == "account > orders > order(42)")
        #expect(records.map(\.outcome) == [.landed])
        #expect(harness.violations.isEmpty)
    }

    @Test func aSlowResolverTimesOutOnTheManualClock() async {
        var harness = NavigationHarness(schema: Shop())
        harness.latency = .seconds(30)
        await harness.send(.launched(.init(.warm, session: .signedIn("alice"))))
        await harness.send(.linkReceived("shop://orders/42", source: .push))
        #expect(harness.state.inFlight != nil)

        let records = await harness.advance(by: .seconds(11))
        #expect(records.map(\.outcome) == [.unavailable])
        #expect(harness.state.notice == .linkUnavailable)
    }

    @Test func expiryKeepsTheLocationToReturnTo() async {
        var store = await NavigationTestStore(
            schema: Shop(), launch: .init(.cold, session: .signedIn("alice"), link: "shop://orders/42"))
        await store.send(.sessionExpired) {
            $0.session = .expired("alice")
            $0.stack = []
            $0.modal = .signIn
            $0.notice = .sessionExpired
            $0.pending = "shop://orders/42"
        }
        await store.send(.signedIn("alice"), records: [.landed]) {
            $0.session = .signedIn("alice")
            $0.modal = nil
            $0.notice = nil
            $0.pending = nil
            $0.location(.account, [.orders, .order("42")])
        }
    }

    @Test func aMismatchListsEveryDifference() async {
        var store = await NavigationTestStore(
            schema: Shop(), launch: .init(.cold, session: .signedOut, link: "shop://orders/42"))
        await withKnownIssue {
            await store.send(.signedIn("alice")) { $0.session = .signedIn("alice") }
        }
        let mismatch = store.failures.last
        #expect(mismatch?.description.hasPrefix("after sign-in alice:") == true)
        #expect(mismatch?.description.contains("modal: expected signIn, got none") == true)
        #expect(mismatch?.description.contains("pending: expected shop://orders/42, got none") == true)
    }

    @Test func scriptsRunFromSwiftTesting() async throws {
        let script = """
            launch cold shop://billing session=expired:alice
            expect modal signIn
            sign-in alice
            expect location account > billing
            """
        let runner = ScenarioRunner(schema: Shop(), accounts: Set(SimulatedShopBackend.accounts))
        let result = try await runner.run(text: script, file: "billing.scn")
        #expect(result.failures.isEmpty && result.violations.isEmpty)  // on failure, prints just these two
    }

    @Test func theAuditFromAnAppsOwnTests() async {
        let report = await Audit(schema: Shop(), account: "alice").run()
        #expect(report.passed, "\(report.failures)")
    }
}

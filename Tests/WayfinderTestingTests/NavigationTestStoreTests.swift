import ShopExample
import Testing
import Wayfinder
import WayfinderTestStore
import WayfinderTesting

/// The test store reports where the test stated the step, checks records, and fails a stated
/// change that did not happen.
@Suite("Navigation test store")
struct NavigationTestStoreTests {
    static func signedOutOrder() async -> NavigationTestStore<Shop> {
        await NavigationTestStore(schema: Shop(), launch: .init(.cold, session: .signedOut, link: "shop://orders/42"))
    }

    @Test func aFailureIsReportedAtTheCallersLine() async {
        var store = await Self.signedOutOrder()
        let expectedLine = #line + 2  // the line of `store.send` below
        await withKnownIssue {
            await store.send(.signedIn("alice")) { $0.session = .signedIn("alice") }
        } matching: { issue in
            issue.sourceLocation?.line == expectedLine
                && issue.sourceLocation?.fileID.hasSuffix("NavigationTestStoreTests.swift") == true
        }
        #expect(store.failures.map(\.line) == [expectedLine])
    }

    @Test func aChangeInsideAModalsStackIsAVisibleChange() async {
        var store = await NavigationTestStore(schema: Shop(), launch: .init(.warm, session: .signedIn("alice")))
        await store.send(.linkReceived("shop://checkout/payment", source: .link)) {
            $0.presented = ModalPresentation(.checkout, stack: [.shipping, .payment])
        }
        await withKnownIssue {
            await store.send(.popped)
        }
        #expect(
            store.failures.last?.differences == [
                "modal: expected checkout > shipping > payment, got checkout > shipping"
            ])
        await store.send(.modalDismissed(.checkout)) { $0.modal = nil }
    }

    @Test func aStatedChangeWhenNothingChangedFails() async {
        var store = await NavigationTestStore(schema: Shop(), launch: .init(.warm, session: .signedIn("alice")))
        await withKnownIssue {
            // Back at a tab root does nothing; stating a change must not pass.
            await store.send(.popped) { $0.stack = [] }
        }
        #expect(store.failures.last?.differences == ["expected a change, but nothing visible changed"])
    }

    @Test func anUnstatedChangeFails() async {
        var store = await NavigationTestStore(schema: Shop(), launch: .init(.warm, session: .signedIn("alice")))
        await withKnownIssue {
            await store.send(.linkReceived("shop://products/1", source: .link))
        }
        #expect(store.failures.last?.differences == ["stack of home: expected root, got product(1)"])
    }

    @Test func recordsAreCheckedInOrder() async {
        var store = await Self.signedOutOrder()
        let step = await store.send(
            .linkReceived("shop://products/1", source: .link), records: [.superseded, .pending]
        ) {
            $0.pending = "shop://products/1"
        }
        #expect(store.failures.isEmpty, "\(store.failures)")
        #expect(step.records.map(\.outcome) == [.superseded, .pending])
        #expect(step.effects.count >= 2)

        await withKnownIssue {
            await store.send(.signedIn("alice"), records: [.unavailable]) {
                $0.session = .signedIn("alice")
                $0.modal = nil
                $0.pending = nil
                $0.location(.home, [.product("1")])
            }
        }
        #expect(store.failures.last?.differences.first?.hasPrefix("records: expected unavailable, got landed ") == true)
    }

    @Test func effectsOfAResolverAreThere() async {
        var store = await NavigationTestStore(
            schema: Shop(), launch: .init(.warm, session: .signedIn("alice")), latency: .seconds(1))
        let step = await store.send(.linkReceived("shop://orders/42", source: .link))
        #expect(
            step.effects.contains {
                if case .startResolution = $0 { true } else { false }
            })
        await store.advance(by: .seconds(1), records: [.landed]) { $0.location(.account, [.orders, .order("42")]) }
        #expect(store.failures.isEmpty, "\(store.failures)")
    }
}

import ShopExample
import Testing
import Wayfinder
import WayfinderTestStore
import WayfinderTesting

@Suite("Session changes")
struct SessionTests {
    @Test("Expiry removes protected screens from every stack at once and keeps the location to return to")
    func expiry() async throws {
        var store = await NavigationTestStore(
            schema: Shop(), launch: .init(.cold, session: .signedIn("alice"), link: "shop://projects/3"))
        await store.send(.linkReceived("shop://orders/42", source: .link)) {
            $0.stacks[.home] = [.project("3")]
            $0.location(.account, [.orders, .order("42")])
        }
        await store.send(.sessionExpired) {
            $0.session = .expired("alice")
            $0.stacks = [:]
            $0.modal = .signIn
            $0.notice = .sessionExpired
            $0.pending = "shop://orders/42"
        }
        await store.send(.signedIn("alice")) {
            $0.session = .signedIn("alice")
            $0.modal = nil
            $0.notice = nil
            $0.pending = nil
            $0.stack = [.orders, .order("42")]
        }
    }

    @Test("Switching account clears the other account's screens and pending location")
    func accountSwitch() async throws {
        var store = await NavigationTestStore(
            schema: Shop(), launch: .init(.cold, session: .signedIn("alice"), link: "shop://billing"))
        await store.send(.sessionExpired) {
            $0.session = .expired("alice")
            $0.stack = []
            $0.modal = .signIn
            $0.notice = .sessionExpired
            $0.pending = "shop://billing"
        }
        let step = await store.send(.signedIn("bob")) {
            $0.session = .signedIn("bob")
            $0.modal = nil
            $0.notice = nil
            $0.pending = nil
        }
        #expect(step.records.map(\.outcome) == [.discarded])
    }

    @Test("Sign-out leaves the person on the tab root and keeps public screens")
    func signOut() async throws {
        var store = await NavigationTestStore(
            schema: Shop(), launch: .init(.cold, session: .signedIn("alice"), link: "shop://products/1"))
        await store.send(.linkReceived("shop://teams/3/invite/valid", source: .link)) {
            $0.location(.account, [.teams, .team("3")])
        }
        await store.send(.signedOut) {
            $0.session = .signedOut
            $0.stack = []
        }
        #expect(store.visible.stacks[.home] == [.product("1")])
    }
}

import Foundation
import ShopExample
import Testing
import Wayfinder
import WayfinderTesting

@Suite("The duplicate window")
@MainActor
struct DuplicateWindowTests {
    @Test("The same link again is a duplicate; links that differ only by a secret are not")
    func secretsTellLinksApart() async {
        let navigator = Navigator(schema: Shop(), clock: ManualClock())
        navigator.launch(.cold, url: nil, session: .signedIn("alice"))
        await navigator.settle()
        navigator.open("shop://reset-password/first")
        await navigator.settle()
        navigator.open("shop://reset-password/second")
        await navigator.settle()
        navigator.open("SHOP://reset-password/second")
        await navigator.settle()
        let outcomes = navigator.log.records.filter { $0.pattern == "/reset-password/:code" }.map(\.outcome)
        #expect(outcomes.last == .duplicate)
        #expect(outcomes.filter { $0 == .duplicate }.count == 1)
    }
}

/// The duplicate window's fast path: the same text again is found without matching it, makes
/// the same record as a duplicate found by its route, and keeps no secret in the state.
@Suite("A duplicate, found by its text")
struct DuplicateByTextTests {
    let coordinator = Coordinator(schema: Shop())

    func launched() -> NavigationState<Shop> {
        var state = NavigationState(schema: Shop())
        _ = coordinator.reduce(&state, .launched(.init(.warm, session: .signedIn("alice"))), at: .zero)
        return state
    }

    static func records(_ effects: [NavigationEffect<Shop>]) -> [DecisionRecord] {
        effects.compactMap { if case .record(let record) = $0 { record } else { nil } }
    }

    @Test(
        "The same text and another text for the same route make the same duplicate record",
        arguments: [
            (
                "shop://reset-password/abc123secret", "shop://reset-password/abc123secret",
                "shop://reset-password/<redacted>", "/reset-password/:code"
            ),
            (
                "shop://reset-password/abc123secret", "SHOP://reset-password/abc123secret",
                "shop://reset-password/<redacted>", "/reset-password/:code"
            ),
            (
                "shop://no/such/place?token=abc123secret", "shop://no/such/place?token=abc123secret",
                "shop://no/…", nil
            ),
        ] as [(String, String, String, String?)])
    func sameRecord(first: String, again: String, link: String, pattern: String?) throws {
        var state = launched()
        _ = coordinator.reduce(&state, .linkReceived(first, source: .link), at: NavigationTime(.seconds(1)))
        let duplicate = try #require(
            Self.records(
                coordinator.reduce(
                    &state, .linkReceived(again, source: .push), at: NavigationTime(.milliseconds(1_500)))
            ).first)
        #expect(duplicate.outcome == .duplicate)
        #expect(duplicate.link == link)
        #expect(duplicate.pattern == pattern)
        #expect(duplicate.source == .push)
        #expect(duplicate.reason == .duplicate(since: .milliseconds(500), window: .seconds(1)))
        #expect(!duplicate.description.contains("abc123secret"))
    }

    @Test("The window remembers fingerprints and the redacted link, never the link's secret")
    func noSecretInTheWindow() {
        var state = launched()
        let link = "shop://no/such/place?token=abc123secret"
        _ = coordinator.reduce(&state, .linkReceived(link, source: .link), at: NavigationTime(.seconds(1)))
        #expect(state.pending == nil && state.inFlight == nil)
        #expect(!String(reflecting: state).contains("abc123secret"))
    }

    @Test("A duplicate record reads, compares and codes as the sentence it renders")
    func typedReason() throws {
        var state = launched()
        _ = coordinator.reduce(
            &state, .linkReceived("shop://orders/42", source: .link), at: NavigationTime(.seconds(1)))
        let duplicate = try #require(
            Self.records(
                coordinator.reduce(
                    &state, .linkReceived("shop://orders/42", source: .link), at: NavigationTime(.seconds(2)))
            )
            .first)
        var plain = duplicate
        plain.reason = .described(duplicate.reason.description)
        #expect(plain == duplicate)
        #expect(plain.hashValue == duplicate.hashValue)
        let decoded = try JSONDecoder().decode(DecisionRecord.self, from: JSONEncoder().encode(duplicate))
        #expect(decoded == duplicate)
        #expect(decoded.reason == duplicate.reason)
    }

    @Test("reduce(into:) appends after what the buffer holds and matches the returning form")
    func intoBuffer() {
        var first = launched()
        var second = first
        let events: [NavigationEvent<Shop>] = [
            .linkReceived("shop://products/7", source: .link), .linkReceived("shop://products/7", source: .link),
            .timePassed, .screenPushed(.product("1")),
        ]
        var buffer: [NavigationEffect<Shop>] = [.saveSnapshot(Data())]
        var returned: [NavigationEffect<Shop>] = [.saveSnapshot(Data())]
        for (index, event) in events.enumerated() {
            let time = NavigationTime(.seconds(2) + .milliseconds(100 * index))
            coordinator.reduce(&first, event, at: time, into: &buffer)
            returned += coordinator.reduce(&second, event, at: time)
        }
        #expect(buffer.count == returned.count)
        #expect(Self.records(buffer) == Self.records(returned))
        #expect(Self.records(buffer).map(\.outcome) == [.landed, .duplicate])
        #expect({ if case .saveSnapshot = buffer.first { true } else { false } }())
        #expect(first == second)
    }
}

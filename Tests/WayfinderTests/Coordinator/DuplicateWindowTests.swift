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

/// The window holds every distinct link of the last second: looking one up must not depend on
/// how many it holds, and forgetting the oldest must not change what the others find, how the
/// state compares, or how it prints.
@Suite("The duplicate window, many links")
struct DuplicateWindowManyLinksTests {
    let coordinator = Coordinator(schema: Shop())

    func launched() -> NavigationState<Shop> {
        var state = NavigationState(schema: Shop())
        _ = coordinator.reduce(&state, .launched(.init(.warm, session: .signedIn("alice"))), at: .zero)
        return state
    }

    func outcome(
        of link: String, in state: inout NavigationState<Shop>, at time: NavigationTime
    ) -> DecisionOutcome? {
        DuplicateByTextTests.records(coordinator.reduce(&state, .linkReceived(link, source: .link), at: time))
            .first?.outcome
    }

    static func at(milliseconds: Int) -> NavigationTime { NavigationTime(.milliseconds(milliseconds)) }

    @Test("After the oldest of 300 links leave the window, they are new again and the rest still duplicates")
    func partlyForgotten() {
        var state = launched()
        for index in 1...300 {
            #expect(
                outcome(of: "shop://products/\(index)", in: &state, at: Self.at(milliseconds: 1_000 + index))
                    != .duplicate)
        }
        // At 2.150 s the links that came at or before 1.150 s have left the window.
        #expect(outcome(of: "shop://products/100", in: &state, at: Self.at(milliseconds: 2_150)) != .duplicate)
        #expect(outcome(of: "shop://products/150", in: &state, at: Self.at(milliseconds: 2_150)) != .duplicate)
        #expect(outcome(of: "shop://products/151", in: &state, at: Self.at(milliseconds: 2_150)) == .duplicate)
        #expect(outcome(of: "shop://products/300", in: &state, at: Self.at(milliseconds: 2_150)) == .duplicate)
        // Another text for a remembered route is found by the route.
        #expect(outcome(of: "SHOP://products/250", in: &state, at: Self.at(milliseconds: 2_150)) == .duplicate)
        // A link received again after it was forgotten is remembered again.
        #expect(outcome(of: "shop://products/100", in: &state, at: Self.at(milliseconds: 2_160)) == .duplicate)
        // Later still, only the links received again remain.
        #expect(outcome(of: "shop://products/300", in: &state, at: Self.at(milliseconds: 2_400)) != .duplicate)
        #expect(outcome(of: "shop://products/150", in: &state, at: Self.at(milliseconds: 2_400)) == .duplicate)
        #expect(outcome(of: "shop://products/100", in: &state, at: Self.at(milliseconds: 3_160)) != .duplicate)
    }

    @Test("Two states that remember the same links compare, hash and print alike, whatever they forgot")
    func forgettingLeavesNoTrace() {
        var forgot = launched()
        var never = launched()
        for index in 1...40 {
            _ = outcome(of: "shop://products/\(index)", in: &forgot, at: Self.at(milliseconds: 1_000 + index))
        }
        _ = outcome(of: "shop://products/7", in: &forgot, at: Self.at(milliseconds: 2_100))
        _ = outcome(of: "shop://products/7", in: &never, at: Self.at(milliseconds: 2_100))
        let horizon = Duration.seconds(60)
        let (a, b) = (forgot.canonical(horizon: horizon), never.canonical(horizon: horizon))
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        #expect(a.description == b.description)
    }

    @Test("The state prints the links of the window, oldest first")
    func printed() throws {
        var state = launched()
        _ = outcome(of: "shop://products/7", in: &state, at: Self.at(milliseconds: 1_000))
        _ = outcome(of: "shop://no/such/place", in: &state, at: Self.at(milliseconds: 1_100))
        let text = state.description
        let start = try #require(text.range(of: "recentLinks: [")).upperBound
        let list = text[start...]
        let first = try #require(list.range(of: "display: \"shop://products/7\""))
        let second = try #require(list.range(of: "display: \"shop://no/…\""))
        #expect(first.lowerBound < second.lowerBound)
        #expect(list.hasPrefix("Wayfinder.RecentLink(key: Wayfinder.RecentLink.Key.route("))
    }
}

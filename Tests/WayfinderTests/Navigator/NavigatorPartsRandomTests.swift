import Foundation
import Testing
import Wayfinder
import WayfinderTesting

/// The navigator publishes a step by comparing the state with what its parts hold, not with the
/// state before the event: over random schemas and random sequences, every part reads back what
/// the state holds after every step, in a one-window app and in each window of two.
@Suite("Navigator parts over random schemas")
@MainActor
struct NavigatorPartsRandomTests {
    static let seeds = RandomSchemaTests.seeds.prefix(24)
    static let sequencesPerSchema = 3

    /// What each part shows that differs from `state`, named.
    static func mismatches(_ navigator: Navigator<RandomSchema>, _ state: NavigationState<RandomSchema>) -> [String] {
        var found: [String] = []
        if navigator.selectedTab != state.selectedTab { found.append("selected tab") }
        if navigator.modal != state.modal { found.append("modal") }
        if navigator.presented != state.presented { found.append("presented") }
        if navigator.notice != state.notice { found.append("notice") }
        if navigator.session != state.session { found.append("session") }
        if navigator.pending?.id != state.pending?.id || navigator.pending?.reason != state.pending?.reason {
            found.append("pending")
        }
        if navigator.confirmation?.id != state.confirmation?.id { found.append("confirmation") }
        for tab in navigator.schema.tabs where navigator.stack(for: tab) != state.stack(for: tab) {
            found.append("stack of \(tab)")
        }
        return found
    }

    /// The steps of a random sequence, with time as the clock's; a relaunch is a cold launch that
    /// restores what `store` saved (which replaces every stack at once).
    static func play(
        _ steps: [RandomSchemaStep], clock: ManualClock, store: InMemorySnapshotStore,
        send: (NavigationEvent<RandomSchema>) -> Void, check: (String) -> Void
    ) async {
        for step in steps {
            switch step {
            case .event(let event):
                send(event)
                check("\(event)")
            case .advance(let duration):
                await clock.advance(by: duration)
                send(.timePassed)
                check("advance \(duration)")
            case .relaunch(let link, let session, let gates):
                send(.launched(.init(.cold, session: session, gates: gates, link: link, snapshot: store.load())))
                check("relaunch")
            }
        }
    }

    /// The sequences played: on each consistent schema of ``seeds``, ``sequencesPerSchema`` of them.
    static var sequences: [(seed: UInt64, index: Int, schema: RandomSchema, steps: [RandomSchemaStep])] {
        seeds.map { ($0, RandomSchemaTests.schema($0)) }.filter { $0.1.blueprint.inconsistencies.isEmpty }
            .flatMap { seed, schema in
                (0..<sequencesPerSchema).map {
                    (seed, $0, schema, RandomSchemaPlay.sequence(schema, index: $0, maxSteps: 40).steps)
                }
            }
    }

    @Test("In a one-window app, every part reads back the state after every step")
    func oneWindow() async {
        var steps = 0
        for (seed, index, schema, sequence) in Self.sequences {
            let clock = ManualClock()
            let store = InMemorySnapshotStore()
            let navigator = Navigator(schema: schema, clock: clock, store: store)
            navigator.launch(.cold, session: .signedOut)
            var failure: String?
            await Self.play(sequence, clock: clock, store: store, send: navigator.send) { step in
                steps += 1
                let found = Self.mismatches(navigator, navigator.state)
                if failure == nil, !found.isEmpty { failure = "after \(step): \(found)" }
            }
            #expect(failure == nil, "seed \(seed), sequence \(index): \(failure ?? "")")
        }
        #expect(steps > 500)
    }

    @Test("In each of two windows, every part reads back that window's state after every step")
    func twoWindows() async {
        var steps = 0
        let other = WindowID("other")
        for (seed, index, schema, sequence) in Self.sequences {
            let clock = ManualClock()
            let store = InMemorySnapshotStore()
            let windows = WindowNavigator(schema: schema, clock: clock, store: store)
            windows.launch(.cold, session: .signedOut)
            let main = windows.navigator(for: .main)
            let second = windows.navigator(for: other)
            windows.focus(other)
            var failure: String?
            var turn = 0
            await Self.play(
                sequence, clock: clock, store: store,
                send: { event in
                    // The person's moves alternate between the windows; every third step brings
                    // the other window to the front first.
                    turn += 1
                    if turn % 3 == 0 { windows.focus(windows.frontmost == .main ? other : .main) }
                    (turn % 2 == 0 ? main : second).send(event)
                },
                check: { step in
                    steps += 1
                    for (window, navigator) in [(WindowID.main, main), (other, second)] {
                        guard let state = windows.state(of: window) else { continue }
                        let found = Self.mismatches(navigator, state)
                        if failure == nil, !found.isEmpty { failure = "\(window) after \(step): \(found)" }
                    }
                })
            #expect(failure == nil, "seed \(seed), sequence \(index): \(failure ?? "")")
        }
        #expect(steps > 500)
    }
}

import ShopExample
import Wayfinder
import WayfinderTesting

/// A transition of `wayfinder verify` (the event, the canonical form, every property checked),
/// against a bare ``Coordinator`` event of the same schema timed in the same run: the events
/// of the verifier's first level on Shop, one sample link each, reduced in turn.
enum VerifierBudget {
    static func run(quick: Bool) async -> Budget {
        let samples = Array(Shop().sampleLinks.prefix(quick ? 2 : 6))
        let accounts = SimulatedShopBackend.accounts

        // Level 0 alone, then levels 0 and 1: the difference is the first level's transitions.
        var perTransition: [Double] = []
        var transitions = 0
        for _ in 0..<(quick ? 1 : 3) {
            let start = BenchmarkClock.now()
            _ = await Verifier(schema: Shop(), accounts: accounts, depth: 0, samples: samples).run()
            let middle = BenchmarkClock.now()
            let report = await Verifier(schema: Shop(), accounts: accounts, depth: 1, samples: samples).run()
            let end = BenchmarkClock.now()
            transitions = report.transitions
            let level = Double(end - middle) - Double(middle - start)
            perTransition.append(level / Double(max(report.transitions, 1)))
        }

        // The baseline: the same kinds of event, reduced by the Coordinator alone.
        let coordinator = Coordinator(schema: Shop())
        var events: [NavigationEvent<Shop>] = samples.map { .linkReceived($0.link, source: .link) }
        events += [.popped, .tabSelected(.home), .tabSelected(.account), .scenePhaseChanged(.background)]
        events += [.scenePhaseChanged(.active), .signedOut, .signedIn("alice")]
        // Timed as a whole and divided, as the transition is: a mean of the same mix of events
        // (the median of one-event timings would be the cheapest kinds, a tab or a pop).
        var times: [Double] = []
        var time = NavigationTime.zero
        for _ in 0..<(quick ? 50 : 2_000) {
            var state = NavigationState(schema: Shop())
            _ = coordinator.reduce(&state, .launched(.init(.warm, session: .signedIn("alice"))), at: time)
            let start = BenchmarkClock.now()
            for event in events {
                time = time + .seconds(2)
                _ = coordinator.reduce(&state, event, at: time)
            }
            times.append(Double(BenchmarkClock.now() - start) / Double(events.count))
        }
        let transition = Samples(perTransition).median
        let event = Samples(times).median
        return Budget(
            name: "a verified transition (\(transitions) on Shop's first level, \(samples.count) links)",
            figure: duration(transition) + String(format: " = %.1f× a Coordinator event", transition / event),
            baseline: "the mean of a mix of Shop events (links, Back, tabs, phases, sign-out, sign-in) reduced by the Coordinator alone, median of \(times.count) runs: \(duration(event))",
            limit: "≤ 5× a Coordinator event", met: transition <= 5 * event)
    }
}

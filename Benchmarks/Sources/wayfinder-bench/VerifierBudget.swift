import ShopExample
import Wayfinder
import WayfinderTesting

/// A transition of `wayfinder verify` (the event, the canonical form, every property checked),
/// against a Shop event through the ``Coordinator`` timed in the same run (``ShopEvents``): the
/// verifier's first level on Shop, over the same sample links as the baseline's mix.
enum VerifierBudget {
    static func run(quick: Bool) async -> Figure {
        let samples = ShopEvents.samples(quick: quick)
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
        let event = ShopEvents.meanEvent(quick: quick)
        return Figure(
            budget: "verifier", value: Samples(perTransition).median, baseline: event.nanoseconds,
            note: "\(transitions) transitions on Shop's first level, \(samples.count) links; \(event.note)")
    }
}

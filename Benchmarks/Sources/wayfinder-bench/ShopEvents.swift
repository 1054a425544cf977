import ShopExample
import Wayfinder

/// The baseline of the audit and the verifier: a Shop event reduced by the ``Coordinator``
/// alone, the mean of a mix (one link for each of the first sample links, Back, tabs, phases,
/// sign-out, sign-in) timed as a whole and divided, as a transition or a run is; the median of
/// one-event timings would be the cheapest kinds, a tab or a pop, plus the clock's own cost.
enum ShopEvents {
    /// The links the mix holds and the verifier explores.
    static func samples(quick: Bool) -> [SampleLink] { Array(Shop().sampleLinks.prefix(quick ? 2 : 6)) }

    /// The mean of an event of the mix, in nanoseconds, and how it was taken.
    static func meanEvent(quick: Bool) -> (nanoseconds: Double, note: String) {
        let coordinator = Coordinator(schema: Shop())
        var events: [NavigationEvent<Shop>] = samples(quick: quick).map { .linkReceived($0.link, source: .link) }
        events += [.popped, .tabSelected(.home), .tabSelected(.account), .scenePhaseChanged(.background)]
        events += [.scenePhaseChanged(.active), .signedOut, .signedIn("alice")]
        var times: [Double] = []
        var time = NavigationTime.zero
        let runs = quick ? 50 : 2_000
        for _ in 0..<runs {
            var state = NavigationState(schema: Shop())
            _ = coordinator.reduce(&state, .launched(.init(.warm, session: .signedIn("alice"))), at: time)
            let start = BenchmarkClock.now()
            for event in events {
                time = time + .seconds(2)
                _ = coordinator.reduce(&state, event, at: time)
            }
            times.append(Double(BenchmarkClock.now() - start) / Double(events.count))
        }
        return (Samples(times).median, "a Shop event: the mean of \(events.count), median of \(runs) runs")
    }
}

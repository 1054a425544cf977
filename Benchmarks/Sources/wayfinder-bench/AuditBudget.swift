import ShopExample
import WayfinderTesting

/// The pre-release audit of the Shop example, as `wayfinder audit` runs it: a run's share of
/// the whole, against a Shop event through the ``Coordinator`` (``ShopEvents``).
enum AuditBudget {
    static func run(quick: Bool) async -> Figure {
        let audit = Audit(schema: Shop(), account: SimulatedShopBackend.accounts[0])
        var times: [Double] = []
        var runs = 0
        for _ in 0..<(quick ? 1 : 3) {
            let start = BenchmarkClock.now()
            let report = await audit.run()
            let end = BenchmarkClock.now()
            precondition(report.violations.isEmpty, "the Shop audit must pass: \(report.summary)")
            runs = report.runs.count
            times.append(Double(end - start) / Double(max(runs, 1)))
        }
        let event = ShopEvents.meanEvent(quick: quick)
        let whole = Samples(times).median * Double(runs)
        return Figure(
            budget: "audit", value: Samples(times).median, baseline: event.nanoseconds,
            note: "\(runs) runs, \(duration(whole)) in all (median of \(times.count)); \(event.note)")
    }
}

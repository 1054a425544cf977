import ShopExample
import WayfinderTesting

/// The pre-release audit of the Shop example, as `wayfinder audit` runs it.
enum AuditBudget {
    static func run(quick: Bool) async -> Budget {
        let audit = Audit(schema: Shop(), account: SimulatedShopBackend.accounts[0])
        var times: [Double] = []
        var runs = 0
        for _ in 0..<(quick ? 1 : 3) {
            let start = BenchmarkClock.now()
            let report = await audit.run()
            let end = BenchmarkClock.now()
            precondition(report.violations.isEmpty, "the Shop audit must pass: \(report.summary)")
            runs = report.runs.count
            times.append(Double(end - start))
        }
        let samples = Samples(times)
        return Budget(
            name: "the audit of Shop, \(runs) runs (median of \(times.count))",
            figure: duration(samples.median),
            baseline: "none, an absolute budget; \(duration(samples.median / Double(max(runs, 1)))) a run",
            limit: "< 2 s", met: samples.median < 2_000_000_000)
    }
}

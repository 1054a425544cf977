import Foundation
import Wayfinder

/// The navigator's journal: the cost per event of keeping it, as a ratio to the same mixed
/// workload reduced without it, plus the absolute figure; and its memory bound.
enum JournalBenchmarks {
    static func run(json: Bool) {
        let schema = DeepSchema()
        let coordinator = Coordinator(schema: schema)
        var root = NavigationState(schema: schema)
        _ = coordinator.reduce(&root, .launched(.init(.warm, session: .signedIn("alice"))), at: .zero)
        let workload = MixedWorkload.events
        let rounds = 2_000
        let operations = rounds * workload.count

        func withoutJournal() -> Int { MixedWorkload.reduce(workload, rounds: rounds, from: root, with: coordinator) }
        let capacity = NavigationJournal<DeepSchema>.defaultCapacity
        func withJournal() -> Int {
            var state = root
            var time = NavigationTime.zero
            var journal = NavigationJournal(schema: schema, capacity: capacity)
            for _ in 0..<rounds {
                for event in workload {
                    time = time + .milliseconds(600)
                    let session = state.session
                    let effects = coordinator.reduce(&state, event, at: time)
                    journal.append(event, at: time, session: session, effects: effects)
                }
            }
            return journal.count
        }
        // The two workloads alternate, and each keeps its best run, so that a busy machine slows
        // both alike and the ratio compares like with like.
        var best = (without: Double.infinity, with: Double.infinity)
        for _ in 0..<7 {
            best.without = min(
                best.without, BenchmarkClock.measure(operations: operations, runs: 1, withoutJournal).best)
            best.with = min(best.with, BenchmarkClock.measure(operations: operations, runs: 1, withJournal).best)
        }
        var without = CoordinatorBenchmarks.measured(operations: operations, withoutJournal)
        var with = CoordinatorBenchmarks.measured(operations: operations, withJournal)
        (without.ns, with.ns) = (best.without, best.with)
        CoordinatorBenchmarks.report(
            json, name: "events without the journal (mixed workload, best of 7)", key: "journal_off", without)
        CoordinatorBenchmarks.report(
            json, name: "events with the journal (\(capacity) entries, best of 7)", key: "journal_on", with)

        var full = NavigationJournal(schema: schema, capacity: capacity)
        var state = root
        var time = NavigationTime.zero
        for _ in 0..<(capacity / workload.count + 1) {
            for event in workload {
                time = time + .milliseconds(600)
                let session = state.session
                full.append(event, at: time, session: session, effects: coordinator.reduce(&state, event, at: time))
            }
        }
        let exports = 20
        let export = CoordinatorBenchmarks.measured(operations: exports) {
            var bytes = 0
            for _ in 0..<exports { bytes &+= full.exportJSON().count }
            return bytes
        }
        CoordinatorBenchmarks.report(json, name: "export \(capacity) entries as JSON", key: "journal_export", export)
        let stride =
            MemoryLayout<NavigationEvent<DeepSchema>>.stride + MemoryLayout<NavigationTime>.stride
            + MemoryLayout<Session>.stride + MemoryLayout<[DecisionRecord]>.stride + MemoryLayout<Int>.stride
        if json {
            BenchmarkClock.printJSONLine([
                "benchmark": "journal_cost_ratio", "ratio": with.ns / without.ns,
                "ns_per_event": with.ns - without.ns, "entry_bytes": Double(stride),
            ])
        } else {
            print(
                String(
                    format:
                        "  → the journal adds %.0f ns per event (%.2f× the workload without it); an entry is %d bytes inline, so %d entries hold %d KiB plus the text of links and decision records",
                    with.ns - without.ns, with.ns / without.ns, stride, capacity, stride * capacity / 1024))
        }
    }
}

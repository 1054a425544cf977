import Foundation
import Wayfinder

/// Events through the ``Navigator``, the path an app takes: the coordinator group's mixed
/// workload sent with `send` (which also publishes the parts that changed and keeps the log),
/// against the same events reduced by the coordinator alone, in the same run.
///
/// The navigator is made here, in the app's place, so its reducer is specialized for the
/// benchmark's schema as an app's would be for its own.
enum NavigatorBenchmarks {
    @MainActor
    static func run(json: Bool) async {
        let workload = MixedWorkload.events
        let rounds = 500
        let operations = rounds * workload.count

        let navigator = Navigator(schema: DeepSchema(), journalCapacity: 0)
        navigator.launch(.warm, session: .signedIn("alice"))
        let through = CoordinatorBenchmarks.measured(operations: operations) {
            for _ in 0..<rounds {
                for event in workload { navigator.send(event) }
            }
            return navigator.log.records.count
        }

        let coordinator = Coordinator(schema: DeepSchema())
        var root = NavigationState(schema: DeepSchema())
        _ = coordinator.reduce(&root, .launched(.init(.warm, session: .signedIn("alice"))), at: .zero)
        let alone = CoordinatorBenchmarks.measured(operations: operations) {
            MixedWorkload.reduce(workload, rounds: rounds, from: root, with: coordinator)
        }
        CoordinatorBenchmarks.report(
            json, name: "events through the navigator (mixed workload)", key: "navigator", through)
        CoordinatorBenchmarks.report(json, name: "the same events, coordinator alone", key: "navigator_baseline", alone)
        if !json {
            print(
                String(
                    format: "  → %.2f million events per second through the navigator; %.1f× the coordinator alone",
                    1_000.0 / through.ns, through.ns / alone.ns))
        }
    }
}

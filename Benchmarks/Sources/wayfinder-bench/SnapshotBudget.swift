import Foundation
import Wayfinder

/// The snapshot of the benchmark's state (three tabs, 20 screens each), encoded and decoded
/// through its public API, against the same value through a plain `JSONEncoder` and
/// `JSONDecoder`.
enum SnapshotBudget {
    @MainActor
    static func run(quick: Bool) -> [Budget] {
        let schema = DeepSchema()
        let navigator = Navigator(schema: schema, clock: SteppingClock(), journalCapacity: 0)
        navigator.launch(.warm, session: .signedIn("alice"))
        for tab in DeepSchema.Tab.allCases { navigator.open("deep://\(tab.rawValue)/\(EventBudgets.depth)") }
        let state = navigator.state
        let screens = DeepSchema.Tab.allCases.map { state.stack(for: $0).count }.reduce(0, +)
        precondition(screens == 3 * EventBudgets.depth, "the benchmark's state holds 60 screens")

        let snapshot = NavigationSnapshot(of: state, schema: schema)
        let data = snapshot.encoded()
        precondition((try? NavigationSnapshot<DeepSchema>.decode(data)) == snapshot, "the snapshot must round-trip")
        let encoder = JSONEncoder()
        let json = (try? encoder.encode(snapshot)) ?? Data()
        precondition(
            (try? JSONDecoder().decode(NavigationSnapshot<DeepSchema>.self, from: json)) == snapshot,
            "the JSON baseline must round-trip")

        let count = quick ? 50 : 1_000
        func ours() -> Int {
            var total = 0
            for _ in 0..<count {
                let bytes = NavigationSnapshot(of: state, schema: schema).encoded()
                total &+= (try? NavigationSnapshot<DeepSchema>.decode(bytes))?.stacks.count ?? 0
            }
            return total
        }
        func plainJSON() -> Int {
            var total = 0
            for _ in 0..<count {
                guard let bytes = try? encoder.encode(NavigationSnapshot(of: state, schema: schema)) else { continue }
                total &+=
                    (try? JSONDecoder().decode(NavigationSnapshot<DeepSchema>.self, from: bytes))?.stacks.count ?? 0
            }
            return total
        }
        let figures = BenchmarkClock.inTurn(samples: quick ? 3 : 11, operations: count, [ours, plainJSON])
        let (roundTrip, baseline) = (figures[0].median, figures[1].median)
        let sizeRatio = Double(data.count) / Double(json.count)
        return [
            Budget(
                name: "snapshot encode + decode, \(screens) screens (median of samples)",
                figure: duration(roundTrip) + " = " + ratio(roundTrip / baseline) + " plain JSON",
                baseline: "the same value through JSONEncoder + JSONDecoder, \(duration(baseline))",
                limit: "≤ 1.5× plain JSON and < 1 ms", met: roundTrip <= 1.5 * baseline && roundTrip < 1_000_000),
            Budget(
                name: "snapshot size",
                figure: "\(data.count) bytes = " + ratio(sizeRatio) + " plain JSON",
                baseline: "the same value as JSON, \(json.count) bytes",
                limit: "≤ 1.3× plain JSON", met: sizeRatio <= 1.3),
        ]
    }
}

import Foundation
import Wayfinder

/// The snapshot of the benchmark's state (three tabs, 20 screens each) as an app pays for it,
/// through the public API: saved by the coordinator on going to the background and restored by a
/// cold launch. The baseline is the same value through a plain `JSONEncoder` and `JSONDecoder`.
/// The snapshot's type is not API, so the baseline holds its contents in a plain `Codable` value.
enum SnapshotBudget {
    /// What the snapshot holds, field for field, as plain `Codable` values.
    struct PlainSnapshot: Codable, Equatable {
        struct TabStack: Codable, Equatable {
            var tab: DeepSchema.Tab
            var screens: [DeepSchema.Screen]
        }
        struct Account: Codable, Equatable {
            var salt: String
            var digest: String
        }
        var version: Int
        var selectedTab: DeepSchema.Tab
        var stacks: [TabStack]
        var account: Account?
    }

    @MainActor
    static func run(quick: Bool) -> [Figure] {
        let schema = DeepSchema()
        let session = Session.signedIn("alice")
        let navigator = Navigator(schema: schema, clock: SteppingClock(), journalCapacity: 0)
        navigator.launch(.warm, session: session)
        for tab in DeepSchema.Tab.allCases { navigator.open("deep://\(tab.rawValue)/\(EventBudgets.depth)") }
        let state = navigator.state
        let screens = DeepSchema.Tab.allCases.map { state.stack(for: $0).count }.reduce(0, +)
        precondition(screens == 3 * EventBudgets.depth, "the benchmark's state holds 60 screens")

        let coordinator = Coordinator(schema: schema)
        func saved() -> Data {
            var background = state
            let effects = coordinator.reduce(&background, .scenePhaseChanged(.background), at: .zero)
            for case .saveSnapshot(let data) in effects { return data }
            preconditionFailure("going to the background saves a snapshot")
        }
        func restored(_ data: Data) -> NavigationState<DeepSchema> {
            var launched = NavigationState(schema: schema)
            _ = coordinator.reduce(&launched, .launched(.init(.cold, session: session, snapshot: data)), at: .zero)
            return launched
        }

        let data = saved()
        precondition(restored(data).stacks == state.stacks, "the snapshot must round-trip")
        // The header line, then the JSON body the baseline decodes as its plain value.
        let body = Data(data.drop { $0 != UInt8(ascii: "\n") }.dropFirst())
        let encoder = JSONEncoder()
        guard let plain = try? JSONDecoder().decode(PlainSnapshot.self, from: body),
            plain.stacks.map(\.screens.count).reduce(0, +) == screens
        else { preconditionFailure("the snapshot's body must read as its plain value") }
        let json = (try? encoder.encode(plain)) ?? Data()
        precondition(
            (try? JSONDecoder().decode(PlainSnapshot.self, from: json)) == plain, "the JSON baseline must round-trip")

        let count = quick ? 50 : 1_000
        func ours() -> Int {
            var total = 0
            for _ in 0..<count { total &+= restored(saved()).stacks.count }
            return total
        }
        func plainJSON() -> Int {
            var total = 0
            for _ in 0..<count {
                guard let bytes = try? encoder.encode(plain) else { continue }
                total &+= (try? JSONDecoder().decode(PlainSnapshot.self, from: bytes))?.stacks.count ?? 0
            }
            return total
        }
        let figures = BenchmarkClock.inTurn(samples: quick ? 3 : 11, operations: count, [ours, plainJSON])
        return [
            Figure(
                budget: "snapshot", value: figures[0].median, baseline: figures[1].median,
                note: "\(screens) screens, \(count) round trips a sample, median of samples"),
            Figure(budget: "snapshot-size", value: Double(data.count), baseline: Double(json.count), unit: .bytes),
        ]
    }
}

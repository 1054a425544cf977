import Wayfinder

/// A 20-screen link landing in one state change against the same stack built by 20 pushes,
/// both reduced by the ``Coordinator`` from the same state.
enum LandingBudget {
    static func run(quick: Bool) -> Figure {
        let depth = EventBudgets.depth
        let coordinator = Coordinator(schema: DeepSchema())
        var root = NavigationState(schema: DeepSchema())
        _ = coordinator.reduce(&root, .launched(.init(.warm, session: .signedIn("alice"))), at: .zero)
        let count = quick ? 500 : 20_000
        var clock = NavigationTime.zero

        func land() -> Int {
            var total = 0
            for _ in 0..<count {
                var state = root
                clock = clock + .seconds(2)
                total &+= coordinator.reduce(&state, .linkReceived("deep://b/\(depth)", source: .link), at: clock).count
                total &+= state.stack(for: .b).count
            }
            return total
        }
        func push() -> Int {
            var total = 0
            for _ in 0..<count {
                var state = root
                clock = clock + .seconds(2)
                total &+= coordinator.reduce(&state, .tabSelected(.b), at: clock).count
                for level in 1...depth {
                    total &+= coordinator.reduce(&state, .screenPushed(.level(level)), at: clock).count
                }
                total &+= state.stack(for: .b).count
            }
            return total
        }
        var check = root
        _ = coordinator.reduce(&check, .linkReceived("deep://b/\(depth)", source: .link), at: .zero + .seconds(1))
        precondition(check.stack(for: .b).count == depth, "the link must land 20 screens deep")

        let figures = BenchmarkClock.inTurn(samples: quick ? 3 : 9, operations: count, [land, push])
        return Figure(
            budget: "landing", value: figures[0].median, baseline: figures[1].median,
            note: "\(count) of each a sample, median of samples")
    }
}

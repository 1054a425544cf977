import Wayfinder

/// The benchmarks' mixed workload for ``DeepSchema``: per tab, a deep link 20 screens deep, Back
/// all the way, a tab switch, 20 pushes, and a modal up and down. Scene changes are left out:
/// going to the background saves a snapshot, whose cost is measured on its own.
enum MixedWorkload {
    static var events: [NavigationEvent<DeepSchema>] {
        var workload: [NavigationEvent<DeepSchema>] = []
        for tab in DeepSchema.Tab.allCases {
            workload.append(.linkReceived("deep://\(tab.rawValue)/\(CoordinatorBenchmarks.depth)", source: .link))
            workload += Array(repeating: .popped, count: CoordinatorBenchmarks.depth)
            workload.append(.tabSelected(tab))
            workload += (1...CoordinatorBenchmarks.depth).map { .screenPushed(.level($0)) }
            workload.append(.modalRequested(.sheet))
            workload.append(.modalDismissed(.sheet))
        }
        return workload
    }

    /// Reduces `rounds` rounds of `events` from `root`, 600 ms apart, and returns how many
    /// effects they made (so the work cannot be optimised away).
    static func reduce(
        _ events: [NavigationEvent<DeepSchema>], rounds: Int, from root: NavigationState<DeepSchema>,
        with coordinator: Coordinator<DeepSchema>
    ) -> Int {
        var state = root
        var time = NavigationTime.zero
        var effects = 0
        for _ in 0..<rounds {
            for event in events {
                time = time + .milliseconds(600)
                effects &+= coordinator.reduce(&state, event, at: time).count
            }
        }
        return effects
    }
}

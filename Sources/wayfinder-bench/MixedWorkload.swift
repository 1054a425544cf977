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
}

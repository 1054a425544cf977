import Wayfinder

/// An event in one window with 1 and with 10 windows open: the coordinator group's mixed
/// workload through the ``WindowCoordinator``, in the frontmost window and in a window behind
/// it (swapped in and out for each event), against the coordinator alone, in the same run.
enum WindowBenchmarks {
    static func run(json: Bool) {
        let workload = MixedWorkload.events
        let rounds = 500
        let operations = rounds * workload.count
        let coordinator = Coordinator(schema: DeepSchema())
        var root = NavigationState(schema: DeepSchema())
        _ = coordinator.reduce(&root, .launched(.init(.warm, session: .signedIn("alice"))), at: .zero)
        let alone = CoordinatorBenchmarks.measured(operations: operations) {
            MixedWorkload.reduce(workload, rounds: rounds, from: root, with: coordinator)
        }

        let windows = WindowCoordinator(schema: DeepSchema())
        func opened(_ count: Int) -> WindowedState<DeepSchema> {
            var state = WindowedState(schema: DeepSchema())
            _ = windows.reduce(&state, .navigation(.launched(.init(.warm, session: .signedIn("alice")))), at: .zero)
            for index in stride(from: count - 1, through: 1, by: -1) {
                _ = windows.reduce(&state, .focused(WindowID("window-\(index)")), at: .zero)
            }
            _ = windows.reduce(&state, .focused(.main), at: .zero)
            return state
        }
        func reduce(from start: WindowedState<DeepSchema>, in window: WindowID?) -> Int {
            var state = start
            var time = NavigationTime.zero
            var effects: [NavigationEffect<DeepSchema>] = []
            var count = 0
            for _ in 0..<rounds {
                for event in workload {
                    time = time + .milliseconds(600)
                    effects.removeAll(keepingCapacity: true)
                    windows.reduce(&state, .navigation(event, in: window), at: time, into: &effects)
                    count &+= effects.count
                }
            }
            return count
        }
        let one = opened(1)
        let ten = opened(10)
        precondition(one.windowCount == 1 && ten.windowCount == 10 && ten.frontmost == .main)
        let inOne = CoordinatorBenchmarks.measured(operations: operations) { reduce(from: one, in: nil) }
        let inTen = CoordinatorBenchmarks.measured(operations: operations) { reduce(from: ten, in: nil) }
        let behind = CoordinatorBenchmarks.measured(operations: operations) {
            reduce(from: ten, in: WindowID("window-5"))
        }
        CoordinatorBenchmarks.report(json, name: "an event in the only window (mixed workload)", key: "window_1", inOne)
        CoordinatorBenchmarks.report(json, name: "an event in the frontmost of 10 windows", key: "window_10", inTen)
        CoordinatorBenchmarks.report(
            json, name: "an event in a window behind 9 others", key: "window_10_behind", behind)
        CoordinatorBenchmarks.report(json, name: "the same events, coordinator alone", key: "window_baseline", alone)
        if !json {
            print(
                String(
                    format:
                        "  → 10 windows cost %.2f× one window (%.2f× for a window behind); one window costs %.2f× the coordinator alone",
                    inTen.ns / inOne.ns, behind.ns / inOne.ns, inOne.ns / alone.ns))
        }
    }
}

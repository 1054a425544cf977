import Wayfinder

/// Events through a window's ``Navigator`` of a ``WindowNavigator``, the path an app with a
/// `WindowGroup` takes: the coordinator group's mixed workload sent to the frontmost window's
/// navigator with 1 and with 10 windows open (each with its navigator, as when every window
/// shows views), against the same events through a one-window ``Navigator``, in the same run.
enum WindowNavigatorBenchmarks {
    @MainActor
    static func run(json: Bool) async {
        let workload = MixedWorkload.events
        let rounds = 500
        let operations = rounds * workload.count

        let single = Navigator(schema: DeepSchema(), journalCapacity: 0)
        single.launch(.warm, session: .signedIn("alice"))
        let alone = CoordinatorBenchmarks.measured(operations: operations) {
            for _ in 0..<rounds {
                for event in workload { single.send(event) }
            }
            return single.log.records.count
        }

        func opened(_ count: Int) -> WindowNavigator<DeepSchema> {
            let windows = WindowNavigator(schema: DeepSchema())
            windows.launch(.warm, session: .signedIn("alice"))
            for index in stride(from: count - 1, through: 1, by: -1) {
                let window = WindowID("window-\(index)")
                _ = windows.navigator(for: window)
                windows.focus(window)
            }
            windows.focus(.main)
            return windows
        }
        func figure(_ windows: WindowNavigator<DeepSchema>) -> CoordinatorBenchmarks.Figure {
            let main = windows.navigator(for: .main)
            return CoordinatorBenchmarks.measured(operations: operations) {
                for _ in 0..<rounds {
                    for event in workload { main.send(event) }
                }
                return windows.log.records.count
            }
        }
        let one = opened(1)
        let ten = opened(10)
        precondition(one.windows.windowCount == 1 && ten.windows.windowCount == 10 && ten.frontmost == .main)
        let inOne = figure(one)
        let inTen = figure(ten)
        CoordinatorBenchmarks.report(
            json, name: "events through a window's navigator, 1 window (mixed workload)", key: "window_navigator_1",
            inOne)
        CoordinatorBenchmarks.report(
            json, name: "the same, frontmost of 10 windows with a navigator each", key: "window_navigator_10", inTen)
        CoordinatorBenchmarks.report(
            json, name: "the same events through a one-window navigator", key: "window_navigator_baseline", alone)
        if !json {
            print(
                String(
                    format: "  → 10 windows cost %.2f× one window; one window costs %.2f× a one-window navigator",
                    inTen.ns / inOne.ns, inOne.ns / alone.ns))
        }
    }
}

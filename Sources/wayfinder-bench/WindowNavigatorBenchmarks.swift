import Wayfinder

/// Events through a window's ``Navigator`` of a ``WindowNavigator``, the path an app with a
/// `WindowGroup` takes: the coordinator group's mixed workload sent to the frontmost window's
/// navigator with 1 and with 10 windows open (each with its navigator, as when every window
/// shows views), against the same events through a one-window ``Navigator``, in the same run,
/// timed in turn (``WindowBenchmarks/measuredTogether(operations:_:)``).
enum WindowNavigatorBenchmarks {
    @MainActor
    static func run(json: Bool) async {
        let workload = MixedWorkload.events
        let rounds = 500
        let operations = rounds * workload.count

        let single = Navigator(schema: DeepSchema(), journalCapacity: 0)
        single.launch(.warm, session: .signedIn("alice"))

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
        let one = opened(1)
        let ten = opened(10)
        precondition(one.windows.windowCount == 1 && ten.windows.windowCount == 10 && ten.frontmost == .main)
        let inMain = [one, ten].map { $0.navigator(for: .main) }
        // `rounds` rounds of the workload through `navigator`; a count its log derives from them.
        func send(through navigator: Navigator<DeepSchema>, log: RingBufferDecisionLog) -> Int {
            for _ in 0..<rounds {
                for event in workload { navigator.send(event) }
            }
            return log.records.count
        }
        // Interleaved, best of several, as the windows group times its figures: a change in the
        // machine's load falls on all three alike, so their ratios hold.
        let figures = WindowBenchmarks.measuredTogether(
            operations: operations,
            [
                { send(through: inMain[0], log: one.log) },
                { send(through: inMain[1], log: ten.log) },
                { send(through: single, log: single.log) },
            ])
        let (inOne, inTen, alone) = (figures[0], figures[1], figures[2])
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
                    format:
                        "  → best of %d: 10 windows cost %.2f× one window (%.0f ns against %.0f ns); one window costs %.2f× a one-window navigator",
                    WindowBenchmarks.samples, inTen.ns / inOne.ns, inTen.ns, inOne.ns, inOne.ns / alone.ns))
        }
    }
}

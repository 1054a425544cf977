import Wayfinder

/// Events as an app sends them: through a ``Navigator``, through a window's navigator of a
/// ``WindowNavigator`` with one window and with ten, and (the baseline) reduced by the
/// ``Coordinator`` alone. Each event is timed on its own, so the figures are medians over
/// events; the four take their rounds in turn.
enum EventBudgets {
    static let depth = 20

    /// Per tab: a link 20 screens deep, Back all the way, the tab selected, 20 pushes, a modal up
    /// and down. Scene changes are left out: going to the background saves a snapshot, whose
    /// budget is its own.
    static var workload: [NavigationEvent<DeepSchema>] {
        var events: [NavigationEvent<DeepSchema>] = []
        for tab in DeepSchema.Tab.allCases {
            events.append(.linkReceived("deep://\(tab.rawValue)/\(depth)", source: .link))
            events += Array(repeating: .popped, count: depth)
            events.append(.tabSelected(tab))
            events += (1...depth).map { .screenPushed(.level($0)) }
            events.append(.modalRequested(.sheet))
            events.append(.modalDismissed(.sheet))
        }
        return events
    }

    @MainActor
    static func run(quick: Bool) -> [Budget] {
        let events = workload
        let rounds = quick ? 20 : 400

        // The app's navigator, with the journal it keeps by default.
        let navigator = Navigator(schema: DeepSchema(), clock: SteppingClock())
        navigator.launch(.warm, session: .signedIn("alice"))

        func windows(_ count: Int) -> Navigator<DeepSchema> {
            let windows = WindowNavigator(schema: DeepSchema(), clock: SteppingClock())
            windows.launch(.warm, session: .signedIn("alice"))
            for index in stride(from: count - 1, through: 1, by: -1) {
                let window = WindowID("window-\(index)")
                _ = windows.navigator(for: window)
                windows.focus(window)
            }
            windows.focus(.main)
            precondition(windows.windows.windowCount == count && windows.frontmost == .main)
            keep.append(windows)
            return windows.navigator(for: .main)
        }
        var keep: [WindowNavigator<DeepSchema>] = []
        let inOne = windows(1)
        let inTen = windows(10)

        let coordinator = Coordinator(schema: DeepSchema())
        var state = NavigationState(schema: DeepSchema())
        var time = NavigationTime.zero
        _ = coordinator.reduce(&state, .launched(.init(.warm, session: .signedIn("alice"))), at: time)

        var timings: [[Double]] = Array(repeating: [], count: 4)
        for index in timings.indices { timings[index].reserveCapacity(rounds * events.count) }
        var navigatorAllocations: UInt64 = 0
        for round in 0...rounds {
            // Round 0 warms up.
            let measured = round > 0
            for (index, target) in [navigator, inOne, inTen].enumerated() {
                let before = allocationCount()
                for event in events {
                    let start = BenchmarkClock.now()
                    target.send(event)
                    let end = BenchmarkClock.now()
                    if measured { timings[index].append(Double(end - start)) }
                }
                if index == 0 && measured { navigatorAllocations += allocationCount() - before }
            }
            var effects = 0
            for event in events {
                time = time + .seconds(2)
                let start = BenchmarkClock.now()
                effects &+= coordinator.reduce(&state, event, at: time).count
                let end = BenchmarkClock.now()
                if measured { timings[3].append(Double(end - start)) }
            }
            blackHole(effects)
        }
        precondition(navigator.stack(for: .c).count == depth, "the workload must end 20 screens deep")
        let (alone, one, ten, coordinatorAlone) = (
            Samples(timings[0]), Samples(timings[1]), Samples(timings[2]), Samples(timings[3])
        )
        let allocations =
            allocationsCounted
            ? String(format: ", %.1f allocations an event", Double(navigatorAllocations) / Double(timings[0].count))
            : ""
        return [
            Budget(
                name: "an event through the Navigator (median of \(timings[0].count))",
                figure: duration(alone.median) + " (mean \(duration(alone.mean))\(allocations))",
                baseline:
                    "the same events reduced by the Coordinator alone, median \(duration(coordinatorAlone.median))"
                    + " (mean \(duration(coordinatorAlone.mean)))",
                limit: "≤ 10 µs", met: alone.median <= 10_000),
            Budget(
                name: "an event through a window's navigator, 1 window (median)",
                figure: duration(one.median) + " = " + ratio(one.median / alone.median) + " the Navigator",
                baseline: "the Navigator above, median \(duration(alone.median))",
                limit: "≤ 2× the Navigator", met: one.median <= 2 * alone.median),
            Budget(
                name: "an event through the frontmost of 10 windows (median)",
                figure: duration(ten.median) + " = " + ratio(ten.median / one.median) + " one window",
                baseline: "1 window above, median \(duration(one.median))",
                limit: "≤ 1.2× one window", met: ten.median <= 1.2 * one.median),
        ]
    }
}

import Wayfinder

/// What grows in an app's life and must not make each step dearer: windows, a stack's depth, the
/// links of the last second.
enum ScalingBudgets {
    @MainActor
    static func run(quick: Bool) -> [Figure] {
        [windows(quick: quick), deepStack(quick: quick), burst(quick: quick)]
    }

    /// The events workload through the frontmost of ten windows against the same through one.
    @MainActor
    static func windows(quick: Bool) -> Figure {
        let events = EventBudgets.workload
        var keep: [WindowNavigator<DeepSchema>] = []
        let navigators = [EventBudgets.window(of: 1, keep: &keep), EventBudgets.window(of: 10, keep: &keep)]
        let rounds = quick ? 20 : 400
        let samples = EventBudgets.rounds(rounds, of: events, through: navigators).samples
        return Figure(
            budget: "windows", value: samples[1].median, baseline: samples[0].median,
            note: "the mean of the \(events.count) events of the events group, median of \(rounds) rounds")
    }

    /// A push, a pop, a modal up and down, another tab and back, over a stack of 256 screens
    /// against the same over 10, through the ``Navigator``.
    @MainActor
    static func deepStack(quick: Bool) -> Figure {
        let depths = [10, 256]
        let navigators = depths.map { depth in
            let navigator = Navigator(schema: DeepSchema(), clock: SteppingClock())
            navigator.launch(.warm, session: .signedIn("alice"))
            navigator.open("deep://a/\(depth)")
            precondition(navigator.stack(for: .a).count == depth, "the link must land \(depth) screens deep")
            return navigator
        }
        let steps: [NavigationEvent<DeepSchema>] = [
            .screenPushed(.level(0)), .popped, .modalRequested(.sheet), .modalDismissed(.sheet), .tabSelected(.b),
            .tabSelected(.a),
        ]
        let events = Array([[NavigationEvent<DeepSchema>]](repeating: steps, count: 10).joined())
        let rounds = quick ? 20 : 400
        let samples = EventBudgets.rounds(rounds, of: events, through: navigators).samples
        for (navigator, depth) in zip(navigators, depths) {
            precondition(navigator.stack(for: .a).count == depth, "the workload must leave the stack as it was")
        }
        return Figure(
            budget: "deep-stack", value: samples[1].median, baseline: samples[0].median,
            note: "the mean of \(events.count) events, median of \(rounds) rounds")
    }

    /// Bursts of distinct links spread over 0.9 s, each into a freshly launched state, reduced by
    /// the ``Coordinator``: one burst of 10,000 against 100 bursts of 100, the same links received
    /// in each (a link lands one screen deep, so only the duplicate window grows).
    static func burst(quick: Bool) -> Figure {
        let sizes = [100, 10_000]
        let total = sizes.max() ?? 0
        let tabs = DeepSchema.Tab.allCases
        let links = (0..<total).map { "deep://\(tabs[$0 % tabs.count].rawValue)/item/\($0)" }
        let coordinator = Coordinator(schema: DeepSchema())
        var root = NavigationState(schema: DeepSchema())
        _ = coordinator.reduce(&root, .launched(.init(.warm, session: .signedIn("alice"))), at: .zero)
        let start = NavigationTime(.seconds(10))

        func bursts(of size: Int) -> () -> Int {
            {
                var landed = 0
                let step = Duration.nanoseconds(900_000_000 / size)
                for _ in 0..<(total / size) {
                    var state = root
                    var time = start
                    for link in links.prefix(size) {
                        time = time + step
                        landed &+= coordinator.reduce(&state, .linkReceived(link, source: .link), at: time).count
                    }
                    landed &+= state.stack(for: state.selectedTab).count
                }
                return landed
            }
        }
        var check = root
        for (index, link) in links.prefix(3).enumerated() {
            _ = coordinator.reduce(&check, .linkReceived(link, source: .link), at: start + .milliseconds(index))
        }
        precondition(check.stack(for: .c) == [.level(2)], "each link lands, one screen deep")

        let figures = BenchmarkClock.inTurn(samples: quick ? 2 : 7, operations: total, sizes.map(bursts))
        return Figure(
            budget: "burst", value: figures[1].median, baseline: figures[0].median,
            note: "\(total) links each way, median of samples")
    }
}

import Foundation
import Wayfinder

/// Events as an app sends them: through a ``Navigator``, through a window's navigator of a
/// ``WindowNavigator``, and (the baseline) reduced by the ``Coordinator`` alone; and the
/// ``Coordinator``'s against `URLComponents` parsing the workload's links. Every figure is the mean of a
/// mix timed as a whole (one clock reading before and one after the round, divided by its
/// events), the median over rounds; the targets take their rounds in turn.
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

    /// The frontmost window's navigator of a window navigator holding `count` windows; `keep`
    /// holds the window navigator, which its windows' navigators do not.
    @MainActor
    static func window(of count: Int, keep: inout [WindowNavigator<DeepSchema>]) -> Navigator<DeepSchema> {
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

    /// Times `events` sent to each of `navigators`, a round each in turn, `rounds` rounds after
    /// one to warm up.
    /// - Returns: Per navigator, the mean of an event in each round, in nanoseconds; and the
    ///   allocations an event through the first.
    @MainActor
    static func rounds(
        _ rounds: Int, of events: [NavigationEvent<DeepSchema>], through navigators: [Navigator<DeepSchema>]
    ) -> (samples: [Samples], allocations: Double) {
        var means = Array(repeating: [Double](), count: navigators.count)
        var allocations: UInt64 = 0
        for round in 0...rounds {
            for (index, navigator) in navigators.enumerated() {
                let before = allocationCount()
                let start = BenchmarkClock.now()
                for event in events { navigator.send(event) }
                let end = BenchmarkClock.now()
                guard round > 0 else { continue }
                if index == 0 { allocations += allocationCount() - before }
                means[index].append(Double(end - start) / Double(events.count))
            }
        }
        return (means.map(Samples.init), Double(allocations) / Double(max(rounds * events.count, 1)))
    }

    @MainActor
    static func run(quick: Bool) -> [Figure] {
        let events = workload
        let rounds = quick ? 20 : 400

        // The app's navigator, with the journal it keeps by default.
        let navigator = Navigator(schema: DeepSchema(), clock: SteppingClock())
        navigator.launch(.warm, session: .signedIn("alice"))
        var keep: [WindowNavigator<DeepSchema>] = []
        let inOne = window(of: 1, keep: &keep)

        let coordinator = Coordinator(schema: DeepSchema())
        var state = NavigationState(schema: DeepSchema())
        var time = NavigationTime.zero
        _ = coordinator.reduce(&state, .launched(.init(.warm, session: .signedIn("alice"))), at: time)

        // The baseline of the Coordinator: URLComponents parsing the workload's links, as many
        // parses as the workload has events.
        let links = events.compactMap { event -> String? in
            if case .linkReceived(let link, _) = event { link } else { nil }
        }
        let parses = Array(Array(repeating: links, count: events.count / links.count).joined())
        var means: [[Double]] = [[], [], [], []]
        var allocations: UInt64 = 0
        for round in 0...rounds {
            // Round 0 warms up.
            let measured = round > 0
            for (index, target) in [navigator, inOne].enumerated() {
                let before = allocationCount()
                let start = BenchmarkClock.now()
                for event in events { target.send(event) }
                let end = BenchmarkClock.now()
                if index == 0 && measured { allocations += allocationCount() - before }
                if measured { means[index].append(Double(end - start) / Double(events.count)) }
            }
            var effects = 0
            let start = BenchmarkClock.now()
            for event in events {
                time = time + .seconds(2)
                effects &+= coordinator.reduce(&state, event, at: time).count
            }
            let end = BenchmarkClock.now()
            blackHole(effects)
            if measured { means[2].append(Double(end - start) / Double(events.count)) }
            var parsed = 0
            let parsing = BenchmarkClock.now()
            for link in parses {
                if let components = URLComponents(string: link) {
                    parsed &+= components.path.split(separator: "/").count
                }
            }
            let done = BenchmarkClock.now()
            blackHole(parsed)
            if measured { means[3].append(Double(done - parsing) / Double(parses.count)) }
        }
        precondition(navigator.stack(for: .c).count == depth, "the workload must end 20 screens deep")
        let (alone, one, reduced, parse) = (Samples(means[0]), Samples(means[1]), Samples(means[2]), Samples(means[3]))
        let counted =
            allocationsCounted
            ? String(format: "; %.1f allocations an event", Double(allocations) / Double(rounds * events.count))
            : ""
        let mix = "the mean of \(events.count) events (links, pops, pushes, tabs, a modal), median of \(rounds) rounds"
        return [
            Figure(budget: "navigator", value: alone.median, baseline: reduced.median, note: mix + counted),
            Figure(
                budget: "coordinator", value: reduced.median, baseline: parse.median,
                note: mix + "; the baseline the mean of \(parses.count) parses of \(links.joined(separator: ", "))"),
            Figure(budget: "window", value: one.median, baseline: alone.median, note: mix),
        ]
    }
}

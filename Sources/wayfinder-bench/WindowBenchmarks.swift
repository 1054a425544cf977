import AllocationCounter
import Foundation
import Wayfinder

/// An event in one window costs the same with 1 and with 10 windows open: the coordinator
/// group's mixed workload through the ``WindowCoordinator``, the same events in the same window
/// (the frontmost, then a window behind nine others, swapped in and out for each event), against
/// the coordinator alone, all in the same run. Apart from the headline: a sign-out and a sign-in,
/// which change what every window may show and so walk every window, with 1 and with 10 open.
enum WindowBenchmarks {
    static let rounds = 500
    /// Measured rounds of every figure, interleaved so that the machine's load falls on all alike.
    static let samples = 9

    static func run(json: Bool) {
        let workload = MixedWorkload.events
        let operations = rounds * workload.count
        let coordinator = Coordinator(schema: DeepSchema())
        var root = NavigationState(schema: DeepSchema())
        _ = coordinator.reduce(&root, .launched(.init(.warm, session: .signedIn("alice"))), at: .zero)
        let windows = WindowCoordinator(schema: DeepSchema())
        let one = opened(1, with: windows)
        let ten = opened(10, with: windows)
        let behind = WindowID("window-5")
        precondition(
            one.windowCount == 1 && ten.windowCount == 10 && ten.frontmost == .main && ten.isOpen(behind),
            "The window benchmark's states are not the ones it names.")

        // The coordinator alone, fed the way the window coordinator feeds it: one effects buffer.
        func alone() -> Int {
            var state = root
            var time = NavigationTime.zero
            var effects: [NavigationEffect<DeepSchema>] = []
            var count = 0
            for _ in 0..<rounds {
                for event in workload {
                    time = time + .milliseconds(600)
                    effects.removeAll(keepingCapacity: true)
                    coordinator.reduce(&state, event, at: time, into: &effects)
                    count &+= effects.count
                }
            }
            return count &+ state.stack(for: .a).count
        }
        let figures = measuredTogether(
            operations: operations,
            [
                alone,
                { reduce(workload, from: one, in: nil, with: windows) },
                { reduce(workload, from: ten, in: nil, with: windows) },
                { reduce(workload, from: ten, in: behind, with: windows) },
            ])
        let (base, inOne, inTen, inBehind) = (figures[0], figures[1], figures[2], figures[3])
        CoordinatorBenchmarks.report(json, name: "an event in the only window (mixed workload)", key: "window_1", inOne)
        CoordinatorBenchmarks.report(
            json, name: "the same event in the frontmost of 10 windows", key: "window_10", inTen)
        CoordinatorBenchmarks.report(
            json, name: "the same event in a window behind 9 others", key: "window_10_behind", inBehind)
        CoordinatorBenchmarks.report(json, name: "the same events, coordinator alone", key: "window_baseline", base)
        if !json {
            print(
                String(
                    format:
                        "  → best of %d: 10 windows cost %.2f× one window in the frontmost (%.0f ns against %.0f ns), %.2f× in a window behind (%.0f ns); one window costs %.2f× the coordinator alone (%.0f ns)",
                    samples, inTen.ns / inOne.ns, inTen.ns, inOne.ns, inBehind.ns / inOne.ns, inBehind.ns,
                    inOne.ns / base.ns, base.ns))
        }

        // Events that must reach every window: each walks all of them, so they cost O(windows).
        let sessionEvents: [NavigationEvent<DeepSchema>] = [.signedOut, .signedIn("alice")]
        let sessionOperations = rounds * 20 * sessionEvents.count
        let session = measuredTogether(
            operations: sessionOperations,
            [
                { reduce(sessionEvents, rounds: rounds * 20, from: one, in: nil, with: windows) },
                { reduce(sessionEvents, rounds: rounds * 20, from: ten, in: nil, with: windows) },
            ])
        CoordinatorBenchmarks.report(
            json, name: "a sign-out or a sign-in with 1 window", key: "window_session_1", session[0])
        CoordinatorBenchmarks.report(
            json, name: "a sign-out or a sign-in with 10 windows (walks every window)", key: "window_session_10",
            session[1])
        if !json {
            print(
                String(
                    format: "  → best of %d: a change of session costs %.2f× with 10 windows what it costs with one",
                    samples, session[1].ns / session[0].ns))
        }
    }

    /// The state with `count` windows open after a warm launch, signed in; `main` in front.
    static func opened(_ count: Int, with windows: WindowCoordinator<DeepSchema>) -> WindowedState<DeepSchema> {
        var state = WindowedState(schema: DeepSchema())
        _ = windows.reduce(&state, .navigation(.launched(.init(.warm, session: .signedIn("alice")))), at: .zero)
        for index in stride(from: count - 1, through: 1, by: -1) {
            _ = windows.reduce(&state, .focused(WindowID("window-\(index)")), at: .zero)
        }
        _ = windows.reduce(&state, .focused(.main), at: .zero)
        return state
    }

    /// Reduces `rounds` rounds of `events`, 600 ms apart, from `start`, in `window` (or where the
    /// rules send each), and returns a count derived from every step's effects and the end state.
    static func reduce(
        _ events: [NavigationEvent<DeepSchema>], rounds: Int = WindowBenchmarks.rounds,
        from start: WindowedState<DeepSchema>, in window: WindowID?, with windows: WindowCoordinator<DeepSchema>
    ) -> Int {
        var state = start
        var time = NavigationTime.zero
        var effects: [NavigationEffect<DeepSchema>] = []
        var count = 0
        for _ in 0..<rounds {
            for event in events {
                time = time + .milliseconds(600)
                effects.removeAll(keepingCapacity: true)
                // An app builds the window event once, around the event it has.
                windows.reduce(&state, .navigation(consume event, in: window), at: time, into: &effects)
                count &+= effects.count
            }
        }
        return count &+ state.windowCount &+ (state.visible(in: window ?? state.frontmost)?.stacks.count ?? 0)
    }

    /// Times every body `samples` times, in turn (so that a change in the machine's load falls on
    /// all of them), after one warm-up call each; then counts the allocations of one more call.
    /// - Returns: For each body, its best time per operation and its allocations per operation.
    static func measuredTogether(
        operations: Int, _ bodies: [() -> Int]
    ) -> [CoordinatorBenchmarks.Figure] {
        for body in bodies { blackHole(body()) }
        var best = [Double](repeating: .infinity, count: bodies.count)
        for _ in 0..<samples {
            for (index, body) in bodies.enumerated() {
                let start = DispatchTime.now().uptimeNanoseconds
                let result = body()
                let end = DispatchTime.now().uptimeNanoseconds
                blackHole(result)
                best[index] = min(best[index], Double(end - start) / Double(operations))
            }
        }
        return bodies.indices.map { index in
            let count = wayfinder_allocation_count()
            let bytes = wayfinder_allocated_bytes()
            blackHole(bodies[index]())
            return CoordinatorBenchmarks.Figure(
                ns: best[index],
                allocations: Double(wayfinder_allocation_count() - count) / Double(operations),
                bytes: Double(wayfinder_allocated_bytes() - bytes) / Double(operations))
        }
    }
}

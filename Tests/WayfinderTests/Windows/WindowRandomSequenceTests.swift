import Foundation
import ShopExample
import Testing
import Wayfinder
import WayfinderTesting

/// One step of a random sequence over several windows: a step of the one-window generator, a
/// window brought to the front or closed, or a path written from a window that is not in front.
enum WindowRandomStep: CustomStringConvertible {
    case step(RandomStep)
    case focus(WindowID)
    case close(WindowID)
    case write(NavigationEvent<Shop>, in: WindowID)

    var description: String {
        switch self {
        case .step(let step): step.description
        case .focus(let window): "window \(window)"
        case .close(let window): "close-window \(window)"
        case .write(let event, let window): "\(NavigationHarness(schema: Shop()).describe(event)) in window \(window)"
        }
    }
}

@Suite("Randomized sequences over several windows")
struct WindowRandomSequenceTests {
    /// Sequences per CI run; `WAYFINDER_RANDOM_SEQUENCES` raises it (a twenty-fifth of it runs here).
    static let sequences =
        (ProcessInfo.processInfo.environment["WAYFINDER_RANDOM_SEQUENCES"].flatMap(Int.init) ?? 10_000) / 25
    static let batches = 2
    static let names: [WindowID] = ["main", "second", "third"]

    static func step(_ generator: inout RandomSequenceGenerator) -> WindowRandomStep {
        // Windows open and switch often, and the session changes often, so that windows hold
        // protected screens when it ends; launches (which close every window) are rarer.
        switch Int.random(in: 0..<100, using: &generator.rng) {
        case 0..<14: return .focus(generator.pick(names))
        case 14..<17: return .close(generator.pick(names))
        case 17..<23:
            let path = (0..<Int.random(in: 0...2, using: &generator.rng)).map { _ in generator.screen() }
            return .write(.pathChanged(generator.pick(ShopTab.allCases), path), in: generator.pick(names))
        case 23..<29: return .step(.event(.signedIn(generator.pick(["alice", "bob"]))))
        case 29..<33: return .step(.event(generator.pick([.sessionExpired, .signedOut])))
        default:
            let step = generator.step()
            if case .coldLaunch = step { return .step(generator.step()) }
            if case .event(.launched) = step { return .step(generator.step()) }
            return .step(step)
        }
    }

    /// The problems the window coordinator's report of the windows it touched hides from a shell
    /// that mirrors only those: a window whose part changed, opened or closed, left out.
    final class Untouched: @unchecked Sendable { var problems: [String] = [] }

    /// The windows `step` changed without reporting them touched.
    static func untouched(in step: HarnessStep<Shop>) -> [String] {
        let before = step.windowsBefore
        let after = step.windowsAfter
        var problems: [String] = []
        for window in before.windows + after.windows.filter({ !before.isOpen($0) })
        where before.visible(in: window) != after.visible(in: window) && !step.windowsTouched.contains(window) {
            problems.append(
                "window \(window) changed (\(shown(window, in: before)) to \(shown(window, in: after))) but the step reported only \(step.windowsTouched) touched"
            )
        }
        return problems
    }

    /// What `window` shows in `windows`, for a failure message: its location, modal and notice.
    static func shown(_ window: WindowID, in windows: WindowedState<Shop>) -> String {
        guard let state = windows.state(of: window) else { return "closed" }
        return [state.location.description, state.modal.map { "modal \($0)" }, state.notice.map { "notice \($0)" }]
            .compactMap { $0 }.joined(separator: ", ")
    }

    /// Plays one sequence; returns the problems found (empty when every invariant held, and every
    /// window a step changed was reported touched).
    static func play(_ steps: [WindowRandomStep], latency: Duration) async -> [String] {
        var harness = NavigationHarness(schema: Shop())
        harness.latency = latency
        let untouched = Untouched()
        harness.checks =
            InvariantChecker(schema: Shop()).checks + [
                { step in
                    untouched.problems += Self.untouched(in: step)
                    return []
                }
            ]
        await harness.send(.launched(.init(.cold, session: .signedOut)))
        for step in steps {
            switch step {
            case .step(let step): await harness.play(step)
            case .focus(let window): await harness.focus(window)
            case .close(let window): await harness.close(window)
            case .write(let event, let window): await harness.send(event, in: window)
            }
            if !harness.violations.isEmpty || !untouched.problems.isEmpty { break }
        }
        return harness.sequenceProblems + untouched.problems
    }

    @Test(
        "Every invariant holds in every window after every step, and every window a step changes is reported touched",
        arguments: 0..<batches)
    func invariantsHold(batch: Int) async {
        let count = Self.sequences / Self.batches
        for offset in 0..<count {
            let seed = UInt64(batch * count + offset) &* 0x9E37_79B9_7F4A_7C15 &+ 29
            var generator = RandomSequenceGenerator(rng: SeededRandom(seed: seed))
            let latency = generator.pick([Duration.zero, .zero, .seconds(2), .seconds(12)])
            let steps = (0..<Int.random(in: 1...50, using: &generator.rng)).map { _ in Self.step(&generator) }
            let problems = await Self.play(steps, latency: latency)
            if !problems.isEmpty {
                let shrunk = await shrinking(steps) { await !Self.play($0, latency: latency).isEmpty }
                let replay = await Self.play(shrunk, latency: latency)
                Issue.record(
                    """
                    seed \(seed) (latency \(latency)) broke an invariant:
                    \(problems.joined(separator: "\n"))
                    shrunk to \(shrunk.count) steps:
                    \(shrunk.map { "  " + $0.description }.joined(separator: "\n"))
                    which reports:
                    \(replay.joined(separator: "\n"))
                    """
                )
                return
            }
        }
    }

    @Test("The sequences do open, switch and close windows")
    func sequencesUseWindows() async {
        var generator = RandomSequenceGenerator(rng: SeededRandom(seed: 7))
        let steps = (0..<400).map { _ in Self.step(&generator) }
        #expect(steps.contains { if case .focus(let w) = $0 { w != .main } else { false } })
        #expect(steps.contains { if case .close = $0 { true } else { false } })
        #expect(steps.contains { if case .write = $0 { true } else { false } })
    }
}

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

    /// Plays one sequence; returns the problems found (empty when every invariant held).
    static func play(_ steps: [WindowRandomStep], latency: Duration) async -> [String] {
        var harness = NavigationHarness(schema: Shop())
        harness.latency = latency
        harness.checks = InvariantChecker(schema: Shop()).checks
        await harness.send(.launched(.init(.cold, session: .signedOut)))
        for step in steps {
            switch step {
            case .step(.event(let event)): await harness.send(event)
            case .step(.advance(let duration)): await harness.advance(by: duration)
            case .step(.coldLaunch(let link, let session, let gates, let source)):
                await harness.send(
                    .launched(
                        .init(
                            .cold, session: session, gates: gates, link: link, source: source,
                            snapshot: harness.savedSnapshot)))
            case .focus(let window): await harness.focus(window)
            case .close(let window): await harness.close(window)
            case .write(let event, let window): await harness.send(event, in: window)
            }
            if !harness.violations.isEmpty { break }
        }
        var problems = harness.violations.map(\.description)
        let unfinished = harness.unfinishedLinks
        if !unfinished.isEmpty {
            problems.append("invariant 10: navigations \(unfinished) never got a terminal record")
        }
        return problems
    }

    static func shrink(_ steps: [WindowRandomStep], latency: Duration) async -> [WindowRandomStep] {
        var current = steps
        var index = current.count - 1
        while index >= 0 {
            var candidate = current
            candidate.remove(at: index)
            if await !play(candidate, latency: latency).isEmpty { current = candidate }
            index -= 1
        }
        return current
    }

    @Test("Every invariant holds in every window after every step", arguments: 0..<batches)
    func invariantsHold(batch: Int) async {
        let count = Self.sequences / Self.batches
        for offset in 0..<count {
            let seed = UInt64(batch * count + offset) &* 0x9E37_79B9_7F4A_7C15 &+ 29
            var generator = RandomSequenceGenerator(rng: SeededRandom(seed: seed))
            let latency = generator.pick([Duration.zero, .zero, .seconds(2), .seconds(12)])
            let steps = (0..<Int.random(in: 1...50, using: &generator.rng)).map { _ in Self.step(&generator) }
            let problems = await Self.play(steps, latency: latency)
            if !problems.isEmpty {
                let shrunk = await Self.shrink(steps, latency: latency)
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

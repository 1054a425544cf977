import Testing
import Wayfinder
import WayfinderTesting

/// Random sequences over ``Bank`` (two requirements beyond sign-in, one lapsing in the
/// background, one kept by the account): the invariants hold after every step, so no screen whose
/// requirements are not held is ever visible, on any path.
@Suite("Requirements: randomized sequences")
struct RequirementSequenceTests {
    static let links = [
        "bank://about", "bank://accounts", "bank://statement", "bank://transfer", "bank://s/x", "bank://lookup/3",
        "bank://nowhere",
    ]

    static func step(_ rng: inout SeededRandom) -> (NavigationEvent<Bank>?, Duration) {
        func pick<T>(_ items: [T]) -> T { items[Int.random(in: 0..<items.count, using: &rng)] }
        let names: [RequirementName] = [.unlock, .terms, .signIn]
        switch Int.random(in: 0..<100, using: &rng) {
        case 0..<15: return (.linkReceived(pick(links), source: pick([.link, .push])), .zero)
        case 15..<23: return (.routeRequested(pick([.statement, .transfer, .accounts, .about]), source: .app), .zero)
        case 23..<40:
            let name = pick(names)
            return (pick([.requirementMet(name), .requirementMet(name), .requirementFailed(name)]), .zero)
        case 40..<44: return (.requirementCancelled(pick(names)), .zero)
        case 44..<49: return (.signedIn(pick(["alice", "veteran"])), .zero)
        case 49..<52: return (pick([.sessionExpired, .signedOut, .signInCancelled]), .zero)
        case 52..<62: return (.scenePhaseChanged(pick([.background, .active])), .zero)
        case 62..<72: return (nil, pick([.seconds(1), .seconds(20), .seconds(31), .seconds(61)]))
        case 72..<80: return (pick([.popped, .poppedToRoot, .tabSelected(pick(Bank.Tab.allCases))]), .zero)
        case 80..<86: return (.screenPushed(pick([.about, .accounts, .statement, .transfer])), .zero)
        case 86..<91:
            return (
                .pathChanged(.vault, pick([[], [.accounts], [.accounts, .statement], [.statement, .transfer]])), .zero
            )
        case 91..<95:
            return (
                pick([.modalRequested(pick(Bank.Modal.allCases)), .modalDismissed(pick(Bank.Modal.allCases))]), .zero
            )
        case 95..<97: return (.noticeDismissed, .zero)
        default:
            return (.launched(.init(pick([.cold, .warm]), session: pick([.signedIn("alice"), .signedOut]))), .zero)
        }
    }

    @Test("The invariants hold after every step of 5,000 sequences over two requirements")
    func invariantsHold() async {
        for seed in UInt64(0)..<5_000 {
            var rng = SeededRandom(seed: seed &* 0x9E37_79B9_7F4A_7C15 &+ 3)
            var harness = NavigationHarness(schema: Bank())
            harness.checks = InvariantChecker(schema: Bank()).checks
            await harness.send(.launched(.init(.warm, session: .signedIn("alice"))))
            var trail: [String] = []
            for _ in 0..<Int.random(in: 1...40, using: &rng) {
                let (event, wait) = Self.step(&rng)
                if let event {
                    trail.append(harness.describe(event))
                    await harness.send(event)
                } else {
                    trail.append("advance \(wait)")
                    await harness.advance(by: wait)
                }
                if !harness.violations.isEmpty { break }
            }
            if !harness.violations.isEmpty || !harness.unfinishedLinks.isEmpty {
                let problems = harness.violations.map(\.description).joined(separator: "; ")
                let steps = trail.joined(separator: "\n")
                Issue.record(
                    Comment(rawValue: "seed \(seed): \(problems) unfinished \(harness.unfinishedLinks)\n\(steps)"))
                return
            }
        }
    }
}

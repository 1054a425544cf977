import Foundation
import ShopExample
import Testing
import Wayfinder
import WayfinderTesting

/// One step of a random sequence: an event, or time passing.
enum RandomStep: CustomStringConvertible {
    case event(NavigationEvent<Shop>)
    case advance(Duration)
    case coldLaunch(link: String?, session: Session, gates: [LaunchGate], source: LinkSource = .link)

    var description: String {
        switch self {
        case .event(let event): NavigationHarness(schema: Shop()).describe(event)
        case .advance(let duration): "advance \(duration)"
        case .coldLaunch(let link, let session, let gates, let source):
            "launch cold \(link ?? "") session=\(session) gates=\(gates) source=\(source)"
        }
    }
}

extension NavigationHarness where Schema == Shop {
    /// Plays one step of a random sequence; a cold launch restores the last snapshot saved.
    mutating func play(_ step: RandomStep) async {
        switch step {
        case .event(let event): await send(event)
        case .advance(let duration): await advance(by: duration)
        case .coldLaunch(let link, let session, let gates, let source):
            await send(
                .launched(
                    .init(.cold, session: session, gates: gates, link: link, source: source, snapshot: savedSnapshot)))
        }
    }
}

/// Generates plausible sequences over the Shop schema: links of every kind (with random
/// secrets), session changes, gates, scene phases, time, and the person's own moves.
struct RandomSequenceGenerator {
    var rng: SeededRandom

    mutating func pick<T>(_ items: [T]) -> T { items[Int.random(in: 0..<items.count, using: &rng)] }

    mutating func token() -> String {
        "tok-" + String(UInt32.random(in: .min ... .max, using: &rng), radix: 36) + "x"
    }

    mutating func link() -> String {
        let id = String(Int.random(in: 1...220, using: &rng))
        return pick([
            "shop://", "shop://products/\(id)", "shop://products/\(id)/reviews/2", "shop://search?q=boots",
            "shop://search",
            "shop://orders", "shop://orders/\(id)", "shop://billing", "shop://invoices/\(id)",
            "https://shop.example.com/projects/\(id)",
            "shop://teams/\(Int.random(in: 1...120, using: &rng))/invite/\(pick(["valid", "expired", token()]))",
            "shop://reset-password/\(pick(["fresh", token()]))", "shop://r/\(pick(["summer", "vip", "loop", "nope"]))",
            "shop://account/security", "shop://r/secure",
            "shop://nowhere", "https://evil.example.com/orders/1", "shop://products/%zz", "shop://products/a/../b",
            "shop://checkout", "shop://checkout/shipping", "shop://checkout/payment",
            "shop://compose", "shop://compose?text=Hi%20\(id)",
        ])
    }

    mutating func screen() -> ShopScreen {
        let id = String(Int.random(in: 1...150, using: &rng))
        return pick([
            .product(id), .review(id, "1"), .results("q"), .orders, .order(id), .billing, .invoice(id), .teams,
            .team(id), .project(id), .security, .cart, .shipping, .payment, .shipping, .payment, .topics,
            .draft(id), .attachments,
        ])
    }

    mutating func session() -> Session {
        pick([.signedOut, .signedIn("alice"), .signedIn("bob"), .expired("alice"), .unknown])
    }

    mutating func step() -> RandomStep {
        switch Int.random(in: 0..<120, using: &rng) {
        case 0..<20: return .event(.linkReceived(link(), source: pick(LinkSource.external)))
        case 20..<25: return .event(.signedIn(pick(["alice", "bob"])))
        case 25..<27: return .event(.signInFailed)
        case 27..<29: return .event(.signInCancelled)
        case 29..<32: return .event(.sessionExpired)
        case 32..<34: return .event(.signedOut)
        case 34..<36: return .event(.sessionResolved(pick([.signedOut, .signedIn("alice"), .expired("bob")])))
        case 36..<38: return .event(.gateRaised(.forcedUpdate))
        case 38..<41: return .event(.gateCleared(.forcedUpdate))
        case 41..<45: return .event(.scenePhaseChanged(.background))
        case 45..<50: return .event(.scenePhaseChanged(.active))
        case 50..<58:
            return .advance(
                pick([
                    .milliseconds(300), .seconds(1), .seconds(5), .seconds(11), .seconds(30), .seconds(61),
                    .seconds(290),
                    .seconds(330),
                ]))
        case 58..<63:
            // Requirement events: mostly the step-up, sometimes sign-in's generic form; often
            // with no such modal up, which must change nothing.
            let name = pick([RequirementName.stepUp, .stepUp, .signIn])
            return .event(pick([.requirementMet(name), .requirementFailed(name), .requirementCancelled(name)]))
        case 63..<68: return .event(.popped)
        case 68..<70:
            return .event(pick([.poppedToRoot, .poppedCount(Int.random(in: 0...3, using: &rng)), .poppedTo(screen())]))
        case 70..<74: return .event(.tabSelected(pick(ShopTab.allCases)))
        case 74..<78: return .event(.modalDismissed(pick(ShopModal.allCases)))
        case 78..<80: return .event(.noticeDismissed)
        case 80..<85: return .event(.screenPushed(screen()))
        case 85..<87: return .event(.modalRequested(pick(ShopModal.allCases)))
        case 87..<90:
            let tab = pick(ShopTab.allCases)
            let path = (0..<Int.random(in: 0...3, using: &rng)).map { _ in screen() }
            if Bool.random(using: &rng) { return .event(.modalPathChanged(pick(ShopModal.allCases), path)) }
            return .event(.pathChanged(tab, path))
        case 90..<93:
            let routes: [ShopRoute] = [
                .orders, .product(id: "3"), .order(id: "7"), .billing, .security, .shortLink(slug: "secure"), .checkout,
                .checkoutShipping, .checkoutPayment,
            ]
            // A tap, or an App Intent's route (decided like a link).
            return .event(.routeRequested(pick(routes), source: pick([.app, .app, .intent])))
        case 93..<96:
            return .coldLaunch(
                link: Bool.random(using: &rng) ? link() : nil, session: session(),
                gates: Bool.random(using: &rng) ? [] : [.forcedUpdate], source: pick(LinkSource.external))
        // What the person and the app do over a modal: edits, answers, the app's notices, a
        // dropped pending link, the onboarding gate.
        case 96..<102: return .event(.unsavedInputChanged(Bool.random(using: &rng) || Bool.random(using: &rng)))
        case 102..<110: return .event(.confirmationAnswered(pick(ConfirmationAnswer.allCases)))
        case 110..<112: return .event(.noticeRaised(pick(ShopNotice.allCases)))
        case 112..<114: return .event(.pendingDiscarded)
        case 114..<116: return .event(pick([.gateRaised(.onboarding), .gateCleared(.onboarding)]))
        case 116..<118: return .event(.modalRequested(pick([.passwordReset, .checkout, .compose])))
        default: return .event(.launched(.init(.warm, session: session())))
        }
    }
}

@Suite("Randomized sequences")
struct RandomSequenceTests {
    /// Sequences per CI run; `WAYFINDER_RANDOM_SEQUENCES` raises it.
    static let sequences = ProcessInfo.processInfo.environment["WAYFINDER_RANDOM_SEQUENCES"].flatMap(Int.init) ?? 10_000
    static let batches = 4

    /// Plays one seeded sequence; returns the problems found (empty when all invariants held).
    static func play(_ steps: [RandomStep], latency: Duration) async -> [String] {
        var harness = NavigationHarness(schema: Shop())
        harness.latency = latency
        harness.checks = InvariantChecker(schema: Shop()).checks
        await harness.send(.launched(.init(.cold, session: .signedOut)))
        for step in steps {
            await harness.play(step)
            if !harness.violations.isEmpty { break }
        }
        return harness.sequenceProblems
    }

    @Test("The eleven invariants hold after every step", arguments: 0..<batches)
    func invariantsHold(batch: Int) async {
        let count = Self.sequences / Self.batches
        for offset in 0..<count {
            let seed = UInt64(batch * count + offset) &* 0x2545_F491_4F6C_DD1D &+ 17
            var generator = RandomSequenceGenerator(rng: SeededRandom(seed: seed))
            let latency = generator.pick([Duration.zero, .zero, .seconds(2), .seconds(12)])
            let steps = (0..<Int.random(in: 1...50, using: &generator.rng)).map { _ in generator.step() }
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

    /// Plays a sequence and returns, per step, everything decided: where the person is, the
    /// modal, the notice, the pending link, the handoff link, and each record without its source.
    static func decisions(_ steps: [RandomStep], latency: Duration) async -> [String] {
        var harness = NavigationHarness(schema: Shop())
        harness.latency = latency
        await harness.send(.launched(.init(.cold, session: .signedOut)))
        var trace: [String] = []
        var seen = harness.records.count
        for step in steps {
            await harness.play(step)
            let state = harness.state
            let records = harness.records[seen...].map {
                "\($0.outcome.rawValue) \($0.link) \($0.landing.map { "\($0)" } ?? "-") \($0.reason)"
            }
            seen = harness.records.count
            trace.append(
                "\(state.location) · \(state.presented.map { "\($0)" } ?? "none") · \(state.notice.map { "\($0)" } ?? "none") · "
                    + "\(state.pending?.display ?? "none") · \(state.handoffLink(in: Shop()) ?? "none") · \(records)")
        }
        return trace
    }

    /// The same sequence with every outside source replaced by another one.
    static func swappingSources(_ steps: [RandomStep], by offset: Int) -> [RandomStep] {
        func swapped(_ source: LinkSource) -> LinkSource {
            guard let index = LinkSource.external.firstIndex(of: source) else { return source }
            return LinkSource.external[(index + offset) % LinkSource.external.count]
        }
        return steps.map { step in
            switch step {
            case .event(.linkReceived(let link, let source)): .event(.linkReceived(link, source: swapped(source)))
            case .event(.routeRequested(let route, let source)):
                .event(.routeRequested(route, source: swapped(source)))
            case .coldLaunch(let link, let session, let gates, let source):
                .coldLaunch(link: link, session: session, gates: gates, source: swapped(source))
            default: step
            }
        }
    }

    @Test("The source never changes a decision: the same sequence from other ways in decides the same")
    func theSourceNeverChangesADecision() async {
        let count = max(1, Self.sequences / 20)
        for offset in 0..<count {
            let seed = UInt64(offset) &* 0x9E37_79B9_7F4A_7C15 &+ 3
            var generator = RandomSequenceGenerator(rng: SeededRandom(seed: seed))
            let latency = generator.pick([Duration.zero, .seconds(2)])
            let steps = (0..<Int.random(in: 1...40, using: &generator.rng)).map { _ in generator.step() }
            let shift = 1 + offset % (LinkSource.external.count - 1)
            let original = await Self.decisions(steps, latency: latency)
            let swapped = await Self.decisions(Self.swappingSources(steps, by: shift), latency: latency)
            if let index = original.indices.first(where: { original[$0] != swapped[$0] }) {
                Issue.record(
                    """
                    seed \(seed): with sources shifted by \(shift), step \(index + 1) (\(steps[index])) decided differently:
                      \(original[index])
                      \(swapped[index])
                    """)
                return
            }
        }
    }

    @Test func everySourceIsGenerated() {
        var generator = RandomSequenceGenerator(rng: SeededRandom(seed: 7))
        var sources: Set<LinkSource> = []
        for _ in 0..<3000 {
            switch generator.step() {
            case .event(.linkReceived(_, let source)), .event(.routeRequested(_, let source)): sources.insert(source)
            case .coldLaunch(_, _, _, let source): sources.insert(source)
            default: break
            }
        }
        #expect(sources == Set(LinkSource.external + [.app]))
    }

    /// The sequences reach the states the rules over a modal are about: a question asked, answered
    /// both ways, dropped with its modal; a pending link the app drops; an app notice shown.
    @Test func theSequencesReachQuestionsAnswersAndTheAppsActions() async {
        var generator = RandomSequenceGenerator(rng: SeededRandom(seed: 11))
        var asked = 0
        var outcomes: Set<DecisionOutcome> = []
        for _ in 0..<300 {
            var harness = NavigationHarness(schema: Shop())
            await harness.send(.launched(.init(.warm, session: .signedIn("alice"))))
            for _ in 0..<40 {
                guard case .event(let event) = generator.step() else { continue }
                await harness.send(event)
                if harness.state.confirmation != nil { asked += 1 }
            }
            outcomes.formUnion(harness.records.map(\.outcome))
        }
        #expect(asked > 0, "no sequence raised a question over a modal")
        #expect(outcomes.isSuperset(of: [.declined, .discarded, .superseded, .landed]), "\(outcomes)")
    }

    @Test func generatorIsDeterministic() {
        var a = RandomSequenceGenerator(rng: SeededRandom(seed: 42))
        var b = RandomSequenceGenerator(rng: SeededRandom(seed: 42))
        let first = (0..<20).map { _ in a.step().description }
        let second = (0..<20).map { _ in b.step().description }
        #expect(first == second)
    }
}

import Foundation
import Wayfinder
import WayfinderTesting

/// One step of a random sequence on a generated schema: an event, time passing, or a relaunch.
enum RandomSchemaStep: Sendable {
    case event(NavigationEvent<RandomSchema>)
    case advance(Duration)
    /// A cold launch that restores the last snapshot saved.
    case relaunch(link: String?, session: Session, gates: [LaunchGate])

    func description(in schema: RandomSchema) -> String {
        switch self {
        case .event(let event): NavigationHarness(schema: schema).describe(event)
        case .advance(let duration): "advance \(duration)"
        case .relaunch(let link, let session, let gates):
            "relaunch cold \(link ?? "-") session=\(session) gates=\(gates)"
        }
    }
}

extension NavigationHarness where Schema == RandomSchema {
    mutating func play(_ step: RandomSchemaStep) async {
        switch step {
        case .event(let event): await send(event)
        case .advance(let duration): await advance(by: duration)
        case .relaunch(let link, let session, let gates):
            await send(.launched(.init(.cold, session: session, gates: gates, link: link, snapshot: savedSnapshot)))
        }
    }
}

/// Random sequences over a generated schema: links to each of its routes (with random ids and
/// secrets) and junk, taps, session changes, scene phases, time, dismiss/back/select, edits,
/// leave/stay, gates and relaunches.
struct RandomSchemaSequenceGenerator {
    let schema: RandomSchema
    var rng: SeededRandom

    mutating func pick<T>(_ items: [T]) -> T { items[Int.random(in: 0..<items.count, using: &rng)] }
    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &rng) }

    var blueprint: RandomBlueprint { schema.blueprint }

    mutating func route() -> RandomRoute {
        // A reset or sign-in link one time in four when the schema has one: most arrive while
        // sign-in is up, the links it helps with waiting.
        let codeRoutes = blueprint.routes.indices.filter { blueprint.routes[$0].resolver == .byCode }
        let index =
            !codeRoutes.isEmpty && int(0...3) == 0 ? pick(codeRoutes) : int(0...(blueprint.routes.count - 1))
        let secret = blueprint.routes[index].secret ? pick(["s3cr3t", "stale", "k\(int(1...99))"]) : nil
        return RandomRoute(index: index, id: int(1...30), secret: secret)
    }

    mutating func link() -> String {
        if int(0...9) < 8 { return schema.links.link(for: route()) ?? "\(RandomBlueprint.scheme)://r0/1" }
        return pick([
            "\(RandomBlueprint.scheme)://nowhere", "\(RandomBlueprint.scheme)://r0/notanumber",
            "https://elsewhere.example.com/r1/2", "\(RandomBlueprint.scheme)://r0/%zz", "",
        ])
    }

    mutating func screen() -> RandomScreen {
        let names = blueprint.tabScreens.map(\.name) + blueprint.allModals.flatMap { $0.flow.map(\.name) }
        return RandomScreen(name: pick(names), id: int(1...30))
    }

    mutating func modal() -> RandomModal { RandomModal(name: pick(blueprint.allModals).name) }
    mutating func tab() -> RandomTab { pick(schema.tabs) }

    mutating func session() -> Session {
        pick([.signedOut, .signedIn("ada"), .signedIn("bob"), .expired("ada"), .unknown])
    }

    mutating func requirement() -> RequirementName {
        pick(blueprint.requirements.map(\.name) + [.signIn])
    }

    mutating func gateEvent() -> NavigationEvent<RandomSchema>? {
        guard !blueprint.gates.isEmpty else { return nil }
        let gate = pick(blueprint.gates).gate
        return int(0...2) == 0 ? .gateRaised(gate) : .gateCleared(gate)
    }

    mutating func step() -> RandomSchemaStep {
        switch int(0...119) {
        case 0..<22: return .event(.linkReceived(link(), source: pick(LinkSource.external)))
        case 22..<27: return .event(.routeRequested(route(), source: pick([.app, .app, .intent])))
        case 27..<33: return .event(.signedIn(pick(["ada", "ada", "bob"])))
        case 33..<35: return .event(.signInFailed)
        case 35..<37: return .event(.signInCancelled)
        case 37..<39: return .event(.sessionExpired)
        case 39..<41: return .event(.signedOut)
        case 41..<44: return .event(.sessionResolved(pick([.signedOut, .signedIn("ada"), .expired("ada")])))
        case 44..<50:
            let name = requirement()
            return .event(
                pick([
                    .requirementMet(name), .requirementMet(name), .requirementFailed(name), .requirementCancelled(name),
                ]))
        case 50..<54: return gateEvent().map(RandomSchemaStep.event) ?? .event(.popped)
        case 54..<58: return .event(.scenePhaseChanged(pick([.background, .active, .active])))
        case 58..<64:
            return .advance(pick([.milliseconds(300), .seconds(2), .seconds(11), .seconds(61), .seconds(330)]))
        case 64..<69: return .event(.popped)
        case 69..<71: return .event(pick([.poppedToRoot, .poppedCount(int(0...3)), .poppedTo(screen())]))
        case 71..<76: return .event(.tabSelected(tab()))
        case 76..<81: return .event(.modalDismissed(modal()))
        case 81..<83: return .event(.noticeDismissed)
        case 83..<88: return .event(.screenPushed(screen()))
        case 88..<92: return .event(.modalRequested(modal()))
        case 92..<95:
            let path = (0..<int(0...2)).map { _ in screen() }
            return int(0...1) == 0 ? .event(.pathChanged(tab(), path)) : .event(.modalPathChanged(modal(), path))
        case 95..<101: return .event(.unsavedInputChanged(int(0...2) > 0))
        case 101..<108: return .event(.confirmationAnswered(pick(ConfirmationAnswer.allCases)))
        case 108..<110:
            return .event(.noticeRaised(pick(["unavailable", "expired", "missing"].map(RandomNotice.init))))
        case 110..<112: return .event(.pendingDiscarded)
        case 112..<116:
            let gates = blueprint.gates.isEmpty || int(0...1) == 0 ? [] : [pick(blueprint.gates).gate]
            return .relaunch(link: int(0...1) == 0 ? link() : nil, session: session(), gates: gates)
        default: return .event(.launched(.init(.warm, session: session())))
        }
    }
}

/// Plays sequences on generated schemas and reports what broke.
enum RandomSchemaPlay {
    /// Plays `steps` from a cold launch signed out; returns the problems (empty when every
    /// invariant held after every step and every navigation ended in a terminal record).
    static func problems(_ schema: RandomSchema, _ steps: [RandomSchemaStep], latency: Duration) async -> [String] {
        var harness = NavigationHarness(schema: schema)
        harness.latency = latency
        harness.checks = InvariantChecker(schema: schema).checks
        await harness.send(.launched(.init(.cold, session: .signedOut)))
        for step in steps {
            await harness.play(step)
            if !harness.violations.isEmpty { break }
        }
        return harness.sequenceProblems
    }

    /// The steps of sequence `index` of a schema, with its resolver latency.
    static func sequence(_ schema: RandomSchema, index: Int, maxSteps: Int) -> (
        steps: [RandomSchemaStep], latency: Duration
    ) {
        var generator = RandomSchemaSequenceGenerator(
            schema: schema, rng: SeededRandom(seed: schema.blueprint.seed &* 31 &+ UInt64(index)))
        let latency = generator.pick([Duration.zero, .zero, .seconds(2), .seconds(12)])
        let steps = (0..<generator.int(1...maxSteps)).map { _ in generator.step() }
        return (steps, latency)
    }

    /// A failure written for a person: the schema, the seed, the shrunk sequence and what it reports.
    static func report(
        _ schema: RandomSchema, sequence: Int, steps: [RandomSchemaStep], latency: Duration, problems: [String]
    ) async -> String {
        let shrunk = await shrinking(steps) { await !Self.problems(schema, $0, latency: latency).isEmpty }
        let replay = await Self.problems(schema, shrunk, latency: latency)
        return """
            seed \(schema.blueprint.seed), sequence \(sequence) (latency \(latency)) broke an invariant:
            \(problems.joined(separator: "\n"))
            shrunk to \(shrunk.count) steps from a cold launch signed out:
            \(shrunk.map { "  " + $0.description(in: schema) }.joined(separator: "\n"))
            which reports:
            \(replay.joined(separator: "\n"))
            \(schema.blueprint)
            """
    }
}

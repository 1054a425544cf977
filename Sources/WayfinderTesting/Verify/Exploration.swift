import Foundation
import Wayfinder

/// The breadth-first search behind ``Verifier``: the states seen (by canonical form), the
/// frontier of the level being explored, and how each state was first reached, so the shortest
/// way to a violation can be printed.
struct Exploration<Schema: NavigationSchema>: Sendable {
    /// One explored state: the harness where it is, what the properties remember of its past,
    /// and how it was reached.
    struct Node: Sendable {
        var harness: NavigationHarness<Schema>
        var ghost: Ghost
        var trail: Int
    }

    /// How a state was first reached: a start, or one event after another state.
    enum Trail: Sendable {
        case start([ScenarioAction])
        case step(parent: Int, action: ScenarioAction)
    }

    /// What an event led to, worked out in a child task and kept if its state is new.
    private struct Outcome: Sendable {
        var node: Node
        var key: StateKey<Schema>
        var action: ScenarioAction
        var parent: Int
        var violations: [Finding]
    }

    let context: VerificationContext<Schema>
    private(set) var seen: Set<StateKey<Schema>> = []
    private(set) var frontier: [Node] = []
    private(set) var trails: [Trail] = []
    private(set) var transitions = 0
    private(set) var startCount = 0
    private(set) var kept: [VerificationViolation] = []
    private var keptCount: [VerifiedProperty: Int] = [:]
    private var keptMessages: Set<String> = []
    private var level = 0

    init(context: VerificationContext<Schema>) { self.context = context }

    /// Plays every start's lines from a fresh harness, the starts shared out among child tasks;
    /// each start's state joins the first level if new, in the order of `starts`.
    mutating func begin(_ starts: [[ScenarioAction]]) async {
        let context = self.context
        let played = await Self.inChildTasks(starts, chunk: 16) { await Self.play($0, context) }
        for start in played.joined() {
            startCount += 1
            trails.append(.start(start.lines))
            let trail = trails.count - 1
            for finding in start.findings { keep(finding, trail: trail, depth: 0) }
            guard seen.insert(start.key).inserted else { continue }
            frontier.append(Node(harness: start.harness, ghost: start.ghost, trail: trail))
        }
    }

    /// A start played: where its lines led, and what they broke on the way.
    private struct Start: Sendable {
        var lines: [ScenarioAction]
        var harness: NavigationHarness<Schema>
        var ghost: Ghost
        var key: StateKey<Schema>
        var findings: [Finding]
    }

    /// `work` on each chunk of `items` in a child task of its own; the results in the order of
    /// the chunks.
    private static func inChildTasks<Item: Sendable, Result: Sendable>(
        _ items: [Item], chunk: Int, _ work: @escaping @Sendable ([Item]) async -> Result
    ) async -> [Result] {
        await withTaskGroup(of: (Int, Result).self) { group in
            for (index, first) in stride(from: 0, to: items.count, by: chunk).enumerated() {
                let part = Array(items[first..<min(items.count, first + chunk)])
                group.addTask { (index, await work(part)) }
            }
            var parts: [Result?] = Array(repeating: nil, count: (items.count + chunk - 1) / chunk)
            for await (index, result) in group { parts[index] = result }
            return parts.compactMap { $0 }
        }
    }

    /// Plays each start's lines from a fresh harness, in a child task.
    private static func play(_ starts: [[ScenarioAction]], _ context: VerificationContext<Schema>) async -> [Start] {
        var played: [Start] = []
        for lines in starts {
            var harness = context.freshHarness
            var ghost = Ghost()
            var findings: [Finding] = []
            for action in lines { findings += await context.play(action, on: &harness, ghost: &ghost) }
            let key = StateKey(harness: harness, ghost: ghost, horizon: context.horizon)
            played.append(Start(lines: lines, harness: harness, ghost: ghost, key: key, findings: findings))
        }
        return played
    }

    /// Explores one more level: every event from every state of the frontier.
    /// - Parameter deadline: When to give up the level (it is then not counted).
    /// - Returns: Whether the level was explored whole.
    mutating func expand(before deadline: ContinuousClock.Instant?) async -> Bool {
        level += 1
        let nodes = frontier
        // A level given up for time reports nothing: the report speaks of whole levels only.
        let keptBefore = (kept, keptCount, keptMessages)
        var next: [Node] = []
        let chunk = 32
        let wave = max(2, ProcessInfo.processInfo.activeProcessorCount) * 2
        var offset = 0
        let context = self.context
        while offset < nodes.count {
            if let deadline, ContinuousClock().now > deadline {
                (kept, keptCount, keptMessages) = keptBefore
                return false
            }
            let end = min(nodes.count, offset + chunk * wave)
            let slice = Array(nodes[offset..<end])
            let results = await Self.inChildTasks(slice, chunk: chunk) { await Self.explore($0, context) }
            for outcomes in results {
                for outcome in outcomes {
                    transitions += 1
                    let isNew = seen.insert(outcome.key).inserted
                    guard isNew || !outcome.violations.isEmpty else { continue }
                    trails.append(.step(parent: outcome.parent, action: outcome.action))
                    let trail = trails.count - 1
                    for finding in outcome.violations { keep(finding, trail: trail, depth: level) }
                    if isNew {
                        var node = outcome.node
                        node.trail = trail
                        next.append(node)
                    }
                }
            }
            offset = end
        }
        frontier = next
        return true
    }

    /// Every event from each node, in a child task.
    private static func explore(_ nodes: [Node], _ context: VerificationContext<Schema>) async -> [Outcome] {
        var outcomes: [Outcome] = []
        for node in nodes {
            for action in context.moves(from: node.harness) {
                var harness = node.harness
                harness.forgetThePast()
                var ghost = node.ghost
                let violations = await context.play(action, on: &harness, ghost: &ghost)
                let key = StateKey(harness: harness, ghost: ghost, horizon: context.horizon)
                outcomes.append(
                    Outcome(
                        node: Node(harness: harness, ghost: ghost, trail: node.trail), key: key, action: action,
                        parent: node.trail, violations: violations))
            }
        }
        return outcomes
    }

    /// Keeps a violation when its property has room and the same message was not kept already.
    private mutating func keep(_ finding: Finding, trail: Int, depth: Int) {
        let (property, message, expectations) = (finding.property, finding.message, finding.expectations)
        guard keptCount[property, default: 0] < context.violationsKept, keptMessages.insert(message).inserted else {
            return
        }
        keptCount[property, default: 0] += 1
        kept.append(
            VerificationViolation(
                property: property, message: message,
                script: script(to: trail, property: property, message: message, expectations: expectations),
                depth: depth))
    }

    /// The lines from the start to `trail`, then the expectations that fail there.
    private func script(
        to trail: Int, property: VerifiedProperty, message: String, expectations: [ScenarioExpectation]
    ) -> String {
        var actions: [ScenarioAction] = []
        var index = trail
        while true {
            switch trails[index] {
            case .start(let lines):
                actions.insert(contentsOf: lines, at: 0)
                var text = ["# \(property): \(message.replacingOccurrences(of: "\n", with: " "))"]
                text += actions.map { ScenarioCommand.action($0).scriptText }
                text += (expectations + [.broken("none")]).map { ScenarioCommand.expectation($0).scriptText }
                return text.joined(separator: "\n") + "\n"
            case .step(let parent, let action):
                actions.insert(action, at: 0)
                index = parent
            }
        }
    }
}

/// A state as the verifier tells states apart (see ``Verifier``). Its hash is worked out once, in
/// the child task that reached it, so the search's one shared set only compares.
struct StateKey<Schema: NavigationSchema>: Hashable, Sendable {
    struct Parts: Hashable, Sendable {
        var windows: WindowedState<Schema>
        var snapshot: Data?
        var answersDue: [Duration]
        var latency: Duration
        var ghost: Ghost.Key
    }

    let parts: Parts
    let hash: Int

    init(harness: NavigationHarness<Schema>, ghost: Ghost, horizon: Duration) {
        parts = Parts(
            windows: harness.windows.canonical(horizon: horizon), snapshot: harness.savedSnapshot,
            answersDue: harness.answersDue, latency: harness.latency, ghost: ghost.key(for: harness.windows))
        hash = parts.hashValue
    }

    static func == (a: Self, b: Self) -> Bool { a.hash == b.hash && a.parts == b.parts }

    func hash(into hasher: inout Hasher) { hasher.combine(hash) }
}

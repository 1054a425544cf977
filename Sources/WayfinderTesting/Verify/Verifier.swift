import Foundation
public import Wayfinder

/// Explores every reachable navigation state of a schema, breadth first, to a depth, and checks
/// each ``VerifiedProperty`` after every transition: `wayfinder verify`.
///
/// **Starts.** Every combination of a cold launch, a cold launch over a saved snapshot (of the
/// deepest place each tab reaches, saved by the first account) and a warm launch; every session
/// (signed in as each account, signed out, expired for each account, unknown); no gate or each
/// launch gate; and no link or each sample link (with the launch, or right after a warm one).
///
/// **Events.** From each state, every event an app or a person can cause there:
/// each sample link opened (and tapped, over a modal, where a tap decides differently), the
/// session settling as each session, expiring, signing out, signing in as each account, failing
/// or cancelling, each requirement met, failed or cancelled, each gate cleared, the modal
/// dismissed, edited or saved, the question answered, each of the app's own modals presented,
/// Back, each tab selected, the path written back to the root, background and foreground, time
/// passing past each threshold a rule compares with (the pending time to live, the resolver
/// time-out, the duplicate window, each requirement's age), a relaunch (as the same account or
/// another), and with ``windows`` a second window opened, focused and closed.
///
/// **States** are kept once per canonical form: the windows' state with times as ages (merged
/// past the longest threshold) and identities renumbered, the saved snapshot, the answers still
/// due, and which account owns what waits (see ``VerifiedProperty/accountsApart``).
///
/// ```swift
/// let report = await Verifier(schema: Shop(), accounts: ["alice", "bob"], depth: 1).run()
/// print(report.summary)
/// // verify: depth 1 reached, 123,730 states, 137,745 transitions from 1,890 starts, …s: no violations
/// #expect(report.violations.isEmpty)
/// ```
public struct Verifier<Schema: NavigationSchema>: Sendable {
    public var schema: Schema
    /// The accounts that sign in, the first of them the one that saved the snapshot of the starts.
    public var accounts: [Account]
    /// How many events after its start each explored run holds at most.
    public var depth: Int
    /// The links opened at the starts and as events; the schema's sample links by default.
    public var samples: [SampleLink]
    /// Whether a second window is opened, focused and closed as events.
    public var windows: Bool
    /// Stop before a level that would end later than this (the depth reached is then the last
    /// level explored whole); `nil` explores to ``depth``.
    public var timeLimit: Duration?
    /// The most violations kept for each property (the shortest first).
    public var violationsKept: Int
    /// A rule of the caller's, checked on every state after every transition as part of
    /// ``VerifiedProperty/safe``: a sentence when the state breaks it. The verifier's own tests
    /// plant a violation with it to see the search find its shortest path.
    package var probe: (@Sendable (NavigationState<Schema>) -> String?)?

    /// Creates a verifier.
    /// - Parameters:
    ///   - schema: The app's schema.
    ///   - accounts: The accounts that can sign in (at least one).
    ///   - depth: The most events after a start.
    ///   - samples: The links; `nil` for the schema's sample links.
    ///   - windows: Whether a second window comes and goes.
    ///   - timeLimit: Stop before a level that would not finish within it.
    ///   - violationsKept: The most violations kept for each property.
    public init(
        schema: Schema, accounts: [Account], depth: Int = 3, samples: [SampleLink]? = nil, windows: Bool = false,
        timeLimit: Duration? = nil, violationsKept: Int = 3
    ) {
        precondition(!accounts.isEmpty, "Verifier needs at least one account that can sign in.")
        self.schema = schema
        self.accounts = accounts
        self.depth = depth
        self.samples = samples ?? schema.sampleLinks
        self.windows = windows
        self.timeLimit = timeLimit
        self.violationsKept = violationsKept
    }

    /// `count` of the schema's sample links, chosen by `seed`: the same links for the same seed
    /// on every machine, in the order the schema declares them. Exploring a few links deeper
    /// finds what only a longer run reaches (see *The verifier* in *Testing without a simulator*).
    /// - Parameters:
    ///   - count: How many; all of them when the schema declares no more.
    ///   - schema: The schema whose sample links are chosen from.
    ///   - seed: The seed; print it, so a run replays.
    /// - Returns: The links chosen.
    public static func samples(_ count: Int, of schema: Schema, seed: UInt64) -> [SampleLink] {
        var all = Array(schema.sampleLinks.indices)
        guard count < all.count else { return schema.sampleLinks }
        var random = SeededRandom(seed: seed)
        for index in 0..<count { all.swapAt(index, index + random.below(all.count - index)) }
        return all.prefix(count).sorted().map { schema.sampleLinks[$0] }
    }

    /// Explores, level by level, and checks every transition.
    /// - Returns: The figures and the violations, each with its shortest script.
    /// - Complexity: The number of distinct states within ``depth`` times the events of each.
    public func run() async -> VerificationReport {
        let clock = ContinuousClock()
        let started = clock.now
        let deadline = timeLimit.map { started + $0 }
        let context = await VerificationContext(verifier: self)
        var explorer = Exploration(context: context)
        await explorer.begin(context.starts)
        var reached = 0
        var stopped = false
        // The figures of the levels explored whole: a level given up for time counts for nothing.
        var (states, transitions) = (explorer.seen.count, explorer.transitions)
        while reached < depth, !explorer.frontier.isEmpty {
            guard await explorer.expand(before: deadline) else {
                stopped = true
                break
            }
            reached += 1
            (states, transitions) = (explorer.seen.count, explorer.transitions)
        }
        return VerificationReport(
            depth: reached, requestedDepth: depth, stoppedByTime: stopped, states: states,
            transitions: transitions, starts: explorer.startCount,
            links: samples.map(\.link), declaredLinks: schema.sampleLinks.count, elapsed: clock.now - started,
            violations: explorer.kept)
    }
}

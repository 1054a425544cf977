import Foundation
public import Wayfinder

/// What an ``Audit`` found: one run per sample link and condition, and the violations.
///
/// Runs hold the schema's values (where each landed); print the report as a table (``table``),
/// Markdown (``markdown``) or JSON lines (``json``); its ``summary`` is one line.
public struct AuditReport<Schema: NavigationSchema>: Hashable, Sendable {
    /// A broken invariant: its number and what broke (see ``InvariantViolation``).
    public typealias Violation = InvariantViolation

    /// One sample link under one condition.
    public struct Run: Hashable, Sendable {
        /// The link, canonical with secrets redacted (or origin and path when it does not parse).
        public var link: String
        /// What the sample stands for.
        public var variant: String
        public var condition: AuditCondition
        /// Where the person was after the flow was completed (`account > orders > order(42)`
        /// when printed).
        public var location: Location<Schema>
        /// The modal then, with the screens pushed inside it, if any.
        public var modal: ModalPresentation<Schema>?
        /// The notice then, if any.
        public var notice: Schema.Notice?
        /// What broke.
        public var violations: [Violation]
        /// Whether the session was signed in as the audit's account when the flow was completed: a
        /// run that ends signed out or expired (a public link, where nothing asked for sign-in), or
        /// signed in as another account (a sign-in link for someone else), is not compared with one
        /// signed in from the start (invariant 4).
        public var endedSignedIn: Bool = true
        /// Whether the link helped sign-in while another link was owed it: its helper stood in
        /// sign-in's place and the flow closed it to sign in, or the link arrived while the owed
        /// one waited (beside it under a gate). The run ends where the owed link lands, a step
        /// towards signing in rather than the helper's own place, so it is not compared
        /// (invariant 4).
        package var helpedOwedSignIn = false

        /// The location and modal: what invariant 4 compares.
        /// Where the run ended: the location and the modal with its stack (a mark of unsaved
        /// input is not a place).
        public var place: Place {
            Place(location: location, modal: modal.map { ModalPresentation($0.modal, stack: $0.stack) })
        }

        /// The place and the notice, as reports print them:
        /// `account > orders · modal checkout · notice itemUnavailable`.
        public var landing: String { notice.map { "\(place) · notice \($0)" } ?? place.description }
    }

    /// Where a run ended: the location and the modal, as invariant 4 compares them.
    public struct Place: Hashable, Sendable, CustomStringConvertible {
        /// The selected tab and its stack.
        public var location: Location<Schema>
        /// The modal, if any.
        public var modal: ModalPresentation<Schema>?

        /// `account > orders`, then ` · modal NAME` when a modal is up.
        public var description: String { modal.map { "\(location) · modal \($0)" } ?? location.description }
    }

    /// The account the audit signed in as.
    public var account: String
    /// An audited sample link, as reports show it.
    public struct Sample: Hashable, Sendable {
        /// The link, canonical with secrets redacted (or origin and path when it does not parse).
        public var link: String
        /// What it stands for.
        public var variant: String

        /// Creates a sample row.
        public init(link: String, variant: String) {
            self.link = link
            self.variant = variant
        }
    }

    /// The audited samples, in row order.
    public var samples: [Sample]
    /// The conditions, in column order.
    public var conditions: [AuditCondition]
    /// Every run, sample-major, in condition order within a sample.
    public var runs: [Run]

    /// A condition the audit did not play because it cannot exist in the schema audited, and
    /// what is up instead when it is set up.
    public struct Unplayed: Hashable, Sendable, CustomStringConvertible {
        /// The condition as named.
        public var condition: AuditCondition
        /// What is actually up once it is set up: `signIn is up`, `forced-update is pending`,
        /// `nothing is up`.
        public var actuallyUp: String

        public init(condition: AuditCondition, actuallyUp: String) {
            self.condition = condition
            self.actuallyUp = actuallyUp
        }

        /// `warm · signed out · no modal: signIn is up`.
        public var description: String { "\(condition): \(actuallyUp)" }
    }

    /// The conditions not played: each cannot exist in the schema audited as it is named (with
    /// protected tab roots, "warm · signed out · no modal" already has sign-in up).
    public var unplayed: [Unplayed]

    /// Creates a report.
    /// - Parameters:
    ///   - account: The account signed in as.
    ///   - samples: The sample links, in order.
    ///   - conditions: The conditions played, in order.
    ///   - runs: One run per sample and condition played, sample-major.
    ///   - unplayed: The conditions that cannot exist in the schema, not played.
    public init(
        account: String, samples: [Sample], conditions: [AuditCondition], runs: [Run], unplayed: [Unplayed] = []
    ) {
        self.account = account
        self.samples = samples
        self.conditions = conditions
        self.runs = runs
        self.unplayed = unplayed
    }

    /// Every violation with the run it broke.
    public var violations: [(run: Run, violation: Violation)] {
        runs.flatMap { run in run.violations.map { (run, $0) } }
    }

    /// Whether nothing broke.
    public var passed: Bool { runs.allSatisfy(\.violations.isEmpty) }

    /// `audit: 1350 runs (30 sample links × 45 conditions), no violations`.
    public var summary: String {
        let count = violations.count
        let failing = runs.filter { !$0.violations.isEmpty }.count
        let found =
            count == 0
            ? "no violations" : "\(count) violation\(count == 1 ? "" : "s") in \(failing) run\(failing == 1 ? "" : "s")"
        return "audit: \(runs.count) runs (\(samples.count) sample links × \(conditions.count) conditions), \(found)"
    }

    /// The runs of one sample, in condition order.
    public func runs(ofSample index: Int) -> ArraySlice<Run> {
        let width = conditions.count
        return runs[(index * width)..<min(runs.count, (index + 1) * width)]
    }
}

public import Wayfinder

/// Plays scenario scripts against a schema on a manual clock.
///
/// ```swift
/// let runner = ScenarioRunner(schema: Shop(), accounts: ["alice", "bob"])
/// let result = try await runner.run(contentsOf: "billing.scn", text: text)
/// #expect(result.passed, "\(result.failures)")
/// ```
public struct ScenarioRunner<Schema: NavigationSchema>: Sendable {
    /// The schema scripts run against.
    public var schema: Schema
    /// Accounts that can sign in; `sign-in` with any other fails like `sign-in-fails`.
    /// `nil` lets every account sign in.
    public var accounts: Set<Account>?
    /// Whether the invariants of DESIGN.md are checked after every step (on by default).
    public var checksInvariants: Bool

    /// Creates a runner.
    public init(schema: Schema, accounts: Set<Account>? = nil, checksInvariants: Bool = true) {
        self.schema = schema
        self.accounts = accounts
        self.checksInvariants = checksInvariants
    }

    /// Parses and runs a script.
    /// - Throws: ``ScenarioError`` when the script is malformed or names something the schema lacks.
    public func run(text: String, file: String) async throws(ScenarioError) -> ScenarioResult {
        try await run(ScenarioScript.parse(text, file: file))
    }

    /// Runs a parsed script.
    /// - Throws: ``ScenarioError`` when a line names a tab the schema lacks.
    public func run(_ script: ScenarioScript) async throws(ScenarioError) -> ScenarioResult {
        try validate(script)
        var harness = NavigationHarness(schema: schema)
        if checksInvariants { harness.checks = InvariantChecker(schema: schema).checks }
        var steps: [ScenarioResult.Step] = []
        var logMark = 0
        for line in script.lines {
            let before = harness.records.count
            var failure: ScenarioResult.Failure?
            func fail(_ expected: String, _ actual: String) {
                failure = ScenarioResult.Failure(
                    file: script.file, line: line.number, expectation: line.text, expected: expected, actual: actual)
            }
            let state = harness.state
            switch line.command {
            case .expectLocation(let expected):
                let want = Self.normalizedLocation(expected)
                if want != state.location.description { fail(want, state.location.description) }
            case .expectModal(let expected):
                let actual = state.modal.map { "\($0)" } ?? "none"
                if expected != actual { fail(expected, actual) }
            case .expectNotice(let expected):
                let actual = state.notice.map { "\($0)" } ?? "none"
                if expected != actual { fail(expected, actual) }
            case .expectPending(let expected):
                let actual = state.pending?.display ?? "none"
                if expected != actual { fail(expected, actual) }
            case .expectSession(let expected):
                if expected != state.session.description { fail(expected, state.session.description) }
            case .expectTransition(let expected):
                if expected != state.transition.rawValue { fail(expected, state.transition.rawValue) }
            case .expectLog(let text):
                let recent = harness.records[logMark...]
                if !recent.contains(where: { $0.description.contains(text) }) {
                    fail(
                        "a record containing \"\(text)\"",
                        recent.isEmpty ? "no records" : recent.map(\.description).joined(separator: " | "))
                }
                logMark = harness.records.count
            default:
                await perform(line.command, on: &harness)
            }
            let after = harness.state
            steps.append(
                ScenarioResult.Step(
                    line: line.number, command: line.text, isExpectation: line.command.isExpectation,
                    location: after.location.description, modal: after.modal.map { "\($0)" },
                    notice: after.notice.map { "\($0)" }, pending: after.pending?.display,
                    log: harness.records[before...].map(\.description), failure: failure
                )
            )
        }
        return ScenarioResult(file: script.file, steps: steps, violations: harness.violations)
    }

    private func perform(_ command: ScenarioCommand, on harness: inout NavigationHarness<Schema>) async {
        switch command {
        case .launchCold(let options):
            await launchCold(options, storedSession: .signedOut, on: &harness)
        case .launchWarm(let session):
            await harness.send(.launched(.init(.warm, session: session ?? .signedOut)))
        case .relaunch(let options):
            // The process is killed after going to the background; stored credentials carry over.
            if harness.state.scenePhase == .active { await harness.send(.scenePhaseChanged(.background)) }
            await launchCold(options, storedSession: harness.state.session, on: &harness)
        case .open(let link, let source): await harness.send(.linkReceived(link, source: source))
        case .signIn(let account):
            if let accounts, !accounts.contains(account) {
                await harness.send(.signInFailed)
            } else {
                await harness.send(.signedIn(account))
            }
        case .signInFails: await harness.send(.signInFailed)
        case .signInCancel: await harness.send(.signInCancelled)
        case .sessionExpires: await harness.send(.sessionExpired)
        case .signOut: await harness.send(.signedOut)
        case .sessionResolves(let session): await harness.send(.sessionResolved(session))
        case .updateInstalled: await harness.send(.gateCleared(.forcedUpdate))
        case .raiseGate(let gate): await harness.send(.gateRaised(gate))
        case .background: await harness.send(.scenePhaseChanged(.background))
        case .foreground: await harness.send(.scenePhaseChanged(.active))
        case .advance(let duration): await harness.advance(by: duration)
        case .back: await harness.send(.pop)
        case .popToRoot: await harness.send(.popToRoot)
        case .select(let name):
            if let tab = schema.tabs.first(where: { $0.description == name }) { await harness.send(.selectTab(tab)) }
        case .dismiss: await harness.send(.dismissModal)
        case .dismissNotice: await harness.send(.dismissNotice)
        case .expectLocation, .expectModal, .expectNotice, .expectPending, .expectLog, .expectSession,
            .expectTransition:
            break
        }
    }

    private func launchCold(
        _ options: ScenarioCommand.LaunchOptions, storedSession: Session, on harness: inout NavigationHarness<Schema>
    ) async {
        if let latency = options.latency { harness.latency = latency }
        let launch = NavigationEvent<Schema>.Launch(
            .cold, session: options.session ?? storedSession, gates: options.gates, link: options.link,
            snapshot: harness.savedSnapshot)
        await harness.send(.launched(launch))
    }

    /// Checks what parsing alone cannot: tab names and the first tab of expected locations.
    func validate(_ script: ScenarioScript) throws(ScenarioError) {
        let tabs = schema.tabs.map(\.description)
        for line in script.lines {
            switch line.command {
            case .select(let name) where !tabs.contains(name):
                throw ScenarioError(
                    file: script.file, line: line.number,
                    message: "unknown tab `\(name)`: expected one of \(tabs.joined(separator: ", "))")
            case .expectLocation(let text):
                let first =
                    Self.normalizedLocation(text).split(separator: ">").first.map { Substring($0).trimmed } ?? ""
                if !tabs.contains(first) {
                    throw ScenarioError(
                        file: script.file, line: line.number,
                        message: "`\(text)` does not start with a tab: expected one of \(tabs.joined(separator: ", "))")
                }
            case .expectTransition(let value) where TransitionKind(rawValue: value) == nil:
                throw ScenarioError(
                    file: script.file, line: line.number,
                    message: "unknown transition `\(value)`: expected none, step or jump")
            default: break
            }
        }
    }

    /// `account>orders >  order(42)` → `account > orders > order(42)`.
    static func normalizedLocation(_ text: String) -> String {
        text.split(separator: ">", omittingEmptySubsequences: false).map(\.trimmed).joined(separator: " > ")
    }
}

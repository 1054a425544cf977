package import Wayfinder

/// A journal turned into a scenario script and played on today's schema with the
/// ``ScenarioRunner``: where today's decisions differ from the recorded ones.
///
/// Each entry becomes the script line that plays it (`open LINK`, `sign-in ACCOUNT`, `back`; an
/// event with no word of its own, `event JSON`);
/// time between entries becomes `advance`; resolver answers are not played, the schema's resolver
/// answers again. A link whose secret was redacted gets the secret of a sample link that prints
/// the same and that the resolver answers the way it answered when recorded. Accounts
/// `account-1`, `account-2`… become the runner's accounts in order. A sign-in link that signed in
/// another account than the one whose session had expired (the journal says so, never whose)
/// becomes a sample sign-in link that signs in an account other than the replay's at that point.
///
/// The replay is linear in the number of entries: the script is built in one pass, played in one
/// run (the runner's invariant checks included), and the decisions are compared in one pass.
package struct JournalReplay<Schema: NavigationSchema>: Sendable {
    /// The schema of today.
    package var schema: Schema
    /// The accounts that can sign in; `account-1` is the first.
    package var accounts: [Account]

    package init(schema: Schema, accounts: [Account]) {
        self.schema = schema
        self.accounts = accounts
    }

    /// A decision that differs, or one that only one side made.
    package struct Difference: Sendable, Equatable, CustomStringConvertible {
        /// The entry (1-based line in the journal's entries) whose step made it.
        package var entry: Int
        /// That entry's event.
        package var event: JournalEvent?
        /// The recorded decision, if any.
        package var recorded: JournalDecision?
        /// Today's decision, if any.
        package var today: JournalDecision?

        /// `entry 7 (open shop://orders/42): recorded …; today …`.
        package var description: String {
            let recorded = recorded.map(\.description) ?? "no decision"
            let today = today.map(\.description) ?? "no decision"
            return "entry \(entry) (\(event.map(\.scriptLine) ?? "")): recorded \(recorded); today \(today)"
        }
    }

    /// What a replay found.
    package struct Outcome: Sendable {
        /// The scenario script, with an `expect log` line per recorded decision.
        package var script: String
        /// How many entries were replayed.
        package var replayed: Int
        /// How many decisions were recorded for them.
        package var decisions: Int
        /// The decisions that differ, in order.
        package var differences: [Difference]
        /// Broken invariants, as the runner reports them.
        package var violations: [String]
        /// Notes: another schema, dropped entries.
        package var notes: [String]
        /// Why the replay stopped before the end, naming the entry; `nil` when it did not.
        package var problem: String?
    }

    /// Replays a journal file's entries (those before its problem, if any).
    package func replay(_ file: JournalFile) async -> Outcome {
        var notes: [String] = []
        if !file.schemaFingerprint.isEmpty,
            file.schemaFingerprint != NavigationJournal<Schema>.fingerprint(schema.links)
        {
            notes.append(
                "the journal was recorded with another link table (fingerprint \(file.schemaFingerprint)); differences may come from that"
            )
        }
        if file.dropped > 0 {
            notes.append(
                "the first \(file.dropped) events had dropped out of the journal: the replay starts from a warm launch in the first entry's session"
            )
        }
        var built = await build(file.entries)
        var problem = file.problem.map { "\($0); the entries before it were replayed" }
        if let stop = built.problem { problem = "\(stop); the entries before it were replayed" }
        var differences: [Difference] = []
        var violations: [String] = []
        if built.lines.count > 0 {
            let runner = ScenarioRunner(schema: schema, accounts: Set(accounts), checksInvariants: true)
            do {
                let result = try await runner.run(ScenarioScript(file: "journal", lines: built.lines))
                var today: [(entry: Int, decision: JournalDecision)] = []
                for step in result.steps {
                    let entry = built.entryOfLine[step.line] ?? 0
                    for record in step.records { today.append((entry, JournalDecision(record))) }
                }
                // A journal that stops early may stop before the entry that recorded the last
                // decisions (a resolver's answer): only the decisions both sides made are compared.
                let complete = problem == nil
                differences = Self.compare(
                    built.recorded, today, events: file.entries.map(\.event), complete: complete)
                violations = result.violations.map(\.description)
            } catch {
                problem = "the replay script is malformed at line \(error.line): \(error.message)"
            }
        } else {
            built.script = ""
        }
        return Outcome(
            script: built.script, replayed: built.replayed, decisions: built.recorded.count,
            differences: differences, violations: violations, notes: notes + built.notes, problem: problem)
    }

    /// Aligns recorded and today's decisions in order; reports each pair that differs.
    static func compare(
        _ recorded: [(entry: Int, decision: JournalDecision)], _ today: [(entry: Int, decision: JournalDecision)],
        events: [JournalEvent], complete: Bool
    ) -> [Difference] {
        var differences: [Difference] = []
        let count = complete ? max(recorded.count, today.count) : min(recorded.count, today.count)
        for index in 0..<count {
            let old = index < recorded.count ? recorded[index] : nil
            let new = index < today.count ? today[index] : nil
            if old?.decision == new?.decision { continue }
            let entry = old?.entry ?? new?.entry ?? 0
            differences.append(
                Difference(
                    entry: entry, event: events.indices.contains(entry - 1) ? events[entry - 1] : nil,
                    recorded: old?.decision, today: new?.decision))
        }
        return differences
    }

    struct Built {
        var lines: [ScenarioScript.Line] = []
        var script = ""
        /// Script line number → journal entry (1-based).
        var entryOfLine: [Int: Int] = [:]
        var recorded: [(entry: Int, decision: JournalDecision)] = []
        var replayed = 0
        var notes: [String] = []
        var problem: String?
    }

    private func build(_ entries: [JournalEntry]) async -> Built {
        var built = Built()
        var text: [String] = ["# Replayed from a Wayfinder journal: \(entries.count) entries."]
        var previousMilliseconds: Int64?
        // The replayed timeline's running total: gaps are summed, never a time taken as it is,
        // so it is bounded like one time (`Int64.max` ms) and the runner's clock cannot overflow.
        var timeline: Int64 = 0
        var launched = false
        var expectations: [JournalDecision] = []
        var secrets = Secrets()
        let runner = ScenarioRunner(schema: schema, accounts: Set(accounts))

        func emit(_ action: ScenarioAction, entry: Int) throws(ScenarioError) {
            let number = text.count + 1
            let line = ScenarioScript.Line(number: number, command: .action(action))
            do throws(ScenarioError) {
                try runner.validate(ScenarioScript(file: "journal", lines: [line]))
            } catch {
                throw ScenarioError(file: "", line: entry, message: error.message)
            }
            text.append(line.text)
            built.lines.append(line)
            built.entryOfLine[number] = entry
        }
        func flushExpectations() {
            for decision in expectations {
                let line = ScenarioScript.Line(
                    number: text.count + 1, command: .expectation(.log(decision.description)))
                text.append(line.text)
                built.lines.append(line)
            }
            expectations.removeAll()
        }

        for (offset, entry) in entries.enumerated() {
            let number = offset + 1
            do throws(ScenarioError) {
                let isLaunch = if case .launched = entry.event { true } else { false }
                if !launched && !isLaunch {
                    try emit(.launchWarm(session: session(entry.session)), entry: number)
                    secrets.session = session(entry.session)
                    launched = true
                }
                if let previous = previousMilliseconds, entry.milliseconds > previous, !isLaunch {
                    let (gap, overflow) = entry.milliseconds.subtractingReportingOverflow(previous)
                    if overflow {
                        built.problem =
                            "entry \(number) (`\(entry.scriptLine)`) is \(entry.milliseconds) ms after the start, "
                            + "\(previous) ms for the entry before it: more than \(Int64.max) ms apart"
                        break
                    }
                    let (total, over) = timeline.addingReportingOverflow(gap)
                    if over {
                        built.problem =
                            "entry \(number) (`\(entry.scriptLine)`) is \(gap) ms after the entry before it, "
                            + "which takes the replayed timeline past \(Int64.max) ms"
                        break
                    }
                    timeline = total
                    try emit(.advance(.milliseconds(gap)), entry: number)
                }
                previousMilliseconds = entry.milliseconds
                let actions = try await self.actions(
                    playing: entry, launched: &launched, entries: entries, at: offset, secrets: &secrets)
                for action in actions { try emit(action, entry: number) }
                secrets.follow(entry.event, replay: self)
                for recorded in entry.decisions {
                    var decision = recorded
                    decision.link = redacted(recorded.link)
                    built.recorded.append((number, decision))
                    expectations.append(decision)
                }
                if !built.lines.isEmpty { flushExpectations() }
                built.replayed = number
            } catch {
                built.problem = "entry \(number) (`\(entry.scriptLine)`): \(error.message)"
                break
            }
        }
        flushExpectations()
        built.notes += secrets.notes
        built.script = text.joined(separator: "\n") + "\n"
        return built
    }

    /// The script actions that play an entry: its window step (`window NAME`, `close-window
    /// NAME`) when it is one, else its event's.
    private func actions(
        playing entry: JournalEntry, launched: inout Bool, entries: [JournalEntry], at offset: Int,
        secrets: inout Secrets
    ) async throws(ScenarioError) -> [ScenarioAction] {
        switch entry.window?.step {
        case .focused?: return [.window(entry.window?.name ?? "")]
        case .closed?: return [.closeWindow(entry.window?.name ?? "")]
        case .sentIn?:
            let actions = try await actions(
                playing: entry.event, launched: &launched, entries: entries, at: offset, secrets: &secrets)
            return actions.map { action in
                switch action {
                case .launchCold, .launchWarm, .relaunch: action  // a launch is every window's
                default: .inWindow(entry.window?.name ?? "", action)
                }
            }
        case nil:
            return try await actions(
                playing: entry.event, launched: &launched, entries: entries, at: offset, secrets: &secrets)
        }
    }

    /// The script actions that play an event: none for what the runner plays again (time, the
    /// resolver's answers), one for every other event.
    // swiftlint:disable:next cyclomatic_complexity function_body_length
    private func actions(
        playing event: JournalEvent, launched: inout Bool, entries: [JournalEntry], at offset: Int,
        secrets: inout Secrets
    ) async throws(ScenarioError) -> [ScenarioAction] {
        func fail(_ message: String) -> ScenarioError { ScenarioError(file: "", line: offset + 1, message: message) }
        func link(_ link: String) async throws(ScenarioError) -> String {
            try await withSecret(link, answering: recordedAnswer(entries, after: offset), at: offset, secrets: &secrets)
        }
        func screen(_ screen: JournalScreen) async throws(ScenarioError) -> String {
            guard let shown = screen.link else {
                throw fail(
                    "the screen `\(screen)` has no link that shows it (the schema's `route(for:)`), and scripts name a screen by such a link"
                )
            }
            return try await withSecret(shown, answering: nil, at: offset, secrets: &secrets)
        }
        // An event without a word of its own plays as `event JSON`: its links with a sample's
        // secret, its screens by the link that shows them (by name when none does), its
        // accounts the replay's. The links are found first, since a secret is found by awaiting.
        func scripted(_ event: JournalEvent) async throws(ScenarioError) -> ScenarioAction {
            let (links, screens) = ScenarioEvent.names(in: event)
            var shown: [String: String] = [:]
            for recorded in links where shown[recorded] == nil { shown[recorded] = try await link(recorded) }
            var screenLinks: [JournalScreen: String] = [:]
            for recorded in screens where recorded.link != nil { screenLinks[recorded] = try await screen(recorded) }
            let replayed = event.map(
                EventValueMap<JournalNames, JournalNames, Never>(
                    route: { shown[$0] ?? $0 }, screen: { JournalScreen(name: $0.name, link: screenLinks[$0]) },
                    tab: { $0 }, modal: { $0 }, notice: { $0 }, answer: { $0 }, link: { shown[$0] ?? $0 },
                    account: { self.account($0) }))
            return .event(ScenarioEvent(replayed))
        }
        switch event {
        case .launched(let launch):
            let kind = launch.kind
            var options = ScenarioAction.LaunchOptions(session: session(launch.session), gates: launch.gates)
            if kind == .cold, let recordedLink = launch.link {
                options.link = try await link(recordedLink)
                options.source = launch.source
            }
            defer { launched = true }
            if launched {
                guard kind == .cold else { throw fail("a warm launch in the middle of a journey") }
                return [.relaunch(options)]
            }
            return [kind == .cold ? .launchCold(options) : .launchWarm(session: options.session)]
        case .linkReceived(let recorded, let source): return [.open(try await link(recorded), source: source)]
        case .routeRequested(let recorded, let source):
            // A route from outside the app (an App Intent) plays as `open … source=intent`.
            return [
                source.isExternal ? .open(try await link(recorded), source: source) : .tap(try await link(recorded))
            ]
        case .sessionResolved(let settled): return [.sessionResolves(session(settled))]
        case .signedIn(let account): return [.signIn(self.account(account))]
        case .signInFailed: return [.signInFails]
        case .signInCancelled: return [.signInCancel]
        case .requirementMet(let name): return [.meetRequirement(name.rawValue)]
        case .requirementFailed(let name): return [.failRequirement(name.rawValue)]
        case .requirementCancelled(let name): return [.cancelRequirement(name.rawValue)]
        case .sessionExpired: return [.sessionExpires]
        case .signedOut: return [.signOut]
        case .gateRaised(let gate): return [.raiseGate(gate)]
        case .gateCleared(let gate): return [gate == .forcedUpdate ? .updateInstalled : .clearGate(gate)]
        case .unsavedInputChanged(let edited, nil): return [edited ? .edit : .saved]
        // Marked for a named modal: `edit` and `saved` name none.
        case .unsavedInputChanged: return [try await scripted(event)]
        case .confirmationAnswered(let answer): return [.answer(answer)]
        case .noticeRaised(let notice): return [.raiseNotice(notice)]
        case .pendingDiscarded: return [.discardPending]
        case .scenePhaseChanged(let phase): return [phase == .background ? .background : .foreground]
        case .resolutionFinished, .timePassed:
            return []  // The runner's clock and the schema's resolver play these again.
        case .screenPushed(let pushed): return [.push(try await screen(pushed))]
        case .popped: return [.back]
        case .poppedCount(let count): return [.backCount(count)]
        case .poppedTo(let target): return [.popTo(try await screen(target))]
        case .poppedToRoot: return [.popToRoot]
        case .tabSelected(let tab): return [.select(tab)]
        case .modalRequested(let modal): return [.present(modal)]
        case .modalDismissed(let modal): return [.dismissModal(modal)]
        case .noticeDismissed: return [.dismissNotice]
        case .pathChanged(let tab, let path):
            var links: [String] = []
            for shown in path { links.append(try await screen(shown)) }
            return [.writePath(tab: tab, links: links)]
        case .modalPathChanged(let modal, let path):
            var links: [String] = []
            for shown in path { links.append(try await screen(shown)) }
            return [.writeModalPath(modal: modal, links: links)]
        }
    }

    /// `link` as the schema prints it with its secrets redacted and its personal values hidden,
    /// when it holds one in clear; any other link unchanged. A hidden personal value replays as
    /// the placeholder itself.
    private func redacted(_ link: String) -> String {
        guard !link.contains(Redaction.marker) else { return link }
        let printed = schema.links.redactedDescription(of: link)
        return printed.contains(Redaction.marker) || printed.contains(Redaction.personal) ? printed : link
    }

    /// `account-2` → the second account; any other account unchanged.
    fileprivate func account(_ recorded: Account) -> Account {
        guard recorded.id.hasPrefix("account-"), let index = Int(recorded.id.dropFirst("account-".count)), index >= 1
        else { return recorded }
        return index <= accounts.count ? accounts[index - 1] : Account("unknown-account-\(index)")
    }

    fileprivate func session(_ recorded: Session) -> Session {
        switch recorded {
        case .unknown, .signedOut: recorded
        case .signedIn(let account): .signedIn(self.account(account))
        case .expired(let account): .expired(self.account(account))
        }
    }

    /// The session the replay starts in when the journal's first entries dropped out.
    private func session(_ kind: SessionKind) -> Session {
        switch kind {
        case .signedIn: .signedIn(accounts.first ?? "account")
        case .expired: .expired(accounts.first ?? "account")
        case .unknown: .unknown
        case .signedOut: .signedOut
        }
    }

    /// What a resolver answered, for matching a sample link to a recorded answer.
    fileprivate enum Answer: Hashable {
        case proceed, redirect, unavailable, signsIn, signsInAnotherAccount

        init(_ resolution: JournalResolution) {
            switch resolution {
            case .proceed: self = .proceed
            case .redirect: self = .redirect
            case .unavailable: self = .unavailable
            case .signsIn: self = .signsIn
            case .signsInAnotherAccount: self = .signsInAnotherAccount
            }
        }

        /// As a journal keeps it: a sign-in link's account is another account when it is not the
        /// one whose session expired.
        init(_ resolution: Resolution<Schema>, session: Session) {
            switch resolution {
            case .proceed, .lands: self = .proceed
            case .redirect: self = .redirect
            case .unavailable: self = .unavailable
            case .signsIn(let account):
                if case .expired(let previous) = session, previous != account {
                    self = .signsInAnotherAccount
                } else {
                    self = .signsIn
                }
            }
        }
    }

    /// What the build keeps to give redacted links a sample's secret: the samples chosen, the
    /// session the replay has at the entry being built (a sign-in link's sample depends on it),
    /// the account the last sign-in link chosen signs in, and notes on what could not be matched.
    fileprivate struct Secrets {
        var chosen: [String: String] = [:]
        var session: Session = .unknown
        var signInLinkAccount: Account?
        var notes: [String] = []

        /// Follows the session through an entry's event, as the replay will play it.
        mutating func follow(_ event: JournalEvent, replay: JournalReplay) {
            switch event {
            case .launched(let launch): session = replay.session(launch.session)
            case .sessionResolved(let settled): session = replay.session(settled)
            case .signedIn(let account): session = .signedIn(replay.account(account))
            case .signedOut: session = .signedOut
            case .sessionExpired:
                if case .signedIn(let account) = session { session = .expired(account) }
            case .resolutionFinished(_, .signsIn), .resolutionFinished(_, .signsInAnotherAccount):
                // Signed in already, the answer changes nothing.
                if case .signedIn = session { break }
                if let account = signInLinkAccount { session = .signedIn(account) }
            default: break
            }
        }
    }

    /// A redacted link with the secret of a sample link that prints the same and resolves as
    /// recorded; any other link unchanged.
    private func withSecret(
        _ link: String, answering answer: Answer?, at offset: Int, secrets: inout Secrets
    ) async throws(ScenarioError) -> String {
        // A secret the journal holds in clear (a journal written by hand or by an older version)
        // is redacted like one the journal redacted, so the script never prints it.
        var link = redacted(link)
        guard link.contains(Redaction.marker) else { return link }
        // User information is rejected whatever it says: any stands in for the redacted one.
        link = link.replacingOccurrences(of: Redaction.marker + "@", with: "x@")
        guard link.contains(Redaction.marker) else { return link }
        let signsIn = answer == .signsIn || answer == .signsInAnotherAccount
        // A sign-in link's sample depends on the session it meets: which account is another.
        let key = "\(link)|\(answer.map { "\($0)" } ?? "")" + (signsIn ? "|\(secrets.session)" : "")
        if let known = secrets.chosen[key], !signsIn { return known }
        guard let sample = await sample(printing: link, answering: answer, session: secrets.session) else {
            throw ScenarioError(
                file: "", line: offset + 1,
                message: "no sample link of today's schema prints as \(link): its secret cannot be replaced")
        }
        if answer == .signsInAnotherAccount, sample.answer != .signsInAnotherAccount, secrets.chosen[key] == nil {
            secrets.notes.append(
                "entry \(offset + 1): the sign-in link signed in another account than the one whose session expired, and no sample link of today's schema that prints as \(link) does: the replay signs in the sample's account (add a sample sign-in link for another account)"
            )
        }
        secrets.chosen[key] = sample.link
        if signsIn { secrets.signInLinkAccount = sample.account }
        return sample.link
    }

    /// The resolver's recorded answer to the link at `offset`: the first answer before the next
    /// link or launch.
    private func recordedAnswer(_ entries: [JournalEntry], after offset: Int) -> Answer? {
        for entry in entries[(offset + 1)...] {
            switch entry.event {
            case .resolutionFinished(_, let resolution): return Answer(resolution)
            case .linkReceived, .launched, .routeRequested: return nil
            default: continue
            }
        }
        return nil
    }

    /// The sample link that prints as `display` and whose resolver answers as recorded (a
    /// sign-in link's answer as it is in `session`), or the first that prints so.
    private func sample(
        printing display: String, answering answer: Answer?, session: Session
    ) async -> (link: String, answer: Answer, account: Account?)? {
        let links = schema.links
        var candidates: [(link: String, answer: Answer, account: Account?)] = []
        for sample in schema.sampleLinks {
            guard case .success(let route) = links.match(sample.link),
                links.link(for: route, redactingSecrets: true) == display
            else { continue }
            let resolution = await schema.resolve(route, context: ResolutionContext(account: accounts.first))
            let account: Account? = if case .signsIn(let account) = resolution { account } else { nil }
            candidates.append((sample.link, Answer(resolution, session: session), account))
        }
        let wanted = answer ?? .proceed
        if let match = candidates.first(where: { $0.answer == wanted }) { return match }
        // A sign-in link with no sample of the recorded kind signs in some account all the same.
        if wanted == .signsIn || wanted == .signsInAnotherAccount,
            let signsIn = candidates.first(where: { $0.account != nil })
        {
            return signsIn
        }
        return candidates.first
    }
}

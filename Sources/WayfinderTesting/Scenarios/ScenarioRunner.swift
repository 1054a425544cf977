import Foundation
public import Wayfinder

/// Plays scenario scripts against a schema on a manual clock.
///
/// ```swift
/// let runner = ScenarioRunner(schema: Shop(), accounts: ["alice", "bob"])
/// let result = try await runner.run(text: text, file: "billing.scn")
/// #expect(result.failures.isEmpty && result.violations.isEmpty)  // on failure, prints just these two
/// ```
public struct ScenarioRunner<Schema: NavigationSchema>: Sendable {
    /// The schema scripts run against.
    public var schema: Schema
    /// Accounts that can sign in; `sign-in` with any other fails like `sign-in-fails`.
    /// `nil` lets every account sign in.
    public var accounts: Set<Account>?
    /// Whether the eleven invariants (see the "How a link lands" article) are checked after every step (on by default).
    public var checksInvariants: Bool
    /// The screens `push NAME` names in the script being run (see ``ScenarioAction/push(_:)``);
    /// without a script, those of the sample links and the schema's sample screens.
    var nameableScreens: [Schema.Screen]? = nil

    /// Creates a runner; nothing runs until ``run(_:)`` or ``run(text:file:)``.
    public init(schema: Schema, accounts: Set<Account>? = nil, checksInvariants: Bool = true) {
        self.schema = schema
        self.accounts = accounts
        self.checksInvariants = checksInvariants
    }

    /// Parses and runs a script.
    /// - Throws: ``ScenarioError`` when the script is malformed or names something the schema lacks.
    public func run(text: String, file: String) async throws(ScenarioError) -> ScenarioResult<Schema> {
        try await run(ScenarioScript.parse(text, file: file))
    }

    /// Runs a parsed script.
    ///
    /// Each line runs in order. An action drives the app and its step records the state after it
    /// and the decision records it produced; an expectation compares one part of the state with
    /// its value and records a ``ScenarioResult/Failure`` when they differ (the run goes on).
    ///
    /// **What `expect log TEXT` searches.** The decision records produced since the previous
    /// `expect log` line, or since the start of the script for the first one, are the *log
    /// window*; `expect log TEXT` holds when one record of the window contains TEXT (plain,
    /// case-sensitive substring of the record as printed, with links canonical and redacted).
    /// Consecutive `expect log` lines, with only expectations between them, search the same
    /// window, so several facts about one step's records can be stated one per line; the next
    /// action after them opens a new window.
    ///
    /// Every line's echoed text (``ScenarioResult/Step/command``) and every failure show links
    /// canonical with secrets redacted.
    ///
    /// - Parameter script: The script.
    /// - Returns: One step per line, the failed expectations, and the invariants that broke.
    /// - Throws: ``ScenarioError`` when a line names a tab the schema lacks.
    /// - Complexity: O(*n*) in the number of lines and the records they produce: each step's
    ///   checks look at that step's records only.
    public func run(_ script: ScenarioScript) async throws(ScenarioError) -> ScenarioResult<Schema> {
        var runner = self
        let links = script.lines.flatMap { line -> [String] in
            if case .action(let action) = line.command { action.links } else { [] }
        }
        runner.nameableScreens = schema.nameableScreens(links: links)
        return try await runner.play(script)
    }

    /// ``run(_:)`` with the script's nameable screens known.
    private func play(_ script: ScenarioScript) async throws(ScenarioError) -> ScenarioResult<Schema> {
        try validate(script)
        var harness = NavigationHarness(schema: schema)
        if checksInvariants { harness.checks = InvariantChecker(schema: schema).checks }
        var steps: [ScenarioResult<Schema>.Step] = []
        steps.reserveCapacity(script.lines.count)
        var window = LogWindow()
        var severalWindows = false
        // A script that expects what broke is played with the verifier's checks.
        let verification = await verificationContext(for: script)
        var ghost = Ghost()
        var broken: [Finding] = []
        for line in script.lines {
            let before = harness.records.count
            let echo = self.echo(line)
            var failure: ScenarioResult<Schema>.Failure?
            switch line.command {
            case .expectation(let expectation):
                if let (expected, actual) = check(expectation, harness, window: &window, broken: broken) {
                    failure = ScenarioResult<Schema>.Failure(
                        file: script.file, line: line.number, expectation: echo, expected: expected, actual: actual)
                }
            case .action(let action):
                window.actionRuns(recordCount: harness.records.count)
                // A name that may not go where the push goes is the script's mistake, known only now.
                if case .push(let name) = action, !ScenarioAction.isLink(name),
                    case .failure(let message)? = schema.screen(
                        named: name, in: harness.state, among: nameableScreens ?? [])
                {
                    throw ScenarioError(file: script.file, line: line.number, message: message.text)
                }
                if let verification {
                    broken += await verification.play(action, on: &harness, ghost: &ghost)
                } else {
                    await perform(action, on: &harness)
                }
            }
            let after = harness.state
            severalWindows = severalWindows || harness.windows.windowCount > 1
            var step = ScenarioResult<Schema>.Step(
                line: line.number, command: echo, isExpectation: line.command.isExpectation,
                location: after.location, modal: after.presented, notice: after.notice,
                pending: after.pending?.display, confirmation: after.confirmation?.display,
                records: Array(harness.records[before...]), failure: failure
            )
            step.window = harness.windows.frontmost.name
            step.showsWindow = severalWindows
            steps.append(step)
        }
        return ScenarioResult(file: script.file, steps: steps, violations: harness.violations)
    }

    /// Which records `expect log` searches: from `start` to the end; it moves when an action
    /// runs after an `expect log`.
    struct LogWindow {
        var start = 0
        var searched = false

        mutating func actionRuns(recordCount: Int) {
            if searched { start = recordCount }
            searched = false
        }
    }

    /// The line as output shows it: as written, with every link canonical and redacted.
    func echo(_ line: ScenarioScript.Line) -> String {
        let links: [String] =
            switch line.command {
            case .action(let action): action.links
            case .expectation(.pending(let value)) where value != "none": [value]
            case .expectation(.confirmation(let value)) where value != "none": [value]
            case .expectation(.handoff(let value)) where value != "none": [value]
            case .expectation: []
            }
        guard !links.isEmpty else { return line.text }
        // Each distinct link redacted once; a link that is a word of the line (as scripts write
        // them) replaced in one pass over the words, so a line of thousands of links stays linear.
        var redacted: [String: String] = [:]
        for link in links where redacted[link] == nil {
            let shown = schema.links.redactedDescription(of: link)
            if shown != link { redacted[link] = shown }
        }
        guard !redacted.isEmpty else { return line.text }
        var replaced = Set<String>()
        let words = line.text.split(separator: " ", omittingEmptySubsequences: false).map { word -> Substring in
            guard let shown = redacted[String(word)] else { return word }
            replaced.insert(String(word))
            return Substring(shown)
        }
        var text = words.joined(separator: " ")
        // A link inside a word (rare: none of the script's words writes one so) is replaced where it is.
        for (link, shown) in redacted where !replaced.contains(link) {
            text = text.replacingOccurrences(of: link, with: shown)
        }
        return text
    }

    /// Compares an expectation with the harness. - Returns: `(expected, actual)` when they differ.
    func check(
        _ expectation: ScenarioExpectation, _ harness: NavigationHarness<Schema>, window: inout LogWindow,
        broken: [Finding] = []
    ) -> (String, String)? {
        let state = harness.state
        func compare(_ expected: String, _ actual: String) -> (String, String)? {
            expected == actual ? nil : (expected, actual)
        }
        // A waiting link is printed canonical and redacted; the expected value shows redacted too.
        // Compared as shown: a link written with its secret in clear expects the same link.
        func compareLink(_ expected: String, _ actual: String) -> (String, String)? {
            guard expected != actual else { return nil }
            let shown = expected == "none" ? expected : schema.links.redactedDescription(of: expected)
            return shown == actual ? nil : (shown, actual)
        }
        switch expectation {
        case .location(let expected):
            return compare(Self.normalizedLocation(expected), state.location.description)
        case .modal(let expected): return compare(expected, state.presented.map { "\($0)" } ?? "none")
        case .notice(let expected): return compare(expected, state.notice.map { "\($0)" } ?? "none")
        case .pending(let expected):
            return compareLink(expected, state.pending?.display ?? "none")
        case .confirmation(let expected):
            return compareLink(expected, state.confirmation?.display ?? "none")
        case .session(let expected): return compare(expected, state.session.scriptValue)
        case .transition(let expected): return compare(expected, state.transition.rawValue)
        case .window(let expected): return compare(expected, harness.windows.tookLastLink?.name ?? "none")
        case .handoff(let expected):
            let actual = state.handoffLink(in: schema) ?? "none"
            guard expected != actual else { return nil }
            // Compared canonically: the universal-link form (another accepted host, a trailing
            // slash) of the right place is the same link. A secret in an expected link is redacted
            // in the message; the handoff link never has one, so a redacted form never matches.
            let shown = expected == "none" ? expected : schema.links.redactedDescription(of: expected)
            return shown == actual ? nil : (shown, actual)
        case .broken(let expected):
            let names = Set(broken.map(\.property.scriptName))
            let actual = names.isEmpty ? "none" : names.sorted().joined(separator: ",")
            guard expected != actual else { return nil }
            return (
                expected,
                broken.isEmpty ? actual : broken.map { "\($0.property): \($0.message)" }.joined(separator: " | ")
            )
        case .log(let text):
            window.searched = true
            let recent = harness.records[window.start...]
            if recent.contains(where: { $0.description.contains(text) }) { return nil }
            return (
                "a record containing \"\(text)\"",
                recent.isEmpty ? "no records" : recent.map(\.description).joined(separator: " | ")
            )
        }
    }

    /// The verifier's checks for a script that states `expect broken`, or `nil`: every property
    /// is checked on each of its actions, with the references of the schema's sample links and
    /// of the links the script opens, for the accounts it signs in as.
    private func verificationContext(for script: ScenarioScript) async -> VerificationContext<Schema>? {
        var links: [String] = []
        var signedIn: [Account] = []
        var expectsBroken = false
        for line in script.lines {
            switch line.command {
            case .expectation(.broken): expectsBroken = true
            case .action(.signIn(let account)): signedIn.append(account)
            case .action(let action): links += action.links
            case .expectation: break
            }
        }
        guard expectsBroken else { return nil }
        var accounts = (accounts.map { Array($0).sorted { $0.description < $1.description } } ?? []) + signedIn
        if accounts.isEmpty { accounts = ["alice"] }
        var unique: [Account] = []
        for account in accounts where !unique.contains(account) { unique.append(account) }
        let samples = schema.sampleLinks + links.map { SampleLink($0) }
        return await VerificationContext(
            verifier: Verifier(schema: schema, accounts: unique, depth: 0, samples: samples))
    }

    /// Drives the harness through one action. Every event a script line sends is built here.
    func perform(_ action: ScenarioAction, on harness: inout NavigationHarness<Schema>) async {
        switch action {
        case .launchCold(let options):
            await launchCold(options, storedSession: .signedOut, on: &harness)
        case .launchWarm(let session):
            await harness.send(.launched(.init(.warm, session: session ?? .signedOut)))
        case .relaunch(let options):
            // The process is killed after going to the background; stored credentials carry over.
            if harness.state.scenePhase == .active { await harness.send(.scenePhaseChanged(.background)) }
            await launchCold(options, storedSession: harness.state.session, on: &harness)
        case .open(let link, let source):
            // An App Intent hands over a route, not text: the same decisions, by route.
            if source == .intent, case .success(let route) = schema.links.match(link) {
                await harness.send(.routeRequested(route, source: .intent))
            } else {
                await harness.send(.linkReceived(link, source: source))
            }
        case .tap(let link):
            // `validate` has checked that the link parses.
            if case .success(let route) = schema.links.match(link) {
                await harness.send(.routeRequested(route, source: .app))
            }
        case .signIn(let account):
            if let accounts, !accounts.contains(account) {
                await harness.send(.signInFailed)
            } else {
                await harness.send(.signedIn(account))
            }
        case .signInFails: await harness.send(.signInFailed)
        case .signInCancel: await harness.send(.signInCancelled)
        // `validate` has checked that the schema declares each requirement below.
        case .meetRequirement(let word):
            if let name = schema.requirementName(named: word) { await harness.send(.requirementMet(name)) }
        case .failRequirement(let word):
            if let name = schema.requirementName(named: word) { await harness.send(.requirementFailed(name)) }
        case .cancelRequirement(let word):
            if let name = schema.requirementName(named: word) { await harness.send(.requirementCancelled(name)) }
        case .sessionExpires: await harness.send(.sessionExpired)
        case .signOut: await harness.send(.signedOut)
        case .sessionResolves(let session): await harness.send(.sessionResolved(session))
        case .updateInstalled: await harness.send(.gateCleared(.forcedUpdate))
        case .raiseGate(let gate): await harness.send(.gateRaised(gate))
        case .clearGate(let gate): await harness.send(.gateCleared(gate))
        case .edit: await harness.send(.unsavedInputChanged(true))
        case .saved: await harness.send(.unsavedInputChanged(false))
        case .answer(let answer): await harness.send(.confirmationAnswered(answer))
        case .raiseNotice(let name):
            // `validate` has checked that the schema declares it.
            if let notice = schema.notice(named: name) { await harness.send(.noticeRaised(notice)) }
        case .discardPending: await harness.send(.pendingDiscarded)
        case .background: await harness.send(.scenePhaseChanged(.background))
        case .foreground: await harness.send(.scenePhaseChanged(.active))
        case .advance(let duration): await harness.advance(by: duration)
        case .back: await harness.send(.popped)
        case .popToRoot: await harness.send(.poppedToRoot)
        case .select(let name):
            if let tab = schema.tabs.first(where: { $0.description == name }) { await harness.send(.tabSelected(tab)) }
        case .dismiss:
            if let modal = harness.state.modal { await harness.send(.modalDismissed(modal)) }
        case .dismissNotice: await harness.send(.noticeDismissed)
        case .backCount(let count): await harness.send(.poppedCount(count))
        // `validate` has checked every name and link below.
        case .push(let link) where ScenarioAction.isLink(link):
            if case .success(let screen) = schema.screen(shownBy: link) { await harness.send(.screenPushed(screen)) }
        case .push(let name):
            let screens = nameableScreens ?? schema.nameableScreens()
            if case .success(let screen)? = schema.screen(named: name, in: harness.state, among: screens) {
                await harness.send(.screenPushed(screen))
            }
        case .latency(let delay, let pattern): harness.latencies[pattern] = delay
        case .popTo(let link):
            if case .success(let screen) = schema.screen(shownBy: link) { await harness.send(.poppedTo(screen)) }
        case .present(let name):
            if let modal = schema.modal(named: name) { await harness.send(.modalRequested(modal)) }
        case .dismissModal(let name):
            if let modal = schema.modal(named: name) { await harness.send(.modalDismissed(modal)) }
        case .writePath(let name, let links):
            if let tab = schema.tab(named: name) { await harness.send(.pathChanged(tab, screens(links))) }
        case .writeModalPath(let name, let links):
            if let modal = schema.modal(named: name) { await harness.send(.modalPathChanged(modal, screens(links))) }
        case .window(let name): await harness.focus(WindowID(name))
        case .closeWindow(let name): await harness.close(WindowID(name))
        case .inWindow(let name, let action):
            harness.sendingIn = WindowID(name)
            await perform(action, on: &harness)
            harness.sendingIn = nil
        case .event(let scripted):
            // `validate` has checked every name.
            let screens = nameableScreens ?? schema.nameableScreens()
            if case .success(let event) = scripted.event(in: schema, state: harness.state, screens: screens) {
                await harness.send(event)
            }
        }
    }

    private func screens(_ links: [String]) -> [Schema.Screen] {
        links.compactMap { link in
            if case .success(let screen) = schema.screen(shownBy: link) { screen } else { nil }
        }
    }

    private func launchCold(
        _ options: ScenarioAction.LaunchOptions, storedSession: Session, on harness: inout NavigationHarness<Schema>
    ) async {
        if let latency = options.latency { harness.latency = latency }
        let launch = NavigationEvent<Schema>.Launch(
            .cold, session: options.session ?? storedSession, gates: options.gates, link: options.link,
            source: options.source, snapshot: harness.savedSnapshot)
        await harness.send(.launched(launch))
    }

    /// Checks what parsing alone cannot: tab names and the first tab of expected locations.
    func validate(_ script: ScenarioScript) throws(ScenarioError) {
        // An action in a window is checked as the action it is.
        let script = ScenarioScript(
            file: script.file,
            lines: script.lines.map { line in
                guard case .action(.inWindow(_, let action)) = line.command else { return line }
                return ScenarioScript.Line(number: line.number, text: line.text, command: .action(action))
            })
        let tabs = schema.tabs.map(\.description)
        var modalNames: [String]?
        for line in script.lines {
            switch line.command {
            case .action(.tap(let link)):
                if case .failure(let rejection) = schema.links.match(link) {
                    throw ScenarioError(
                        file: script.file, line: line.number,
                        message:
                            "`tap` needs a link of the schema's table (a control in the app opens a route): \(rejection)"
                    )
                }
            case .action(.meetRequirement(let name)), .action(.failRequirement(let name)),
                .action(.cancelRequirement(let name)):
                if schema.requirementName(named: name) == nil {
                    let declared = ([.signIn] + schema.requirements.map(\.name)).map(\.rawValue)
                    throw ScenarioError(
                        file: script.file, line: line.number,
                        message:
                            "unknown requirement `\(name)`: the schema declares \(declared.joined(separator: ", "))")
                }
            case .action(.raiseNotice(let name)) where schema.notice(named: name) == nil:
                throw ScenarioError(file: script.file, line: line.number, message: unknownNotice(name))
            case .expectation(.notice(let name))
            where name != "none" && Self.namesEveryNotice
                && schema.notice(named: name) == nil:
                // Only a schema whose notices are all known can say a name is a typo.
                throw ScenarioError(file: script.file, line: line.number, message: unknownNotice(name))
            case .expectation(.modal(let text)) where text != "none":
                let name = Self.normalizedLocation(text).split(separator: ">").first.map { Substring($0).trimmed } ?? ""
                let names = modalNames ?? knownModalNames(in: script)
                modalNames = names
                if !Self.names(names, include: name) {
                    let known = ["none"] + schema.nameableModals.map(\.description)
                    throw ScenarioError(
                        file: script.file, line: line.number,
                        message: "unknown modal `\(name)`: expected one of \(known.joined(separator: ", "))")
                }
            case .action(.raiseGate(let gate)) where !schema.launchGates.contains(gate),
                .action(.clearGate(let gate)) where !schema.launchGates.contains(gate):
                throw ScenarioError(
                    file: script.file, line: line.number,
                    message:
                        "unknown gate `\(gate)`: the schema declares \(schema.launchGates.map(\.name).joined(separator: ", "))"
                )
            case .action(.launchCold(let options)), .action(.relaunch(let options)):
                if let gate = options.gates.first(where: { !schema.launchGates.contains($0) }) {
                    throw ScenarioError(
                        file: script.file, line: line.number,
                        message:
                            "unknown gate `\(gate)`: the schema declares \(schema.launchGates.map(\.name).joined(separator: ", "))"
                    )
                }
            case .action(.push(let name)) where !ScenarioAction.isLink(name):
                let screens = nameableScreens ?? schema.nameableScreens()
                if !screens.contains(where: { $0.description == name }) {
                    throw ScenarioError(
                        file: script.file, line: line.number, message: schema.unknownScreen(name, among: screens))
                }
            case .action(.latency(_, let pattern))
            where !schema.links.entries.contains(where: { $0.pattern == pattern }):
                let patterns = schema.links.entries.map(\.pattern).joined(separator: ", ")
                throw ScenarioError(
                    file: script.file, line: line.number,
                    message: "no link rule of the schema is `\(pattern)`: its patterns are \(patterns)")
            case .action(let action) where Self.namesScreens(action):
                for link in action.links {
                    if case .failure(let message) = schema.screen(shownBy: link) {
                        throw ScenarioError(file: script.file, line: line.number, message: message.text)
                    }
                }
                if case .writePath(let name, _) = action, !tabs.contains(name) {
                    throw ScenarioError(
                        file: script.file, line: line.number,
                        message: "unknown tab `\(name)`: expected one of \(tabs.joined(separator: ", "))")
                }
                if case .writeModalPath(let name, _) = action { try validateModal(name, script: script, line: line) }
            case .action(.present(let name)), .action(.dismissModal(let name)):
                try validateModal(name, script: script, line: line)
            case .action(.event(let scripted)):
                let screens = nameableScreens ?? schema.nameableScreens()
                if case .failure(let message) = scripted.event(in: schema, state: nil, screens: screens) {
                    throw ScenarioError(file: script.file, line: line.number, message: message.text)
                }
            case .action(.select(let name)) where !tabs.contains(name):
                throw ScenarioError(
                    file: script.file, line: line.number,
                    message: "unknown tab `\(name)`: expected one of \(tabs.joined(separator: ", "))")
            case .expectation(.location(let text)):
                let first =
                    Self.normalizedLocation(text).split(separator: ">").first.map { Substring($0).trimmed } ?? ""
                if !tabs.contains(first) {
                    throw ScenarioError(
                        file: script.file, line: line.number,
                        message: "`\(text)` does not start with a tab: expected one of \(tabs.joined(separator: ", "))")
                }
            case .expectation(.transition(let value)) where TransitionKind(rawValue: value) == nil:
                throw ScenarioError(
                    file: script.file, line: line.number,
                    message: "unknown transition `\(value)`: expected none, step or jump")
            default: break
            }
        }
    }

    /// Whether the schema's `Notice` type is `CaseIterable`, so every notice has a known name.
    static var namesEveryNotice: Bool { Schema.Notice.self is any CaseIterable.Type }

    /// Why `name` names no notice, with the names the schema declares; when its `Notice` type is
    /// not `CaseIterable` only the notices of its roles and requirements are known, and it says so.
    func unknownNotice(_ name: String) -> String {
        let known = schema.noticeNames.joined(separator: ", ")
        guard Self.namesEveryNotice else {
            return
                "unknown notice `\(name)`: the schema names only the notices of its roles and requirements (\(known));"
                + " make its Notice type CaseIterable to name every notice"
        }
        return "unknown notice `\(name)`: the schema declares \(known)"
    }

    /// The modal names an expectation may use: a modal a script can name, any case of a
    /// `CaseIterable` modal type, or the modal of a link the script opens; ``names(_:include:)``
    /// also takes the same modal with other values (`joinTeam(5)` when `joinTeam(7)` is known).
    func knownModalNames(in script: ScenarioScript) -> [String] {
        var known = schema.nameableModals.map(\.description)
        for line in script.lines {
            guard case .action(let action) = line.command else { continue }
            for link in action.links {
                if case .success(let route) = schema.links.match(link),
                    let modal = schema.rule(for: route).destination.modal
                {
                    known.append(modal.description)
                }
            }
        }
        if let all = Schema.Modal.self as? any CaseIterable.Type { known += Self.descriptions(of: all) }
        return known
    }

    /// Whether `name` is one of `known`, or the same case with other values.
    static func names(_ known: [String], include name: String) -> Bool {
        func base(_ text: String) -> Substring { text.prefix { $0 != "(" } }
        return known.contains(name) || known.contains { base($0) == base(name) }
    }

    static func descriptions<T: CaseIterable>(of type: T.Type) -> [String] {
        T.allCases.map { "\($0)" }
    }

    /// Whether the action names screens by links (`push`, `pop-to`, `path`, `modal-path`).
    static func namesScreens(_ action: ScenarioAction) -> Bool {
        switch action {
        case .push, .popTo, .writePath, .writeModalPath: true
        default: false
        }
    }

    private func validateModal(_ name: String, script: ScenarioScript, line: ScenarioScript.Line) throws(ScenarioError)
    {
        guard schema.modal(named: name) == nil else { return }
        throw ScenarioError(
            file: script.file, line: line.number,
            message:
                "unknown modal `\(name)`: expected one of \(schema.nameableModals.map(\.description).joined(separator: ", "))"
        )
    }

    /// `account>orders >  order(42)` → `account > orders > order(42)`.
    static func normalizedLocation(_ text: String) -> String {
        text.split(separator: ">", omittingEmptySubsequences: false).map(\.trimmed).joined(separator: " > ")
    }
}

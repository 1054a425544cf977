package import Wayfinder

/// A journal turned into a scenario script and played on today's schema with the
/// ``ScenarioRunner``: where today's decisions differ from the recorded ones.
///
/// Each entry becomes the script line that plays it (`open LINK`, `sign-in ACCOUNT`, `back`);
/// time between entries becomes `advance`; resolver answers are not played, the schema's resolver
/// answers again. A link whose secret was redacted gets the secret of a sample link that prints
/// the same and that the resolver answers the way it answered when recorded. Accounts
/// `account-1`, `account-2`… become the runner's accounts in order.
///
/// The replay is linear in the number of entries: the script is built in one pass, played in one
/// run (the runner's invariant checks included), and the decisions are compared in one pass.
package struct JournalReplay<Schema: NavigationSchema>: Sendable {
    /// The schema of today.
    package var schema: Schema
    /// The accounts that can sign in; `account-1` is the first.
    package var accounts: [Account]

    /// Creates a replay.
    package init(schema: Schema, accounts: [Account]) {
        self.schema = schema
        self.accounts = accounts
    }

    /// A decision that differs, or one that only one side made.
    package struct Difference: Sendable, Equatable, CustomStringConvertible {
        /// The entry (1-based line in the journal's entries) whose step made it.
        package var entry: Int
        /// That entry's event.
        package var event: String
        /// The recorded decision, if any.
        package var recorded: String?
        /// Today's decision, if any.
        package var today: String?

        /// `entry 7 (open shop://orders/42): recorded …; today …`.
        package var description: String {
            "entry \(entry) (\(event)): recorded \(recorded ?? "no decision"); today \(today ?? "no decision")"
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
                var today: [(entry: Int, decision: String)] = []
                for step in result.steps {
                    let entry = built.entryOfLine[step.line] ?? 0
                    for record in step.log {
                        let decision = record.range(of: " — ").map { String(record[..<$0.lowerBound]) } ?? record
                        today.append((entry, decision))
                    }
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
        _ recorded: [(entry: Int, decision: String)], _ today: [(entry: Int, decision: String)], events: [String],
        complete: Bool
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
                    entry: entry, event: events.indices.contains(entry - 1) ? events[entry - 1] : "",
                    recorded: old?.decision, today: new?.decision))
        }
        return differences
    }

    struct Built {
        var lines: [ScenarioScript.Line] = []
        var script = ""
        /// Script line number → journal entry (1-based).
        var entryOfLine: [Int: Int] = [:]
        var recorded: [(entry: Int, decision: String)] = []
        var replayed = 0
        var notes: [String] = []
        var problem: String?
    }

    // swiftlint:disable:next function_body_length
    private func build(_ entries: [JournalEntry]) async -> Built {
        var built = Built()
        var text: [String] = ["# Replayed from a Wayfinder journal: \(entries.count) entries."]
        var previousMilliseconds: Int64?
        var launched = false
        var expectations: [String] = []
        var secretCache: [String: String] = [:]

        func emit(_ line: String, entry: Int) throws(ScenarioError) {
            let command = try Self.command(line, entry: entry)
            let number = text.count + 1
            text.append(line)
            built.lines.append(ScenarioScript.Line(number: number, text: line, command: command))
            built.entryOfLine[number] = entry
        }
        func flushExpectations() {
            for decision in expectations {
                text.append("expect log \(decision)")
                let number = text.count
                built.lines.append(
                    ScenarioScript.Line(number: number, text: text[number - 1], command: .expectation(.log(decision))))
            }
            expectations.removeAll()
        }

        for (offset, entry) in entries.enumerated() {
            let number = offset + 1
            do throws(ScenarioError) {
                var words = entry.event.split(separator: " ").map(String.init)
                guard let name = words.first else {
                    throw ScenarioError(file: "", line: number, message: "the event is empty")
                }
                if !launched && name != "launch" {
                    try emit("launch warm session=\(session(entry.session, words: []))", entry: number)
                    launched = true
                }
                if let previous = previousMilliseconds, entry.milliseconds > previous, name != "launch" {
                    try emit("advance \(entry.milliseconds - previous)ms", entry: number)
                }
                previousMilliseconds = entry.milliseconds
                words = words.map(accountWord)
                switch name {
                case "launch":
                    if launched {
                        guard words.count > 1, words[1] == "cold" else {
                            throw ScenarioError(
                                file: "", line: number, message: "a warm launch in the middle of a journey")
                        }
                        words[0...1] = ["relaunch"]
                    }
                    launched = true
                    let line = try await withSecrets(words, entries: entries, from: offset, cache: &secretCache)
                    try emit(line.joined(separator: " "), entry: number)
                case "open":
                    let line = try await withSecrets(words, entries: entries, from: offset, cache: &secretCache)
                    try emit(line.joined(separator: " "), entry: number)
                case "sign-in", "sign-in-fails", "sign-in-cancel", "session-expires", "sign-out", "session-resolves",
                    "update-installed", "gate", "background", "foreground", "back", "pop-to-root", "dismiss",
                    "dismiss-notice":
                    try emit(words.joined(separator: " "), entry: number)
                case "select":
                    let tab = words.dropFirst().joined(separator: " ")
                    guard schema.tabs.contains(where: { "\($0)" == tab }) else {
                        throw ScenarioError(
                            file: "", line: number,
                            message:
                                "the tab `\(tab)` is not in today's schema (tabs: \(schema.tabs.map { "\($0)" }.joined(separator: ", ")))"
                        )
                    }
                    try emit(words.joined(separator: " "), entry: number)
                case "time-passes", "resolved":
                    break  // The runner's clock and the schema's resolver play these again.
                case "push", "present", "modal-dismissed", "path", "tap", "gate-cleared", "back-count", "pop-to",
                    "modal-path":
                    throw ScenarioError(
                        file: "", line: number, message: "scenario scripts cannot play `\(name)` events yet")
                default:
                    throw ScenarioError(file: "", line: number, message: "unknown event `\(name)`")
                }
                for decision in entry.decisions {
                    built.recorded.append((number, decision))
                    expectations.append(decision)
                }
                if !built.lines.isEmpty { flushExpectations() }
                built.replayed = number
            } catch {
                built.problem = "entry \(number) (`\(entry.event)`): \(error.message)"
                break
            }
        }
        flushExpectations()
        built.script = text.joined(separator: "\n") + "\n"
        return built
    }

    /// The script command for a line, or why the line is not one.
    private static func command(_ line: String, entry: Int) throws(ScenarioError) -> ScenarioCommand {
        // Parsed with the launch that every script needs in front, through the public parser.
        let script = try ScenarioScript.parse("launch warm\n" + line, file: "journal")
        guard script.lines.count == 2 else {
            throw ScenarioError(file: "", line: entry, message: "`\(line)` is not one script line")
        }
        return script.lines[1].command
    }

    /// `account-2` → the second account; other words unchanged (also inside `session=`).
    private func accountWord(_ word: String) -> String {
        guard let range = word.range(of: "account-"),
            let index = Int(word[range.upperBound...]), index >= 1
        else { return word }
        let account = index <= accounts.count ? accounts[index - 1].id : "unknown-account-\(index)"
        return word[..<range.lowerBound] + account
    }

    private func session(_ kind: String, words: [String]) -> String {
        switch kind {
        case "signed-in": "signed-in:\(accounts.first?.id ?? "account")"
        case "expired": "expired:\(accounts.first?.id ?? "account")"
        case "unknown": "unknown"
        default: "signed-out"
        }
    }

    /// Replaces a redacted link with a sample link that prints the same and resolves as recorded.
    private func withSecrets(
        _ words: [String], entries: [JournalEntry], from offset: Int, cache: inout [String: String]
    ) async throws(ScenarioError) -> [String] {
        var result = words
        for (index, word) in words.enumerated() where word.contains(Redaction.marker) {
            let answer = recordedAnswer(entries, after: offset)
            let key = word + "|" + (answer ?? "")
            if let known = cache[key] {
                result[index] = known
                continue
            }
            guard let sample = await sample(printing: word, answering: answer) else {
                throw ScenarioError(
                    file: "", line: offset + 1,
                    message: "no sample link of today's schema prints as \(word): its secret cannot be replaced")
            }
            cache[key] = sample
            result[index] = sample
        }
        return result
    }

    /// The resolver's recorded answer to the link at `offset`: the first `resolved` entry before
    /// the next link or launch.
    private func recordedAnswer(_ entries: [JournalEntry], after offset: Int) -> String? {
        for entry in entries[(offset + 1)...] {
            if entry.event.hasPrefix("resolved ") {
                return entry.event.split(separator: " ")[1].description
            }
            if entry.event.hasPrefix("open ") || entry.event.hasPrefix("launch ") { return nil }
        }
        return nil
    }

    private func sample(printing display: String, answering answer: String?) async -> String? {
        let links = schema.links
        var candidates: [(link: String, answer: String)] = []
        for sample in schema.sampleLinks {
            guard case .success(let route) = links.match(sample.link),
                links.link(for: route, redactingSecrets: true) == display
            else { continue }
            let resolution = await schema.resolve(route, context: ResolutionContext(account: accounts.first))
            let kind =
                switch resolution {
                case .proceed: "proceed"
                case .redirect: "redirect"
                case .unavailable: "unavailable"
                }
            candidates.append((sample.link, kind))
        }
        return (candidates.first { $0.answer == (answer ?? "proceed") } ?? candidates.first)?.link
    }
}

import Foundation
import ShopExample
import Testing

@testable import Wayfinder
@testable import WayfinderTesting

/// The navigator's journal, its export, and its replay on today's schema.
@Suite("Journal and replay")
@MainActor
struct JournalReplayTests {
    /// A journey on a real navigator: a cold link behind sign-in, an invite with its secret, an
    /// expired reset code, Back, a tab switch, the background and a pending link's expiry.
    static func journey(capacity: Int = 1_000) async -> Navigator<Shop> {
        let clock = ManualClock()
        let navigator = Navigator(schema: Shop(), clock: clock, journalCapacity: capacity)
        navigator.launch(.cold, url: URL(string: "shop://orders/42"), session: .signedOut)
        await clock.advance(by: .seconds(3))
        navigator.signedIn("alice")
        await navigator.settle()
        navigator.open("shop://teams/7/invite/expired")
        await navigator.settle()
        navigator.dismissNotice()
        navigator.open("shop://reset-password/old-code")
        await navigator.settle()
        navigator.pop()
        navigator.select(tab: .home)
        navigator.signedOut()
        navigator.open("shop://billing")
        navigator.scenePhaseChanged(.background)
        await clock.advance(by: .seconds(61))
        navigator.scenePhaseChanged(.active)
        return navigator
    }

    @Test func theJournalKeepsEventsSessionsAndDecisionsWithoutSecretsOrAccounts() async throws {
        let navigator = await Self.journey()
        let entries = navigator.journal.entries
        #expect(entries.first?.event.scriptLine == "launch cold shop://orders/42 session=signed-out")
        #expect(entries.first?.decisions.map(\.description) == ["pending shop://orders/42"])
        #expect(entries.contains { $0.event.scriptLine == "sign-in account-1" })
        #expect(entries.contains { $0.event.scriptLine == "open shop://teams/7/invite/<redacted>" })
        #expect(entries.contains { $0.event.scriptLine == "resolved unavailable" })
        #expect(entries.map(\.sequence) == Array(1...entries.count))
        #expect(entries.contains { $0.session.rawValue == "signed-in" })
        let text = String(decoding: navigator.journal.exportJSON(), as: UTF8.self)
        for secret in ["expired", "old-code", "alice"] where text.contains("/\(secret)") || text.contains(":\(secret)")
        {
            Issue.record("the export contains \(secret)")
        }
        #expect(!text.contains("alice"))
        #expect(text.hasPrefix("wayfinder-journal 6\n"))
        let body = Data(text.utf8).dropFirst("wayfinder-journal 6\n".utf8.count)
        #expect((try JSONSerialization.jsonObject(with: body)) is [String: Any])
    }

    @Test func aFullJournalKeepsTheLastEntries() async {
        let navigator = await Self.journey(capacity: 4)
        let entries = navigator.journal.entries
        #expect(entries.count == 4)
        #expect(navigator.journal.dropped == navigator.journal.count - 4)
        #expect(entries.last?.event.scriptLine == "foreground")
        #expect(entries.map(\.sequence) == Array((navigator.journal.count - 3)...navigator.journal.count))
    }

    @Test func aJournalOfCapacityZeroKeepsNothingButCounts() async {
        let navigator = await Self.journey(capacity: 0)
        #expect(navigator.journal.entries.isEmpty)
        #expect(navigator.journal.count > 10)
        #expect(navigator.journal.dropped == navigator.journal.count)
        let file = JournalFile.read(navigator.journal.exportJSON())
        #expect(file.problem == nil)
        #expect(file.entries.isEmpty)
    }

    @Test func anOverlongLinkIsKeptOnlyUpToTheTablesLimit() {
        let navigator = Navigator(schema: Shop(), clock: ManualClock())
        navigator.launch(.warm, session: .signedOut)
        let long = "shop://products/" + String(repeating: "x", count: 1_000_000)
        navigator.open(long)
        let entry = navigator.journal.entries.last
        #expect(entry?.event.scriptLine.hasPrefix("open shop://products/") == true)
        #expect((entry?.event.scriptLine.utf8.count ?? .max) <= Shop().links.limits.maxBytes + 5)
        #expect(entry?.decisions.first?.description.hasPrefix("rejected") == true)
        // What the ring holds, not only what it renders: one entry never keeps more than the limit.
        guard case .linkReceived(let kept, _)? = navigator.journal.events.last else {
            Issue.record("the last entry is not the link")
            return
        }
        #expect(kept.utf8.count == Shop().links.limits.maxBytes)
    }

    @Test func aJourneyReplaysWithTheSameDecisions() async {
        let navigator = await Self.journey()
        let file = JournalFile.read(navigator.journal.exportJSON())
        #expect(file.problem == nil)
        let outcome = await JournalReplay(schema: Shop(), accounts: SimulatedShopBackend.accounts).replay(file)
        #expect(outcome.problem == nil)
        #expect(outcome.differences.isEmpty, "\(outcome.differences)")
        #expect(outcome.violations.isEmpty)
        #expect(outcome.decisions > 4)
        #expect(outcome.replayed == file.entries.count)
        // The redacted invite became the sample link the resolver answers the same way.
        #expect(outcome.script.contains("open shop://teams/7/invite/expired"))
        #expect(outcome.script.contains("sign-in alice"))
        #expect(outcome.script.contains("expect log expired shop://billing"))
    }

    @Test func theReplayScriptPassesWhenPlayed() async throws {
        let navigator = await Self.journey()
        let outcome = await JournalReplay(schema: Shop(), accounts: SimulatedShopBackend.accounts)
            .replay(JournalFile.read(navigator.journal.exportJSON()))
        let result = try await ScenarioRunner(schema: Shop(), accounts: Set(SimulatedShopBackend.accounts))
            .run(text: outcome.script, file: "replay.scn")
        #expect(result.passed, "\(result.failures)")
    }

    @Test func aChangedDecisionIsReported() async {
        let navigator = await Self.journey()
        var lines = String(decoding: navigator.journal.exportJSON(), as: UTF8.self).split(separator: "\n").map(
            String.init)
        // Re-export the first entry as if it had landed: a consistent journal with another decision
        // (entries start on the third line, after the header line and the JSON header).
        var entries = JournalFile.read(navigator.journal.exportJSON()).entries
        entries[0].decisions = [
            JournalDecision(
                outcome: .landed, link: "shop://orders/42",
                landing: RecordedLocation(tab: "account", stack: ["orders", "order(42)"]))
        ]
        var sum = ""
        for (index, entry) in entries.enumerated() {
            sum = NavigationJournal<Shop>.checksum(entry, after: sum)
            lines[index + 2] = NavigationJournal<Shop>.line(entry, sum: sum) + (index == entries.count - 1 ? "" : ",")
        }
        let file = JournalFile.read(Data(lines.joined(separator: "\n").utf8))
        let outcome = await JournalReplay(schema: Shop(), accounts: SimulatedShopBackend.accounts).replay(file)
        let difference = outcome.differences.first
        #expect(difference?.entry == 1)
        #expect(difference?.event?.scriptLine == "launch cold shop://orders/42 session=signed-out")
        #expect(difference?.recorded?.description == "landed shop://orders/42 → account > orders > order(42)")
        #expect(difference?.today?.description == "pending shop://orders/42")
    }

    struct BadCase: Sendable, CustomTestStringConvertible {
        var name: String
        var edit: @Sendable ([String]) -> [String]
        var problem: String
        var testDescription: String { name }
    }

    @Test(arguments: [
        BadCase(
            name: "another format version",
            edit: { lines in
                [lines[0].replacingOccurrences(of: "wayfinder-journal 6", with: "wayfinder-journal 7")]
                    + lines.dropFirst()
            },
            problem: "the journal has format version 7; this wayfinder reads versions 5 to 6"),
        BadCase(
            name: "cut inside an entry", edit: { lines in Array(lines.prefix(7)) + [String(lines[7].prefix(20))] },
            problem: "entry 6 is cut off: the file ends inside it"),
        BadCase(
            name: "cut between entries", edit: { lines in Array(lines.prefix(7)) },
            problem: "the journal is cut off after entry 5"),
        BadCase(
            name: "tampered",
            edit: { lines in
                var lines = lines
                lines[5] = lines[5].replacingOccurrences(of: "\"ms\":", with: "\"ms\":1")
                return lines
            }, problem: "entry 4 (`"),
        BadCase(
            name: "an entry missing",
            edit: { lines in
                var lines = lines
                lines.remove(at: 4)
                return lines
            }, problem: "entry 3 has sequence number 4 after 2"),
        BadCase(
            name: "not a journal", edit: { _ in ["{\"applinks\": {}}"] },
            problem: "the first line is not a journal header"),
    ])
    func badJournalsNameTheEntryAndReplayWhatCameBefore(_ test: BadCase) async {
        let navigator = await Self.journey()
        let lines = String(decoding: navigator.journal.exportJSON(), as: UTF8.self).split(separator: "\n").map(
            String.init)
        let file = JournalFile.read(Data(test.edit(lines).joined(separator: "\n").utf8))
        #expect(file.problem?.contains(test.problem) == true, "\(file.problem ?? "no problem")")
        let outcome = await JournalReplay(schema: Shop(), accounts: SimulatedShopBackend.accounts).replay(file)
        #expect(outcome.replayed == file.entries.count)
        #expect(outcome.problem?.hasSuffix("the entries before it were replayed") == true)
        #expect(outcome.differences.isEmpty, "what came before replays the same")
    }

    /// Every move inside the app a journal records: pushes, pops, tabs, path writes, modals.
    static func moves() async -> Navigator<Shop> {
        let navigator = Navigator(schema: Shop(), clock: ManualClock())
        navigator.launch(.warm, session: .signedIn("alice"))
        navigator.open("shop://orders")
        navigator.push(.order("42"))
        navigator.pop()
        navigator.push(.order("7"))
        navigator.pop(to: .orders)
        navigator.select(tab: .home)
        navigator.push(.product("5"))
        navigator.push(.review("5", "2"))
        navigator.pop(count: 2)
        navigator.setPath([.product("5"), .review("5", "1")], for: .home)
        navigator.popToRoot()
        navigator.present(.checkout)
        navigator.setPath([.shipping], inside: .checkout)
        navigator.dismiss(.checkout)
        return navigator
    }

    @Test func movesInsideTheAppReplayAsScriptLines() async throws {
        let navigator = await Self.moves()
        let file = JournalFile.read(navigator.journal.exportJSON())
        #expect(file.problem == nil, "\(file.problem ?? "")")
        let outcome = await JournalReplay(schema: Shop(), accounts: ["alice"]).replay(file)
        #expect(outcome.problem == nil, "\(outcome.problem ?? "")")
        #expect(outcome.replayed == file.entries.count)
        #expect(outcome.differences.isEmpty, "\(outcome.differences)")
        #expect(outcome.violations.isEmpty, "\(outcome.violations)")
        let lines = outcome.script.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("expect ") }
        for line in [
            "push shop://orders/42", "back", "pop-to shop://orders", "select home", "back 2",
            "path home shop://products/5 shop://products/5/reviews/1", "pop-to-root", "present checkout",
            "modal-path checkout shop://checkout/shipping", "dismiss checkout",
        ] {
            #expect(lines.contains(line), "no `\(line)` in\n\(outcome.script)")
        }
        // The script parses and passes as written.
        let result = try await ScenarioRunner(schema: Shop(), accounts: ["alice"]).run(
            text: outcome.script, file: "moves.scn")
        #expect(result.passed, "\(result.failures)")
    }

    @Test func aScreenWithoutALinkStopsTheReplayThere() async {
        let navigator = Navigator(schema: Shop(), clock: ManualClock())
        navigator.launch(.warm, session: .signedIn("alice"))
        navigator.select(tab: .account)
        navigator.push(.teams)
        navigator.pop()
        let file = JournalFile.read(navigator.journal.exportJSON())
        let outcome = await JournalReplay(schema: Shop(), accounts: ["alice"]).replay(file)
        #expect(
            outcome.problem
                == "entry 3 (`push teams`): the screen `teams` has no link that shows it (the schema's `route(for:)`), and scripts name a screen by such a link; the entries before it were replayed"
        )
        #expect(outcome.replayed == 2)
        #expect(outcome.differences.isEmpty)
    }

    /// No release wrote a format before 5 (none was tagged): an earlier file is refused with its
    /// version named, and nothing of it is read.
    @Test func aJournalOfAnEarlierFormatSaysWhichVersionItIs() {
        let text = """
            wayfinder-journal 4
            {"capacity":1000,"dropped":0,"schema":"x","entries":[
            {"seq":1,"ms":0,"session":"unknown","text":"launch warm session=unknown","event":{"launched":{"_0":"warm","gates":[],"session":{"unknown":{}},"source":"link"}},"decisions":[],"sum":"0"}
            ]}
            """
        let file = JournalFile.read(Data(text.utf8))
        #expect(file.entries.isEmpty)
        #expect(file.problem == "the journal has format version 4; this wayfinder reads versions 5 to 6")
    }

    @Test func anEntryWhoseTextWasEditedIsReported() async {
        let navigator = await Self.journey()
        var lines = String(decoding: navigator.journal.exportJSON(), as: UTF8.self).split(separator: "\n").map(
            String.init)
        lines[3] = lines[3].replacingOccurrences(of: "\"text\":\"sign-in account-1\"", with: "\"text\":\"sign-out\"")
        let file = JournalFile.read(Data(lines.joined(separator: "\n").utf8))
        #expect(file.problem == "entry 2 (`sign-out`) was changed after export: its text is not its event")
        #expect(file.entries.count == 1)
    }
}

/// A long journal, for measuring the replay: `WAYFINDER_LONG_JOURNAL=path swift test --filter longJournal`
/// writes one of 100,000 events to `path`; `wayfinder replay path` then replays it.
@Suite("Long journal")
@MainActor
struct LongJournal {
    @Test(.enabled(if: ProcessInfo.processInfo.environment["WAYFINDER_LONG_JOURNAL"] != nil))
    func longJournal() async throws {
        let path = try #require(ProcessInfo.processInfo.environment["WAYFINDER_LONG_JOURNAL"])
        let count = Int(ProcessInfo.processInfo.environment["WAYFINDER_LONG_JOURNAL_EVENTS"] ?? "") ?? 100_000
        let navigator = Navigator(schema: Shop(), clock: ManualClock(), journalCapacity: count)
        navigator.launch(.warm, session: .signedIn("alice"))
        var sent = 1
        var product = 0
        while sent + 4 <= count {
            product += 1
            navigator.open("shop://products/\(product % 50 + 1)/reviews/\(product % 7 + 1)")
            navigator.pop()
            navigator.select(tab: .account)
            navigator.select(tab: .home)
            sent += 4
        }
        try navigator.journal.exportJSON().write(to: URL(fileURLWithPath: path))
        #expect(navigator.journal.entries.count == navigator.journal.count)
    }
}

import Foundation
import ShopExample
import Testing

@testable import Wayfinder
@testable import WayfinderTesting

/// Journal files of under 1 KB that trapped `wayfinder replay` (exit 132) where the docs promise
/// a message: each now stops the replay with a problem naming the entry, or prints saturated time.
@Suite("Journal files that come back are hostile input")
struct HostileJournalTests {
    /// A journal file of `entries`, each with its chained sum, as `exportJSON()` writes one.
    static func file(_ entries: [JournalEntry]) -> Data {
        var lines: [String] = []
        var sum = ""
        for entry in entries {
            sum = NavigationJournal<Shop>.checksum(entry, after: sum)
            lines.append(NavigationJournal<Shop>.line(entry, sum: sum))
        }
        let text =
            "wayfinder-journal 5\n{\"capacity\":1000,\"dropped\":0,\"schema\":\"\(NavigationJournal<Shop>.fingerprint(Shop().links))\",\"entries\":[\n"
            + lines.joined(separator: ",\n") + "\n]}\n"
        return Data(text.utf8)
    }

    static func entry(_ sequence: Int, _ ms: Int64, _ event: JournalEvent) -> JournalEntry {
        JournalEntry(sequence: sequence, milliseconds: ms, session: .signedOut, event: event, decisions: [])
    }

    static let launch = JournalEvent.launched(.init(.warm, session: .signedOut))
    static let coldLaunch = JournalEvent.launched(.init(.cold, session: .signedOut))

    @Test func anEntryAfterTheLargestSequenceNumberIsAProblemNotATrap() async {
        let file = JournalFile.read(
            Self.file([Self.entry(.max, 0, Self.launch), Self.entry(.min, 1, .scenePhaseChanged(.background))]))
        #expect(file.entries.count == 1)
        #expect(file.problem?.contains("entry 2 has sequence number \(Int.min) after \(Int.max)") == true)
        let outcome = await JournalReplay(schema: Shop(), accounts: []).replay(file)
        #expect(outcome.problem?.hasSuffix("the entries before it were replayed") == true)
    }

    @Test func entriesMoreThanInt64MaxMillisecondsApartAreAProblemNotATrap() async {
        let file = JournalFile.read(
            Self.file([Self.entry(1, .min, Self.launch), Self.entry(2, .max, .scenePhaseChanged(.background))]))
        #expect(file.problem == nil, "\(file.problem ?? "")")
        let outcome = await JournalReplay(schema: Shop(), accounts: []).replay(file)
        #expect(outcome.problem?.contains("entry 2") == true, "\(outcome.problem ?? "no problem")")
        #expect(outcome.problem?.contains("more than \(Int64.max) ms apart") == true)
        #expect(outcome.replayed == 1)
    }

    @Test func aTimelinePastInt64MaxMillisecondsReplaysWithoutATrap() async {
        let file = JournalFile.read(
            Self.file([
                Self.entry(1, 0, Self.launch), Self.entry(2, .max, .linkReceived("shop://orders/42", source: .link)),
                Self.entry(3, 0, Self.coldLaunch),
                Self.entry(4, .max, .linkReceived("shop://orders/42", source: .link)),
                Self.entry(5, .max, .timePassed),
            ]))
        #expect(file.problem == nil, "\(file.problem ?? "")")
        let outcome = await JournalReplay(schema: Shop(), accounts: []).replay(file)
        #expect(outcome.replayed >= 2, "\(outcome.problem ?? "")")
    }

    @Test(arguments: [
        (Duration.milliseconds(Int64.max) + .seconds(10), "9223372036854775.807s"),
        (Duration.seconds(Int64.max), "9223372036854775.807s"),
        (Duration.milliseconds(61_250), "61.250s"),
    ])
    func timePastInt64MaxMillisecondsPrintsSaturated(_ duration: Duration, _ text: String) {
        #expect(NavigationTime(duration).description == text)
        #expect(duration.wholeMilliseconds <= Int64.max)
    }
}

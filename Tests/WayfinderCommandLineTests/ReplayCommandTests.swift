import Foundation
import ShopExample
import Testing
import Wayfinder
import WayfinderTesting

@testable import WayfinderCommandLine

/// `wayfinder replay`: a journal exported by a navigator, played on today's schema.
@Suite("wayfinder replay")
@MainActor
struct ReplayCommandTests {
    /// A short journey's export: a cold link behind sign-in, then signing in. On a manual clock,
    /// so the journal's times (and the script's `advance` lines) do not depend on the machine's load.
    static func journal() -> String {
        let navigator = Navigator(schema: Shop(), clock: ManualClock())
        navigator.launch(.cold, url: URL(string: "shop://billing"), session: .expired("alice"))
        navigator.signedIn("alice")
        navigator.select(tab: .home)
        return String(decoding: navigator.journal.exportJSON(), as: UTF8.self)
    }

    static func file(_ text: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("journal-\(UUID().uuidString).json")
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    @Test func aJournalReplaysWithoutDifferences() throws {
        let url = try Self.file(Self.journal())
        defer { try? FileManager.default.removeItem(at: url) }
        let run = try Executable.run(["replay", url.path])
        #expect(run.status == 0, "\(run.output)\(run.errors)")
        #expect(run.lines.last == "replayed 3 entries: 0 of 2 decisions differ")
    }

    @Test func scriptPrintsAScenarioScriptWithTheRecordedDecisions() throws {
        let url = try Self.file(Self.journal())
        defer { try? FileManager.default.removeItem(at: url) }
        let run = try Executable.run(["replay", url.path, "--script"])
        #expect(run.status == 0)
        #expect(
            run.lines.dropFirst() == [
                "launch cold shop://billing session=expired:alice",
                "expect log pending shop://billing",
                "sign-in alice",
                "expect log landed shop://billing → account > billing",
                "select home",
            ])
        let played = try Executable.run(["run", try Self.file(run.output).path])
        #expect(played.status == 0, "\(played.output)")
    }

    @Test func aJournalCutShortReplaysWhatCameBeforeAndExitsTwo() throws {
        let text = Self.journal()
        let url = try Self.file(String(text.prefix(text.count - 40)))
        defer { try? FileManager.default.removeItem(at: url) }
        let run = try Executable.run(["replay", url.path])
        #expect(run.status == 2)
        #expect(run.errors.contains("entry 3 is cut off: the file ends inside it; the entries before it were replayed"))
        #expect(run.lines.last == "replayed 2 entries: 0 of 2 decisions differ")
    }

    @Test("A journal of an unsupported version is refused first: no replay summary, only why, exit 2")
    func anOldJournalIsRefusedBeforeAnyReplay() throws {
        let url = try Self.file(
            """
            wayfinder-journal 4
            {"capacity":1000,"dropped":0,"schema":"x","entries":[
            {"seq":1,"ms":0,"session":"unknown","text":"launch warm session=unknown","event":{"launched":{"_0":"warm","gates":[],"session":{"unknown":{}},"source":"link"}},"decisions":[],"sum":"0"}
            ]}
            """)
        defer { try? FileManager.default.removeItem(at: url) }
        let run = try Executable.run(["replay", url.path])
        #expect(run.status == 2)
        #expect(!run.output.contains("replayed"), "\(run.output)")
        #expect(run.errors.contains("cannot replay: the journal has format version 4"), "\(run.errors)")
        #expect(!run.errors.contains("the entries before it were replayed"), "\(run.errors)")
        let script = try Executable.run(["replay", url.path, "--script"])
        #expect(script.status == 2)
        #expect(script.output.isEmpty, "\(script.output)")
    }

    @Test func aMissingJournalIsExitTwo() throws {
        let run = try Executable.run(["replay", "/nonexistent/journal.json"])
        #expect(run.status == 2)
        #expect(run.errors.contains("/nonexistent/journal.json: no such file"))
    }

    @Test func helpAndUsage() throws {
        let help = try Executable.run(["replay", "--help"])
        #expect(help.status == 0)
        #expect(help.output.contains("USAGE: wayfinder replay JOURNAL [--script]"))
        let usage = try Executable.run(["replay"])
        #expect(usage.status == 2)
        #expect(usage.errors.contains("wayfinder replay: missing JOURNAL"))
    }
}

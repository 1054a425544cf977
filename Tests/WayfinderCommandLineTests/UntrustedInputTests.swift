import Foundation
import ShopExample
import Testing
import Wayfinder

@testable import WayfinderCommandLine
@testable import WayfinderTesting

/// The command on input nobody vetted: files that once trapped a reader, accounts it was not told
/// about, timelines that overflow, and secrets a file holds in clear. Each runs the built binary,
/// so a trap shows as its exit status (132) rather than ending the test process.
@Suite("wayfinder on untrusted input")
struct UntrustedInputTests {
    static func file(_ data: Data) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("untrusted-\(UUID().uuidString)")
        try data.write(to: url)
        return url.path
    }

    static let journalHeader =
        "wayfinder-journal 5\n{\"capacity\":1000,\"dropped\":0,\"schema\":\"x\",\"entries\":[\n"

    @Test("A journal whose entry nests 513 deep on its last byte is exit 2 with a message, not a trap")
    func journalNesting() throws {
        let path = try Self.file(Data((Self.journalHeader + String(repeating: "[", count: 513)).utf8))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let run = try Executable.run(["replay", path])
        #expect(run.status == 2, "\(run.errors)")
        #expect(run.errors.contains("entry 1"))
    }

    @Test("An associated-domains file nested 513 deep on its last byte is refused, not a trap")
    func associationNesting() throws {
        let path = try Self.file(Data(("{\"applinks\":" + String(repeating: "[", count: 512)).utf8))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let run = try Executable.run(["associated-domains", "--check", path])
        #expect(run.status == 1, "\(run.output)\(run.errors)")
    }

    @Test("open with a session for an account the backend does not know lands nowhere, not a trap")
    func thirdAccountOpen() throws {
        let run = try Executable.run(["open", "shop://orders/42", "--session", "signed-in:carol"])
        #expect(run.status == 0, "\(run.output)\(run.errors)")
        #expect(!run.output.contains("order(42)"))
    }

    /// Entries as an export holds them, their chained sums computed.
    static func journal(_ events: [(Int64, JournalEvent)], decisions: [Int: [JournalDecision]] = [:]) -> Data {
        let entries = events.enumerated().map { index, event in
            JournalEntry(
                sequence: index + 1, milliseconds: event.0, session: .signedIn, event: event.1,
                decisions: decisions[index] ?? [])
        }
        return HostileJournalFuzzTests.file(entries)
    }

    @Test("A journal naming a third account replays, the account owning nothing")
    func thirdAccountReplay() throws {
        let data = Self.journal([
            (0, .launched(.init(.warm, session: .signedIn("account-3")))),
            (1, .linkReceived("shop://orders/42", source: .link)),
        ])
        let path = try Self.file(data)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let run = try Executable.run(["replay", path])
        #expect([0, 1].contains(run.status), "\(run.output)\(run.errors)")
    }

    /// 36,894 entries are more than the journal's 4 MiB cap, so the entries are replayed as
    /// the reader would return them, without a file.
    @Test("A timeline whose running total overflows is refused with a message, not a trap")
    func overflowingSum() async throws {
        var entries = [
            JournalEntry(
                sequence: 1, milliseconds: 0, session: .signedOut,
                event: .launched(.init(.warm, session: .signedOut)), decisions: [])
        ]
        for index in 0..<36_894 {
            entries.append(
                JournalEntry(
                    sequence: index + 2, milliseconds: index % 2 == 0 ? Int64.max : 0, session: .signedOut,
                    event: .timePassed, decisions: []))
        }
        let file = JournalFile(schemaFingerprint: "", dropped: 0, entries: entries, problem: nil)
        let outcome = await JournalReplay(schema: Shop(), accounts: ["alice"]).replay(file)
        let problem = try #require(outcome.problem)
        #expect(problem.contains("past 9223372036854775807 ms"), "\(problem)")
    }

    @Test("A secret a journal holds in clear is never printed: not in differences, not in the script")
    func secretInClear() throws {
        let secret = "k3y-in-clear"
        let link = "shop://reset-password/\(secret)"
        let data = Self.journal(
            [
                (0, .launched(.init(.warm, session: .signedOut))),
                (1, .linkReceived(link, source: .link)),
            ], decisions: [1: [JournalDecision(outcome: .rejected, link: link)]])
        let path = try Self.file(data)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let run = try Executable.run(["replay", path])
        #expect(run.status == 1, "\(run.output)\(run.errors)")
        #expect(!(run.output + run.errors).contains(secret), "\(run.output)\(run.errors)")
        let script = try Executable.run(["replay", path, "--script"])
        #expect(!(script.output + script.errors).contains(secret), "\(script.output)\(script.errors)")
    }

    @Test("A link's user information is never printed by open, accepted or rejected")
    func userinfoOpen() throws {
        for link in [
            "shop://user:password@orders/42", "shop://user:password@/orders/42", "shop://user:password@nowhere",
        ] {
            let run = try Executable.run(["open", link, "--session", "signed-in:alice"])
            #expect(!(run.output + run.errors).contains("password"), "\(run.output)\(run.errors)")
        }
    }

    @Test("A link's user information is never in a journal's replay output")
    func userinfoReplay() throws {
        let link = "shop://user:password@orders/42"
        let data = Self.journal(
            [
                (0, .launched(.init(.warm, session: .signedOut))),
                (1, .linkReceived(link, source: .link)),
            ], decisions: [1: [JournalDecision(outcome: .landed, link: link)]])
        let path = try Self.file(data)
        defer { try? FileManager.default.removeItem(atPath: path) }
        for arguments in [["replay", path], ["replay", path, "--script"]] {
            let run = try Executable.run(arguments)
            #expect(!(run.output + run.errors).contains("password"), "\(run.output)\(run.errors)")
        }
    }
}

extension UntrustedInputTests {
    @Test("A journal over the byte cap is exit 2 with a message naming the cap, read no further")
    func journalCap() throws {
        var data = Data(Self.journalHeader.utf8)
        data += Data(repeating: UInt8(ascii: " "), count: 4 << 20)
        let path = try Self.file(data)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let run = try Executable.run(["replay", path])
        #expect(run.status == 2, "\(run.errors)")
        #expect(run.errors.contains("over the cap of 4194304 bytes"), "\(run.errors)")
    }
}

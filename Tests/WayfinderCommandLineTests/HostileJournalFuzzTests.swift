import Foundation
import ShopExample
import Testing
import Wayfinder
import WayfinderCommandLine
import WayfinderTesting

/// A seeded, bounded fuzzer of the journal export (`wayfinder-journal 5`) as `wayfinder replay`
/// reads it: a valid export mutated (flipped, inserted and deleted bytes, cuts, huge numbers,
/// deep nesting, bytes that are not UTF-8) and its entries mutated with their chained sums
/// recomputed (huge and out-of-order sequence numbers and times, huge counts of entries and
/// decisions, huge links). Never a crash or a hang: the reader returns a problem naming the entry
/// (`JournalFile.problem`), and the command exits 2 with that message on standard error.
/// `WAYFINDER_FUZZ_ITERATIONS` runs more, `WAYFINDER_SEED` replays from a seed.
/// A hang fails the suite's time limit; the reader's own time (it never suspends) is bounded per
/// input, where the whole suite's load cannot inflate it.
@Suite("Hostile files: the journal export read by wayfinder replay (seeded fuzzing)", .timeLimit(.minutes(2)))
struct HostileJournalFuzzTests {
    static var iterations: Int {
        ProcessInfo.processInfo.environment["WAYFINDER_FUZZ_ITERATIONS"].flatMap(Int.init).map { $0 / 4 } ?? 100
    }
    static var seed: UInt64 {
        ProcessInfo.processInfo.environment["WAYFINDER_SEED"].flatMap(UInt64.init) ?? 0x5eed_f11e
    }

    /// A valid export: a cold link behind sign-in, signing in, a tab, a background and a link.
    @MainActor
    static func journal() -> Data {
        let navigator = Navigator(schema: Shop(), clock: ManualClock())
        navigator.launch(.cold, url: URL(string: "shop://billing"), session: .expired("alice"))
        navigator.signedIn("alice")
        navigator.select(tab: .home)
        navigator.open(URL(string: "shop://orders/42")!)
        return navigator.journal.exportJSON()
    }

    /// An export of `entries`, each with its chained sum recomputed, as `exportJSON()` writes one.
    static func file(_ entries: [JournalEntry], dropped: Int = 0) -> Data {
        var lines: [String] = []
        var sum = ""
        for entry in entries {
            sum = NavigationJournal<Shop>.checksum(entry, after: sum)
            lines.append(NavigationJournal<Shop>.line(entry, sum: sum))
        }
        let text =
            "wayfinder-journal 5\n{\"capacity\":1000,\"dropped\":\(dropped),\"schema\":\"\(NavigationJournal<Shop>.fingerprint(Shop().links))\",\"entries\":[\n"
            + lines.joined(separator: ",\n") + "\n]}\n"
        return Data(text.utf8)
    }

    /// The entries mutated, sums recomputed: the reader must find nothing wrong with the file
    /// itself, so whatever stops the replay is in what the entries say.
    static func mutateEntries(_ entries: [JournalEntry], _ random: inout SeededRandom) -> (Data, String) {
        var entries = entries
        var dropped = 0
        var what = ""
        for _ in 0...random.below(2) {
            let index = random.below(entries.count)
            switch random.below(7) {
            case 0:
                entries[index].sequence = [Int.max, Int.min, 0, -1, Int.max - 1][random.below(5)]
                what += "sequence \(entries[index].sequence); "
            case 1:
                entries[index].milliseconds = [Int64.max, Int64.min, 0, -1, Int64.max / 2][random.below(5)]
                what += "time \(entries[index].milliseconds); "
            case 2:  // more entries than a journal keeps (1,000): 1,100 links, consecutive numbers
                let first = entries[0].sequence
                entries = (0..<1_100).map {
                    JournalEntry(
                        sequence: first &+ $0, milliseconds: Int64($0), session: .signedIn,
                        event: $0 == 0 ? entries[0].event : .linkReceived("shop://orders/\($0)", source: .link),
                        decisions: [])
                }
                what += "1,100 entries; "
            case 3:  // many decisions on one entry
                let decision = JournalDecision(outcome: .landed, link: "shop://orders/1")
                entries[index].decisions = Array(repeating: decision, count: 1_100)
                what += "1,100 decisions; "
            case 4:  // a huge link, and one deeply nested in brackets
                let link =
                    random.below(2) == 0
                    ? "shop://orders/" + String(repeating: "9", count: 100_000)
                    : "shop://" + String(repeating: "[", count: 5_000)
                entries[index].event = .linkReceived(link, source: .link)
                what += "a huge link; "
            case 5:
                dropped = [Int.max, Int.min, -1][random.below(3)]
                what += "dropped \(dropped); "
            default:  // entries swapped
                entries.swapAt(index, random.below(entries.count))
                what += "entries swapped; "
            }
        }
        return (file(entries, dropped: dropped), what)
    }

    /// Runs `wayfinder replay` in-process on `data`; returns the exit code and standard error.
    static func replay(_ data: Data) async throws -> (status: Int32, errors: String) {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("fuzz-\(UUID().uuidString).json")
        try data.write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        var output = ""
        var errors = ""
        let status = await WayfinderCommand(schema: Shop(), accounts: ["alice"]).run(
            arguments: ["replay", url.path], output: &output, errors: &errors)
        return (status, errors)
    }

    /// What every input must give: a problem from the reader means exit 2 with it on standard
    /// error; no problem means the whole file replays (0 or 1) or stops on an entry (2, named).
    @discardableResult
    static func check(_ data: Data, _ label: String) async throws -> Duration {
        let start = ContinuousClock.now
        let file = JournalFile.read(data)
        let elapsed = ContinuousClock.now - start
        let run = try await replay(data)
        #expect([0, 1, 2].contains(run.status), "\(label): exit \(run.status)")
        if let problem = file.problem {
            #expect(run.status == 2, "\(label): \(problem), yet exit \(run.status)")
            #expect(
                run.errors.contains(Shop().links.redactingLinks(in: problem)),
                "\(label): standard error does not say \(problem): \(run.errors)")
        }
        if run.status == 2 { #expect(!run.errors.isEmpty, "\(label): exit 2 with no message") }
        #expect(elapsed < .seconds(10), "\(label): reading took \(elapsed)")
        return elapsed
    }

    static func slowest(_ times: [(String, Duration)]) -> String {
        times.sorted { $0.1 > $1.1 }.prefix(3).map { "\($0.0) \($0.1)" }.joined(separator: "; ")
    }

    @Test("Mutated bytes: exit 2 with a message naming the problem, never a crash or a hang")
    func mutatedBytes() async throws {
        var random = SeededRandom(seed: Self.seed)
        let valid = await Self.journal()
        #expect(JournalFile.read(valid).problem == nil)
        var times: [(String, Duration)] = []
        for iteration in 0..<Self.iterations {
            let label = "iteration \(iteration)"
            times.append((label, try await Self.check(JournalMutator.mutate(valid, &random), label)))
        }
        print("hostile journals: \(Self.iterations) mutated exports; slowest to read: \(Self.slowest(times))")
    }

    @Test("Mutated entries with their sums recomputed: replayed, or stopped at the entry with a message")
    func mutatedEntries() async throws {
        var random = SeededRandom(seed: Self.seed &+ 1)
        let entries = JournalFile.read(await Self.journal()).entries
        #expect(entries.count >= 4)
        var times: [(String, Duration)] = []
        for iteration in 0..<(Self.iterations / 2) {
            let (data, what) = Self.mutateEntries(entries, &random)
            let label = "iteration \(iteration) (\(what))"
            times.append((label, try await Self.check(data, label)))
        }
        print(
            "hostile journals: \(Self.iterations / 2) exports with mutated entries; slowest to read: \(Self.slowest(times))"
        )
    }

    @Test(
        "Cuts at every line, deep nesting, huge numbers and bytes that are not UTF-8 are exit 2",
        arguments: [
            "", "wayfinder-journal 3", "wayfinder-journal 3\n", "wayfinder-journal 99999999999999999999999\n",
            "wayfinder-journal 3\n" + String(repeating: "[", count: 5_000),
            // 513 levels, the last opening on the last byte: Foundation's scanner traps there.
            "wayfinder-journal 5\n{\"capacity\":1000,\"dropped\":0,\"schema\":\"x\",\"entries\":[\n"
                + String(repeating: "[", count: 513),
            "wayfinder-journal 5\n{\"capacity\":1000,\"dropped\":0,\"schema\":\"x\",\"entries\":[\n{\"seq\":"
                + String(repeating: "[", count: 512),
            "{\"format\":\"wayfinder-journal\",\"version\":2," + String(repeating: "[", count: 600) + "\"entries\":[\n",
            "wayfinder-journal 5\n{\"capacity\":1000,\"dropped\":1e400,\"schema\":\"x\",\"entries\":[\n]}\n",
            "wayfinder-journal 5\n{\"capacity\":1000,\"dropped\":0,\"schema\":\"x\",\"entries\":[\n"
                + String(repeating: "[", count: 5_000) + "\n]}\n",
            "wayfinder-journal 5\n{\"capacity\":1000,\"dropped\":0,\"schema\":\"x\",\"entries\":[\n{\"seq\":99999999999999999999,\"ms\":0}\n]}\n",
        ])
    func extremes(_ text: String) async throws {
        var bytes = Array(text.utf8)
        try await Self.check(Data(bytes), "\(text.prefix(60))")
        bytes.insert(0xFF, at: min(22, bytes.count))
        let run = try await Self.replay(Data(bytes))
        #expect(run.status == 2 && !run.errors.isEmpty)
    }

    @Test(
        "A third account, a running sum past Int64.max ms and user information: replayed or stopped, never a trap",
        arguments: [0, 1, 2])
    func entryCases(_ kind: Int) async throws {
        let warm = JournalEvent.launched(.init(.warm, session: .signedIn("account-3")))
        var events: [(Int64, JournalEvent)] = [(0, warm)]
        switch kind {
        case 0: events.append((1, .linkReceived("shop://orders/42", source: .link)))
        case 1: for index in 0..<36_894 { events.append((index % 2 == 0 ? Int64.max : 0, .timePassed)) }
        default: events.append((1, .linkReceived("shop://user:pa55word@orders/42", source: .link)))
        }
        let entries = events.enumerated().map {
            JournalEntry(
                sequence: $0.offset + 1, milliseconds: $0.element.0, session: .signedIn, event: $0.element.1,
                decisions: [])
        }
        let data = Self.file(entries)
        try await Self.check(data, "case \(kind)")
        var output = ""
        var errors = ""
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("fuzz-\(UUID().uuidString).json")
        try data.write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        _ = await WayfinderCommand(schema: Shop(), accounts: ["alice"]).run(
            arguments: ["replay", url.path, "--script"], output: &output, errors: &errors)
        #expect(!(output + errors).contains("pa55word"))
    }

    @Test("A valid export cut after each line is exit 2 with a message, the entries before it replayed")
    func truncations() async throws {
        let valid = await Self.journal()
        let lineEnds = valid.indices.filter { valid[$0] == UInt8(ascii: "\n") }
        for end in lineEnds.dropLast() {
            for cut in [end, end + 1, end + 9] where cut < valid.count {
                let data = valid.prefix(cut)
                try await Self.check(Data(data), "cut at byte \(cut)")
                #expect(JournalFile.read(Data(data)).problem != nil, "cut at byte \(cut) reads as whole")
            }
        }
    }
}

/// Byte mutations of a journal export, one to three at a time.
enum JournalMutator {
    static let numbers = ["99999999999999999999", "-9223372036854775808", "9223372036854775807", "1e308", "-0"]

    static func mutate(_ data: Data, _ random: inout SeededRandom) -> Data {
        var bytes = [UInt8](data)
        for _ in 0...random.below(3) {
            switch random.below(8) {
            case 0 where !bytes.isEmpty:  // flip a bit
                bytes[random.below(bytes.count)] ^= UInt8(1) << UInt8(random.below(8))
            case 1:  // insert a byte, often one that is not UTF-8
                let byte: UInt8 =
                    random.below(2) == 0 ? [0xFF, 0xC3, 0x80, 0xED][random.below(4)] : UInt8(random.below(256))
                bytes.insert(byte, at: random.below(bytes.count + 1))
            case 2 where !bytes.isEmpty:  // delete a run
                let start = random.below(bytes.count)
                bytes.removeSubrange(start..<min(bytes.count, start + 1 + random.below(8)))
            case 3:  // cut
                bytes = Array(bytes.prefix(random.below(bytes.count + 1)))
            case 4:  // a number replaced by a huge one
                let digits = bytes.indices.filter { (0x30...0x39).contains(bytes[$0]) }
                guard !digits.isEmpty else { break }
                var start = digits[random.below(digits.count)]
                var end = start + 1
                while start > 0, (0x30...0x39).contains(bytes[start - 1]) { start -= 1 }
                while end < bytes.count, (0x30...0x39).contains(bytes[end]) { end += 1 }
                bytes.replaceSubrange(start..<end, with: Array(numbers[random.below(numbers.count)].utf8))
            case 5:  // deep nesting at a random place (JSONDecoder stops at 512 levels)
                let depth = [10, 600, 2_000][random.below(3)]
                bytes.insert(
                    contentsOf: [UInt8](repeating: UInt8(ascii: "["), count: depth), at: random.below(bytes.count + 1))
            case 6:  // a line repeated many times
                let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
                let index = random.below(lines.count)
                var out: [[UInt8]] = lines.map(Array.init)
                out.insert(
                    contentsOf: Array(repeating: Array(lines[index]), count: [2, 500][random.below(2)]), at: index)
                bytes = Array(out.joined(separator: [UInt8(ascii: "\n")]))
            default:  // two bytes swapped
                if bytes.count > 1 { bytes.swapAt(random.below(bytes.count), random.below(bytes.count)) }
            }
        }
        return Data(bytes)
    }
}

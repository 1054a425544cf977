import Foundation
import Testing
import WayfinderTesting

@testable import Wayfinder

/// A seeded, bounded fuzzer of every file a cold launch reads back (a snapshot, a window
/// listing): valid files mutated (flipped, inserted and deleted bytes, cuts, huge numbers and
/// counts, deep nesting, bytes that are not UTF-8). Never a crash, a hang or a screen the session
/// may not see; always a restoration record. `WAYFINDER_FUZZ_ITERATIONS` runs more,
/// `WAYFINDER_SEED` replays from a seed.
@Suite("Hostile files: the snapshot and the window listing (seeded fuzzing)")
struct HostileFileFuzzTests {
    static var iterations: Int {
        ProcessInfo.processInfo.environment["WAYFINDER_FUZZ_ITERATIONS"].flatMap(Int.init) ?? 400
    }
    static var seed: UInt64 {
        ProcessInfo.processInfo.environment["WAYFINDER_SEED"].flatMap(UInt64.init) ?? 0x5eed_f11e
    }

    /// Valid snapshots to start from: public and protected screens, two tabs, alice's and bob's.
    static func seeds() -> [Data] {
        func snapshot(_ session: Session, _ stacks: [(Lab.Tab, [Lab.Screen])]) -> Data {
            var snapshot = NavigationSnapshot(of: NavigationState(schema: Lab(), session: session), schema: Lab())
            snapshot.stacks = stacks.map { .init(tab: $0.0, screens: $0.1) }
            return snapshot.encoded()
        }
        return [
            snapshot(
                .signedIn("alice"), [(.main, [.list, .item(4), .confirmPayment("3"), .detail]), (.settings, [.admin])]),
            snapshot(.signedIn("bob"), [(.main, [.confirmPayment("x"), .item(-1)]), (.settings, [.list])]),
            snapshot(.signedOut, [(.main, [.item(Int.max), .detail])]),
        ]
    }

    @Test("Mutated snapshots restore a state the session may see, or the default, with a record")
    func snapshots() async {
        var random = SeededRandom(seed: Self.seed)
        let seeds = Self.seeds()
        let coordinator = Coordinator(schema: Lab())
        var timing = MutationTiming()
        for iteration in 0..<Self.iterations {
            var kinds: [String] = []
            let data = Mutator.mutate(seeds[iteration % seeds.count], &random, kinds: &kinds)
            let start = ContinuousClock.now
            defer { timing.add(kinds, ContinuousClock.now - start) }
            let session: Session = [.signedIn("alice"), .signedIn("bob"), .signedOut, .expired("alice")][iteration % 4]
            var state = NavigationState(schema: Lab())
            let effects = coordinator.reduce(
                &state, .launched(.init(.cold, session: session, snapshot: data)), at: .zero)
            let records = effects.compactMap {
                if case .record(let r) = $0, r.source == .restoration { r } else { nil }
            }
            #expect(records.count == 1, "iteration \(iteration): \(records)")
            Self.expectMaySee(state, session: session, data: data, iteration: iteration)
        }
        print("hostile snapshots: \(Self.iterations) inputs; \(timing)")
    }

    /// Every restored screen is one the session may see; a protected one only for the account
    /// whose snapshot it was.
    static func expectMaySee(_ state: NavigationState<Lab>, session: Session, data: Data, iteration: Int) {
        let binding = (try? NavigationSnapshot<Lab>.decode(data))?.account
        for (tab, stack) in state.stacks {
            #expect(stack.count <= RestorationCaps.screensPerStack)
            for screen in stack {
                let access = Lab().access(for: screen)
                let allowed: Bool =
                    switch access {
                    case .public: true
                    case .signedIn:
                        if case .signedIn(let account) = session { binding?.matches(account) == true } else { false }
                    case .requirement, .publicRequiring: false  // never met at a launch
                    }
                #expect(allowed, "iteration \(iteration): \(tab) > \(screen) restored for \(session)")
            }
        }
    }

    /// Both windows saved by bob, read back by alice: never one of bob's protected screens.
    @Test("Mutated window listings reopen windows the session may see, or none, with a record")
    func listings() async {
        var random = SeededRandom(seed: Self.seed &+ 1)
        let seeds = Self.seeds()
        let listing = WindowSnapshots(
            frontmost: "b", windows: [.init(window: "a", snapshot: seeds[1]), .init(window: "b", snapshot: seeds[1])]
        ).encoded()
        let coordinator = WindowCoordinator(schema: Lab())
        var timing = MutationTiming()
        for iteration in 0..<(Self.iterations / 5) {
            var kinds: [String] = []
            let data = Mutator.mutate(listing, &random, kinds: &kinds)
            let start = ContinuousClock.now
            defer { timing.add(kinds, ContinuousClock.now - start) }
            var state = WindowedState(schema: Lab())
            let effects = coordinator.reduce(
                &state, .navigation(.launched(.init(.cold, session: .signedIn("alice"), snapshot: data))), at: .zero)
            #expect(effects.contains { if case .record(let r) = $0 { r.source == .restoration } else { false } })
            #expect(state.windowCount <= RestorationCaps.windows)
            for window in state.windows {
                guard let part = state.state(of: window) else { continue }
                for (_, stack) in part.stacks {
                    for screen in stack {
                        #expect(Lab().access(for: screen) == .public, "iteration \(iteration): \(screen)")
                    }
                }
            }
        }
        print("hostile window listings: \(Self.iterations / 5) inputs; \(timing)")
    }

    @Test(
        "Deep nesting, huge numbers and counts, and bytes that are not UTF-8 read as undecodable",
        arguments: [
            "wayfinder-snapshot 4\n" + String(repeating: "[", count: 100_000),
            // 513 levels, the last opening on the last byte: Foundation's scanner traps there.
            "wayfinder-snapshot 4\n" + String(repeating: "[", count: 513),
            "wayfinder-snapshot 4\n{\"selectedTab\":" + String(repeating: "[", count: 512),
            "wayfinder-snapshot 4\n{\"selectedTab\":\"main\",\"stacks\":" + String(repeating: "[", count: 10_000)
                + String(repeating: "]", count: 10_000) + ",\"version\":4}",
            "wayfinder-snapshot 4\n{\"selectedTab\":\"main\",\"stacks\":[],\"version\":99999999999999999999999}",
            "wayfinder-snapshot 4\n{\"selectedTab\":\"main\",\"stacks\":[],\"version\":1e400}",
            "wayfinder-snapshot 4\n{\"selectedTab\":\"main\",\"stacks\":[{\"screens\":[{\"item\":{\"_0\":1e30}}],\"tab\":\"main\"}],\"version\":4}",
            "wayfinder-snapshot 4\n{\"selectedTab\":\"main\",\"stacks\":[],\"version\":4,\"version\":4,\"\\ud800\":1}",
        ])
    func extremes(_ text: String) {
        #expect(throws: NavigationSnapshot<Lab>.ReadError.self) { try NavigationSnapshot<Lab>.decode(Data(text.utf8)) }
        var bytes = Array(text.utf8)
        bytes.insert(0xFF, at: min(30, bytes.count))
        #expect(throws: NavigationSnapshot<Lab>.ReadError.self) { try NavigationSnapshot<Lab>.decode(Data(bytes)) }
    }
}

extension HostileFileFuzzTests {
    @Test(
        "A window listing nested deep, on its last byte or around a window's snapshot, starts every window at its default",
        arguments: [
            "wayfinder-windows 2\n" + String(repeating: "[", count: 513),
            "wayfinder-windows 2\n{\"frontmost\":\"a\",\"windows\":" + String(repeating: "[", count: 511),
            "wayfinder-windows 2\n{\"frontmost\":\"a\",\"windows\":[{\"window\":\"a\",\"snapshot\":\"wayfinder-snapshot 4\\n"
                + String(repeating: "[", count: 513) + "\"}]}",
        ])
    func listingNesting(_ text: String) {
        var state = WindowedState(schema: Lab())
        let effects = WindowCoordinator(schema: Lab()).reduce(
            &state, .navigation(.launched(.init(.cold, session: .signedIn("alice"), snapshot: Data(text.utf8)))),
            at: .zero)
        #expect(effects.contains { if case .record(let r) = $0 { r.source == .restoration } else { false } })
        for window in state.windows {
            #expect(state.state(of: window)?.stacks.values.allSatisfy(\.isEmpty) ?? true)
        }
    }
}

/// Time spent reading inputs, by the kinds of mutation they carry, so a slow kind shows.
struct MutationTiming: CustomStringConvertible {
    var total: [String: (count: Int, time: Duration)] = [:]
    mutating func add(_ kinds: [String], _ time: Duration) {
        for kind in Set(kinds) {
            let old = total[kind] ?? (0, .zero)
            total[kind] = (old.count + 1, old.time + time)
        }
    }
    var description: String {
        "seconds reading the inputs carrying each mutation: "
            + total.sorted { $0.value.time > $1.value.time }.map {
                "\($0.key) \($0.value.count)× \(($0.value.time / .milliseconds(1)).rounded() / 1000)s"
            }.joined(separator: ", ")
    }
}

/// Mutations of a valid file, one to three at a time. The counts and depths exceed every cap
/// (256 screens a stack, 64 windows) and JSON's nesting limit (512) while staying small enough
/// for a debug build: 300 repetitions, 600 levels.
enum Mutator {
    static let numbers = ["99999999999999999999", "-9223372036854775808", "9223372036854775807", "1e308", "-0", "0.5"]

    static func mutate(_ data: Data, _ random: inout SeededRandom) -> Data {
        var kinds: [String] = []
        return mutate(data, &random, kinds: &kinds)
    }

    static let kindNames = ["flip", "insert", "delete", "cut", "huge number", "repeat", "nesting", "version", "swap"]

    /// Mutates `data`, appending the name of each kind of mutation applied to `kinds`.
    static func mutate(_ data: Data, _ random: inout SeededRandom, kinds: inout [String]) -> Data {
        var bytes = [UInt8](data)
        for _ in 0...random.below(3) {
            let kind = random.below(9)
            kinds.append(kindNames[kind])
            switch kind {
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
                if let run = digitRun(in: bytes, &random) {
                    bytes.replaceSubrange(run, with: Array(numbers[random.below(numbers.count)].utf8))
                }
            case 5:  // a JSON array's first element repeated, past the caps
                if let open = bytes.firstIndex(of: UInt8(ascii: "[")), let close = matching(bytes, open) {
                    let element = bytes[(open + 1)..<close]
                    let count = [2, 100, 300][random.below(3)]
                    var repeated: [UInt8] = []
                    for i in 0..<count {
                        if i > 0 { repeated.append(UInt8(ascii: ",")) }
                        repeated += element
                    }
                    bytes.replaceSubrange((open + 1)..<close, with: repeated)
                }
            case 6:  // deep nesting at a random place
                let depth = [10, 600, 600][random.below(3)]
                let at = random.below(bytes.count + 1)
                bytes.insert(contentsOf: [UInt8](repeating: UInt8(ascii: "["), count: depth), at: at)
            case 7:  // the header's version changed
                if let space = bytes.firstIndex(of: UInt8(ascii: " ")), space + 1 < bytes.count {
                    bytes[space + 1] = UInt8(ascii: "0") + UInt8(random.below(10))
                }
            default:  // two bytes swapped
                if bytes.count > 1 { bytes.swapAt(random.below(bytes.count), random.below(bytes.count)) }
            }
        }
        return Data(bytes)
    }

    static func digitRun(in bytes: [UInt8], _ random: inout SeededRandom) -> Range<Int>? {
        let digits = bytes.indices.filter { (0x30...0x39).contains(bytes[$0]) }
        guard !digits.isEmpty else { return nil }
        var start = digits[random.below(digits.count)]
        var end = start + 1
        while start > 0, (0x30...0x39).contains(bytes[start - 1]) { start -= 1 }
        while end < bytes.count, (0x30...0x39).contains(bytes[end]) { end += 1 }
        return start..<end
    }

    static func matching(_ bytes: [UInt8], _ open: Int) -> Int? {
        var depth = 0
        for i in open..<bytes.count {
            if bytes[i] == UInt8(ascii: "[") { depth += 1 }
            if bytes[i] == UInt8(ascii: "]") {
                depth -= 1
                if depth == 0 { return i }
            }
        }
        return nil
    }
}

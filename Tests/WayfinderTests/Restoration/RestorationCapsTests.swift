import Foundation
import Testing
import WayfinderTesting

@testable import Wayfinder

/// A file read back at a cold launch is capped: bytes read, screens a stack, windows reopened.
/// Each cut leaves a record that names its cap; the records say what each cut was for.
@Suite("Restoration: caps and records")
struct RestorationCapsTests {
    static func snapshot(_ stacks: [(Lab.Tab, [Lab.Screen])], selected: Lab.Tab = .main) -> NavigationSnapshot<Lab> {
        var snapshot = NavigationSnapshot(
            of: NavigationState(schema: Lab(), session: .signedIn("alice")), schema: Lab())
        snapshot.selectedTab = selected
        snapshot.stacks = stacks.map { .init(tab: $0.0, screens: $0.1) }
        return snapshot
    }

    static func restored(_ data: Data) async throws -> (NavigationHarness<Lab>, DecisionRecord) {
        var harness = NavigationHarness.checked(Lab())
        await harness.send(.launched(.init(.cold, session: .signedIn("alice"), snapshot: data)))
        #expect(harness.violations.isEmpty)
        let record = try #require(harness.lastRecords.first { $0.source == .restoration })
        return (harness, record)
    }

    /// What the restoration's record says it left out, or `nil` when it restored nothing.
    static func notes(_ record: DecisionRecord) -> [DecisionReason.RestorationNote]? {
        record.reason.restorationNotes
    }

    @Test("A snapshot over the byte cap restores the default state, and the record names the cap")
    func bytesCap() async throws {
        var data = Self.snapshot([(.main, [.list])]).encoded()
        data.removeLast()  // the closing brace, after a megabyte of spaces JSON allows
        data += Data(repeating: UInt8(ascii: " "), count: RestorationCaps.snapshotBytes) + Data("}".utf8)
        let (harness, record) = try await Self.restored(data)
        #expect(harness.location == "main")
        #expect(record.outcome == .restored)
        guard let problem = record.reason.unreadableSavedState else {
            Issue.record("restored: \(record)")
            return
        }
        #expect(problem.contains("(cap: bytes read)"))
    }

    @Test("A stack deeper than the cap is cut there, and the record names the cap")
    func depthCap() async throws {
        let screens = (0..<1_000).map { Lab.Screen.item($0) }
        let (harness, record) = try await Self.restored(Self.snapshot([(.main, screens)]).encoded())
        #expect(harness.state.stack(for: .main).count == RestorationCaps.screensPerStack)
        let cap = RestorationCaps.screensPerStack
        #expect(Self.notes(record) == [.cut(tab: "main", at: "item(\(cap))", .cap(cap))])
    }

    @Test("A tab listed twice restores its first stack, and the record says the second was ignored")
    func tabTwice() async throws {
        let (harness, record) = try await Self.restored(
            Self.snapshot([(.main, [.list]), (.main, [.item(1)])]).encoded())
        #expect(harness.location == "main > list")
        #expect(Self.notes(record) == [.listedAgain(tab: "main")])
    }

    @Test(
        "Each cut says what it was for, not always access",
        arguments: [
            (
                [Lab.Screen.list, .note("x"), .detail],
                DecisionReason.RestorationNote.cut(tab: "main", at: "note", .notSaved)
            ),
            ([Lab.Screen.list, .list], .cut(tab: "main", at: "list", .alreadyInStack)),
            ([Lab.Screen.admin], .cut(tab: "main", at: "admin", .access(.requirement(.admin)))),
        ])
    func cutReasons(_ screens: [Lab.Screen], _ note: DecisionReason.RestorationNote) async throws {
        let (_, record) = try await Self.restored(Self.snapshot([(.main, screens)]).encoded())
        #expect(Self.notes(record)?.contains(note) == true, "\(record.reason)")
    }

    @Test("A listing of more windows than the cap reopens the frontmost and the most recent, with a record")
    func windowsCap() async throws {
        // 500 windows of one screen: a 147 KB listing, within the byte cap, over the windows cap.
        let one = Self.snapshot([(.main, [.list])]).encoded()
        let names = (0..<500).map { WindowID("w\($0)") }
        let listing = WindowSnapshots(frontmost: "w0", windows: names.map { .init(window: $0, snapshot: one) })
        var harness = NavigationHarness.checked(Lab())
        await harness.send(.launched(.init(.cold, session: .signedIn("alice"), snapshot: listing.encoded())))
        #expect(harness.windows.windowCount == RestorationCaps.windows)
        #expect(harness.windows.frontmost == "w0")
        #expect(harness.windows.isOpen("w499"))
        #expect(!harness.windows.isOpen("w1"))
        #expect(harness.location(of: "w499") == "main > list")
        let record = try #require(harness.lastRecords.first { $0.link == "saved windows" })
        #expect(
            record.reason
                == .savedWindowsNotReopened(count: 500 - RestorationCaps.windows, cap: RestorationCaps.windows))
        #expect(harness.violations.isEmpty)
    }

    @Test("A listing over the byte cap starts every window at its default, and the record names the cap")
    func listingBytesCap() async throws {
        let big = Data(repeating: UInt8(ascii: " "), count: RestorationCaps.listingBytes)
        let listing = WindowSnapshots(frontmost: "a", windows: [.init(window: "a", snapshot: big)])
        var harness = NavigationHarness.checked(Lab())
        await harness.send(.launched(.init(.cold, session: .signedIn("alice"), snapshot: listing.encoded())))
        #expect(harness.windows.windows == ["main"])
        let record = try #require(harness.lastRecords.first { $0.link == "saved windows" })
        #expect(
            record.reason == .savedWindowsTooLarge(bytes: listing.encoded().count, cap: RestorationCaps.listingBytes))
    }
}

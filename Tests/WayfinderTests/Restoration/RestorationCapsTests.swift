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

    @Test("A snapshot over the byte cap restores the default state, and the record names the cap")
    func bytesCap() async throws {
        var data = Self.snapshot([(.main, [.list])]).encoded()
        data.removeLast()  // the closing brace, after a megabyte of spaces JSON allows
        data += Data(repeating: UInt8(ascii: " "), count: RestorationCaps.snapshotBytes) + Data("}".utf8)
        let (harness, record) = try await Self.restored(data)
        #expect(harness.location == "main")
        #expect(record.outcome == .restored)
        #expect(record.reason.contains("(cap: bytes read)"))
        #expect(record.reason.contains("default state"))
    }

    @Test("A stack deeper than the cap is cut there, and the record names the cap")
    func depthCap() async throws {
        let screens = (0..<1_000).map { Lab.Screen.item($0) }
        let (harness, record) = try await Self.restored(Self.snapshot([(.main, screens)]).encoded())
        #expect(harness.state.stack(for: .main).count == RestorationCaps.screensPerStack)
        #expect(
            record.reason.contains(
                "main cut at item(\(RestorationCaps.screensPerStack)) (cap: \(RestorationCaps.screensPerStack) screens a stack)"
            ))
    }

    @Test("A tab listed twice restores its first stack, and the record says the second was ignored")
    func tabTwice() async throws {
        let (harness, record) = try await Self.restored(
            Self.snapshot([(.main, [.list]), (.main, [.item(1)])]).encoded())
        #expect(harness.location == "main > list")
        #expect(record.reason.contains("main listed again, ignored"))
        #expect(!record.reason.contains("main cut"))
    }

    @Test(
        "Each cut says what it was for, not always access",
        arguments: [
            ([Lab.Screen.list, .note("x"), .detail], "main cut at note (not saved)"),
            ([Lab.Screen.list, .list], "main cut at list (already in the stack)"),
            ([Lab.Screen.admin], "main cut at admin (signed in + admin)"),
        ])
    func cutReasons(_ screens: [Lab.Screen], _ reason: String) async throws {
        let (_, record) = try await Self.restored(Self.snapshot([(.main, screens)]).encoded())
        #expect(record.reason.contains(reason), "\(record.reason)")
    }

    @Test("A listing of more windows than the cap reopens the frontmost and the most recent, with a record")
    func windowsCap() async throws {
        let one = Self.snapshot([(.main, [.list])]).encoded()
        let names = (0..<5_000).map { WindowID("w\($0)") }
        let listing = WindowSnapshots(frontmost: "w0", windows: names.map { .init(window: $0, snapshot: one) })
        var harness = NavigationHarness.checked(Lab())
        await harness.send(.launched(.init(.cold, session: .signedIn("alice"), snapshot: listing.encoded())))
        #expect(harness.windows.windowCount == RestorationCaps.windows)
        #expect(harness.windows.frontmost == "w0")
        #expect(harness.windows.isOpen("w4999"))
        #expect(!harness.windows.isOpen("w1"))
        #expect(harness.location(of: "w4999") == "main > list")
        let record = try #require(harness.lastRecords.first { $0.link == "saved windows" })
        #expect(record.reason.contains("\(5_000 - RestorationCaps.windows) saved windows"))
        #expect(record.reason.contains("(cap: \(RestorationCaps.windows) windows)"))
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
        #expect(record.reason.contains("(cap: bytes read)"))
    }
}

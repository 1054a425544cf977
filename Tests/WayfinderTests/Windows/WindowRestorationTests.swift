import Foundation
import ShopExample
import Testing
import Wayfinder
import WayfinderTesting

@Suite("Windows: saved and restored by identity")
struct WindowRestorationTests {
    /// Three windows signed in: main on a product, second on an order (in front), third on search.
    static func threeWindows() async -> NavigationHarness<Shop> {
        var harness = NavigationHarness.checked(Shop())
        await harness.send(.launched(.init(.warm, session: .signedIn("alice"))))
        await harness.send(.linkReceived("shop://products/5", source: .link))
        await harness.focus("second")
        await harness.advance(by: .seconds(2))
        await harness.send(.linkReceived("shop://billing", source: .link))
        await harness.focus("third")
        await harness.advance(by: .seconds(2))
        await harness.send(.linkReceived("shop://search?q=boots", source: .link))
        await harness.focus("second")
        await harness.send(.scenePhaseChanged(.background))
        return harness
    }

    static func relaunch(
        _ harness: inout NavigationHarness<Shop>, snapshot: Data?, session: Session = .signedIn("alice")
    ) async {
        await harness.advance(by: .seconds(1))
        await harness.send(.launched(.init(.cold, session: session, snapshot: snapshot)))
    }

    @Test("Each window's snapshot restores into the window of the same name, the frontmost in front")
    func restoresByName() async throws {
        var harness = await Self.threeWindows()
        let saved = try #require(harness.savedSnapshot)
        #expect(WindowSnapshots.isListing(saved))
        await Self.relaunch(&harness, snapshot: saved)
        #expect(harness.windows.frontmost == "second")
        #expect(Set(harness.windows.windows) == ["main", "second", "third"])
        #expect(harness.location(of: "main") == "home > product(5)")
        #expect(harness.location(of: "second") == "account > billing")
        #expect(harness.location(of: "third") == "search > results(boots)")
        let restored = harness.lastRecords.filter { $0.outcome == .restored }
        #expect(restored.count == 3)
        #expect(restored.contains { $0.link == "saved state of window main" })
        #expect(restored.contains { $0.link == "saved state of window third" })
        #expect(harness.violations.isEmpty)
    }

    @Test("One window called main saves the one-window snapshot, read back as before")
    func oneWindowSavesPlainSnapshot() async throws {
        var harness = NavigationHarness.checked(Shop())
        await harness.send(.launched(.init(.warm, session: .signedIn("alice"))))
        await harness.send(.linkReceived("shop://billing", source: .link))
        await harness.send(.scenePhaseChanged(.background))
        let saved = try #require(harness.savedSnapshot)
        #expect(!WindowSnapshots.isListing(saved))
        #expect(try NavigationSnapshot<Shop>.decode(saved).stacks.map(\.tab) == [.account])
        await Self.relaunch(&harness, snapshot: saved)
        #expect(harness.windows.windows == ["main"])
        #expect(harness.location(of: "main") == "account > billing")
        #expect(harness.violations.isEmpty)
    }

    @Test("A damaged window snapshot leaves that window at its default, with a record; the others restore")
    func tamperedEntry() async throws {
        var harness = await Self.threeWindows()
        var listing = try WindowSnapshots.decode(try #require(harness.savedSnapshot))
        let index = try #require(listing.windows.firstIndex { $0.window == "third" })
        var bytes = [UInt8](listing.windows[index].snapshot)
        bytes[bytes.count - 2] ^= 0x01
        listing.windows[index].snapshot = Data(bytes)
        await Self.relaunch(&harness, snapshot: listing.encoded())
        #expect(harness.location(of: "third") == "home")
        #expect(harness.location(of: "main") == "home > product(5)")
        #expect(harness.location(of: "second") == "account > billing")
        let record = try #require(harness.lastRecords.first { $0.link == "saved state of window third" })
        #expect(record.outcome == .restored)
        #expect(record.reason == .savedStateUnreadable("the saved state could not be decoded"))
        #expect(harness.violations.isEmpty)
    }

    @Test("An unknown window snapshot (not a snapshot at all) leaves that window at its default, with a record")
    func unknownEntry() async throws {
        var harness = await Self.threeWindows()
        var listing = try WindowSnapshots.decode(try #require(harness.savedSnapshot))
        let index = try #require(listing.windows.firstIndex { $0.window == "main" })
        listing.windows[index].snapshot = Data("not a snapshot".utf8)
        await Self.relaunch(&harness, snapshot: listing.encoded())
        #expect(harness.location(of: "main") == "home")
        #expect(harness.location(of: "third") == "search > results(boots)")
        let record = try #require(harness.lastRecords.first { $0.link == "saved state of window main" })
        #expect(record.reason == .savedStateUnreadable("the saved state could not be decoded"))
        #expect(harness.violations.isEmpty)
    }

    /// A listing changed after it was saved: one byte flipped, or a header naming another version.
    struct ChangedListing: Sendable, CustomTestStringConvertible {
        var testDescription: String
        var change: @Sendable (Data) -> Data
        var problem: String
    }

    @Test(
        "A damaged listing, or one of another format version, starts every window from the default, with a record",
        arguments: [
            ChangedListing(
                testDescription: "a byte flipped",
                change: { saved in
                    var bytes = [UInt8](saved)
                    bytes[bytes.count - 3] ^= 0x01
                    return Data(bytes)
                }, problem: "\(WindowSnapshots.ReadError.undecodable)"),
            ChangedListing(
                testDescription: "another format version",
                change: { saved in
                    let text = String(decoding: saved, as: UTF8.self)
                    return Data(
                        text.replacingOccurrences(of: "wayfinder-windows 2\n", with: "wayfinder-windows 1\n").utf8)
                }, problem: "the saved windows have format version 1, this app reads version 2"),
        ])
    func changedListing(_ changed: ChangedListing) async throws {
        var harness = await Self.threeWindows()
        guard let saved = harness.savedSnapshot else {
            Issue.record("nothing was saved")
            return
        }
        #expect(String(decoding: saved, as: UTF8.self).hasPrefix("wayfinder-windows 2\n"))
        await Self.relaunch(&harness, snapshot: changed.change(saved))
        #expect(harness.windows.windows == ["main"])
        #expect(harness.location(of: "main") == "home")
        let record = try #require(harness.lastRecords.first { $0.link == "saved windows" })
        #expect(record.reason == .savedWindowsUnreadable(changed.problem))
        #expect(harness.violations.isEmpty)
    }

    @Test("Windows restored while the session is unknown wait for it, then drop what it may not see")
    func heldUntilSessionKnown() async throws {
        var harness = await Self.threeWindows()
        #expect(harness.savedSnapshot != nil)
        await Self.relaunch(&harness, snapshot: harness.savedSnapshot, session: .unknown)
        #expect(harness.location(of: "main") == "home")
        #expect(harness.lastRecords.contains { $0.link == "saved state of window main" && $0.outcome == .pending })
        await harness.advance(by: .seconds(1))
        await harness.send(.sessionResolved(.signedOut))
        #expect(harness.location(of: "main") == "home > product(5)")
        #expect(harness.location(of: "second") == "account")
        #expect(harness.location(of: "third") == "search > results(boots)")
        #expect(harness.windows.app.modal == nil)
        #expect(harness.violations.isEmpty)
    }

    @Test(
        "A listing reads back what it wrote, whatever the names",
        arguments: ["main", "a b", "ü/ß%", "9F1C-44", "tab\tand\nline"])
    func listingRoundTrip(name: String) throws {
        let listing = WindowSnapshots(
            frontmost: WindowID(name),
            windows: [
                .init(window: "main", snapshot: Data([1, 2, 3])), .init(window: WindowID(name), snapshot: Data()),
                .init(window: "not UTF-8", snapshot: Data([0xFF, 0xC3, 0x28])),
            ])
        #expect(try WindowSnapshots.decode(listing.encoded()) == listing)
    }

    @Test(
        "Damaged listings are errors, never a crash",
        arguments: [
            "", "wayfinder-windows 1\n", "wayfinder-windows 1\n0000000000000000\nfront main\n", "garbage",
            "wayfinder-windows 2\n", "wayfinder-windows 2\n{}",
            "wayfinder-windows 2\n{\"frontmost\":\"a\",\"windows\":[]}",
            "wayfinder-windows 3\n{\"frontmost\":\"a\",\"windows\":[{\"window\":\"a\",\"snapshot\":\"\"}]}",
        ])
    func damagedListing(text: String) {
        #expect(throws: WindowSnapshots.ReadError.self) { try WindowSnapshots.decode(Data(text.utf8)) }
    }
}

import Foundation
import ShopExample
import Testing
import Wayfinder

@Suite("Windows: saved and restored by identity")
struct WindowRestorationTests {
    /// Three windows signed in: main on a product, second on an order (in front), third on search.
    static func threeWindows() -> WindowMachine {
        var machine = WindowMachine()
        machine.send(.launched(.init(.warm, session: .signedIn("alice"))))
        machine.send(.linkReceived("shop://products/5", source: .link))
        machine.send(.focused("second"))
        machine.send(.linkReceived("shop://billing", source: .link), after: .seconds(2))
        machine.send(.focused("third"))
        machine.send(.linkReceived("shop://search?q=boots", source: .link), after: .seconds(2))
        machine.send(.focused("second"))
        machine.send(.scenePhaseChanged(.background))
        return machine
    }

    static func relaunch(_ machine: inout WindowMachine, snapshot: Data?, session: Session = .signedIn("alice")) {
        machine.send(.launched(.init(.cold, session: session, snapshot: snapshot)), after: .seconds(1))
    }

    @Test("Each window's snapshot restores into the window of the same name, the frontmost in front")
    func restoresByName() throws {
        var machine = Self.threeWindows()
        let saved = try #require(machine.saved)
        #expect(WindowSnapshots.isListing(saved))
        Self.relaunch(&machine, snapshot: saved)
        #expect(machine.state.frontmost == "second")
        #expect(Set(machine.state.windows) == ["main", "second", "third"])
        #expect(machine.location(of: "main") == "home > product(5)")
        #expect(machine.location(of: "second") == "account > billing")
        #expect(machine.location(of: "third") == "search > results(boots)")
        let restored = machine.records.filter { $0.outcome == .restored }
        #expect(restored.count == 3)
        #expect(restored.contains { $0.link == "saved state of window main" })
        #expect(restored.contains { $0.link == "saved state of window third" })
    }

    @Test("One window called main saves the one-window snapshot, read back as before")
    func oneWindowSavesPlainSnapshot() throws {
        var machine = WindowMachine()
        machine.send(.launched(.init(.warm, session: .signedIn("alice"))))
        machine.send(.linkReceived("shop://billing", source: .link))
        machine.send(.scenePhaseChanged(.background))
        let saved = try #require(machine.saved)
        #expect(!WindowSnapshots.isListing(saved))
        #expect(try NavigationSnapshot<Shop>.decode(saved).stacks.map(\.tab) == [.account])
        Self.relaunch(&machine, snapshot: saved)
        #expect(machine.state.windows == ["main"])
        #expect(machine.location(of: "main") == "account > billing")
    }

    @Test("A tampered window snapshot leaves that window at its default, with a record; the others restore")
    func tamperedEntry() throws {
        var machine = Self.threeWindows()
        var listing = try WindowSnapshots.decode(try #require(machine.saved))
        let index = try #require(listing.windows.firstIndex { $0.window == "third" })
        var bytes = [UInt8](listing.windows[index].snapshot)
        bytes[bytes.count - 2] ^= 0x01
        listing.windows[index].snapshot = Data(bytes)
        Self.relaunch(&machine, snapshot: listing.encoded())
        #expect(machine.location(of: "third") == "home")
        #expect(machine.location(of: "main") == "home > product(5)")
        #expect(machine.location(of: "second") == "account > billing")
        let record = try #require(machine.records.first { $0.link == "saved state of window third" })
        #expect(record.outcome == .restored)
        #expect(record.reason.contains("integrity check"))
        #expect(record.reason.contains("default state"))
    }

    @Test("An unknown window snapshot (not a snapshot at all) leaves that window at its default, with a record")
    func unknownEntry() throws {
        var machine = Self.threeWindows()
        var listing = try WindowSnapshots.decode(try #require(machine.saved))
        let index = try #require(listing.windows.firstIndex { $0.window == "main" })
        listing.windows[index].snapshot = Data("not a snapshot".utf8)
        Self.relaunch(&machine, snapshot: listing.encoded())
        #expect(machine.location(of: "main") == "home")
        #expect(machine.location(of: "third") == "search > results(boots)")
        let record = try #require(machine.records.first { $0.link == "saved state of window main" })
        #expect(record.reason.contains("could not be decoded"))
    }

    @Test("A tampered listing starts every window from the default, with a record")
    func tamperedListing() throws {
        var machine = Self.threeWindows()
        guard let saved = machine.saved else {
            Issue.record("nothing was saved")
            return
        }
        var bytes = [UInt8](saved)
        bytes[bytes.count - 3] ^= 0x01
        Self.relaunch(&machine, snapshot: Data(bytes))
        #expect(machine.state.windows == ["main"])
        #expect(machine.location(of: "main") == "home")
        let record = try #require(machine.records.first { $0.link == "saved windows" })
        #expect(record.reason.contains("integrity check"))
    }

    @Test("Windows restored while the session is unknown wait for it, then drop what it may not see")
    func heldUntilSessionKnown() throws {
        var machine = Self.threeWindows()
        #expect(machine.saved != nil)
        Self.relaunch(&machine, snapshot: machine.saved, session: .unknown)
        #expect(machine.location(of: "main") == "home")
        #expect(machine.records.contains { $0.link == "saved state of window main" && $0.outcome == .pending })
        machine.send(.sessionResolved(.signedOut), after: .seconds(1))
        #expect(machine.location(of: "main") == "home > product(5)")
        #expect(machine.location(of: "second") == "account")
        #expect(machine.location(of: "third") == "search > results(boots)")
        #expect(machine.state.app.modal == nil)
    }

    @Test(
        "A listing reads back what it wrote, whatever the names",
        arguments: ["main", "a b", "ü/ß%", "9F1C-44", "tab\tand\nline"])
    func listingRoundTrip(name: String) throws {
        let listing = WindowSnapshots(
            frontmost: WindowID(name),
            windows: [
                .init(window: "main", snapshot: Data([1, 2, 3])), .init(window: WindowID(name), snapshot: Data()),
            ])
        #expect(try WindowSnapshots.decode(listing.encoded()) == listing)
    }

    @Test(
        "Damaged listings are errors, never a crash",
        arguments: ["", "wayfinder-windows 1\n", "wayfinder-windows 1\n0000000000000000\nfront main\n", "garbage"])
    func damagedListing(text: String) {
        #expect(throws: WindowSnapshots.ReadError.self) { try WindowSnapshots.decode(Data(text.utf8)) }
    }
}

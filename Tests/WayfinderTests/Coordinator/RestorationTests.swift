import Foundation
import ShopExample
import Testing
import Wayfinder
import WayfinderTesting

@Suite("Restoration")
struct RestorationTests {
    func savedState(_ links: [String], session: Session = .signedIn("alice")) async -> Data {
        var harness = NavigationHarness(schema: Lab())
        await harness.send(.launched(.init(.warm, session: session)))
        for link in links { await harness.send(.linkReceived(link, source: .link)) }
        await harness.send(.scenePhaseChanged(.background))
        return harness.savedSnapshot!
    }

    @Test("A snapshot round-trips tabs and stacks, never a modal or a secret screen")
    func roundTrip() async throws {
        let data = await savedState(["lab://notes/s3cr3t-token", "lab://items/4"])
        #expect(!String(decoding: data, as: UTF8.self).contains("s3cr3t"))
        let snapshot = try NavigationSnapshot<Lab>.decode(data)
        #expect(snapshot.selectedTab == .main)
        #expect(snapshot.stacks.map(\.tab) == [.main])
    }

    enum Damage: String, CaseIterable, CustomTestStringConvertible {
        case notJSON, flippedByte, otherVersion, empty
        var testDescription: String { rawValue }
    }

    @Test("Unreadable, tampered or old snapshots give the default state and a record", arguments: Damage.allCases)
    func damaged(_ damage: Damage) async throws {
        var data = await savedState(["lab://items/4"])
        switch damage {
        case .notJSON: data = Data("hello".utf8)
        case .empty: data = Data()
        case .flippedByte:
            var text = String(decoding: data, as: UTF8.self)
            text = text.replacingOccurrences(of: "item", with: "itex")
            data = Data(text.utf8)
            if text == String(decoding: data, as: UTF8.self) {
                // The payload is base64 inside the envelope: flip a character of it instead.
                var bytes = [UInt8](data)
                if let index = bytes.firstIndex(of: UInt8(ascii: "A")) ?? bytes.indices.dropFirst(20).first {
                    bytes[index] = bytes[index] == UInt8(ascii: "B") ? UInt8(ascii: "C") : UInt8(ascii: "B")
                }
                data = Data(bytes)
            }
        case .otherVersion:
            var snapshot = try NavigationSnapshot<Lab>.decode(data)
            snapshot.version = 99
            data = snapshot.encoded()
        }
        var harness = NavigationHarness.checked(Lab())
        await harness.send(.launched(.init(.cold, session: .signedIn("alice"), snapshot: data)))
        #expect(harness.location == "main")
        #expect(harness.state.stacks.isEmpty)
        #expect(harness.lastRecords.count == 1)
        #expect(harness.lastRecords.first?.outcome == .restored)
        let problem =
            damage == .otherVersion
            ? NavigationSnapshot<Lab>.ReadError.unsupportedVersion(99) : NavigationSnapshot<Lab>.ReadError.undecodable
        #expect(harness.lastRecords.first?.reason == .savedStateUnreadable(problem.description))
        #expect(harness.violations.isEmpty)
    }

    @Test("Each restored stack is cut at its first screen the session may not see; no sign-in prompt")
    func cutsToAccess() async {
        let data = await savedState(["lab://pay/3"], session: .signedIn("alice"))
        var harness = NavigationHarness.checked(Lab())
        await harness.send(.launched(.init(.cold, session: .signedOut, snapshot: data)))
        #expect(harness.location == "main")
        #expect(harness.state.modal == nil)
        guard let notes = harness.lastRecords.first?.reason.restorationNotes else {
            Issue.record("not a restoration: \(String(describing: harness.lastRecords.first))")
            return
        }
        #expect(notes == [.cut(tab: "main", at: "confirmPayment(3)", .access(.signedIn))])
        #expect(harness.violations.isEmpty)
    }

    @Test("Restoration waits for an unknown session to settle")
    func waitsForSession() async {
        let data = await savedState(["lab://pay/3"])
        var harness = NavigationHarness.checked(Lab())
        await harness.send(.launched(.init(.cold, session: .unknown, snapshot: data)))
        #expect(harness.location == "main")
        #expect(harness.lastRecords.map(\.outcome) == [.pending])
        await harness.send(.sessionResolved(.signedIn("alice")))
        #expect(harness.location == "main > confirmPayment(3)")
        #expect(harness.lastRecords.map(\.outcome) == [.restored])
        #expect(harness.violations.isEmpty)
    }

    @Test("A launch link wins over the restored location for its tab")
    func launchLinkWins() async {
        let data = await savedState(["lab://items/1"])
        var harness = NavigationHarness(schema: Lab())
        await harness.send(.launched(.init(.cold, session: .signedIn("alice"), link: "lab://pay/5", snapshot: data)))
        #expect(harness.state.location.description == "main > confirmPayment(5)")
    }
}

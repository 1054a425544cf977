import Foundation
import Testing
import Wayfinder

/// The snapshot's bytes are a file format: a snapshot saved by one version of the app is read
/// by the next. These pin the bytes of one snapshot, so a change to the encoder or the decoder
/// that would change the format fails here.
@Suite("The snapshot format")
struct SnapshotFormatTests {
    /// Two tabs with stacks, the second selected: screens with and without values, and text.
    static func state() -> NavigationState<Lab> {
        let coordinator = Coordinator(schema: Lab())
        var state = NavigationState(schema: Lab())
        let events: [NavigationEvent<Lab>] = [
            .launched(.init(.warm, session: .signedIn("alice"))),
            .routeRequested(.item(-42), source: .app),
            .screenPushed(.detail),
            .tabSelected(.settings),
            .screenPushed(.confirmPayment("p: 1;ü")),
            .screenPushed(.list),
        ]
        for (index, event) in events.enumerated() {
            _ = coordinator.reduce(&state, event, at: .zero + .seconds(index))
        }
        return state
    }

    /// ``state()``'s snapshot as format 3 writes it: the checksum line, then the payload.
    static let recorded =
        "88c49a95fdbd3975\n"
        + "k7:versioni3;11:selectedTabs8:settings6:stackslk3:tabs4:main7:screenslk4:listk..k4:itemk2:_0i-42;..k6:detail"
        + "k....k3:tabs8:settings7:screenslk14:confirmPaymentk2:_0s7:p: 1;\u{FC}..k4:listk......"

    /// The same snapshot as format 2 wrote it: the payload differs only in its version, and its
    /// header is the FNV-1a sum of the payload.
    static let recordedVersion2 =
        "44671d12d1be01b3\n"
        + "k7:versioni2;11:selectedTabs8:settings6:stackslk3:tabs4:main7:screenslk4:listk..k4:itemk2:_0i-42;..k6:detail"
        + "k....k3:tabs8:settings7:screenslk14:confirmPaymentk2:_0s7:p: 1;\u{FC}..k4:listk......"

    @Test("A snapshot encodes to the recorded bytes")
    func encodesAsRecorded() {
        let data = NavigationSnapshot(of: Self.state(), schema: Lab()).encoded()
        #expect(String(decoding: data, as: UTF8.self) == Self.recorded)
    }

    @Test("The recorded bytes decode to the same snapshot")
    func decodesAsRecorded() throws {
        let snapshot = try NavigationSnapshot<Lab>.decode(Data(Self.recorded.utf8))
        #expect(snapshot == NavigationSnapshot(of: Self.state(), schema: Lab()))
        #expect(snapshot.selectedTab == .settings)
        #expect(snapshot.stacks.map(\.screens) == [[.list, .item(-42), .detail], [.confirmPayment("p: 1;ü"), .list]])
    }

    @Test("The recorded bytes with one byte changed are rejected as tampered")
    func tamperedRecording() {
        let tampered = Self.recorded.replacingOccurrences(of: "i-42;", with: "i-43;")
        #expect(tampered != Self.recorded)
        #expect(throws: NavigationSnapshot<Lab>.ReadError.tampered) {
            try NavigationSnapshot<Lab>.decode(Data(tampered.utf8))
        }
    }

    @Test("A format 2 snapshot still reads, as format 2, so an update keeps the saved place")
    func readsVersion2() throws {
        let snapshot = try NavigationSnapshot<Lab>.decode(Data(Self.recordedVersion2.utf8))
        let current = NavigationSnapshot(of: Self.state(), schema: Lab())
        #expect(snapshot.version == 2)
        #expect(snapshot.selectedTab == current.selectedTab)
        #expect(snapshot.stacks == current.stacks)
    }

    @Test("A format 2 snapshot written again keeps its version, under the current checksum, and reads back")
    func rewritesVersion2() throws {
        let snapshot = try NavigationSnapshot<Lab>.decode(Data(Self.recordedVersion2.utf8))
        let data = snapshot.encoded()
        #expect(String(decoding: data, as: UTF8.self) == "8c4599b375a96263\n" + Self.recordedVersion2.dropFirst(17))
        #expect(try NavigationSnapshot<Lab>.decode(data) == snapshot)
    }

    @Test("A format 2 snapshot with one byte changed is rejected as tampered")
    func tamperedVersion2() {
        let tampered = Self.recordedVersion2.replacingOccurrences(of: "i-42;", with: "i-43;")
        #expect(throws: NavigationSnapshot<Lab>.ReadError.tampered) {
            try NavigationSnapshot<Lab>.decode(Data(tampered.utf8))
        }
    }

    @Test("A snapshot of a format after the current one reads as unsupported, with both versions named")
    func laterVersion() throws {
        var snapshot = NavigationSnapshot(of: Self.state(), schema: Lab())
        snapshot.version = NavigationSnapshot<Lab>.currentVersion + 1
        let error = #expect(throws: NavigationSnapshot<Lab>.ReadError.self) {
            try NavigationSnapshot<Lab>.decode(snapshot.encoded())
        }
        #expect(error == .unsupportedVersion(4))
        #expect(error?.description == "the saved state has format version 4, this app reads versions 2 to 3")
    }
}

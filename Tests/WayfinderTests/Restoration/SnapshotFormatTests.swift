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

    /// ``state()``'s snapshot as the format writes it: the checksum line, then the payload.
    static let recorded =
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
}

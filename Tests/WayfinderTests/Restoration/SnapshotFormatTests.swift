import Foundation
import Testing

@testable import Wayfinder

/// The snapshot's bytes are a file format: a snapshot saved by one version of the app is read
/// by the next. These pin the bytes of one snapshot, so a change that would change the format
/// fails here.
@Suite("The snapshot format")
struct SnapshotFormatTests {
    /// Two tabs with stacks, the second selected: screens with and without values, and text.
    static func state(session: Session = .signedIn("alice")) -> NavigationState<Lab> {
        let coordinator = Coordinator(schema: Lab())
        var state = NavigationState(schema: Lab())
        let events: [NavigationEvent<Lab>] = [
            .launched(.init(.warm, session: session)),
            .routeRequested(.item(-42), source: .app),
            .screenPushed(.detail),
            .tabSelected(.settings),
            .screenPushed(.confirmPayment("p: 1;ü\"")),
            .screenPushed(.list),
        ]
        for (index, event) in events.enumerated() {
            _ = coordinator.reduce(&state, event, at: .zero + .seconds(index))
        }
        return state
    }

    /// ``state(session:)``'s snapshot as format 4 writes it: what tells alice's account from
    /// another (a salt and a digest, never her name), then the tabs and stacks.
    /// (The digest is SHA-256 of the salt's 16 bytes and `wayfinder-account\0alice`.)
    static let recorded =
        "wayfinder-snapshot 4\n"
        + #"{"account":{"digest":"d0f3dfb2c8ac3a9f501a71903a4530a4e7b53f9e5aa65a8ada4808e5cd922a02","#
        + #""salt":"3b6984952e9aa15a874fc3b390989c5e"},"selectedTab":"settings","stacks":[{"screens":[{"list":{}},"#
        + #"{"item":{"_0":-42}},{"detail":{}}],"tab":"main"},{"screens":[{"confirmPayment":{"_0":"p: 1;ü\""}},"#
        + #"{"list":{}}],"tab":"settings"}],"version":4}"#

    @Test("A snapshot encodes to the recorded bytes: a header line, then JSON with sorted keys")
    func encodesAsRecorded() {
        let data = NavigationSnapshot(of: Self.state(), schema: Lab()).encoded()
        #expect(String(decoding: data, as: UTF8.self) == Self.recorded)
    }

    @Test("The same state gives the same bytes, run after run")
    func sameBytes() {
        let state = Self.state()
        #expect(
            NavigationSnapshot(of: state, schema: Lab()).encoded()
                == NavigationSnapshot(of: state, schema: Lab()).encoded())
    }

    @Test("The recorded bytes decode to the same snapshot")
    func decodesAsRecorded() throws {
        let snapshot = try NavigationSnapshot<Lab>.decode(Data(Self.recorded.utf8))
        #expect(snapshot == NavigationSnapshot(of: Self.state(), schema: Lab()))
        #expect(snapshot.version == 4)
        #expect(snapshot.selectedTab == .settings)
        #expect(
            snapshot.stacks.map(\.screens) == [[.list, .item(-42), .detail], [.confirmPayment("p: 1;ü\""), .list]])
    }

    @Test("A snapshot taken signed in round-trips, and names no account")
    func roundTripSignedIn() throws {
        let snapshot = NavigationSnapshot(of: Self.state(), schema: Lab())
        let data = snapshot.encoded()
        #expect(!String(decoding: data, as: UTF8.self).contains("alice"))
        #expect(try NavigationSnapshot<Lab>.decode(data) == snapshot)
    }

    @Test("A snapshot whose header names another format reads as unsupported, naming its version")
    func otherFormats() {
        for version in [1, 3, 5] {
            let error = #expect(throws: NavigationSnapshot<Lab>.ReadError.self) {
                try NavigationSnapshot<Lab>.decode(Data("wayfinder-snapshot \(version)\n{}".utf8))
            }
            #expect(error == .unsupportedVersion(version))
            #expect(error?.description == "the saved state has format version \(version), this app reads version 4")
        }
    }

    @Test(
        "Bytes that are not a format 4 snapshot read as undecodable",
        arguments: [
            "", "wayfinder-snapshot", "wayfinder-snapshot 4", "wayfinder-snapshot 4\n", "wayfinder-snapshot x\n{}",
            "wayfinder-snapshot 4\n{\"version\":4}", "wayfinder-snapshot 4\nnull", "wayfinder-windows 2\n{}",
            // The header and the JSON disagree on the version.
            "wayfinder-snapshot 4\n{\"selectedTab\":\"main\",\"stacks\":[],\"version\":3}",
            "wayfinder-snapshot 99999999999999999999\n{}", "0123456789abcdef\nk7:versioni99999999999999999999;",
            // Formats 1 to 3, which no release wrote: not read, and not told apart from any bytes.
            "0123456789abcdef\n{\"version\":1,\"selectedTab\":\"main\"}",
            "88c49a95fdbd3975\nk7:versioni3;11:selectedTabs8:settings6:stackslk..",
        ])
    func undecodable(_ text: String) {
        #expect(throws: NavigationSnapshot<Lab>.ReadError.undecodable) {
            try NavigationSnapshot<Lab>.decode(Data(text.utf8))
        }
    }
}

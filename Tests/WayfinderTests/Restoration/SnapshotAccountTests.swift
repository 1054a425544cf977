import Foundation
import Testing
import WayfinderTesting

@testable import Wayfinder

/// A snapshot is a file anyone with the app's container can edit or copy: a protected screen
/// comes back only for the account that saved it, and what it keeps to tell accounts apart
/// never names one.
@Suite("Restoration: the account that saved it")
struct SnapshotAccountTests {
    /// `main > list > item(4) > confirmPayment(3) > detail` (confirmPayment is signed in), saved
    /// in `session`.
    static func saved(by session: Session) -> Data {
        let coordinator = Coordinator(schema: Lab())
        var state = NavigationState(schema: Lab())
        let events: [NavigationEvent<Lab>] = [
            .launched(.init(.warm, session: session)),
            .routeRequested(.item(4), source: .app),
            .screenPushed(.confirmPayment("3")),
            .screenPushed(.detail),
        ]
        for (index, event) in events.enumerated() { _ = coordinator.reduce(&state, event, at: .zero + .seconds(index)) }
        if case .signedIn = session {
            #expect(state.stack(for: .main) == [.list, .item(4), .confirmPayment("3"), .detail])
        }
        return NavigationSnapshot(of: state, schema: Lab()).encoded()
    }

    static func restored(_ data: Data, session: Session) async -> NavigationHarness<Lab> {
        var harness = NavigationHarness.checked(Lab())
        await harness.send(.launched(.init(.cold, session: session, snapshot: data)))
        #expect(harness.violations.isEmpty)
        return harness
    }

    static let whole = "main > list > item(4) > confirmPayment(3) > detail"
    static let publicPart = "main > list > item(4)"

    @Test("A snapshot bob saved restores bob's protected screens for bob")
    func sameAccount() async {
        let harness = await Self.restored(Self.saved(by: .signedIn("bob")), session: .signedIn("bob"))
        #expect(harness.location == Self.whole)
    }

    @Test("A snapshot bob saved shows alice none of his protected screens: each stack is cut at the first")
    func anotherAccount() async throws {
        let harness = await Self.restored(Self.saved(by: .signedIn("bob")), session: .signedIn("alice"))
        #expect(harness.location == Self.publicPart)
        let record = try #require(harness.lastRecords.first { $0.source == .restoration })
        guard let notes = record.reason.restorationNotes else {
            Issue.record("not restored: \(record)")
            return
        }
        #expect(notes.contains(.cut(tab: "main", at: "confirmPayment(3)", .notSavedByThisAccount(.signedIn))))
        #expect(!record.reason.description.contains("bob"))
    }

    @Test("The snapshot keeps no account's name, and two saves of the same account differ in salt")
    func noName() throws {
        let text = String(decoding: Self.saved(by: .signedIn("bob-the-account")), as: UTF8.self)
        #expect(!text.contains("bob"))
        let first = try NavigationSnapshot<Lab>.decode(Self.saved(by: .signedIn("bob")))
        var state = NavigationState(schema: Lab(), session: .signedIn("bob"))
        state.now = .zero + .seconds(60)
        let later = NavigationSnapshot(of: state, schema: Lab())
        #expect(first.account != nil && later.account != nil)
        #expect(first.account?.salt != later.account?.salt)
        #expect(first.account?.digest != later.account?.digest)
        #expect(later.account?.matches("bob") == true)
        #expect(later.account?.matches("bob ") == false)
    }

    enum Forgery: String, CaseIterable, CustomTestStringConvertible {
        case noBinding, garbageDigest, otherDigest, shortSalt, notHexSalt, savedSignedOut
        var testDescription: String { rawValue }
    }

    @Test(
        "A forged snapshot (no account, or one that matches none) restores only public screens",
        arguments: Forgery.allCases)
    func forged(_ forgery: Forgery) async throws {
        var snapshot = try NavigationSnapshot<Lab>.decode(Self.saved(by: .signedIn("alice")))
        let other = try NavigationSnapshot<Lab>.decode(Self.saved(by: .signedIn("mallory"))).account
        switch forgery {
        case .noBinding: snapshot.account = nil
        case .garbageDigest: snapshot.account?.digest = "garbage"
        case .otherDigest: snapshot.account?.digest = other!.digest
        case .shortSalt: snapshot.account?.salt = "00"
        case .notHexSalt: snapshot.account?.salt = String(repeating: "z", count: 32)
        case .savedSignedOut:
            snapshot = try NavigationSnapshot<Lab>.decode(Self.saved(by: .signedOut))
            snapshot.stacks = try NavigationSnapshot<Lab>.decode(Self.saved(by: .signedIn("alice"))).stacks
        }
        let harness = await Self.restored(snapshot.encoded(), session: .signedIn("alice"))
        #expect(harness.location == Self.publicPart)
    }

    @Test("SHA-256 gives the published digests")
    func sha256() {
        let cases: [(String, String)] = [
            ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
            ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
            (
                "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
                "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
            ),
        ]
        for (message, digest) in cases {
            #expect(SHA256.hex(SHA256.digest(Array(message.utf8))) == digest, "\(message)")
        }
        #expect(
            SHA256.hex(SHA256.digest([UInt8](repeating: UInt8(ascii: "a"), count: 1_000)))
                == "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3")
    }
}

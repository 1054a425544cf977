import Foundation
import ShopExample
import Testing

@testable import Wayfinder

/// Records carry the session's kind, never the account: an account's identifier is often an
/// address or a name, and logs leave the device. Not in a record's text, its JSON or its reason.
@Suite("Records name no account")
struct RecordsNameNoAccountTests {
    static let accounts = ["alice-7f3", "bob-9c1"]

    /// Every record of the coordinator for `events`, the time moving a second an event.
    static func records(_ events: [NavigationEvent<Shop>]) -> [DecisionRecord] {
        let coordinator = Coordinator(schema: Shop())
        var state = NavigationState(schema: Shop())
        var records: [DecisionRecord] = []
        for (index, event) in events.enumerated() {
            for case .record(let record) in coordinator.reduce(&state, event, at: .zero + .seconds(index)) {
                records.append(record)
            }
        }
        return records
    }

    /// The resolver run the last event started, answered.
    static func answering(_ events: [NavigationEvent<Shop>], with resolution: Resolution<Shop>) -> [NavigationEvent<
        Shop
    >] {
        let coordinator = Coordinator(schema: Shop())
        var state = NavigationState(schema: Shop())
        var started: ResolutionID?
        for event in events {
            for case .startResolution(let id, _, _) in coordinator.reduce(&state, event, at: .zero) { started = id }
        }
        guard let started else { return events }
        return events + [.resolutionFinished(started, resolution)]
    }

    @Test("An account change, a sign-in link while signed in and one that signs in: no account in any record")
    func noAccountInAnyRecord() throws {
        let (alice, bob) = (Account(Self.accounts[0]), Account(Self.accounts[1]))
        let changed = Self.records([
            .launched(.init(.warm, session: .signedIn(alice))),
            .linkReceived("shop://orders/42", source: .link),  // resolving when the account changes
            .signedIn(bob),
            .linkReceived("shop://sign-in/alice-ok", source: .link),  // never switches accounts
        ])
        let signedInByLink = Self.records(
            Self.answering(
                [.launched(.init(.warm, session: .signedOut)), .linkReceived("shop://sign-in/bob-ok", source: .link)],
                with: .signsIn(bob)))
        let records = changed + signedInByLink
        // The three reasons that named an account are among them.
        #expect(records.contains { $0.reason == .accountChanged })
        #expect(records.contains { $0.reason == .alreadySignedIn })
        #expect(records.contains { $0.reason == .signedInByLink })
        for record in records {
            let json = String(decoding: try JSONEncoder().encode(record), as: UTF8.self)
            for account in Self.accounts {
                #expect(!record.description.contains(account), "\(record)")
                #expect(!json.contains(account), "\(json)")
            }
        }
    }
}

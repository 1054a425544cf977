import Foundation
import Testing

@testable import Wayfinder

/// A restored stack meets the rules a push into a tab meets: a screen that belongs inside a
/// modal, or one the stack holds already, cuts the stack there, with a note (a hand-edited or
/// forged snapshot; the app never saves one).
@Suite("Restoration cuts a stack where a push would not put a screen")
struct RestorationCutTests {
    /// The state after a cold launch with a snapshot whose `main` stack is `screens`, and its
    /// restoration record.
    static func restore(_ screens: String) throws -> (NavigationState<Flows>, DecisionRecord) {
        let snapshot =
            "wayfinder-snapshot 4\n"
            + #"{"selectedTab":"main","stacks":[{"screens":[\#(screens)],"tab":"main"}],"version":4}"#
        let coordinator = Coordinator(schema: Flows())
        var state = NavigationState(schema: Flows())
        let effects = coordinator.reduce(
            &state, .launched(.init(.cold, session: .signedOut, snapshot: Data(snapshot.utf8))), at: .zero)
        let record = try #require(
            effects.lazy.compactMap { if case .record(let record) = $0 { record } else { nil } }.first {
                $0.link == "saved state"
            })
        return (state, record)
    }

    @Test("A screen already in the stack cuts it there")
    func duplicate() throws {
        let (state, record) = try Self.restore(
            #"{"item":{"_0":1}},{"item":{"_0":2}},{"item":{"_0":1}},{"item":{"_0":3}}"#)
        #expect(state.stack(for: .main) == [.item(1), .item(2)])
        #expect(record.reason == .restored(version: 4, notes: [.cut(tab: "main", at: "item(1)", .alreadyInStack)]))
    }

    @Test("A screen that belongs inside a modal cuts it there")
    func belongsInModal() throws {
        let (state, record) = try Self.restore(#"{"item":{"_0":1}},{"step":{"_0":2}},{"item":{"_0":3}}"#)
        #expect(state.stack(for: .main) == [.item(1)])
        #expect(record.reason == .restored(version: 4, notes: [.cut(tab: "main", at: "step(2)", .belongsInModal)]))
    }
}

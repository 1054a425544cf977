import Foundation
import ShopExample
import Testing
import Wayfinder
import WayfinderTesting

@Suite("The duplicate window")
@MainActor
struct DuplicateWindowTests {
    @Test("The same link again is a duplicate; links that differ only by a secret are not")
    func secretsTellLinksApart() async {
        let navigator = Navigator(schema: Shop(), clock: ManualClock())
        navigator.launch(.cold, url: nil, session: .signedIn("alice"))
        await navigator.settle()
        navigator.open("shop://reset-password/first")
        await navigator.settle()
        navigator.open("shop://reset-password/second")
        await navigator.settle()
        navigator.open("SHOP://reset-password/second")
        await navigator.settle()
        let outcomes = navigator.log.records.filter { $0.pattern == "/reset-password/:code" }.map(\.outcome)
        #expect(outcomes.last == .duplicate)
        #expect(outcomes.filter { $0 == .duplicate }.count == 1)
    }
}

import Foundation
import ShopExample
import Testing
import Wayfinder
import WayfinderTesting

@Suite("Window navigator")
@MainActor
struct WindowNavigatorTests {
    @Test("Each window keeps its own part; a resolved link lands in the window that took it")
    func windowsKeepTheirOwnPart() async {
        let store = InMemorySnapshotStore()
        // A manual clock: on a loaded machine a real one could let the resolver time out.
        let windows = WindowNavigator(schema: Shop(), clock: ManualClock(), store: store)
        windows.launch(.warm, session: .signedIn("alice"))
        windows.open("shop://products/5")
        windows.focus("second")
        windows.open("shop://orders/42")
        await windows.settle()
        #expect(windows.frontmost == "second")
        #expect(windows.state(of: "second")?.location.description == "account > orders > order(42)")
        #expect(windows.state(of: .main)?.location.description == "home > product(5)")
        windows.send(.scenePhaseChanged(.background))
        #expect(store.load().map(WindowSnapshots.isListing) == true)
    }

    @Test("The first window attached is main; every other gets a name of its own; a stored name is kept")
    func attachesNames() {
        let windows = WindowNavigator(schema: Shop())
        #expect(windows.attachWindow(named: "") == .main)
        let second = windows.attachWindow(named: "")
        #expect(second != .main)
        #expect(windows.attachWindow(named: "") != second)
        #expect(windows.attachWindow(named: "restored-7") == "restored-7")
    }
}

import Foundation
import ShopExample
import Testing
import Wayfinder
import WayfinderTesting

/// The public API a host of any kind needs: the change callback, commands that say whether they
/// were refused, the plan's steps for plain cases.
@Suite("Host API: change callback, refused commands, the plan")
@MainActor
struct HostAPITests {
    @Test("The change callback comes after the change, once, with what changed per part")
    func changeCallback() {
        let navigator = Navigator(schema: Shop(), clock: ManualClock())
        navigator.launch(.cold, session: .signedIn("alice"))
        var changes: [NavigationChange<Shop>] = []
        var seen: [[ShopScreen]] = []
        let id = navigator.addChangeObserver { change in
            changes.append(change)
            seen.append(navigator.stack(for: .home))
        }
        navigator.push(.product("5"))
        #expect(seen == [[.product("5")]])  // told after: the stack is already there
        #expect(changes.last?.stacks == [.home: .step])
        #expect(changes.last?.selectedTab == nil)
        navigator.send(.timePassed)
        #expect(changes.count == 1)  // nothing changed: nobody is told
        navigator.open("shop://orders")
        // The link switches tab and lands a stack there: the tab and that stack each say how.
        #expect(changes.last?.selectedTab == .jump)
        navigator.removeChangeObserver(id)
        navigator.pop()
        #expect(changes.count == 2)
    }

    @Test("Per-part transitions: one screen is a step, several a jump, a stack out of view a jump")
    func perPartTransitions() {
        #expect(NavigationChange<Shop>.transition(from: [], to: [.product("5")]) == .step)
        #expect(NavigationChange<Shop>.transition(from: [.product("5"), .review("5", "1")], to: []) == .jump)
        #expect(NavigationChange<Shop>.transition(from: [.orders], to: [.billing]) == .jump)
        #expect(NavigationChange<Shop>.transition(from: [.orders], to: [.orders]) == .none)
    }

    @Test("The waiting link and the session are parts of a change")
    func waitingAndSession() {
        let navigator = Navigator(schema: Shop(), clock: ManualClock())
        navigator.launch(.cold, session: .signedOut)
        var last: NavigationChange<Shop>?
        navigator.addChangeObserver { last = $0 }
        navigator.open("shop://orders/42")
        #expect(last?.waiting == true)
        #expect(last?.modal == .step)
        navigator.signedIn("alice")
        #expect(last?.session == true)
    }

    @Test("Commands say whether they were refused")
    func refusedCommands() {
        let navigator = Navigator(schema: Shop(), clock: ManualClock())
        navigator.launch(.cold, session: .signedOut)
        #expect(navigator.push(.product("5")) == .applied)
        #expect(navigator.push(.orders).isRefused)  // needs sign-in
        #expect(navigator.setPath([.product("5"), .orders], for: .home) == .refused)
        #expect(navigator.select(tab: .search) == .applied)
        #expect(navigator.present(.passwordReset) == .applied)
        navigator.raise(.forcedUpdate)
        #expect(navigator.dismiss(.forcedUpdate) == .refused)
        #expect(navigator.present(.signIn) == .refused)
    }

    @Test("A plain plan: select, replace, present, alert; then settled")
    func plainPlan() {
        let navigator = Navigator(schema: Shop(), clock: ManualClock())
        navigator.launch(.cold, link: "shop://nowhere", session: .signedIn("alice"))
        navigator.open("shop://checkout/payment")
        navigator.raiseNotice(.itemUnavailable)
        var shown = HostShown<Shop>(tabs: Shop().tabs)
        _ = shown.perform(.appeared, against: navigator.state)
        let plan = HostPlan(shown: shown, state: navigator.state, schema: Shop())
        #expect(
            plan.steps == [
                .selectTab(.home),
                .presentModal(
                    HostModal(.checkout, style: .sheet, root: .cart, stack: [.shipping, .payment]), animated: true),
            ])
        #expect(plan.waits == [.presentationInFlight])
        shown = plan.shownAfter
        for step in plan.steps { shown.finished(step) }
        let next = HostPlan(shown: shown, state: navigator.state, schema: Shop())
        #expect(next.steps == [.presentAlert(.notice(.itemUnavailable), on: .modal)])
    }
}

import Foundation
import ShopExample
import Testing
import Wayfinder
import WayfinderTesting

/// The shell of an app with several windows: each window's `Navigator`, driven by the
/// `WindowNavigator`, observed per window, with links routed by the windows' rules.
@Suite("Window navigator: a Navigator per window")
@MainActor
struct WindowNavigatorShellTests {
    /// Two windows, `main` behind and `second` in front, signed in as alice.
    func twoWindows(store: InMemorySnapshotStore? = nil) -> WindowNavigator<Shop> {
        let windows = WindowNavigator(schema: Shop(), clock: ManualClock(), store: store)
        windows.launch(.warm, session: .signedIn("alice"))
        windows.focus("second")
        return windows
    }

    @Test("Each window's navigator is its own: the same one comes back, and a push acts on its window alone")
    func eachWindowHasItsOwnNavigator() {
        let windows = twoWindows()
        let main = windows.navigator(for: .main)
        let second = windows.navigator(for: "second")
        #expect(windows.navigator(for: .main) === main)
        #expect(main !== second)
        main.push(.product("5"))
        #expect(main.location.description == "home > product(5)")
        #expect(second.location.description == "home")
        #expect(windows.state(of: .main)?.location == main.location, "the navigator mirrors its window")
        #expect(windows.frontmost == "second", "a push in the window behind does not bring it to the front")
        second.select(tab: .account)
        #expect(second.selectedTab == .account)
        #expect(main.selectedTab == .home)
        #expect(main.session == .signedIn("alice"))
        #expect(second.session == .signedIn("alice"), "the session is the app's")
    }

    @Test("A link goes to the window that shows its destination, whichever window's view received it")
    func linkRoutedByTheRules() async {
        let clock = ManualClock()
        let windows = WindowNavigator(schema: Shop(), clock: clock)
        windows.launch(.warm, session: .signedIn("alice"))
        let main = windows.navigator(for: .main)
        main.open("shop://orders/42")
        await windows.settle()
        windows.focus("second")
        let second = windows.navigator(for: "second")
        await clock.advance(by: .seconds(5))  // past the duplicate window
        second.open("shop://orders/42")  // the frontmost window's onOpenURL received it
        await windows.settle()
        #expect(windows.windows.tookLastLink == .main)
        #expect(windows.frontmost == .main, "the window that takes a link comes to the front")
        #expect(second.location.description == "home")
        // A link nobody shows goes to the frontmost, even when the window behind received it.
        second.open("shop://products/5")
        #expect(windows.windows.tookLastLink == .main)
        #expect(main.location.description == "home > product(5)")
        #expect(second.location.description == "home")
        // A tap asking for a route is the window's own move: it acts on the window that made it.
        second.navigate(to: .billing)
        #expect(second.location.description == "account > billing")
        #expect(main.location.description == "home > product(5)")
    }

    @Test("A link that lands is offered to the handlers of the window it landed in, not of the one that received it")
    func deliveredToTheLandingWindow() async {
        let windows = twoWindows()
        let main = windows.navigator(for: .main)
        let second = windows.navigator(for: "second")
        var receivedInMain: [String] = []
        var receivedInSecond: [String] = []
        _ = main.addDeepLinkHandler { link in
            receivedInMain.append(link.url)
            return true
        }
        _ = second.addDeepLinkHandler { link in
            receivedInSecond.append(link.url)
            return true
        }
        main.open("shop://reset-password/fresh")  // received by main's view; second is in front
        await windows.settle()
        #expect(second.modal == .passwordReset)
        #expect(main.modal == nil)
        #expect(receivedInSecond == ["shop://reset-password/fresh"])
        #expect(receivedInMain.isEmpty)
    }

    @Test("A resolver's prefetched data reaches the navigator of the window the link landed in")
    func prefetchedToTheLandingWindow() async {
        let windows = twoWindows()
        let main = windows.navigator(for: .main)
        let second = windows.navigator(for: "second")
        main.open("shop://orders/42")  // received by main's view; second is in front
        await windows.settle()
        #expect(second.location.description == "account > orders > order(42)")
        let landed: ShopOrder? = second.prefetched(for: .order("42"))
        let elsewhere: ShopOrder? = main.prefetched(for: .order("42"))
        #expect(landed != nil)
        #expect(elsewhere == nil)
    }

    @Test("A window's navigator made before its window opens shows what a focus would open, then its window")
    func navigatorBeforeItsWindowOpens() {
        let windows = WindowNavigator(schema: Shop(), clock: ManualClock())
        windows.launch(.warm, session: .signedIn("alice"), gates: [.forcedUpdate])
        let third = windows.navigator(for: "third")
        #expect(!windows.windows.isOpen("third"))
        #expect(third.modal == windows.schema.modal(for: .forcedUpdate), "a gate blocks every window, new ones too")
        #expect(third.session == .signedIn("alice"))
        windows.send(.gateCleared(.forcedUpdate))
        windows.focus("third")
        #expect(third.modal == nil)
        third.push(.product("5"))
        #expect(third.location.description == "home > product(5)")
        #expect(windows.state(of: "third")?.location == third.location)
    }

    @Test("A push in one window tells that window's readers, not another window's")
    func observationIsPerWindow() async {
        let windows = twoWindows()
        let main = windows.navigator(for: .main)
        let second = windows.navigator(for: "second")
        let mainHome = Reader { _ = main.stack(for: .home) }
        let secondReaders = [
            "home stack": Reader { _ = second.stack(for: .home) },
            "selected tab": Reader { _ = second.selectedTab },
            "modal": Reader { _ = second.modal },
            "session": Reader { _ = second.session },
            "handoff link": Reader { _ = second.handoffLink },
            "whole state": Reader { _ = second.state },
        ]
        let front = Reader { _ = windows.frontmost }
        main.push(.product("5"))
        main.push(.review("5", "1"))
        main.select(tab: .account)
        #expect(mainHome.notifications == 1)
        #expect(front.notifications == 0)
        for (part, reader) in secondReaders {
            #expect(reader.notifications == 0, "second's \(part) was told about main's moves")
        }
        // The session is the app's: every window's readers of it are told.
        let mainSession = Reader { _ = main.session }
        let secondSession = Reader { _ = second.session }
        windows.send(.signedOut)
        #expect(mainSession.notifications == 1)
        #expect(secondSession.notifications == 1)
    }

    @Test("A window that closes drops the link waiting in it; the other windows are told, late writes are ignored")
    func windowClosed() async {
        let windows = WindowNavigator(schema: Shop(), clock: ManualClock())
        windows.launch(.warm, session: .signedOut)
        let main = windows.navigator(for: .main)
        windows.focus("second")
        let second = windows.navigator(for: "second")
        second.open("shop://orders/42")
        #expect(second.modal == .signIn)
        #expect(main.pending?.route == .order(id: "42"), "the pending link is the app's")
        let pending = Reader { _ = main.pending }
        windows.close("second")
        #expect(!windows.windows.isOpen("second"))
        #expect(windows.frontmost == .main)
        #expect(main.pending == nil)
        #expect(pending.notifications == 1)
        #expect(windows.log.records.last?.outcome == .discarded)
        #expect(windows.log.records.last?.reason == .windowClosed("second"))
        let before = windows.windows
        second.push(.product("5"))  // a late write from the closed window's views
        #expect(windows.windows == before)
    }

    @Test("Each window is restored by its identity at a cold launch, into the navigator of that window")
    func restoredByIdentity() async {
        let store = InMemorySnapshotStore()
        let windows = twoWindows(store: store)
        windows.navigator(for: .main).push(.product("5"))  // the window behind: its own move
        windows.navigator(for: "second").open("shop://orders/42")  // a link: the frontmost
        await windows.settle()
        windows.send(.scenePhaseChanged(.background))
        #expect(store.load().map(WindowSnapshots.isListing) == true)

        let relaunched = WindowNavigator(schema: Shop(), clock: ManualClock(), store: store)
        let main = relaunched.navigator(for: .main)  // made before launch, as an app's `init` does
        main.launch(.cold, session: .signedIn("alice"))  // a window's launch is the app's
        let second = relaunched.navigator(for: "second")
        #expect(relaunched.frontmost == "second")
        #expect(second.location.description == "account > orders > order(42)")
        #expect(main.location.description == "home > product(5)")
        #expect(main.appIdentity == second.appIdentity, "scene phases fold across the windows of one app")
    }
}

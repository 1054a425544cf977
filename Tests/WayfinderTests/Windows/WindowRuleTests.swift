import ShopExample
import Testing
import Wayfinder
import WayfinderTesting

@Suite("Windows: the rules")
struct WindowRuleTests {
    static func twoWindows(session: Session = .signedIn("alice")) async -> NavigationHarness<Shop> {
        var harness = NavigationHarness.checked(Shop())
        await harness.send(.launched(.init(.warm, session: session)))
        await harness.focus("second")
        return harness
    }

    @Test("A new window opens at the fallback location; the first is main")
    func opens() async {
        var harness = NavigationHarness.checked(Shop())
        #expect(harness.windows.frontmost == .main)
        await harness.send(.launched(.init(.warm, session: .signedOut)))
        await harness.send(.linkReceived("shop://products/5", source: .link))
        await harness.focus("second")
        #expect(harness.windows.frontmost == "second")
        #expect(harness.windows.windowCount == 2)
        #expect(harness.location(of: "second") == "home")
        #expect(harness.location(of: "main") == "home > product(5)")
        #expect(harness.violations.isEmpty)
    }

    @Test("A window's own write acts on that window alone, wherever the front is")
    func writeInWindow() async {
        var harness = await Self.twoWindows()
        await harness.send(.pathChanged(.home, [.product("9")]), in: .main)
        #expect(harness.location(of: "main") == "home > product(9)")
        #expect(harness.location(of: "second") == "home")
        #expect(harness.windows.frontmost == "second")
        #expect(harness.violations.isEmpty)
    }

    @Test("A write from a window that closed changes nothing")
    func lateWrite() async {
        var harness = await Self.twoWindows()
        await harness.close("second")
        let before = harness.windows
        await harness.send(.pathChanged(.home, [.product("9")]), in: "second")
        #expect(harness.windows == before)
        #expect(harness.violations.isEmpty)
    }

    @Test("A resolution lands in the window that took its link, even after another comes to the front")
    func resolutionLandsInItsWindow() async {
        var harness = await Self.twoWindows()
        await harness.send(.linkReceived("shop://orders/42", source: .link))
        guard let id = harness.startedResolutions.first else {
            Issue.record("no resolution started")
            return
        }
        #expect(harness.windows.inFlightWindow == "second")
        await harness.focus(.main)
        await harness.advance(by: .seconds(1))
        await harness.send(.resolutionFinished(id, .proceed))
        #expect(harness.location(of: "second") == "account > orders > order(42)")
        #expect(harness.location(of: "main") == "home")
        #expect(harness.windows.frontmost == .main)
        #expect(harness.violations.isEmpty)
    }

    @Test("Closing the window whose link resolves cancels it with a record")
    func closeCancelsResolution() async {
        var harness = await Self.twoWindows()
        await harness.send(.linkReceived("shop://orders/42", source: .link))
        await harness.close("second")
        #expect(harness.windows.app.inFlight == nil)
        #expect(harness.lastEffects.contains { if case .cancelResolution = $0 { true } else { false } })
        #expect(harness.lastRecords.contains { $0.outcome == .discarded && $0.reason == .windowClosed("second") })
        #expect(harness.violations.isEmpty)
    }

    @Test("A tap acts on the frontmost window even when another shows its destination")
    func tapActsOnFront() async {
        var harness = await Self.twoWindows()
        await harness.send(.linkReceived("shop://products/5", source: .link), in: .main)
        await harness.send(.routeRequested(.product(id: "5"), source: .app))
        #expect(harness.windows.tookLastLink == "second")
        #expect(harness.location(of: "second") == "home > product(5)")
        #expect(harness.violations.isEmpty)
    }

    @Test("An account change clears the other account's screens from every window")
    func accountChange() async {
        var harness = await Self.twoWindows()
        await harness.send(.linkReceived("shop://billing", source: .link), in: .main)
        await harness.advance(by: .seconds(1))
        await harness.send(.signedIn("bob"))
        #expect(harness.location(of: "main") == "account")
        #expect(harness.violations.isEmpty)
    }

    @Test("An event in one window leaves every other window's part as it was")
    func othersUntouched() async {
        var harness = await Self.twoWindows()
        for name in ["third", "fourth", "fifth"] { await harness.focus(WindowID(name)) }
        await harness.send(.pathChanged(.search, [.results("a")]), in: "third")
        let others = harness.windows.windows.filter { $0 != "fifth" }.map { harness.windows.visible(in: $0) }
        await harness.send(.screenPushed(.product("1")))
        await harness.send(.tabSelected(.search))
        #expect(harness.windows.windows.filter { $0 != "fifth" }.map { harness.windows.visible(in: $0) } == others)
        #expect(harness.violations.isEmpty)
    }

    @Test("The window a step reports it ran in is the one the routing query names before it")
    func stepReportsItsWindow() {
        let coordinator = WindowCoordinator(schema: Shop())
        var windows = WindowedState(schema: Shop())
        let events: [WindowEvent<Shop>] = [
            .navigation(.launched(.init(.warm, session: .signedOut))),
            .navigation(.linkReceived("shop://products/5", source: .link)), .focused("second"),
            .navigation(.linkReceived("shop://products/5", source: .link)),
            .navigation(.linkReceived("shop://orders/42", source: .link)),
            .navigation(.signedIn("alice")), .navigation(.timePassed),
            .navigation(.pathChanged(.home, [.product("9")]), in: .main), .focused(.main),
            .navigation(.routeRequested(.orders, source: .app)), .navigation(.signedOut),
            .closed("second"), .navigation(.linkReceived("shop://products/7", source: .link)),
        ]
        var now = NavigationTime.zero
        for event in events {
            let expected = coordinator.window(applying: event, in: windows)
            now = now + .seconds(1)
            var effects: [NavigationEffect<Shop>] = []
            let applied = coordinator.reduce(&windows, event, at: now, into: &effects)
            #expect(applied == expected, "\(event)")
        }
        #expect(windows.windowCount == 1)
    }
}

import ShopExample
import Testing
import Wayfinder

@Suite("Windows: the rules")
struct WindowRuleTests {
    static func twoWindows(session: Session = .signedIn("alice")) -> WindowMachine {
        var machine = WindowMachine()
        machine.send(.launched(.init(.warm, session: session)))
        machine.send(.focused("second"))
        return machine
    }

    @Test("A new window opens at the fallback location; the first is main")
    func opens() {
        var machine = WindowMachine()
        #expect(machine.state.frontmost == .main)
        machine.send(.launched(.init(.warm, session: .signedOut)))
        machine.send(.linkReceived("shop://products/5", source: .link))
        machine.send(.focused("second"))
        #expect(machine.state.frontmost == "second")
        #expect(machine.state.windowCount == 2)
        #expect(machine.location(of: "second") == "home")
        #expect(machine.location(of: "main") == "home > product(5)")
    }

    @Test("A window's own write acts on that window alone, wherever the front is")
    func writeInWindow() {
        var machine = Self.twoWindows()
        machine.send(.navigation(.pathChanged(.home, [.product("9")]), in: .main))
        #expect(machine.location(of: "main") == "home > product(9)")
        #expect(machine.location(of: "second") == "home")
        #expect(machine.state.frontmost == "second")
    }

    @Test("A write from a window that closed changes nothing")
    func lateWrite() {
        var machine = Self.twoWindows()
        machine.send(.closed("second"))
        let before = machine.state
        machine.send(.navigation(.pathChanged(.home, [.product("9")]), in: "second"))
        #expect(machine.state == before)
    }

    @Test("A resolution lands in the window that took its link, even after another comes to the front")
    func resolutionLandsInItsWindow() {
        var machine = Self.twoWindows()
        let effects = machine.coordinator.reduce(
            &machine.state, .navigation(.linkReceived("shop://orders/42", source: .link)), at: .zero)
        guard
            case .startResolution(let id, _, _)? = effects.first(where: {
                if case .startResolution = $0 { true } else { false }
            })
        else {
            Issue.record("no resolution started")
            return
        }
        #expect(machine.state.inFlightWindow == "second")
        machine.send(.focused(.main))
        machine.send(.resolutionFinished(id, .proceed), after: .seconds(1))
        #expect(machine.location(of: "second") == "account > orders > order(42)")
        #expect(machine.location(of: "main") == "home")
        #expect(machine.state.frontmost == .main)
    }

    @Test("Closing the window whose link resolves cancels it with a record")
    func closeCancelsResolution() {
        var machine = Self.twoWindows()
        _ = machine.coordinator.reduce(
            &machine.state, .navigation(.linkReceived("shop://orders/42", source: .link)), at: .zero)
        machine.send(.closed("second"))
        #expect(machine.state.app.inFlight == nil)
        #expect(machine.effects.contains { if case .cancelResolution = $0 { true } else { false } })
        #expect(machine.records.contains { $0.outcome == .discarded && $0.reason.contains("second closed") })
    }

    @Test("A tap acts on the frontmost window even when another shows its destination")
    func tapActsOnFront() {
        var machine = Self.twoWindows()
        machine.send(.navigation(.linkReceived("shop://products/5", source: .link), in: .main))
        machine.send(.routeRequested(.product(id: "5"), source: .app))
        #expect(machine.state.tookLastLink == "second")
        #expect(machine.location(of: "second") == "home > product(5)")
    }

    @Test("An account change clears the other account's screens from every window")
    func accountChange() {
        var machine = Self.twoWindows()
        machine.send(.navigation(.linkReceived("shop://billing", source: .link), in: .main))
        machine.send(.signedIn("bob"), after: .seconds(1))
        #expect(machine.location(of: "main") == "account")
    }

    @Test("An event in one window leaves every other window's part as it was")
    func othersUntouched() {
        var machine = Self.twoWindows()
        for name in ["third", "fourth", "fifth"] { machine.send(.focused(WindowID(name))) }
        machine.send(.navigation(.pathChanged(.search, [.results("a")]), in: "third"))
        let others = machine.state.windows.filter { $0 != "fifth" }.map { machine.state.visible(in: $0) }
        machine.send(.screenPushed(.product("1")))
        machine.send(.tabSelected(.search))
        #expect(machine.state.windows.filter { $0 != "fifth" }.map { machine.state.visible(in: $0) } == others)
    }
}

import ShopExample
import Testing
import Wayfinder
import WayfinderTesting

@Suite("Modals and notices")
struct ModalTests {
    @Test("A launch gate covers sign-in, and sign-in comes back when the gate clears")
    func gateOverSignIn() {
        var machine = Machine(Lab())
        machine.send(.launched(.init(.cold, session: .signedOut, link: "lab://pay/9")))
        #expect(machine.state.modal == .login)
        machine.send(.gateRaised("maintenance"))
        #expect(machine.state.modal == .gate)
        #expect(machine.state.pending?.display == "lab://pay/9")
        machine.send(.modalDismissed(.gate))
        #expect(machine.state.modal == .gate, "a gate cannot be dismissed")
        machine.send(.gateCleared("maintenance"))
        #expect(machine.state.modal == .login)
    }

    @Test(
        "A modal waits while one of higher or equal priority is up",
        arguments: [
            (Lab.Modal.sheet, Lab.Modal.low, Lab.Modal.sheet), (.low, .sheet, .sheet), (.sheet, .sheet, .sheet),
            (.login, .sheet, .login),
        ]
    )
    func priorities(up: Lab.Modal, requested: Lab.Modal, expected: Lab.Modal) {
        var machine = Machine(Lab())
        machine.send(.launched(.init(.warm, session: .signedIn("alice"))))
        machine.send(.modalRequested(up))
        machine.send(.modalRequested(requested))
        #expect(machine.state.modal == expected)
    }

    @Test("Notices never cover sign-in unless they explain it")
    func noticesOverSignIn() async {
        var harness = NavigationHarness(schema: Shop())
        await harness.send(.launched(.init(.warm, session: .signedOut)))
        await harness.send(.linkReceived("shop://nowhere", source: .link))
        #expect(harness.state.notice == .linkUnavailable)
        await harness.send(.routeRequested(.billing, source: .app))
        #expect(harness.state.modal == .signIn)
        #expect(harness.state.notice == nil, "linkUnavailable does not explain sign-in")
        await harness.send(.signInFailed)
        #expect(harness.state.notice == .signInFailed)
    }

    @Test("A link that arrives while a modal is up waits for it")
    func linkWaitsForModal() {
        var machine = Machine(Lab())
        machine.send(.launched(.init(.warm, session: .signedOut)))
        machine.send(.modalRequested(.sheet))
        machine.send(.linkReceived("lab://items/4", source: .link))
        #expect(machine.state.pending?.reason == .modal(.sheet))
        #expect(machine.location == "main")
        machine.send(.modalDismissed(.sheet))
        #expect(machine.location == "main > list > item(4)")
        #expect(machine.state.modal == nil)
    }
}

@Suite("Writes the UI makes on its own")
struct UIWriteTests {
    @Test("A dismissal for a modal that was already replaced does not dismiss its successor")
    func staleDismissal() {
        var machine = Machine(Lab())
        machine.send(.launched(.init(.warm, session: .signedIn("alice"))))
        machine.send(.modalRequested(.low))
        machine.send(.modalRequested(.sheet))
        machine.send(.modalDismissed(.low))
        #expect(machine.state.modal == .sheet)
        machine.send(.modalDismissed(.sheet))
        #expect(machine.state.modal == nil)
    }

    @Test("Every event starts from no transition; one that changes nothing leaves it so")
    func transitionIsPerEvent() {
        var machine = Machine(Shop())
        machine.send(.launched(.init(.warm, session: .signedOut)))
        machine.send(.linkReceived("shop://products/1/reviews/2", source: .link))
        #expect(machine.state.transition == .jump)
        machine.send(.noticeDismissed)
        #expect(machine.state.transition == TransitionKind.none)
    }

    @Test("A link that arrives before launch waits for it and then lands")
    func linkBeforeLaunch() async {
        var harness = NavigationHarness(schema: Shop())
        harness.checks = InvariantChecker(schema: Shop()).checks
        await harness.send(.linkReceived("shop://products/5", source: .link))
        #expect(harness.state.pending?.reason == .launch)
        await harness.send(.launched(.init(.cold, session: .signedOut)))
        #expect(harness.state.location.description == "home > product(5)")
        #expect(harness.unfinishedLinks.isEmpty)
        #expect(harness.violations.isEmpty)
    }

    @Test("A restoration held for the session does not move the person off the launch link")
    func heldRestorationKeepsLaunchLink() async {
        var first = NavigationHarness(schema: Shop())
        await first.send(.launched(.init(.cold, session: .signedIn("alice"), link: "shop://orders/4")))
        await first.send(.scenePhaseChanged(.background))
        var harness = NavigationHarness(schema: Shop())
        await harness.send(
            .launched(.init(.cold, session: .unknown, link: "shop://products/5", snapshot: first.savedSnapshot)))
        #expect(harness.state.location.description == "home > product(5)")
        await harness.send(.sessionResolved(.signedIn("alice")))
        #expect(harness.state.location.description == "home > product(5)")
        #expect(harness.state.stack(for: .account) == [.orders, .order("4")])
    }
}

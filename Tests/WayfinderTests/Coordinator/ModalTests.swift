import ShopExample
import Testing
import Wayfinder
import WayfinderTesting

@Suite("Modals and notices")
struct ModalTests {
    @Test("A launch gate covers sign-in, and sign-in comes back when the gate clears")
    func gateOverSignIn() async {
        var harness = NavigationHarness.checked(Lab())
        await harness.send(.launched(.init(.cold, session: .signedOut, link: "lab://pay/9")))
        #expect(harness.state.modal == .login)
        await harness.send(.gateRaised("maintenance"))
        #expect(harness.state.modal == .gate)
        #expect(harness.state.pending?.display == "lab://pay/9")
        await harness.send(.modalDismissed(.gate))
        #expect(harness.state.modal == .gate, "a gate cannot be dismissed")
        await harness.send(.gateCleared("maintenance"))
        #expect(harness.state.modal == .login)
        #expect(harness.violations.isEmpty)
    }

    @Test(
        "A modal waits while one of higher or equal priority is up",
        arguments: [
            (Lab.Modal.sheet, Lab.Modal.low, Lab.Modal.sheet), (.low, .sheet, .sheet), (.sheet, .sheet, .sheet),
            (.login, .sheet, .login),
        ]
    )
    func priorities(up: Lab.Modal, requested: Lab.Modal, expected: Lab.Modal) async {
        var harness = NavigationHarness.checked(Lab())
        await harness.send(.launched(.init(.warm, session: .signedIn("alice"))))
        await harness.send(.modalRequested(up))
        await harness.send(.modalRequested(requested))
        #expect(harness.state.modal == expected)
        #expect(harness.violations.isEmpty)
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
    func linkWaitsForModal() async {
        var harness = NavigationHarness.checked(Lab())
        await harness.send(.launched(.init(.warm, session: .signedOut)))
        await harness.send(.modalRequested(.sheet))
        await harness.send(.linkReceived("lab://items/4", source: .link))
        #expect(harness.state.pending?.reason == .modal(.sheet))
        #expect(harness.location == "main")
        await harness.send(.modalDismissed(.sheet))
        #expect(harness.location == "main > list > item(4)")
        #expect(harness.state.modal == nil)
        #expect(harness.violations.isEmpty)
    }
}

@Suite("Writes the UI makes on its own")
struct UIWriteTests {
    @Test("A dismissal for a modal that was already replaced does not dismiss its successor")
    func staleDismissal() async {
        var harness = NavigationHarness.checked(Lab())
        await harness.send(.launched(.init(.warm, session: .signedIn("alice"))))
        await harness.send(.modalRequested(.low))
        await harness.send(.modalRequested(.sheet))
        await harness.send(.modalDismissed(.low))
        #expect(harness.state.modal == .sheet)
        await harness.send(.modalDismissed(.sheet))
        #expect(harness.state.modal == nil)
        #expect(harness.violations.isEmpty)
    }

    @Test("Every event starts from no transition; one that changes nothing leaves it so")
    func transitionIsPerEvent() async {
        var harness = NavigationHarness.checked(Shop())
        await harness.send(.launched(.init(.warm, session: .signedOut)))
        await harness.send(.linkReceived("shop://products/1/reviews/2", source: .link))
        #expect(harness.state.transition == .jump)
        await harness.send(.noticeDismissed)
        #expect(harness.state.transition == TransitionKind.none)
        #expect(harness.violations.isEmpty)
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

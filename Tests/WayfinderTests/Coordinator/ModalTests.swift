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
        machine.send(.dismissModal)
        #expect(machine.state.modal == .gate, "a gate cannot be dismissed")
        machine.send(.gateCleared("maintenance"))
        #expect(machine.state.modal == .login)
    }

    @Test(
        "A modal waits while one of higher or equal priority is up",
        arguments: [(Lab.Modal.sheet, Lab.Modal.low, Lab.Modal.sheet), (.low, .sheet, .sheet), (.sheet, .sheet, .sheet), (.login, .sheet, .login)]
    )
    func priorities(up: Lab.Modal, requested: Lab.Modal, expected: Lab.Modal) {
        var machine = Machine(Lab())
        machine.send(.launched(.init(.warm, session: .signedIn("alice"))))
        machine.send(.present(up))
        machine.send(.present(requested))
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
        machine.send(.present(.sheet))
        machine.send(.linkReceived("lab://items/4", source: .link))
        #expect(machine.state.pending?.reason == .modal(.sheet))
        #expect(machine.location == "main")
        machine.send(.dismissModal)
        #expect(machine.location == "main > list > item(4)")
        #expect(machine.state.modal == nil)
    }
}

import ShopExample
import Testing
import Wayfinder

/// The Shop step-up rules that scripts cannot state directly (when the step-up was met, what
/// each path may reach).
@Suite("Shop: step-up")
struct StepUpTests {
    @Test("Signing in counts as a step-up at that moment; a launch with a stored session does not")
    func signInIsAStepUp() {
        var machine = Machine(Shop())
        machine.send(.launched(.init(.warm, session: .signedIn("alice"))))
        #expect(machine.state.lastMet(.stepUp) == nil)
        machine.send(.signedOut)
        machine.send(.signedIn("alice"), after: .seconds(3))
        #expect(machine.state.lastMet(.stepUp) == machine.now)
    }

    @Test("A push or path write of security needs a fresh step-up; the screen stays while it ages")
    func pushNeedsFreshStepUp() {
        var machine = Machine(Shop())
        machine.send(.launched(.init(.warm, session: .signedIn("alice"))))
        machine.send(.tabSelected(.account))
        machine.send(.screenPushed(.security))
        #expect(machine.location == "account")
        #expect(machine.records.first?.reason == "the screen needs signed in + step-up access")
        machine.send(.modalRequested(.stepUp))
        machine.send(.requirementMet(.stepUp))
        machine.send(.pathChanged(.account, [.security]))
        #expect(machine.location == "account > security")
        machine.send(.timePassed, after: .seconds(600))
        #expect(machine.location == "account > security", "a screen the person is on stays")
        machine.send(.popped)
        machine.send(.screenPushed(.security))
        #expect(machine.location == "account", "stale: pushing it again is refused")
    }

    @Test("While stepUp is up only stepUpFailed shows")
    func onlyItsNotice() {
        var machine = Machine(Shop())
        machine.send(.launched(.init(.warm, session: .signedIn("alice"))))
        machine.send(.routeRequested(.security, source: .app))
        machine.send(.linkReceived("shop://nowhere", source: .link))
        #expect(machine.state.modal == .stepUp)
        #expect(machine.state.notice == nil)
        machine.send(.requirementFailed(.stepUp))
        #expect(machine.state.notice == .stepUpFailed)
    }

    @Test("stepUp ranks between signIn and passwordReset")
    func priority() {
        let shop = Shop()
        #expect(shop.rule(for: .signIn).priority > shop.rule(for: .stepUp).priority)
        #expect(shop.rule(for: .stepUp).priority > shop.rule(for: .passwordReset).priority)
        #expect(shop.requirementName(presentedBy: .stepUp) == .stepUp)
        #expect(shop.requirementName(presentedBy: .signIn) == .signIn)
    }
}

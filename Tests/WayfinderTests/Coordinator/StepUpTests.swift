import ShopExample
import Testing
import Wayfinder
import WayfinderTesting

/// The Shop step-up rules that scripts cannot state directly (when the step-up was met, what
/// each path may reach).
@Suite("Shop: step-up")
struct StepUpTests {
    @Test("Signing in counts as a step-up at that moment; a launch with a stored session does not")
    func signInIsAStepUp() async {
        var harness = NavigationHarness.checked(Shop())
        await harness.send(.launched(.init(.warm, session: .signedIn("alice"))))
        #expect(harness.state.lastMet(.stepUp) == nil)
        await harness.send(.signedOut)
        await harness.advance(by: .seconds(3))
        await harness.send(.signedIn("alice"))
        #expect(harness.state.lastMet(.stepUp) == harness.now)
        #expect(harness.violations.isEmpty)
    }

    @Test("A push or path write of security needs a fresh step-up; the screen stays while it ages")
    func pushNeedsFreshStepUp() async {
        var harness = NavigationHarness.checked(Shop())
        await harness.send(.launched(.init(.warm, session: .signedIn("alice"))))
        await harness.send(.tabSelected(.account))
        await harness.send(.screenPushed(.security))
        #expect(harness.location == "account")
        #expect(harness.lastRecords.first?.reason == .screenNeedsAccess(.requirement(.stepUp)))
        await harness.send(.modalRequested(.stepUp))
        await harness.send(.requirementMet(.stepUp))
        await harness.send(.pathChanged(.account, [.security]))
        #expect(harness.location == "account > security")
        await harness.advance(by: .seconds(600))
        #expect(harness.location == "account > security", "a screen the person is on stays")
        await harness.send(.popped)
        await harness.send(.screenPushed(.security))
        #expect(harness.location == "account", "stale: pushing it again is refused")
        #expect(harness.violations.isEmpty)
    }

    @Test("While stepUp is up only stepUpFailed shows")
    func onlyItsNotice() async {
        var harness = NavigationHarness.checked(Shop())
        await harness.send(.launched(.init(.warm, session: .signedIn("alice"))))
        await harness.send(.routeRequested(.security, source: .app))
        await harness.send(.linkReceived("shop://nowhere", source: .link))
        #expect(harness.state.modal == .stepUp)
        #expect(harness.state.notice == nil)
        await harness.send(.requirementFailed(.stepUp))
        #expect(harness.state.notice == .stepUpFailed)
        #expect(harness.violations.isEmpty)
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

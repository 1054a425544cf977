import ShopExample
import Testing
import Wayfinder
import WayfinderTesting

@Suite("Access: one rule for every source")
struct AccessTests {
    enum Arrival: String, CaseIterable, CustomTestStringConvertible {
        case coldLaunchLink, warmLink, pushNotification, userActivity, buttonTap
        var testDescription: String { rawValue }
    }

    @Test("A protected route while signed out waits for sign-in, whatever its source", arguments: Arrival.allCases)
    func protectedRouteWaitsForSignIn(_ arrival: Arrival) async throws {
        var harness = NavigationHarness(schema: Shop())
        switch arrival {
        case .coldLaunchLink:
            await harness.send(.launched(.init(.cold, session: .signedOut, link: "shop://billing")))
        case .warmLink, .pushNotification, .userActivity:
            await harness.send(.launched(.init(.warm, session: .signedOut)))
            let source: LinkSource = arrival == .warmLink ? .link : arrival == .pushNotification ? .push : .activity
            await harness.send(.linkReceived("https://shop.example.com/billing", source: source))
        case .buttonTap:
            await harness.send(.launched(.init(.warm, session: .signedOut)))
            await harness.send(.routeRequested(.billing, source: .app))
        }
        #expect(harness.state.modal == .signIn)
        #expect(harness.state.pending?.display == "shop://billing")
        #expect(harness.state.location.description == "home")
        await harness.send(.signedIn("alice"))
        #expect(harness.state.location.description == "account > billing")
        #expect(harness.state.pending == nil)
    }

    @Test("An expired session adds the sessionExpired notice to the sign-in prompt")
    func expiredSessionExplainsItself() async {
        var harness = NavigationHarness(schema: Shop())
        await harness.send(.launched(.init(.cold, session: .expired("alice"), link: "shop://orders")))
        #expect(harness.state.modal == .signIn)
        #expect(harness.state.notice == .sessionExpired)
    }

    @Test("A protected route while the session is unknown waits silently")
    func unknownSessionWaitsWithoutPrompt() async {
        var harness = NavigationHarness(schema: Shop())
        await harness.send(.launched(.init(.cold, session: .unknown, link: "shop://orders")))
        #expect(harness.state.modal == nil)
        #expect(harness.state.pending?.reason == .sessionUnknown)
        await harness.send(.sessionResolved(.signedOut))
        #expect(harness.state.modal == .signIn)
        #expect(harness.state.pending?.reason == .signIn)
    }

    @Test("An app-defined requirement the account does not meet is rejected with its notice")
    func requirementDenied() async {
        var harness = NavigationHarness.checked(Lab())
        await harness.send(.launched(.init(.warm, session: .signedIn("alice"))))
        await harness.send(.linkReceived("lab://admin", source: .link))
        #expect(harness.location == "main")
        #expect(harness.state.notice == .denied)
        #expect(harness.lastRecords.map(\.outcome) == [.rejected])
        await harness.advance(by: .seconds(2))
        await harness.send(.launched(.init(.warm, session: .signedIn("root"))))
        await harness.send(.linkReceived("lab://admin", source: .link))
        #expect(harness.location == "settings > admin")
        #expect(harness.violations.isEmpty)
    }

    @Test("A push of a screen the session may not see is refused and recorded")
    func pushIsChecked() async {
        var harness = NavigationHarness.checked(Shop())
        await harness.send(.launched(.init(.warm, session: .signedOut)))
        await harness.send(.screenPushed(.orders))
        #expect(harness.state.stack(for: .home).isEmpty)
        #expect(harness.lastRecords.first?.outcome == .rejected)
        await harness.send(.screenPushed(.product("1")))
        #expect(harness.location == "home > product(1)")
        #expect(harness.violations.isEmpty)
    }
}

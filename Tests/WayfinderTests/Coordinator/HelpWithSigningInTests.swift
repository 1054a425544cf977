import ShopExample
import Testing
import Wayfinder
import WayfinderTesting

/// *Help with signing in*: a modal that helps sign-in (Shop's reset sheet) and a sign-in link
/// (Shop's `/sign-in/:code`) never cost the person the link they were signing in for.
@Suite("Help with signing in")
struct HelpWithSigningInTests {
    /// Shop with its simulated backend answering, the invariants checked after every step.
    static func shop() -> NavigationHarness<Shop> {
        var harness = NavigationHarness(schema: Shop())
        harness.checks = InvariantChecker(schema: Shop()).checks
        return harness
    }

    /// Signed out, an invite waits for sign-in with sign-in up.
    static func inviteWaiting() async -> NavigationHarness<Shop> {
        var harness = shop()
        await harness.send(.launched(.init(.warm, session: .signedOut)))
        await harness.send(.linkReceived("shop://teams/7/invite/valid", source: .link))
        return harness
    }

    @Test("A reset link during sign-in shows the reset sheet in place of sign-in and keeps the invite")
    func resetDuringSignInKeepsTheLink() async {
        var harness = await Self.inviteWaiting()
        let invite = harness.state.pending?.id
        #expect(harness.state.modal == .signIn)
        let records = await harness.send(.linkReceived("shop://reset-password/fresh", source: .link))
        #expect(harness.state.modal == .passwordReset)
        #expect(harness.state.pending?.id == invite)
        #expect(harness.state.pending?.reason == .signIn)
        #expect(!records.contains { $0.outcome == .superseded })
        #expect(harness.violations.isEmpty)
    }

    @Test("Time in the foreground with the helper up does not age the waiting link; background does")
    func helperDoesNotAgeTheLink() async {
        var harness = await Self.inviteWaiting()
        await harness.send(.linkReceived("shop://reset-password/fresh", source: .link))
        await harness.advance(by: .seconds(120))
        #expect(harness.state.pending != nil, "the foreground with the reset sheet up does not age it")
        await harness.send(.scenePhaseChanged(.background))
        await harness.advance(by: .seconds(61))
        #expect(harness.state.pending == nil, "the background ages it")
        #expect(harness.violations.isEmpty)
    }

    @Test("When the helper closes, sign-in shows again and signing in lands the waiting link")
    func helperClosesSignInComesBack() async {
        var harness = await Self.inviteWaiting()
        await harness.send(.linkReceived("shop://reset-password/fresh", source: .link))
        await harness.send(.modalDismissed(.passwordReset))
        #expect(harness.state.modal == .signIn)
        #expect(harness.state.pending?.reason == .signIn)
        await harness.send(.signedIn("bob"))
        #expect(harness.state.modal == nil)
        #expect(harness.location == "account > teams > team(7)")
        #expect(harness.state.pending == nil)
        #expect(harness.violations.isEmpty)
    }

    @Test("If the waiting link expired while the helper was up, nothing comes back when it closes")
    func expiredMeanwhile() async {
        var harness = await Self.inviteWaiting()
        await harness.send(.linkReceived("shop://reset-password/fresh", source: .link))
        await harness.send(.scenePhaseChanged(.background))
        await harness.advance(by: .seconds(61))
        await harness.send(.scenePhaseChanged(.active))
        #expect(harness.state.modal == .passwordReset)
        await harness.send(.modalDismissed(.passwordReset))
        #expect(harness.state.modal == nil)
        #expect(harness.location == "home")
        #expect(harness.violations.isEmpty)
    }

    @Test("Signing in while the helper is up closes it and lands the waiting link")
    func signInFromTheHelper() async {
        var harness = await Self.inviteWaiting()
        await harness.send(.linkReceived("shop://reset-password/fresh", source: .link))
        await harness.send(.signedIn("bob"))
        #expect(harness.state.modal == nil)
        #expect(harness.location == "account > teams > team(7)")
        #expect(harness.violations.isEmpty)
    }

    /// Defect 8: a resolver's `unavailable` into sign-in's own place while sign-in is up lands at
    /// once, keeps the waiting link and shows its notice, as `proceed` would.
    @Test("A stale reset code while sign-in is up keeps sign-in, shows resetLinkExpired, keeps the link")
    func staleResetDuringSignIn() async {
        var harness = await Self.inviteWaiting()
        let invite = harness.state.pending?.id
        let records = await harness.send(.linkReceived("shop://reset-password/old-code", source: .link))
        #expect(harness.state.modal == .signIn)
        #expect(harness.state.notice == .resetLinkExpired)
        #expect(harness.state.pending?.id == invite)
        #expect(records.last?.outcome == .unavailable)
        #expect(!records.contains { $0.outcome == .superseded })
        #expect(harness.violations.isEmpty)
    }

    @Test("A valid sign-in link signs the person in and the waiting link lands")
    func magicLinkLandsTheWaitingLink() async {
        var harness = await Self.inviteWaiting()
        let records = await harness.send(.linkReceived("shop://sign-in/bob-ok", source: .link))
        #expect(harness.state.session == .signedIn("bob"))
        #expect(harness.state.modal == nil)
        #expect(harness.location == "account > teams > team(7)")
        #expect(harness.state.pending == nil)
        #expect(records.map(\.outcome).suffix(2) == [.landed, .landed])
        #expect(harness.violations.isEmpty)
    }

    @Test("A valid sign-in link with nothing waiting: signed in, where the person was")
    func magicLinkNothingWaiting() async {
        var harness = Self.shop()
        await harness.send(.launched(.init(.warm, session: .signedOut)))
        await harness.send(.linkReceived("shop://products/4", source: .link))
        await harness.send(.linkReceived("shop://sign-in/alice-ok", source: .link))
        #expect(harness.state.session == .signedIn("alice"))
        #expect(harness.location == "home > product(4)")
        #expect(harness.state.modal == nil)
        #expect(harness.violations.isEmpty)
    }

    @Test("An expired session: a valid sign-in link signs in and the place waiting comes back")
    func magicLinkAfterExpiry() async {
        var harness = Self.shop()
        await harness.send(.launched(.init(.warm, session: .signedIn("alice"))))
        await harness.send(.linkReceived("shop://billing", source: .link))
        await harness.send(.sessionExpired)
        #expect(harness.state.modal == .signIn)
        await harness.send(.linkReceived("shop://sign-in/alice-ok", source: .link))
        #expect(harness.state.session == .signedIn("alice"))
        #expect(harness.location == "account > billing")
        #expect(harness.violations.isEmpty)
    }

    @Test("A stale sign-in link shows or keeps sign-in with signInLinkExpired and keeps the waiting link")
    func staleMagicLink() async {
        var harness = await Self.inviteWaiting()
        let invite = harness.state.pending?.id
        await harness.send(.linkReceived("shop://sign-in/old-code", source: .link))
        #expect(harness.state.modal == .signIn)
        #expect(harness.state.notice == .signInLinkExpired)
        #expect(harness.state.pending?.id == invite)
        #expect(harness.state.session == .signedOut)

        var fresh = Self.shop()
        await fresh.send(.launched(.init(.warm, session: .signedOut)))
        await fresh.send(.linkReceived("shop://sign-in/old-code", source: .link))
        #expect(fresh.state.modal == .signIn)
        #expect(fresh.state.notice == .signInLinkExpired)
        #expect(harness.violations.isEmpty && fresh.violations.isEmpty)
    }

    @Test("Signed in already, a sign-in link changes nothing: a link never switches accounts")
    func magicLinkSignedIn() async {
        var harness = Self.shop()
        await harness.send(.launched(.init(.warm, session: .signedIn("alice"))))
        await harness.send(.linkReceived("shop://products/4", source: .link))
        let before = harness.state
        let records = await harness.send(.linkReceived("shop://sign-in/bob-ok", source: .link))
        #expect(harness.state.session == .signedIn("alice"))
        #expect(harness.state.location == before.location)
        #expect(records.map(\.outcome) == [.discarded])
        #expect(records.first?.reason == .alreadySignedIn)
        #expect(harness.startedResolutions.isEmpty)
        #expect(harness.violations.isEmpty)
    }

    @Test("A sign-in link's code never reaches a record, the state's text or the journal")
    func codeNeverPrinted() async {
        var harness = await Self.inviteWaiting()
        let records = await harness.send(.linkReceived("shop://sign-in/bob-ok", source: .link))
        var stale = await Self.inviteWaiting()
        let staleRecords = await stale.send(.linkReceived("shop://sign-in/old-code", source: .link))
        for record in records + staleRecords {
            #expect(!record.description.contains("bob-ok") && !record.description.contains("old-code"))
        }
        for text in [String(describing: harness.state), String(reflecting: stale.state)] {
            #expect(!text.contains("bob-ok") && !text.contains("old-code"))
        }
        #expect(Shop().links.redactedDescription(of: .signInLink(code: "bob-ok")) == "shop://sign-in/<redacted>")
    }

    @Test(
        "A resolver tells an expired session from a signed-in one; Shop's stale reset code lands on sign-in only then")
    func resolverSeesTheSession() async {
        let coordinator = Coordinator(schema: Shop())
        func context(_ session: Session) -> ResolutionContext? {
            var state = NavigationState(schema: Shop())
            _ = coordinator.reduce(&state, .launched(.init(.warm, session: session)), at: .zero)
            let link = NavigationEvent<Shop>.linkReceived("shop://reset-password/old-code", source: .link)
            for case .startResolution(_, _, let context) in coordinator.reduce(&state, link, at: .zero) {
                return context
            }
            return nil
        }
        #expect(context(.signedIn("alice"))?.session == .signedIn("alice"))
        #expect(context(.signedIn("alice"))?.mustSignIn == false)
        #expect(context(.expired("alice"))?.session == .expired("alice"))
        #expect(context(.expired("alice"))?.account == "alice")
        #expect(context(.expired("alice"))?.mustSignIn == true)
        #expect(context(.unknown)?.mustSignIn == false)
        func landing(_ session: Session) async -> Destination<Shop>? {
            let answer = await Shop().resolve(.passwordReset(code: "old-code"), context: .init(session: session))
            guard case .unavailable(.resetLinkExpired, let landing) = answer else { return nil }
            return landing
        }
        #expect(await landing(.signedIn("alice"))?.presentation == nil)
        #expect(await landing(.expired("alice"))?.presentation?.modal == .signIn)
        #expect(await landing(.signedOut)?.presentation?.modal == .signIn)
    }
}

import ShopExample
import Testing
import Wayfinder
import WayfinderTesting

@Suite("Landing")
struct LandingTests {
    @Test("A link replaces the target tab's stack in one step and flags the long jump")
    func replacesStack() async {
        var harness = NavigationHarness.checked(Shop())
        await harness.send(.launched(.init(.warm, session: .signedOut)))
        await harness.send(.linkReceived("shop://products/1/reviews/2", source: .link))
        #expect(harness.location == "home > product(1) > review(1,2)")
        #expect(harness.state.transition == .jump)
        await harness.send(.linkReceived("shop://products/9", source: .link))
        #expect(harness.location == "home > product(9)")
        await harness.send(.popped)
        #expect(harness.state.transition == .step)
        #expect(harness.violations.isEmpty)
    }

    @Test("The push merge policy appends instead of replacing")
    func pushMerge() async {
        var harness = NavigationHarness.checked(Lab())
        await harness.send(.launched(.init(.warm, session: .signedOut)))
        await harness.send(.linkReceived("lab://items/3", source: .link))
        await harness.send(.linkReceived("lab://detail", source: .link))
        #expect(harness.location == "main > list > item(3) > detail")
        #expect(harness.state.transition == .step)
        #expect(harness.violations.isEmpty)
    }

    @Test("A landing clears the previous notice")
    func clearsNotice() async {
        var harness = NavigationHarness.checked(Shop())
        await harness.send(.launched(.init(.warm, session: .signedOut)))
        await harness.send(.linkReceived("shop://nowhere", source: .link))
        #expect(harness.state.notice == .linkUnavailable)
        await harness.send(.linkReceived("shop://products/3", source: .link))
        #expect(harness.state.notice == nil)
        #expect(harness.violations.isEmpty)
    }

    @Test("Links never act: an action route lands on its confirmation")
    func actionsOnlyConfirm() async {
        var harness = NavigationHarness.checked(Lab())
        await harness.send(.launched(.init(.warm, session: .signedIn("alice"))))
        await harness.send(.linkReceived("lab://pay/77", source: .link))
        #expect(harness.location == "main > confirmPayment(77)")
        #expect(harness.lastRecords.first?.reason == .landed(resolved: false, granted: .signedIn, isAction: true))
        #expect(harness.violations.isEmpty)
    }

    @Test("Back after a deep link walks the synthetic back stack to the root, then stops")
    func backWalksToRoot() async {
        var harness = NavigationHarness(schema: Shop())
        await harness.send(.launched(.init(.cold, session: .signedIn("alice"), link: "shop://invoices/7")))
        var seen: [String] = [harness.state.location.description]
        for _ in 0..<4 {
            await harness.send(.popped)
            seen.append(harness.state.location.description)
        }
        #expect(seen == ["account > billing > invoice(7)", "account > billing", "account", "account", "account"])
    }

    @Test("Late views: the delivered link carries the real URL, secrets included, in memory only")
    func delivery() async {
        var harness = NavigationHarness(schema: Shop())
        await harness.send(.launched(.init(.warm, session: .signedOut)))
        await harness.send(.linkReceived("shop://reset-password/fresh", source: .link))
        #expect(harness.delivered.map(\.url) == ["shop://reset-password/fresh"])
        #expect(harness.records.allSatisfy { !$0.description.contains("fresh") })
    }
}

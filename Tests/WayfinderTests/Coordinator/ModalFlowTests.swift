import Foundation
import ShopExample
import Testing
import Wayfinder
import WayfinderTesting

@Suite("Flows inside a modal")
struct ModalFlowTests {
    /// Signed in as alice, on `home > product(5)`, with checkout open at payment.
    static func inCheckout() async -> NavigationHarness<Shop> {
        var harness = NavigationHarness.checked(Shop())
        await harness.send(.launched(.init(.warm, session: .signedIn("alice"))))
        await harness.send(.linkReceived("shop://products/5", source: .link))
        await harness.advance(by: .seconds(2))
        await harness.send(.linkReceived("shop://checkout/payment", source: .link))
        return harness
    }

    @Test("A link lands inside the modal with its synthetic back stack, over the current location")
    func linkLandsInside() async {
        let harness = await Self.inCheckout()
        #expect(harness.state.presented == ModalPresentation(.checkout, stack: [.shipping, .payment]))
        #expect(harness.location == "home > product(5)")
        #expect(
            harness.lastRecords.last?.landing?.description == "home > product(5) · modal checkout > shipping > payment")
        #expect(harness.violations.isEmpty)
    }

    @Test("A destination over a given tab location selects the tab and presents the flow")
    func destinationOverATab() {
        let destination = Destination<Shop>.tab(
            .account, [.orders], presenting: ModalPresentation(.checkout, stack: [.shipping]))
        #expect(destination.screens == [.orders, .shipping])
        #expect(destination.modal == .checkout)
    }

    @Test("Pushes and pops act on the modal's stack while it is up; back at its root does nothing")
    func movesActOnTheTopmostStack() async {
        var harness = await Self.inCheckout()
        await harness.send(.popped)
        #expect(harness.state.presented?.stack == [.shipping])
        await harness.send(.popped)
        await harness.send(.popped)
        #expect(harness.state.presented == ModalPresentation(.checkout))
        #expect(harness.location == "home > product(5)", "the tab behind the sheet never moves")
        await harness.send(.screenPushed(.shipping))
        await harness.send(.screenPushed(.payment))
        #expect(harness.state.presented?.stack == [.shipping, .payment])
        await harness.send(.poppedToRoot)
        #expect(harness.state.presented?.stack == [])
        #expect(harness.location == "home > product(5)")
        #expect(harness.violations.isEmpty)
    }

    @Test("pop(count:) and pop(to:) act on the topmost stack")
    func popCountAndPopTo() async {
        var harness = await Self.inCheckout()
        await harness.send(.poppedTo(.shipping))
        #expect(harness.state.presented?.stack == [.shipping])
        await harness.send(.screenPushed(.payment))
        await harness.send(.poppedCount(5))
        #expect(harness.state.presented?.stack == [])
        await harness.send(.screenPushed(.shipping))
        await harness.send(.poppedTo(.cart))
        #expect(harness.state.presented?.stack == [], "the modal's root screen pops to the root")
        await harness.send(.modalDismissed(.checkout))
        await harness.advance(by: .seconds(2))
        await harness.send(.linkReceived("shop://products/5/reviews/2", source: .link))
        await harness.send(.poppedCount(1))
        #expect(harness.location == "home > product(5)")
        await harness.send(.poppedTo(.orders))
        #expect(harness.location == "home > product(5)", "a screen that is not in the stack: nothing")
        await harness.send(.poppedCount(0))
        #expect(harness.location == "home > product(5)")
        #expect(harness.violations.isEmpty)
    }

    @Test("Re-selecting the selected tab pops it to its root")
    func reselectPopsToRoot() async {
        var harness = NavigationHarness.checked(Shop())
        await harness.send(.launched(.init(.warm, session: .signedIn("alice"))))
        await harness.send(.linkReceived("shop://orders/42", source: .link))
        await harness.send(.resolutionFinished(try! #require(harness.startedResolutions.first), .proceed))
        #expect(harness.location == "account > orders > order(42)")
        await harness.send(.tabSelected(.home))
        #expect(harness.location == "home")
        await harness.send(.tabSelected(.account))
        #expect(harness.location == "account > orders > order(42)", "selecting another tab keeps its stack")
        await harness.send(.tabSelected(.account))
        #expect(harness.location == "account")
        #expect(harness.state.transition == .jump)
        #expect(harness.violations.isEmpty)
    }

    @Test("A screen of the flow cannot be pushed onto a tab, nor a tab's screen when the modal holds none")
    func containersAreChecked() async {
        var harness = NavigationHarness.checked(Shop())
        await harness.send(.launched(.init(.warm, session: .signedIn("alice"))))
        await harness.send(.screenPushed(.shipping))
        #expect(harness.location == "home")
        #expect(harness.lastRecords.first?.outcome == .rejected)
        #expect(harness.lastRecords.first?.reason == .misplaced(.belongsInModal(screen: "shipping", owner: "checkout")))
        await harness.send(.modalRequested(.checkout))
        await harness.send(.screenPushed(.product("5")))
        #expect(harness.state.presented?.stack == [.product("5")], "a tab's screen may be pushed inside a flow")
        #expect(harness.violations.isEmpty)
    }

    @Test("Every screen inside the modal passes the access check")
    func accessInsideTheModal() async {
        var harness = NavigationHarness.checked(Shop())
        await harness.send(.launched(.init(.warm, session: .signedOut)))
        await harness.send(.linkReceived("shop://reset-password/fresh", source: .link))
        await harness.send(.resolutionFinished(try! #require(harness.startedResolutions.first), .proceed))
        #expect(harness.state.modal == .passwordReset)
        await harness.send(.modalRequested(.checkout))
        #expect(harness.state.modal == .passwordReset, "checkout needs sign-in")
        var signedIn = await Self.inCheckout()
        await signedIn.send(.signedOut)
        #expect(signedIn.state.presented == nil)
        #expect(signedIn.location == "home > product(5)")
        #expect(harness.violations.isEmpty && signedIn.violations.isEmpty)
    }

    @Test("A link into the modal that is up replaces its stack at once; another link waits")
    func linksIntoTheOpenModal() async {
        var harness = await Self.inCheckout()
        await harness.advance(by: .seconds(2))
        await harness.send(.linkReceived("shop://checkout", source: .link))
        #expect(harness.state.presented == ModalPresentation(.checkout))
        #expect(harness.state.pending == nil)
        #expect(harness.state.transition == .jump)
        await harness.send(.routeRequested(.checkoutShipping, source: .app))
        #expect(harness.state.presented?.stack == [.shipping])
        #expect(harness.state.transition == .step)
        await harness.advance(by: .seconds(2))
        await harness.send(.linkReceived("shop://billing", source: .link))
        #expect(harness.state.pending?.display == "shop://billing")
        #expect(harness.state.presented?.stack == [.shipping])
        await harness.send(.modalDismissed(.checkout))
        #expect(harness.location == "account > billing")
        #expect(harness.violations.isEmpty)
    }

    @Test("A tap outside a dismissible modal closes it first and supersedes the link waiting for it")
    func tapOutsideClosesFirst() async {
        var harness = await Self.inCheckout()
        await harness.advance(by: .seconds(2))
        await harness.send(.linkReceived("shop://billing", source: .link))
        await harness.send(.routeRequested(.product(id: "7"), source: .app))
        #expect(harness.state.modal == nil)
        #expect(harness.location == "home > product(7)")
        #expect(harness.state.pending == nil)
        #expect(harness.lastRecords.map(\.outcome) == [.superseded, .landed])
        #expect(harness.violations.isEmpty)
    }

    @Test("A tap while Shop's sign-in is up waits for it (sign-in declares that arrivals wait): the newest wins")
    func tapOverSignIn() async {
        var harness = NavigationHarness.checked(Shop())
        await harness.send(.launched(.init(.warm, session: .signedOut)))
        await harness.send(.linkReceived("shop://orders", source: .link))
        #expect(harness.state.modal == .signIn)
        await harness.send(.routeRequested(.product(id: "7"), source: .app))
        #expect(harness.state.modal == .signIn)
        #expect(harness.location == "home")
        #expect(harness.state.pending?.display == "shop://products/7")
        #expect(harness.lastRecords.map(\.outcome) == [.superseded, .pending])
        #expect(harness.violations.isEmpty)
    }

    @Test("A tap with a modal that cannot be dismissed up waits like a link")
    func tapWaitsForNonDismissible() async {
        var harness = NavigationHarness.checked(Shop())
        await harness.send(.launched(.init(.cold, session: .signedIn("alice"), gates: [.forcedUpdate])))
        await harness.send(.routeRequested(.product(id: "7"), source: .app))
        #expect(harness.state.modal == .forcedUpdate)
        #expect(harness.state.pending?.display == "shop://products/7")
        await harness.send(.gateCleared(.forcedUpdate))
        #expect(harness.location == "home > product(7)")
        #expect(harness.violations.isEmpty)
    }

    @Test("Expiry while the flow is what the person looks at: its link becomes the pending link")
    func expiryKeepsTheFlowsLink() async {
        var harness = await Self.inCheckout()
        await harness.send(.sessionExpired)
        #expect(harness.state.pending?.display == "shop://checkout/payment")
        #expect(harness.state.modal == .signIn)
        #expect(harness.state.notice == .sessionExpired)
        await harness.send(.signedIn("alice"))
        #expect(harness.state.presented == ModalPresentation(.checkout, stack: [.shipping, .payment]))
        #expect(harness.location == "home > product(5)")
        #expect(harness.violations.isEmpty)
    }

    @Test("An account change closes the flow and keeps no link")
    func accountChangeClosesTheFlow() async {
        var harness = await Self.inCheckout()
        await harness.send(.signedIn("bob"))
        #expect(harness.state.presented == nil)
        #expect(harness.state.pending == nil)
        #expect(harness.violations.isEmpty)
    }

    @Test("Snapshots never hold the modal or its stack")
    func snapshotsHoldNoModal() async throws {
        let harness = await Self.inCheckout()
        let snapshot = NavigationSnapshot(of: harness.state, schema: Shop())
        let text = String(decoding: snapshot.encoded(), as: UTF8.self)
        #expect(!text.contains("checkout"))
        #expect(!text.contains("shipping"))
        #expect(snapshot.stacks.map(\.screens) == [[.product("5")]])
        #expect(harness.violations.isEmpty)
    }

    @Test("SwiftUI's writes to the modal's path: pops, pushes, replacements, and late writes")
    func modalPathWrites() async {
        var harness = await Self.inCheckout()
        await harness.send(.modalPathChanged(.checkout, [.shipping]))
        #expect(harness.state.presented?.stack == [.shipping])
        await harness.send(.modalPathChanged(.checkout, [.shipping, .payment]))
        #expect(harness.state.presented?.stack == [.shipping, .payment])
        await harness.send(.modalPathChanged(.checkout, [.payment, .orders]))
        #expect(harness.state.presented?.stack == [.payment, .orders], "a replacement checked screen by screen")
        await harness.send(.modalPathChanged(.passwordReset, []))
        #expect(harness.state.presented?.stack == [.payment, .orders], "a write for a modal that is not up")
        await harness.send(.modalPathChanged(.checkout, [.payment, .orders, .cart]))
        #expect(harness.state.presented?.stack == [], "the root written on top goes back to the root")
        await harness.send(.pathChanged(.home, [.product("5"), .shipping]))
        #expect(harness.location == "home > product(5)", "a flow's screen never enters a tab")
        #expect(harness.violations.isEmpty)
    }
}

@Suite("Equal screens in one stack")
struct EqualScreensTests {
    @Test(
        "Pushing a screen already in the stack pops back to it, so no path holds a value twice",
        arguments: [
            ([ShopScreen.product("5"), .review("5", "2"), .product("5")], [ShopScreen.product("5")]),
            ([.product("5"), .product("5")], [.product("5")]),
            ([.product("5"), .product("6"), .review("6", "1"), .product("6")], [.product("5"), .product("6")]),
            ([.product("5"), .product("6")], [.product("5"), .product("6")]),
        ]
    )
    func oneScreenOnce(pushes: [ShopScreen], expected: [ShopScreen]) async {
        var harness = NavigationHarness.checked(Shop())
        await harness.send(.launched(.init(.warm, session: .signedIn("alice"))))
        for screen in pushes { await harness.send(.screenPushed(screen)) }
        #expect(harness.state.stack(for: .home) == expected)
        #expect(harness.violations.isEmpty)
    }

    @Test("A path write that repeats a screen is cut back to its first occurrence")
    func pathWriteRepeats() async {
        var harness = NavigationHarness.checked(Shop())
        await harness.send(.launched(.init(.warm, session: .signedIn("alice"))))
        await harness.send(.pathChanged(.home, [.product("5"), .review("5", "2")]))
        await harness.send(.pathChanged(.home, [.product("5"), .review("5", "2"), .product("5")]))
        #expect(harness.state.stack(for: .home) == [.product("5")])
        await harness.send(.pathChanged(.home, [.product("1"), .product("1"), .product("2")]))
        #expect(harness.state.stack(for: .home) == [.product("1"), .product("2")])
        #expect(harness.violations.isEmpty)
    }

    @Test("Inside a flow too")
    func insideAFlow() async {
        var harness = await ModalFlowTests.inCheckout()
        await harness.send(.screenPushed(.shipping))
        #expect(harness.state.presented?.stack == [.shipping])
        await harness.send(.screenPushed(.cart))
        #expect(harness.state.presented?.stack == [], "pushing the root screen pops to the root")
        #expect(harness.violations.isEmpty)
    }
}

@Suite("Destinations that put a screen in the wrong container")
struct ContainerSchemaErrorTests {
    @Test(
        "A schema error at first use, naming the route and the screen; the link lands on the fallback",
        arguments: [
            (
                "flows://step-in-tab",
                DecisionReason.destinationMisplaces(
                    link: "flows://step-in-tab", screen: "step(1)", in: .tab("main"),
                    .belongsInModal(screen: "step(1)", owner: "wizard"))
            ),
            (
                "flows://list-in-plain",
                .destinationMisplaces(
                    link: "flows://list-in-plain", screen: "item(1)", in: .modal("plain"), .modalHoldsNoStack("plain"))
            ),
            (
                "flows://root-pushed",
                .destinationPushesModalRoot(link: "flows://root-pushed", screen: "start", modal: "wizard")
            ),
            ("flows://twice", .destinationRepeats(link: "flows://twice", screen: "item(1)", in: .tab("main"))),
        ]
    )
    func wrongContainer(link: String, reason: DecisionReason) async {
        var harness = NavigationHarness.checked(Flows())
        await harness.send(.launched(.init(.warm, session: .signedOut)))
        await harness.send(.linkReceived(link, source: .link))
        #expect(harness.lastRecords.map(\.outcome) == [.rejected])
        #expect(harness.lastRecords.first?.reason == .fallback(reason, .landedOnFallback))
        #expect(harness.location == "main")
        #expect(harness.state.modal == nil)
        #expect(harness.state.notice == .unavailable)
    }

    @Test("A well-formed flow lands")
    func goodFlow() async {
        var harness = NavigationHarness.checked(Flows())
        await harness.send(.launched(.init(.warm, session: .signedOut)))
        await harness.send(.linkReceived("flows://wizard/3", source: .link))
        #expect(harness.state.presented?.description == "wizard > step(1) > step(2) > step(3)")
        #expect(harness.violations.isEmpty)
    }
}

@Suite("Flows inside a modal: edges")
struct ModalFlowEdgeTests {
    @Test("Expiry with a tab screen pushed inside the flow keeps the deepest link of the flow itself")
    func expiryBelowATabScreen() async {
        var harness = await ModalFlowTests.inCheckout()
        await harness.send(.screenPushed(.product("9")))
        #expect(harness.state.presented?.stack == [.shipping, .payment, .product("9")])
        await harness.send(.sessionExpired)
        #expect(harness.state.pending?.display == "shop://checkout/payment")
        #expect(harness.violations.isEmpty)
    }

    @Test("A push merge never puts a screen twice in a stack")
    func pushMergeOnce() async {
        var harness = NavigationHarness.checked(Lab())
        await harness.send(.launched(.init(.warm, session: .signedOut)))
        await harness.send(.linkReceived("lab://detail", source: .link))
        await harness.advance(by: .seconds(2))
        await harness.send(.linkReceived("lab://detail", source: .link))
        #expect(harness.location == "main > detail")
        #expect(harness.violations.isEmpty)
    }

    @Test("A hand-edited snapshot with a flow's screen or a repeated screen in a tab is cut there")
    func restoreCutsMisplacedScreens() async throws {
        var harness = NavigationHarness.checked(Shop())
        await harness.send(.launched(.init(.warm, session: .signedIn("alice"))))
        await harness.send(.pathChanged(.home, [.product("1")]))
        await harness.send(.pathChanged(.search, [.results("a")]))
        var snapshot = NavigationSnapshot(of: harness.state, schema: Shop())
        try #require(snapshot.stacks.count == 2)
        snapshot.stacks[0].screens = [.product("1"), .shipping, .product("2")]
        snapshot.stacks[1].screens = [.results("a"), .product("3"), .results("a")]
        var relaunched = NavigationHarness.checked(Shop())
        await relaunched.send(.launched(.init(.cold, session: .signedIn("alice"), snapshot: snapshot.encoded())))
        #expect(relaunched.state.stack(for: .home) == [.product("1")])
        #expect(relaunched.state.stack(for: .search) == [.results("a"), .product("3")])
        #expect(harness.violations.isEmpty && relaunched.violations.isEmpty)
    }
}

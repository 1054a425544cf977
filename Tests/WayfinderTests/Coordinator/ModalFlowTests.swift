import Foundation
import ShopExample
import Testing
import Wayfinder
import WayfinderTesting

@Suite("Flows inside a modal")
struct ModalFlowTests {
    /// Signed in as alice, on `home > product(5)`, with checkout open at payment.
    static func inCheckout() -> Machine<Shop> {
        var machine = Machine(Shop())
        machine.send(.launched(.init(.warm, session: .signedIn("alice"))))
        machine.send(.linkReceived("shop://products/5", source: .link))
        machine.send(.linkReceived("shop://checkout/payment", source: .link), after: .seconds(2))
        return machine
    }

    @Test("A link lands inside the modal with its synthetic back stack, over the current location")
    func linkLandsInside() {
        let machine = Self.inCheckout()
        #expect(machine.state.presented == ModalPresentation(.checkout, stack: [.shipping, .payment]))
        #expect(machine.location == "home > product(5)")
        #expect(machine.records.last?.landing?.description == "home > product(5) · modal checkout > shipping > payment")
    }

    @Test("A destination over a given tab location selects the tab and presents the flow")
    func destinationOverATab() {
        let destination = Destination<Shop>.tab(
            .account, [.orders], presenting: ModalPresentation(.checkout, stack: [.shipping]))
        #expect(destination.screens == [.orders, .shipping])
        #expect(destination.modal == .checkout)
    }

    @Test("Pushes and pops act on the modal's stack while it is up; back at its root does nothing")
    func movesActOnTheTopmostStack() {
        var machine = Self.inCheckout()
        machine.send(.popped)
        #expect(machine.state.presented?.stack == [.shipping])
        machine.send(.popped)
        machine.send(.popped)
        #expect(machine.state.presented == ModalPresentation(.checkout))
        #expect(machine.location == "home > product(5)", "the tab behind the sheet never moves")
        machine.send(.screenPushed(.shipping))
        machine.send(.screenPushed(.payment))
        #expect(machine.state.presented?.stack == [.shipping, .payment])
        machine.send(.poppedToRoot)
        #expect(machine.state.presented?.stack == [])
        #expect(machine.location == "home > product(5)")
    }

    @Test("pop(count:) and pop(to:) act on the topmost stack")
    func popCountAndPopTo() {
        var machine = Self.inCheckout()
        machine.send(.poppedTo(.shipping))
        #expect(machine.state.presented?.stack == [.shipping])
        machine.send(.screenPushed(.payment))
        machine.send(.poppedCount(5))
        #expect(machine.state.presented?.stack == [])
        machine.send(.screenPushed(.shipping))
        machine.send(.poppedTo(.cart))
        #expect(machine.state.presented?.stack == [], "the modal's root screen pops to the root")
        machine.send(.modalDismissed(.checkout))
        machine.send(.linkReceived("shop://products/5/reviews/2", source: .link), after: .seconds(2))
        machine.send(.poppedCount(1))
        #expect(machine.location == "home > product(5)")
        machine.send(.poppedTo(.orders))
        #expect(machine.location == "home > product(5)", "a screen that is not in the stack: nothing")
        machine.send(.poppedCount(0))
        #expect(machine.location == "home > product(5)")
    }

    @Test("Re-selecting the selected tab pops it to its root")
    func reselectPopsToRoot() {
        var machine = Machine(Shop())
        machine.send(.launched(.init(.warm, session: .signedIn("alice"))))
        machine.send(.linkReceived("shop://orders/42", source: .link))
        machine.send(.resolutionFinished(try! #require(machine.startedResolutions.first), .proceed))
        #expect(machine.location == "account > orders > order(42)")
        machine.send(.tabSelected(.home))
        #expect(machine.location == "home")
        machine.send(.tabSelected(.account))
        #expect(machine.location == "account > orders > order(42)", "selecting another tab keeps its stack")
        machine.send(.tabSelected(.account))
        #expect(machine.location == "account")
        #expect(machine.state.transition == .jump)
    }

    @Test("A screen of the flow cannot be pushed onto a tab, nor a tab's screen when the modal holds none")
    func containersAreChecked() {
        var machine = Machine(Shop())
        machine.send(.launched(.init(.warm, session: .signedIn("alice"))))
        machine.send(.screenPushed(.shipping))
        #expect(machine.location == "home")
        #expect(machine.records.first?.outcome == .rejected)
        #expect(machine.records.first?.reason == "shipping belongs inside checkout, not in a tab")
        machine.send(.modalRequested(.checkout))
        machine.send(.screenPushed(.product("5")))
        #expect(machine.state.presented?.stack == [.product("5")], "a tab's screen may be pushed inside a flow")
    }

    @Test("Every screen inside the modal passes the access check")
    func accessInsideTheModal() {
        var machine = Machine(Shop())
        machine.send(.launched(.init(.warm, session: .signedOut)))
        machine.send(.linkReceived("shop://reset-password/fresh", source: .link))
        machine.send(.resolutionFinished(try! #require(machine.startedResolutions.first), .proceed))
        #expect(machine.state.modal == .passwordReset)
        machine.send(.modalRequested(.checkout))
        #expect(machine.state.modal == .passwordReset, "checkout needs sign-in")
        var signedIn = Self.inCheckout()
        signedIn.send(.signedOut)
        #expect(signedIn.state.presented == nil)
        #expect(signedIn.location == "home > product(5)")
    }

    @Test("A link into the modal that is up replaces its stack at once; another link waits")
    func linksIntoTheOpenModal() {
        var machine = Self.inCheckout()
        machine.send(.linkReceived("shop://checkout", source: .link), after: .seconds(2))
        #expect(machine.state.presented == ModalPresentation(.checkout))
        #expect(machine.state.pending == nil)
        #expect(machine.state.transition == .jump)
        machine.send(.routeRequested(.checkoutShipping, source: .app))
        #expect(machine.state.presented?.stack == [.shipping])
        #expect(machine.state.transition == .step)
        machine.send(.linkReceived("shop://billing", source: .link), after: .seconds(2))
        #expect(machine.state.pending?.display == "shop://billing")
        #expect(machine.state.presented?.stack == [.shipping])
        machine.send(.modalDismissed(.checkout))
        #expect(machine.location == "account > billing")
    }

    @Test("A tap outside a dismissible modal closes it first and supersedes the link waiting for it")
    func tapOutsideClosesFirst() {
        var machine = Self.inCheckout()
        machine.send(.linkReceived("shop://billing", source: .link), after: .seconds(2))
        machine.send(.routeRequested(.product(id: "7"), source: .app))
        #expect(machine.state.modal == nil)
        #expect(machine.location == "home > product(7)")
        #expect(machine.state.pending == nil)
        #expect(machine.records.map(\.outcome) == [.superseded, .landed])
    }

    @Test("A tap while Shop's sign-in is up waits for it (sign-in declares that arrivals wait): the newest wins")
    func tapOverSignIn() {
        var machine = Machine(Shop())
        machine.send(.launched(.init(.warm, session: .signedOut)))
        machine.send(.linkReceived("shop://orders", source: .link))
        #expect(machine.state.modal == .signIn)
        machine.send(.routeRequested(.product(id: "7"), source: .app))
        #expect(machine.state.modal == .signIn)
        #expect(machine.location == "home")
        #expect(machine.state.pending?.display == "shop://products/7")
        #expect(machine.records.map(\.outcome) == [.superseded, .pending])
    }

    @Test("A tap with a modal that cannot be dismissed up waits like a link")
    func tapWaitsForNonDismissible() {
        var machine = Machine(Shop())
        machine.send(.launched(.init(.cold, session: .signedIn("alice"), gates: [.forcedUpdate])))
        machine.send(.routeRequested(.product(id: "7"), source: .app))
        #expect(machine.state.modal == .forcedUpdate)
        #expect(machine.state.pending?.display == "shop://products/7")
        machine.send(.gateCleared(.forcedUpdate))
        #expect(machine.location == "home > product(7)")
    }

    @Test("Expiry while the flow is what the person looks at: its link becomes the pending link")
    func expiryKeepsTheFlowsLink() {
        var machine = Self.inCheckout()
        machine.send(.sessionExpired)
        #expect(machine.state.pending?.display == "shop://checkout/payment")
        #expect(machine.state.modal == .signIn)
        #expect(machine.state.notice == .sessionExpired)
        machine.send(.signedIn("alice"))
        #expect(machine.state.presented == ModalPresentation(.checkout, stack: [.shipping, .payment]))
        #expect(machine.location == "home > product(5)")
    }

    @Test("An account change closes the flow and keeps no link")
    func accountChangeClosesTheFlow() {
        var machine = Self.inCheckout()
        machine.send(.signedIn("bob"))
        #expect(machine.state.presented == nil)
        #expect(machine.state.pending == nil)
    }

    @Test("Snapshots never hold the modal or its stack")
    func snapshotsHoldNoModal() throws {
        let machine = Self.inCheckout()
        let snapshot = NavigationSnapshot(of: machine.state, schema: Shop())
        let text = String(decoding: snapshot.encoded(), as: UTF8.self)
        #expect(!text.contains("checkout"))
        #expect(!text.contains("shipping"))
        #expect(snapshot.stacks.map(\.screens) == [[.product("5")]])
    }

    @Test("SwiftUI's writes to the modal's path: pops, pushes, replacements, and late writes")
    func modalPathWrites() {
        var machine = Self.inCheckout()
        machine.send(.modalPathChanged(.checkout, [.shipping]))
        #expect(machine.state.presented?.stack == [.shipping])
        machine.send(.modalPathChanged(.checkout, [.shipping, .payment]))
        #expect(machine.state.presented?.stack == [.shipping, .payment])
        machine.send(.modalPathChanged(.checkout, [.payment, .orders]))
        #expect(machine.state.presented?.stack == [.payment, .orders], "a replacement checked screen by screen")
        machine.send(.modalPathChanged(.passwordReset, []))
        #expect(machine.state.presented?.stack == [.payment, .orders], "a write for a modal that is not up")
        machine.send(.modalPathChanged(.checkout, [.payment, .orders, .cart]))
        #expect(machine.state.presented?.stack == [], "the root written on top goes back to the root")
        machine.send(.pathChanged(.home, [.product("5"), .shipping]))
        #expect(machine.location == "home > product(5)", "a flow's screen never enters a tab")
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
    func oneScreenOnce(pushes: [ShopScreen], expected: [ShopScreen]) {
        var machine = Machine(Shop())
        machine.send(.launched(.init(.warm, session: .signedIn("alice"))))
        for screen in pushes { machine.send(.screenPushed(screen)) }
        #expect(machine.state.stack(for: .home) == expected)
    }

    @Test("A path write that repeats a screen is cut back to its first occurrence")
    func pathWriteRepeats() {
        var machine = Machine(Shop())
        machine.send(.launched(.init(.warm, session: .signedIn("alice"))))
        machine.send(.pathChanged(.home, [.product("5"), .review("5", "2")]))
        machine.send(.pathChanged(.home, [.product("5"), .review("5", "2"), .product("5")]))
        #expect(machine.state.stack(for: .home) == [.product("5")])
        machine.send(.pathChanged(.home, [.product("1"), .product("1"), .product("2")]))
        #expect(machine.state.stack(for: .home) == [.product("1"), .product("2")])
    }

    @Test("Inside a flow too")
    func insideAFlow() {
        var machine = ModalFlowTests.inCheckout()
        machine.send(.screenPushed(.shipping))
        #expect(machine.state.presented?.stack == [.shipping])
        machine.send(.screenPushed(.cart))
        #expect(machine.state.presented?.stack == [], "pushing the root screen pops to the root")
    }
}

@Suite("Destinations that put a screen in the wrong container")
struct ContainerSchemaErrorTests {
    @Test(
        "A schema error at first use, naming the route and the screen; the link lands on the fallback",
        arguments: [
            (
                "flows://step-in-tab",
                "schema error: flows://step-in-tab puts step(1) in tab main, but step(1) belongs inside wizard, not in a tab"
            ),
            (
                "flows://list-in-plain",
                "schema error: flows://list-in-plain puts item(1) inside plain, but plain holds no stack"
            ),
            ("flows://root-pushed", "schema error: flows://root-pushed pushes start, the root of wizard"),
            ("flows://twice", "schema error: flows://twice puts item(1) twice in tab main"),
        ]
    )
    func wrongContainer(link: String, reason: String) {
        var machine = Machine(Flows())
        machine.send(.launched(.init(.warm, session: .signedOut)))
        machine.send(.linkReceived(link, source: .link))
        #expect(machine.records.map(\.outcome) == [.rejected])
        #expect(
            machine.records.first?.reason.hasPrefix(asSentence(reason)) == true,
            "\(machine.records.first?.reason ?? "")")
        #expect(machine.location == "main")
        #expect(machine.state.modal == nil)
        #expect(machine.state.notice == .unavailable)
    }

    @Test("A well-formed flow lands")
    func goodFlow() {
        var machine = Machine(Flows())
        machine.send(.launched(.init(.warm, session: .signedOut)))
        machine.send(.linkReceived("flows://wizard/3", source: .link))
        #expect(machine.state.presented?.description == "wizard > step(1) > step(2) > step(3)")
    }
}

/// The record's reason as the fallback writes it: a sentence.
private func asSentence(_ text: String) -> String { text.prefix(1).uppercased() + text.dropFirst() }

@Suite("Flows inside a modal: edges")
struct ModalFlowEdgeTests {
    @Test("Expiry with a tab screen pushed inside the flow keeps the deepest link of the flow itself")
    func expiryBelowATabScreen() {
        var machine = ModalFlowTests.inCheckout()
        machine.send(.screenPushed(.product("9")))
        #expect(machine.state.presented?.stack == [.shipping, .payment, .product("9")])
        machine.send(.sessionExpired)
        #expect(machine.state.pending?.display == "shop://checkout/payment")
    }

    @Test("A push merge never puts a screen twice in a stack")
    func pushMergeOnce() {
        var machine = Machine(Lab())
        machine.send(.launched(.init(.warm, session: .signedOut)))
        machine.send(.linkReceived("lab://detail", source: .link))
        machine.send(.linkReceived("lab://detail", source: .link), after: .seconds(2))
        #expect(machine.location == "main > detail")
    }

    @Test("A hand-edited snapshot with a flow's screen or a repeated screen in a tab is cut there")
    func restoreCutsMisplacedScreens() throws {
        var machine = Machine(Shop())
        machine.send(.launched(.init(.warm, session: .signedIn("alice"))))
        machine.send(.pathChanged(.home, [.product("1")]))
        machine.send(.pathChanged(.search, [.results("a")]))
        var snapshot = NavigationSnapshot(of: machine.state, schema: Shop())
        try #require(snapshot.stacks.count == 2)
        snapshot.stacks[0].screens = [.product("1"), .shipping, .product("2")]
        snapshot.stacks[1].screens = [.results("a"), .product("3"), .results("a")]
        var relaunched = Machine(Shop())
        relaunched.send(.launched(.init(.cold, session: .signedIn("alice"), snapshot: snapshot.encoded())))
        #expect(relaunched.state.stack(for: .home) == [.product("1")])
        #expect(relaunched.state.stack(for: .search) == [.results("a"), .product("3")])
    }
}

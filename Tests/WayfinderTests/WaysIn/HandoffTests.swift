import Foundation
import ShopExample
import Testing
import Wayfinder
import WayfinderTesting

/// The Shop's rules without its own `route(forRootOf:)`, to check the default derives the same.
private struct DerivedRootsShop: NavigationSchema {
    let shop = Shop()
    var tabs: [ShopTab] { shop.tabs }
    var defaultTab: ShopTab { shop.defaultTab }
    var links: LinkTable<ShopRoute> { shop.links }
    var signInModal: ShopModal { shop.signInModal }
    var notices: NoticeRoles<ShopNotice> { shop.notices }
    func rule(for route: ShopRoute) -> RouteRule<DerivedRootsShop> {
        let rule = shop.rule(for: route)
        let destination: Destination<DerivedRootsShop> =
            switch rule.destination.place {
            case .tab(let tab, let stack): .tab(tab, stack)
            case .current: .modal(rule.destination.modal ?? .checkout)
            }
        return RouteRule(rule.access, destination, needsResolution: rule.needsResolution)
    }
    func access(for screen: ShopScreen) -> Access { shop.access(for: screen) }
    func rule(for modal: ShopModal) -> ModalRule { shop.rule(for: modal) }
    func modal(for gate: LaunchGate) -> ShopModal? { shop.modal(for: gate) }
}

@Suite("Handoff: the canonical link of where the person is")
@MainActor
struct HandoffTests {
    @Test("The default finds the link that lands exactly on a tab root")
    func theDefaultRootRoutesAreTheShops() {
        for tab in ShopTab.allCases {
            #expect(DerivedRootsShop().route(forRootOf: tab) == Shop().route(forRootOf: tab), "\(tab)")
        }
        #expect(DerivedRootsShop().route(forRootOf: .home) == .home)
        #expect(DerivedRootsShop().route(forRootOf: .search) == .search(query: nil))
        #expect(DerivedRootsShop().route(forRootOf: .account) == nil)
    }

    @Test func theStateBeforeAnyLaunchIsTheHomeRoot() {
        #expect(NavigationState(schema: Shop()).handoffLink(in: Shop()) == "shop://")
    }

    @Test func theNavigatorTellsOnlyWhenTheLinkChanges() async {
        let navigator = Navigator(schema: Shop(), clock: ManualClock())
        #expect(navigator.handoffLink == "shop://")
        navigator.launch(.warm, session: .signedIn("alice"))
        let reader = Reader { _ = navigator.handoffLink }
        navigator.open("shop://products/5")
        #expect(navigator.handoffLink == "shop://products/5")
        await Task.yield()
        #expect(reader.notifications == 1)
        // A move that keeps the same link (the same product again, a notice over it) tells nobody.
        navigator.open("shop://nowhere")
        navigator.select(tab: .home)
        navigator.open("shop://products/5")
        navigator.dismissNotice()
        await Task.yield()
        #expect(navigator.handoffLink == "shop://")
        navigator.push(.product("5"))
        #expect(navigator.handoffLink == "shop://products/5")
        navigator.open("shop://checkout")
        #expect(navigator.modal == .checkout)
        #expect(navigator.handoffLink == "shop://checkout")
        navigator.raise(.forcedUpdate)
        #expect(navigator.handoffLink == nil)
        navigator.clear(.forcedUpdate)
        // The gate's cover replaced the sheet: the person is back on the product.
        #expect(navigator.modal == nil)
        #expect(navigator.handoffLink == "shop://products/5")
        let before = reader.notifications
        navigator.send(.timePassed)
        await Task.yield()
        #expect(reader.notifications == before)
    }

    @Test func aUniversalLinkIsTheCanonicalPathOnTheHost() {
        let links = Shop().links
        #expect(
            links.universalLink(for: .order(id: "42"), host: "shop.example.com") == "https://shop.example.com/orders/42"
        )
        #expect(links.universalLink(for: .home, host: "SHOP.example.com") == "https://shop.example.com/")
        #expect(
            links.universalLink(for: .search(query: "red boots"), host: "www.shop.example.com")
                == "https://www.shop.example.com/search?q=red%20boots")
        #expect(links.universalLink(for: .order(id: "42"), host: "evil.example.com") == nil)
        #expect(links.universalLink(for: .passwordReset(code: "k3y"), host: "shop.example.com") == nil)
    }

    @Test("Quick actions and Spotlight items are named by the canonical link, never a secret one")
    func identifiersAreCanonicalLinks() throws {
        let links = Shop().links
        #expect(links.identifier(for: .order(id: "42")) == "shop://orders/42")
        #expect(links.identifier(for: .product(id: "a b")) == "shop://products/a%20b")
        #expect(links.identifier(for: .teamInvite(teamID: "7", token: "t0k")) == nil)
        #expect(links.identifier(for: .product(id: "")) == nil)
        let identifier = try #require(links.identifier(for: .review(productID: "5", reviewID: "2")))
        #expect(try links.match(identifier).get() == .review(productID: "5", reviewID: "2"))
    }

    @Test("An intent's route goes through the decisions a link does, duplicate window included")
    func anIntentIsDecidedLikeALink() {
        let navigator = Navigator(schema: Shop(), clock: ManualClock())
        navigator.launch(.warm, session: .signedOut)
        navigator.open(ShopRoute.order(id: "42"), source: .intent)
        #expect(navigator.modal == .signIn)
        #expect(navigator.state.pending?.source == .intent)
        #expect(navigator.handoffLink == nil)
        navigator.open(ShopRoute.order(id: "42"), source: .intent)
        #expect(navigator.log.records.last?.outcome == .duplicate)
        #expect(navigator.log.records.last?.source == .intent)
    }

    @Test("The journal writes a launch's source and an intent as the script lines that replay them")
    func theJournalNamesTheSource() {
        var journal = NavigationJournal(schema: Shop())
        journal.append(
            .launched(.init(.cold, session: .signedOut, link: "shop://orders/42", source: .shortcut)), at: .zero,
            session: .unknown, effects: [])
        journal.append(.routeRequested(.order(id: "7"), source: .intent), at: .zero, session: .signedOut, effects: [])
        journal.append(.routeRequested(.order(id: "7"), source: .app), at: .zero, session: .signedOut, effects: [])
        journal.append(.linkReceived("shop://billing", source: .widget), at: .zero, session: .signedOut, effects: [])
        #expect(
            journal.entries.map(\.event.scriptLine) == [
                "launch cold shop://orders/42 session=signed-out source=shortcut", "open shop://orders/7 source=intent",
                "tap shop://orders/7", "open shop://billing source=widget",
            ])
    }

    @Test func everyExternalSourceIsExternalAndNoOtherIs() {
        #expect(Set(LinkSource.allCases.filter(\.isExternal)) == Set(LinkSource.external))
        #expect(LinkSource.external.count == 7)
    }

    @Test func aWidgetLinkIsMarkedAndUnmarked() throws {
        #expect(WidgetLink.marking("shop://orders/42") == "shop://orders/42#wayfinder-widget")
        #expect(WidgetLink.marking("shop://orders/42#top") == "shop://orders/42#wayfinder-widget")
        #expect(WidgetLink.unmarked("shop://orders/42#wayfinder-widget") == "shop://orders/42")
        #expect(WidgetLink.unmarked("shop://orders/42") == nil)
        #expect(try Shop().links.match(WidgetLink.marking("shop://orders/42")).get() == .order(id: "42"))
    }
}

import Foundation
import ShopExample
import Testing
import Wayfinder
import WayfinderTesting

@Suite("A cold launch reads everything the scene connected with, and launches once")
struct LaunchHandoverTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var connection: SceneConnectionLinks
        var expected: LaunchLink?
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "from the icon", connection: SceneConnectionLinks(), expected: nil),
        Case(
            name: "a custom-scheme URL", connection: SceneConnectionLinks(urls: ["shop://orders/42"]),
            expected: LaunchLink("shop://orders/42", source: .link)),
        Case(
            name: "a universal link as a URL context",
            connection: SceneConnectionLinks(urls: ["https://shop.example.com/orders/42"]),
            expected: LaunchLink("https://shop.example.com/orders/42", source: .activity)),
        Case(
            name: "a widget's marked URL, unmarked",
            connection: SceneConnectionLinks(urls: ["shop://orders/42#wayfinder-widget"]),
            expected: LaunchLink("shop://orders/42", source: .widget)),
        Case(
            name: "a web-browsing activity",
            connection: SceneConnectionLinks(webpageURLs: ["https://shop.example.com/products/5"]),
            expected: LaunchLink("https://shop.example.com/products/5", source: .activity)),
        Case(
            name: "a Spotlight result", connection: SceneConnectionLinks(spotlightIdentifiers: ["shop://products/5"]),
            expected: LaunchLink("shop://products/5", source: .spotlight)),
        Case(
            name: "a quick action", connection: SceneConnectionLinks(shortcutType: "shop://orders"),
            expected: LaunchLink("shop://orders", source: .shortcut)),
        Case(
            name: "a notification response", connection: SceneConnectionLinks(notificationLink: "shop://orders/42"),
            expected: LaunchLink("shop://orders/42", source: .push)),
        Case(
            name: "everything at once: the notification wins",
            connection: SceneConnectionLinks(
                urls: ["shop://billing"], webpageURLs: ["https://shop.example.com/products/5"],
                spotlightIdentifiers: ["shop://products/6"], shortcutType: "shop://orders",
                notificationLink: "shop://orders/42"),
            expected: LaunchLink("shop://orders/42", source: .push)),
        Case(
            name: "a quick action before a URL",
            connection: SceneConnectionLinks(urls: ["shop://billing"], shortcutType: "shop://orders"),
            expected: LaunchLink("shop://orders", source: .shortcut)),
        Case(
            name: "a URL before an activity",
            connection: SceneConnectionLinks(
                urls: ["shop://billing"], webpageURLs: ["https://shop.example.com/products/5"]),
            expected: LaunchLink("shop://billing", source: .link)),
        Case(
            name: "a web-browsing activity before a Spotlight result",
            connection: SceneConnectionLinks(
                webpageURLs: ["https://shop.example.com/products/5"], spotlightIdentifiers: ["shop://products/6"]),
            expected: LaunchLink("https://shop.example.com/products/5", source: .activity)),
    ]

    @Test(arguments: cases)
    func theLaunchLinkIsChosenWithItsSource(_ c: Case) {
        #expect(c.connection.launchLink == c.expected)
    }

    @Test("Issue 18, defect 1: a notification that connects the scene is the launch link, not a later warm push")
    func aNotificationThatConnectsTheSceneIsTheLaunchLink() {
        var handover = LaunchHandover()
        #expect(handover.register() == .wait)
        let tap = LaunchLink("shop://orders/42", source: .push)
        #expect(handover.sceneConnected(with: SceneConnectionLinks(notificationLink: tap.link)) == .launch(tap))
        #expect(handover.hasLaunched)
        // UIKit then tells the notification delegate about the same tap: it landed already.
        #expect(handover.deliver(tap) == .wait)
        // A later tap on another notification opens in the running app.
        #expect(handover.deliver(tap) == .open(tap))
    }

    @Test func aLinkDeliveredBeforeTheSceneConnectsIsTheLaunchLink() {
        var handover = LaunchHandover()
        let intent = LaunchLink("shop://orders/7", source: .intent)
        #expect(handover.deliver(intent) == .wait)
        #expect(handover.captured == intent)
        #expect(handover.register() == .wait)
        #expect(handover.sceneConnected(with: SceneConnectionLinks()) == .launch(intent))
        #expect(handover.captured == nil)
    }

    @Test func theSceneMayConnectBeforeTheAppRegisters() {
        var handover = LaunchHandover()
        #expect(handover.sceneConnected(with: SceneConnectionLinks(shortcutType: "shop://orders")) == .wait)
        #expect(!handover.hasLaunched)
        #expect(handover.register() == .launch(LaunchLink("shop://orders", source: .shortcut)))
        #expect(handover.hostAppeared() == .wait)
    }

    @Test func withoutASceneDelegateTheHostLaunchesOnce() {
        var handover = LaunchHandover()
        #expect(handover.hostAppeared() == .wait)
        #expect(handover.register() == .launch(nil))
        #expect(handover.hostAppeared() == .wait)
        #expect(handover.register() == .wait)
    }

    @Test func aSecondWindowOpensItsLinkInTheRunningApp() {
        var handover = LaunchHandover()
        _ = handover.register()
        #expect(handover.sceneConnected(with: SceneConnectionLinks()) == .launch(nil))
        let second = SceneConnectionLinks(spotlightIdentifiers: ["shop://products/5"])
        #expect(handover.sceneConnected(with: second) == .open(LaunchLink("shop://products/5", source: .spotlight)))
        #expect(handover.sceneConnected(with: SceneConnectionLinks()) == .wait)
    }

    @Test("A launch from a notification restores every other tab and records the push as the launch")
    func theLaunchLinkBeatsRestorationWithItsSource() async {
        var harness = NavigationHarness(schema: Shop())
        await harness.send(.launched(.init(.warm, session: .signedIn("alice"))))
        await harness.send(.linkReceived("shop://search?q=boots", source: .link))
        await harness.send(.scenePhaseChanged(.background))
        var handover = LaunchHandover()
        _ = handover.register()
        guard case .launch(let link?) = handover.sceneConnected(with: .init(notificationLink: "shop://orders/42"))
        else {
            Issue.record("no launch link")
            return
        }
        await harness.send(
            .launched(
                .init(
                    .cold, session: .signedIn("alice"), link: link.link, source: link.source,
                    snapshot: harness.savedSnapshot)))
        #expect(harness.state.location.description == "account > orders > order(42)")
        #expect(harness.state.stack(for: .search) == [.results("boots")])
        let landed = harness.records.last { $0.outcome == .landed }
        #expect(landed?.source == .push)
        #expect(landed?.link == "shop://orders/42")
    }
}

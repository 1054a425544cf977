import Foundation
import Testing
import Wayfinder

@Suite("Entry points: the source of an opened URL, a notification's link, the app's scene phase")
struct EntryPointTests {
    @Test(
        "onOpenURL: universal links are activities, custom schemes are links",
        arguments: [
            ("https://shop.example.com/orders/42", LinkSource.activity),
            ("HTTPS://shop.example.com/orders/42", .activity),
            ("http://www.shop.example.com/products/5", .activity),
            ("shop://orders/42", .link),
            ("mailto:someone@example.com", .link),
            ("shop://orders/42#wayfinder-widget", .widget),
            ("https://shop.example.com/orders/42#wayfinder-widget", .widget),
            ("shop://orders/42#wayfinder", .link),
        ]
    )
    func openedURL(_ text: String, _ expected: LinkSource) throws {
        let url = try #require(URL(string: text))
        #expect(LinkSource.openedURL(url) == expected)
    }

    struct NotificationCase: @unchecked Sendable, CustomTestStringConvertible {
        var name: String
        var userInfo: [AnyHashable: Any]
        var key: String = NotificationLink.defaultKey
        var expected: String?
        var testDescription: String { name }
    }

    static let notificationCases: [NotificationCase] = [
        NotificationCase(name: "text", userInfo: ["link": "shop://orders/42"], expected: "shop://orders/42"),
        NotificationCase(
            name: "a URL value", userInfo: ["link": URL(string: "https://shop.example.com/orders/7")!],
            expected: "https://shop.example.com/orders/7"
        ),
        NotificationCase(name: "padded text", userInfo: ["link": "  shop://billing \n"], expected: "shop://billing"),
        NotificationCase(
            name: "another key", userInfo: ["url": "shop://orders/1"], key: "url", expected: "shop://orders/1"),
        NotificationCase(name: "no link", userInfo: ["aps": ["alert": "Hi"]], expected: nil),
        NotificationCase(name: "not text", userInfo: ["link": 42], expected: nil),
        NotificationCase(name: "empty text", userInfo: ["link": ""], expected: nil),
        NotificationCase(name: "no scheme", userInfo: ["link": "orders/42"], expected: nil),
    ]

    @Test(arguments: notificationCases)
    func notificationLink(_ c: NotificationCase) {
        #expect(NotificationLink.url(in: c.userInfo, key: c.key)?.absoluteString == c.expected)
    }

    @Test("Two windows: the app goes to the background only when both have")
    func twoWindows() {
        var phases = ScenePhases<Int>()
        // The first window to appear is active, as the navigator already is: nothing to forward.
        #expect(phases.update(1, phase: .active) == nil)
        #expect(phases.update(2, phase: .active) == nil)
        // One window goes to the background while the other is in use: nothing to forward.
        #expect(phases.update(1, phase: .background) == nil)
        #expect(phases.appPhase == .active)
        #expect(phases.update(2, phase: .background) == .background)
        #expect(phases.update(2, phase: .active) == .active)
        // The active window closes; the other is in the background.
        #expect(phases.update(2, phase: nil) == .background)
        // The last window closes: nothing to forward.
        #expect(phases.update(1, phase: nil) == nil)
        #expect(phases.appPhase == .background)
    }
}

import Foundation
import Testing
import Wayfinder

@Suite("Notification centre: asked for only from an app or app-extension bundle")
struct NotificationCenterAccessTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var bundlePath: String
        var bundleIdentifier: String?
        var expected: Bool
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "an app", bundlePath: "/Applications/Shop.app", bundleIdentifier: "org.shop.app", expected: true),
        Case(
            name: "an app, written with a trailing slash", bundlePath: "/Applications/Shop.app/",
            bundleIdentifier: "org.shop.app", expected: true
        ),
        Case(
            name: "an app extension", bundlePath: "/Applications/Shop.app/PlugIns/Share.appex",
            bundleIdentifier: "org.shop.app.share", expected: true
        ),
        Case(
            name: "swift run: the build folder, no identifier", bundlePath: "/work/Examples/ShopApp/.build/debug",
            bundleIdentifier: nil, expected: false
        ),
        Case(
            name: "a bare executable with an embedded Info.plist", bundlePath: "/work/.build/debug",
            bundleIdentifier: "org.shop.app", expected: false
        ),
        Case(
            name: "a helper inside an app's resources", bundlePath: "/Applications/Shop.app/Contents/Resources",
            bundleIdentifier: "org.shop.app", expected: false
        ),
        Case(name: "an app without an identifier", bundlePath: "/tmp/Shop.app", bundleIdentifier: nil, expected: false),
        Case(name: "an empty identifier", bundlePath: "/tmp/Shop.app", bundleIdentifier: "", expected: false),
    ]

    @Test(arguments: cases)
    func availability(_ c: Case) {
        let url = URL(fileURLWithPath: c.bundlePath, isDirectory: true)
        #expect(
            NotificationCenterAccess.isAvailable(bundleURL: url, bundleIdentifier: c.bundleIdentifier) == c.expected)
    }
}

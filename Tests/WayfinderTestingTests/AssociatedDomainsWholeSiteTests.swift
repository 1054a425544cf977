import Foundation
import ShopExample
import Testing
import Wayfinder

@testable import WayfinderTesting

/// Components that send the whole site, or every path under a prefix no rule owns, to the app.
@Suite("Associated domains: whole-site claims")
struct AssociatedDomainsWholeSiteTests {
    /// A social app: a page per slug at the root (which no component can send without claiming
    /// the whole site), profiles under `@`, and a literal and a tail next to them.
    struct Pulse: NavigationSchema {
        enum Tab: String, Hashable, Codable, Sendable, CustomStringConvertible {
            case main
            var description: String { rawValue }
        }
        enum Screen: Hashable, Codable, Sendable, CustomStringConvertible {
            case page(String)
            var description: String {
                switch self {
                case .page(let p): "page(\(p))"
                }
            }
        }
        enum Modal: String, Hashable, Codable, Sendable, CustomStringConvertible {
            case login
            var description: String { rawValue }
        }
        enum Notice: String, Hashable, Codable, Sendable, CustomStringConvertible {
            case unavailable
            var description: String { rawValue }
        }
        enum Route: Hashable, Sendable {
            case home, settings
            case page(String)
            case profile(String)
            case files(String)
        }

        var tabs: [Tab] { [.main] }
        var defaultTab: Tab { .main }
        var signInModal: Modal { .login }
        var notices: NoticeRoles<Notice> {
            NoticeRoles(
                linkUnavailable: .unavailable, sessionExpired: .unavailable, signInFailed: .unavailable,
                accessDenied: .unavailable)
        }
        var links: LinkTable<Route> {
            // The table is valid; a failure here is a test bug.
            // swiftlint:disable:next force_try
            try! LinkTable(origins: LinkOrigins(schemes: ["pulse"], hosts: ["pulse.example.com"])) {
                LinkRule("/", to: .home)
                LinkRule("/settings", to: .settings)
                LinkRule("/:slug", Route.page) { if case .page(let s) = $0 { s } else { nil } }
                LinkRule("/@:handle", Route.profile) { if case .profile(let h) = $0 { h } else { nil } }
                LinkRule("/files/*path", Route.files) { if case .files(let p) = $0 { p } else { nil } }
            }
        }
        var sampleLinks: [SampleLink] {
            [SampleLink("pulse://about"), SampleLink("pulse://@alice"), SampleLink("pulse://files/a/b")]
        }
        func rule(for route: Route) -> RouteRule<Pulse> { RouteRule(.public, .tab(.main, [.page("\(route)")])) }
        func access(for screen: Screen) -> Access { .public }
        func rule(for modal: Modal) -> ModalRule { ModalRule(priority: 200) }
        func modal(for gate: LaunchGate) -> Modal? { nil }
    }

    let domains = AssociatedDomains(schema: Pulse())

    private func findings(_ json: String) -> [String] {
        let report = domains.check(Data(json.utf8), appID: nil)
        return report.apps.flatMap { $0.findings + $0.hosts.flatMap(\.findings) }
    }

    private static func file(_ components: String) -> String {
        #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.pulse"], "components": [\#(components)]}]}}"#
    }

    @Test func theGeneratorNeverClaimsTheWholeSite() {
        let paths = domains.components.map(\.path)
        #expect(!paths.contains("/?*"), "\(paths)")
        #expect(paths.contains("/@?*"), "a prefixed rule gets a component as tight as its prefix")
        #expect(domains.leftOut.map(\.rule) == ["/:slug"])
        #expect(domains.leftOut.first?.reason.contains("every path") == true)
        let text = domains.generate(appID: "ABCDE12345.com.example.pulse")
        #expect(!text.contains(#""/?*""#))
        // The generated file is checked like any other: the rule left out stays in the browser,
        // and nothing claims every path.
        let found = findings(text)
        #expect(found.contains { $0.hasPrefix("/:slug: no component sends its links to the app") }, "\(found)")
        #expect(!found.contains { $0.contains("claims every path") }, "\(found)")
    }

    @Test(arguments: [#"{"/": "/?*"}"#, #"{"/": "*"}"#, #"{"/": "/*"}"#, #"{"/": "/*", "?": "*"}"#])
    func aHandWrittenWholeSiteComponentIsReported(_ component: String) {
        let found = findings(Self.file(component))
        #expect(found.contains { $0.contains("claims every path of the site") }, "\(found)")
    }

    @Test func aLegacyCatchAllIsReportedToo() {
        let found = findings(
            #"{"applinks": {"apps": [], "details": [{"appID": "ABCDE12345.com.example.pulse", "paths": ["*"]}]}}"#)
        #expect(found.contains { $0.contains("claims every path of the site") }, "\(found)")
    }

    @Test func aGeneratedWholeSiteComponentNamesItsRule() {
        // What the generator printed before: the rule's pattern opens the comment.
        let found = findings(
            Self.file(
                #"{"/": "/", "comment": "/"}, {"/": "/?*", "comment": "/:slug — `?*` stands for :slug"}"#))
        let claim = found.first { $0.contains("claims every path of the site") }
        #expect(claim?.contains("generated for the rule /:slug") == true, "\(found)")
    }

    @Test func aPrefixNoRuleOwnsIsReported() {
        let found = findings(Self.file(#"{"/": "/s*"}, {"/": "/?*", "exclude": true}"#))
        #expect(found.contains { $0.contains("claims every path under /s") }, "\(found)")
    }

    @Test(arguments: [#"{"/": "/@?*"}"#, #"{"/": "/@*"}"#, #"{"/": "/files/*"}"#, #"{"/": "/settings"}"#])
    func aComponentThatClaimsOnlyItsRulesPathsIsNotReported(_ component: String) {
        let found = findings(Self.file(component))
        #expect(!found.contains { $0.contains("claims every path") }, "\(found)")
    }

    @Test func theShopsGeneratedFileStaysClean() {
        let shop = AssociatedDomains(schema: Shop())
        #expect(shop.leftOut.isEmpty)
        let report = shop.check(Data(shop.generate(appID: "ABCDE12345.com.example.shop").utf8), appID: nil)
        #expect(report.passed, "\(report.text)")
    }
}

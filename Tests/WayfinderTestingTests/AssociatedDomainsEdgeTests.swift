import Foundation
import Testing
import Wayfinder

@testable import WayfinderTesting

/// What Shop's table does not have: a required query field, a catch-all tail, a literal with a
/// character Apple reads as a wildcard, and a table without https hosts.
@Suite("Associated domains: edges")
struct AssociatedDomainsEdgeTests {
    struct Docs: NavigationSchema {
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
            case files(String)
            case find(String)
            case sale, home
        }

        var hosts: [String] = ["docs.example.com"]

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
            try! LinkTable(origins: LinkOrigins(schemes: ["docs"], hosts: hosts)) {
                LinkRule("/", to: .home)
                LinkRule("/files/*path", Route.files) { if case .files(let p) = $0 { p } else { nil } }
                LinkRule("/find?q", Route.find) { if case .find(let q) = $0 { q } else { nil } }
                LinkRule("/sale*", to: .sale)
            }
        }
        var sampleLinks: [SampleLink] {
            [SampleLink("docs://files/a/b"), SampleLink("docs://find?q=swift"), SampleLink("docs://sale*")]
        }
        func rule(for route: Route) -> RouteRule<Docs> { RouteRule(.public, .tab(.main, [.page("\(route)")])) }
        func access(for screen: Screen) -> Access { .public }
        func rule(for modal: Modal) -> ModalRule { ModalRule(priority: 200) }
        func modal(for gate: LaunchGate) -> Modal? { nil }
    }

    @Test func requiredQueryFieldsTailsAndEscapedLiterals() {
        let domains = AssociatedDomains(schema: Docs())
        let components = Dictionary(uniqueKeysWithValues: domains.components.map { ($0.rule, $0) })
        #expect(components["/find?q"]?.path == "/find")
        #expect(components["/find?q"]?.requiredQueryItems == ["q"])
        #expect(components["/files/*path"]?.path == "/files/?*")
        #expect(components["/files/*path"]?.wider?.contains("*path") == true)
        #expect(components["/sale*"]?.path == "/sale%2A")
        #expect(domains.components.last?.rule == "/files/*path", "a tail comes after every other rule")
        let text = domains.generate(appID: "A.b")
        #expect(text.contains(#"{ "/": "/find", "?": { "q": "?*" }, "comment": "/find?q" }"#))
        #expect(domains.check(Data(text.utf8), appID: nil).passed)
    }

    @Test func aFileWithoutTheRequiredQueryKeepsNothingOut() {
        // A file that demands a query item the rule does not: links without it stay in the browser.
        // (`"lang": "*"` would demand nothing: an absent item counts as the empty value.)
        let file = #"""
            {"applinks": {"details": [{"appIDs": ["A.b"], "components": [
              {"/": "/"}, {"/": "/files/*"}, {"/": "/sale%2A"}, {"/": "/find", "?": {"q": "?*", "lang": "?*"}}
            ]}]}}
            """#
        let report = AssociatedDomains(schema: Docs()).check(Data(file.utf8), appID: nil)
        let findings = report.apps.first?.hosts.first?.findings ?? []
        #expect(findings.contains { $0.hasPrefix("/find?q: no component sends its links") })
        #expect(findings.count == 1, "\(report.text)")
    }

    @Test func aTableWithoutHostsHasNothingToAssociate() {
        var schema = Docs()
        schema.hosts = []
        #expect(AssociatedDomains(schema: schema).hosts.isEmpty)
    }
}

import ShopExample
import Testing
import Wayfinder
import WayfinderTesting

/// The route map marks what sign-in is in a schema: a sign-in that cannot be dismissed (an app
/// with no public tab keeps it up) says so, as a launch gate's modal does, and a modal that helps
/// sign-in says so on its own box, besides the detour drawn to it.
@Suite("Route map: sign-in that cannot be dismissed, and its helper")
struct RouteMapSignInMarksTests {
    @Test func aSignInThatCannotBeDismissedIsMarked() async {
        let map = await RouteMap(schema: Gatehouse(), account: "ada")
        #expect(map.undismissibleModals == ["signIn"])
        #expect(
            map.mermaid.contains(#"m0[/"modal signIn<br>cannot be dismissed<br>links and taps wait"/]"#),
            "\(map.mermaid)")
        #expect(map.dot.contains(#"label="modal signIn\ncannot be dismissed"#), "\(map.dot)")
    }

    @Test func aDismissibleSignInIsNotMarked() async {
        let map = await RouteMap(schema: Gatehouse(signInDismissible: true), account: "ada")
        #expect(map.undismissibleModals.isEmpty)
        #expect(!map.mermaid.contains("cannot be dismissed"), "\(map.mermaid)")
    }

    @Test func aHelperOfSignInIsMarkedOnItsBox() async {
        let map = await RouteMap(schema: Gatehouse(), account: "ada")
        #expect(map.signInHelpers == ["reset"])
        #expect(map.mermaid.contains(#"[/"modal reset<br>helps sign-in: shown in its place<br>"#), "\(map.mermaid)")
        #expect(map.mermaid.contains(#"-->|"a link to it: shown in sign-in's place, the link keeps waiting"|"#))
        // Shop's reset sheet too.
        let shop = await RouteMap(schema: Shop(), account: "alice").mermaid
        #expect(shop.contains(#"m4[/"modal passwordReset<br>helps sign-in: shown in its place<br>"#), "\(shop)")
    }
}

/// An app with no public tab: sign-in cannot be dismissed, and a reset sheet helps it.
struct Gatehouse: NavigationSchema {
    enum Tab: String, Hashable, Codable, Sendable, CustomStringConvertible {
        case main
        var description: String { rawValue }
    }
    enum Screen: String, Hashable, Codable, Sendable, CustomStringConvertible {
        case vault
        var description: String { rawValue }
    }
    enum Modal: String, Hashable, Codable, Sendable, CustomStringConvertible {
        case signIn, reset
        var description: String { rawValue }
    }
    enum Notice: String, Hashable, Codable, Sendable, CustomStringConvertible {
        case unavailable, expired, failed
        var description: String { rawValue }
    }
    enum Route: Hashable, Sendable { case vault, reset }

    static let table: LinkTable<Route> = {
        do {
            return try LinkTable(origins: LinkOrigins(schemes: ["gate"])) {
                LinkRule("/vault", to: Route.vault)
                LinkRule("/reset", to: Route.reset)
            }
        } catch {
            preconditionFailure("The Gatehouse link table is declared wrongly: \(error)")
        }
    }()

    var signInDismissible = false

    var tabs: [Tab] { [.main] }
    var defaultTab: Tab { .main }
    var links: LinkTable<Route> { Self.table }
    var signInModal: Modal { .signIn }
    var notices: NoticeRoles<Notice> {
        NoticeRoles(linkUnavailable: .unavailable, sessionExpired: .expired, signInFailed: .failed)
    }
    func rule(for route: Route) -> RouteRule<Gatehouse> {
        switch route {
        case .vault: RouteRule(.signedIn, .tab(.main, [.vault]))
        case .reset: RouteRule(.public, Destination(place: .current, modal: .reset))
        }
    }
    func access(forRootOf tab: Tab) -> Access { .signedIn }
    func access(for screen: Screen) -> Access { .signedIn }
    func rule(for modal: Modal) -> ModalRule {
        switch modal {
        case .signIn: ModalRule(priority: 200, dismissible: signInDismissible, arrivals: .waits)
        case .reset: ModalRule(priority: 100, helpsSignIn: true)
        }
    }
    func modal(for gate: LaunchGate) -> Modal? { nil }
    var sampleLinks: [SampleLink] { [SampleLink("gate://vault", "the vault"), SampleLink("gate://reset", "reset")] }
}

import Foundation
import ShopExample
import Testing
import Wayfinder
import WayfinderTesting

@Suite("Route map")
struct RouteMapTests {
    @Test func eachModalShowsWhatAnArrivingLinkDoes() async {
        let map = await RouteMap(schema: Shop(), account: "alice")
        #expect(map.arrivals["passwordReset"] == "links and taps close it; edited: links and taps ask")
        #expect(map.arrivals["checkout"] == "links wait, taps close it; edited: links and taps ask")
        #expect(map.arrivals["signIn"] == "links and taps wait")
        #expect(map.arrivals["onboarding"] == "holds every link")
        #expect(
            map.mermaid.contains(
                "modal passwordReset<br>helps sign-in: shown in its place<br>links and taps close it; edited: links and taps ask"
            ))
    }

    @Test func everyPatternIsInTheMapWithWhereItLands() async {
        let map = await RouteMap(schema: Shop(), account: "alice")
        #expect(map.entries.map(\.pattern) == Shop().links.entries.map(\.pattern))
        let order = map.entries.first { $0.pattern == "/orders/:id" }
        #expect(order?.samples.count == 3)
        #expect(order?.samples.first?.generalLanding.description == "account > orders > order(:id)")
        #expect(order?.samples.first?.access == .signedIn)
        #expect(
            order?.samples.last?.resolution
                == .unavailable(
                    notice: "itemUnavailable", landing: .init(tab: "account", stack: ["orders"], modal: nil)))
        let invite = map.entries.first { $0.pattern == "/teams/:tid/invite/:token" }
        #expect(invite?.secrets == ["token"])
        #expect(invite?.samples.first?.example == "shop://teams/7/invite/<redacted>")
        let short = map.entries.first { $0.pattern == "/r/:slug" }
        #expect(
            short?.samples.map(\.resolution) == [
                .redirects(to: "shop://products/5", pattern: "/products/:id", loops: false),
                .redirects(to: "shop://orders/7", pattern: "/orders/:id", loops: false),
                .redirects(to: "shop://r/loop", pattern: "/r/:slug", loops: true),
                .redirects(to: "shop://account/security", pattern: "/account/security", loops: false),
            ])
        let security = map.entries.first { $0.pattern == "/account/security" }
        #expect(security?.samples.first?.access == .requirement(.stepUp))
        #expect(security?.samples.first?.requirements == ["step-up"])
        #expect(map.requirements.map(\.name) == ["step-up"])
        #expect(map.requirements.first?.modal == "stepUp")
        #expect(map.requirementNote(["step-up"]) == "modal stepUp")
        #expect(Set(map.unmatched.map(\.variant)).isSuperset(of: ["unknown path", "foreign host"]))
    }

    @Test func mermaidIsAFlowchartWithEveryPatternAndNoRawBrackets() async {
        let mermaid = await RouteMap(schema: Shop(), account: "alice").mermaid
        #expect(mermaid.hasPrefix("flowchart LR\n"))
        for entry in Shop().links.entries {
            #expect(mermaid.contains("[\"\(entry.pattern)<br>"), "missing \(entry.pattern)")
        }
        #expect(mermaid.contains("account #gt; orders #gt; order(:id)"))
        #expect(mermaid.contains("modal checkout #gt; shipping #gt; payment"), "a flow inside a modal is drawn")
        #expect(mermaid.contains("-.->|\"back\"|"), "Back inside a flow is drawn")
        #expect(!mermaid.contains("<redacted>"))
        #expect(mermaid.contains("class p4,p5,p6,p7,p8,p9,p10,p13,p14,p15,p17 protected"))
        #expect(mermaid.contains("via modal stepUp"))
        #expect(
            mermaid.components(separatedBy: "subgraph ").count - 1 == mermaid.components(separatedBy: "\n    end").count
                - 1)
    }

    @Test func dotIsAValidDigraph() async throws {
        let dot = await RouteMap(schema: Shop(), account: "alice").dot
        #expect(dot.hasPrefix("digraph routes {\n"))
        #expect(dot.hasSuffix("\n}"))
        #expect(dot.filter { $0 == "{" }.count == dot.filter { $0 == "}" }.count)
        guard
            let graphviz = ["/usr/bin/dot", "/usr/local/bin/dot", "/opt/homebrew/bin/dot"].first(
                where: FileManager.default.isExecutableFile)
        else { return }  // Graphviz is not installed: the structural checks above stand alone.
        let process = Process()
        process.executableURL = URL(fileURLWithPath: graphviz)
        process.arguments = ["-Tsvg", "-o", "/dev/null"]
        let input = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardError = errors
        try process.run()
        input.fileHandleForWriting.write(Data(dot.utf8))
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationStatus == 0, "dot -Tsvg rejected the map: \(message)")
    }

    @Test func aPatternWithoutASampleIsStillOnTheMap() async {
        let map = await RouteMap(schema: Vault(), account: nil)
        #expect(map.entries.count == 1)
        #expect(map.entries[0].samples.first?.landing.description == "main > vault")
        let unsampled = await RouteMap(schema: Unsampled(), account: nil)
        #expect(unsampled.entries[0].samples.isEmpty)
        #expect(unsampled.mermaid.contains("p0[\"/vault<br>no sample link\"]"))
    }

    /// A resolver that says no and leaves the person where they are lands nowhere new: the map
    /// draws it to a "stays where the person is" node, not back to "a link arrives".
    @Test func anUnavailableLinkThatStaysPutIsDrawnAsStayingPut() async {
        let map = await RouteMap(schema: Outpost(), account: nil)
        #expect(
            map.entries.first?.samples.first?.resolution
                == .unavailable(notice: "unavailable", landing: .init(tab: nil, stack: [], modal: nil)))
        let mermaid = map.mermaid
        #expect(!mermaid.contains("-->|\"unavailable · notice unavailable\"| arrive"), "\(mermaid)")
        #expect(!mermaid.contains("-.->|\"unavailable · notice unavailable\"| arrive"), "\(mermaid)")
        #expect(mermaid.contains("p0 -.->|\"unavailable · notice unavailable\"| stay"), "\(mermaid)")
        #expect(mermaid.contains("stay([\"stays where the person is"), "\(mermaid)")
        #expect(!map.dot.contains("p0 -> arrive"), "\(map.dot)")
        #expect(map.dot.contains("p0 -> stay"), "\(map.dot)")
    }
}

/// The vault without sample links.
struct Unsampled: NavigationSchema {
    typealias Tab = Vault.Tab
    typealias Screen = Vault.Screen
    typealias Modal = Vault.Modal
    typealias Notice = Vault.Notice
    typealias Route = Vault.Route
    var tabs: [Tab] { [.main] }
    var defaultTab: Tab { .main }
    var links: LinkTable<Route> { Vault.table }
    var signInModal: Modal { .signIn }
    var notices: NoticeRoles<Notice> { Vault().notices }
    func rule(for route: Route) -> RouteRule<Unsampled> { RouteRule(.signedIn, .tab(.main, [.vault])) }
    func access(for screen: Screen) -> Access { .signedIn }
    func rule(for modal: Modal) -> ModalRule { ModalRule(priority: 100) }
    func modal(for gate: LaunchGate) -> Modal? { nil }
}

/// One route whose resolver always says no, leaving the person where they are.
struct Outpost: NavigationSchema {
    typealias Tab = Vault.Tab
    typealias Screen = Vault.Screen
    typealias Modal = Vault.Modal
    typealias Notice = Vault.Notice
    typealias Route = Vault.Route
    var tabs: [Tab] { [.main] }
    var defaultTab: Tab { .main }
    var links: LinkTable<Route> { Vault.table }
    var signInModal: Modal { .signIn }
    var notices: NoticeRoles<Notice> { Vault().notices }
    func rule(for route: Route) -> RouteRule<Outpost> {
        RouteRule(.public, .tab(.main, [.vault]), needsResolution: true)
    }
    func access(for screen: Screen) -> Access { .public }
    func rule(for modal: Modal) -> ModalRule { ModalRule(priority: 100) }
    func modal(for gate: LaunchGate) -> Modal? { nil }
    func resolve(_ route: Route, context: ResolutionContext) async -> Resolution<Outpost> {
        .unavailable(.unavailable, landing: Destination(place: .current))
    }
    var sampleLinks: [SampleLink] { [SampleLink("vault://vault", "gone")] }
}

/// A modal that helps sign-in (Shop's password reset) opens in sign-in's place: the map shows
/// the detour and the way back.
@Suite("Route map: helpers of sign-in")
struct RouteMapSignInHelperTests {
    @Test func theMapListsTheModalsThatHelpSignIn() async {
        let map = await RouteMap(schema: Shop(), account: "alice")
        #expect(map.signInHelpers == ["passwordReset"])
    }

    @Test func theGraphDrawsTheDetourThroughAHelper() async {
        let map = await RouteMap(schema: Shop(), account: "alice")
        #expect(map.mermaid.contains(#"m0 -->|"a link to it: shown in sign-in's place, the link keeps waiting"| m4"#))
        #expect(map.mermaid.contains(#"m4 -.->|"closed while the link waits: sign-in shows again"| m0"#))
        #expect(map.dot.contains("in sign-in's place"))
    }
}

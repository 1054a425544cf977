import Testing
import Wayfinder
import WayfinderTesting

@testable import WayfinderCommandLine

/// The tour's "a link its resolver turns down" shows a resolver answering: in an app with no
/// public tab, a public link played signed out waits for sign-in and its resolver never runs.
@Suite("The tour's resolver stop")
struct TourResolverStopTests {
    @Test func theStopPlaysALinkWhoseResolverRunsAndAnswersUnavailable() async throws {
        let tour = await TourCommand.stops(for: LockedSchema(), account: "ana")
        let stop = try #require(tour.stops.first { $0.title == "A link its resolver turns down" })
        let result = try await ScenarioRunner(schema: LockedSchema(), accounts: ["ana"]).run(
            ScenarioScript(file: "stop.scn", lines: stop.lines))
        let records = result.steps.flatMap(\.records)
        #expect(records.contains { $0.outcome == .unavailable }, "\(records.map(\.description))")
    }
}

/// An app with no public tab: signed out, sign-in is up over the root, and a link waits for it.
struct LockedSchema: NavigationSchema {
    enum Tab: String, Hashable, Codable, Sendable, CustomStringConvertible {
        case inbox, projects
        var description: String { rawValue }
    }
    enum Screen: Hashable, Codable, Sendable, CustomStringConvertible {
        case project(Int)
        var description: String {
            switch self {
            case .project(let id): "project(\(id))"
            }
        }
    }
    enum Modal: String, Hashable, Codable, Sendable, CustomStringConvertible {
        case signIn, reset
        var description: String { rawValue }
    }
    enum Notice: String, Hashable, Codable, Sendable, CustomStringConvertible {
        case unavailable, expired, failed, codeExpired
        var description: String { rawValue }
    }
    enum Route: Hashable, Sendable {
        case project(Int)
        case reset(code: String)
    }

    static let table: LinkTable<Route> = {
        do {
            return try LinkTable(origins: LinkOrigins(schemes: ["locked"])) {
                LinkRule("/projects/:id", Route.project) { if case .project(let id) = $0 { id } else { nil } }
                LinkRule("/reset/:code", secrets: ["code"], Route.reset) {
                    if case .reset(let code) = $0 { code } else { nil }
                }
            }
        } catch {
            preconditionFailure("The LockedSchema link table is declared wrongly: \(error)")
        }
    }()

    var tabs: [Tab] { [.inbox, .projects] }
    var defaultTab: Tab { .inbox }
    var links: LinkTable<Route> { Self.table }
    var signInModal: Modal { .signIn }
    var notices: NoticeRoles<Notice> {
        NoticeRoles(linkUnavailable: .unavailable, sessionExpired: .expired, signInFailed: .failed)
    }
    func rule(for route: Route) -> RouteRule<LockedSchema> {
        switch route {
        case .project(let id): RouteRule(.signedIn, .tab(.projects, [.project(id)]))
        case .reset: RouteRule(.public, .modal(.reset), needsResolution: true)
        }
    }
    func access(for screen: Screen) -> Access { .signedIn }
    func access(forRootOf tab: Tab) -> Access { .signedIn }
    func rule(for modal: Modal) -> ModalRule {
        modal == .signIn ? ModalRule(priority: 200, dismissible: false, arrivals: .waits) : ModalRule(priority: 100)
    }
    func modal(for gate: LaunchGate) -> Modal? { nil }
    func resolve(_ route: Route, context: ResolutionContext) async -> Resolution<LockedSchema> {
        guard case .reset(let code) = route, code != "fresh" else { return .proceed }
        return .unavailable(.codeExpired, landing: .tab(.inbox))
    }
    var sampleLinks: [SampleLink] {
        [SampleLink("locked://projects/3", "a project"), SampleLink("locked://reset/old", "a stale reset code")]
    }
}

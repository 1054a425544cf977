import ShopExample
import Testing
import Wayfinder
import WayfinderTesting

@Suite("Audit")
struct AuditTests {
    @Test func shopPassesEveryRun() async {
        let report = await Audit(schema: Shop(), account: "alice").run()
        #expect(report.runs.count == Shop().sampleLinks.count * 78)
        #expect(report.conditions.count == 3 * 5 * 4 + 18)
        #expect(
            report.passed,
            "\(report.violations.map { "\($0.run.link) · \($0.run.condition): \($0.violation)" }.joined(separator: "\n"))"
        )
        #expect(report.summary == "audit: 2652 runs (34 sample links × 78 conditions), no violations")
    }

    @Test func missingDataLandsOnTheResolversSafePlaceInEveryCondition() async {
        let report = await Audit(
            schema: Shop(), account: "alice", samples: [SampleLink("shop://orders/999", "missing order")]
        ).run()
        #expect(report.passed)
        #expect(Set(report.runs.map(\.place.description)) == ["account > orders"])
    }

    @Test func aStaleResetCodeEndsUnderSignInAndSigningInLeavesThePersonWhereTheyWere() async {
        let audit = Audit(schema: Shop(), account: "alice")
        let run = await audit.run(
            SampleLink("shop://reset-password/old", "stale"), under: AuditCondition(.warm, .signedOut, .none))
        #expect(run.violations.isEmpty)
        #expect(run.link == "shop://reset-password/<redacted>")
        #expect(run.place.description == "home")
    }

    @Test func conditionsAreEveryLaunchSessionAndBlocker() {
        let conditions = AuditCondition.all(for: Shop())
        #expect(conditions.first == AuditCondition(.cold, .signedIn, .none))
        #expect(conditions[59] == AuditCondition(.background, .unknownThenSignedIn, .gate(.onboarding)))
        #expect(
            Set(conditions).count == 78,
            "3 launches × 5 sessions (Shop declares a step-up) × 4 blockers, and 18 over Shop's own modals")
        // Over each modal, edited and not: passwordReset in every session, checkout and compose signed in only.
        #expect(conditions.contains(AuditCondition(.warm, .signedOut, .modal("passwordReset", edited: true))))
        #expect(conditions.contains(AuditCondition(.warm, .signedIn, .modal("checkout", edited: false))))
        #expect(!conditions.contains(AuditCondition(.warm, .signedOut, .modal("checkout", edited: false))))
        #expect(conditions.contains(AuditCondition(.warm, .signedIn, .modal("compose", edited: true))))
        #expect(conditions.last == AuditCondition(.warm, .unknownThenSignedIn, .modal("passwordReset", edited: true)))
        #expect(conditions.contains(AuditCondition(.warm, .requirementsMet, .none)))
        #expect(AuditCondition.all(for: Vault()).count == 24, "no requirements: 4 sessions")
        #expect(AuditCondition(.background, .expired, .signIn).description == "background · expired · sign-in up")
    }

    /// A public route whose destination holds a protected screen: every screen of a destination
    /// is checked, not only the route's own access, so the link waits for sign-in like a
    /// protected one and the vault is never visible signed out (it used to land, a violation).
    @Test func aProtectedScreenOnAPublicRouteWaitsForSignIn() async {
        let report = await Audit(schema: Vault(), account: "alice").run()
        #expect(report.passed, "\(report.violations.map(\.violation.message))")
        #expect(report.runs.allSatisfy { $0.place.description == "main > vault" })
        #expect(report.summary.hasPrefix("audit: 24 runs (1 sample links × 24 conditions), "))
        #expect(report.json.split(separator: "\n").count == 25)
        var harness = NavigationHarness(schema: Vault())
        await harness.send(.launched(.init(.warm, session: .signedOut)))
        await harness.send(.linkReceived("vault://vault", source: .link))
        #expect(harness.state.location.description == "main")
        #expect(harness.state.pending?.display == "vault://vault")
    }

    /// A destination that puts a modal's screen in a tab is a schema error: every run of it ends
    /// on the fallback, the signed-in reference cell included, so comparing cells finds nothing.
    /// The audit names the rule (invariant 2, a screen in a container it does not belong to).
    @Test func aDestinationThatIsASchemaErrorFailsTheAuditAndNamesTheRule() async {
        let report = await Audit(schema: Misfiled(), account: "alice").run()
        #expect(!report.passed)
        let misfiled = report.runs.filter { $0.link == "misfiled://step" }
        #expect(misfiled.count == AuditCondition.all(for: Misfiled()).count)
        #expect(misfiled.allSatisfy { !$0.violations.isEmpty }, "every run of the sample is marked")
        let violation = misfiled.first?.violations.first
        #expect(violation?.invariant == .accessHolds)
        #expect(
            violation?.message
                == "misfiled://step lands on a destination that is a schema error: it puts step in tab main, but step belongs inside wizard, not in a tab",
            "\(String(describing: violation))")
        #expect(report.runs.filter { $0.link == "misfiled://wizard" }.allSatisfy { $0.violations.isEmpty })
        #expect(!report.summary.hasSuffix("no violations"), "\(report.summary)")
    }
}

/// A schema with a mistake: the public route `/vault` lands on a screen that needs sign-in. The
/// audit finds it, and `ProtectedTargetTests` uses it: only the screens' access says its waiting
/// link is protected (the test sits here, beside the schema, rather than copying it).
struct Vault: NavigationSchema {
    enum Tab: String, Hashable, Codable, Sendable, CustomStringConvertible {
        case main
        var description: String { rawValue }
    }
    enum Screen: String, Hashable, Codable, Sendable, CustomStringConvertible {
        case vault
        var description: String { rawValue }
    }
    enum Modal: String, Hashable, Codable, Sendable, CustomStringConvertible {
        case signIn
        var description: String { rawValue }
    }
    enum Notice: String, Hashable, Codable, Sendable, CustomStringConvertible {
        case unavailable, expired, failed
        var description: String { rawValue }
    }
    enum Route: Hashable, Sendable { case vault }

    static let table: LinkTable<Route> = {
        do {
            return try LinkTable(origins: LinkOrigins(schemes: ["vault"])) { LinkRule("/vault", to: Route.vault) }
        } catch {
            preconditionFailure("The Vault link table is declared wrongly: \(error)")
        }
    }()

    var tabs: [Tab] { [.main] }
    var defaultTab: Tab { .main }
    var links: LinkTable<Route> { Self.table }
    var signInModal: Modal { .signIn }
    var notices: NoticeRoles<Notice> {
        NoticeRoles(linkUnavailable: .unavailable, sessionExpired: .expired, signInFailed: .failed)
    }
    func rule(for route: Route) -> RouteRule<Vault> { RouteRule(.public, .tab(.main, [.vault])) }  // the bug
    func access(for screen: Screen) -> Access { .signedIn }
    func rule(for modal: Modal) -> ModalRule { ModalRule(priority: 100) }
    func modal(for gate: LaunchGate) -> Modal? { nil }
    var sampleLinks: [SampleLink] { [SampleLink("vault://vault", "the vault")] }
}

/// A schema with a schema error: `/step` puts the wizard's own screen in a tab.
struct Misfiled: NavigationSchema {
    typealias Tab = Vault.Tab
    enum Screen: String, Hashable, Codable, Sendable, CustomStringConvertible {
        case start, step
        var description: String { rawValue }
    }
    enum Modal: String, Hashable, Codable, Sendable, CustomStringConvertible {
        case signIn, wizard
        var description: String { rawValue }
    }
    typealias Notice = Vault.Notice
    enum Route: Hashable, Sendable { case wizard, step }

    static let table: LinkTable<Route> = {
        do {
            return try LinkTable(origins: LinkOrigins(schemes: ["misfiled"])) {
                LinkRule("/wizard", to: Route.wizard)
                LinkRule("/step", to: Route.step)
            }
        } catch {
            preconditionFailure("The Misfiled link table is declared wrongly: \(error)")
        }
    }()

    var tabs: [Tab] { [.main] }
    var defaultTab: Tab { .main }
    var links: LinkTable<Route> { Self.table }
    var signInModal: Modal { .signIn }
    var notices: NoticeRoles<Notice> { Vault().notices }
    func rule(for route: Route) -> RouteRule<Misfiled> {
        switch route {
        case .wizard: RouteRule(.public, .modal(.wizard, [.step]))
        case .step: RouteRule(.public, .tab(.main, [.step]))  // the bug: step belongs inside the wizard
        }
    }
    func access(for screen: Screen) -> Access { .public }
    func rule(for modal: Modal) -> ModalRule { ModalRule(priority: modal == .signIn ? 200 : 100) }
    func modal(for gate: LaunchGate) -> Modal? { nil }
    func root(of modal: Modal) -> Screen? { modal == .wizard ? .start : nil }
    func modal(owning screen: Screen) -> Modal? { .wizard }
    var sampleLinks: [SampleLink] {
        [SampleLink("misfiled://wizard", "the wizard"), SampleLink("misfiled://step", "a step")]
    }
}

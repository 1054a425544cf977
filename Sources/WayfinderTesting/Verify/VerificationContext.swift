import Foundation
import Wayfinder

/// What every transition of a verification needs, worked out once: the events' vocabulary, the
/// thresholds time passes, where each sample link lands with nothing in the way, and the
/// secrets that must never show.
struct VerificationContext<Schema: NavigationSchema>: Sendable {
    /// Where a link lands with nothing in the way: the tab and stack, or the modal it shows.
    struct Place: Hashable, Sendable, CustomStringConvertible {
        var location: Location<Schema>
        var presented: ModalPresentation<Schema>?

        var description: String { presented.map { "modal \($0)" } ?? "\(location)" }
    }

    let schema: Schema
    let accounts: [Account]
    let samples: [SampleLink]
    let windows: Bool
    let violationsKept: Int
    let probe: (@Sendable (NavigationState<Schema>) -> String?)?
    let runner: ScenarioRunner<Schema>
    let freshHarness: NavigationHarness<Schema>
    /// The durations time passes by: just past each threshold a rule compares with.
    let waits: [Duration]
    /// The longest threshold: ages past it are all the same age.
    let horizon: Duration
    /// Where each sample link (as written) lands opened warm with nothing in the
    /// way, for each session that can see it: each account signed in with every requirement met,
    /// and signed out.
    let references: [String: [Session: Place]]
    /// The secret values of the sample links.
    let secrets: [String]
    /// Each secret as a link shows it (a path segment, a query value, credentials), as bytes.
    let secretForms: [(String, [[UInt8]])]
    /// The lines that save a snapshot of the deepest place each tab reaches, as the first account.
    let savingSnapshot: [ScenarioAction]
    /// The app's own modals the person can open with a button.
    let presentable: [Schema.Modal]

    init(verifier: Verifier<Schema>) async {
        schema = verifier.schema
        accounts = verifier.accounts
        samples = verifier.samples
        windows = verifier.windows
        violationsKept = verifier.violationsKept
        probe = verifier.probe
        runner = ScenarioRunner(schema: schema, accounts: Set(accounts), checksInvariants: false)
        var fresh = NavigationHarness(schema: schema)
        fresh.checks = InvariantChecker(schema: schema).checks
        freshHarness = fresh
        let policy = schema.policy
        var thresholds: Set<Duration> = [policy.pendingTimeToLive, policy.resolutionTimeout, policy.duplicateWindow]
        for requirement in schema.requirements {
            if let age = requirement.maxAge { thresholds.insert(age) }
            if let away = requirement.lapsesAfterBackground { thresholds.insert(away) }
        }
        waits = thresholds.sorted().map { $0 + .seconds(1) }
        horizon = (thresholds.max() ?? .zero) + .seconds(2)
        presentable = schema.auditedModals
        secrets = Self.secrets(of: verifier.samples, in: verifier.schema)
        secretForms = secrets.map { secret in
            (secret, ["/\(secret)", "=\(secret)", "\(secret)@"].map { Array($0.utf8) })
        }
        var references: [String: [Session: Place]] = [:]
        var deepest: [String: (depth: Int, link: String)] = [:]
        let sessions = verifier.accounts.map(Session.signedIn) + [.signedOut]
        for sample in verifier.samples {
            for session in sessions {
                let place = await Self.landing(of: sample.link, as: session, schema: verifier.schema)
                references[sample.link, default: [:]][session] = place
                if session == sessions.first, let place, place.presented == nil {
                    let tab = "\(place.location.tab)"
                    if place.location.stack.count > deepest[tab]?.depth ?? 0 {
                        deepest[tab] = (place.location.stack.count, sample.link)
                    }
                }
            }
        }
        self.references = references
        savingSnapshot =
            [.launchCold(.init(session: .signedIn(verifier.accounts[0])))]
            + deepest.keys.sorted().compactMap { deepest[$0].map { .open($0.link, source: .link) } } + [.background]
    }

    /// Where `link` lands opened warm with nothing in the way as `session` (every requirement
    /// met when signed in), or `nil` when it does not land, or lands where the person already
    /// is (a sign-in link, a resolver's redirect into sign-in while signed in) or on top of it (a
    /// push): places that depend on where it was opened. Those its rule does not name are found
    /// by opening it from a second place, another tab the session may see, and comparing.
    private static func landing(of link: String, as session: Session, schema: Schema) async -> Place? {
        var overCurrentPlace = false
        if case .success(let route) = schema.links.match(link) {
            let destination = schema.rule(for: route).destination
            if destination.merge == .push || (destination.place == .current && destination.presentation == nil) {
                return nil
            }
            overCurrentPlace = destination.place == .current
        }
        var harness = NavigationHarness(schema: schema)
        await harness.send(.launched(.init(.warm, session: session)))
        if case .signedIn = session {
            for requirement in schema.requirements {
                guard let modal = requirement.modal else { continue }
                await harness.send(.modalRequested(modal))
                await harness.send(.requirementMet(requirement.name))
            }
        }
        let elsewhere = schema.tabs.first { tab in
            tab != harness.state.selectedTab && schema.mayReach(schema.access(forRootOf: tab), in: harness.state)
        }
        guard let place = await place(after: link, in: harness, overCurrentPlace: overCurrentPlace) else { return nil }
        guard let elsewhere else { return place }
        await harness.send(.tabSelected(elsewhere))
        let other = await Self.place(after: link, in: harness, overCurrentPlace: overCurrentPlace)
        // Compared as "blockers commute" compares: a modal and its screens, or else the location.
        let same = place.presented == nil ? other == place : other?.presented == place.presented
        return same ? place : nil
    }

    /// Where `link` lands from where `harness` is, or `nil` when it does not land there.
    private static func place(
        after link: String, in harness: NavigationHarness<Schema>, overCurrentPlace: Bool
    ) async -> Place? {
        var harness = harness
        let records = await harness.send(.linkReceived(link, source: .link))
        guard records.contains(where: { $0.outcome.isTerminal && $0.outcome != .rejected }),
            harness.state.pending == nil, harness.state.confirmation == nil, harness.state.gates.isEmpty
        else { return nil }
        // A modal over the current place that does not show (sign-in, signed in) leaves the person
        // where they are: a place that depends on where the link was opened.
        if overCurrentPlace, harness.state.presented == nil { return nil }
        return Place(location: harness.state.location, presented: harness.state.presented)
    }

    /// The values that must never be shown: each part of a sample link that its redacted form
    /// hides (a secret parameter's value, credentials in the address), at least three
    /// characters long so that a common word or number is not mistaken for one.
    private static func secrets(of samples: [SampleLink], in schema: Schema) -> [String] {
        var found: Set<String> = []
        for sample in samples {
            let redacted = schema.links.redactedDescription(of: sample.link)
            guard redacted.contains("<redacted>") else { continue }
            let separators = CharacterSet(charactersIn: "/?&=:@#")
            let shown = Set(redacted.components(separatedBy: separators))
            for part in sample.link.components(separatedBy: separators)
            where part.count >= 3 && !shown.contains(part) {
                found.insert(part.removingPercentEncoding ?? part)
            }
        }
        return found.sorted()
    }
}

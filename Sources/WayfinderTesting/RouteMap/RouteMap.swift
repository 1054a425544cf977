public import Wayfinder

/// The one-page map of an app's routes, generated from its schema so it never goes stale:
/// launch and its gates, session states, every link pattern with the place it lands on, which
/// routes need sign-in, the pending-link and sign-in detour, redirects, the fallback and the
/// notices on the way.
///
/// Destinations come from the schema's `NavigationSchema.sampleLinks`: each sample is matched
/// by the link table, its route's rule gives the destination, and its resolver (run once, as the
/// given account) shows redirects and the safe places of missing data. Sample values in
/// destinations print as the pattern's parameter names (`order(:id)`).
///
/// ```swift
/// let map = await RouteMap(schema: Shop(), account: "alice")
/// print(map.mermaid)  // flowchart LR …
/// print(map.dot)      // digraph routes { … }
/// ```
public struct RouteMap: Hashable, Sendable {
    /// One line of the link table with the samples that it parses.
    public struct Entry: Hashable, Sendable {
        /// The pattern as declared (`/orders/:id`).
        public var pattern: String
        /// The names of its secret parameters, sorted.
        public var secrets: [String]
        /// The sample links this entry parses, in the schema's order.
        public var samples: [Sample]
    }

    /// A sample link that a pattern parses, and what its route does.
    public struct Sample: Hashable, Sendable {
        /// What the sample stands for (`missing order`).
        public var variant: String
        /// The route's canonical link, secrets redacted (`shop://teams/7/invite/<redacted>`).
        public var example: String
        /// What the route needs of the session.
        public var access: Access
        /// Where the route's rule lands it.
        public var landing: Landing
        /// The same landing with the sample's values written as parameter names (`order(:id)`).
        public var generalLanding: Landing
        /// Whether a resolver must answer before it lands.
        public var needsResolution: Bool
        /// What the resolver answered for this sample, `nil` when the route has none.
        public var resolution: Outcome?
        /// The declared requirements beyond sign-in that the route or any screen of its
        /// destination needs, in the order they are asked for.
        public var requirements: [String]
    }

    /// A place a route lands on: a tab and its stack, or the current location, with an optional modal.
    public struct Landing: Hashable, Sendable, CustomStringConvertible {
        /// The tab, or `nil` for the current location.
        public var tab: String?
        /// The stack, bottom first.
        public var stack: [String]
        /// The modal, if any.
        public var modal: String?

        /// Creates a landing place.
        public init(tab: String?, stack: [String], modal: String?) {
            self.tab = tab
            self.stack = stack
            self.modal = modal
        }

        /// `account > orders > order(42)`, `home · modal x`, or `modal passwordReset over the current location`.
        public var description: String {
            guard let tab else {
                return modal.map { "modal \($0) over the current location" } ?? "the current location"
            }
            let place = ([tab] + stack).joined(separator: " > ")
            return modal.map { "\(place) · modal \($0)" } ?? place
        }
    }

    /// What a resolver answered for a sample.
    public enum Outcome: Hashable, Sendable {
        /// The route lands on its destination.
        case proceeds
        /// The route becomes another one: its canonical redacted link and the pattern that parses
        /// it. `loops` is true when it redirects to itself, which ends on the fallback.
        case redirects(to: String, pattern: String?, loops: Bool)
        /// The item cannot be shown: the notice raised and the safe place landed on.
        case unavailable(notice: String, landing: Landing)
        /// The route is a sign-in link and signs `account` in; the link waiting for sign-in lands.
        case signsIn(account: String)
    }

    /// A sample link the table does not parse (unknown, foreign, malformed): it ends on the fallback.
    public struct Unmatched: Hashable, Sendable {
        /// What the sample stands for.
        public var variant: String
        /// Its loggable form (origin and path).
        public var display: String
        /// Why the table refused it.
        public var reason: String
    }

    /// A launch gate and the blocking modal it shows.
    public struct Gate: Hashable, Sendable {
        /// The gate's name (`forced-update`).
        public var name: String
        /// Its modal, if it has one.
        public var modal: String?
        /// Whether the person can dismiss that modal.
        public var isDismissible: Bool
    }

    /// A requirement beyond sign-in, as the schema declares it.
    public struct RequirementEntry: Hashable, Sendable {
        /// Its name (`step-up`).
        public var name: String
        /// The modal that satisfies it, or `nil` when nothing in the app can (links are rejected).
        public var modal: String?
        /// The notice raised when an attempt fails.
        public var failedNotice: String?
        /// Whether cancelling drops the waiting link.
        public var cancelDropsLink: Bool
        /// How long it stays met, if it ages.
        public var maxAge: Duration?
        /// The background stay after which it lapses, if any.
        public var lapsesAfterBackground: Duration?
        /// Whether signing in meets it.
        public var metBySignIn: Bool

        /// `step-up: modal stepUp · fresh 300 s · met by signing in · cancel drops the link`.
        public var summary: String {
            var parts = [modal.map { "modal \($0)" } ?? "no modal: links that need it are rejected"]
            if let maxAge { parts.append("fresh \(RouteMap.format(maxAge))") }
            if let lapsesAfterBackground {
                parts.append(
                    lapsesAfterBackground == .zero
                        ? "lapses on every return from the background"
                        : "lapses after \(RouteMap.format(lapsesAfterBackground)) in the background")
            }
            if metBySignIn { parts.append("met by signing in") }
            if let failedNotice { parts.append("fails with \(failedNotice)") }
            if modal != nil {
                parts.append(cancelDropsLink ? "cancel drops the link" : "cancel keeps the link waiting")
            }
            return "\(name): " + parts.joined(separator: " · ")
        }
    }

    /// The tabs, in display order.
    public var tabs: [String]
    /// The default tab, whose root is the fallback.
    public var defaultTab: String
    /// The sign-in modal.
    public var signInModal: String
    /// The modals that help the person sign in (a password reset): a link to one shows it in
    /// sign-in's place and keeps the link waiting for sign-in, and sign-in shows again when it
    /// closes while that link still waits. In the schema's order of modals.
    public var signInHelpers: [String]
    /// The modals the person cannot dismiss (declared `dismissible: false`): a launch gate's, or
    /// a sign-in that must stay up (an app with no public tab). In the schema's order of modals.
    public var undismissibleModals: [String]
    public var gates: [Gate]
    /// The requirements beyond sign-in, in the order they are asked for.
    public var requirements: [RequirementEntry]
    /// What a link or tap from outside does over each modal, by the modal's name (`links wait,
    /// taps close it; edited: links and taps ask`): its `ArrivalPolicy` as the reducer applies
    /// it (a gate's modal holds every link; a requirement's modal never asks).
    public var arrivals: [String: String]
    /// The notice for unknown, foreign and malformed links, loops and time-outs.
    public var linkUnavailableNotice: String
    /// The notice for an expired session.
    public var sessionExpiredNotice: String
    /// The notice for a failed sign-in.
    public var signInFailedNotice: String
    /// How long a pending link lives.
    public var pendingTimeToLive: Duration
    /// Every entry of the link table, in declaration order.
    public var entries: [Entry]
    /// The sample links no pattern parses.
    public var unmatched: [Unmatched]

    /// Builds the map of a schema.
    /// - Parameters:
    ///   - schema: The app's schema.
    ///   - account: The account resolvers answer for (the first of the app's accounts); `nil`
    ///     resolves as nobody signed in.
    /// - Complexity: One link-table match per sample and entry, and one resolver run per sample
    ///   whose route has a resolver.
    public init<Schema: NavigationSchema>(schema: Schema, account: Account?) async {
        let table = schema.links
        tabs = schema.tabs.map(\.description)
        defaultTab = schema.defaultTab.description
        signInModal = schema.signInModal.description
        signInHelpers = schema.nameableModals.filter { schema.rule(for: $0).helpsSignIn }.map(\.description)
        undismissibleModals = schema.nameableModals.filter { !schema.rule(for: $0).isDismissible }.map(\.description)
        gates = schema.launchGates.map { gate in
            let modal = schema.modal(for: gate)
            return Gate(
                name: gate.name, modal: modal.map(\.description),
                isDismissible: modal.map { schema.rule(for: $0).isDismissible } ?? true)
        }
        var arrivals: [String: String] = [:]
        let gateModals = Set(schema.launchGates.compactMap { schema.modal(for: $0) })
        for modal in schema.nameableModals {
            if gateModals.contains(modal) {
                arrivals[modal.description] = "holds every link"
                continue
            }
            var policy = schema.rule(for: modal).arrivals
            if schema.requirementName(presentedBy: modal) != nil {
                policy.editedLink = policy.editedLink == .asks ? .waits : policy.editedLink
                policy.editedTap = policy.editedTap == .asks ? .waits : policy.editedTap
                policy.link = policy.link == .asks ? .waits : policy.link
                policy.tap = policy.tap == .asks ? .waits : policy.tap
            }
            arrivals[modal.description] = Self.text(of: policy)
        }
        self.arrivals = arrivals
        requirements = schema.requirements.map { requirement in
            RequirementEntry(
                name: requirement.name.rawValue, modal: requirement.modal.map(\.description),
                failedNotice: requirement.failedNotice.map(\.description),
                cancelDropsLink: requirement.cancellation == .dropsLink, maxAge: requirement.maxAge,
                lapsesAfterBackground: requirement.lapsesAfterBackground, metBySignIn: requirement.metBySignIn)
        }
        linkUnavailableNotice = schema.notices.linkUnavailable.description
        sessionExpiredNotice = schema.notices.sessionExpired.description
        signInFailedNotice = schema.notices.signInFailed.description
        pendingTimeToLive = schema.policy.pendingTimeToLive

        var samples = Array(repeating: [Sample](), count: table.entries.count)
        var unmatched: [Unmatched] = []
        for sample in schema.sampleLinks {
            switch table.match(sample.link) {
            case .failure(let rejection):
                unmatched.append(
                    Unmatched(
                        variant: sample.variant, display: table.redactedDescription(of: sample.link),
                        reason: rejection.description))
            case .success(let route):
                guard case .success(let match) = table.matchDetails(sample.link) else { continue }
                let index = match.ruleIndex
                let parameters = match.parameters.items.filter { !$0.isSecret && !$0.value.isEmpty }.map {
                    (name: $0.name, value: $0.value)
                }
                let rule = schema.rule(for: route)
                var landing = Landing(rule.destination)
                var outcome: Outcome?
                if rule.needsResolution {
                    switch await schema.resolve(route, context: ResolutionContext(account: account)) {
                    case .proceed: outcome = .proceeds
                    case .lands(let place, _):
                        // The place the resolver named is where the sample lands.
                        outcome = .proceeds
                        landing = Landing(place)
                    case .redirect(let next):
                        outcome = .redirects(
                            to: table.redactedDescription(of: next),
                            pattern: table.canonicalMatch(for: next)?.rule.pattern,
                            loops: next == route
                        )
                    case .unavailable(let notice, let place):
                        outcome = .unavailable(
                            notice: notice.description, landing: Landing(place).generalized(by: parameters))
                    case .signsIn(let signedIn): outcome = .signsIn(account: signedIn.description)
                    }
                }
                samples[index].append(
                    Sample(
                        variant: sample.variant, example: table.redactedDescription(of: sample.link),
                        access: rule.access, landing: landing, generalLanding: landing.generalized(by: parameters),
                        needsResolution: rule.needsResolution, resolution: outcome,
                        requirements: schema.requirementNames(for: route).map(\.rawValue)
                    )
                )
            }
        }
        entries = table.entries.enumerated().map { index, entry in
            Entry(pattern: entry.pattern, secrets: entry.secrets.sorted(), samples: samples[index])
        }
        self.unmatched = unmatched
    }
}

extension RouteMap {
    /// The modal that satisfies each requirement: `modal stepUp` for one, `unlock: modal unlock,
    /// terms: modal terms` for several; `nothing (rejected)` when no modal can.
    /// - Parameter names: Requirement names, as ``Sample/requirements`` lists them.
    /// - Returns: The phrase.
    public func requirementNote(_ names: [String]) -> String {
        let modals = names.map { name in
            requirements.first { $0.name == name }?.modal.map { "modal \($0)" } ?? "nothing (rejected)"
        }
        if modals.count == 1 { return modals[0] }
        return zip(names, modals).map { "\($0): \($1)" }.joined(separator: ", ")
    }
}

extension RouteMap.Landing {
    init<Schema: NavigationSchema>(_ destination: Destination<Schema>) {
        switch destination.place {
        case .tab(let tab, let stack):
            self.init(
                tab: tab.description, stack: stack.map(\.description), modal: destination.presentation?.description)
        case .current: self.init(tab: nil, stack: [], modal: destination.presentation?.description)
        }
    }

    /// Writes sample values as parameter names: `order(42)` → `order(:id)` when `id` is 42.
    func generalized(by parameters: [(name: String, value: String)]) -> Self {
        guard !parameters.isEmpty else { return self }
        func general(_ screen: String) -> String {
            guard let open = screen.firstIndex(of: "("), screen.hasSuffix(")") else { return screen }
            let arguments = screen[screen.index(after: open)..<screen.index(before: screen.endIndex)]
            let renamed = arguments.split(separator: ",", omittingEmptySubsequences: false).map { argument in
                parameters.first { $0.value == argument }.map { ":" + $0.name } ?? String(argument)
            }
            return screen[...open] + renamed.joined(separator: ",") + ")"
        }
        var copy = self
        copy.stack = stack.map(general)
        return copy
    }
}

extension RouteMap {
    /// `links wait, taps close it; edited: links and taps ask`.
    static func text(of policy: ArrivalPolicy) -> String {
        func verb(_ response: ArrivalPolicy.Response) -> String {
            switch response {
            case .waits: "wait"
            case .yields: "close it"
            case .asks: "ask"
            }
        }
        func pair(_ link: ArrivalPolicy.Response, _ tap: ArrivalPolicy.Response) -> String {
            link == tap ? "links and taps \(verb(link))" : "links \(verb(link)), taps \(verb(tap))"
        }
        let plain = pair(policy.link, policy.tap)
        let edited = pair(policy.editedLink, policy.editedTap)
        return plain == edited ? plain : "\(plain); edited: \(edited)"
    }
}

import Wayfinder

/// Requirements: what a requirement check costs on events that change nothing, against the
/// same events on a schema without requirements, measured in the same run.
enum RequirementBenchmarks {
    static func run(json: Bool) {
        // Baseline: the deep schema (no requirements), signed in, at a tab root.
        let plain = Coordinator(schema: DeepSchema())
        var plainState = NavigationState(schema: DeepSchema())
        _ = plain.reduce(&plainState, .launched(.init(.warm, session: .signedIn("alice"))), at: .zero)

        // Guarded: signed in, two requirements met, on a screen that needs both, with a link
        // waiting for the third while its modal is up (so time checks ask which modal is up).
        let guarded = Coordinator(schema: GuardedSchema())
        var state = NavigationState(schema: GuardedSchema())
        var clock = NavigationTime.zero
        func send(_ event: NavigationEvent<GuardedSchema>) {
            clock = clock + .seconds(1)
            _ = guarded.reduce(&state, event, at: clock)
        }
        send(.launched(.init(.warm, session: .signedIn("alice"))))
        send(.linkReceived("guarded://both", source: .link))
        send(.requirementMet(.pin))
        send(.requirementMet(.terms))
        send(.linkReceived("guarded://fresh", source: .link))
        precondition(state.stack(for: .main) == [.pin, .both] && state.modal == .fresh && state.pending != nil)

        let events = 200_000
        func nothing<S: NavigationSchema>(
            _ coordinator: Coordinator<S>, _ start: NavigationState<S>, _ event: NavigationEvent<S>,
            at base: NavigationTime
        ) -> CoordinatorBenchmarks.Figure {
            CoordinatorBenchmarks.measured(operations: events) {
                var state = start
                var time = base
                var count = 0
                for _ in 0..<events {
                    time = time + .milliseconds(1)
                    count &+= coordinator.reduce(&state, event, at: time).count
                }
                return count
            }
        }
        let cases: [(String, String, NavigationEvent<DeepSchema>, NavigationEvent<GuardedSchema>)] = [
            ("time passes", "time", .timePassed, .timePassed),
            ("pop to root at the root", "pop_to_root", .poppedToRoot, .poppedToRoot),
            ("select the selected tab", "select_same_tab", .tabSelected(.a), .tabSelected(.main)),
        ]
        var guardedState = state
        _ = guarded.reduce(&guardedState, .tabSelected(.other), at: clock + .seconds(1))
        for (name, key, base, event) in cases {
            let start = key == "time" ? state : guardedState
            let without = nothing(plain, plainState, base, at: .zero)
            let with = nothing(guarded, start, event, at: clock + .seconds(2))
            CoordinatorBenchmarks.report(json, name: "\(name), no requirements", key: "nothing_\(key)_plain", without)
            CoordinatorBenchmarks.report(
                json, name: "\(name), three requirements, one waiting", key: "nothing_\(key)_requirements", with)
            if !json { print(String(format: "  → %.2f× the time without requirements", with.ns / without.ns)) }
        }

        // The checks themselves, each on two states read through `opaque`, so the loop asks
        // every time: signed in with "terms" met, and signed in without it (or signed out).
        let schema = GuardedSchema()
        var unmet = NavigationState(schema: GuardedSchema())
        _ = guarded.reduce(&unmet, .launched(.init(.warm, session: .signedIn("alice"))), at: .zero)
        var signedOut = NavigationState(schema: GuardedSchema())
        _ = guarded.reduce(&signedOut, .launched(.init(.warm, session: .signedOut)), at: .zero)
        let checks = 1_000_000
        func checked(_ access: Access, _ states: [NavigationState<GuardedSchema>]) -> CoordinatorBenchmarks.Figure {
            let states = opaque(states)
            let figure = CoordinatorBenchmarks.measured(operations: checks) {
                var count = 0
                for index in 0..<checks where schema.mayReach(access, in: states[index & 1]) { count &+= 1 }
                return count
            }
            var count = 0
            for index in 0..<checks where schema.mayReach(access, in: states[index & 1]) { count &+= 1 }
            precondition(count == checks / 2, "Half the checks must pass, or the benchmark checks the wrong thing")
            return figure
        }
        let signIn = checked(.signedIn, [state, signedOut])
        let check = checked(.requirement(.terms), [state, unmet])
        CoordinatorBenchmarks.report(json, name: "one sign-in check (mayReach)", key: "sign_in_check", signIn)
        CoordinatorBenchmarks.report(json, name: "one requirement check (mayReach)", key: "requirement_check", check)
        if !json {
            print(String(format: "  → a requirement check is %.1f× the cost of a sign-in check", check.ns / signIn.ns))
        }
    }
}

/// Two tabs; `both` needs `pin` (its stack's first screen needs it too) and `terms`; `fresh`
/// needs a third requirement with a maximum age.
struct GuardedSchema: NavigationSchema {
    enum Tab: String, Hashable, Codable, Sendable, CustomStringConvertible, CaseIterable {
        case main, other
        var description: String { rawValue }
    }

    enum Screen: String, Hashable, Codable, Sendable, CustomStringConvertible {
        case pin, both, fresh
        var description: String { rawValue }
    }

    enum Modal: String, Hashable, Codable, Sendable, CustomStringConvertible {
        case login, pin, terms, fresh
        var description: String { rawValue }
    }

    enum Notice: String, Hashable, Codable, Sendable, CustomStringConvertible {
        case unavailable, expired, failed
        var description: String { rawValue }
    }

    enum Route: Hashable, Sendable {
        case both, fresh
    }

    static let table: LinkTable<Route> = {
        do {
            return try LinkTable(origins: LinkOrigins(schemes: ["guarded"])) {
                LinkRule("/both", to: .both)
                LinkRule("/fresh", to: .fresh)
            }
        } catch {
            preconditionFailure("The benchmark's link table is declared wrongly: \(error)")
        }
    }()

    static let declared = [
        Requirement<GuardedSchema>(.pin, modal: .pin, lapsesAfterBackground: .seconds(30)),
        Requirement<GuardedSchema>(.terms, modal: .terms),
        Requirement<GuardedSchema>(.fresh, modal: .fresh, maxAge: .seconds(60)),
    ]

    var tabs: [Tab] { Tab.allCases }
    var defaultTab: Tab { .main }
    var links: LinkTable<Route> { Self.table }
    var signInModal: Modal { .login }
    var requirements: [Requirement<GuardedSchema>] { Self.declared }
    var notices: NoticeRoles<Notice> {
        NoticeRoles(linkUnavailable: .unavailable, sessionExpired: .expired, signInFailed: .failed)
    }

    func rule(for route: Route) -> RouteRule<GuardedSchema> {
        switch route {
        case .both: RouteRule(.requirement(.terms), .tab(.main, [.pin, .both]))
        case .fresh: RouteRule(.requirement(.fresh), .tab(.other, [.fresh]))
        }
    }

    func access(for screen: Screen) -> Access {
        switch screen {
        case .pin: .requirement(.pin)
        case .both: .requirement(.terms)
        case .fresh: .requirement(.fresh)
        }
    }

    func rule(for modal: Modal) -> ModalRule {
        ModalRule(priority: modal == .login ? 200 : 150, access: modal == .login ? .public : .signedIn)
    }

    func modal(for gate: LaunchGate) -> Modal? { nil }
}

extension RequirementName {
    /// The benchmark's unlock, its accepted terms and its requirement with a maximum age.
    static let pin = RequirementName("pin")
    static let terms = RequirementName("terms")
    static let fresh = RequirementName("fresh")
}

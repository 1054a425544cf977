public import Wayfinder

/// One situation a link meets in the ``Audit``: how the app was launched, the session, and what
/// was already up when the link arrived.
///
/// Each part is defined by the events the audit sends, so a run can be reproduced by hand:
///
/// | part | events before the link (and after it) |
/// | --- | --- |
/// | ``Launch/cold`` | the link comes with `launched(.cold)`; with ``Blocker/signIn`` the app is cold-launched without it, sign-in is presented, then the link arrives |
/// | ``Launch/warm`` | `launched(.warm)`, the blocker, then the link while active |
/// | ``Launch/background`` | `launched(.warm)`, the blocker, `background`, the link (as `onOpenURL` delivers it before the scene is active), then `foreground` |
/// | ``SessionState/signedIn`` | the session is `signed-in:ACCOUNT` from launch, with no declared requirement met (a requirement not met: a step-up not done) |
/// | ``SessionState/requirementsMet`` | signed in, then each declared requirement's modal is presented and met before the link (only for schemas that declare requirements) |
/// | ``SessionState/signedOut`` | `signed-out` |
/// | ``SessionState/expired`` | `expired:ACCOUNT` (stored credentials that failed to refresh) |
/// | ``SessionState/unknownThenSignedIn`` | `unknown` at launch; after the link, the session resolves `signed-in:ACCOUNT` |
/// | ``Blocker/none`` | nothing is up |
/// | ``Blocker/signIn`` | the sign-in modal is presented before the link arrives |
/// | ``Blocker/gate(_:)`` | the launch gate is raised before the link (at launch for a cold launch) |
public struct AuditCondition: Hashable, Sendable, CustomStringConvertible {
    /// How the app was started when the link arrived.
    public enum Launch: String, Hashable, Sendable, CaseIterable {
        /// The link launches the app.
        case cold
        /// The app is running in the foreground.
        case warm
        /// The app is in the background; the link brings it back.
        case background
    }

    /// The session when the link arrives.
    public enum SessionState: String, Hashable, Sendable, CaseIterable {
        /// Signed in as the audit's account, with no declared requirement met yet.
        case signedIn = "signed in"
        /// Signed in with every declared requirement met (only for schemas that declare some).
        case requirementsMet = "signed in + requirements met"
        /// Nobody signed in.
        case signedOut = "signed out"
        /// The audit's account, whose session expired.
        case expired
        /// Still restoring; it resolves signed in as the audit's account right after the link.
        case unknownThenSignedIn = "unknown → signed in"

        /// The short column label: `in`, `out`, `exp`, `unk`.
        public var abbreviation: String {
            switch self {
            case .signedIn: "in"
            case .requirementsMet: "in+"
            case .signedOut: "out"
            case .expired: "exp"
            case .unknownThenSignedIn: "unk"
            }
        }
    }

    /// What is already up when the link arrives.
    public enum Blocker: Hashable, Sendable, CustomStringConvertible {
        /// Nothing.
        case none
        /// The sign-in modal.
        case signIn
        /// A raised launch gate (a forced update pending).
        case gate(LaunchGate)
        /// One of the app's modals (neither a gate's nor a requirement's) is up, by its name, with
        /// or without the person's unsaved input: its arrival policy decides what the link does.
        case modal(String, edited: Bool)

        /// `no modal`, `sign-in up`, `forced-update pending`, `checkout up, edited`.
        public var description: String {
            switch self {
            case .none: "no modal"
            case .signIn: "sign-in up"
            case .gate(let gate): "\(gate) pending"
            case .modal(let name, let edited): edited ? "\(name) up, edited" : "\(name) up"
            }
        }
    }

    public var launch: Launch
    public var session: SessionState
    /// What is up.
    public var blocker: Blocker

    public init(_ launch: Launch, _ session: SessionState, _ blocker: Blocker) {
        self.launch = launch
        self.session = session
        self.blocker = blocker
    }

    /// Whether the link comes with the launch (a cold launch with nothing to put up first):
    /// nothing can then be up before it, so the condition exists in every schema.
    public var deliversLinkAtLaunch: Bool {
        launch == .cold && blocker != .signIn && session != .requirementsMet
    }

    /// `cold · signed out · sign-in up`.
    public var description: String { "\(launch.rawValue) · \(session.rawValue) · \(blocker)" }

    /// Every combination for a schema: 3 launches × 4 sessions (5 when the schema declares
    /// requirements: signed in with them met as well as not) × (2 + one per launch gate)
    /// blockers, launch-major, blockers innermost; then, for a warm launch in every session, each
    /// of the app's own modals the session may have up (``Blocker/modal(_:edited:)``), without and
    /// with unsaved input.
    public static func all<Schema: NavigationSchema>(for schema: Schema) -> [AuditCondition] {
        let blockers: [Blocker] = [.none, .signIn] + schema.launchGates.map(Blocker.gate)
        let sessions = SessionState.allCases.filter { $0 != .requirementsMet || !schema.requirements.isEmpty }
        let matrix = Launch.allCases.flatMap { launch in
            sessions.flatMap { session in blockers.map { AuditCondition(launch, session, $0) } }
        }
        // A modal that needs sign-in is up only for a session that has it.
        let signedIn: Set<SessionState> = [.signedIn, .requirementsMet]
        return matrix
            + sessions.flatMap { session in
                schema.auditedModals.filter { !schema.needsSignIn(toShow: $0) || signedIn.contains(session) }
                    .flatMap { modal in
                        [false, true].map { AuditCondition(.warm, session, .modal(modal.description, edited: $0)) }
                    }
            }
    }
}

extension NavigationSchema {
    /// Whether showing `modal` needs more than public access: its own, or its root screen's.
    func needsSignIn(toShow modal: Modal) -> Bool {
        rule(for: modal).access.isProtected || root(of: modal).map { access(for: $0).isProtected } ?? false
    }

    /// The app's own modals a sample link lands in (neither a gate's nor a requirement's), which
    /// the audit puts up before a link: where each modal's arrival policy is played.
    var auditedModals: [Modal] {
        let excluded = Set([signInModal] + launchGates.compactMap { modal(for: $0) } + requirements.compactMap(\.modal))
        return nameableModals.filter { !excluded.contains($0) }
    }
}

/// An event as a journal keeps it: the ``NavigationEvent`` with its links redacted, its accounts
/// pseudonymous, and the schema's tabs, modals and screens named as the schema renders them.
///
/// A journal is read without the app's types (a bug report, `wayfinder replay`), so tabs and
/// modals are kept by name, and a screen by its name and the link that shows it (see
/// ``JournalScreen``). Its ``description`` is the event in the words of a scenario script.
public enum JournalEvent: Hashable, Sendable, Codable, CustomStringConvertible {
    /// ``NavigationEvent/launched(_:)`` without its snapshot.
    case launched(LaunchKind, session: Session, gates: [LaunchGate], link: String?, source: LinkSource)
    /// ``NavigationEvent/linkReceived(_:source:)``.
    case linkReceived(String, source: LinkSource)
    /// ``NavigationEvent/routeRequested(_:source:)``, the route as its redacted link.
    case routeRequested(String, source: LinkSource)
    /// ``NavigationEvent/sessionResolved(_:)``.
    case sessionResolved(Session)
    /// ``NavigationEvent/signedIn(_:)``.
    case signedIn(Account)
    /// ``NavigationEvent/signInFailed``.
    case signInFailed
    /// ``NavigationEvent/signInCancelled``.
    case signInCancelled
    /// ``NavigationEvent/requirementMet(_:)``.
    case requirementMet(RequirementName)
    /// ``NavigationEvent/requirementFailed(_:)``.
    case requirementFailed(RequirementName)
    /// ``NavigationEvent/requirementCancelled(_:)``.
    case requirementCancelled(RequirementName)
    /// ``NavigationEvent/sessionExpired``.
    case sessionExpired
    /// ``NavigationEvent/signedOut``.
    case signedOut
    /// ``NavigationEvent/gateRaised(_:)``.
    case gateRaised(LaunchGate)
    /// ``NavigationEvent/gateCleared(_:)``.
    case gateCleared(LaunchGate)
    /// ``NavigationEvent/scenePhaseChanged(_:)``.
    case scenePhaseChanged(AppPhase)
    /// ``NavigationEvent/resolutionFinished(_:_:)``: what the resolver answered.
    case resolutionFinished(JournalResolution)
    /// ``NavigationEvent/timePassed``.
    case timePassed
    /// ``NavigationEvent/screenPushed(_:)``.
    case screenPushed(JournalScreen)
    /// ``NavigationEvent/popped``.
    case popped
    /// ``NavigationEvent/poppedCount(_:)``.
    case poppedCount(Int)
    /// ``NavigationEvent/poppedTo(_:)``.
    case poppedTo(JournalScreen)
    /// ``NavigationEvent/poppedToRoot``.
    case poppedToRoot
    /// ``NavigationEvent/tabSelected(_:)``, the tab by name.
    case tabSelected(String)
    /// ``NavigationEvent/modalRequested(_:)``, the modal by name.
    case modalRequested(String)
    /// ``NavigationEvent/modalDismissed(_:)``, the modal by name.
    case modalDismissed(String)
    /// ``NavigationEvent/noticeDismissed``.
    case noticeDismissed
    /// ``NavigationEvent/pathChanged(_:_:)``.
    case pathChanged(tab: String, [JournalScreen])
    /// ``NavigationEvent/modalPathChanged(_:_:)``.
    case modalPathChanged(modal: String, [JournalScreen])
    /// ``NavigationEvent/unsavedInputChanged(_:in:)``.
    case unsavedInputChanged(Bool)
    /// ``NavigationEvent/confirmationAnswered(_:)``.
    case confirmationAnswered(ConfirmationAnswer)
    /// ``NavigationEvent/noticeRaised(_:)``, by the notice's name.
    case noticeRaised(String)
    /// ``NavigationEvent/pendingDiscarded``.
    case pendingDiscarded

    /// The event in the words of a scenario script where it has them (`open shop://orders/42`,
    /// `sign-in account-1`, `background`), else a short name (`resolved unavailable`).
    public var description: String {
        switch self {
        case .launched(let kind, let session, let gates, let link, let source):
            var words = ["launch", kind.rawValue]
            if kind == .cold, let link { words.append(link) }
            words.append("session=\(session)")
            if kind == .cold, link != nil, source != .link { words.append("source=\(source.rawValue)") }
            if kind == .cold { words += gates.map { "gate=\($0)" } }
            return words.joined(separator: " ")
        case .linkReceived(let link, let source):
            return "open \(link)" + (source == .link ? "" : " source=\(source.rawValue)")
        case .routeRequested(let link, let source):
            // A route from outside (an App Intent) is an `open` with its source, as a script writes it.
            return source.isExternal ? "open \(link) source=\(source.rawValue)" : "tap \(link)"
        case .sessionResolved(let settled): return "session-resolves \(settled)"
        case .signedIn(let account): return "sign-in \(account)"
        case .signInFailed: return "sign-in-fails"
        case .signInCancelled: return "sign-in-cancel"
        case .requirementMet(let name): return name == .stepUpVerb ? "step-up" : "requirement-met \(name)"
        case .requirementFailed(let name): return name == .stepUpVerb ? "step-up-fails" : "requirement-fails \(name)"
        case .requirementCancelled(let name):
            return name == .stepUpVerb ? "step-up-cancel" : "requirement-cancel \(name)"
        case .sessionExpired: return "session-expires"
        case .signedOut: return "sign-out"
        case .gateRaised(let gate): return "gate \(gate)"
        case .gateCleared(let gate): return gate == .forcedUpdate ? "update-installed" : "gate-cleared \(gate)"
        case .scenePhaseChanged(let phase): return phase == .background ? "background" : "foreground"
        case .resolutionFinished(let resolution): return "resolved \(resolution)"
        case .timePassed: return "time-passes"
        case .screenPushed(let screen): return "push \(screen)"
        case .popped: return "back"
        case .poppedCount(let count): return "back \(count)"
        case .poppedTo(let screen): return "pop-to \(screen)"
        case .poppedToRoot: return "pop-to-root"
        case .tabSelected(let tab): return "select \(tab)"
        case .modalRequested(let modal): return "present \(modal)"
        case .modalDismissed(let modal): return "dismiss \(modal)"
        case .noticeDismissed: return "dismiss-notice"
        case .pathChanged(let tab, let path):
            return "path " + ([tab] + path.map(\.description)).joined(separator: " > ")
        case .modalPathChanged(let modal, let path):
            return "modal-path " + ([modal] + path.map(\.description)).joined(separator: " > ")
        case .unsavedInputChanged(let edited): return edited ? "edit" : "edits-saved"
        case .confirmationAnswered(let answer): return answer.rawValue
        case .noticeRaised(let notice): return "notice \(notice)"
        case .pendingDiscarded: return "discard-pending"
        }
    }
}

/// What a resolver answered, as a journal keeps it.
public enum JournalResolution: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The route may land.
    case proceed
    /// Another route, as its redacted link.
    case redirect(String)
    /// The item cannot be shown.
    case unavailable
    /// A sign-in link signed the person in (the account is not kept).
    case signsIn

    /// `proceed`, `redirect LINK`, `unavailable`, `signs-in`.
    public var description: String {
        switch self {
        case .proceed: "proceed"
        case .redirect(let link): "redirect \(link)"
        case .unavailable: "unavailable"
        case .signsIn: "signs-in"
        }
    }
}

/// A screen as a journal keeps it: its name as the schema renders it (`order(42)`), and the link
/// that shows it, which is how a replay names it again.
///
/// The link is the canonical, redacted link of the schema's ``NavigationSchema/route(for:)``, kept
/// only when that route's destination shows this very screen on top; a screen without such a
/// route is kept by name alone and cannot be replayed.
public struct JournalScreen: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The screen as the schema renders it: `order(42)`.
    public var name: String
    /// The link that shows it, canonical with secrets redacted; `nil` when the schema gives it none.
    public var link: String?

    /// Creates a journal screen.
    public init(name: String, link: String?) {
        self.name = name
        self.link = link
    }

    /// The name.
    public var description: String { name }
}

internal import Wayfinder

/// The words of the script language: the first word of each line, with what it takes.
///
/// This is the one table both directions use: ``ScenarioScript/parse(_:file:)`` looks the first
/// word of a line up here, ``ScenarioAction/scriptText`` prints each action with the word of its
/// verb, and error messages list these words. A name cannot differ between parsing and printing.
public enum ScenarioVerb: String, CaseIterable, Hashable, Sendable {
    /// `launch cold …` or `launch warm …`.
    case launch
    /// `relaunch [URL] [session=S] [gate=G]… [latency=D]`.
    case relaunch
    /// `open URL [source=link|push|activity|shortcut|spotlight|intent|widget]`.
    case open
    /// `tap URL`: a control inside the app navigates to the route of URL.
    case tap
    /// `sign-in ACCOUNT`.
    case signIn = "sign-in"
    /// `sign-in-fails`.
    case signInFails = "sign-in-fails"
    /// `sign-in-cancel`.
    case signInCancel = "sign-in-cancel"
    /// `step-up`: the person completes the step-up modal (the requirement `step-up`).
    case stepUp = "step-up"
    /// `step-up-fails`.
    case stepUpFails = "step-up-fails"
    /// `step-up-cancel`.
    case stepUpCancel = "step-up-cancel"
    /// `requirement-met NAME` (extension): the person completes the modal of requirement NAME.
    case requirementMet = "requirement-met"
    /// `requirement-fails NAME` (extension).
    case requirementFails = "requirement-fails"
    /// `requirement-cancel NAME` (extension).
    case requirementCancel = "requirement-cancel"
    /// `session-expires`.
    case sessionExpires = "session-expires"
    /// `sign-out`.
    case signOut = "sign-out"
    /// `session-resolves S`.
    case sessionResolves = "session-resolves"
    /// `update-installed`.
    case updateInstalled = "update-installed"
    /// `gate-cleared NAME`: clears a declared gate (`forced-update`, `onboarding`).
    case gateCleared = "gate-cleared"
    /// `gate NAME` (extension).
    case gate
    /// `edit`: the person enters unsaved input in the modal that is up.
    case edit
    /// `saved`: the person's unsaved input in the modal that is up is saved (or discarded): it no
    /// longer holds any. The opposite of `edit`.
    case saved
    /// `leave`: the person leaves the modal that asked, for the link.
    case leave
    /// `stay`: the person stays in the modal that asked; the link is declined.
    case stay
    /// `notice NAME`: the app raises one of its notices.
    case notice
    /// `discard-pending`: the app drops the pending link.
    case discardPending = "discard-pending"
    /// `background`.
    case background
    /// `foreground`.
    case foreground
    /// `advance D`.
    case advance
    /// `back [N]`: one screen, or `N` screens (extension).
    case back
    /// `pop-to-root`.
    case popToRoot = "pop-to-root"
    /// `select TAB`.
    case select
    /// `dismiss [MODAL]`: the modal that is up, or only `MODAL` if it is up (extension).
    case dismiss
    /// `dismiss-notice` (extension).
    case dismissNotice = "dismiss-notice"
    /// `push URL` (extension): the person pushes the screen URL shows onto the topmost stack.
    case push
    /// `pop-to URL` (extension): back to the highest occurrence of the screen URL shows.
    case popTo = "pop-to"
    /// `present MODAL` (extension): the app asks for a modal.
    case present
    /// `path TAB [URL]…` (extension): the UI writes a tab's whole path.
    case path
    /// `modal-path MODAL [URL]…` (extension): the UI writes the whole path inside a modal.
    case modalPath = "modal-path"
    /// `window NAME`: a window comes to the front (opened at the fallback if new).
    case window
    /// `close-window NAME`.
    case closeWindow = "close-window"
    /// `expect WHAT VALUE`.
    case expect
}

extension ScenarioAction {
    /// The requirement the `step-up` verbs act on.
    static let stepUpName = RequirementName.stepUpVerb.rawValue

    /// The verb that starts the action's line.
    public var verb: ScenarioVerb {
        switch self {
        case .launchCold, .launchWarm: .launch
        case .relaunch: .relaunch
        case .open: .open
        case .tap: .tap
        case .signIn: .signIn
        case .signInFails: .signInFails
        case .signInCancel: .signInCancel
        case .meetRequirement(let name): name == Self.stepUpName ? .stepUp : .requirementMet
        case .failRequirement(let name): name == Self.stepUpName ? .stepUpFails : .requirementFails
        case .cancelRequirement(let name): name == Self.stepUpName ? .stepUpCancel : .requirementCancel
        case .sessionExpires: .sessionExpires
        case .signOut: .signOut
        case .sessionResolves: .sessionResolves
        case .updateInstalled: .updateInstalled
        case .raiseGate: .gate
        case .clearGate: .gateCleared
        case .edit: .edit
        case .saved: .saved
        case .answer(.leave): .leave
        case .answer(.stay): .stay
        case .raiseNotice: .notice
        case .discardPending: .discardPending
        case .background: .background
        case .foreground: .foreground
        case .advance: .advance
        case .back, .backCount: .back
        case .push: .push
        case .popTo: .popTo
        case .present: .present
        case .writePath: .path
        case .writeModalPath: .modalPath
        case .popToRoot: .popToRoot
        case .select: .select
        case .dismiss, .dismissModal: .dismiss
        case .dismissNotice: .dismissNotice
        case .window: .window
        case .closeWindow: .closeWindow
        }
    }

    /// The action as a script line, which parses back to the same action.
    ///
    /// ```swift
    /// ScenarioAction.open("shop://orders/42", source: .push).scriptText  // "open shop://orders/42 source=push"
    /// ```
    public var scriptText: String { scriptText(showingLink: { $0 }) }

    /// The action as a script line, with its link shown through `show` (to redact it).
    func scriptText(showingLink show: (String) -> String) -> String {
        var words = [verb.rawValue]
        func launchWords(_ options: LaunchOptions) {
            if let link = options.link { words.append(show(link)) }
            if let session = options.session { words.append("session=\(session.scriptValue)") }
            words += options.gates.map { "gate=\($0)" }
            if let latency = options.latency { words.append("latency=\(ScenarioScript.scriptText(of: latency))") }
            if options.source != .link { words.append("source=\(options.source.rawValue)") }
        }
        switch self {
        case .launchCold(let options):
            words.append("cold")
            launchWords(options)
        case .launchWarm(let session):
            words.append("warm")
            if let session { words.append("session=\(session.scriptValue)") }
        case .relaunch(let options): launchWords(options)
        case .open(let link, let source):
            words.append(show(link))
            if source != .link { words.append("source=\(source.rawValue)") }
        case .tap(let link): words.append(show(link))
        case .signIn(let account): words.append(account.id)
        case .meetRequirement(let name), .failRequirement(let name), .cancelRequirement(let name):
            if name != Self.stepUpName { words.append(name) }
        case .sessionResolves(let session): words.append(session.scriptValue)
        case .raiseGate(let gate), .clearGate(let gate): words.append("\(gate)")
        case .raiseNotice(let name): words.append(name)
        case .advance(let duration): words.append(ScenarioScript.scriptText(of: duration))
        case .select(let tab): words.append(tab)
        case .backCount(let count): words.append(String(count))
        case .push(let link), .popTo(let link): words.append(show(link))
        case .present(let modal), .dismissModal(let modal): words.append(modal)
        case .writePath(let container, let links), .writeModalPath(let container, let links):
            words.append(container)
            words += links.map(show)
        case .window(let name), .closeWindow(let name): words.append(name)
        case .signInFails, .signInCancel, .sessionExpires, .signOut, .updateInstalled, .background, .foreground,
            .back, .popToRoot, .dismiss, .dismissNotice, .edit, .saved, .answer, .discardPending:
            break
        }
        return words.joined(separator: " ")
    }
}

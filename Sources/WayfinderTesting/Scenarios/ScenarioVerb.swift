package import Wayfinder

/// A word of the script language: the first word of a line.
///
/// The words are one table, which the core shares with this module because a navigator's
/// journal writes its events in them: ``ScenarioScript/parse(_:file:)`` looks the first word of a
/// line up there, ``ScenarioAction/scriptText`` prints each action with its verb's word, error
/// messages list every word, and an exported journal's text uses the same words. A word cannot
/// differ between parsing, printing and journals. What each word takes is on the
/// ``ScenarioAction`` case it makes.
///
/// ```swift
/// ScenarioVerb(rawValue: "sign-in")?.rawValue   // "sign-in"
/// ScenarioVerb(rawValue: "signin")              // nil
/// ```
public struct ScenarioVerb: RawRepresentable, CaseIterable, Hashable, Sendable {
    package let word: ScriptWord

    package init(_ word: ScriptWord) { self.word = word }

    /// The verb a script writes as `rawValue`; `nil` for a word the language does not have.
    public init?(rawValue: String) {
        guard let word = ScriptWord(rawValue: rawValue) else { return nil }
        self.word = word
    }

    /// The word as a script writes it: `sign-in`.
    public var rawValue: String { word.rawValue }

    /// Every word, in the order error messages list them.
    public static var allCases: [ScenarioVerb] { ScriptWord.allCases.map(ScenarioVerb.init) }
}

extension ScenarioAction {
    /// The requirement the `step-up` verbs act on.
    static let stepUpName = RequirementName.stepUpVerb.rawValue

    /// The verb that starts the action's line.
    public var verb: ScenarioVerb { ScenarioVerb(word) }

    var word: ScriptWord {
        switch self {
        case .launchCold, .launchWarm: .launch
        case .relaunch: .relaunch
        case .open: .open
        case .tap: .tap
        case .signIn: .signIn
        case .signInFails: .signInFails
        case .signInCancel: .signInCancel
        case .meetRequirement(let name): .met(RequirementName(name))
        case .failRequirement(let name): .failed(RequirementName(name))
        case .cancelRequirement(let name): .cancelled(RequirementName(name))
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
        case .latency: .latency
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
        case .inWindow: .inWindow
        case .event: .event
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
        var words = [word.rawValue]
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
            if !word.standsForItsRequirement { words.append(name) }
        case .sessionResolves(let session): words.append(session.scriptValue)
        case .raiseGate(let gate), .clearGate(let gate): words.append("\(gate)")
        case .raiseNotice(let name): words.append(name)
        case .advance(let duration): words.append(ScenarioScript.scriptText(of: duration))
        case .select(let tab): words.append(tab)
        case .backCount(let count): words.append(String(count))
        case .push(let target): words.append(ScenarioAction.isLink(target) ? show(target) : target)
        case .popTo(let link): words.append(show(link))
        case .latency(let duration, let pattern):
            words += [ScenarioScript.scriptText(of: duration), "for", pattern]
        case .present(let modal), .dismissModal(let modal): words.append(modal)
        case .writePath(let container, let links), .writeModalPath(let container, let links):
            words.append(container)
            words += links.map(show)
        case .window(let name), .closeWindow(let name): words.append(name)
        case .inWindow(let name, let action):
            words.append(name)
            words.append(action.scriptText(showingLink: show))
        case .event(let event): words.append(event.showingLinks(show).description)
        case .signInFails, .signInCancel, .sessionExpires, .signOut, .updateInstalled, .background, .foreground,
            .back, .popToRoot, .dismiss, .dismissNotice, .edit, .saved, .answer, .discardPending:
            break
        }
        return words.joined(separator: " ")
    }
}

/// The words of the scenario script language, each the first word of a line: the one table of
/// them. `WayfinderTesting` parses and prints scripts with it (its `ScenarioVerb` is a word of
/// it); it lives in the core because a journal writes each event in these words, so the text of a
/// journal and the scripts a replay writes cannot disagree on a word.
///
/// What each word takes is on the `ScenarioAction` case it makes, and in the table of the
/// *Testing navigation without a simulator* article.
package enum ScriptWord: String, CaseIterable, Hashable, Sendable {
    case launch
    case relaunch
    case open
    case tap
    case signIn = "sign-in"
    case signInFails = "sign-in-fails"
    case signInCancel = "sign-in-cancel"
    case stepUp = "step-up"
    case stepUpFails = "step-up-fails"
    case stepUpCancel = "step-up-cancel"
    case requirementMet = "requirement-met"
    case requirementFails = "requirement-fails"
    case requirementCancel = "requirement-cancel"
    case sessionExpires = "session-expires"
    case signOut = "sign-out"
    case sessionResolves = "session-resolves"
    case updateInstalled = "update-installed"
    case gateCleared = "gate-cleared"
    case gate
    case edit
    case saved
    case leave
    case stay
    case notice
    case discardPending = "discard-pending"
    case background
    case foreground
    case advance
    case latency
    case back
    case popToRoot = "pop-to-root"
    case select
    case dismiss
    case dismissNotice = "dismiss-notice"
    case push
    case popTo = "pop-to"
    case present
    case path
    case modalPath = "modal-path"
    case window
    case closeWindow = "close-window"
    case inWindow = "in-window"
    /// `event JSON`: any event, as ``JournalEvent/eventLine`` writes it; the word of an event
    /// that has none of its own.
    case event
    case expect

    /// `step-up` for the requirement the `step-up` words stand for, else `requirement-met`.
    package static func met(_ name: RequirementName) -> ScriptWord {
        name == .stepUpVerb ? .stepUp : .requirementMet
    }

    /// `step-up-fails` for the step-up requirement, else `requirement-fails`.
    package static func failed(_ name: RequirementName) -> ScriptWord {
        name == .stepUpVerb ? .stepUpFails : .requirementFails
    }

    /// `step-up-cancel` for the step-up requirement, else `requirement-cancel`.
    package static func cancelled(_ name: RequirementName) -> ScriptWord {
        name == .stepUpVerb ? .stepUpCancel : .requirementCancel
    }

    /// Whether the word stands for its requirement, so the line names none.
    package var standsForItsRequirement: Bool { self == .stepUp || self == .stepUpFails || self == .stepUpCancel }

    /// The line this word starts, with its arguments.
    package func line(_ arguments: String...) -> String { line(arguments) }

    package func line(_ arguments: [String]) -> String {
        ([rawValue] + arguments).joined(separator: " ")
    }
}

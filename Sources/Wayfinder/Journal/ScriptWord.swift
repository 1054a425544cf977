/// The words of the scenario script language, each the first word of a line: the one table of
/// them. `WayfinderTesting` parses and prints scripts with it (its `ScenarioVerb` is a word of
/// it); it lives in the core because a journal writes each event in these words, so the text of a
/// journal and the scripts a replay writes cannot disagree on a word.
package enum ScriptWord: String, CaseIterable, Hashable, Sendable {
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
    /// `expect WHAT VALUE`: not an action but an expectation.
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
    package var namesItsRequirement: Bool { self == .stepUp || self == .stepUpFails || self == .stepUpCancel }

    /// The line this word starts, with its arguments.
    package func line(_ arguments: String...) -> String { line(arguments) }

    package func line(_ arguments: [String]) -> String {
        ([rawValue] + arguments).joined(separator: " ")
    }
}

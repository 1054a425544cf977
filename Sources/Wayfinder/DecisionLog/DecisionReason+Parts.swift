extension DecisionReason {
    /// What a waiting link waits for, as ``PendingLink/Reason`` says it, with the modal as text.
    public enum WaitingFor: Hashable, Sendable, CustomStringConvertible {
        /// ``PendingLink/Reason/launch``.
        case launch
        /// ``PendingLink/Reason/requirement(_:)``.
        case requirement(RequirementName)
        /// ``PendingLink/Reason/sessionUnknown``.
        case sessionUnknown
        /// ``PendingLink/Reason/gate(_:)``.
        case gate(LaunchGate)
        /// ``PendingLink/Reason/modal(_:)``.
        case modal(String)
        /// ``PendingLink/Reason/confirmation(_:)``.
        case confirmation(String)

        init<Schema: NavigationSchema>(_ reason: PendingLink<Schema>.Reason) {
            switch reason {
            case .launch: self = .launch
            case .requirement(let name): self = .requirement(name)
            case .sessionUnknown: self = .sessionUnknown
            case .gate(let gate): self = .gate(gate)
            case .modal(let modal): self = .modal("\(modal)")
            case .confirmation(let modal): self = .confirmation("\(modal)")
            }
        }
    }

    /// Where a link that could not land went instead.
    public enum FallbackLanding: Hashable, Sendable {
        /// The default tab's root, with the notice.
        case landedOnFallback
        /// Nowhere: a modal or gate is up, and the notice shows over it.
        case stayedPut
        /// Nowhere, and the notice may not show: `blocker` (a modal; `nil` for a gate) is up.
        case stayedPutWithoutNotice(notice: String, blocker: String?)
    }

    /// Why the modal that was up closed for a navigation.
    public enum ModalClosing: Hashable, Sendable {
        /// Its policy yields to taps (the navigation came from the app or the person).
        case yieldsToTaps
        /// Its policy yields to links.
        case yieldsToLinks
        /// The person was asked, and chose to leave it.
        case personChoseToLeave
    }

    /// A container of screens: a tab or a flow modal.
    public enum Container: Hashable, Sendable {
        case tab(String)
        /// A modal that holds a stack.
        case modal(String)
    }

    /// Why a screen does not belong in a container.
    public enum Misplacement: Hashable, Sendable {
        /// It belongs inside the modal `owner`, not in a tab.
        case belongsInModal(screen: String, owner: String)
        /// The modal holds no stack.
        case modalHoldsNoStack(String)
        /// It belongs inside the modal `owner`, not inside `modal`.
        case belongsInOtherModal(screen: String, owner: String, modal: String)
    }

    /// What restoring a snapshot left out, or did differently, in one tab or the selection.
    public enum RestorationNote: Hashable, Sendable {
        /// The launch link lands in this tab, so its saved stack is not restored.
        case leftToLaunchLink(tab: String)
        /// The snapshot lists the tab again; only its first stack is restored.
        case listedAgain(tab: String)
        /// The tab's stack is cut at its first screen that may not be restored.
        case cut(tab: String, at: String, Cut)
        /// Tabs the schema does not have.
        case unknownTabsDropped([String])
        /// A link landed first, so the saved selection is not restored.
        case selectionStaysWithLaunchLink

        /// Why a restored stack is cut at a screen.
        public enum Cut: Hashable, Sendable {
            /// The most screens a stack restores.
            case cap(Int)
            /// The session does not meet its access.
            case access(Access)
            /// Protected, and saved by another account (or by none).
            case notSavedByThisAccount(Access)
            /// The schema does not save it.
            case notSaved
            /// It belongs inside a modal.
            case belongsInModal
            /// It is already lower in the stack.
            case alreadyInStack
        }
    }
}

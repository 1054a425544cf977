/// What the person did on their own in a host, or what the system did to it: the host reports
/// it to ``HostShown/perform(_:against:)`` (``HostDriver/perform(_:)``), which says what the
/// navigator should hear.
public enum HostAction<Schema: NavigationSchema>: Hashable, Sendable {
    /// The host's root came on screen (its view is in a window): presentations may begin.
    case appeared
    /// The host's root left the screen.
    case disappeared
    /// The person began swiping back on a stack. Nothing changes yet: the stack is left alone
    /// until the gesture ends.
    case backSwipeBegan(HostStack<Schema>)
    /// The person let go before the swipe was far enough: the screen stays, and nothing changes.
    case backSwipeCancelled(HostStack<Schema>)
    /// The swipe finished: the top screen is gone.
    case backSwipeFinished(HostStack<Schema>)
    /// The person went back with the back button (or its menu) until `depth` screens are left.
    case poppedByPerson(toDepth: Int, in: HostStack<Schema>)
    /// The person tapped a tab. The host keeps showing its tab: the plan selects the tab the
    /// navigator selects (the tapped one, unless it was refused).
    case tabTapped(Schema.Tab)
    /// The person dragged the modal away (a sheet pulled down).
    case modalDraggedAway(Schema.Modal)
    /// The modal went away without the host asking: the system took it down, or what presented
    /// it went away.
    case modalDismissedBySystem(Schema.Modal)
    /// The person tapped the notice's button.
    case noticeDismissed(Schema.Notice)
    /// The person answered the question.
    case questionAnswered(ConfirmationAnswer)
    /// The alert went away without an answer (the system took it down).
    case alertDismissedBySystem
}

extension HostShown {
    /// Records what the person (or the system) did, and says what the navigator should hear.
    ///
    /// A swipe back is committed only when it finishes: beginning one and cancelling it change
    /// nothing. A pop by the person is reported as the path it leaves, and only while the
    /// navigator still holds the stack the host showed before it: a link that landed meanwhile
    /// wins, and the next plan shows the link's stack instead. A modal gone without the host's
    /// asking is reported as dismissed; the navigator may refuse (sign-in that cannot be
    /// dismissed), and the next plan presents it again.
    /// - Parameters:
    ///   - action: What happened.
    ///   - state: The navigator's state now.
    /// - Returns: The event to send, or `nil` when the navigator has nothing to hear.
    public mutating func perform(
        _ action: HostAction<Schema>, against state: NavigationState<Schema>
    ) -> NavigationEvent<Schema>? {
        switch action {
        case .appeared:
            isOnScreen = true
            return nil
        case .disappeared:
            isOnScreen = false
            return nil
        case .backSwipeBegan(let stack):
            gestures.insert(stack)
            return nil
        case .backSwipeCancelled(let stack):
            gestures.remove(stack)
            return nil
        case .backSwipeFinished(let stack):
            gestures.remove(stack)
            return popped(toDepth: screens(in: stack).count - 1, in: stack, against: state)
        case .poppedByPerson(let depth, let stack):
            return popped(toDepth: depth, in: stack, against: state)
        case .tabTapped(let tab):
            return .tabSelected(tab)
        case .modalDraggedAway(let gone), .modalDismissedBySystem(let gone):
            guard modal?.modal == gone else { return nil }
            record(.dismissModal(gone, animated: false))
            return state.visible.modal == gone ? .modalDismissed(gone) : nil
        case .noticeDismissed(let notice):
            if alert == .notice(notice) { alert = nil }
            return state.visible.notice == notice ? .noticeDismissed : nil
        case .questionAnswered(let answer):
            if case .question = alert { alert = nil }
            return state.confirmation == nil ? nil : .confirmationAnswered(answer)
        case .alertDismissedBySystem:
            alert = nil
            return nil
        }
    }

    /// The stack after the person's pop, and the path the navigator hears when it still holds
    /// what the host showed before.
    private mutating func popped(
        toDepth depth: Int, in stack: HostStack<Schema>, against state: NavigationState<Schema>
    ) -> NavigationEvent<Schema>? {
        let before = screens(in: stack)
        guard depth >= 0, depth < before.count else { return nil }
        let after = Array(before.prefix(depth))
        record(.pop(toDepth: depth, in: stack, animated: false))
        switch stack {
        case .tab(let tab):
            return state.visible.stack(for: tab) == before ? .pathChanged(tab, after) : nil
        case .modal(let modal):
            guard let presented = state.visible.presented, presented.modal == modal, presented.stack == before
            else { return nil }
            return .modalPathChanged(modal, after)
        }
    }
}

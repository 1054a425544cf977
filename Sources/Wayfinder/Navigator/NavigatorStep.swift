/// What one event did, as the navigator needs it: the effects, which visible parts changed, and
/// when the next timed event is due. The navigator publishes only the parts it names.
struct NavigatorStep<Schema: NavigationSchema> {
    var effects: [NavigationEffect<Schema>]
    var selectedTabChanged: Bool
    var presentedChanged: Bool
    var modalChanged: Bool
    var noticeChanged: Bool
    var sessionChanged: Bool
    /// Whether another link waits (pending or asked), or waits for something else.
    var waitingChanged: Bool
    /// The tabs whose stack changed, appeared or went back to the root.
    var changedStacks: [Schema.Tab]
    /// ``Coordinator/nextDeadline(in:)`` after the event.
    var deadline: NavigationTime?
    /// Whether the handoff route may have changed, so must be worked out again: the place in
    /// view, the session or whether a gate is raised changed (a gate without a modal changes
    /// nothing visible, yet takes the handoff away). ``NavigatorParts`` works it out, and only
    /// once the handoff link has been read.
    var handoffChecked: Bool
    /// Whether anything the person sees changed.
    var moved: Bool
    /// The data a resolver prefetched for the link this event lands, with the link's identity:
    /// the screen it lands on keeps it.
    var landing: (LinkID, any Sendable)?

    init(
        from before: NavigationState<Schema>, to after: NavigationState<Schema>,
        effects: [NavigationEffect<Schema>], deadline: NavigationTime?
    ) {
        let old = before.visible
        let new = after.visible
        self.effects = effects
        selectedTabChanged = new.selectedTab != old.selectedTab
        presentedChanged = new.presented != old.presented
        // The modal is part of the presentation: compared only when that changed.
        modalChanged = presentedChanged && new.modal != old.modal
        noticeChanged = new.notice != old.notice
        sessionChanged = after.session != before.session
        if after.isWaiting || before.isWaiting {
            // Each link read once (the getter copies the whole pending link), and not as a
            // tuple: a tuple of generic values has its type looked up at run time.
            let waitingAfter = after.waiting
            let waitingBefore = before.waiting
            waitingChanged = waitingAfter?.id != waitingBefore?.id || waitingAfter?.reason != waitingBefore?.reason
        } else {
            waitingChanged = false
        }
        // One pass over each table's keys, without comparing the tables first (which walks them
        // too) or iterating key-value pairs (a tuple type worked out at each event).
        changedStacks = []
        for tab in new.stacks.keys where old.stacks[tab] != new.stacks[tab] { changedStacks.append(tab) }
        for tab in old.stacks.keys where new.stacks[tab] == nil { changedStacks.append(tab) }
        self.deadline = deadline
        moved = selectedTabChanged || presentedChanged || noticeChanged || !changedStacks.isEmpty
        landing = nil
        handoffChecked = moved || sessionChanged || after.gates.isEmpty != before.gates.isEmpty
    }

    /// What `event` brings to land, when it is the answer of the resolver run in flight in
    /// `state` (the state before the event) with prefetched data.
    static func landing(of event: NavigationEvent<Schema>, in state: NavigationState<Schema>) -> (LinkID, any Sendable)?
    {
        guard state.isResolving, case .resolutionFinished(let id, .proceed(let data?)) = event,
            let flight = state.inFlight,
            flight.id == id
        else { return nil }
        return (flight.linkID, data)
    }
}

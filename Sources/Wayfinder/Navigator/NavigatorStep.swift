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
    /// The data a resolver prefetched for the link this event lands.
    var landing: PrefetchedLanding?

    // The states are borrowed: an initializer owns its arguments by default, which would cost
    // the caller a copy of each whole state, field by field through its generic type.
    init(
        from before: borrowing NavigationState<Schema>, to after: borrowing NavigationState<Schema>,
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
        // Read before `||`, whose right side is a closure (which cannot capture a borrowed state).
        let waits = after.isWaiting
        let waited = before.isWaiting
        let gateRaised = after.gates.isEmpty != before.gates.isEmpty
        if waits || waited {
            waitingChanged = Self.waitingChanged(from: before, to: after)
        } else {
            waitingChanged = false
        }
        changedStacks = Self.changedStacks(from: old.stacks, to: new.stacks)
        self.deadline = deadline
        moved = selectedTabChanged || presentedChanged || noticeChanged || !changedStacks.isEmpty
        landing = nil
        handoffChecked = moved || sessionChanged || gateRaised
    }

    /// The tabs whose stack differs between the two tables: one look-up in `old` for each tab
    /// of `new` (the new table's own stacks are read by position), and a pass over `old` only
    /// when a tab left it. Not by key-value pairs: a tuple type would be worked out each event.
    private static func changedStacks(
        from old: [Schema.Tab: [Schema.Screen]], to new: [Schema.Tab: [Schema.Screen]]
    ) -> [Schema.Tab] {
        var changed: [Schema.Tab] = []
        var kept = 0
        var index = new.startIndex
        while index != new.endIndex {
            let tab = new.keys[index]
            if let stack = old[tab] {
                kept += 1
                if stack != new.values[index] { changed.append(tab) }
            } else {
                changed.append(tab)
            }
            new.formIndex(after: &index)
        }
        if kept < old.count {
            for tab in old.keys where new[tab] == nil { changed.append(tab) }
        }
        return changed
    }

    /// Whether another link waits, or it waits for something else. Each link is read once (the
    /// getter copies the whole pending link), and not as a tuple: a tuple of generic values has
    /// its type looked up at run time.
    private static func waitingChanged(from before: NavigationState<Schema>, to after: NavigationState<Schema>) -> Bool
    {
        let waitingAfter = after.waiting
        let waitingBefore = before.waiting
        return waitingAfter?.id != waitingBefore?.id || waitingAfter?.reason != waitingBefore?.reason
    }

    /// What `event` brings to land, when it is the answer of the resolver run in flight in
    /// `state` (the state before the event) with prefetched data.
    static func landing(of event: NavigationEvent<Schema>, in state: NavigationState<Schema>) -> PrefetchedLanding? {
        state.isResolving ? resolverLanding(of: event, in: state) : nil
    }

    private static func resolverLanding(
        of event: NavigationEvent<Schema>, in state: NavigationState<Schema>
    ) -> PrefetchedLanding? {
        guard case .resolutionFinished(let id, .proceed(let data?)) = event, let flight = state.inFlight,
            flight.id == id
        else { return nil }
        return PrefetchedLanding(linkID: flight.linkID, data: data)
    }
}

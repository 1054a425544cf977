import Observation

/// What a navigator shows, part by part (the selected tab, each tab's stack, the modal…), each
/// observed on its own, and how a state is published to them: a part is set only when the state
/// shows something else than it holds, so a view is told only about a part it read that changed.
///
/// The parts hold what observers were last told, so a step is compared against them, not
/// against a copy of the state before the event.
///
/// A class, so publishing changes it without an exclusive access to the navigator's stored
/// property: an observer told of a change (synchronously, before it is made) may read any part
/// of the navigator.
@MainActor
final class NavigatorParts<Schema: NavigationSchema> {
    let schema: Schema
    /// Each tab root's route, for the handoff link, asked of the schema once.
    let rootRoutes: [Schema.Tab: Schema.Route]
    let selectedTab: ObservedPart<Schema.Tab>
    let modal: ObservedPart<Schema.Modal?>
    let presented: ObservedPart<ModalPresentation<Schema>?>
    let notice: ObservedPart<Schema.Notice?>
    let transition: ObservedPart<TransitionKind>
    let session: ObservedPart<Session>
    let pending: ObservedPart<PendingLink<Schema>?>
    let confirmation: ObservedPart<PendingLink<Schema>?>
    /// Read through ``handoffLink(of:)``, which brings it up to date first.
    let handoff: ObservedPart<String?>
    /// The route behind ``handoff``, compared without printing a link.
    var handoffRoute: Schema.Route?
    /// Whether the handoff link has been read. Until it is, nobody can be observing it, so a step
    /// that may change it only marks it stale: an app that never reads it never pays for working
    /// out the route (most of the navigator's own cost of an event that moves).
    var handoffRead = false
    /// Whether ``handoffRoute`` may be out of date.
    var handoffStale = true
    /// Whether a link is shown waiting (``pending`` or ``confirmation`` is set): most steps find
    /// none waiting and none shown, answered without reading either link.
    var waitingShown: Bool
    /// Whether a launch gate was raised when last published: a gate without a modal changes
    /// nothing visible, yet takes the handoff away.
    var gated: Bool
    /// Each tab's stack; a tab the schema does not list gets its part on first use.
    var stacks: [Schema.Tab: ObservedPart<[Schema.Screen]>] = [:]
    /// How many of ``stacks`` hold screens (are not at their root).
    var stacksHoldingScreens = 0

    init(_ state: NavigationState<Schema>, schema: Schema) {
        self.schema = schema
        rootRoutes = schema.rootRoutes
        let visible = state.visible
        selectedTab = ObservedPart(visible.selectedTab)
        modal = ObservedPart(visible.modal)
        presented = ObservedPart(visible.presented)
        notice = ObservedPart(visible.notice)
        transition = ObservedPart(visible.transition)
        session = ObservedPart(state.session)
        pending = ObservedPart(state.pending)
        confirmation = ObservedPart(state.confirmation)
        waitingShown = state.waiting != nil
        gated = !state.gates.isEmpty
        handoffRoute = nil
        handoff = ObservedPart(nil)
        for tab in schema.tabs { addStack(visible.stack(for: tab), for: tab) }
    }

    /// What publishing a state changed, as the navigator needs it afterwards.
    struct Published {
        /// Whether anything the person sees changed.
        var moved = false
        /// The session shown before, when the state shows another.
        var sessionBefore: Session?
    }

    /// Sets each part whose value differs from what `state` shows.
    func publish(_ state: NavigationState<Schema>) -> Published {
        var published = Published()
        let new = state.visible
        if new.selectedTab != selectedTab.unobserved {
            selectedTab.value = new.selectedTab
            published.moved = true
        }
        if new.presented != presented.unobserved {
            // The modal is part of the presentation: compared only when that changed.
            if new.modal != modal.unobserved { modal.value = new.modal }
            presented.value = new.presented
            published.moved = true
        }
        if new.notice != notice.unobserved {
            notice.value = new.notice
            published.moved = true
        }
        if publishStacks(new.stacks) { published.moved = true }
        // The coordinator says how *this* event's change animates (nothing, after a tick); the
        // navigator keeps how the last visible change animates, so a tick tells nobody.
        if published.moved, new.transition != transition.unobserved { transition.value = new.transition }
        let shownSession = session.unobserved
        if state.session != shownSession {
            published.sessionBefore = shownSession
            session.value = state.session
        }
        if state.waiting != nil || waitingShown { publishWaiting(of: state) }
        let gatedNow = !state.gates.isEmpty
        if published.moved || published.sessionBefore != nil || gatedNow != gated {
            gated = gatedNow
            handoffStale = true
            if handoffRead { refreshHandoff(of: state) }
        }
        return published
    }

    /// Sets each tab's stack part that holds another stack than `table`, and says whether any
    /// changed: one look-up of a part for each tab of the table (whose stacks are read by
    /// position; not by key-value pairs, whose tuple type would be worked out each event). A tab
    /// at its root has no stack in the table: the parts are walked to find one that held screens
    /// only when some part that held screens has no tab in the table.
    private func publishStacks(_ table: [Schema.Tab: [Schema.Screen]]) -> Bool {
        var changed = false
        var held = 0  // parts of the table's tabs that held screens before
        var holding = 0  // parts of the table's tabs that hold screens now
        var index = table.startIndex
        while index != table.endIndex {
            let tab = table.keys[index]
            let stack = table.values[index]
            if !stack.isEmpty { holding += 1 }
            if let part = stacks[tab] {
                let shown = part.unobserved
                if !shown.isEmpty { held += 1 }
                if shown != stack {
                    part.value = stack
                    changed = true
                }
            } else {
                // A tab the schema does not list, which nobody has read yet.
                stacks[tab] = ObservedPart(stack)
                changed = changed || !stack.isEmpty
            }
            table.formIndex(after: &index)
        }
        if held < stacksHoldingScreens {
            for tab in stacks.keys where table[tab] == nil {
                guard let part = stacks[tab], !part.unobserved.isEmpty else { continue }
                part.value = []
                changed = true
            }
        }
        stacksHoldingScreens = holding
        return changed
    }

    /// Sets the waiting links when another link waits, or it waits for something else; not as
    /// its time to live runs. Each link is read once (the getter copies the whole pending link).
    private func publishWaiting(of state: NavigationState<Schema>) {
        let waiting = state.waiting
        let shown = pending.unobserved ?? confirmation.unobserved
        guard waiting?.id != shown?.id || waiting?.reason != shown?.reason else { return }
        pending.value = state.pending
        confirmation.value = state.confirmation
        waitingShown = state.waiting != nil
    }

    /// The handoff link of `state` (the state shown), observed; worked out first when stale.
    func handoffLink(of state: NavigationState<Schema>) -> String? {
        handoffRead = true
        refreshHandoff(of: state)
        return handoff.value
    }

    /// Works the handoff route out again when stale; the link is printed, and observers told,
    /// only when the route changed.
    private func refreshHandoff(of state: NavigationState<Schema>) {
        guard handoffStale else { return }
        handoffStale = false
        let route = state.handoffRoute(in: schema, rootRoute: { rootRoutes[$0] })
        guard route != handoffRoute else { return }
        handoffRoute = route
        let link = route.flatMap { schema.links.link(for: $0) }
        if link != handoff.unobserved { handoff.value = link }
    }

    /// The part of `tab`'s stack, made on first use for a tab the schema does not list.
    func stack(for tab: Schema.Tab, in state: NavigationState<Schema>) -> ObservedPart<[Schema.Screen]> {
        stacks[tab] ?? addStack(state.visible.stack(for: tab), for: tab)
    }

    @discardableResult
    private func addStack(_ stack: [Schema.Screen], for tab: Schema.Tab) -> ObservedPart<[Schema.Screen]> {
        let part = ObservedPart(stack)
        stacks[tab] = part
        if !stack.isEmpty { stacksHoldingScreens += 1 }
        return part
    }
}

/// One part of what a navigator shows, observable on its own: a view that read it is told when
/// it changes, and a view that read another part is not.
///
/// Observed by hand rather than with `@Observable`: the macro writes a key path literal at each
/// access, and a key path into a generic class is built anew each time it is evaluated (with
/// the macro, building them was most of the cost of an event through the navigator). This one
/// is built once, when the part is made.
@MainActor
final class ObservedPart<Value>: Observable {
    var stored: Value
    let registrar = ObservationRegistrar()
    let key: KeyPath<ObservedPart, Value>

    init(_ value: Value) {
        stored = value
        key = \ObservedPart.value
    }

    /// The part's value; reading it observes the part, setting it tells its observers.
    var value: Value {
        get {
            registrar.access(self, keyPath: key)
            return stored
        }
        set { registrar.withMutation(of: self, keyPath: key) { stored = newValue } }
    }

    /// The value, read without observing it (to compare before publishing).
    var unobserved: Value { stored }
}

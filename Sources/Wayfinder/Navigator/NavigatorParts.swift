import Observation

/// What a navigator shows, part by part (the selected tab, each tab's stack, the modal…), each
/// observed on its own, and how one step is published to them: only the parts that changed are
/// set, so a view is told only about a part it read.
@MainActor
struct NavigatorParts<Schema: NavigationSchema> {
    let selectedTab: ObservedPart<Schema.Tab>
    let modal: ObservedPart<Schema.Modal?>
    let presented: ObservedPart<ModalPresentation<Schema>?>
    let notice: ObservedPart<Schema.Notice?>
    let transition: ObservedPart<TransitionKind>
    let session: ObservedPart<Session>
    let pending: ObservedPart<PendingLink<Schema>?>
    let confirmation: ObservedPart<PendingLink<Schema>?>
    /// Read through ``handoffLink(of:schema:rootRoutes:)``, which brings it up to date first.
    let handoff: ObservedPart<String?>
    /// The route behind ``handoff``, compared without printing a link.
    var handoffRoute: Schema.Route?
    /// Whether the handoff link has been read. Until it is, nobody can be observing it, so a step
    /// that may change it only marks it stale: an app that never reads it never pays for working
    /// out the route (most of the navigator's own cost of an event that moves).
    var handoffRead = false
    /// Whether ``handoffRoute`` may be out of date.
    var handoffStale = true
    /// Each tab's stack; a tab the schema does not list gets its part on first use.
    var stacks: [Schema.Tab: ObservedPart<[Schema.Screen]>] = [:]

    init(_ state: NavigationState<Schema>, schema: Schema) {
        let visible = state.visible
        selectedTab = ObservedPart(visible.selectedTab)
        modal = ObservedPart(visible.modal)
        presented = ObservedPart(visible.presented)
        notice = ObservedPart(visible.notice)
        transition = ObservedPart(visible.transition)
        session = ObservedPart(state.session)
        pending = ObservedPart(state.pending)
        confirmation = ObservedPart(state.confirmation)
        handoffRoute = nil
        handoff = ObservedPart(nil)
        for tab in schema.tabs { stacks[tab] = ObservedPart(visible.stack(for: tab)) }
    }

    /// Sets the parts `step` says changed to what `state` shows.
    mutating func publish(
        _ step: NavigatorStep<Schema>, of state: NavigationState<Schema>, schema: Schema,
        rootRoutes: [Schema.Tab: Schema.Route]
    ) {
        let new = state.visible
        if step.selectedTabChanged { selectedTab.value = new.selectedTab }
        if step.presentedChanged {
            if step.modalChanged { modal.value = new.modal }
            presented.value = new.presented
        }
        if step.noticeChanged { notice.value = new.notice }
        for tab in step.changedStacks { stack(for: tab, in: state).value = new.stack(for: tab) }
        // The coordinator says how *this* event's change animates (nothing, after a tick); the
        // navigator keeps how the last visible change animates, so a tick tells nobody.
        if step.moved, new.transition != transition.unobserved { transition.value = new.transition }
        if step.sessionChanged { session.value = state.session }
        if step.waitingChanged {
            pending.value = state.pending
            confirmation.value = state.confirmation
        }
        if step.handoffChecked {
            handoffStale = true
            if handoffRead { refreshHandoff(of: state, schema: schema, rootRoutes: rootRoutes) }
        }
    }

    /// The handoff link of `state` (the state shown), observed; worked out first when stale.
    mutating func handoffLink(
        of state: NavigationState<Schema>, schema: Schema, rootRoutes: [Schema.Tab: Schema.Route]
    ) -> String? {
        handoffRead = true
        refreshHandoff(of: state, schema: schema, rootRoutes: rootRoutes)
        return handoff.value
    }

    /// Works the handoff route out again when stale; the link is printed, and observers told,
    /// only when the route changed.
    private mutating func refreshHandoff(
        of state: NavigationState<Schema>, schema: Schema, rootRoutes: [Schema.Tab: Schema.Route]
    ) {
        guard handoffStale else { return }
        handoffStale = false
        let route = state.handoffRoute(in: schema, rootRoute: { rootRoutes[$0] })
        guard route != handoffRoute else { return }
        handoffRoute = route
        let link = route.flatMap { schema.links.link(for: $0) }
        if link != handoff.unobserved { handoff.value = link }
    }

    /// The part of `tab`'s stack, made on first use for a tab the schema does not list.
    mutating func stack(for tab: Schema.Tab, in state: NavigationState<Schema>) -> ObservedPart<[Schema.Screen]> {
        if let part = stacks[tab] { return part }
        let part = ObservedPart(state.visible.stack(for: tab))
        stacks[tab] = part
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

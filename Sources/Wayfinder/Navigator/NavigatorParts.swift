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
    let handoffLink: ObservedPart<String?>
    /// The route behind ``handoffLink``, compared without printing a link.
    var handoffRoute: Schema.Route?
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
        let route = state.handoffRoute(in: schema)
        handoffRoute = route
        handoffLink = ObservedPart(route.flatMap { schema.links.link(for: $0) })
        for tab in schema.tabs { stacks[tab] = ObservedPart(visible.stack(for: tab)) }
    }

    /// Sets the parts `step` says changed to what `state` shows.
    mutating func publish(_ step: NavigatorStep<Schema>, of state: NavigationState<Schema>, schema: Schema) {
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
        // The link is printed only when the route changed.
        if step.handoffChecked, step.handoffRoute != handoffRoute {
            handoffRoute = step.handoffRoute
            let link = handoffRoute.flatMap { schema.links.link(for: $0) }
            if link != handoffLink.unobserved { handoffLink.value = link }
        }
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

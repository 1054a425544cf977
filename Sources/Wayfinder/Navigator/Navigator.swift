public import Foundation
public import Observation

/// The one owner of navigation in an app: it holds the ``Coordinator``'s state, runs its
/// effects (resolver tasks, a timer on an injected clock, snapshot saving, decision records) and
/// offers the familiar API. Views read what the person sees and ask the navigator; they never
/// present or push on their own.
///
/// ```swift
/// @State var navigator = Navigator(schema: Shop(), store: FileSnapshotStore(url: stateURL))
/// // at launch:
/// navigator.launch(.cold, url: launchURL, session: .unknown)
/// // later:
/// navigator.open(url)           // a link
/// navigator.push(.product("5")) // a tap
/// navigator.sessionResolved(.signedIn("alice"))
/// ```
///
/// ### Observation
///
/// What the person sees is observable part by part: ``selectedTab``, each tab's stack
/// (``stack(for:)``), ``modal``, ``notice`` and ``transition``, plus ``session``. A view is
/// told only when a part it read changed: pushing on one tab does not invalidate a view that
/// read another tab's stack, and an event that changes nothing visible (a timer tick, a duplicate
/// link) tells nobody. The coordinator's bookkeeping (the clock, counters, recent links) is never
/// observed.
@MainActor
@Observable
public final class Navigator<Schema: NavigationSchema> {
    /// Everything navigation knows, bookkeeping included. Reading it in a view observes every
    /// visible part and the session (not the bookkeeping); read the parts you need instead, so
    /// the view is told only about those.
    public var state: NavigationState<Schema> {
        _ = selectedTab
        _ = modal
        _ = presented
        _ = notice
        _ = transition
        _ = session
        _ = pending
        _ = confirmation
        for tab in current.visible.stacks.keys { _ = stack(for: tab) }
        for tab in schema.tabs { _ = stack(for: tab) }
        return current
    }

    /// The selected tab.
    public private(set) var selectedTab: Schema.Tab
    /// The presented modal, if any. A push inside its flow does not change it.
    public private(set) var modal: Schema.Modal?
    /// The presented modal with the stack inside it (a flow such as a checkout sheet), if any.
    /// A view that shows the flow's `NavigationStack` reads this; one that only presents the
    /// sheet reads ``modal`` and is not told about pushes inside it.
    public private(set) var presented: ModalPresentation<Schema>?
    /// The notice (alert) shown, if any.
    public private(set) var notice: Schema.Notice?
    /// How the last visible change should be animated. Unlike ``NavigationState/transition``,
    /// which describes the last event's change (none, for a timer tick), it stays as it was
    /// while events change nothing visible.
    public private(set) var transition: TransitionKind
    /// The session as the coordinator last heard it.
    public private(set) var session: Session
    /// The link that waits for something to go (sign-in, a gate, a modal…), if any: its route,
    /// canonical redacted link and what it waits for. Observers are told when another link
    /// waits or it waits for something else, not as its time to live runs.
    public private(set) var pending: PendingLink<Schema>?
    /// The link that waits for the person's answer over a modal that asks before it is left, if
    /// any: show the question, then call ``answerConfirmation(_:)``. Never set with ``pending``.
    public private(set) var confirmation: PendingLink<Schema>?
    /// The canonical link of where the person is, for Handoff and sharing, or `nil` when there is
    /// none to give: ``NavigationState/handoffLink(in:)``. It changes only when the link does, so
    /// a view or an activity advertising it is told only then.
    public private(set) var handoffLink: String?

    /// The stack of `tab` (empty at its root). A view that reads it is told only when this
    /// tab's stack changes.
    public func stack(for tab: Schema.Tab) -> [Schema.Screen] { stackPart(for: tab).screens }

    /// The selected tab and its stack.
    public var location: Location<Schema> { Location(tab: selectedTab, stack: stack(for: selectedTab)) }

    @ObservationIgnored private var current: NavigationState<Schema>
    /// The ``transition`` last published, compared without observing it.
    @ObservationIgnored private var publishedTransition: TransitionKind
    @ObservationIgnored private var stackParts: [Schema.Tab: ObservedStack<Schema.Screen>] = [:]
    /// The route behind ``handoffLink``, compared without printing a link.
    @ObservationIgnored private var handoffRoute: Schema.Route?
    /// Each tab root's route (``NavigationSchema/route(forRootOf:)``), asked once.
    @ObservationIgnored private var rootRoutes: [Schema.Tab: Schema.Route] = [:]
    /// Whether no gate was raised when ``handoffLink`` was last computed.
    @ObservationIgnored private var handoffUngated = true

    /// The app's schema.
    @ObservationIgnored public let schema: Schema
    /// The last decision records, oldest first.
    @ObservationIgnored public let log: RingBufferDecisionLog
    /// The last events received, for a bug report: see ``NavigationJournal``.
    @ObservationIgnored public private(set) var journal: NavigationJournal<Schema>
    /// The coordinator's `reduce`, made where the app calls ``init(schema:clock:store:sinks:journalCapacity:)``
    /// so that it is specialized for the app's schema (the reducer is `@inlinable`); called through
    /// this closure, events skip the generic code's type lookups.
    @ObservationIgnored private let reduce: _Reduce
    @ObservationIgnored private let elapsed: @Sendable () -> Duration
    @ObservationIgnored private let sleepUntil: @Sendable (NavigationTime) async throws -> Void
    @ObservationIgnored private let sinks: [any DecisionSink]
    @ObservationIgnored private let store: (any SnapshotStore)?
    @ObservationIgnored private var resolutions: [ResolutionID: Task<Void, Never>] = [:]
    @ObservationIgnored private var wake: Task<Void, Never>?
    @ObservationIgnored private var prefetchedData: [Schema.Screen: any Sendable] = [:]
    @ObservationIgnored private var mailbox = DeepLinkMailbox<DeliveredLink<Schema.Route>>()
    @ObservationIgnored private var handlers: [DeepLinkHandlerID: (DeliveredLink<Schema.Route>) -> Bool] = [:]

    /// Creates a navigator.
    /// - Parameters:
    ///   - schema: The app's schema.
    ///   - clock: The clock for pending time to live and resolver time-outs; inject a manual
    ///     clock in tests.
    ///   - store: Where snapshots are kept; `nil` keeps none.
    ///   - sinks: Where decision records go besides ``log``.
    ///   - journalCapacity: How many events ``journal`` keeps; 0 keeps none.
    @inlinable
    public convenience init<C: Clock>(
        schema: Schema, clock: C = ContinuousClock(), store: (any SnapshotStore)? = nil, sinks: [any DecisionSink] = [],
        journalCapacity: Int = NavigationJournal<Schema>.defaultCapacity
    ) where C.Duration == Duration {
        let coordinator = Coordinator(schema: schema)
        self.init(
            schema: schema, clock: clock, store: store, sinks: sinks, journalCapacity: journalCapacity,
            reduce: { state, event, time in
                let before = state
                let effects = coordinator.reduce(&state, event, at: time)
                return NavigatorStep(
                    from: before, to: state, effects: effects, deadline: coordinator.nextDeadline(in: state))
            })
    }

    /// The coordinator's `reduce`, as the navigator calls it: the event applied, and what it did.
    @usableFromInline
    typealias _Reduce = (inout NavigationState<Schema>, NavigationEvent<Schema>, NavigationTime) -> NavigatorStep<
        Schema
    >

    @usableFromInline
    init<C: Clock>(
        schema: Schema, clock: C, store: (any SnapshotStore)?, sinks: [any DecisionSink], journalCapacity: Int,
        reduce: @escaping _Reduce
    ) where C.Duration == Duration {
        self.schema = schema
        self.reduce = reduce
        journal = NavigationJournal(schema: schema, capacity: journalCapacity)
        let state = NavigationState(schema: schema)
        current = state
        selectedTab = state.visible.selectedTab
        modal = state.visible.modal
        presented = state.visible.presented
        notice = state.visible.notice
        transition = state.visible.transition
        publishedTransition = state.visible.transition
        session = state.session
        pending = nil
        confirmation = nil
        for tab in schema.tabs { stackParts[tab] = ObservedStack(state.visible.stack(for: tab)) }
        for tab in schema.tabs {
            stackParts[tab] = ObservedStack(state.visible.stack(for: tab))
            rootRoutes[tab] = schema.route(forRootOf: tab)
        }
        handoffRoute = nil
        handoffLink = nil
        log = RingBufferDecisionLog()
        self.sinks = sinks
        self.store = store
        let start = clock.now
        elapsed = { start.duration(to: clock.now) }
        sleepUntil = { try await clock.sleep(until: start.advanced(by: $0.sinceStart), tolerance: nil) }
        publishHandoff()
    }

    /// The current moment on the navigator's timeline.
    public var now: NavigationTime { NavigationTime(elapsed()) }

    // MARK: Events

    /// Sends any event to the coordinator and runs its effects. The named methods below are
    /// shorthands for this.
    public func send(_ event: NavigationEvent<Schema>) {
        let landing = prefetchCandidate(for: event)
        let time = now
        let sessionBefore = current.session
        let step = reduce(&current, event, time)
        journal.append(event, at: time, session: sessionBefore, effects: step.effects)
        publish(step)
        if step.sessionChanged, Self.personChanged(from: sessionBefore, to: current.session) { mailbox.clear() }
        for effect in step.effects { run(effect, landing: landing) }
        dropPrefetchedDataOffStacks()
        scheduleWake(at: step.deadline)
    }

    /// Tells observers about the parts that changed, and only those.
    private func publish(_ step: NavigatorStep<Schema>) {
        let new = current.visible
        if step.selectedTabChanged { selectedTab = new.selectedTab }
        if step.presentedChanged {
            if step.modalChanged { modal = new.modal }
            presented = new.presented
        }
        if step.noticeChanged { notice = new.notice }
        for tab in step.changedStacks { stackPart(for: tab).screens = new.stack(for: tab) }
        // The coordinator says how *this* event's change animates (nothing, after a tick); the
        // navigator keeps how the last visible change animates, so a tick tells nobody.
        if step.moved, new.transition != publishedTransition {
            transition = new.transition
            publishedTransition = new.transition
        }
        if step.sessionChanged { session = current.session }
        if step.waitingChanged {
            pending = current.pending
            confirmation = current.confirmation
        }
        // A gate without a modal changes nothing visible, yet takes the handoff away.
        if step.moved || step.sessionChanged || current._gates.isEmpty != handoffUngated { publishHandoff() }
    }

    /// Recomputes the handoff route (cheap: a walk of the screens in view) and prints its link
    /// only when the route changed.
    private func publishHandoff() {
        handoffUngated = current._gates.isEmpty
        let route = current._handoffRoute(in: schema, rootRoute: { [rootRoutes] in rootRoutes[$0] })
        guard route != handoffRoute else { return }
        handoffRoute = route
        let link = route.flatMap { schema.links.link(for: $0) }
        if link != handoffLink { handoffLink = link }
    }

    /// The observable holder of `tab`'s stack.
    private func stackPart(for tab: Schema.Tab) -> ObservedStack<Schema.Screen> {
        if let part = stackParts[tab] { return part }
        // A tab the schema does not list: made on first use, never observed before.
        let part = ObservedStack(current.visible.stack(for: tab))
        stackParts[tab] = part
        return part
    }

    /// Whether a session change ends what the previous person may see: signing out, expiry,
    /// another account. Signing in from signed out only shows more, so nothing is dropped.
    static func personChanged(from old: Session, to new: Session) -> Bool {
        guard let account = old.account, new != old else { return false }
        return new != .signedIn(account)
    }

    /// Launches: restores the saved snapshot on a cold launch, raises gates and opens the launch link.
    /// - Parameters:
    ///   - kind: Cold (the process started) or warm.
    ///   - url: The URL the app was launched with, if any.
    ///   - source: Where that URL came from (a universal link arrives as `.activity`).
    ///   - session: The session as known at launch, usually ``Session/unknown`` until restored.
    ///   - gates: Launch gates raised from the start (a forced update).
    public func launch(
        _ kind: LaunchKind = .cold, url: URL? = nil, source: LinkSource = .link, session: Session = .unknown,
        gates: [LaunchGate] = []
    ) {
        launch(kind, link: url?.absoluteString, source: source, session: session, gates: gates)
    }

    /// Launches with a link given as text: a quick action's type or a Spotlight identifier, which
    /// need not be a valid `URL` (a bad one is rejected like a bad link, not lost).
    /// - Parameters:
    ///   - kind: Cold (the process started) or warm.
    ///   - link: The link the app was launched with, if any.
    ///   - source: Where that link came from.
    ///   - session: The session as known at launch.
    ///   - gates: Launch gates raised from the start.
    public func launch(
        _ kind: LaunchKind = .cold, link: String?, source: LinkSource = .link, session: Session = .unknown,
        gates: [LaunchGate] = []
    ) {
        let snapshot = kind == .cold ? store?.load() : nil
        send(.launched(.init(kind, session: session, gates: gates, link: link, source: source, snapshot: snapshot)))
    }

    /// Opens a link (from `onOpenURL`, a notification, a user activity).
    public func open(_ url: URL, source: LinkSource = .link) { open(url.absoluteString, source: source) }

    /// Opens a link given as text.
    public func open(_ link: String, source: LinkSource = .link) {
        send(.linkReceived(link, source: source))
    }

    /// Opens a route that came from outside the app without a link's text: an App Intent or
    /// Siri (`.intent`). It goes through exactly the decisions a link does (access, sign-in, the
    /// pending link, requirements, the duplicate window); with `.app` it is a tap, as
    /// ``navigate(to:)``.
    /// - Parameters:
    ///   - route: The route to open.
    ///   - source: Where it came from, usually `.intent`.
    public func open(_ route: Schema.Route, source: LinkSource) { send(.routeRequested(route, source: source)) }

    /// Asks for a route from inside the app (a button). It passes the same checks as a link.
    public func navigate(to route: Schema.Route) { send(.routeRequested(route, source: .app)) }

    /// Pushes a screen onto the topmost stack (inside the modal that is up when it holds a
    /// stack, else the selected tab's), if the session may see it.
    public func push(_ screen: Schema.Screen) { send(.screenPushed(screen)) }
    /// Goes back one screen in the topmost stack; at its root, does nothing.
    public func pop() { send(.popped) }
    /// Goes back `count` screens in the topmost stack, stopping at its root.
    public func pop(count: Int) { send(.poppedCount(count)) }
    /// Goes back to `screen` in the topmost stack; does nothing when it is not there.
    public func pop(to screen: Schema.Screen) { send(.poppedTo(screen)) }
    /// Goes back to the topmost stack's root.
    public func popToRoot() { send(.poppedToRoot) }
    /// Selects a tab; selecting the selected tab again pops it to its root.
    public func select(tab: Schema.Tab) { send(.tabSelected(tab)) }
    /// Presents a modal unless one of higher or equal priority is up.
    public func present(_ modal: Schema.Modal) { send(.modalRequested(modal)) }
    /// Dismisses the modal, if it can be dismissed (dismissing sign-in cancels it).
    public func dismiss() {
        if let modal = current.visible.modal { send(.modalDismissed(modal)) }
    }
    /// Dismisses `modal` if it is still the one presented (for writes SwiftUI makes on its own).
    public func dismiss(_ modal: Schema.Modal) { send(.modalDismissed(modal)) }
    /// Dismisses the notice.
    public func dismissNotice() { send(.noticeDismissed) }
    /// Dismisses `notice` if it is still the one shown (for the button of an alert whose notice
    /// the core may have replaced since: the replacement stays up, to be seen).
    public func dismissNotice(_ notice: Schema.Notice) {
        if current.visible.notice == notice { send(.noticeDismissed) }
    }
    /// Applies a path SwiftUI wrote for a tab (swipe back, the back button).
    public func setPath(_ path: [Schema.Screen], for tab: Schema.Tab) { send(.pathChanged(tab, path)) }
    /// Applies a path SwiftUI wrote for the stack inside `modal` (swipe back, the back button).
    public func setPath(_ path: [Schema.Screen], inside modal: Schema.Modal) {
        send(.modalPathChanged(modal, path))
    }

    /// The session settled.
    public func sessionResolved(_ session: Session) { send(.sessionResolved(session)) }
    /// The person signed in.
    public func signedIn(_ account: Account) { send(.signedIn(account)) }
    /// Sign-in failed.
    public func signInFailed() { send(.signInFailed) }
    /// The person cancelled sign-in.
    public func signInCancelled() { send(.signInCancelled) }
    /// The person completed the modal of the declared requirement `name` (a step-up).
    public func requirementMet(_ name: String) { send(.requirementMet(name)) }
    /// An attempt at the requirement's modal failed.
    public func requirementFailed(_ name: String) { send(.requirementFailed(name)) }
    /// The person cancelled the requirement's modal.
    public func requirementCancelled(_ name: String) { send(.requirementCancelled(name)) }
    /// The session expired.
    public func sessionExpired() { send(.sessionExpired) }
    /// The person signed out.
    public func signedOut() { send(.signedOut) }
    /// Raises a launch gate.
    public func raise(_ gate: LaunchGate) { send(.gateRaised(gate)) }
    /// Clears a launch gate.
    public func clear(_ gate: LaunchGate) { send(.gateCleared(gate)) }
    /// The person has unsaved input in the modal that is up (`true`), or no longer (`false`).
    /// Only while `modal` is up, when given.
    public func markUnsavedInput(_ hasUnsavedInput: Bool = true, in modal: Schema.Modal? = nil) {
        send(.unsavedInputChanged(hasUnsavedInput, in: modal))
    }
    /// The person answered the question over the modal (``confirmation``).
    public func answerConfirmation(_ answer: ConfirmationAnswer) { send(.confirmationAnswered(answer)) }
    /// Raises one of the app's notices, under the same rules as a notice from a link.
    public func raiseNotice(_ notice: Schema.Notice) { send(.noticeRaised(notice)) }
    /// Drops the pending link (``pending``); a record says `discarded`.
    public func discardPending() { send(.pendingDiscarded) }
    /// The scene moved to the foreground or background.
    public func scenePhaseChanged(_ phase: AppPhase) { send(.scenePhaseChanged(phase)) }

    /// Waits until every resolver started so far has answered and its answer was applied.
    /// Useful in tests and previews.
    public func settle() async {
        while let task = resolutions.values.first {
            await task.value
            if resolutions.values.first == task { resolutions = resolutions.filter { $0.value != task } }
        }
    }

    // MARK: Prefetched data and late views

    /// Data a resolver prefetched for `screen`, so the screen need not load it again.
    ///
    /// The data belongs to the visit the resolver prepared: it is dropped when `screen` leaves
    /// every stack, so a later visit to the same screen finds none and loads afresh.
    public func prefetched<Value>(for screen: Schema.Screen, as type: Value.Type = Value.self) -> Value? {
        prefetchedData[screen] as? Value
    }

    /// Registers a handler for links that landed (see `DeepLinkMailbox`). It receives the
    /// current link once if nobody consumed it, then each new one while registered. The handler
    /// may navigate: it runs when the mailbox is not being changed.
    /// - Returns: An identifier for ``removeDeepLinkHandler(_:)``.
    package func addDeepLinkHandler(_ handler: @escaping (DeliveredLink<Schema.Route>) -> Bool) -> DeepLinkHandlerID {
        let (id, offer) = mailbox.register()
        handlers[id] = handler
        if let offer { make(offer) }
        return id
    }

    /// Removes a handler (its view disappeared).
    package func removeDeepLinkHandler(_ id: DeepLinkHandlerID) {
        handlers[id] = nil
        mailbox.unregister(id)
    }

    /// Offers a link to handlers in turn until one consumes it, or until it is no longer the
    /// mailbox's link (a handler navigated and a newer link replaced it). No access to the
    /// mailbox is in progress while a handler runs, so a handler may navigate.
    private func make(_ offer: DeepLinkMailbox<DeliveredLink<Schema.Route>>.Offer) {
        for id in offer.handlers {
            guard mailbox.holds(offer.ticket) else { return }
            guard let handler = handlers[id] else { continue }
            if handler(offer.link) {
                mailbox.consume(offer.ticket)
                return
            }
        }
    }

    /// Forgets prefetched data whose screen left every stack, so a later visit loads afresh.
    private func dropPrefetchedDataOffStacks() {
        guard !prefetchedData.isEmpty else { return }
        let shown = Set(current.visible.stacks.values.joined()).union(current.visible.presented?.stack ?? [])
        prefetchedData = prefetchedData.filter { shown.contains($0.key) }
    }

    // MARK: Effects

    private func run(_ effect: NavigationEffect<Schema>, landing: (LinkID, any Sendable)?) {
        switch effect {
        case .startResolution(let id, let route, let context):
            let schema = self.schema
            resolutions[id] = Task { [weak self] in
                let resolution = await schema.resolve(route, context: context)
                guard !Task.isCancelled else { return }
                self?.resolutions[id] = nil
                self?.send(.resolutionFinished(id, resolution))
            }
        case .cancelResolution(let id):
            resolutions.removeValue(forKey: id)?.cancel()
        case .saveSnapshot(let data):
            store?.save(data)
        case .record(let record):
            log.receive(record)
            for sink in sinks { sink.receive(record) }
            if record.outcome == .landed {
                if let (id, data) = landing, id == record.id, let screen = current.visible.location.stack.last {
                    prefetchedData[screen] = data
                }
            }
        case .deliver(let link):
            make(mailbox.post(link))
        }
    }

    private func prefetchCandidate(for event: NavigationEvent<Schema>) -> (LinkID, any Sendable)? {
        guard case .resolutionFinished(let id, .proceed(let data?)) = event, let flight = current.inFlight,
            flight.id == id
        else {
            return nil
        }
        return (flight.linkID, data)
    }

    /// Wakes the navigator at `deadline` with ``NavigationEvent/timePassed``, replacing the
    /// previous wake; `nil` leaves none.
    private func scheduleWake(at deadline: NavigationTime?) {
        wake?.cancel()
        wake = nil
        guard let deadline else { return }
        let sleepUntil = self.sleepUntil
        wake = Task { [weak self] in
            // An absolute deadline: however late this task starts, it wakes when the time is due.
            do { try await sleepUntil(deadline) } catch { return }
            self?.send(.timePassed)
        }
    }
}

/// One tab's stack, observable on its own so a view reading it is not told about other tabs.
///
/// Observed by hand rather than with `@Observable`: the macro writes a key path literal at each
/// access, and a key path into a generic class is built anew each time (it was most of the cost
/// of a push through the navigator). This one is built once.
@MainActor
final class ObservedStack<Screen: Hashable & Sendable>: Observable {
    private var stored: [Screen]
    private let registrar = ObservationRegistrar()
    private let key: KeyPath<ObservedStack, [Screen]>

    init(_ screens: [Screen]) {
        stored = screens
        key = \ObservedStack.screens
    }

    var screens: [Screen] {
        get {
            registrar.access(self, keyPath: key)
            return stored
        }
        set { registrar.withMutation(of: self, keyPath: key) { stored = newValue } }
    }
}

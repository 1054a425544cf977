/// What a host's views do for a ``HostDriver``: perform one step of a ``HostPlan``.
///
/// `WayfinderUIKit`'s controllers are one; a test's simulated view-controller tree is another.
@MainActor
public protocol HostTree<Schema>: AnyObject {
    /// The app's schema.
    associatedtype Schema: NavigationSchema

    /// Performs one step, and calls `done` once it has finished: at once for a step without
    /// animation, when its animation ends otherwise.
    /// - Parameters:
    ///   - step: The step.
    ///   - done: Tells the driver the step has finished.
    func perform(_ step: HostStep<Schema>, done: @escaping @MainActor () -> Void)
}

/// Runs a host: after every change of the navigator, and whenever an animation ends or the
/// person acts, it plans (``HostPlan``) from what the host shows (``shown``) and performs the
/// steps on the host's ``HostTree``.
///
/// ```swift
/// let driver = HostDriver(navigator, tabs: Shop().tabs, tree: self)
/// driver.perform(.appeared)                 // the root's view is in a window
/// driver.perform(.backSwipeBegan(.tab(.home)))
/// driver.perform(.backSwipeFinished(.tab(.home)))  // the navigator hears the pop now
/// ```
///
/// What the person does reaches the navigator through ``perform(_:)``; a write the navigator
/// refuses is undone by the next plan (the modal presented again, the tab selected back).
/// Steps are never performed while one is being performed: a change or an animation's end that
/// arrives meanwhile plans again once the current steps are done.
@MainActor
public final class HostDriver<Schema: NavigationSchema> {
    /// The navigator the host shows.
    public let navigator: Navigator<Schema>
    /// What the host shows, as far as the driver knows.
    public private(set) var shown: HostShown<Schema>
    /// The last plan performed.
    public private(set) var plan: HostPlan<Schema>?
    /// Whether the driver is performing steps now: a host ignores the callbacks its own steps
    /// cause (a navigation controller's delegate told of a push the driver made).
    public private(set) var isPerforming = false

    private weak var tree: (any HostTree<Schema>)?
    private var observer: ChangeObserverID?
    private var needsUpdate = false

    /// Creates the driver and follows the navigator's changes.
    /// - Parameters:
    ///   - navigator: The navigator to show.
    ///   - tabs: The tabs whose stacks the host shows (all of them for a tab bar, one for a
    ///     single stack).
    ///   - tree: The host's views (held weakly: the host holds the driver).
    public init(_ navigator: Navigator<Schema>, tabs: [Schema.Tab], tree: any HostTree<Schema>) {
        self.navigator = navigator
        self.tree = tree
        shown = HostShown(tabs: tabs)
        observer = navigator.addChangeObserver { [weak self] _ in self?.update() }
    }

    /// Stops following the navigator (the host went away).
    public func stop() {
        if let observer { navigator.removeChangeObserver(observer) }
        observer = nil
    }

    /// Reports what the person (or the system) did, sends the navigator what it should hear,
    /// and brings the host up to date.
    /// - Parameter action: What happened.
    public func perform(_ action: HostAction<Schema>) {
        let event = shown.perform(action, against: navigator.displayedState)
        if let event { navigator.send(event) }
        update()
    }

    /// Plans and performs the steps that bring the host up to date, now unless steps are being
    /// performed (then once they are).
    public func update() {
        guard !isPerforming else {
            needsUpdate = true
            return
        }
        isPerforming = true
        defer { isPerforming = false }
        // Each round performs what may be done now; a synchronous end or change asks for another.
        var rounds = 0
        repeat {
            needsUpdate = false
            rounds += 1
            let plan = HostPlan(shown: shown, state: navigator.displayedState, schema: navigator.schema)
            self.plan = plan
            for step in plan.steps {
                shown.record(step)
                tree?.perform(step) { [weak self] in self?.finished(step) }
            }
        } while needsUpdate && rounds < 16
    }

    private func finished(_ step: HostStep<Schema>) {
        shown.finished(step)
        update()
    }
}

/// The tasks the navigator shell (``WindowNavigator``, under every ``Navigator``) runs for the
/// coordinator: one per resolver run, and the one wake-up at the next deadline.
@MainActor
final class ShellTasks {
    private var resolutions: [ResolutionID: Task<Void, Never>] = [:]
    private var wake: Task<Void, Never>?
    private var wakeAt: NavigationTime?
    private let sleepUntil: @Sendable (NavigationTime) async throws -> Void

    /// - Parameter sleepUntil: Sleeps until a moment of the navigator's timeline (its clock).
    init(sleepUntil: @escaping @Sendable (NavigationTime) async throws -> Void) {
        self.sleepUntil = sleepUntil
    }

    /// Runs a resolver; `finish` gets its answer unless the run was cancelled first.
    func startResolution<Schema: NavigationSchema>(
        _ id: ResolutionID, _ route: Schema.Route, _ context: ResolutionContext, of schema: Schema,
        then finish: @escaping @MainActor (ResolutionID, Resolution<Schema>) -> Void
    ) {
        resolutions[id] = Task { [weak self] in
            let resolution = await schema.resolve(route, context: context)
            guard !Task.isCancelled else { return }
            self?.resolutions[id] = nil
            finish(id, resolution)
        }
    }

    /// Cancels a resolver run; its late answer never arrives.
    func cancelResolution(_ id: ResolutionID) {
        resolutions.removeValue(forKey: id)?.cancel()
    }

    /// Waits until every resolver started so far has answered and its answer was applied.
    func settle() async {
        while let task = resolutions.values.first {
            await task.value
            if resolutions.values.first == task { resolutions = resolutions.filter { $0.value != task } }
        }
    }

    /// Wakes the shell at `deadline` with `fire`, replacing the previous wake; `nil` leaves none.
    /// A wake already set for that moment is kept: most steps leave the next deadline as it was,
    /// and a new task per event would cost each one an allocation and a scheduling.
    func wake(at deadline: NavigationTime?, then fire: @escaping @MainActor () -> Void) {
        if let deadline, deadline == wakeAt, wake != nil { return }
        wake?.cancel()
        wake = nil
        wakeAt = deadline
        guard let deadline else { return }
        let sleepUntil = self.sleepUntil
        wake = Task { [weak self] in
            // An absolute deadline: however late this task starts, it wakes when the time is due.
            do { try await sleepUntil(deadline) } catch { return }
            self?.wakeAt = nil  // spent: the step it fires sets the next one
            fire()
        }
    }

    /// Runs one of the coordinator's effects: resolvers in tasks (their answer
    /// goes back through `send`), snapshots to `store`, records to `log` and `sinks`. What lands
    /// goes to the window it landed in: a resolver's prefetched data to `keep`, a link for the
    /// `onDeepLink` handlers to `deliver`.
    func run<Schema: NavigationSchema>(
        _ effect: NavigationEffect<Schema>, of schema: Schema, landing: PrefetchedLanding?,
        store: (any SnapshotStore)?, log: RingBufferDecisionLog, sinks: [any DecisionSink],
        send: @escaping @MainActor (NavigationEvent<Schema>) -> Void, keep: (any Sendable) -> Void,
        deliver: (DeliveredLink<Schema.Route>) -> Void
    ) {
        switch effect {
        case .startResolution(let id, let route, let context):
            startResolution(id, route, context, of: schema) { send(.resolutionFinished($0, $1)) }
        case .cancelResolution(let id):
            cancelResolution(id)
        case .saveSnapshot(let data):
            store?.save(data)
        case .record(let record):
            log.receive(record)
            for sink in sinks { sink.receive(record) }
            if record.outcome == .landed, let landing, landing.linkID == record.id { keep(landing.data) }
        case .deliver(let link):
            deliver(link)
        }
    }
}

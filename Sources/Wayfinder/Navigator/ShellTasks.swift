/// The tasks a navigator shell runs for the coordinator: one per resolver run, and the one
/// wake-up at the next deadline. Shared by ``Navigator`` and ``WindowNavigator``, so both run
/// resolvers, cancel them and sleep on the injected clock the same way.
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
}

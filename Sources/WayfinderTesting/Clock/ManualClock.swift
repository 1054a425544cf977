import Wayfinder

/// A clock that moves only when a test says so, for driving a `Navigator` deterministically.
///
/// ```swift
/// let clock = ManualClock()
/// let navigator = Navigator(schema: Shop(), clock: clock)
/// navigator.launch(.cold, url: URL(string: "shop://orders/3"), session: .signedOut)
/// await clock.advance(by: .seconds(61))   // wakes every sleeper whose deadline passed
/// ```
public final class ManualClock: Clock {
    /// A moment on the manual clock.
    public struct Instant: InstantProtocol {
        /// Time since the clock was created.
        public var offset: Duration
        public func advanced(by duration: Duration) -> Self { Self(offset: offset + duration) }
        public func duration(to other: Self) -> Duration { other.offset - offset }
        public static func < (a: Self, b: Self) -> Bool { a.offset < b.offset }
    }

    private struct Sleeper {
        var id: Int
        var deadline: Instant
        var continuation: CheckedContinuation<Void, any Error>
    }

    private struct State {
        var now = Instant(offset: .zero)
        var sleepers: [Sleeper] = []
        var nextID = 0
    }

    private let state = LockedValue(State())

    /// Creates a clock at offset zero.
    public init() {}

    public var now: Instant { state.withLock { $0.now } }
    public var minimumResolution: Duration { .zero }

    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        let id = state.withLock { s in
            defer { s.nextID += 1 }
            return s.nextID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let resumeNow: Bool = state.withLock { s in
                    if deadline <= s.now || Task.isCancelled { return true }
                    s.sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
                    return false
                }
                if resumeNow {
                    if Task.isCancelled {
                        continuation.resume(throwing: CancellationError())
                    } else {
                        continuation.resume()
                    }
                }
            }
        } onCancel: {
            let sleeper = state.withLock { s -> Sleeper? in
                guard let index = s.sleepers.firstIndex(where: { $0.id == id }) else { return nil }
                return s.sleepers.remove(at: index)
            }
            sleeper?.continuation.resume(throwing: CancellationError())
        }
    }

    /// Moves the clock forward, waking every sleeper whose deadline has come, earliest first,
    /// and yields so the woken tasks can run.
    public func advance(by duration: Duration) async {
        let due = state.withLock { s -> [Sleeper] in
            s.now = s.now.advanced(by: duration)
            let now = s.now
            let due = s.sleepers.filter { $0.deadline <= now }.sorted { $0.deadline < $1.deadline }
            s.sleepers.removeAll { $0.deadline <= now }
            return due
        }
        for sleeper in due { sleeper.continuation.resume() }
        for _ in 0..<10 { await Task.yield() }
    }

    /// Yields until at least `count` tasks sleep on this clock (a task that was just scheduled may
    /// not have started sleeping yet), or gives up after `timeout` of real time.
    ///
    /// It returns as soon as the sleepers are there, so the time-out costs a passing test nothing;
    /// it is long because a task that sleeps from the shared pool may wait for a thread that
    /// other tests hold (on a two-core machine running tests in parallel, a good part of a second).
    /// - Returns: Whether that many sleepers arrived.
    @discardableResult
    public func waitForSleepers(_ count: Int = 1, timeout: Duration = .seconds(10)) async -> Bool {
        let realTime = ContinuousClock()
        let deadline = realTime.now + timeout
        var attempt = 0
        while sleeperCount < count {
            guard realTime.now < deadline else { return false }
            // Yielding lets a task on the same actor start; now and then a millisecond of real
            // time lets a task waiting for a thread have one.
            attempt += 1
            if attempt % 50 == 0 {
                try? await Task.sleep(for: .milliseconds(1))
            } else {
                await Task.yield()
            }
        }
        return true
    }

    /// How many tasks are sleeping on this clock.
    public var sleeperCount: Int { state.withLock { $0.sleepers.count } }
}

import AllocationCounter
import Foundation
import Synchronization
import Wayfinder

/// Timing for every budget: a monotonic clock, samples taken in turn so that a change in the
/// machine's load falls on a figure and its baseline alike.
enum BenchmarkClock {
    /// Nanoseconds of the monotonic clock.
    static func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

    /// Nanoseconds `body` takes.
    static func time<R>(_ body: () -> R) -> Double {
        let start = now()
        let result = body()
        let end = now()
        blackHole(result)
        return Double(end - start)
    }

    /// Times each of `bodies` `samples` times, in turn (first, second, ..., first, ...), after
    /// one warm-up call each; each call performs `operations` operations.
    /// - Returns: Per body, its samples in nanoseconds per operation, sorted.
    static func inTurn<R>(samples: Int, operations: Int, _ bodies: [() -> R]) -> [Samples] {
        for body in bodies { blackHole(body()) }
        var figures = Array(repeating: [Double](), count: bodies.count)
        for _ in 0..<samples {
            for (index, body) in bodies.enumerated() { figures[index].append(time(body) / Double(operations)) }
        }
        return figures.map(Samples.init)
    }
}

/// Timings in nanoseconds, sorted.
struct Samples {
    let values: [Double]

    init(_ values: [Double]) { self.values = values.sorted() }

    var median: Double { values.isEmpty ? .nan : values[values.count / 2] }
    var best: Double { values.first ?? .nan }
    var mean: Double { values.reduce(0, +) / Double(values.count) }
}

/// Hands `value` to code the optimiser cannot see into, so whatever computed it must run.
func blackHole<T>(_ value: T) {
    var value = value
    withUnsafeMutablePointer(to: &value) { wayfinder_optimization_barrier($0) }
}

/// Heap allocations so far (0 where they are not counted).
func allocationCount() -> UInt64 { wayfinder_allocation_count() }

/// Whether allocations are counted on this platform.
var allocationsCounted: Bool { wayfinder_allocation_counting_available() != 0 }

/// A clock for navigators under measurement: every reading is two seconds after the one before,
/// so a link sent again in the next round of a workload is a new link, not a duplicate within
/// the policy's window, as it would be for a person. Nothing sleeps on it in the benchmarks.
final class SteppingClock: Clock {
    struct Instant: InstantProtocol {
        var offset: Duration
        func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        func duration(to other: Instant) -> Duration { other.offset - offset }
        static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    private let readings = Mutex<Int64>(0)

    var now: Instant {
        Instant(
            offset: .seconds(
                2
                    * readings.withLock { count in
                        count += 1
                        return count
                    }))
    }

    var minimumResolution: Duration { .seconds(2) }

    func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        try await Task.sleep(for: .seconds(3_600))
    }
}

import Foundation

/// A value behind a lock, for the few reference types whose state is reached from several
/// threads (the in-memory snapshot store, the ring-buffer log, the test clock).
///
/// It stands in for `Synchronization.Mutex`, which needs macOS 15 / iOS 18 / tvOS 18 /
/// watchOS 11 / visionOS 2, above the package's floor (macOS 14 / iOS 17 / tvOS 17 /
/// watchOS 10 / visionOS 1, what `@Observable` needs). `NSLock` exists on every platform of the
/// floor and on Linux. `scripts/check-availability.py` keeps `Mutex` from coming back.
package final class LockedValue<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    package init(_ value: Value) { self.value = value }

    /// Runs `body` with exclusive access to the value.
    /// - Parameter body: Reads or changes the value; it must not call back into this lock.
    /// - Returns: What `body` returns.
    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}

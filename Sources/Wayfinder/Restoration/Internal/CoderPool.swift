import Foundation

// The snapshot's encoder and decoder hand every value an encoder or decoder, and `Codable`
// copies the containers made from them on every call it forwards. If each of those held the
// sink or the payload by a strong reference, each copy would be a retain and a release: some
// four hundred real retains a decode of three 20-screen stacks, two hundred an encode. Instead,
// the sink and the payload are pooled objects that are never freed, and coders hold a
// `CoderReference`: an unretained pointer that is always valid (its object lives as long as the
// process) and a generation number that says whether the coding it was made for still goes on.

/// A coder's shared state (the sink being written, the payload being read), handed to one
/// coding at a time by a ``CoderPool`` and reached by its coders through ``CoderReference``.
protocol PooledCoder: AnyObject {
    init()
    /// Changed each time the object is given back (and when a sink starts an encode over), so
    /// that a reference made during one coding no longer matches once it ends.
    ///
    /// Written by the coding that holds the object and read by references to it, without a
    /// lock: like the coders themselves, a reference belongs to the thread of its coding.
    /// Coders and containers are not `Sendable`, and a snapshot's tabs and screens are, so they
    /// cannot keep one; only code that opts out of Swift 6's checks can carry one to another
    /// thread, where it races as a coder shared between threads always did.
    var generation: UInt64 { get set }
    /// What a coder used after its coding ended throws.
    static var ended: any Error { get }
    /// Drops what the last coding left, so that a pooled object holds little memory.
    func reset()
}

/// The objects of one kind of coder, each handed to one coding at a time and never freed.
///
/// Never freeing is what makes a ``CoderReference`` safe: a value may keep the encoder or a
/// container it was given past its coding (nothing in `Codable` forbids it), and using it then
/// must find a live object that says "ended", not freed memory. The pool holds as many
/// objects as codings ever ran at once (nested or on several threads), each emptied when given
/// back (``PooledCoder/reset()``).
final class CoderPool<Coder: PooledCoder>: @unchecked Sendable {
    // `@unchecked`: `free` is read and written only under `lock`, and each object taken out is
    // used by the one coding that took it until it is given back.
    private let lock = NSLock()
    private var free: [Coder] = []

    /// Runs `body` with an object of the pool, given back when `body` returns or throws.
    func with<Result, Failure: Error>(_ body: (Coder) throws(Failure) -> Result) throws(Failure) -> Result {
        let coder = take()
        defer { give(coder) }
        return try body(coder)
    }

    private func take() -> Coder {
        lock.lock()
        let coder = free.popLast() ?? Coder()
        lock.unlock()
        return coder
    }

    private func give(_ coder: Coder) {
        coder.generation &+= 1
        coder.reset()
        lock.lock()
        free.append(coder)
        lock.unlock()
    }
}

/// A pooled coder's object as its encoders, decoders and containers hold it: copied without a
/// retain, and usable only while the coding it was made for lasts.
struct CoderReference<Coder: PooledCoder> {
    private let object: Unmanaged<Coder>
    private let generation: UInt64

    /// A reference to `coder` for the coding it is in now.
    init(_ coder: Coder) {
        object = .passUnretained(coder)
        generation = coder.generation
    }

    /// Calls `body` with the object while the coding lasts.
    /// - Returns: What `body` returns, or nil once the coding has ended.
    @inline(__always)
    func callAsFunction<Result>(_ body: (Coder) throws -> Result) rethrows -> Result? {
        // The object is never freed (`CoderPool`), so borrowing it without a retain is safe.
        try object._withUnsafeGuaranteedRef { coder in coder.generation == generation ? try body(coder) : nil }
    }

    /// Calls `body` with the object while the coding lasts.
    /// - Throws: What `body` throws, and `Coder.ended` once the coding has ended.
    @inline(__always)
    func use<Result>(_ body: (Coder) throws -> Result) throws -> Result {
        guard let result = try self(body) else { throw Coder.ended }
        return result
    }
}

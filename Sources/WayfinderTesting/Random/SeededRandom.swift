import Foundation

/// A small deterministic random number generator (SplitMix64), so a randomized test replays
/// exactly from its seed.
///
/// ```swift
/// for seed in SeededRandom.seeds {
///     var random = SeededRandom(seed: seed)
///     let id = Int.random(in: 1...200, using: &random)
///     // … on failure, report `seed`: WAYFINDER_SEED=<seed> swift test replays it
/// }
/// ```
public struct SeededRandom: RandomNumberGenerator, Sendable {
    /// The generator's state; equal states produce equal sequences.
    public private(set) var state: UInt64

    /// Creates a generator from a seed.
    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<n`, or 0 when `n` is not positive: what a fuzzer draws an index or a
    /// choice with. Slightly biased for large `n`, which a fuzzer does not mind.
    package mutating func below(_ n: Int) -> Int { n <= 0 ? 0 : Int(next() % UInt64(n)) }

    /// The seeds a randomized test runs with: `WAYFINDER_SEED` alone when it is set (to replay a
    /// failure), otherwise a fixed seed and a fresh one.
    public static var seeds: [UInt64] {
        if let text = ProcessInfo.processInfo.environment["WAYFINDER_SEED"], let seed = UInt64(text) {
            return [seed]
        }
        return [0x5EED, UInt64.random(in: 1...UInt64.max)]
    }
}

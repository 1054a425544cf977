import AllocationCounter
import Foundation

/// Shared timing helpers for every benchmark group.
///
/// Each measurement runs its body once to warm up, then `runs` times, and reports the median
/// time per operation from a monotonic clock. Results go through ``blackHole(_:)`` so the
/// optimiser cannot remove the work being measured.
enum BenchmarkClock {
    /// One measured figure.
    struct Measurement {
        let nanosecondsPerOperation: Double
        let best: Double
        let runs: Int
    }

    /// Times `body`, which performs `operations` operations per call.
    ///
    /// - Parameters:
    ///   - operations: How many operations one call of `body` performs.
    ///   - runs: Measured calls after one warm-up call; the median is reported.
    ///   - body: The work; return something derived from every result (a count, a checksum).
    /// - Returns: Median and best nanoseconds per operation.
    static func measure<Result>(operations: Int, runs: Int = 5, _ body: () -> Result) -> Measurement {
        blackHole(body())
        var samples: [Double] = []
        for _ in 0..<runs {
            let start = DispatchTime.now().uptimeNanoseconds
            let result = body()
            let end = DispatchTime.now().uptimeNanoseconds
            blackHole(result)
            samples.append(Double(end - start) / Double(operations))
        }
        samples.sort()
        return Measurement(nanosecondsPerOperation: samples[samples.count / 2], best: samples[0], runs: runs)
    }

    /// Prints one JSON object on one line; values are numbers or strings.
    static func printJSONLine(_ fields: KeyValuePairs<String, any Sendable>) {
        let body = fields.map { key, value -> String in
            let rendered: String
            switch value {
            case let number as Double: rendered = String(format: "%.2f", number)
            case let number as Int: rendered = String(number)
            case let flag as Bool: rendered = flag ? "true" : "false"
            default: rendered = "\"" + "\(value)".replacingOccurrences(of: "\"", with: "\\\"") + "\""
            }
            return "\"\(key)\":\(rendered)"
        }
        print("{" + body.joined(separator: ",") + "}")
    }
}

/// Hands `value` to code the optimiser cannot see into, so whatever computed it must run.
func blackHole<T>(_ value: T) {
    var value = value
    withUnsafeMutablePointer(to: &value) { wayfinder_optimization_barrier($0) }
}

/// `value`, as something the optimiser cannot know: a loop reading it cannot be folded into
/// one computation made before the loop.
func opaque<T>(_ value: T) -> T {
    var value = value
    withUnsafeMutablePointer(to: &value) { wayfinder_optimization_barrier($0) }
    return value
}

/// A small deterministic generator (SplitMix64), so every run measures the same inputs.
struct BenchmarkRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

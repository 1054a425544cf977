import Foundation

/// One budget of the benchmark: its figure, the baseline measured in the same run, and whether
/// the figure keeps to the budget.
struct Budget {
    /// What is measured, for example "an event through the Navigator (median)".
    var name: String
    /// The figure, with its unit.
    var figure: String
    /// The baseline timed in the same run, with its unit, or why there is none.
    var baseline: String
    /// The budget, for example "≤ 10 µs".
    var limit: String
    /// Whether the figure keeps to the budget.
    var met: Bool

    func print(json: Bool) {
        if json {
            let fields = [("budget", name), ("figure", figure), ("baseline", baseline), ("limit", limit)]
            let body = fields.map { "\"\($0.0)\":\"\($0.1.replacingOccurrences(of: "\"", with: "\\\""))\"" }
            Swift.print("{" + body.joined(separator: ",") + ",\"met\":\(met)}")
        } else {
            Swift.print("\(name): \(figure)   budget \(limit)   \(met ? "met" : "NOT MET")")
            Swift.print("    baseline: \(baseline)")
        }
    }
}

/// A figure in the unit that reads best: ns, µs, ms or s.
func duration(_ nanoseconds: Double) -> String {
    switch nanoseconds {
    case ..<1_000: String(format: "%.0f ns", nanoseconds)
    case ..<1_000_000: String(format: "%.2f µs", nanoseconds / 1_000)
    case ..<1_000_000_000: String(format: "%.2f ms", nanoseconds / 1_000_000)
    default: String(format: "%.2f s", nanoseconds / 1_000_000_000)
    }
}

/// A ratio, as "1.23×".
func ratio(_ value: Double) -> String { String(format: "%.2f×", value) }

import Foundation

/// One budget, as data (`Budgets.swift`): a figure may be at most `limit` times its baseline,
/// both measured in the same run.
struct Budget {
    /// How figures name it.
    var id: String
    /// The group that measures it (`--group`).
    var group: String
    /// What is measured.
    var figure: String
    /// What it is compared with.
    var baseline: String
    /// The largest ratio of figure to baseline the budget allows.
    var limit: Double
    /// What a person or a CI bill would feel if it were not kept.
    var guards: String
}

/// A figure of a run, with its baseline from the same run, in the same unit.
struct Figure {
    /// The budget's ``Budget/id``.
    var budget: String
    /// What sets this figure apart from the budget's others, if it has several ("10 routes").
    var variant: String = ""
    var value: Double
    var baseline: Double
    /// How each is printed: ``duration(_:)`` or bytes.
    var unit: Unit = .time
    /// How the figure was taken ("median of 9 samples"), and any other fact worth printing.
    var note: String = ""

    enum Unit { case time, bytes }

    var ratio: Double { value / baseline }

    func format(_ amount: Double) -> String {
        switch unit {
        case .time: duration(amount)
        case .bytes: String(format: "%.0f bytes", amount)
        }
    }
}

/// A figure judged by its budget.
struct Judged {
    var budget: Budget
    var figure: Figure
    var met: Bool { figure.ratio <= budget.limit }

    func print(json: Bool) {
        let name = budget.figure + (figure.variant.isEmpty ? "" : ", \(figure.variant)")
        let limit = "≤ \(String(format: "%g", budget.limit))× baseline"
        if json {
            let fields: [(String, String)] = [
                ("budget", budget.id), ("name", name), ("figure", figure.format(figure.value)),
                ("baseline", budget.baseline), ("baselineFigure", figure.format(figure.baseline)),
                ("ratio", String(format: "%.3f", figure.ratio)), ("limit", String(format: "%g", budget.limit)),
                ("note", figure.note), ("guards", budget.guards),
            ]
            let body = fields.map { "\"\($0.0)\":\"\($0.1.replacingOccurrences(of: "\"", with: "\\\""))\"" }
            Swift.print("{" + body.joined(separator: ",") + ",\"met\":\(met)}")
        } else {
            Swift.print(
                "\(name): \(figure.format(figure.value)) = \(ratio(figure.ratio))   budget \(limit)   "
                    + (met ? "met" : "NOT MET"))
            Swift.print("    baseline: \(budget.baseline), \(figure.format(figure.baseline))")
            if !figure.note.isEmpty { Swift.print("    \(figure.note)") }
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

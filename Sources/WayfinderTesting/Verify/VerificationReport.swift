import Foundation

/// What ``Verifier/run()`` found: how far it explored and every property it saw broken, each
/// with the shortest script that breaks it.
public struct VerificationReport: Sendable, CustomStringConvertible {
    /// The last level explored whole: every run of this many events after a start.
    public var depth: Int
    /// The depth asked for.
    public var requestedDepth: Int
    /// Whether the time limit stopped the exploration before ``requestedDepth``.
    public var stoppedByTime: Bool
    /// The distinct states seen (by canonical form), starts included.
    public var states: Int
    /// The transitions explored: every event tried from every state of a level explored whole.
    public var transitions: Int
    /// The starts played.
    public var starts: Int
    /// The links opened at the starts and as events.
    public var links: [String]
    /// How many sample links the schema declares: more than ``links`` holds when the run
    /// explored some of them.
    public var declaredLinks: Int
    /// How long it took.
    public var elapsed: Duration
    /// The violations kept, shortest first within each property.
    public var violations: [VerificationViolation]

    /// The broken properties, in their order.
    public var brokenProperties: [VerifiedProperty] { Set(violations.map(\.property)).sorted() }

    /// `verify: depth 1 reached, 123,730 states, 137,745 transitions from 1,890 starts, …s: no violations`.
    public var summary: String {
        let figures =
            "verify: depth \(depth) reached\(stoppedByTime ? " (stopped by the time limit before \(depth + 1))" : ""), "
            + "\(Self.grouped(states)) states, \(Self.grouped(transitions)) transitions from \(Self.grouped(starts)) starts"
            + (links.count < declaredLinks ? " over \(links.count) of \(declaredLinks) sample links, " : ", ")
            + String(
                format: "%.1fs", Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
        guard !violations.isEmpty else { return figures + ": no violations" }
        let names = brokenProperties.map { property in
            "\(property) (\(violations.filter { $0.property == property }.count))"
        }
        return figures + ": violations of " + names.joined(separator: ", ")
    }

    /// Each violation with its script, then the summary.
    public var description: String {
        (violations.map { "violation of \($0.property) at depth \($0.depth): \($0.message)\n\($0.script)" } + [summary])
            .joined(separator: "\n")
    }

    /// The report as JSON: the figures, and each violation's property, message, depth and script.
    public var json: String {
        let object: [String: Any] = [
            "depth": depth, "requestedDepth": requestedDepth, "stoppedByTime": stoppedByTime, "states": states,
            "transitions": transitions, "starts": starts, "links": links, "declaredLinks": declaredLinks,
            "seconds": Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18,
            "violations": violations.map {
                ["property": $0.property.rawValue, "message": $0.message, "depth": $0.depth, "script": $0.script]
                    as [String: Any]
            },
        ]
        let data =
            (try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    static func grouped(_ value: Int) -> String {
        let digits = String(value)
        var out = ""
        for (index, character) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { out.append(",") }
            out.append(character)
        }
        return out
    }
}

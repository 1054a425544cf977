import Wayfinder
import WayfinderTesting

/// Tells what happened in a tour stop, from its decision records and the states after each step,
/// so the story is true for any schema: nothing in it is predicted.
enum TourNarration {
    /// `What happened: shop://orders/42 waits as the pending link (waiting for sign-in); signIn
    /// shows with the sessionExpired notice. …`
    static func story<Schema>(of result: ScenarioResult<Schema>) -> String {
        var sentences: [String] = []
        var shownModal: ModalPresentation<Schema>?
        for step in result.steps where !step.isExpectation {
            for record in step.records { sentences.append(sentence(for: record)) }
            if let modal = step.modal, modal != shownModal, step.records.contains(where: { $0.outcome == .pending }) {
                sentences.append("\(modal) shows" + (step.notice.map { " with the \($0) notice" } ?? "") + ".")
            }
            shownModal = step.modal
            if step.records.isEmpty, step.command == "back" {
                sentences.append("Back: \(step.location).")
            }
        }
        if sentences.isEmpty { return "Nothing was decided." }
        return "What happened: " + sentences.joined(separator: " ")
    }

    /// One sentence per record, from its outcome, link, landing and reason.
    static func sentence(for record: DecisionRecord) -> String {
        let link = record.link
        let landing = record.landing.map { " on \($0)" } ?? ""
        switch record.outcome {
        case .landed: return "\(link) lands\(landing)."
        case .pending: return "\(link) waits as the pending link (\(record.reason))."
        case .superseded: return "\(link) ends as superseded: \(record.reason)."
        case .unavailable: return "\(link) is unavailable: \(record.reason); it lands\(landing)."
        case .rejected: return "\(link) is rejected: \(record.reason)"
        case .redirected: return "\(link) redirects: \(record.reason)."
        case .expired, .cancelled, .discarded, .duplicate, .restored, .declined:
            return "\(link) ends as \(record.outcome.rawValue): \(record.reason)."
        }
    }
}

/// Stage 2 of *How a link lands*, Parse: the link table turns text into a typed route, and
/// prints a route back as its canonical, redacted link for the records.
extension Reduction {
    /// Parses a link's text with the schema's link table: a route goes on to the checks; text no
    /// rule accepts (unknown, foreign, malformed) lands on the fallback with a notice, once.
    /// `matched` is the text already matched, when the caller did.
    mutating func parse(
        _ text: String, id: LinkID, textKey: Int, source: LinkSource, matched: LinkMatched<Schema>? = nil
    ) {
        switch matched ?? schema.links.matchDetails(text) {
        case .success(let match):
            receive(route: match.route, source: source, id: id, pattern: match.rule.pattern, text: textKey)
        case .failure(let rejection):
            let display = schema.links.displayString(forUnmatched: text)
            guard admit(id, key: .raw(textKey), text: textKey, display: display, source: source, pattern: nil)
            else { return }
            supersedeInFlight(by: display)
            supersedeConfirmation(by: display)
            landOnFallback(
                Navigation(
                    id: id, target: .location(fallback), display: display, source: source, arrivedAt: now, phase: phase),
                notice: schema.notices.linkUnavailable, outcome: .rejected, reason: .linkRejected(rejection)
            )
        }
    }
}

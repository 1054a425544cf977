/// Where navigations get their numbers: every record of one navigation carries its ID, and
/// every event that records without a navigation of its own (a refused tap, an ignored answer)
/// takes a fresh one, so IDs stay unique across the log.
extension Reduction {
    mutating func newLinkID() -> LinkID {
        defer { state.nextLinkID += 1 }
        return LinkID(state.nextLinkID)
    }
}

import Wayfinder

/// What the properties remember of a run's past that its state does not hold: whose each held
/// navigation is, which of them waited, and whose the saved snapshot is.
struct Ghost: Hashable, Sendable {
    /// The account each held navigation belongs to: the one signed in when it arrived, or, for a
    /// place to return to, the one whose session it was taken from. A link that arrived with
    /// nobody signed in belongs to nobody and may land for anyone.
    var owners: [LinkID: Account] = [:]
    /// The held navigations that have waited (for anything) at some point.
    var waited: Set<LinkID> = []
    /// The link, as opened, of each held navigation that came from a link (its records show it
    /// redacted, and two links may share a redacted form).
    var links: [LinkID: String] = [:]
    /// The account that was signed in when the snapshot was saved.
    var snapshotOwner: Account?

    /// The part of the ghost that tells states apart: the owner and the waiting of the
    /// navigations the windows hold, by their role rather than their number.
    struct Key: Hashable, Sendable {
        var waitingOwner: Account?
        var waitingLink: String?
        var flightLink: String?
        var flightOwner: Account?
        var flightWaited: Bool
        var snapshotOwner: Account?
    }

    func key<Schema>(for windows: WindowedState<Schema>) -> Key {
        let state = windows.app
        let waiting = (state.pending ?? state.confirmation)?.id
        let flight = state.inFlight?.linkID
        return Key(
            waitingOwner: waiting.flatMap { owners[$0] }, waitingLink: waiting.flatMap { links[$0] },
            flightLink: flight.flatMap { links[$0] }, flightOwner: flight.flatMap { owners[$0] },
            flightWaited: flight.map { waited.contains($0) } ?? false, snapshotOwner: snapshotOwner)
    }
}

/// The data a resolver prefetched for the link an event lands, with the link's identity: the
/// screen the link lands on keeps it. A type of its own rather than a tuple, whose type generic
/// code would work out at run time on every event.
struct PrefetchedLanding: Sendable {
    let linkID: LinkID
    let data: any Sendable
}

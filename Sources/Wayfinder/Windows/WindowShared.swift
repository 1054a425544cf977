/// The app's part every window's navigator shows: when it changes, every window is mirrored.
struct WindowShared<Schema: NavigationSchema>: Equatable {
    var session: Session
    var gates: [LaunchGate]
    var waiting: LinkID?
    var waitsFor: PendingLink<Schema>.Reason?

    init(_ state: NavigationState<Schema>) {
        session = state.session
        gates = state.gates
        waiting = state.waitingLinkID
        waitsFor = state.waiting?.reason
    }
}

/// The app's part every window's navigator shows: when it changes, every window is mirrored.
///
/// Not generic: the waiting link's reason is kept type-erased, and read only when a link waits.
/// A generic type here would be looked up at run time twice a step, to find most often that
/// nothing changed.
struct WindowShared: Equatable {
    var session: Session
    var gates: [LaunchGate]
    var waiting: LinkID?
    var waitsFor: AnyHashable?

    init<Schema>(_ state: NavigationState<Schema>) {
        session = state.session
        gates = state.gates
        waiting = state.waitingLinkID
        waitsFor = state.isWaiting ? Self.reason(of: state) : nil
    }

    private static func reason<Schema>(of state: NavigationState<Schema>) -> AnyHashable? {
        state.waiting.map { AnyHashable($0.reason) }
    }
}

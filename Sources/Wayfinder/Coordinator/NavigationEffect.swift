public import Foundation

/// Something the ``Coordinator`` asks its shell (the ``Navigator``, a test, the scenario
/// runner) to do.
public enum NavigationEffect<Schema: NavigationSchema>: Sendable {
    /// Run the schema's resolver for `route` and answer with ``NavigationEvent/resolutionFinished(_:_:)``.
    case startResolution(ResolutionID, Schema.Route, ResolutionContext)
    /// Cancel a resolver run; its answer will be ignored anyway.
    case cancelResolution(ResolutionID)
    /// Persist this encoded snapshot (its format: <doc:RestoringState>).
    case saveSnapshot(Data)
    /// Emit a decision record.
    case record(DecisionRecord)
    /// A link landed: hand it to views that handle links themselves (the navigator's mailbox
    /// behind `onDeepLink`).
    case deliver(DeliveredLink<Schema.Route>)
}

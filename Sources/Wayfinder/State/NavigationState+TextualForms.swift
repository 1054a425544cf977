// Crash reporters and debuggers print the state: every textual form of it (`description`,
// `debugDescription`, `dump`, a debugger's view) shows the waiting link and the resolution in
// flight by their redacted links, and the route behind a modal only as a marker.

extension NavigationState: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// What the person sees and the coordinator's bookkeeping, with no route or link as it
    /// arrived: those may hold a secret.
    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "visible": _visible, "session": _session, "scenePhase": _scenePhase, "launch": _launch as Any,
                "gates": _gates, "pending": _pending as Any, "signInLinkBehindGate": _signInLinkBehindGate as Any,
                "linkBehindQuestion": _linkBehindQuestion as Any,
                "inFlight": _inFlight as Any, "now": _now,
                "nextLinkID": _nextLinkID, "nextResolutionID": _nextResolutionID,
                "recentLinks": Array(_recentLinks.links),
                "heldRestoration": _heldRestoration as Any, "expiryNoticeDue": _expiryNoticeDue,
                "landedSinceLaunch": _landedSinceLaunch, "requirementsMet": _requirementsMet,
                "backgroundedAt": _backgroundedAt as Any,
                "presentingRoute": _presentingRoute.map { _ in TextualForm.withheld } as Any,
            ], displayStyle: .struct)
    }

    public var description: String { TextualForm.render("NavigationState", customMirror) }
    public var debugDescription: String { description }
}

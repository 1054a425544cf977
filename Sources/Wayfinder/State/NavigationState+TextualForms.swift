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
                "visible": visible, "session": session, "scenePhase": scenePhase, "launch": launch as Any,
                "gates": gates, "pending": waiting as Any, "signInLinkBehindGate": signInLinkBehindGate as Any,
                "linkBehindQuestion": linkBehindQuestion as Any,
                "inFlight": inFlight as Any, "now": now,
                "nextLinkID": nextLinkID, "nextResolutionID": nextResolutionID,
                "recentLinks": Array(recentLinks.links),
                "heldRestoration": heldRestoration as Any, "expiryNoticeDue": expiryNoticeDue,
                "landedSinceLaunch": landedSinceLaunch, "requirementsMet": requirementsMet,
                "backgroundedAt": backgroundedAt as Any,
                "presentingRoute": presentingRoute.map { _ in TextualForm.withheld } as Any,
            ], displayStyle: .struct)
    }

    public var description: String { TextualForm.render("NavigationState", customMirror) }
    public var debugDescription: String { description }
}

public import Wayfinder

extension NavigationHarness {
    /// A one-line rendering of an event for failure messages, in the words a journal writes it:
    /// the script line that sends it (from the one table the script parser reads), a screen by
    /// its name, and a short phrase for what no script sends (`time-passes`). Links print
    /// canonically with secrets redacted; accounts print as they are.
    ///
    /// ```swift
    /// harness.describe(.signedIn("alice"))                                  // "sign-in alice"
    /// harness.describe(.linkReceived("shop://reset-password/k3y", source: .push))
    /// // "open shop://reset-password/<redacted> source=push"
    /// ```
    /// - Parameter event: The event.
    /// - Returns: The line.
    public func describe(_ event: NavigationEvent<Schema>) -> String {
        let text = JournalEvent(event, in: schema, account: { $0 }).scriptLine
        if case .launched(let launch) = event, launch.snapshot != nil { return text + " (with a saved snapshot)" }
        return text
    }
}

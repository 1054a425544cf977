/// One loggable description of any input or route, with secrets redacted.
extension LinkTable {
    /// One loggable description of any input: the canonical link with secrets redacted when
    /// the input matches a route that prints, otherwise ``displayString(forUnmatched:)``.
    ///
    /// ```swift
    /// links.redactedDescription(of: "SHOP://reset-password/k3y")  // "shop://reset-password/<redacted>"
    /// links.redactedDescription(of: "http://evil.example/x")      // "http://evil.example…"
    /// ```
    ///
    /// - Parameter link: Any text.
    /// - Returns: Text safe to log and show: never a secret value, control characters escaped.
    public func redactedDescription(of link: String) -> String {
        if case .success(let route) = match(link), let printed = self.link(for: route, redactingSecrets: true) {
            return printed
        }
        return displayString(forUnmatched: link)
    }

    /// One loggable description of a route: its canonical link with secrets redacted, or
    /// `route without a link` when no rule prints it.
    ///
    /// - Parameter route: The route.
    /// - Returns: Text safe to log and show.
    public func redactedDescription(of route: Route) -> String {
        link(for: route, redactingSecrets: true) ?? LinkMessages.routeWithoutLink
    }
}

public import Wayfinder

extension Session {
    /// Parses the script form of a session: `signed-in:alice`, `signed-out`, `expired:alice`,
    /// `unknown`.
    ///
    /// ```swift
    /// Session(scriptValue: "expired:alice")  // .expired("alice")
    /// Session(scriptValue: "maybe")          // nil
    /// ```
    /// - Parameter text: The session as a script writes it.
    public init?(scriptValue text: String) {
        switch text {
        case "signed-out": self = .signedOut
        case "unknown": self = .unknown
        default:
            let parts = text.split(separator: ":", maxSplits: 1).map(String.init)
            guard parts.count == 2, !parts[1].isEmpty else { return nil }
            switch parts[0] {
            case "signed-in": self = .signedIn(Account(parts[1]))
            case "expired": self = .expired(Account(parts[1]))
            default: return nil
            }
        }
    }

    /// The script form, as ``init(scriptValue:)`` reads it: the session's `description`
    /// (`signed-in:alice`), which records and journals print.
    public var scriptValue: String { description }
}

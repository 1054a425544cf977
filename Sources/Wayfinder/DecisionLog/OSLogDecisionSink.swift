// The one platform conditional of the Wayfinder target: unified logging exists on Apple platforms
// only. Written against Apple's documented `Logger(subsystem:category:)`, `log(level:_:)` and the
// interpolation `appendInterpolation(_:align:privacy:)`; not compiled on Linux, type-checked there
// against the `os` stand-in by scripts/check-apple-standin.sh.
#if canImport(os)
import os

/// Sends decision records to the unified logging system (`os.Logger`).
///
/// A record is already redacted (canonical link with secrets as `<redacted>`, no account), so it
/// is logged with **public** privacy and reads in full in Console and `log stream`. The account a
/// record was decided for is not in it: pass `account` to add it, and it is logged with
/// **private** privacy, which the system shows as `<private>` unless a profile on the device says
/// otherwise. Rejected, unavailable and expired links log at the `default` level, the rest at
/// `info` (kept in memory, shown with `log stream --info`).
///
/// ```swift
/// let sink = OSLogDecisionSink(subsystem: "com.example.shop", account: { ShopCredentials.account })
/// let navigator = Navigator(schema: Shop(), sinks: [sink])
/// ```
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
public struct OSLogDecisionSink: DecisionSink {
    private let logger: Logger
    private let account: (@Sendable () -> Account?)?

    /// Creates a sink.
    /// - Parameters:
    ///   - subsystem: Usually the app's bundle identifier.
    ///   - category: The log category; `navigation` by default.
    ///   - account: The signed-in account when a record is logged, added with private privacy;
    ///     `nil` (the default) logs no account.
    public init(subsystem: String, category: String = "navigation", account: (@Sendable () -> Account?)? = nil) {
        logger = Logger(subsystem: subsystem, category: category)
        self.account = account
    }

    /// Logs one record: its text public, the account (if asked for) private.
    public func receive(_ record: DecisionRecord) {
        let text = record.description
        let level: OSLogType =
            switch record.outcome {
            case .rejected, .unavailable, .expired: .default
            default: .info
            }
        if let id = account?()?.id {
            logger.log(level: level, "\(text, privacy: .public) account \(id, privacy: .private)")
        } else {
            logger.log(level: level, "\(text, privacy: .public)")
        }
    }
}
#endif

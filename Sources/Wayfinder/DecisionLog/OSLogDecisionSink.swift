// The one platform conditional of the Wayfinder target: unified logging exists on Apple platforms only.
// Written against Apple's documented `Logger(subsystem:category:)` and `log(level:_:)`; not compiled on Linux.
#if canImport(os)
public import os

/// Sends decision records to the unified logging system (`os.Logger`).
///
/// Records are already redacted, so they are logged with public privacy and can be read in
/// Console and `log stream`.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct OSLogDecisionSink: DecisionSink {
    private let logger: Logger

    /// Creates a sink.
    /// - Parameters:
    ///   - subsystem: Usually the app's bundle identifier.
    ///   - category: The log category; `navigation` by default.
    public init(subsystem: String, category: String = "navigation") {
        logger = Logger(subsystem: subsystem, category: category)
    }

    public func receive(_ record: DecisionRecord) {
        let text = record.description
        switch record.outcome {
        case .rejected, .unavailable, .expired:
            logger.log(level: .default, "\(text, privacy: .public)")
        default:
            logger.log(level: .info, "\(text, privacy: .public)")
        }
    }
}
#endif

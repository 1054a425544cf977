/// One of the ``LinkLimits`` with its value: the limit a link was over.
///
/// ``LinkRejection/tooLarge(limit:)`` carries it as a value; its text (`at most 8192 bytes`) is
/// rendered only when the rejection is printed.
public enum LinkLimit: Hashable, Sendable, CustomStringConvertible {
    /// The most UTF-8 bytes a link may have, fragment included (``LinkLimits/maxBytes``).
    case bytes(Int)
    /// The most path segments (``LinkLimits/maxSegments``).
    case pathSegments(Int)
    /// The most non-empty query items (``LinkLimits/maxQueryItems``).
    case queryItems(Int)

    /// `at most 8192 bytes`, `at most 64 path segments`, `at most 64 query items`.
    public var description: String {
        switch self {
        case .bytes(let count): "at most \(count) bytes"
        case .pathSegments(let count): "at most \(count) path segments"
        case .queryItems(let count): "at most \(count) query items"
        }
    }
}

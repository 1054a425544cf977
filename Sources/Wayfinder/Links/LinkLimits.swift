/// Size limits, checked before any other parsing work.
///
/// A link over a limit is rejected as ``LinkRejection/tooLarge(limit:)``, and
/// ``LinkTable/link(for:redactingSecrets:)`` prints no link that would be.
public struct LinkLimits: Hashable, Sendable {
    /// The longest accepted link, in UTF-8 bytes, fragment included. Default 8 KiB.
    public var maxBytes: Int
    /// The most path segments (for custom schemes the host counts as one). Default 64.
    public var maxSegments: Int
    /// The most non-empty `&`-separated query items. Default 64.
    public var maxQueryItems: Int

    /// Creates limits; the defaults suit app links.
    ///
    /// - Parameters:
    ///   - maxBytes: The longest accepted link in UTF-8 bytes.
    ///   - maxSegments: The most path segments.
    ///   - maxQueryItems: The most query items.
    public init(maxBytes: Int = 8 * 1024, maxSegments: Int = 64, maxQueryItems: Int = 64) {
        self.maxBytes = maxBytes
        self.maxSegments = maxSegments
        self.maxQueryItems = maxQueryItems
    }
}

/// Which URLs a link table treats as its own.
///
/// Custom-scheme links (`shop://orders/42`) read their host as the first path
/// segment. Universal links must use `https` and one of the allowed hosts.
/// Scheme and host comparisons are case-insensitive.
public struct LinkOrigins: Hashable, Sendable {
    /// Custom schemes, lowercased (for example `["shop"]`).
    public var schemes: Set<String>
    /// Hosts accepted for `https` universal links, lowercased.
    public var hosts: Set<String>
    /// The scheme used when printing a canonical link.
    public var canonicalScheme: String

    /// Creates an origin set.
    /// - Parameters:
    ///   - schemes: Custom URL schemes; the first is used for canonical links.
    ///   - hosts: Hosts accepted for `https` universal links.
    public init(schemes: [String], hosts: [String] = []) {
        precondition(!schemes.isEmpty, "LinkOrigins needs at least one custom scheme: it prints canonical links with the first one.")
        self.schemes = Set(schemes.map { $0.lowercased() })
        self.hosts = Set(hosts.map { $0.lowercased() })
        self.canonicalScheme = schemes[0].lowercased()
    }
}

/// Size limits checked before any parsing work.
public struct LinkLimits: Hashable, Sendable {
    /// The longest accepted link, in UTF-8 bytes. Default 8 KiB.
    public var maxBytes: Int
    /// The most path segments. Default 64.
    public var maxSegments: Int
    /// The most query items. Default 64.
    public var maxQueryItems: Int

    /// Creates limits; the defaults suit app links.
    public init(maxBytes: Int = 8 * 1024, maxSegments: Int = 64, maxQueryItems: Int = 64) {
        self.maxBytes = maxBytes
        self.maxSegments = maxSegments
        self.maxQueryItems = maxQueryItems
    }
}

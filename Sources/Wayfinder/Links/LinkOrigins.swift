/// Which URLs a link table treats as its own.
///
/// Custom-scheme links (`shop://orders/42`) read their host as the first path
/// segment; `shop:///orders/42` (an empty host) is the same link. Universal
/// links must use `https`, one of the allowed hosts, and no port other than 443
/// and no user information. Scheme and host comparisons are case-insensitive;
/// every other origin (`http`, other hosts, `javascript:`, `data:`, `file:`,
/// relative references such as `//host/path`) is foreign.
public struct LinkOrigins: Hashable, Sendable {
    /// Custom schemes, lowercased (for example `["shop"]`).
    public var schemes: Set<String>
    /// Hosts accepted for `https` universal links, as declared.
    ///
    /// Building a ``LinkTable`` refuses a host the URL Standard would rewrite, an uppercase
    /// letter included: declare `shop.example.com`, not `Shop.Example.com`. Links match a host
    /// in any letter case.
    public var hosts: Set<String>
    /// The scheme used when printing a canonical link.
    public var canonicalScheme: String

    /// Creates an origin set.
    ///
    /// - Parameters:
    ///   - schemes: Custom URL schemes; the first is used for canonical links. Must not be empty.
    ///   - hosts: Hosts accepted for `https` universal links, in lowercase, such as
    ///     `shop.example.com` (a table refuses to build with `Shop.Example.com`).
    public init(schemes: [String], hosts: [String] = []) {
        precondition(
            !schemes.isEmpty,
            "LinkOrigins needs at least one custom scheme, because canonical links are printed with the first one; pass for example schemes: [\"shop\"]."
        )
        self.schemes = Set(schemes.map { $0.lowercased() })
        // Kept as declared, so that the table can refuse a host the URL Standard would rewrite
        // instead of rewriting it silently.
        self.hosts = Set(hosts)
        self.canonicalScheme = schemes[0].lowercased()
    }
}

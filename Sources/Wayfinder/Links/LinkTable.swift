public import Foundation

/// A problem in a link table's declaration, found when the table is built.
public struct LinkTableError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A full sentence naming the patterns involved and how to fix them.
    public let description: String
}

/// An immutable, `Sendable` table that turns links into routes and routes back into links.
///
/// ```swift
/// let links = try LinkTable<ShopRoute>(origins: LinkOrigins(schemes: ["shop"], hosts: ["shop.example.com"])) {
///     Link("/orders", to: .orders)
///     Link("/orders/:id", ShopRoute.order(id:)) { if case .order(let id) = $0 { id } else { nil } }
/// }
/// links.match("shop://orders/42")   // .success(.order(id: "42"))
/// links.link(for: .order(id: "42")) // "shop://orders/42"
/// ```
///
/// - Note: Temporary linear implementation; to be replaced by the trie matcher.
public struct LinkTable<Route: Hashable & Sendable>: Sendable {
    /// The accepted origins.
    public let origins: LinkOrigins
    /// The size limits.
    public let limits: LinkLimits
    /// The declared entries, in declaration order.
    public let entries: [Link<Route>]

    /// Builds and freezes a table.
    /// - Throws: ``LinkTableError`` when two patterns conflict.
    public init(
        origins: LinkOrigins,
        limits: LinkLimits = LinkLimits(),
        @LinkTableBuilder<Route> _ links: () -> [Link<Route>]
    ) throws(LinkTableError) {
        self.origins = origins
        self.limits = limits
        self.entries = links()
    }

    /// Parses a link.
    /// - Returns: The route, or why the link is not one.
    public func match(_ link: String) -> Result<Route, LinkRejection> {
        guard link.utf8.count <= limits.maxBytes else { return .failure(.tooLarge(limit: "\(limits.maxBytes) bytes")) }
        guard let components = URLComponents(string: link), let scheme = components.scheme?.lowercased() else {
            return .failure(.foreignOrigin(Self.redactedOrigin(link)))
        }
        var segments = components.percentEncodedPath.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        if origins.schemes.contains(scheme) {
            if let host = components.percentEncodedHost, !host.isEmpty { segments.insert(host, at: 0) }
        } else if scheme == "https", let host = components.host?.lowercased(), origins.hosts.contains(host) {
        } else {
            return .failure(.foreignOrigin(scheme))
        }
        segments = segments.filter { !$0.isEmpty }
        let decoded = segments.compactMap { $0.removingPercentEncoding }
        var query: [String: String] = [:]
        for item in components.queryItems ?? [] where query[item.name] == nil { query[item.name] = item.value ?? "" }
        for entry in entries {
            let (path, fields) = Self.split(entry.pattern)
            guard path.count == decoded.count else { continue }
            var values: [String: String] = [:]
            var ok = true
            for (p, s) in zip(path, decoded) {
                if p.hasPrefix(":") { values[String(p.dropFirst())] = s } else if p != s { ok = false; break }
            }
            guard ok else { continue }
            for field in fields { values[field] = query[field] }
            do throws(LinkRejection) {
                return .success(try entry.parse(LinkParameters(values: values, secrets: entry.secrets)))
            } catch { return .failure(error) }
        }
        return .failure(.unknownPath("/" + segments.joined(separator: "/")))
    }

    /// Parses a `URL`.
    public func match(url: URL) -> Result<Route, LinkRejection> { match(url.absoluteString) }

    /// The canonical link of a route, with the first custom scheme.
    /// - Parameter redactingSecrets: When `true`, secret values print as `<redacted>`.
    /// - Returns: `nil` when no entry prints this route.
    public func link(for route: Route, redactingSecrets: Bool = false) -> String? {
        for entry in entries {
            guard let values = entry.print(route) else { continue }
            let (path, fields) = Self.split(entry.pattern)
            var out = origins.canonicalScheme + "://"
            out += path.map { p -> String in
                guard p.hasPrefix(":") else { return p }
                let name = String(p.dropFirst())
                if redactingSecrets && entry.secrets.contains(name) { return "<redacted>" }
                return Self.encode(values[name] ?? "")
            }.joined(separator: "/")
            let items = fields.compactMap { f in values[f].map { "\(f)=\(Self.encode($0))" } }
            if !items.isEmpty { out += "?" + items.joined(separator: "&") }
            return out
        }
        return nil
    }

    /// The canonical link of a route as a `URL`.
    public func url(for route: Route) -> URL? { link(for: route).flatMap(URL.init(string:)) }

    /// Whether the route's link carries a secret parameter.
    public func containsSecrets(_ route: Route) -> Bool {
        entries.contains { !$0.secrets.isEmpty && $0.print(route) != nil }
    }

    /// A loggable rendering of text that did not match: origin and path only, control characters
    /// escaped, query and fragment dropped, cut to 200 characters.
    public func displayString(forUnmatched link: String) -> String {
        var text = link
        if let i = text.firstIndex(where: { $0 == "?" || $0 == "#" }) { text = String(text[..<i]) }
        var out = ""
        for scalar in text.unicodeScalars {
            if scalar.value < 0x20 || scalar.value == 0x7F { out += "\\u{\(String(scalar.value, radix: 16))}" } else { out.unicodeScalars.append(scalar) }
        }
        return out.count > 200 ? String(out.prefix(200)) + "…" : out
    }

    static func split(_ pattern: String) -> ([String], [String]) {
        let parts = pattern.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        let path = parts[0].split(separator: "/").map(String.init)
        let fields = parts.count == 2 ? parts[1].split(separator: "&").map(String.init) : []
        return (path, fields)
    }

    static func encode(_ value: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "/?#&=+")
        return value.addingPercentEncoding(withAllowedCharacters: allowed) ?? value
    }

    static func redactedOrigin(_ link: String) -> String {
        String(link.prefix(while: { $0 != ":" }).prefix(32))
    }
}

/// Collects ``Link`` entries in a ``LinkTable`` declaration.
@resultBuilder
public enum LinkTableBuilder<Route: Hashable & Sendable> {
    public static func buildExpression(_ link: Link<Route>) -> [Link<Route>] { [link] }
    public static func buildBlock(_ parts: [Link<Route>]...) -> [Link<Route>] { parts.flatMap { $0 } }
    public static func buildArray(_ parts: [[Link<Route>]]) -> [Link<Route>] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [Link<Route>]?) -> [Link<Route>] { part ?? [] }
    public static func buildEither(first: [Link<Route>]) -> [Link<Route>] { first }
    public static func buildEither(second: [Link<Route>]) -> [Link<Route>] { second }
}

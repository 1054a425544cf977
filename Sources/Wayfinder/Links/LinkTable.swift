public import Foundation

/// An immutable, `Sendable` table that turns links into routes and routes back into links.
///
/// Declare every link of the app once; the same declaration parses links and prints them:
///
/// ```swift
/// let links = try LinkTable<ShopRoute>(
///     origins: LinkOrigins(schemes: ["shop"], hosts: ["shop.example.com"])
/// ) {
///     LinkRule("/orders", to: .orders)
///     LinkRule("/orders/:id", ShopRoute.order(id:)) { if case .order(let id) = $0 { id } else { nil } }
/// }
/// links.match("shop://orders/42")                     // .success(.order(id: "42"))
/// links.match("https://shop.example.com/orders/42/")  // .success(.order(id: "42"))
/// links.link(for: .order(id: "42"))                   // "shop://orders/42"
/// ```
///
/// Building the table checks every pattern and freezes them into a trie, so matching costs
/// O(path segments) however many routes the table has. Precedence, segment by segment from
/// the left: a literal beats a parameter, which beats a catch-all tail. See
/// <doc:DeclaringLinks> for the exact rules of what is accepted and rejected.
public struct LinkTable<Route: Hashable & Sendable>: Sendable {
    public let origins: LinkOrigins
    public let limits: LinkLimits
    /// The declared entries, in declaration order.
    public let entries: [LinkRule<Route>]
    @usableFromInline let _matcher: LinkMatcher

    /// Builds and freezes a table.
    ///
    /// - Parameters:
    ///   - origins: The custom schemes and universal-link hosts the table accepts.
    ///   - limits: Size limits checked before any parsing work.
    ///   - links: The entries, declared with ``LinkRule`` initialisers.
    /// - Throws: ``LinkTableError`` when a pattern is not valid, two patterns have the same shape,
    ///   an entry binds a different number of parameters than its pattern declares, a secret names
    ///   no parameter, the origins are unusable (a host the URL Standard would read differently),
    ///   or a typed entry's example route does not print back to a link that parses to the same
    ///   route. The message names the patterns (or host) and the fix.
    /// - Complexity: O(*n*) in the total length of the patterns.
    public init(
        origins: LinkOrigins,
        limits: LinkLimits = LinkLimits(),
        @LinkTableBuilder<Route> _ links: () -> [LinkRule<Route>]
    ) throws(LinkTableError) {
        let entries = links()
        // One pass over the generic rules; the rest of the build reads plain arrays.
        var declarations: [LinkRuleDeclaration] = []
        var patterns: [LinkPattern] = []
        var secrets: [Set<String>] = []
        var personal: [Set<String>] = []
        declarations.reserveCapacity(entries.count)
        patterns.reserveCapacity(entries.count)
        secrets.reserveCapacity(entries.count)
        personal.reserveCapacity(entries.count)
        for index in entries.indices {
            let declaration = entries[index].checked
            switch declaration.declaration {
            case .success(let pattern): patterns.append(pattern)
            case .failure(let error): throw error
            }
            declarations.append(declaration)
            secrets.append(entries[index].secrets)
            personal.append(entries[index].personal)
        }
        self.origins = origins
        self.limits = limits
        self.entries = entries
        self._matcher = try LinkMatcher(
            patterns: patterns, secrets: secrets, personal: personal, origins: origins, limits: limits)
        try checkRoundTrips(declarations)
    }

    /// Parses a link into a route.
    ///
    /// ```swift
    /// links.match("shop://orders/42")        // .success(.order(id: "42"))
    /// links.match("http://shop.example.com") // .failure(.foreignOrigin("http://shop.example.com"))
    /// ```
    ///
    /// - Parameter link: The link text, for example `shop://orders/42` or
    ///   `https://shop.example.com/orders/42`.
    /// - Returns: The route, or why the link is not one. Never a partly built route.
    /// - Complexity: O(*m*) in the length of the link, independent of the number of entries
    ///   (for tables whose literal and parameter branches do not overlap).
    @inlinable public func match(_ link: String) -> Result<Route, LinkRejection> {
        parsed(link).map(\.route)
    }

    /// The one parse behind ``match(_:)`` and ``matchDetails(_:)``: the matching rule's index,
    /// its typed route and the captured parameters, without copying the rule itself.
    ///
    /// `@inlinable` with `match(_:)` because the matching budget needs it: compiled in the app's
    /// module for its route type, a match takes 556 ns instead of 2.57 µs (benchmark package,
    /// `--group matching`, 10 routes; `URLComponents` alone takes 1.6 µs).
    @inlinable
    func parsed(_ link: String) -> Result<(index: Int, route: Route, parameters: LinkParameters), LinkRejection> {
        switch _matcher._match(link) {
        case .rejected(let rejection):
            return .failure(rejection)
        case .matched(let index, let parameters):
            do throws(LinkRejection) {
                return .success((index, try entries[index]._parse(parameters), parameters))
            } catch {
                return .failure(error)
            }
        }
    }

    /// Parses a `URL` into a route, exactly as ``match(_:)`` parses its `absoluteString`.
    ///
    /// - Parameter url: The URL, for example from `onOpenURL`.
    /// - Returns: The route, or why the URL is not one.
    public func match(url: URL) -> Result<Route, LinkRejection> { match(url.absoluteString) }

    /// The canonical link of a route, with the first custom scheme.
    ///
    /// ```swift
    /// links.link(for: .order(id: "42"))                                    // "shop://orders/42"
    /// links.link(for: .passwordReset(code: "k3y"), redactingSecrets: true) // "shop://reset-password/<redacted>"
    /// links.link(for: .compose(text: "Hi"), redactingSecrets: true)        // "shop://compose?text=(personal)"
    /// ```
    ///
    /// Values are percent-encoded so that `match(link(for: route)) == .success(route)`. A link
    /// printed with `redactingSecrets` is for display (records, journals, scripts): a secret in
    /// it does not parse back; a personal value does, as the text `(personal)`.
    ///
    /// - Parameters:
    ///   - route: The route to print.
    ///   - redactingSecrets: When `true`, secret values print as `<redacted>` and personal values
    ///     that are not empty as `(personal)` (``LinkRule/personal``): the form every printed
    ///     link takes.
    /// - Returns: The link, or `nil` when no entry prints this route so that it parses back to
    ///   the same route: an empty, `.` or `..` path value, a control character, a link over the
    ///   ``limits``, or a value that spells a more specific pattern (product `new` when
    ///   `/products/new` is declared too).
    /// - Complexity: O(*n*) in the number of entries: each entry's print closure is asked in turn.
    public func link(for route: Route, redactingSecrets: Bool = false) -> String? {
        guard let printed = _canonicalPrint(of: route) else { return nil }
        return _redacted(printed, redactingSecrets: redactingSecrets)
    }

    /// The printed link with its rule's secret values as `<redacted>` and personal ones as
    /// `(personal)`; the link itself when nothing is to be hidden (it would render the same).
    func _redacted(_ printed: _Printed, redactingSecrets: Bool = true) -> String? {
        guard redactingSecrets, _matcher.entries[printed.printer].hidesValues else { return printed.link }
        return _matcher.render(entry: printed.printer, values: printed.values, redactingSecrets: true)
    }

    /// A route printed by the entry at `printer` with `values` as `link`, which the entry at
    /// `parser` parses back (with `parameters`).
    typealias _Printed = (
        printer: Int, values: [String: String], link: String, parser: Int, parameters: LinkParameters
    )

    /// The one walk behind every printed route: the first entry whose print of `route` parses
    /// back to it, its values and link, and the entry that parses that link (usually the same).
    ///
    /// Printing a link does not prove it parses back (a value may spell a more specific
    /// pattern, or convert back to another value), so each print is matched and parsed again.
    /// Every route that arrives is printed here for its records.
    func _canonicalPrint(of route: Route) -> _Printed? {
        for index in entries.indices {
            guard let values = entries[index]._print(route),
                let link = _matcher.render(entry: index, values: values, redactingSecrets: false),
                case .matched(let parser, let parameters) = _matcher._match(link),
                let parsed = try? entries[parser]._parse(parameters), parsed == route
            else { continue }
            return (index, values, link, parser, parameters)
        }
        return nil
    }

    /// What a record shows of a route, from one print: its canonical link with secrets
    /// redacted and personal values hidden, the pattern of the rule that parses it (as ``canonicalMatch(for:)`` names it), and
    /// the canonical link itself (``link(for:redactingSecrets:)``).
    func _recordedForm(of route: Route) -> (display: String, pattern: String?, link: String?) {
        guard let printed = _canonicalPrint(of: route), let display = _redacted(printed) else {
            return (Self._routeWithoutLink, nil, nil)
        }
        return (display, entries[printed.parser].pattern, printed.link)
    }

    /// What a record shows of a route no rule prints.
    static var _routeWithoutLink: String { LinkMessages.routeWithoutLink }

    /// The canonical link of a route as a `URL`.
    ///
    /// - Parameter route: The route to print.
    /// - Returns: The URL of ``link(for:redactingSecrets:)``, or `nil` when there is none.
    public func url(for route: Route) -> URL? { link(for: route).flatMap { URL(string: $0) } }

    /// Whether the link of a route carries a secret parameter.
    ///
    /// - Parameter route: The route to check.
    /// - Returns: `true` when the first entry that prints `route` declares secrets it fills in.
    /// - Complexity: O(*n*) in the number of entries.
    public func containsSecrets(_ route: Route) -> Bool {
        for entry in entries {
            guard let values = entry._print(route) else { continue }
            return entry.secrets.contains { values[$0] != nil }
        }
        return false
    }

    /// Whether the link of a route carries a personal value (``LinkRule/personal``) that is not
    /// empty: such a route is kept on the device, never handed off or shared.
    ///
    /// - Parameter route: The route to check.
    /// - Returns: `true` when the first entry that prints `route` fills in a personal value.
    /// - Complexity: O(*n*) in the number of entries.
    public func containsPersonalValues(_ route: Route) -> Bool {
        for entry in entries {
            guard let values = entry._print(route) else { continue }
            return entry.personal.contains { values[$0].map { !$0.isEmpty } ?? false }
        }
        return false
    }

    /// Whether a route's link may leave the app as it is (Handoff, a shared link, a system
    /// index): it carries neither a secret nor a personal value.
    func mayLeaveTheDevice(_ route: Route) -> Bool {
        for entry in entries {
            guard let values = entry._print(route) else { continue }
            return !entry.secrets.contains { values[$0] != nil }
                && !entry.personal.contains { values[$0].map { !$0.isEmpty } ?? false }
        }
        return true
    }

    /// A loggable rendering of a link that did not match: origin and path only.
    ///
    /// The query and fragment are dropped; a path segment at a position where any entry
    /// declares a secret prints as `<redacted>`; after the first segment that no pattern
    /// knows, the rest collapses to `…`; a foreign link shows only its scheme and host.
    /// Control, line-separator and bidirectional-override characters are escaped as `\u{…}`,
    /// and the result is cut to 200 characters.
    ///
    /// ```swift
    /// links.displayString(forUnmatched: "shop://reset-password/k3y/x?y=1") // "shop://reset-password/<redacted>/x"
    /// ```
    ///
    /// - Parameter link: Any text, for example a rejected link.
    /// - Returns: Text safe to log: it never contains a secret value.
    public func displayString(forUnmatched link: String) -> String {
        let bytes = Array(link.utf8.prefix(limits.maxBytes))
        return bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, !buffer.isEmpty else { return "" }
            return _matcher.display(base, buffer.count)
        }
    }
}

extension LinkTable: CustomStringConvertible {
    /// One line per entry, in declaration order: the pattern and its secret names.
    public var description: String {
        entries.map(\.description).joined(separator: "\n")
    }
}

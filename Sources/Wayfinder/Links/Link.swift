/// The parameters a pattern captured, percent-decoded.
public struct LinkParameters: Sendable {
    var values: [String: String]
    var secrets: Set<String>

    /// The raw text of a parameter, or `nil` when it was not present (an optional query field).
    public subscript(name: String) -> String? { values[name] }

    /// The parameter converted to `T`.
    /// - Throws: ``LinkRejection/badParameter(name:expected:)`` when it is missing or does not convert.
    public func value<T: LinkParameterValue>(_ name: String, as type: T.Type = T.self) throws(LinkRejection) -> T {
        guard let text = values[name], let value = T(linkParameter: text) else {
            throw .badParameter(name: name, expected: T.linkParameterExpectation)
        }
        return value
    }
}

/// One line of a link table: a pattern, how it builds a route, and how a route prints back.
///
/// Patterns are paths whose segments are literals (`orders`), parameters
/// (`:id`) or, last, a catch-all tail (`*rest`); an optional `?name&other`
/// suffix declares the query fields the entry reads.
public struct Link<Route: Hashable & Sendable>: Sendable {
    /// The pattern as declared, for example `/orders/:id`.
    public let pattern: String
    /// Names of parameters whose values are secret (never logged, never persisted).
    public let secrets: Set<String>
    let parse: @Sendable (LinkParameters) throws(LinkRejection) -> Route
    let print: @Sendable (Route) -> [String: String]?

    /// Declares an entry with explicit parse and print closures.
    /// - Parameters:
    ///   - pattern: The path pattern, with an optional `?field` suffix for query fields.
    ///   - secrets: Names of secret parameters.
    ///   - parse: Builds the route from the captured parameters.
    ///   - print: Returns the parameters of a route this entry prints, or `nil` for any other route.
    public init(
        _ pattern: String,
        secrets: Set<String> = [],
        parse: @escaping @Sendable (LinkParameters) throws(LinkRejection) -> Route,
        print: @escaping @Sendable (Route) -> [String: String]?
    ) {
        self.pattern = pattern
        self.secrets = secrets
        self.parse = parse
        self.print = print
    }

    /// Declares an entry without parameters that always builds `route`.
    public init(_ pattern: String, to route: Route) {
        self.init(pattern, parse: { _ in route }, print: { $0 == route ? [:] : nil })
    }

    /// Declares an entry with one typed parameter.
    /// - Parameters:
    ///   - build: Usually the enum case itself, e.g. `ShopRoute.order(id:)`.
    ///   - extract: Returns the parameter of a route this entry prints, `nil` for any other route.
    public init<A: LinkParameterValue>(
        _ pattern: String,
        secrets: Set<String> = [],
        _ build: @escaping @Sendable (A) -> Route,
        extract: @escaping @Sendable (Route) -> A?
    ) {
        let names = LinkPattern.parameterNames(in: pattern)
        precondition(names.count == 1, "The link pattern \(pattern) must declare exactly one parameter for a one-parameter entry; it declares \(names.count).")
        self.init(
            pattern, secrets: secrets,
            parse: { (p) throws(LinkRejection) in build(try p.value(names[0], as: A.self)) },
            print: { route in extract(route).map { [names[0]: $0.linkParameter] } }
        )
    }

    /// Declares an entry with two typed parameters, bound in the order they appear in the pattern.
    public init<A: LinkParameterValue, B: LinkParameterValue>(
        _ pattern: String,
        secrets: Set<String> = [],
        _ build: @escaping @Sendable (A, B) -> Route,
        extract: @escaping @Sendable (Route) -> (A, B)?
    ) {
        let names = LinkPattern.parameterNames(in: pattern)
        precondition(names.count == 2, "The link pattern \(pattern) must declare exactly two parameters for a two-parameter entry; it declares \(names.count).")
        self.init(
            pattern, secrets: secrets,
            parse: { (p) throws(LinkRejection) in
                build(try p.value(names[0], as: A.self), try p.value(names[1], as: B.self))
            },
            print: { route in
                extract(route).map { [names[0]: $0.0.linkParameter, names[1]: $0.1.linkParameter] }
            }
        )
    }
}

/// Pattern text helpers shared by the builder and the entries.
enum LinkPattern {
    /// Parameter names in order of appearance: path parameters, the tail, then query fields.
    static func parameterNames(in pattern: String) -> [String] {
        let parts = pattern.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        var names: [String] = []
        for segment in parts[0].split(separator: "/") {
            if segment.hasPrefix(":") || segment.hasPrefix("*") { names.append(String(segment.dropFirst())) }
        }
        if parts.count == 2 {
            names += parts[1].split(separator: "&").map(String.init)
        }
        return names
    }
}

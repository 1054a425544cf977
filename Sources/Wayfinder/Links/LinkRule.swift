/// One line of a link table: a pattern, how it builds a route, and how a route prints back.
///
/// A pattern is a path whose segments are literals (`orders`), parameters
/// (`:id`) or, last, a catch-all tail (`*rest`), with an optional `?name&other`
/// suffix that declares the query fields the entry reads:
///
/// ```swift
/// LinkRule("/orders", to: .orders)
/// LinkRule("/orders/:id", ShopRoute.order(id:)) { if case .order(let id) = $0 { id } else { nil } }
/// LinkRule("/reset-password/:code", secrets: ["code"], ShopRoute.passwordReset(code:)) {
///     if case .passwordReset(let code) = $0 { code } else { nil }
/// }
/// ```
///
/// Declaring a link never fails; a mistake in the pattern is reported when the
/// ``LinkTable`` that contains it is built, as a ``LinkTableError``.
public struct LinkRule<Route: Hashable & Sendable>: Sendable {
    /// The pattern as declared, for example `/orders/:id`.
    public let pattern: String
    /// Names of parameters whose values are secret (never logged, never persisted).
    public let secrets: Set<String>
    @usableFromInline let _parse: @Sendable (LinkParameters) throws(LinkRejection) -> Route
    @usableFromInline let _print: @Sendable (Route) -> [String: String]?
    /// The parsed pattern, or the declaration mistake to report when the table is built.
    let declaration: Result<LinkPattern, LinkTableError>

    /// Declares an entry with explicit parse and print closures.
    ///
    /// Use this form for optional query fields or any mapping the typed forms
    /// do not cover:
    ///
    /// ```swift
    /// LinkRule(
    ///     "/search?q",
    ///     parse: { .search(query: try $0.optionalValue("q", as: String.self)) },
    ///     print: { route in
    ///         guard case .search(let query) = route else { return nil }
    ///         return query.map { ["q": $0] } ?? [:]
    ///     }
    /// )
    /// ```
    ///
    /// - Parameters:
    ///   - pattern: The path pattern, with an optional `?field&other` suffix for query fields.
    ///   - secrets: Names of secret parameters or query fields.
    ///   - parse: Builds the route from the captured, percent-decoded parameters. It may throw
    ///     ``LinkRejection/badParameter(name:expected:)`` (as ``LinkParameters/value(_:as:)`` does).
    ///   - print: Returns the parameter values of a route this entry prints (by name, before
    ///     percent-encoding), or `nil` for any other route. Omit an optional query field to leave
    ///     it out of the link.
    @inlinable
    public init(
        _ pattern: String,
        secrets: Set<String> = [],
        parse: @escaping @Sendable (LinkParameters) throws(LinkRejection) -> Route,
        print: @escaping @Sendable (Route) -> [String: String]?
    ) {
        self.init(pattern, secrets: secrets, arity: nil, parse: { _ in parse }, print: { _ in print })
    }

    /// Declares an entry without parameters that always builds `route`.
    ///
    /// - Parameters:
    ///   - pattern: A path pattern without parameters, such as `/orders`.
    ///   - route: The route every matching link builds, and the only route this entry prints.
    @inlinable
    public init(_ pattern: String, to route: Route) {
        self.init(
            pattern, secrets: [], arity: 0,
            parse: { _ in { _ in route } },
            print: { _ in { $0 == route ? [:] : nil } })
    }

    /// Declares an entry with one typed parameter.
    ///
    /// - Parameters:
    ///   - pattern: A pattern declaring exactly one parameter (path parameter, tail or query field).
    ///   - secrets: Names of secret parameters.
    ///   - build: Usually the enum case itself, for example `ShopRoute.order(id:)`.
    ///   - extract: Returns the parameter of a route this entry prints, `nil` for any other route.
    @inlinable
    public init<A: LinkParameterValue>(
        _ pattern: String,
        secrets: Set<String> = [],
        _ build: @escaping @Sendable (A) -> Route,
        extract: @escaping @Sendable (Route) -> A?
    ) {
        self.init(
            pattern, secrets: secrets, arity: 1,
            parse: { names in
                { (p) throws(LinkRejection) in build(try p.value(names[0], as: A.self)) }
            },
            print: { names in
                { route in extract(route).map { [names[0]: $0.linkParameter] } }
            })
    }

    /// Declares an entry with two typed parameters, bound in the order they appear in the pattern.
    ///
    /// - Parameters:
    ///   - pattern: A pattern declaring exactly two parameters.
    ///   - secrets: Names of secret parameters.
    ///   - build: Usually the enum case itself, for example `ShopRoute.review(productID:reviewID:)`.
    ///   - extract: Returns the parameters of a route this entry prints, `nil` for any other route.
    @inlinable
    public init<A: LinkParameterValue, B: LinkParameterValue>(
        _ pattern: String,
        secrets: Set<String> = [],
        _ build: @escaping @Sendable (A, B) -> Route,
        extract: @escaping @Sendable (Route) -> (A, B)?
    ) {
        self.init(
            pattern, secrets: secrets, arity: 2,
            parse: { names in
                { (p) throws(LinkRejection) in
                    build(try p.value(names[0], as: A.self), try p.value(names[1], as: B.self))
                }
            },
            print: { names in
                { route in
                    extract(route).map { [names[0]: $0.0.linkParameter, names[1]: $0.1.linkParameter] }
                }
            })
    }

    /// Declares an entry with three typed parameters, bound in the order they appear in the pattern.
    ///
    /// - Parameters:
    ///   - pattern: A pattern declaring exactly three parameters.
    ///   - secrets: Names of secret parameters.
    ///   - build: Usually the enum case itself.
    ///   - extract: Returns the parameters of a route this entry prints, `nil` for any other route.
    @inlinable
    public init<A: LinkParameterValue, B: LinkParameterValue, C: LinkParameterValue>(
        _ pattern: String,
        secrets: Set<String> = [],
        _ build: @escaping @Sendable (A, B, C) -> Route,
        extract: @escaping @Sendable (Route) -> (A, B, C)?
    ) {
        self.init(
            pattern, secrets: secrets, arity: 3,
            parse: { names in
                { (p) throws(LinkRejection) in
                    build(
                        try p.value(names[0], as: A.self), try p.value(names[1], as: B.self),
                        try p.value(names[2], as: C.self))
                }
            },
            print: { names in
                { route in
                    extract(route).map {
                        [names[0]: $0.0.linkParameter, names[1]: $0.1.linkParameter, names[2]: $0.2.linkParameter]
                    }
                }
            })
    }

    /// The shared designated initialiser: parses the pattern once and checks the arity and secrets.
    @usableFromInline
    init(
        _ pattern: String,
        secrets: Set<String>,
        arity: Int?,
        parse: ([String]) -> @Sendable (LinkParameters) throws(LinkRejection) -> Route,
        print: ([String]) -> @Sendable (Route) -> [String: String]?
    ) {
        var declaration = LinkPattern.parse(pattern)
        var names: [String] = []
        if case .success(let parsed) = declaration {
            names = parsed.parameterNames
            if let arity, names.count != arity {
                declaration = .failure(LinkMessages.wrongArity(pattern, declared: names.count, bound: arity))
                names = []
            } else if let unknown = secrets.sorted().first(where: { !names.contains($0) }) {
                declaration = .failure(LinkMessages.unknownSecret(pattern, secret: unknown))
            }
        }
        if let arity, names.count != arity {
            // Never called: the table refuses to build with this entry. Keep the closures total.
            names = Array(repeating: "", count: arity)
        }
        self.pattern = pattern
        self.secrets = secrets
        self.declaration = declaration
        self._parse = parse(names)
        self._print = print(names)
    }
}

extension LinkRule: CustomStringConvertible {
    /// The pattern, followed by the names of its secret parameters when it has any,
    /// for example `/teams/:tid/invite/:token (secret: token)`.
    public var description: String {
        secrets.isEmpty ? pattern : "\(pattern) (secret: \(secrets.sorted().joined(separator: ", ")))"
    }
}

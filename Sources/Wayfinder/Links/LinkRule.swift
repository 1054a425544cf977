/// One line of a link table: a pattern, how it builds a route, and how a route prints back.
///
/// A pattern is a path whose segments are literals (`orders`), parameters
/// (`:id`), parameters with a literal prefix or suffix (`@:handle`, `:id.json`) or, last, a
/// catch-all tail (`*rest`), with an optional `?name&other` suffix that declares the query
/// fields the entry reads:
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
    let _print: @Sendable (Route) -> [String: String]?
    /// What the table checks when it is built, in one reference so that copying a rule
    /// (result builders copy every rule a few times) stays cheap.
    let checked: LinkRuleDeclaration

    /// The parsed pattern, or the declaration mistake to report when the table is built.
    var declaration: Result<LinkPattern, LinkTableError> { checked.declaration }
    /// Example texts for each parameter of a typed entry, for the round-trip check at
    /// declaration; `nil` for entries declared with closures.
    var examples: [String]? { checked.examples }

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
    ///     ``LinkRejection/badParameter(name:expected:)`` or
    ///     ``LinkRejection/missingParameter(name:expected:)`` (as ``LinkParameters/value(_:as:)`` does).
    ///   - print: Returns the parameter values of a route this entry prints (by name, before
    ///     percent-encoding), or `nil` for any other route. Omit an optional query field to leave
    ///     it out of the link.
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
    public init(_ pattern: String, to route: Route) {
        // It prints exactly the route it builds, so its round trip holds by construction.
        self.init(
            pattern, secrets: [], arity: 0, examples: [], printsExamplesBack: true,
            parse: { _ in { _ in route } },
            print: { _ in { $0 == route ? [:] : nil } })
    }

    /// Declares an entry with typed parameters, bound in the order they appear in the pattern.
    ///
    /// Any number of parameters works (path parameters, then the tail, then query fields); each
    /// type conforms to ``LinkParameterValue``:
    ///
    /// ```swift
    /// LinkRule("/orders/:id", ShopRoute.order(id:)) { if case .order(let id) = $0 { id } else { nil } }
    /// LinkRule("/transfer/:from/:to/:amount/:currency", BankRoute.transfer) {
    ///     if case .transfer(let from, let to, let amount, let currency) = $0 { (from, to, amount, currency) } else { nil }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - pattern: A pattern declaring exactly as many parameters as `build` takes.
    ///   - secrets: Names of secret parameters.
    ///   - build: Usually the enum case itself, for example `ShopRoute.review(productID:reviewID:)`.
    ///   - extract: Returns the parameters of a route this entry prints, `nil` for any other route.
    public init<each Value: LinkParameterValue>(
        _ pattern: String,
        secrets: Set<String> = [],
        _ build: @escaping @Sendable (repeat each Value) -> Route,
        extract: @escaping @Sendable (Route) -> (repeat each Value)?
    ) {
        var arity = 0
        for _ in repeat (each Value).self { arity += 1 }
        // One example text per parameter ("" where its type takes none of the candidates).
        var examples: [String] = []
        examples.reserveCapacity(arity)
        var complete = true
        for type in repeat (each Value).self {
            if let text = LinkExamples._text(for: type, position: examples.count) {
                examples.append(text)
            } else {
                complete = false
                examples.append("")
            }
        }
        // The common case of the round-trip check, settled here where the types are known: the
        // route built from the examples extracts back to the same texts.
        let printsBack = complete && LinkExamples._printBack(examples, build, extract)
        self.init(
            pattern, secrets: secrets, arity: arity, examples: complete ? examples : nil,
            printsExamplesBack: printsBack,
            parse: { names in
                { (p) throws(LinkRejection) in
                    var cursor = LinkParameters._Cursor(parameters: p, names: names)
                    return build(repeat try cursor.next((each Value).self))
                }
            },
            print: { names in
                { route in
                    guard let values = extract(route) else { return nil }
                    var printed = [String: String](minimumCapacity: names.count)
                    var index = 0
                    for value in repeat each values {
                        printed[names[index]] = value.linkParameter
                        index += 1
                    }
                    return printed
                }
            })
    }

    /// The shared designated initialiser: parses the pattern once and checks the arity and secrets.
    init(
        _ pattern: String,
        secrets: Set<String>,
        arity: Int?,
        examples: [String]? = nil,
        printsExamplesBack: Bool = false,
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
        self._parse = parse(names)
        self._print = print(names)
        self.checked = LinkRuleDeclaration(
            declaration: declaration, examples: examples, printsExamplesBack: printsExamplesBack)
    }
}

extension LinkRule: CustomStringConvertible {
    /// The pattern, followed by the names of its secret parameters when it has any,
    /// for example `/teams/:tid/invite/:token (secret: token)`.
    public var description: String {
        secrets.isEmpty ? pattern : "\(pattern) (secret: \(secrets.sorted().joined(separator: ", ")))"
    }
}

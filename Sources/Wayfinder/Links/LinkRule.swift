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
/// A value is printed wherever the link is shown (records, journals, scripts) unless the rule
/// hides it: a **secret** (an invite token, a reset code) prints as `<redacted>` and never
/// reaches a snapshot; a **personal** value (what the person typed: a message's draft) prints as
/// the placeholder `(personal)`, which parses back, so a replayed journal still lands in the same
/// place, and it is never handed off, though it stays in the state and reaches the screen. Free
/// text is personal unless the rule says otherwise: a query field without a default that a typed
/// rule binds to `String`, or any query field without a default of a rule declared with closures
/// (see ``personal``).
///
/// Declaring a link never fails; a mistake in the pattern is reported when the
/// ``LinkTable`` that contains it is built, as a ``LinkTableError``.
public struct LinkRule<Route: Hashable & Sendable>: Sendable {
    /// The pattern as declared, for example `/orders/:id`.
    public let pattern: String
    /// Names of parameters whose values are secret (never logged, never persisted).
    public let secrets: Set<String>
    /// Names of parameters whose values are personal: printed as `(personal)` in every link
    /// shown (records, journals, scripts, messages), never handed off, but kept in the state and
    /// handed to the screen.
    ///
    /// They are the names `personal:` lists, and the rule's **free text**, unless `notPersonal:`
    /// names it: a query field without a default that is read as plain text, that is one a typed
    /// rule binds to `String`, or any query field of a rule declared with closures (the table
    /// cannot see what the closures read, so it takes the safe side). Path parameters, a tail, a
    /// query field with a default and a typed field of another type name or choose something
    /// rather than say it, and are not personal unless `personal:` lists them. A secret is never
    /// in this set: it is hidden as a secret.
    public let personal: Set<String>
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
    ///   - personal: Names of parameters or query fields whose values are personal, beyond the
    ///     query fields without a default, which are personal already (see ``personal``).
    ///   - notPersonal: Names of query fields that are not personal though they are free text (a
    ///     search query that is shared on purpose).
    ///   - parse: Builds the route from the captured, percent-decoded parameters. It may throw
    ///     ``LinkRejection/badParameter(name:expected:)`` or
    ///     ``LinkRejection/missingParameter(name:expected:)`` (as ``LinkParameters/value(_:as:)`` does).
    ///   - print: Returns the parameter values of a route this entry prints (by name, before
    ///     percent-encoding), or `nil` for any other route. Omit an optional query field to leave
    ///     it out of the link.
    public init(
        _ pattern: String,
        secrets: Set<String> = [],
        personal: Set<String> = [],
        notPersonal: Set<String> = [],
        parse: @escaping @Sendable (LinkParameters) throws(LinkRejection) -> Route,
        print: @escaping @Sendable (Route) -> [String: String]?
    ) {
        self.init(
            pattern, secrets: secrets, personal: personal, notPersonal: notPersonal, arity: nil, parse: { _ in parse },
            print: { _ in print })
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
    ///   - personal: Names of parameters whose values are personal, beyond the query fields
    ///     without a default bound to `String`, which are personal already (see ``personal``).
    ///     Each one's type must read the placeholder `(personal)`, so that a printed link opens
    ///     the same place.
    ///   - notPersonal: Names of `String` query fields that are not personal (a search query that
    ///     is shared on purpose).
    ///   - build: Usually the enum case itself, for example `ShopRoute.review(productID:reviewID:)`.
    ///   - extract: Returns the parameters of a route this entry prints, `nil` for any other route.
    public init<each Value: LinkParameterValue>(
        _ pattern: String,
        secrets: Set<String> = [],
        personal: Set<String> = [],
        notPersonal: Set<String> = [],
        _ build: @escaping @Sendable (repeat each Value) -> Route,
        extract: @escaping @Sendable (Route) -> (repeat each Value)?
    ) {
        var arity = 0
        for _ in repeat (each Value).self { arity += 1 }
        // One example text per parameter ("" where its type takes none of the candidates), and
        // what each type says of a personal value: whether it is plain text, and whether it reads
        // the placeholder back.
        var examples: [String] = []
        var kinds: [LinkValueKind] = []
        examples.reserveCapacity(arity)
        kinds.reserveCapacity(arity)
        var complete = true
        for type in repeat (each Value).self {
            if let text = LinkExamples._text(for: type, position: examples.count) {
                examples.append(text)
            } else {
                complete = false
                examples.append("")
            }
            kinds.append(LinkValueKind(type))
        }
        // The common case of the round-trip check, settled here where the types are known: the
        // route built from the examples extracts back to the same texts.
        let printsBack = complete && LinkExamples._printBack(examples, build, extract)
        self.init(
            pattern, secrets: secrets, personal: personal, notPersonal: notPersonal, arity: arity,
            examples: complete ? examples : nil, printsExamplesBack: printsBack, kinds: kinds,
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

    /// The shared designated initialiser: parses the pattern once and checks the arity, the
    /// secrets and what is personal.
    ///
    /// - Parameter kinds: What each parameter's type is, in pattern order, for a typed rule;
    ///   `nil` for a rule declared with closures, whose every query field reads as text.
    init(
        _ pattern: String,
        secrets: Set<String>,
        personal: Set<String> = [],
        notPersonal: Set<String> = [],
        arity: Int?,
        examples: [String]? = nil,
        printsExamplesBack: Bool = false,
        kinds: [LinkValueKind]? = nil,
        parse: ([String]) -> @Sendable (LinkParameters) throws(LinkRejection) -> Route,
        print: ([String]) -> @Sendable (Route) -> [String: String]?
    ) {
        var declaration = LinkPattern.parse(pattern)
        var names: [String] = []
        var personalNames: Set<String> = []
        if case .success(let parsed) = declaration {
            names = parsed.parameterNames
            if let arity, names.count != arity {
                declaration = .failure(LinkMessages.wrongArity(pattern, declared: names.count, bound: arity))
                names = []
            } else if let unknown = secrets.sorted().first(where: { !names.contains($0) }) {
                declaration = .failure(LinkMessages.unknownSecret(pattern, secret: unknown))
            } else {
                switch Self.personalNames(
                    parsed, personal: personal, notPersonal: notPersonal, secrets: secrets, kinds: kinds)
                {
                case .success(let found): personalNames = found
                case .failure(let error): declaration = .failure(error)
                }
            }
        }
        if let arity, names.count != arity {
            // Never called: the table refuses to build with this entry. Keep the closures total.
            names = Array(repeating: "", count: arity)
        }
        self.pattern = pattern
        self.secrets = secrets
        self.personal = personalNames
        self._parse = parse(names)
        self._print = print(names)
        self.checked = LinkRuleDeclaration(
            declaration: declaration, examples: examples, printsExamplesBack: printsExamplesBack)
    }
}

extension LinkRule {
    /// The personal names of a parsed pattern: the declared ones and its free text, less the
    /// ones declared not personal and the secrets; or the declaration mistake.
    static func personalNames(
        _ pattern: LinkPattern, personal: Set<String>, notPersonal: Set<String>, secrets: Set<String>,
        kinds: [LinkValueKind]?
    ) -> Result<Set<String>, LinkTableError> {
        let names = pattern.parameterNames
        let text = pattern.text
        if let unknown = personal.sorted().first(where: { !names.contains($0) }) {
            return .failure(LinkMessages.unknownPersonal(text, name: unknown, declaredPersonal: true))
        }
        if let unknown = notPersonal.sorted().first(where: { !names.contains($0) }) {
            return .failure(LinkMessages.unknownPersonal(text, name: unknown, declaredPersonal: false))
        }
        if let both = personal.intersection(notPersonal).sorted().first {
            return .failure(LinkMessages.personalAndNot(text, name: both))
        }
        if let secret = secrets.intersection(personal.union(notPersonal)).sorted().first {
            return .failure(LinkMessages.secretAndPersonal(text, name: secret))
        }
        var found = personal
        let firstField = names.count - pattern.queryFields.count
        for (k, field) in pattern.queryFields.enumerated() {
            // A field with a default is a setting; a typed field of another type names a choice.
            let hasDefault = k < pattern.queryDefaults.count && pattern.queryDefaults[k] != nil
            if !hasDefault, kinds.map({ $0[firstField + k].isText }) ?? true { found.insert(field) }
        }
        found.subtract(notPersonal)
        found.subtract(secrets)
        if let kinds,
            let unreadable = names.indices.first(where: { found.contains(names[$0]) && !kinds[$0].readsPlaceholder })
        {
            return .failure(
                LinkMessages.personalUnreadable(text, name: names[unreadable], expected: kinds[unreadable].expectation))
        }
        return .success(found)
    }
}

extension LinkRule: CustomStringConvertible {
    /// The pattern, followed by the names of its secret and personal parameters when it has any,
    /// for example `/teams/:tid/invite/:token (secret: token)` or
    /// `/compose?text (personal: text)`.
    public var description: String {
        var notes: [String] = []
        if !secrets.isEmpty { notes.append("secret: \(secrets.sorted().joined(separator: ", "))") }
        if !personal.isEmpty { notes.append("personal: \(personal.sorted().joined(separator: ", "))") }
        return notes.isEmpty ? pattern : "\(pattern) (\(notes.joined(separator: "; ")))"
    }
}

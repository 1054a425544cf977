/// What callers outside the matcher need to know about links: which rule matched or prints a
/// route, its parameters and secrets, and one redacted description for any input.
extension LinkTable {
    /// A route together with the rule that parses or prints it and its captured parameters.
    public struct Match: Sendable {
        /// The route.
        public let route: Route
        /// The index of the rule in ``LinkTable/entries``.
        public let ruleIndex: Int
        /// The rule, whose ``LinkRule/pattern``, ``LinkRule/pathSegments`` and
        /// ``LinkRule/queryFields`` describe the link.
        public let rule: LinkRule<Route>
        /// The captured values, with secret ones marked (see ``LinkParameters/items``).
        public let parameters: LinkParameters
    }

    /// Parses a link and tells which rule matched and what it captured.
    ///
    /// - Parameter link: The link text.
    /// - Returns: The match, or why the link is not one, exactly as ``match(_:)`` decides.
    /// - Complexity: O(*m*) in the length of the link, as ``match(_:)``.
    public func matchDetails(_ link: String) -> Result<Match, LinkRejection> {
        switch _matcher._match(link) {
        case .rejected(let rejection):
            return .failure(rejection)
        case .matched(let index, let parameters):
            do throws(LinkRejection) {
                let route = try entries[index]._parse(parameters)
                return .success(Match(route: route, ruleIndex: index, rule: entries[index], parameters: parameters))
            } catch {
                return .failure(error)
            }
        }
    }

    /// The rule that prints a route's canonical link, and the parameters that link carries.
    ///
    /// - Parameter route: The route to print.
    /// - Returns: The match of ``link(for:redactingSecrets:)``'s link, or `nil` when the route has none.
    /// - Complexity: O(*n*) in the number of entries.
    public func printing(_ route: Route) -> Match? {
        guard let printed = _canonicalPrint(of: route) else { return nil }
        return Match(
            route: route, ruleIndex: printed.parser, rule: entries[printed.parser], parameters: printed.parameters)
    }

    /// One loggable description of any input: the canonical link with secrets redacted when
    /// the input matches a route that prints, otherwise ``displayString(forUnmatched:)``.
    ///
    /// ```swift
    /// links.redactedDescription(of: "SHOP://reset-password/k3y")  // "shop://reset-password/<redacted>"
    /// links.redactedDescription(of: "http://evil.example/x")      // "http://evil.example…"
    /// ```
    ///
    /// - Parameter link: Any text.
    /// - Returns: Text safe to log and show: never a secret value, control characters escaped.
    public func redactedDescription(of link: String) -> String {
        if case .success(let route) = match(link), let printed = self.link(for: route, redactingSecrets: true) {
            return printed
        }
        return displayString(forUnmatched: link)
    }

    /// One loggable description of a route: its canonical link with secrets redacted, or
    /// `route without a link` when no rule prints it.
    ///
    /// - Parameter route: The route.
    /// - Returns: Text safe to log and show.
    public func redactedDescription(of route: Route) -> String {
        link(for: route, redactingSecrets: true) ?? LinkMessages.routeWithoutLink
    }

    /// Checks that each typed rule's example route prints back to a link that parses to it.
    ///
    /// The example gives each parameter a different value its type accepts (`1`, `2`, … for
    /// `Int` and `String`). A one-segment tail value may be shadowed by a parameter rule at the
    /// same depth, so a rule with a tail is also tried with a two-segment tail; the rule fails
    /// only when no example round-trips. Rules declared with closures are not checked.
    ///
    /// - Parameter declarations: The rules' declarations, in the order of ``entries``.
    /// - Complexity: O(1) per rule whose print gives back the values its parse was given (most
    ///   rules settle that when they are declared); otherwise one print and one match, and O(*n*)
    ///   only for a rule that fails.
    func checkRoundTrips(_ declarations: [LinkRuleDeclaration]) throws(LinkTableError) {
        for (index, declaration) in declarations.enumerated() {
            guard let examples = declaration.examples, case .success(let pattern) = declaration.declaration,
                examples.count == pattern.parameterNames.count
            else { continue }
            if declaration.printsExamplesBack && pattern.queryDefaults.isEmpty { continue }
            let rule = entries[index]
            var attempts = [examples]
            if let tail = pattern.segments.firstIndex(where: { if case .tail = $0 { true } else { false } }) {
                let position = pattern.segments[..<tail].filter { if case .parameter = $0 { true } else { false } }
                    .count
                var longer = examples
                longer[position] += "/" + examples[position]
                attempts.append(longer)
            }
            var failure: String?
            for attempt in attempts {
                let names = pattern.parameterNames
                let parameters = LinkParameters(names: names, texts: attempt, secrets: rule.secrets)
                guard let route = try? rule._parse(parameters) else { continue }
                // Cheapest first: the rule prints back exactly the values it was given.
                let values = rule._print(route)
                if let values, values.count == names.count,
                    zip(names, attempt).allSatisfy({ values[$0.0] == $0.1 })
                {
                    failure = nil
                    break
                }
                // Then the rule's own link, so a table of n rules checks in O(n).
                if let values,
                    let link = _matcher.render(entry: index, values: values, redactingSecrets: false),
                    case .success(route) = match(link)
                {
                    failure = nil
                    break
                }
                // `link(for:)` returns only a link that parses back to the route.
                if self.link(for: route) != nil {
                    failure = nil
                    break
                }
                failure =
                    failure
                    ?? _matcher.render(
                        entry: index, values: Dictionary(uniqueKeysWithValues: zip(names, attempt)),
                        redactingSecrets: true) ?? pattern.text
            }
            // A defaulted field the link leaves out must still build a route.
            if pattern.queryDefaults.contains(where: { $0 != nil }) {
                let names = pattern.parameterNames
                var texts: [String?] = examples
                let first = names.count - pattern.queryFields.count
                for (k, fallback) in pattern.queryDefaults.enumerated() where fallback != nil {
                    texts[first + k] = fallback
                }
                do throws(LinkRejection) {
                    _ = try rule._parse(LinkParameters(names: names, texts: texts, secrets: rule.secrets))
                } catch {
                    if case .badParameter(let name, let expected) = error, pattern.queryFields.contains(name),
                        pattern.queryDefaults[pattern.queryFields.firstIndex(of: name)!] != nil
                    {
                        throw LinkMessages.badDefault(rule.pattern, field: name, expected: expected)
                    }
                }
            }
            if let failure {
                throw LinkMessages.roundTripFails(
                    rule.pattern, example: failure, reason: "prints no link that parses back to the same route")
            }
        }
    }
}

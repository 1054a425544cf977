/// The check, when a table is built, that every typed rule prints its routes back.
extension LinkTable {
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
                let parameters = LinkParameters(
                    names: names, texts: attempt, secrets: rule.secrets, personal: rule.personal)
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
                    _ = try rule._parse(
                        LinkParameters(names: names, texts: texts, secrets: rule.secrets, personal: rule.personal))
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

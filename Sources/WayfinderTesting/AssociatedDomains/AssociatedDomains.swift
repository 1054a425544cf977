package import Foundation
package import Wayfinder

/// The `applinks` association file a schema needs, and a check of an existing file against it.
///
/// A universal link reaches the app only when the domain's `apple-app-site-association` file
/// sends its path there. ``generate(appID:)`` prints one component per link rule, most specific
/// first, each pattern as tight as Apple's wildcards allow; ``check(_:appID:)`` reports, per
/// host, the rules whose links the file keeps in the browser and the patterns that send to the
/// app links that no rule accepts.
package struct AssociatedDomains<Schema: NavigationSchema>: Sendable {
    /// The schema whose link table is compared with the file.
    package var schema: Schema

    /// Creates the generator and checker for a schema.
    package init(schema: Schema) { self.schema = schema }

    /// The schema's universal-link hosts, sorted.
    package var hosts: [String] { schema.links.origins.hosts.sorted() }

    // MARK: - Generating

    /// One generated component: the rule it stands for and its patterns.
    package struct GeneratedComponent: Sendable, Equatable {
        /// The rule's pattern as declared (`/orders/:id`).
        package var rule: String
        /// The `/` pattern.
        package var path: String
        /// Query items the rule requires, each with the pattern `*` (any value).
        package var requiredQueryItems: [String]
        /// What the pattern accepts beyond the rule, or `nil` when it accepts exactly the rule's
        /// canonical links.
        package var wider: String?
    }

    /// The components, one per rule, most specific first: catch-all tails last, then more
    /// literal segments first, then longer patterns first, then declaration order.
    package var components: [GeneratedComponent] {
        let links = schema.links
        let order = links.entries.indices.sorted { a, b in
            let (ka, kb) = (sortKey(a), sortKey(b))
            if ka.tail != kb.tail { return !ka.tail }
            if ka.literals != kb.literals { return ka.literals > kb.literals }
            if ka.count != kb.count { return ka.count > kb.count }
            return a < b
        }
        return order.map(component)
    }

    private func sortKey(_ index: Int) -> (literals: Int, tail: Bool, count: Int) {
        let segments = schema.links.entries[index].pathSegments
        var literals = 0
        var tail = false
        for segment in segments {
            switch segment {
            case .literal: literals += 1
            case .parameter: break
            case .catchAllTail: tail = true
            }
        }
        return (literals, tail, segments.count)
    }

    private func component(_ index: Int) -> GeneratedComponent {
        let links = schema.links
        let segments = links.entries[index].pathSegments
        var pieces: [String] = []
        var parameters: [String] = []
        var tail: String?
        for segment in segments {
            switch segment {
            case .literal(let text): pieces.append(Self.escaped(text))
            case .parameter(let name):
                pieces.append("?*")
                parameters.append(":" + name)
            case .catchAllTail(let name):
                pieces.append("?*")
                tail = "*" + name
            }
        }
        let path = "/" + pieces.joined(separator: "/")
        var wider: String?
        if !parameters.isEmpty || tail != nil {
            let names = (parameters + (tail.map { [$0] } ?? [])).joined(separator: ", ")
            wider =
                "`?*` stands for \(names) and `*` also matches `/`: deeper paths and values the rule rejects reach the app too, and land on \(schema.defaultTab), the fallback, with \(schema.notices.linkUnavailable)"
        }
        return GeneratedComponent(
            rule: links.entries[index].pattern, path: path, requiredQueryItems: requiredQueryFields(ofRule: index),
            wider: wider)
    }

    /// `*`, `?` and `$` in a literal, percent-encoded so that they are not wildcards or variables.
    private static func escaped(_ literal: String) -> String {
        var out = ""
        for c in literal {
            switch c {
            case "*": out += "%2A"
            case "?": out += "%3F"
            case "$": out += "%24"
            case "%": out += "%25"
            default: out.append(c)
            }
        }
        return out
    }

    /// The query fields without which a sample link of the rule no longer parses.
    ///
    /// A field is required when the rule has a sample link that carries it and that sample,
    /// without it, is rejected. Fields of rules without such a sample count as optional.
    private func requiredQueryFields(ofRule index: Int) -> [String] {
        let links = schema.links
        let fields = links.entries[index].queryFields
        guard !fields.isEmpty else { return [] }
        var required: [String] = []
        for sample in samples(ofRule: index) {
            for field in fields where !required.contains(field) {
                let without = Self.removing(field, from: sample)
                guard without != sample else { continue }
                if case .failure = links.match(without) { required.append(field) }
            }
        }
        return fields.filter(required.contains)
    }

    /// The schema's sample links that parse and that the rule at `index` accepts.
    private func samples(ofRule index: Int) -> [String] {
        schema.sampleLinks.map(\.link).filter { link in
            guard case .success = schema.links.match(link) else { return false }
            return schema.links.ruleIndex(acceptingShapeOf: link) == index
        }
    }

    private static func removing(_ field: String, from link: String) -> String {
        guard let mark = link.firstIndex(of: "?") else { return link }
        let head = link[..<mark]
        var query = link[link.index(after: mark)...]
        var fragment = ""
        if let hash = query.firstIndex(of: "#") {
            fragment = String(query[hash...])
            query = query[..<hash]
        }
        let kept = query.split(separator: "&").filter {
            $0.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)[0] != field
        }
        return head + (kept.isEmpty ? "" : "?" + kept.joined(separator: "&")) + fragment
    }

    /// The association file, as JSON text: `applinks` with one `details` entry for `appID`.
    /// - Parameter appID: `TEAMID.BUNDLEID`.
    /// - Returns: The file, two-space indented, ending with a newline.
    package func generate(appID: String) -> String {
        var lines: [String] = []
        for component in components {
            var members = ["\"/\": " + JSONText.quoted(component.path)]
            if !component.requiredQueryItems.isEmpty {
                members.append(
                    "\"?\": { "
                        + component.requiredQueryItems.map { JSONText.quoted($0) + ": \"*\"" }.joined(separator: ", ")
                        + " }")
            }
            var comment = component.rule
            if let wider = component.wider { comment += " — " + wider }
            members.append("\"comment\": " + JSONText.quoted(comment))
            lines.append("          { " + members.joined(separator: ", ") + " }")
        }
        return """
            {
              "applinks": {
                "details": [
                  {
                    "appIDs": [\(JSONText.quoted(appID))],
                    "components": [
            \(lines.joined(separator: ",\n"))
                    ]
                  }
                ]
              }
            }

            """
    }

    // MARK: - Checking

    /// What a check found on one host.
    package struct HostReport: Sendable, Equatable {
        /// The host.
        package var host: String
        /// One line per finding, in the order: rules kept in the browser, rules shadowed by an
        /// exclude, patterns that reach no rule.
        package var findings: [String]
    }

    /// The result of a check.
    package struct CheckReport: Sendable, Equatable {
        /// Problems reading the file, each with its JSON path.
        package var fileProblems: [String]
        /// The findings per host, in host order.
        package var hosts: [HostReport]
        /// Whether nothing was reported.
        package var passed: Bool { fileProblems.isEmpty && hosts.allSatisfy(\.findings.isEmpty) }

        /// The report as text: the file's problems, then per host its findings or `ok`.
        package var text: String {
            var lines = fileProblems
            for host in hosts {
                if host.findings.isEmpty {
                    lines.append(
                        "\(host.host): ok — every link rule reaches the app, every component reaches a rule")
                } else {
                    lines.append("\(host.host):")
                    lines += host.findings.map { "  " + $0 }
                }
            }
            return lines.joined(separator: "\n")
        }
    }

    /// Checks an association file against the link table, on every host of the schema.
    /// - Parameters:
    ///   - data: The file's bytes.
    ///   - appID: The app whose components apply, or `nil` for every app the file names.
    /// - Returns: The report; never throws: a malformed file is a report too.
    package func check(_ data: Data, appID: String?) -> CheckReport {
        let file = AssociationFile.read(data)
        var problems = file.problems.map(\.description)
        if let appID, !file.details.isEmpty, file.components(for: appID).isEmpty {
            problems.append("$.applinks.details: no entry names the app \(appID)")
        }
        // A file with nothing readable would report every rule once per host: its problems say enough.
        guard !file.details.isEmpty || problems.isEmpty else { return CheckReport(fileProblems: problems, hosts: []) }
        return CheckReport(fileProblems: problems, hosts: hosts.map { check(file, host: $0, appID: appID) })
    }

    private func check(_ file: AssociationFile, host: String, appID: String?) -> HostReport {
        let links = schema.links
        var findings: [String] = []
        for index in links.entries.indices {
            let rule = links.entries[index].pattern
            for probe in probes(ofRule: index, host: host) {
                switch file.decision(for: probe, appID: appID) {
                case .app: continue
                case .browser:
                    findings.append(
                        "\(rule): no component sends its links to the app — they open in the browser")
                case .excluded(let component):
                    findings.append(
                        "\(rule): shadowed by \(component.path) (\(component.summary)), which keeps its links in the browser"
                    )
                }
                break
            }
        }
        for component in file.components(for: appID) where !component.exclude {
            // The component's own example: each wildcard filled in, its query items present.
            let example = component.example
            if case .app(let first) = file.decision(for: example, appID: appID), first.path != component.path {
                findings.append(
                    "\(component.path) (\(component.summary)) never decides: \(first.path) matches its links first")
            } else if case .excluded(let first) = file.decision(for: example, appID: appID) {
                findings.append(
                    "\(component.path) (\(component.summary)) never decides: the exclude \(first.path) matches its links first"
                )
            } else if links.ruleIndex(acceptingShapeOf: "https://\(host)\(example)") == nil {
                findings.append(
                    "\(component.path) (\(component.summary)) sends links no rule accepts to the app, for example \(example): they land on \(schema.defaultTab), the fallback, with \(schema.notices.linkUnavailable)"
                )
            }
        }
        return HostReport(host: host, findings: findings)
    }

    /// Links the rule accepts, as the part after the host: its samples, each also without its
    /// query when the rule still accepts that, or one made from the pattern.
    private func probes(ofRule index: Int, host: String) -> [String] {
        let links = schema.links
        var result: [String] = []
        for sample in samples(ofRule: index) {
            let tail = Self.afterOrigin(sample)
            result.append(tail)
            if let mark = tail.firstIndex(of: "?") {
                let bare = String(tail[..<mark])
                if case .success = links.match("https://\(host)\(bare)") { result.append(bare) }
            }
        }
        if result.isEmpty {
            var pieces: [String] = []
            for segment in links.entries[index].pathSegments {
                switch segment {
                case .literal(let text): pieces.append(text)
                case .parameter: pieces.append("1")
                case .catchAllTail: pieces.append("a/b")
                }
            }
            let path = "/" + pieces.joined(separator: "/")
            result.append(path)
            let fields = links.entries[index].queryFields
            if !fields.isEmpty { result.append(path + "?" + fields.map { "\($0)=1" }.joined(separator: "&")) }
        }
        return Array(Set(result)).sorted()
    }

    /// `shop://orders/42` → `/orders/42`; `https://host/orders/42?x` → `/orders/42?x`.
    private static func afterOrigin(_ link: String) -> String {
        guard let range = link.range(of: "://") else { return link }
        let rest = link[range.upperBound...]
        if link[..<range.lowerBound].lowercased() == "https" {
            guard let slash = rest.firstIndex(where: { $0 == "/" || $0 == "?" || $0 == "#" }) else { return "/" }
            let tail = String(rest[slash...])
            return tail.hasPrefix("/") ? tail : "/" + tail
        }
        return "/" + rest
    }
}

package import Foundation
package import Wayfinder

/// The `applinks` association file a schema needs, and a check of an existing file against it.
///
/// A universal link reaches the app only when the domain's `apple-app-site-association` file
/// sends its path there. ``generate(appID:)`` prints one component per link rule, most specific
/// first, each pattern as tight as Apple's wildcards allow, and never one that claims every path
/// of the site (``leftOut``); ``check(_:appID:)`` reports, for each app the file names on its own
/// and per host, the rules whose links the file keeps in the browser, the patterns that send to
/// the app links that no rule accepts, the components an earlier one shadows, and the components
/// that claim every path of the site, or every path under a start no rule owns.
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
        /// Query items the rule requires, each with the pattern `?*` (a value of one character
        /// or more: Apple's `*` also matches an absent item).
        package var requiredQueryItems: [String]
        /// What the pattern accepts beyond the rule, or `nil` when it accepts exactly the rule's
        /// canonical links.
        package var wider: String?
    }

    /// The components, one per rule, most specific first: catch-all tails last, then more
    /// literal segments first, then more prefixed or suffixed parameters, then longer patterns
    /// first, then declaration order.
    package var components: [GeneratedComponent] {
        let links = schema.links
        let order = links.entries.indices.sorted { a, b in
            let (ka, kb) = (sortKey(a), sortKey(b))
            if ka.tail != kb.tail { return !ka.tail }
            if ka.literals != kb.literals { return ka.literals > kb.literals }
            if ka.affixed != kb.affixed { return ka.affixed > kb.affixed }
            if ka.count != kb.count { return ka.count > kb.count }
            return a < b
        }
        let left = Set(leftOutIndices)
        return order.filter { !left.contains($0) }.map(component)
    }

    /// A rule the generator leaves out, and why.
    package struct LeftOutRule: Sendable, Equatable {
        /// The rule's pattern as declared (`/:slug`).
        package var rule: String
        /// Why it has no component.
        package var reason: String
    }

    /// The rules the generated file leaves out: those whose first segment is a bare parameter or
    /// a catch-all tail, whose component (`/?*`) would claim every path of the site, the site's
    /// own pages too. Their links open in the browser.
    package var leftOut: [LeftOutRule] {
        leftOutIndices.map { index in
            LeftOutRule(
                rule: schema.links.entries[index].pattern,
                reason:
                    "its first segment is a bare parameter or tail, so its component would be \"/?*\", which claims every path of the site (its own pages too); its links open in the browser. Give the rule a literal first segment or a prefix (/u/:name, /@:handle), or write components by hand for the paths it takes"
            )
        }
    }

    private var leftOutIndices: [Int] {
        schema.links.entries.indices.filter { index in
            let lead = Self.lead(of: schema.links.entries[index].pathSegments)
            return lead.open && lead.text == "/"
        }
    }

    /// The literal start every link of a rule has (`/orders/` for `/orders/:id`, `/@` for
    /// `/@:handle`, `/settings` for `/settings`), and whether the rule goes on past it with a
    /// parameter or tail.
    static func lead(of segments: [LinkSegment]) -> (text: String, open: Bool) {
        var literals: [String] = []
        for segment in segments {
            switch segment {
            case .literal(let text): literals.append(text)
            case .parameter, .catchAllTail:
                return ("/" + literals.map { $0 + "/" }.joined(), true)
            case .affixedParameter(_, let prefix, _):
                return ("/" + literals.map { $0 + "/" }.joined() + prefix, true)
            }
        }
        return ("/" + literals.joined(separator: "/"), false)
    }

    private func sortKey(_ index: Int) -> (literals: Int, affixed: Int, tail: Bool, count: Int) {
        let segments = schema.links.entries[index].pathSegments
        var literals = 0
        var affixed = 0
        var tail = false
        for segment in segments {
            switch segment {
            case .literal: literals += 1
            case .affixedParameter: affixed += 1
            case .parameter: break
            case .catchAllTail: tail = true
            }
        }
        return (literals, affixed, tail, segments.count)
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
            case .affixedParameter(let name, let prefix, let suffix):
                // As tight as the rule: `/@:handle` is `/@?*`, a value of one character or more.
                pieces.append(Self.escaped(prefix) + "?*" + Self.escaped(suffix))
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
        literal.substituting(["*": "%2A", "?": "%3F", "$": "%24", "%": "%25"])
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
                        + component.requiredQueryItems.map { JSONText.quoted($0) + ": \"?*\"" }.joined(separator: ", ")
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

    // MARK: - App identifiers

    /// Why a text is not an app identifier of the `TEAMID.BUNDLEID` form, or `nil` when it is
    /// one: a 10-character team ID (uppercase letters and digits), a dot, and a bundle ID of
    /// letters, digits, `-` and `.`, neither starting nor ending with a dot.
    /// - Parameter appID: The text, as given.
    /// - Returns: A sentence fragment saying what is wrong, or `nil`.
    package static func appIDProblem(_ appID: String) -> String? {
        let expected =
            "expected TEAMID.BUNDLEID, a 10-character team ID, a dot and a bundle ID (ABCDE12345.com.example.app)"
        guard !appID.isEmpty else { return "the app ID is empty: " + expected }
        let shown = JSONText.quoted(AssociationFile.Component.shortened(appID))
        guard let dot = appID.firstIndex(of: ".") else { return "\(shown) has no dot: " + expected }
        let team = appID[..<dot]
        let bundle = appID[appID.index(after: dot)...]
        guard team.count == 10, team.allSatisfy({ $0.isASCII && ($0.isUppercase || $0.isNumber) }) else {
            return "\(shown) does not start with a team ID of 10 uppercase letters and digits: " + expected
        }
        guard !bundle.isEmpty, !bundle.hasPrefix("."), !bundle.hasSuffix("."), !bundle.contains(".."),
            bundle.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == ".") })
        else {
            return "\(shown) has no valid bundle ID after the team ID (letters, digits, `-` and `.`): " + expected
        }
        return nil
    }

    // MARK: - Checking

    /// What a check found on one host.
    package struct HostReport: Sendable, Equatable {
        package var host: String
        /// One line per finding, in the order: rules kept in the browser, rules shadowed by an
        /// exclude, patterns that reach no rule.
        package var findings: [String]
    }

    /// What a check found for one app, or for apps named by exactly the same entries.
    package struct AppReport: Sendable, Equatable {
        /// The apps, as the file names them; empty when the file names none.
        package var appIDs: [String]
        /// Findings that hold on every host: components that never decide.
        package var findings: [String]
        /// The findings per host, in host order.
        package var hosts: [HostReport]
        /// Whether nothing was found.
        package var passed: Bool { findings.isEmpty && hosts.allSatisfy(\.findings.isEmpty) }
    }

    /// The result of a check.
    package struct CheckReport: Sendable, Equatable {
        /// Problems reading the file, each with its JSON path.
        package var fileProblems: [String]
        /// The findings per app, in the order the file names the apps.
        package var apps: [AppReport]
        /// Whether nothing was reported.
        package var passed: Bool { fileProblems.isEmpty && apps.allSatisfy(\.passed) }

        /// The report as text: the file's problems, then per app its findings, with hosts
        /// whose findings are the same printed once, under one heading.
        package var text: String {
            var lines = fileProblems
            for app in apps {
                let name = app.appIDs.isEmpty ? "no app named" : "app " + app.appIDs.joined(separator: ", ")
                let groups = Self.grouped(app.hosts)
                if app.passed {
                    let hosts = groups.flatMap(\.hosts).joined(separator: ", ")
                    lines.append(
                        "\(name) on \(hosts): ok — every link rule reaches the app, every component reaches a rule")
                    continue
                }
                lines.append("\(name):")
                lines += app.findings.map { "  " + $0 }
                for group in groups {
                    let hosts = group.hosts.joined(separator: ", ")
                    if group.findings.isEmpty {
                        lines.append("  \(hosts): ok")
                    } else {
                        lines.append("  \(hosts):")
                        lines += group.findings.map { "    " + $0 }
                    }
                }
            }
            return lines.joined(separator: "\n")
        }

        /// Hosts with the same findings, together, in the order of their first host.
        private static func grouped(_ hosts: [HostReport]) -> [(hosts: [String], findings: [String])] {
            var groups: [(hosts: [String], findings: [String])] = []
            for host in hosts {
                if let index = groups.firstIndex(where: { $0.findings == host.findings }) {
                    groups[index].hosts.append(host.host)
                } else {
                    groups.append(([host.host], host.findings))
                }
            }
            return groups
        }
    }

    /// Checks an association file against the link table, on every host of the schema, for
    /// each app the file names on its own.
    /// - Parameters:
    ///   - data: The file's bytes.
    ///   - appID: The app whose components apply, or `nil` for each app the file names.
    /// - Returns: The report; never throws: a malformed file is a report too.
    package func check(_ data: Data, appID: String?) -> CheckReport {
        let file = AssociationFile.read(data)
        var problems = file.problems.map(\.description)
        let apps = file.apps(only: appID)
        if let appID, !file.details.isEmpty, apps.isEmpty {
            problems.append("$.applinks.details: no entry names the app \(appID)")
        }
        // A file with nothing readable would report every rule once per host: its problems say enough.
        guard !file.details.isEmpty || problems.isEmpty else { return CheckReport(fileProblems: problems, apps: []) }
        if apps.isEmpty && appID == nil {
            // No entry names an app (`appIDs` missing, misspelt or empty): the system gives no
            // app any link, whatever the components say, so every rule stays in the browser.
            return CheckReport(fileProblems: problems, apps: [noAppNamed()])
        }
        // The links each rule is tried with, per host: the same for every app.
        let probes = hosts.map { host in schema.links.entries.indices.map { self.probes(ofRule: $0, host: host) } }
        return CheckReport(fileProblems: problems, apps: apps.map { check($0, probes: probes) })
    }

    /// The report of a file none of whose entries names an app: every rule, on every host, stays
    /// in the browser.
    private func noAppNamed() -> AppReport {
        let rules = schema.links.entries.map(\.pattern)
        return AppReport(
            appIDs: [],
            findings: [
                "no entry names an app (\"appIDs\" missing, misspelt or empty): the system sends no link to any app, whatever the components say; every rule's links stay in the browser"
            ],
            hosts: hosts.map { host in
                HostReport(host: host, findings: rules.map { "\($0): no app is named — its links open in the browser" })
            })
    }

    private func check(_ app: AssociationFile.AppComponents, probes: [[[String]]]) -> AppReport {
        let components = app.components
        var findings: [String] = []
        let (shadows, unchecked) = AssociationFile.shadows(in: components)
        if let unchecked {
            findings.append(
                "\(components[unchecked].path) and the \(components.count - unchecked - 1) after it were not checked for shadowing: comparing their patterns with the earlier ones took more than the check allows (many patterns start with a wildcard)"
            )
        }
        for index in components.indices {
            guard let earlier = shadows[index] else { continue }
            let (component, first) = (components[index], components[earlier])
            let which = first.exclude ? "the exclude \(first.path)" : first.path
            findings.append(
                "\(component.path) (\(component.summary)) never decides: \(which) (\(first.summary)) matches all its links first"
            )
        }
        findings += claims(components, shadows: shadows)
        // Components that send their own example to the app: only of those can the check say
        // which links they send.
        let table = AssociationFile.ComponentIndex(components)
        var budget = 100_000
        var deciding: [Int] = []
        for index in components.indices
        where shadows[index] == nil && !components[index].exclude && !components[index].pathPattern.neverMatchesAPath {
            guard let decides = table.decidesItsOwnExample(index, budget: &budget) else {
                findings.append(
                    "\(components[index].path) and the components after it were not checked for links no rule accepts: finding which component takes each one's example took more than the check allows (many patterns start with a wildcard)"
                )
                break
            }
            if decides { deciding.append(index) }
        }
        let hosts = hosts.enumerated().map { offset, host in
            HostReport(
                host: host, findings: check(table, deciding: deciding, host: host, probes: probes[offset]))
        }
        return AppReport(appIDs: app.appIDs, findings: findings, hosts: hosts)
    }

    /// The components that send every path of the site to the app, or every path under a
    /// literal start that no rule owns, whatever the query and fragment. A rule owns the paths
    /// under its literal start (``lead(of:)``): `/orders/` for `/orders/:id`, `/@` for `/@:handle`.
    private func claims(_ components: [AssociationFile.Component], shadows: [Int: Int]) -> [String] {
        let links = schema.links
        let leads = links.entries.map { Self.lead(of: $0.pathSegments).text }
        var findings: [String] = []
        for (index, component) in components.enumerated() where shadows[index] == nil && !component.exclude {
            guard let prefix = component.pathPattern.claimedPrefix, Self.imposesNothingBeyondThePath(component)
            else { continue }
            // A generated file names the rule first in the component's comment.
            var producer = ""
            if let comment = component.comment,
                let rule = comment.components(separatedBy: " — ").first,
                links.entries.contains(where: { $0.pattern == rule })
            {
                producer = " — generated for the rule \(rule)"
            }
            let fallback =
                "\(schema.defaultTab), the fallback, with \(schema.notices.linkUnavailable)"
            if prefix.isEmpty || prefix == "/" {
                findings.append(
                    "\(component.path) (\(component.summary)) claims every path of the site\(producer): the system sends every link of the domain to the app, the site's own pages too, and those no rule accepts land on \(fallback); list the rules' paths instead (a rule whose first segment is a bare parameter, such as /:slug, cannot be told apart from the site's pages: give it a literal first segment or a prefix, such as /@:handle)"
                )
            } else if !leads.contains(where: { $0 == prefix || (prefix.hasSuffix("/") && $0.hasPrefix(prefix)) }) {
                findings.append(
                    "\(component.path) (\(component.summary)) claims every path under \(prefix), which no rule owns\(producer): links under it that no rule declares reach the app and land on \(fallback); narrow it to the rules' paths (a rule owns the paths under its literal start: /orders/ for /orders/:id, /@ for /@:handle)"
                )
            }
        }
        return findings
    }

    /// Whether a component matches any query and fragment (a legacy entry never looks at them).
    private static func imposesNothingBeyondThePath(_ component: AssociationFile.Component) -> Bool {
        if component.legacy != nil { return true }
        guard component.fragment.text == "*" else { return false }
        switch component.query {
        case .whole(let pattern): return pattern.text == "*"
        case .items(let items): return items.isEmpty
        }
    }

    private func check(
        _ table: AssociationFile.ComponentIndex, deciding: [Int], host: String, probes: [[String]]
    ) -> [String] {
        let components = table.components
        let links = schema.links
        var findings: [String] = []
        for index in links.entries.indices {
            let rule = links.entries[index].pattern
            for probe in probes[index] {
                switch table.decision(for: probe) {
                case .app: continue
                case .browser:
                    findings.append(
                        "\(rule): no component sends its links to the app — they open in the browser"
                            + Self.missingQueryItem(probe, among: components))
                case .excluded(let component):
                    findings.append(
                        "\(rule): shadowed by \(component.path) (\(component.summary)), which keeps its links in the browser"
                    )
                }
                break
            }
        }
        for index in deciding {
            let component = components[index]
            // The component's own example: each wildcard filled in, its query items present.
            let example = component.example
            if links.ruleIndex(acceptingShapeOf: "https://\(host)\(example)") == nil {
                findings.append(
                    "\(component.path) (\(component.summary)) sends links no rule accepts to the app, for example \(AssociationFile.Component.shortened(example, 32)): they land on \(schema.defaultTab), the fallback, with \(schema.notices.linkUnavailable)"
                )
            }
        }
        return findings
    }

    /// Why a component whose path matches `probe` still does not take it, when the reason is a
    /// query item the link lacks: a `"?"` item whose pattern does not match the empty value (`?*`,
    /// `????`) must be present. Empty otherwise.
    private static func missingQueryItem(_ probe: String, among components: [AssociationFile.Component]) -> String {
        let url = AssociationFile.DecodedURL(probe)
        for component in components where !component.exclude && component.legacy == nil {
            guard component.pathPattern.matches(url.path.isEmpty ? "/" : url.path),
                case .items(let items) = component.query
            else { continue }
            let absent = items.filter { name, pattern in
                !url.items.contains { $0.0 == name } && !pattern.matches("")
            }
            guard let (name, pattern) = absent.first else { continue }
            return
                " (\(component.path) would take them, but its query item \(JSONText.quoted(name)) must be present: its pattern \(JSONText.quoted(pattern.text)) does not match a link without it)"
        }
        return ""
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
                case .affixedParameter(_, let prefix, let suffix): pieces.append(prefix + "1" + suffix)
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

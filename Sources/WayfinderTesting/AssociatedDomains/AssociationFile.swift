package import Foundation
import Wayfinder

/// The `applinks` part of an `apple-app-site-association` file, read leniently: every problem is
/// collected with its JSON path (`$.applinks.details[0].components[2]["/"]`), and what can be
/// read is kept, so one file yields every message at once and never a crash.
package struct AssociationFile: Sendable {
    /// A malformed part of the file, an unknown key, or a form this checker does not read.
    package struct Problem: Error, Equatable, Sendable, CustomStringConvertible {
        /// Where, as a JSON path from the root `$`.
        package var path: String
        /// What is wrong and what was expected.
        package var message: String
        /// `path: message`.
        package var description: String { "\(path): \(message)" }
    }

    /// One component: the patterns a URL must match, in the order the file lists them.
    package struct Component: Sendable {
        /// The component's JSON path.
        package var path: String
        /// The path pattern (`/`), `*` when absent.
        package var pathPattern: AssociationPattern
        /// The query: a whole-query pattern, or a pattern per query item name.
        package var query: Query
        /// The fragment pattern (`#`), `*` when absent.
        package var fragment: AssociationPattern
        /// Whether a matching URL is kept out of the app.
        package var exclude: Bool
        /// The entry of a legacy `paths` array, as written (`NOT /help/*`), or `nil` for a
        /// `components` entry. A legacy pattern matches the path only.
        package var legacy: String?
        /// The component's `comment`, if it has one (a generated file names the rule there).
        package var comment: String? = nil

        /// The `?` key.
        package enum Query: Sendable {
            case whole(AssociationPattern)
            case items([(String, AssociationPattern)])
        }

        /// How the file wrote this component, for messages, kept short: `"/": "/orders/*"`
        /// and `exclude`; a long pattern ends in `…`, a query dictionary of more than two items
        /// shows its first and how many more.
        package var summary: String {
            if let legacy { return JSONText.quoted(Self.shortened(legacy)) }
            var parts = ["\"/\": " + JSONText.quoted(Self.shortened(pathPattern.text))]
            switch query {
            case .whole(let pattern) where pattern.text != "*":
                parts.append("\"?\": " + JSONText.quoted(Self.shortened(pattern.text)))
            case .items(let items) where !items.isEmpty:
                var shown = items.prefix(items.count > 2 ? 1 : 2).map {
                    JSONText.quoted(Self.shortened($0.0, 24)) + ": " + JSONText.quoted(Self.shortened($0.1.text, 24))
                }
                if items.count > 2 { shown.append("… \(items.count - 1) more") }
                parts.append("\"?\": {" + shown.joined(separator: ", ") + "}")
            default: break
            }
            if fragment.text != "*" { parts.append("\"#\": " + JSONText.quoted(Self.shortened(fragment.text))) }
            if exclude { parts.append("exclude") }
            return parts.joined(separator: ", ")
        }

        /// `text`, or its first characters and `…` when it is longer than `limit`.
        static func shortened(_ text: String, _ limit: Int = 48) -> String {
            text.count <= limit ? text : String(text.prefix(limit - 1)) + "…"
        }

        /// A URL part (path, query, fragment) the component matches: each wildcard and variable
        /// filled in, each required query item present.
        package var example: String {
            var text = pathPattern.example
            if !text.hasPrefix("/") { text = "/" + text }
            switch query {
            case .whole(let pattern) where pattern.text != "*": text += "?" + pattern.example
            case .items(let items) where !items.isEmpty:
                text += "?" + items.map { "\($0.0)=\($0.1.example)" }.joined(separator: "&")
            default: break
            }
            if fragment.text != "*" { text += "#" + fragment.example }
            return text
        }

        /// Whether the component matches a URL's decoded path, query and fragment.
        ///
        /// A query dictionary item matches when every item of that name has a matching value;
        /// an absent item, or one without a value, counts as the empty value (so `"*"` also
        /// matches a URL without the item). A legacy component compares the path only.
        func matches(path: String, query: String?, queryItems: [(String, String)], fragment: String?) -> Bool {
            guard pathPattern.matches(path.isEmpty ? "/" : path) else { return false }
            if legacy != nil { return true }
            guard self.fragment.matches(fragment ?? "") else { return false }
            switch self.query {
            case .whole(let pattern): return pattern.matches(query ?? "")
            case .items(let items):
                return items.allSatisfy { name, pattern in
                    var seen = false
                    for item in queryItems where item.0 == name {
                        guard pattern.matches(item.1) else { return false }
                        seen = true
                    }
                    return seen || pattern.matches("")
                }
            }
        }
    }

    /// A `details` entry: the apps and their components.
    package struct Details: Sendable {
        /// The entry's JSON path.
        package var path: String
        /// `appIDs`, or the one `appID`.
        package var appIDs: [String]
        /// The components, in order: those of `components`, or else one per `paths` entry.
        package var components: [Component]
    }

    /// Apple's limit on the file's size: larger files are not read.
    package static let sizeLimit = 128 * 1024

    /// The `details` entries, in order.
    package var details: [Details] = []
    /// Everything that could not be read, in the order met.
    package var problems: [Problem] = []

    /// Reads a file.
    /// - Parameter data: The file's bytes.
    /// - Returns: What could be read, with every problem found.
    package static func read(_ data: Data) -> AssociationFile {
        var file = AssociationFile()
        if data.count > sizeLimit {
            file.report(
                "$",
                "the file is \(data.count) bytes, over Apple's limit of 128 KB (\(sizeLimit) bytes): the system does not read it; shorten it (one `*` pattern covers many paths)"
            )
        }
        if RawText.isSigned(data) {
            file.report(
                "$",
                "the file is signed (a PKCS#7 envelope around the JSON), a form for iOS 8: serve the JSON itself, unsigned, as application/json; to check it, take it out with `openssl smime -verify -noverify -inform DER -in FILE`"
            )
            return file
        }
        do {
            file.read(try JSONValue.read(data))
        } catch {
            file.problems.append(error)
        }
        for comma in RawText.trailingCommas(data).prefix(3) {
            file.report(
                "$",
                "line \(comma.line), column \(comma.column): a trailing comma before `\(comma.before)`: JSON does not allow one; Apple's parser accepts it (and so does this check), but a strict parser, such as a CDN's or a validator's, rejects the whole file; remove it"
            )
        }
        return file
    }

    private mutating func report(_ path: String, _ message: String) {
        problems.append(Problem(path: path, message: message))
    }

    private mutating func unknownKeys(_ object: [String: JSONValue], at path: String, known: [String]) {
        for key in object.keys.sorted() where !known.contains(key) {
            // A key that differs from a known one only in case is a misspelling (`appIds`).
            let meant = known.first { $0.lowercased() == key.lowercased() }.map { " (did you mean \"\($0)\"?)" } ?? ""
            report(
                path,
                "unknown key \"\(key)\"\(meant): expected " + known.map { "\"\($0)\"" }.joined(separator: ", "))
        }
    }

    private mutating func object(_ value: JSONValue?, at path: String) -> [String: JSONValue]? {
        expect(value, at: path, "an object") { if case .object(let object) = $0 { object } else { nil } }
    }

    private mutating func array(_ value: JSONValue?, at path: String) -> [JSONValue]? {
        expect(value, at: path, "an array") { if case .array(let array) = $0 { array } else { nil } }
    }

    private mutating func string(_ value: JSONValue?, at path: String) -> String? {
        expect(value, at: path, "a string") { if case .string(let text) = $0 { text } else { nil } }
    }

    private mutating func bool(_ value: JSONValue?, at path: String) -> Bool? {
        expect(value, at: path, "true or false") { if case .bool(let flag) = $0 { flag } else { nil } }
    }

    /// What `extract` takes out of `value`; `nil` when the value is missing, and `nil` with a
    /// problem (`expected WHAT, found a number`) when it is of another kind.
    private mutating func expect<Value>(
        _ value: JSONValue?, at path: String, _ expected: String, _ extract: (JSONValue) -> Value?
    ) -> Value? {
        guard let value else { return nil }
        guard let extracted = extract(value) else {
            report(path, "expected \(expected), found \(value.kind)")
            return nil
        }
        return extracted
    }

    private static func key(_ path: String, _ key: String) -> String {
        key.allSatisfy { $0.isLetter || $0.isNumber } ? "\(path).\(key)" : "\(path)[\"\(key)\"]"
    }

    private struct Options {
        var caseSensitive = true
        var percentEncoded = true
    }

    private mutating func options(_ object: [String: JSONValue], at path: String, base: Options) -> Options {
        var options = base
        if let flag = bool(object["caseSensitive"], at: Self.key(path, "caseSensitive")) {
            options.caseSensitive = flag
        }
        if let flag = bool(object["percentEncoded"], at: Self.key(path, "percentEncoded")) {
            options.percentEncoded = flag
        }
        return options
    }

    private mutating func defaults(_ value: JSONValue?, at path: String, base: Options) -> Options {
        guard let object = object(value, at: path) else { return base }
        unknownKeys(object, at: path, known: ["caseSensitive", "percentEncoded"])
        return options(object, at: path, base: base)
    }

    private mutating func read(_ root: JSONValue) {
        guard let top = object(root, at: "$") else { return }
        unknownKeys(top, at: "$", known: ["applinks", "webcredentials", "appclips", "activitycontinuation"])
        guard let applinksValue = top["applinks"] else {
            let others = ["webcredentials", "appclips", "activitycontinuation"].filter { top[$0] != nil }
            if others.isEmpty {
                report("$", "no \"applinks\" key: the file routes no universal link to any app")
            } else {
                let services = others.map { "\"\($0)\"" }.joined(separator: " and ")
                report(
                    "$",
                    "no \"applinks\" key: the file serves only \(services), valid for \(others.count == 1 ? "that service" : "those services"), but it sends no universal link to any app: universal links need an \"applinks\" key"
                )
            }
            return
        }
        guard let applinks = object(applinksValue, at: "$.applinks") else { return }
        unknownKeys(applinks, at: "$.applinks", known: ["apps", "defaults", "details", "substitutionVariables"])
        let base = defaults(applinks["defaults"], at: "$.applinks.defaults", base: Options())
        var variables: [String: [String]] = [:]
        if let declared = object(applinks["substitutionVariables"], at: "$.applinks.substitutionVariables") {
            for name in declared.keys.sorted() {
                let path = Self.key("$.applinks.substitutionVariables", name)
                if name.contains(where: { "$()".contains($0) }) {
                    report(path, "a variable name may not contain `$`, `(` or `)`")
                    continue
                }
                guard let values = array(declared[name], at: path) else { continue }
                variables[name] = values.enumerated().compactMap { string($1, at: "\(path)[\($0)]") }
            }
        }
        if case .object(let byApp)? = applinks["details"] {
            report(
                "$.applinks.details",
                "an object keyed by app ID, the iOS 9 form Apple no longer documents: write an array of entries, each with \"appIDs\" and \"components\"; read here as that array, in key order, which is a guess: Apple documents no order for this form, so the routing shown for it may not be what devices do"
            )
            for appID in byApp.keys.sorted() {
                let path = Self.key("$.applinks.details", appID)
                guard let entry = object(byApp[appID], at: path) else { continue }
                unknownKeys(entry, at: path, known: ["paths"])
                details.append(Details(path: path, appIDs: [appID], components: legacyComponents(entry, at: path)))
            }
            return
        }
        guard let list = array(applinks["details"], at: "$.applinks.details") else {
            if applinks["details"] == nil { report("$.applinks", "no \"details\" key: the file routes nothing") }
            return
        }
        for (index, value) in list.enumerated() {
            let path = "$.applinks.details[\(index)]"
            guard let entry = object(value, at: path) else { continue }
            unknownKeys(entry, at: path, known: ["appID", "appIDs", "components", "defaults", "paths"])
            var ids: [String] = []
            if let one = string(entry["appID"], at: "\(path).appID") { ids.append(one) }
            if let many = array(entry["appIDs"], at: "\(path).appIDs") {
                ids += many.enumerated().compactMap { string($1, at: "\(path).appIDs[\($0)]") }
            }
            if entry["appID"] == nil && entry["appIDs"] == nil {
                report(path, "no \"appIDs\": the entry names no app, so its components send no link to any app")
            } else if entry["appID"] == nil, case .array(let list)? = entry["appIDs"], list.isEmpty {
                report(
                    "\(path).appIDs", "empty: the entry names no app, so its components send no link to any app")
            }
            if entry["appID"] != nil && entry["appIDs"] != nil {
                report(
                    path,
                    "both \"appID\" and \"appIDs\": write one, \"appIDs\" with \"components\" or \"appID\" with the legacy \"paths\" (read here as naming every app of both)"
                )
            }
            guard entry["components"] != nil else {
                details.append(Details(path: path, appIDs: ids, components: legacyComponents(entry, at: path)))
                continue
            }
            if entry["paths"] != nil {
                report(
                    path,
                    "both \"paths\" and \"components\": Apple's TN3155 says not to mix the two forms or universal links won't work; systems since iOS 13 read \"components\" and ignore \"paths\" (read here the same way)"
                )
            }
            let options = defaults(entry["defaults"], at: "\(path).defaults", base: base)
            var components: [Component] = []
            for (position, item) in (array(entry["components"], at: "\(path).components") ?? []).enumerated() {
                let itemPath = "\(path).components[\(position)]"
                if let component = component(item, at: itemPath, options: options, variables: variables) {
                    components.append(component)
                }
            }
            details.append(Details(path: path, appIDs: ids, components: components))
        }
    }

    /// The legacy `paths` array: each string a path pattern, `NOT ` in front for an exclusion;
    /// only the URL's path is compared, with its case.
    private mutating func legacyComponents(_ entry: [String: JSONValue], at path: String) -> [Component] {
        guard let list = array(entry["paths"], at: "\(path).paths") else { return [] }
        let everything = AssociationPattern.legacy("*")
        var components: [Component] = []
        for (position, value) in list.enumerated() {
            let itemPath = "\(path).paths[\(position)]"
            guard let text = string(value, at: itemPath) else { continue }
            let exclude = text.hasPrefix("NOT ")
            let pattern = AssociationPattern.legacy(exclude ? String(text.dropFirst(4)) : text)
            if pattern.neverMatchesAPath {
                report(itemPath, Self.neverMatches(pattern.text))
            } else if pattern.text.contains("?"), let mark = pattern.text.firstIndex(of: "?"),
                pattern.text[mark...].contains("=")
            {
                report(
                    itemPath,
                    "\(JSONText.quoted(text)): a legacy pattern is compared with the path only, so its `?` is a one-character wildcard, not a query; match the query with a \"components\" entry's \"?\""
                )
            }
            components.append(
                Component(
                    path: itemPath, pathPattern: pattern, query: .whole(everything), fragment: everything,
                    exclude: exclude, legacy: text))
        }
        return components
    }

    static func neverMatches(_ pattern: String) -> String {
        "\(JSONText.quoted(pattern)) never matches: a URL's path always starts with \"/\", and the pattern cannot; write \(JSONText.quoted("/" + pattern))"
    }

    private mutating func pattern(
        _ text: String?, at path: String, options: Options, variables: [String: [String]]
    ) -> AssociationPattern? {
        do throws(AssociationPattern.PatternError) {
            return try AssociationPattern(
                text ?? "*", variables: variables, caseSensitive: options.caseSensitive,
                percentEncoded: options.percentEncoded)
        } catch {
            report(path, error.message)
            return nil
        }
    }

    private mutating func component(
        _ value: JSONValue, at path: String, options base: Options, variables: [String: [String]]
    ) -> Component? {
        guard let object = object(value, at: path) else { return nil }
        unknownKeys(
            object, at: path, known: ["/", "?", "#", "exclude", "comment", "caseSensitive", "percentEncoded"])
        let comment = string(object["comment"], at: "\(path).comment")
        let options = options(object, at: path, base: base)
        let exclude = bool(object["exclude"], at: "\(path).exclude") ?? false
        guard
            let pathPattern = pattern(
                string(object["/"], at: "\(path)[\"/\"]"), at: "\(path)[\"/\"]", options: options, variables: variables),
            let fragment = pattern(
                string(object["#"], at: "\(path)[\"#\"]"), at: "\(path)[\"#\"]", options: options, variables: variables)
        else { return nil }
        let queryPath = "\(path)[\"?\"]"
        var query = Component.Query.whole(pattern("*", at: queryPath, options: options, variables: [:])!)
        switch object["?"] {
        case nil: break
        case .string(let text)?:
            guard let whole = pattern(text, at: queryPath, options: options, variables: variables) else { return nil }
            query = .whole(whole)
        case .object(let items)?:
            var compiled: [(String, AssociationPattern)] = []
            for name in items.keys.sorted() {
                let itemPath = "\(queryPath)[\"\(name)\"]"
                guard let text = string(items[name], at: itemPath),
                    let item = pattern(text, at: itemPath, options: options, variables: variables)
                else { return nil }
                compiled.append((name, item))
            }
            query = .items(compiled)
        case let other?:
            report(queryPath, "expected a string or an object of query item patterns, found \(other.kind)")
            return nil
        }
        if pathPattern.neverMatchesAPath { report("\(path)[\"/\"]", Self.neverMatches(pathPattern.text)) }
        return Component(
            path: path, pathPattern: pathPattern, query: query, fragment: fragment, exclude: exclude, comment: comment)
    }
}

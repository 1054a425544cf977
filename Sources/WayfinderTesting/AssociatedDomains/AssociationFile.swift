package import Foundation

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

        /// The `?` key.
        package enum Query: Sendable {
            case whole(AssociationPattern)
            case items([(String, AssociationPattern)])
        }

        /// How the file wrote this component, for messages: `"/": "/orders/*"` and `exclude`.
        package var summary: String {
            var parts = ["\"/\": \"\(pathPattern.text)\""]
            switch query {
            case .whole(let pattern) where pattern.text != "*": parts.append("\"?\": \"\(pattern.text)\"")
            case .items(let items) where !items.isEmpty:
                parts.append("\"?\": {" + items.map { "\"\($0.0)\": \"\($0.1.text)\"" }.joined(separator: ", ") + "}")
            default: break
            }
            if fragment.text != "*" { parts.append("\"#\": \"\(fragment.text)\"") }
            if exclude { parts.append("exclude") }
            return parts.joined(separator: ", ")
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
        func matches(path: String, query: String?, queryItems: [(String, String)], fragment: String?) -> Bool {
            guard pathPattern.matches(path.isEmpty ? "/" : path), self.fragment.matches(fragment ?? "") else {
                return false
            }
            switch self.query {
            case .whole(let pattern): return pattern.matches(query ?? "")
            case .items(let items):
                return items.allSatisfy { name, pattern in
                    queryItems.contains { $0.0 == name && pattern.matches($0.1) }
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
        /// The components, in order.
        package var components: [Component]
    }

    /// The `details` entries, in order.
    package var details: [Details] = []
    /// Everything that could not be read, in the order met.
    package var problems: [Problem] = []

    /// Reads a file.
    /// - Parameter data: The file's bytes.
    /// - Returns: What could be read, with every problem found.
    package static func read(_ data: Data) -> AssociationFile {
        var file = AssociationFile()
        do {
            file.read(try JSONValue.read(data))
        } catch {
            file.problems.append(error)
        }
        return file
    }

    private mutating func report(_ path: String, _ message: String) {
        problems.append(Problem(path: path, message: message))
    }

    private mutating func unknownKeys(_ object: [String: JSONValue], at path: String, known: [String]) {
        for key in object.keys.sorted() where !known.contains(key) {
            report(
                path, "unknown key \"\(key)\": expected " + known.map { "\"\($0)\"" }.joined(separator: ", "))
        }
    }

    private mutating func object(_ value: JSONValue?, at path: String) -> [String: JSONValue]? {
        guard let value else { return nil }
        guard case .object(let object) = value else {
            report(path, "expected an object, found \(value.kind)")
            return nil
        }
        return object
    }

    private mutating func array(_ value: JSONValue?, at path: String) -> [JSONValue]? {
        guard let value else { return nil }
        guard case .array(let array) = value else {
            report(path, "expected an array, found \(value.kind)")
            return nil
        }
        return array
    }

    private mutating func string(_ value: JSONValue?, at path: String) -> String? {
        guard let value else { return nil }
        guard case .string(let text) = value else {
            report(path, "expected a string, found \(value.kind)")
            return nil
        }
        return text
    }

    private mutating func bool(_ value: JSONValue?, at path: String) -> Bool? {
        guard let value else { return nil }
        guard case .bool(let flag) = value else {
            report(path, "expected true or false, found \(value.kind)")
            return nil
        }
        return flag
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
            report("$", "no \"applinks\" key: the file routes no universal link to any app")
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
            if entry["appID"] == nil && entry["appIDs"] == nil { report(path, "no \"appIDs\": the entry names no app") }
            if entry["paths"] != nil {
                report(
                    "\(path).paths",
                    "the legacy \"paths\" form is not checked: write the same routes as \"components\"")
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
        _ = string(object["comment"], at: "\(path).comment")
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
        return Component(path: path, pathPattern: pathPattern, query: query, fragment: fragment, exclude: exclude)
    }
}

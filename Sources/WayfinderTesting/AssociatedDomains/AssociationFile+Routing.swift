import Foundation

extension AssociationFile {
    /// Where the file sends a URL: the first component that matches decides.
    package enum Decision: Sendable {
        /// A component sends the URL to the app.
        case app(Component)
        /// An `exclude` component keeps it out of the app: it opens in the browser.
        case excluded(Component)
        /// No component matches: it opens in the browser.
        case browser
    }

    /// The apps the file names and the components each one reads, in the order of the apps'
    /// first appearance. Apps named by exactly the same entries share one group: their
    /// components are the same list.
    package struct AppComponents: Sendable {
        /// The apps, in the order the file names them.
        package var appIDs: [String]
        /// The components of every entry naming them, in file order.
        package var components: [Component]
    }

    /// The components each app reads, one group per set of apps named by the same entries.
    /// - Parameter appID: Only this app, or `nil` for every app the file names.
    package func apps(only appID: String? = nil) -> [AppComponents] {
        var order: [String] = []
        var entries: [String: [Int]] = [:]
        for (index, entry) in details.enumerated() {
            for id in entry.appIDs where appID == nil || id == appID {
                if entries[id] == nil { order.append(id) }
                if entries[id]?.last != index { entries[id, default: []].append(index) }
            }
        }
        var groups: [AppComponents] = []
        var groupOfEntries: [[Int]: Int] = [:]
        for id in order {
            let indices = entries[id]!
            if let group = groupOfEntries[indices] {
                groups[group].appIDs.append(id)
            } else {
                groupOfEntries[indices] = groups.count
                groups.append(AppComponents(appIDs: [id], components: indices.flatMap { details[$0].components }))
            }
        }
        return groups
    }

    /// The components that apply to an app, in order: those of every `details` entry naming it,
    /// or of every entry when `appID` is `nil`.
    package func components(for appID: String?) -> [Component] {
        details.filter { appID == nil || $0.appIDs.contains(appID!) }.flatMap(\.components)
    }

    /// Where the file sends a path with its query and fragment, for one app.
    /// - Parameters:
    ///   - pathAndQuery: The part of the URL after the host, as sent (`/orders/42?x=1#top`).
    ///   - appID: The app, or `nil` for every entry's components, in file order.
    /// - Returns: The decision of the first matching component.
    package func decision(for pathAndQuery: String, appID: String?) -> Decision {
        Self.decision(for: pathAndQuery, among: components(for: appID))
    }

    /// Where a list of components sends a path with its query and fragment.
    /// - Parameters:
    ///   - pathAndQuery: The part of the URL after the host, as sent (`/orders/42?x=1#top`).
    ///   - components: One app's components, in order.
    /// - Returns: The decision of the first matching component.
    package static func decision(for pathAndQuery: String, among components: [Component]) -> Decision {
        let url = DecodedURL(pathAndQuery)
        for component in components where url.matches(component) {
            return component.exclude ? .excluded(component) : .app(component)
        }
        return .browser
    }

    /// A URL's path, query, query items and fragment, decoded, as components compare them.
    struct DecodedURL {
        var path: String
        var query: String?
        var items: [(String, String)] = []
        var fragment: String?

        func matches(_ component: Component) -> Bool {
            component.matches(path: path, query: query, queryItems: items, fragment: fragment)
        }

        init(_ pathAndQuery: String) {
            var rest = Substring(pathAndQuery)
            var fragment: String?
            if let hash = rest.firstIndex(of: "#") {
                fragment = Self.decoded(rest[rest.index(after: hash)...])
                rest = rest[..<hash]
            }
            var query: String?
            var items: [(String, String)] = []
            if let mark = rest.firstIndex(of: "?") {
                let raw = rest[rest.index(after: mark)...]
                query = Self.decoded(raw)
                for item in raw.split(separator: "&", omittingEmptySubsequences: true) {
                    let pair = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                    items.append((Self.decoded(pair[0]), pair.count > 1 ? Self.decoded(pair[1]) : ""))
                }
                rest = rest[..<mark]
            }
            path = Self.decoded(rest)
            self.query = query
            self.items = items
            self.fragment = fragment
        }

        private static func decoded(_ text: Substring) -> String {
            String(text).removingPercentEncoding ?? String(text)
        }
    }
}

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

    /// The components that apply to an app, in order: those of every `details` entry naming it,
    /// or of every entry when `appID` is `nil`.
    package func components(for appID: String?) -> [Component] {
        details.filter { appID == nil || $0.appIDs.contains(appID!) }.flatMap(\.components)
    }

    /// Where the file sends a path with its query and fragment.
    /// - Parameters:
    ///   - pathAndQuery: The part of the URL after the host, as sent (`/orders/42?x=1#top`).
    ///   - appID: The app, or `nil` for every app the file names.
    /// - Returns: The decision of the first matching component.
    package func decision(for pathAndQuery: String, appID: String?) -> Decision {
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
        let path = Self.decoded(rest)
        for component in components(for: appID)
        where component.matches(path: path, query: query, queryItems: items, fragment: fragment) {
            return component.exclude ? .excluded(component) : .app(component)
        }
        return .browser
    }

    private static func decoded(_ text: Substring) -> String {
        String(text).removingPercentEncoding ?? String(text)
    }
}

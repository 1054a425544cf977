import Foundation
import Wayfinder

/// Finds which entry of a link table parses or prints a route, by asking one-entry tables built
/// from the table's own entries: the real matcher decides, nothing re-implements it.
struct LinkSurvey<Route: Hashable & Sendable> {
    let table: LinkTable<Route>
    /// One table per entry, in declaration order (`nil` if the entry cannot stand alone).
    private let singles: [LinkTable<Route>?]

    init(table: LinkTable<Route>) {
        self.table = table
        singles = table.entries.map { entry in
            try? LinkTable(origins: table.origins, limits: table.limits) { entry }
        }
    }

    /// The first entry that parses `link` into `route`, as the whole table does.
    func entryIndex(parsing link: String, as route: Route) -> Int? {
        singles.firstIndex { single in
            guard let single, case .success(let parsed) = single.match(link) else { return false }
            return parsed == route
        }
    }

    /// The first entry that prints `route`.
    func entryIndex(printing route: Route) -> Int? {
        singles.firstIndex { $0?.link(for: route) != nil }
    }

    /// The route's parameters that are not secret, read from the canonical link the entry prints,
    /// aligned with its pattern (`/orders/:id` and `shop://orders/42` give `id = 42`).
    func publicParameters(of route: Route, entry index: Int) -> [(name: String, value: String)] {
        guard let single = singles[index], let canonical = single.link(for: route) else { return [] }
        let entry = table.entries[index]
        let patternParts = entry.pattern.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        let patternPath = patternParts[0].split(separator: "/")
        let fields = patternParts.count == 2 ? patternParts[1].split(separator: "&").map(String.init) : []

        var rest = Substring(canonical)
        if let range = rest.range(of: "://") { rest = rest[range.upperBound...] }
        let linkParts = rest.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        let linkPath = linkParts[0].split(separator: "/")

        var result: [(name: String, value: String)] = []
        for (offset, segment) in patternPath.enumerated() where offset < linkPath.count {
            if segment.hasPrefix(":") {
                result.append((String(segment.dropFirst()), String(linkPath[offset])))
            } else if segment.hasPrefix("*") {
                result.append((String(segment.dropFirst()), linkPath[offset...].joined(separator: "/")))
            }
        }
        if linkParts.count == 2 {
            let items = linkParts[1].split(separator: "&").map {
                $0.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            }
            for field in fields {
                if let item = items.first(where: { $0.first == Substring(field) }), item.count == 2 {
                    result.append((field, String(item[1])))
                }
            }
        }
        return result.compactMap { name, value in
            guard !entry.secrets.contains(name), !value.isEmpty else { return nil }
            return (name, value.removingPercentEncoding ?? value)
        }
    }
}

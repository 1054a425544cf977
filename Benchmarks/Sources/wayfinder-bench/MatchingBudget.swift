import Foundation
import Wayfinder
import WayfinderTesting

/// Link matching: ``LinkTable/match(_:)``, end to end from a `String` to a route, against
/// `URLComponents(string:)` plus splitting its path, which parses and matches nothing. Tables of
/// 10 and 1,000 generated routes; the same links (80% hits, 20% misses) for both.
enum MatchingBudget {
    /// A route of the generated table: which entry matched, and its first parameter.
    struct Route: Hashable, Sendable {
        let entry: Int
        let first: String?
    }

    static let hosts = ["shop.example.com", "www.shop.example.com"]

    static func run(quick: Bool) -> [Figure] {
        let sizes = [10, 1_000]
        let linkCount = quick ? 5_000 : 100_000
        // One shuffle for every size: each table is a prefix of the larger one, so the sizes
        // differ in how many routes the table holds, not in what the routes look like.
        var shuffle = SeededRandom(seed: 0xB0A7)
        let allPatterns = generatePatterns(count: sizes.max() ?? 0, using: &shuffle)
        return sizes.map { size in
            var random = SeededRandom(seed: 0x11A7 &+ UInt64(size))
            let patterns = Array(allPatterns.prefix(size))
            let links = generateLinks(for: patterns, count: linkCount, using: &random)
            let table = makeTable(patterns)
            let hits = links.filter { (try? table.match($0).get()) != nil }.count
            precondition(hits > 0 && hits < links.count, "the links must hold hits and misses")

            func match() -> Int {
                var count = 0
                for link in links { if case .success = table.match(link) { count &+= 1 } }
                return count
            }
            func parse() -> Int {
                var count = 0
                for link in links {
                    if let components = URLComponents(string: link) {
                        count &+= components.path.split(separator: "/").count
                    }
                }
                return count
            }
            let figures = BenchmarkClock.inTurn(samples: quick ? 3 : 7, operations: links.count, [match, parse])
            return Figure(
                budget: "matching", variant: "\(size) routes", value: figures[0].median, baseline: figures[1].median,
                note: "the mean of \(links.count) links, median of samples")
        }
    }

    // MARK: Generated tables and links

    static let resources = [
        "users", "orders", "products", "teams", "projects", "invoices", "posts", "comments", "tickets", "events",
        "carts", "reviews", "stores", "coupons", "payments", "shipments", "returns", "wishlists", "messages",
        "threads", "files", "folders", "reports", "dashboards", "alerts", "tasks", "boards", "sprints",
        "releases", "builds",
    ]
    static let subresources = ["items", "members", "history", "notes", "photos", "settings"]
    static let prefixes = ["", "/admin", "/v2", "/help", "/teams/:team", "/orgs/:org", "/me", "/partners"]

    /// Realistic patterns: nested resources, literals and parameters, some query fields.
    static func generatePatterns(count: Int, using random: inout SeededRandom) -> [String] {
        var candidates: [String] = []
        for prefix in prefixes {
            for (index, resource) in resources.enumerated() {
                let sub = subresources[index % subresources.count]
                candidates += [
                    "\(prefix)/\(resource)",
                    "\(prefix)/\(resource)/:id",
                    "\(prefix)/\(resource)/new",
                    "\(prefix)/\(resource)/:id/edit",
                    "\(prefix)/\(resource)/:id/\(sub)",
                    "\(prefix)/\(resource)/:id/\(sub)/:sid",
                    "\(prefix)/\(resource)/search?q&page",
                ]
            }
        }
        candidates.shuffle(using: &random)
        return Array(candidates.prefix(count))
    }

    static func makeTable(_ patterns: [String]) -> LinkTable<Route> {
        makeTable(patterns, firstParameters: patterns.map(firstParameter))
    }

    /// The name of a pattern's first path parameter, if it has one.
    static func firstParameter(of pattern: String) -> String? {
        pattern.split(separator: "/").first { $0.hasPrefix(":") }.map { String($0.dropFirst()) }
    }

    /// Declares one closure rule per pattern; `firstParameters` holds each pattern's
    /// ``firstParameter(of:)``, worked out by the caller so that timing covers the table only.
    static func makeTable(_ patterns: [String], firstParameters: [String?]) -> LinkTable<Route> {
        do {
            return try LinkTable(origins: LinkOrigins(schemes: ["shop"], hosts: hosts)) {
                for (index, pattern) in patterns.enumerated() {
                    let first = firstParameters[index]
                    LinkRule(
                        pattern,
                        parse: { parameters in Route(entry: index, first: first.flatMap { parameters[$0] }) },
                        print: { _ in nil })
                }
            }
        } catch {
            preconditionFailure("The benchmark's generated link table is declared wrongly: \(error)")
        }
    }

    /// 80% links that match a pattern (with both origins and realistic values), 20% that do not.
    static func generateLinks(for patterns: [String], count: Int, using random: inout SeededRandom) -> [String] {
        let values = ["42", "1337", "red-shoes", "a1b2c3", "2024-06-01", "caf%C3%A9", "9f8e7d6c", "x%2Fy"]
        var links: [String] = []
        links.reserveCapacity(count)
        for _ in 0..<count {
            let pattern = patterns.randomElement(using: &random)!
            let parts = pattern.split(separator: "?", maxSplits: 1)
            var path = parts[0].split(separator: "/").map { segment -> String in
                segment.hasPrefix(":") ? values.randomElement(using: &random)! : String(segment)
            }
            let miss = Int.random(in: 0..<100, using: &random) < 20
            if miss {
                switch Int.random(in: 0..<3, using: &random) {
                case 0: path.append("extra")
                case 1: path[path.count - 1] += "z"
                default: path[0] = "unknown"
                }
            }
            var link =
                Int.random(in: 0..<10, using: &random) < 7
                ? "shop://" + path.joined(separator: "/")
                : "https://shop.example.com/" + path.joined(separator: "/")
            if parts.count == 2 { link += "?q=red+shoes&page=2" }
            links.append(link)
        }
        return links
    }
}

import Foundation
import Wayfinder

/// Link matching: our trie against a linear scan and against Foundation's URL parser.
///
/// For tables of 10, 100 and 1,000 generated routes it matches the same 100,000 links
/// (80% hits, 20% misses) with
/// - `wayfinder`: ``LinkTable/match(_:)``, end to end from a `String` to a route;
/// - `linear`: ``LinearLinkMatcher``, split then compare with every pattern;
/// - `urlcomponents`: `URLComponents(string:)` plus splitting its path, no matching at all.
enum LinkBenchmarks {
    /// A route of the generated table: which entry matched, and its first parameter.
    struct Route: Hashable, Sendable {
        let entry: Int
        let first: String?
    }

    static let sizes = [10, 100, 1000]
    static let linkCount = 100_000
    static let hosts = ["shop.example.com", "www.shop.example.com"]

    static func run(json: Bool) {
        var results: [Int: [String: Double]] = [:]
        // One shuffle for every size: each table is a prefix of the next larger one, so the
        // sizes differ in how many routes the matcher holds, not in what the routes look like.
        var shuffle = BenchmarkRandom(seed: 0xB0A7)
        let allPatterns = generatePatterns(count: sizes.max() ?? 0, using: &shuffle)
        for size in sizes {
            var random = BenchmarkRandom(seed: 0x11A7 &+ UInt64(size))
            let patterns = Array(allPatterns.prefix(size))
            let links = generateLinks(for: patterns, count: linkCount, using: &random)
            let table = makeTable(patterns)
            let linear = LinearLinkMatcher(patterns: patterns, hosts: hosts)

            // The matchers must agree before they are timed.
            let expectedHits = links.filter { linear.match($0) != nil }.count
            let hits = links.filter { (try? table.match($0).get()) != nil }.count
            precondition(
                hits == expectedHits,
                "The wayfinder matcher found \(hits) hits and the linear scan \(expectedHits) for \(size) routes; they must agree before timing means anything."
            )

            let ours = BenchmarkClock.measure(operations: links.count) {
                var count = 0
                for link in links { if case .success = table.match(link) { count &+= 1 } }
                return count
            }
            let naive = BenchmarkClock.measure(operations: links.count, runs: size >= 1000 ? 3 : 5) {
                var count = 0
                for link in links { if let (index, _) = linear.match(link) { count &+= index } }
                return count
            }
            let floor = BenchmarkClock.measure(operations: links.count) {
                var count = 0
                for link in links {
                    if let components = URLComponents(string: link) {
                        count &+= components.path.split(separator: "/").count
                    }
                }
                return count
            }
            let figures = [
                "wayfinder": ours.nanosecondsPerOperation, "linear": naive.nanosecondsPerOperation,
                "urlcomponents": floor.nanosecondsPerOperation,
            ]
            results[size] = figures
            for matcher in ["wayfinder", "linear", "urlcomponents"] {
                let ns = figures[matcher]!
                if json {
                    BenchmarkClock.printJSONLine([
                        "group": "links", "routes": size, "matcher": matcher, "ns_per_op": ns,
                        "links": links.count, "hit_ratio": Double(hits) / Double(links.count),
                    ])
                } else {
                    print(
                        "links  routes=\(pad(size, 5))  \(matcher.padding(toLength: 14, withPad: " ", startingAt: 0))"
                            + "\(String(format: "%10.1f", ns)) ns/op")
                }
            }
        }

        let ours10 = results[10]!["wayfinder"]!
        let ours1000 = results[1000]!["wayfinder"]!
        let linear1000 = results[1000]!["linear"]!
        let floor1000 = results[1000]!["urlcomponents"]!
        let ratios: [(name: String, value: Double, target: String, met: Bool)] = [
            ("linear_over_wayfinder_at_1000", linear1000 / ours1000, ">= 20", linear1000 / ours1000 >= 20),
            ("wayfinder_1000_over_wayfinder_10", ours1000 / ours10, "<= 1.5", ours1000 / ours10 <= 1.5),
            ("wayfinder_over_urlcomponents_at_1000", ours1000 / floor1000, "<= 1", ours1000 / floor1000 <= 1),
        ]
        for ratio in ratios {
            if json {
                BenchmarkClock.printJSONLine([
                    "group": "links", "ratio": ratio.name, "value": ratio.value, "target": ratio.target,
                    "met": ratio.met,
                ])
            } else {
                print(
                    "ratio  \(ratio.name.padding(toLength: 38, withPad: " ", startingAt: 0))"
                        + "\(String(format: "%8.2f", ratio.value))  target \(ratio.target)  \(ratio.met ? "met" : "NOT MET")"
                )
            }
        }
    }

    private static func pad(_ number: Int, _ width: Int) -> String {
        let text = String(number)
        return String(repeating: " ", count: max(0, width - text.count)) + text
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
    static func generatePatterns(count: Int, using random: inout BenchmarkRandom) -> [String] {
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
    static func generateLinks(for patterns: [String], count: Int, using random: inout BenchmarkRandom) -> [String] {
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

import Foundation
import ShopExample
import WayfinderTesting

/// `associated-domains --check` on large association files: the Shop table against a file of
/// 1,000 components (the baseline) and one of 3,000 (about 124 KiB with long paths, under
/// Apple's 128 KB limit), timed in the same run; then the same with short paths. Linear work
/// shows as a size ratio near 3; quadratic work near 9.
///
/// The files are generated before the clock starts: distinct literal prefixes, a query
/// dictionary on every seventh component, an `exclude` on every tenth, and the Shop rules'
/// own patterns at the end, so that every kind of finding is computed.
enum AssociatedDomainsBenchmarks {
    static func run(json: Bool) {
        let domains = AssociatedDomains(schema: Shop())
        // Long paths make the 3,000-component file about 124 KiB; short ones, about 74 KiB.
        for (shape, path) in [("long", "/catalogue/c%d/items/?*"), ("short", "/c%d/*")] {
            let small = file(components: 1_000, path: path)
            let large = file(components: 3_000, path: path)
            let baseline = BenchmarkClock.measure(operations: 1, runs: 5) {
                domains.check(small, appID: nil).fileProblems.count
            }
            let measured = BenchmarkClock.measure(operations: 1, runs: 5) {
                domains.check(large, appID: nil).fileProblems.count
            }
            let ratio = measured.nanosecondsPerOperation / baseline.nanosecondsPerOperation
            let (smallMs, largeMs) = (baseline.nanosecondsPerOperation / 1e6, measured.nanosecondsPerOperation / 1e6)
            if json {
                BenchmarkClock.printJSONLine([
                    "group": "associated-domains", "paths": shape, "baseline_components": 1_000,
                    "baseline_bytes": small.count, "baseline_ms": smallMs, "components": 3_000, "bytes": large.count,
                    "ms": largeMs, "ratio": ratio,
                ])
            } else {
                print(
                    "check  \(shape) paths  components=1000  \(small.count / 1024) KiB  \(String(format: "%9.2f", smallMs)) ms per check (baseline)"
                )
                print(
                    "check  \(shape) paths  components=3000  \(large.count / 1024) KiB  \(String(format: "%9.2f", largeMs)) ms per check"
                        + "  ratio \(String(format: "%.2f", ratio)) (linear: 3, quadratic: 9)")
            }
        }
    }

    /// An association file with `count` components for one app, each path made from `path`
    /// with its index.
    static func file(components count: Int, path: String) -> Data {
        var lines: [String] = []
        for index in 0..<count {
            var members = ["\"/\": \"" + String(format: path, index) + "\""]
            if index % 7 == 3 { members.append("\"?\": { \"id\": \"?*\" }") }
            if index % 10 == 9 { members.append("\"exclude\": true") }
            lines.append("{ " + members.joined(separator: ", ") + " }")
        }
        for path in ["/orders/?*", "/orders", "/products/?*", "/"] { lines.append("{ \"/\": \"\(path)\" }") }
        let text = """
            {"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.shop"], "components": [
            \(lines.joined(separator: ",\n"))
            ]}]}}
            """
        return Data(text.utf8)
    }
}

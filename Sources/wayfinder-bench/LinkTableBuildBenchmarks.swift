import AllocationCounter
import Foundation
import Wayfinder

/// Building a link table at launch: apps declare it in a `static let` that runs at cold launch.
///
/// Declares 1,000 typed rules (the benchmark's generated patterns, 0 to 3 parameters each, so
/// every rule takes the declaration-time round-trip check) and builds the table, reporting the
/// median time per build and the heap allocations and bytes requested by one build (an upper
/// bound of what the table keeps). Target: under 5 ms per build.
///
/// Only the declaration and the build are timed: the patterns, their parameter counts and the
/// closure baseline's parameter names are prepared before the clock starts, and each built
/// table is released after it stops (a `static let` table is never released).
enum LinkTableBuildBenchmarks {
    /// A route of the generated table: the entry and the parameters it captured.
    enum Route: Hashable, Sendable {
        case zero(Int)
        case one(Int, String)
        case two(Int, String, String)
        case three(Int, String, String, String)
    }

    static let size = 1000

    static func run(json: Bool) {
        var shuffle = BenchmarkRandom(seed: 0xB0A7)
        let patterns = LinkBenchmarks.generatePatterns(count: size, using: &shuffle)
        let declarations = patterns.map { Declaration(pattern: $0) }
        let timing = BenchmarkClock.measure(operations: 1, runs: 21) { build(declarations) }
        let count = wayfinder_allocation_count()
        let bytes = wayfinder_allocated_bytes()
        let table = build(declarations)
        let allocations = wayfinder_allocation_count() - count
        let allocated = wayfinder_allocated_bytes() - bytes
        blackHole(table)
        let counted = wayfinder_allocation_counting_available() != 0
        let milliseconds = timing.nanosecondsPerOperation / 1_000_000
        // The baseline: the same patterns declared with closures, which skip the round-trip check.
        let firsts = patterns.map(LinkBenchmarks.firstParameter)
        let closures = BenchmarkClock.measure(operations: 1, runs: 21) {
            LinkBenchmarks.makeTable(patterns, firstParameters: firsts)
        }
        let baseline = closures.nanosecondsPerOperation / 1_000_000
        if json {
            BenchmarkClock.printJSONLine([
                "group": "link-table", "rules": table.entries.count, "ms_per_build": milliseconds,
                "allocations": counted ? Int(allocations) : -1, "bytes": counted ? Int(allocated) : -1,
                "target": "< 5 ms", "met": milliseconds < 5, "closure_rules_ms_per_build": baseline,
            ])
        } else {
            let memory =
                counted
                ? "\(allocations) allocations, \(allocated / 1024) KiB requested"
                : "allocations not counted on this platform"
            print(
                "build  rules=\(table.entries.count)  \(String(format: "%8.3f", milliseconds)) ms per build  \(memory)"
                    + "  target < 5 ms  \(milliseconds < 5 ? "met" : "NOT MET")")
            print(
                "build  rules=\(table.entries.count)  \(String(format: "%8.3f", baseline)) ms per build  closure rules, no round-trip check (baseline)"
            )
        }
    }

    /// A generated pattern and how many parameters its rule binds, counted before timing.
    struct Declaration {
        let pattern: String
        let arity: Int

        init(pattern: String) {
            self.pattern = pattern
            self.arity = pattern.filter { $0 == ":" }.count + (pattern.hasSuffix("?q&page") ? 2 : 0)
        }
    }

    /// Declares one typed rule per pattern and builds the table.
    static func build(_ declarations: [Declaration]) -> LinkTable<Route> {
        do {
            return try LinkTable(origins: LinkOrigins(schemes: ["shop"], hosts: LinkBenchmarks.hosts)) {
                for (index, declaration) in declarations.enumerated() {
                    rule(declaration.pattern, arity: declaration.arity, index)
                }
            }
        } catch {
            preconditionFailure("The benchmark's generated link table is declared wrongly: \(error)")
        }
    }

    static func rule(_ pattern: String, arity: Int, _ index: Int) -> LinkRule<Route> {
        switch arity {
        case 0:
            return LinkRule(pattern, to: .zero(index))
        case 1:
            return LinkRule(
                pattern, { (a: String) in Route.one(index, a) },
                extract: { if case .one(index, let a) = $0 { a } else { nil } })
        case 2:
            return LinkRule(
                pattern, { (a: String, b: String) in Route.two(index, a, b) },
                extract: { if case .two(index, let a, let b) = $0 { (a, b) } else { nil } })
        default:
            return LinkRule(
                pattern, { (a: String, b: String, c: String) in Route.three(index, a, b, c) },
                extract: { if case .three(index, let a, let b, let c) = $0 { (a, b, c) } else { nil } })
        }
    }
}

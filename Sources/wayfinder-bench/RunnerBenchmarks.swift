import Foundation
import ShopExample
import WayfinderTesting

/// The scenario runner on long generated scripts: it must be linear in the number of lines
/// (journals replayed as scripts run to thousands of steps). Reports the time per script and per
/// line for 1,000 and 8,000 lines; the ratio of per-line times is 1.0 for a linear runner.
enum RunnerBenchmarks {
    /// A script of `lines` lines after its launch: links that land, a resolver, time passing,
    /// Back, a tab switch, and expectations (including `expect log`) between them.
    static func script(lines: Int) -> String {
        var text = ["launch warm session=signed-in:alice"]
        var index = 0
        while text.count <= lines {
            let product = index % 500 + 1
            let order = index % 100 + 1
            text += [
                "open shop://products/\(product)",
                "expect location home > product(\(product))",
                "open shop://orders/\(order)",
                "expect log landed",
                "advance 2s",
                "back",
                "select home",
                "expect pending none",
            ]
            index += 1
        }
        return text.prefix(lines + 1).joined(separator: "\n")
    }

    static func run(json: Bool) async {
        let runner = ScenarioRunner(schema: Shop(), accounts: Set(SimulatedShopBackend.accounts))
        var perLine: [Int: Double] = [:]
        for lines in [1_000, 8_000] {
            let text = script(lines: lines)
            var samples: [Double] = []
            for _ in 0..<4 {
                let start = DispatchTime.now().uptimeNanoseconds
                let result = try? await runner.run(text: text, file: "long.scn")
                let end = DispatchTime.now().uptimeNanoseconds
                precondition(
                    result?.passed == true,
                    "The generated \(lines)-line script must pass: \(String(describing: result?.failures.first))")
                samples.append(Double(end - start))
            }
            samples.removeFirst()  // warm-up
            samples.sort()
            let median = samples[samples.count / 2]
            perLine[lines] = median / Double(lines)
            if json {
                BenchmarkClock.printJSONLine([
                    "name": "scenario runner, \(lines) lines", "seconds": median / 1e9,
                    "nsPerLine": median / Double(lines),
                ])
            } else {
                print(
                    String(
                        format: "scenario runner, %5d lines: %8.3f s   %8.1f µs per line", lines, median / 1e9,
                        median / Double(lines) / 1_000))
            }
        }
        let ratio = (perLine[8_000] ?? 0) / (perLine[1_000] ?? 1)
        if json {
            BenchmarkClock.printJSONLine(["name": "scenario runner, per-line time 8,000 vs 1,000", "ratio": ratio])
        } else {
            print(String(format: "  → per-line time at 8,000 lines is %.2f× that at 1,000 (1.00 = linear)", ratio))
        }
    }
}

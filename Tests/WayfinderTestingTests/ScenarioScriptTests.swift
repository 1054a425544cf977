import Foundation
import ShopExample
import Testing
import Wayfinder
import WayfinderTesting

/// Every script in `Scenarios/` runs against the Shop example and must pass.
@Suite("Scenario scripts")
struct ScenarioScriptTests {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Scenarios")

    static var scripts: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
            .filter { $0.hasSuffix(".scn") }.sorted()
    }

    @Test func thereAreScripts() {
        #expect(Self.scripts.count >= 10)
    }

    @Test(arguments: scripts)
    func scriptPasses(_ name: String) async throws {
        let text = try String(contentsOf: Self.directory.appendingPathComponent(name), encoding: .utf8)
        let runner = ScenarioRunner(schema: Shop(), accounts: Set(SimulatedShopBackend.accounts))
        let result = try await runner.run(text: text, file: name)
        #expect(
            result.failures.isEmpty,
            "\(result.failures.map(\.description).joined(separator: "\n"))\n\(result.steps.map(\.summary).joined(separator: "\n"))"
        )
        #expect(result.violations.isEmpty, "\(result.violations.map(\.description).joined(separator: "\n"))")
    }
}

import Foundation
import ShopExample
import Testing
import Wayfinder
import WayfinderTesting

/// Issue 39, item 3: what a person types is personal, and no output of a run prints it. Every Shop
/// script in `Scenarios/` is played with random text typed into Shop's message at random places
/// (a link or a tap to `compose`, the draft pushed or written into the sheet's path), and every
/// line of its output is searched for the text: the lines as echoed, where the person is, the
/// waiting link, the question, the records (as printed and as JSON), the handoff link (an `expect
/// handoff none` after each typed line prints it when it is not none), failures and violations.
@Suite("Shop scripts: random text typed into a message prints nowhere")
struct PersonalValueScriptTests {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Scenarios")

    static var scripts: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
            .filter { $0.hasSuffix(".scn") }.sorted()
    }

    /// Lines that type `text` into the message, each followed by a look at the handoff link.
    static func typing(_ text: String, _ random: inout SeededRandom) -> [String] {
        let encoded = text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? text
        let link = "shop://compose?text=\(encoded)"
        let line = [
            "open \(link)", "open \(link) source=push", "tap \(link)", "push \(link)", "modal-path compose \(link)",
            "open https://shop.example.com/compose?text=\(encoded)",
        ][Int.random(in: 0..<6, using: &random)]
        return [line, "expect handoff none"]
    }

    @Test("Every Shop script, with random text typed into a message", arguments: SeededRandom.seeds)
    func everyScript(seed: UInt64) async throws {
        var random = SeededRandom(seed: seed)
        let runner = ScenarioRunner(schema: Shop(), accounts: Set(SimulatedShopBackend.accounts))
        var draftsShown = 0
        for name in Self.scripts {
            let text = try String(contentsOf: Self.directory.appendingPathComponent(name), encoding: .utf8)
            var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let word = "pv" + String(UInt64.random(in: .min ... .max, using: &random), radix: 36) + "z"
            let typed = "Hi, it's Ann: \(word) — my parcel at 12 Elm St?"
            // After the first line (the launch), twice, at random places.
            for _ in 0..<2 {
                let at = Int.random(in: 1...lines.count, using: &random)
                lines.insert(contentsOf: Self.typing(typed, &random), at: at)
            }
            let result = try await runner.run(text: lines.joined(separator: "\n"), file: name)
            var printed: [String] = result.violations.map(\.description)
            for step in result.steps {
                printed += [step.command, step.summary, step.location.description, step.pending ?? ""]
                printed += [step.confirmation ?? "", step.modal?.description ?? "", step.failure?.description ?? ""]
                printed += step.records.map(\.description) + step.records.map(Self.json)
                if step.modal?.stack.contains(.draft(typed)) == true { draftsShown += 1 }
            }
            if let leak = printed.first(where: { $0.contains(word) }) {
                Issue.record("seed \(seed), \(name): the typed text printed in: \(leak)")
                return
            }
        }
        #expect(draftsShown > 20, "seed \(seed): a draft was up in \(draftsShown) steps only")
    }

    static func json(_ record: DecisionRecord) -> String {
        (try? JSONEncoder().encode(record)).map { String(decoding: $0, as: UTF8.self) } ?? ""
    }
}

import Foundation
import ShopExample
import Testing

@testable import Wayfinder
@testable import WayfinderTesting

/// The journal of an app with several windows: the window navigator keeps one, its export holds
/// the window steps, and `wayfinder replay` plays them.
@Suite("Journal and replay of several windows")
@MainActor
struct JournalReplayWindowTests {
    /// Two windows, a link into each, a link behind sign-in and the sign-in, a link routed to the
    /// window that already shows it, the second window closed, then a link into what is left.
    static func twoWindowJourney() async -> WindowNavigator<Shop> {
        let clock = ManualClock()
        let windows = WindowNavigator(schema: Shop(), clock: clock)
        windows.launch(.cold, session: .signedOut)
        windows.open("shop://products/5")
        await windows.settle()
        await clock.advance(by: .seconds(2))
        windows.focus("second")
        windows.open("shop://orders/42")
        await windows.settle()
        windows.navigator(for: "second").signedIn("alice")
        await windows.settle()
        windows.focus(.main)
        windows.navigator(for: .main).push(.product("7"))
        await clock.advance(by: .seconds(5))
        // Past the duplicate window: it goes to the window that shows it, which comes to the front.
        windows.open("shop://orders/42")
        await windows.settle()
        #expect(windows.windows.tookLastLink == "second")
        #expect(windows.frontmost == "second")
        await clock.advance(by: .seconds(1))
        windows.close("second")
        windows.open("shop://products/9")
        await windows.settle()
        return windows
    }

    @Test func aTwoWindowJourneyIsExportedAndReplayedWithNoDifference() async throws {
        let windows = await Self.twoWindowJourney()
        let data = windows.journal.exportJSON()
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.hasPrefix("wayfinder-journal 6\n"))
        #expect(!text.contains("alice"))
        let file = JournalFile.read(data)
        #expect(file.problem == nil)
        let lines = file.entries.map(\.scriptLine)
        #expect(lines.contains("window second"))
        #expect(lines.contains("window main"))
        #expect(lines.contains("close-window second"))
        #expect(lines.contains("sign-in account-1"))
        // Every window's navigator shares the one journal.
        #expect(windows.navigator(for: .main).journal.count == windows.journal.count)

        let outcome = await JournalReplay(schema: Shop(), accounts: SimulatedShopBackend.accounts).replay(file)
        #expect(outcome.problem == nil)
        #expect(outcome.differences.isEmpty, "\(outcome.differences)")
        #expect(outcome.violations.isEmpty)
        #expect(outcome.replayed == file.entries.count)
        #expect(outcome.decisions > 4)
        #expect(outcome.script.contains("window second"))
        #expect(outcome.script.contains("close-window second"))
        #expect(outcome.script.contains("expect log landed shop://orders/42 → account > orders > order(42)"))
        #expect(outcome.script.contains("expect log landed shop://products/9 → home > product(9)"))
        let result = try await ScenarioRunner(schema: Shop(), accounts: Set(SimulatedShopBackend.accounts))
            .run(text: outcome.script, file: "replay.scn")
        #expect(result.passed, "\(result.failures)")
    }

    /// A version 5 file (before window steps) reads as it did: the same entries, replayed alike.
    @Test func aFormatFiveJournalIsStillRead() async {
        let navigator = await JournalReplayTests.journey()
        let text = String(decoding: navigator.journal.exportJSON(), as: UTF8.self)
        #expect(text.hasPrefix("wayfinder-journal 6\n"))
        let five = Data(("wayfinder-journal 5\n" + text.dropFirst("wayfinder-journal 6\n".count)).utf8)
        let file = JournalFile.read(five)
        #expect(file.problem == nil)
        #expect(file.entries == navigator.journal.entries)
        let outcome = await JournalReplay(schema: Shop(), accounts: SimulatedShopBackend.accounts).replay(file)
        #expect(outcome.differences.isEmpty)
        #expect(outcome.problem == nil)
    }

    /// A window's own move sent while another window is in front is kept with its window, and a
    /// replay plays it there (`in-window main push …`), not in the frontmost.
    @Test func aMoveInAWindowBehindTheFrontIsReplayedInItsWindow() async throws {
        let windows = WindowNavigator(schema: Shop(), clock: ManualClock())
        windows.launch(.cold, session: .signedIn("alice"))
        windows.focus("second")
        windows.navigator(for: .main).push(.product("7"))
        #expect(windows.navigator(for: .main).location.stack == [.product("7")])
        #expect(windows.navigator(for: "second").location.stack.isEmpty)
        let entry = windows.journal.entries.last
        #expect(entry?.window == JournalWindowStep(.sentIn, .main))
        #expect(entry?.scriptLine == "in-window main push product(7)")
        // A link sent in a window named, rather than routed by the rules.
        windows.send(.linkReceived("shop://products/9", source: .link), in: .main)
        #expect(windows.navigator(for: .main).location.stack == [.product("9")])
        let file = JournalFile.read(windows.journal.exportJSON())
        #expect(file.problem == nil)
        #expect(file.entries == windows.journal.entries)
        let outcome = await JournalReplay(schema: Shop(), accounts: SimulatedShopBackend.accounts).replay(file)
        #expect(outcome.problem == nil)
        #expect(outcome.differences.isEmpty, "\(outcome.differences)")
        #expect(outcome.script.contains("in-window main push shop://products/7"))
        #expect(outcome.script.contains("in-window main open shop://products/9"))
        // Played in the frontmost instead, the push would land in the second window: the script
        // says which window, and plays there.
        var harness = NavigationHarness(schema: Shop())
        let runner = ScenarioRunner(schema: Shop(), accounts: Set(SimulatedShopBackend.accounts))
        let script = try ScenarioScript.parse(outcome.script, file: "replay.scn")
        for line in script.lines {
            if case .action(let action) = line.command { await runner.perform(action, on: &harness) }
        }
        #expect(harness.windows.visible(in: .main)?.location.stack == [.product("9")])
        #expect(harness.windows.visible(in: "second")?.location.stack == [])
    }
}

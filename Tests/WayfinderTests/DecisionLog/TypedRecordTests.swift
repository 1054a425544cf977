import Foundation
import ShopExample
import Testing
import Wayfinder
import WayfinderTesting

/// The example sink of `DecisionSink`'s documentation, compiled and run here.
struct AnalyticsSink: DecisionSink {
    /// Your analytics client's call: an event name and its properties.
    let track: @Sendable (String, [String: String]) -> Void

    func receive(_ record: DecisionRecord) {
        guard record.outcome.isTerminal else { return }  // pending and redirected come again
        var properties = [
            "outcome": record.outcome.rawValue,
            "source": record.source.rawValue,
            "session": record.session.rawValue,
            "phase": record.phase.rawValue,
        ]
        properties["pattern"] = record.pattern  // `/orders/:id`: the rule, never the id
        if let landing = record.landing {
            properties["tab"] = landing.tab
            properties["depth"] = String(landing.stack.count)
            properties["modal"] = landing.modal
        }
        track("deep_link", properties)
    }
}

@Suite("Typed decision records")
@MainActor
struct TypedRecordTests {
    final class Tracked: @unchecked Sendable {
        var events: [(String, [String: String])] = []
    }

    @Test("The example analytics sink gets typed fields: one event per finished navigation")
    func analyticsSink() async {
        let tracked = Tracked()
        let sink = AnalyticsSink { name, properties in tracked.events.append((name, properties)) }
        let navigator = Navigator(schema: Shop(), clock: ManualClock(), sinks: [sink])
        navigator.launch(.cold, url: URL(string: "shop://orders/42"), session: .signedIn("alice"))
        await navigator.settle()
        navigator.open("shop://reset-password/fresh")
        await navigator.settle()
        #expect(tracked.events.map(\.0) == ["deep_link", "deep_link"])
        #expect(
            tracked.events.first?.1 == [
                "outcome": "landed", "source": "link", "session": "signed-in", "phase": "cold launch",
                "pattern": "/orders/:id", "tab": "account",
                "depth": "2",
            ])
        #expect(tracked.events.last?.1["modal"] == "passwordReset")
    }

    @Test("Records carry the session's kind and the launch phase, never the account")
    func noAccount() async throws {
        let navigator = Navigator(schema: Shop(), clock: ManualClock())
        navigator.launch(.cold, url: URL(string: "shop://billing"), session: .signedOut)
        navigator.signedIn("alice-the-account")
        let records = navigator.log.records
        #expect(records.map(\.session) == [.signedOut, .signedIn])
        #expect(records.first?.phase == .coldLaunch)
        #expect(records.last?.landing == RecordedLocation(tab: "account", stack: ["billing"]))
        let json = String(decoding: try JSONEncoder().encode(records), as: UTF8.self)
        for text in records.map(\.description) + [json] {
            #expect(!text.contains("alice-the-account"))
        }
    }

    @Test("Records name the link rule's pattern; unmatched input has none")
    func pattern() async throws {
        let navigator = Navigator(schema: Shop(), clock: ManualClock())
        navigator.launch(.cold, url: URL(string: "shop://orders/42"), session: .signedIn("alice"))
        await navigator.settle()
        navigator.open("shop://orders/42")  // a duplicate: its record names the rule too
        navigator.open("shop://no-such-page/1")
        let records = navigator.log.records
        #expect(records.map(\.pattern) == ["/orders/:id", "/orders/:id", nil])
        #expect(records.map(\.outcome) == [.landed, .duplicate, .rejected])
        let json = String(decoding: try JSONEncoder().encode(records[0]), as: UTF8.self)
        #expect(json.contains(#""pattern":"\/orders\/:id""#))
        #expect(!records[0].description.contains("/orders/:id"))
    }

    @Test("The text is rendered from the typed fields")
    func text() {
        let record = DecisionRecord(
            id: LinkID(3), time: NavigationTime(.seconds(1)), link: "shop://orders/42", source: .link,
            session: .signedIn, phase: .running, outcome: .landed, reason: "Landed.",
            landing: RecordedLocation(tab: "account", stack: ["orders", "order(42)"], modal: "signIn"))
        #expect(
            record.description
                == "landed shop://orders/42 → account > orders > order(42) · modal signIn — Landed. [link, signed-in, running, #3 at 1.000s]"
        )
    }
}

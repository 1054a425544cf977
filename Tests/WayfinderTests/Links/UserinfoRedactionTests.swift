import Foundation
import ShopExample
import Testing
import WayfinderTesting

@testable import Wayfinder

/// Credentials in a link (`shop://user:pa55word@…`) are a secret wherever the link is shown.
@Suite("Links: user information is never shown")
@MainActor
struct UserinfoRedactionTests {
    nonisolated static let links = [
        "shop://user:pa55word@orders/42", "shop://user:pa55word@/orders/42", "shop://user:pa55word@nowhere/x",
        "SHOP://user:pa55word@orders", "https://user:pa55word@shop.example.com/orders/42",
        "shop://user:pa55word@reset-password/k3y",
    ]

    @Test("The loggable description of a link never holds its user information", arguments: links)
    func description(_ link: String) {
        let text = Shop().links.redactedDescription(of: link)
        #expect(!text.contains("pa55word"), "\(text)")
        #expect(!text.contains("user:"), "\(text)")
    }

    @Test("The record, the state and the journal export never hold a link's user information", arguments: links)
    func everyTextualForm(_ link: String) async {
        let navigator = Navigator(schema: Shop(), clock: ManualClock())
        navigator.launch(.warm, session: .signedIn("alice"))
        navigator.open(link)
        await navigator.settle()
        let texts =
            navigator.log.records.map(\.description) + ["\(navigator.state)", "\(navigator.state.location)"]
            + [String(decoding: navigator.journal.exportJSON(), as: UTF8.self)]
        for text in texts { #expect(!text.contains("pa55word"), "\(text)") }
    }
}

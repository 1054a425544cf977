import Testing
import Wayfinder

@Suite("Decision records")
struct DecisionRecordTests {
    func record(link: String, reason: String = "why") -> DecisionRecord {
        DecisionRecord(
            id: LinkID(1), time: .zero, link: link, source: .link, session: .signedOut, phase: .running,
            outcome: .rejected, reason: reason, landing: RecordedLocation(tab: "home")
        )
    }

    @Test(
        "Control characters are escaped in every text field",
        arguments: ["a\nb", "a\rb", "a\u{1B}[31mb", "a\u{7F}b", "a\u{85}b", "a\u{2028}b"]
    )
    func escapes(_ text: String) {
        let r = record(link: text, reason: text)
        for field in [r.link, r.reason.description, r.description] {
            #expect(
                !field.unicodeScalars.contains {
                    $0.value < 0x20 || (0x7F..<0xA0).contains($0.value) || $0.value == 0x2028
                })
        }
        #expect(r.link.hasPrefix("a\\u{"))
    }

    @Test("Only terminal outcomes end a navigation")
    func terminal() {
        #expect(DecisionOutcome.allCases.filter { !$0.isTerminal } == [.pending, .redirected])
    }

    @Test("The ring buffer keeps the last records in order")
    func ringBuffer() {
        let log = RingBufferDecisionLog(capacity: 3)
        for i in 1...5 { log.receive(record(link: "shop://\(i)")) }
        #expect(log.records.map(\.link) == ["shop://3", "shop://4", "shop://5"])
    }
}

@Suite("Decision record escaping")
struct DecisionRecordEscapingTests {
    @Test("The record escapes bidirectional overrides as the link table does")
    func bidiIsEscaped() {
        let record = DecisionRecord(
            id: LinkID(1), time: .zero, link: "shop://x/\u{202E}gpj", source: .link,
            session: .signedOut, phase: .running, outcome: .rejected, reason: "r\u{2066}", landing: nil)
        #expect(!record.link.contains("\u{202E}"))
        #expect(record.link.contains("\\u{202e}"))
        #expect(record.reason == .described("r\\u{2066}"))
        #expect(
            DecisionReason.described("r\u{2066}").description == "r\\u{2066}", "a case built in code escapes when read")
    }
}

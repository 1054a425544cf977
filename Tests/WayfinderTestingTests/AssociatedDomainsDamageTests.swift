import Foundation
import ShopExample
import Testing

@testable import WayfinderTesting

/// Damaged association files, from a fixed seed: the checker answers each with a report, the
/// file's problems first when it is no longer JSON, never a crash or a hang.
@Suite("Associated domains: damaged files")
struct AssociatedDomainsDamageTests {
    static let pieces: [String] = [
        "{", "}", "[", "]", ",", ":", "\"", "*", "?", "?*", "$(", ")", "$(lang)", "NOT ", "\\", "%", "%zz", "%2F",
        "0", "-1e999", "true", "null", "\u{0}", "é", "\"/\": ", "\"?\": {", "\"exclude\": true", "\"paths\": [",
        "\"details\": {", String(repeating: "?", count: 40), String(repeating: "*a", count: 20),
    ]

    @Test func damagedFilesGetAReportNeverACrash() {
        let domains = AssociatedDomains(schema: Shop())
        let sources = [
            domains.generate(appID: "ABCDE12345.com.example.shop"),
            AssociatedDomainsTests.applesExample,
            AssociatedDomainsFindingsTests.legacy,
            AssociatedDomainsFindingsTests.twoApps,
        ].map { Array($0.utf8) }
        var random = SeededRandom(seed: 0xAA5A)  // the same damage on every run
        for round in 0..<60 {
            var bytes = sources[round % sources.count]
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                Self.damage(&bytes, using: &random)
            }
            let data = Data(bytes)
            let report = domains.check(data, appID: round % 3 == 0 ? "ABCDE12345.com.example.shop" : nil)
            #expect(!report.text.isEmpty, "round \(round)")
            if (try? JSONSerialization.jsonObject(with: data)) == nil {
                #expect(!report.fileProblems.isEmpty, "round \(round): not JSON, yet no problem reported")
            }
        }
    }

    private static func damage(_ bytes: inout [UInt8], using random: inout SeededRandom) {
        guard !bytes.isEmpty else { return }
        let at = Int.random(in: 0..<bytes.count, using: &random)
        switch Int.random(in: 0..<4, using: &random) {
        case 0:
            bytes.removeSubrange(at..<min(bytes.count, at + Int.random(in: 1...12, using: &random)))
        case 1:
            bytes.insert(contentsOf: Array(pieces.randomElement(using: &random)!.utf8), at: at)
        case 2:
            let end = min(bytes.count, at + Int.random(in: 1...40, using: &random))
            bytes.insert(contentsOf: bytes[at..<end], at: at)
        default:
            bytes[at] = UInt8.random(in: 0...255, using: &random)
        }
    }
}

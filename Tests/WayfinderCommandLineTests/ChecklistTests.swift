import Foundation
import ShopExample
import Testing
import WayfinderTesting

/// `wayfinder checklist --simctl`: the audit's matrix as a simulator script.
@Suite("wayfinder checklist")
struct ChecklistTests {
    @Test func theScriptsBeginningMatchesItsSnapshot() throws {
        let run = try Executable.run(["checklist", "--simctl", "com.example.shop", "--device", "iPhone 16"])
        #expect(run.status == 0)
        // The header and the first sample link under every condition; the rest follows the same
        // shape and is checked run by run below.
        let end = try #require(run.output.range(of: "\nstep '37/"))
        try assertSnapshot(String(run.output[..<end.lowerBound]) + "\n", named: "checklist-simctl.sh")
    }

    @Test func everyStepExpectsWhereTheAuditLanded() async throws {
        let run = try Executable.run(["checklist", "--simctl", "com.example.shop"])
        let report = await Audit(schema: Shop(), account: SimulatedShopBackend.accounts[0]).run()
        let steps = run.lines.filter { $0.hasPrefix("step '") }
        let expectations = run.lines.filter { $0.hasPrefix("say 'You should see: ") }
        #expect(steps.count == report.runs.count)
        #expect(expectations.count == report.runs.count)
        for (index, auditRun) in report.runs.enumerated() where index < min(steps.count, expectations.count) {
            let place =
                "\(auditRun.location) · modal \(auditRun.modal.map(\.description) ?? "none") · notice \(auditRun.notice.map(\.description) ?? "none")"
            #expect(expectations[index] == "say 'You should see: \(place)'", "run \(index + 1)")
            #expect(steps[index].contains("· \(auditRun.condition)'"), "run \(index + 1)")
            #expect(steps[index].contains(" · \(auditRun.link)"), "run \(index + 1)")
        }
    }

    @Test func secretsAreReadFromTheEnvironmentNeverPrinted() throws {
        let run = try Executable.run(["checklist", "--simctl", "com.example.shop"])
        for secret in ["invite/valid", "invite/expired", "invite/foreign", "reset-password/fresh", "old-code"] {
            #expect(!run.output.contains(secret), "\(secret) is printed")
        }
        #expect(
            run.output.contains(
                #"xcrun simctl openurl "$DEVICE" 'shop://teams/7/invite/'"${SAMPLE_15_SECRET:?export SAMPLE_15_SECRET}"''"#
            ))
    }

    @Test func theScriptIsValidShell() throws {
        let run = try Executable.run(["checklist", "--simctl", "it's.odd"])
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("checklist-\(UUID().uuidString).sh")
        try run.output.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/sh")
        shell.arguments = ["-n", file.path]
        try shell.run()
        shell.waitUntilExit()
        #expect(shell.terminationStatus == 0)
        #expect(run.output.contains(#"BUNDLE='it'\''s.odd'"#))
    }

    @Test func withoutSimctlItIsAUsageError() throws {
        let run = try Executable.run(["checklist"])
        #expect(run.status == 2)
        #expect(run.errors.contains("wayfinder checklist: missing `--simctl BUNDLE_ID`"))
    }
}

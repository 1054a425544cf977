import Foundation
import ShopExample
import Testing
import WayfinderTesting

/// `wayfinder checklist --simctl`: the audit's matrix as a simulator script.
@Suite("wayfinder checklist")
struct ChecklistTests {
    // MARK: The release list (the default)

    /// 1,350 manual steps is a list nobody walks. By default the script is the short list a
    /// person can walk before a release: each sample link once, and it says so at the top.
    @Test func byDefaultEachSampleLinkRunsOnceAndTheHeaderSaysHowManyAndHowLong() throws {
        let run = try Executable.run(["checklist", "--simctl", "com.example.shop", "--device", "iPhone 16"])
        #expect(run.status == 0)
        let steps = run.lines.filter { $0.hasPrefix("step '") }
        #expect(steps.count == Shop().sampleLinks.count)
        #expect(
            run.lines.dropFirst().first
                == "# The release checklist on a simulator: 34 steps, each sample link once, about 17 minutes (30 s a step).",
            "\(run.lines.prefix(3))")
        #expect(run.output.contains("--full"), "the header says how to get the full matrix")
        try assertSnapshot(run.output, named: "checklist-simctl.sh")
    }

    /// Each sample link plays in the condition that matters most for it, and the steps are
    /// ordered so the session arranged for one step serves the next: every signed-in step first
    /// (signed in once), then the signed-out ones (each signs in, so each asks to sign out).
    @Test func theReleaseListPlaysTheKeyConditionOfEachLinkGroupedBySession() async throws {
        let run = try Executable.run(["checklist", "--simctl", "com.example.shop"])
        // The step lines as the shell prints them: a quote inside the single-quoted word is '\''.
        let steps = run.lines.filter { $0.hasPrefix("step '") }.map { $0.replacingOccurrences(of: "'\\''", with: "'") }
        let sessions = steps.map { $0.contains("· signed out ·") ? "out" : "in" }
        #expect(sessions == sessions.sorted(), "signed-in steps come first: \(sessions)")
        #expect(
            steps.contains { $0.contains("shop://orders/42 (alice's order) · cold · signed out · no modal'") },
            "\(steps)")
        #expect(steps.contains { $0.contains("· warm · signed in · no modal") })
        #expect(steps.contains { $0.contains("· background · signed in · no modal") })
        let arrangements = run.lines.filter { $0.hasPrefix("say 'Arrange: Be signed in as alice") }
        #expect(arrangements.count == 1, "signed in once, then reused: \(arrangements)")
        let report = await Audit(schema: Shop(), account: SimulatedShopBackend.accounts[0]).run()
        let expectations = run.lines.filter { $0.hasPrefix("say 'You should see: ") }
        #expect(expectations.count == steps.count)
        for (step, expectation) in zip(steps, expectations) {
            let audited = report.runs.first {
                step.contains(" · \($0.link) (\($0.variant)) · \($0.condition)'")
            }
            let run = try #require(audited, "\(step) is not a run of the audit")
            #expect(expectation == "say '\(SimulatorChecklist<Shop>.expectation(run))'", "\(step)")
        }
    }

    @Test func aSignInLinkIsPlayedSignedOutNeverSignedIn() async {
        let report = await Audit(schema: Shop(), account: SimulatedShopBackend.accounts[0]).run()
        let checklist = SimulatorChecklist(
            schema: Shop(), report: report, bundleID: "com.example.shop", device: "booted")
        let samples = Shop().sampleLinks
        let signInLinks = samples.indices.filter { samples[$0].link.hasPrefix("shop://sign-in/") }
        #expect(signInLinks.count == 3)
        for index in signInLinks {
            #expect(checklist.keyCondition(forSample: index).session == .signedOut, "\(samples[index].link)")
        }
    }

    // MARK: The full matrix (--full)

    @Test func theFullMatrixIsBehindAFlagAndItsBeginningMatchesItsSnapshot() throws {
        let run = try Executable.run(["checklist", "--simctl", "com.example.shop", "--device", "iPhone 16", "--full"])
        #expect(run.status == 0)
        #expect(
            run.lines.dropFirst().first
                == "# The full matrix on a simulator: 2652 steps (34 sample links × 78 conditions), in the audit's order, about 22 hours (30 s a step).",
            "\(run.lines.prefix(3))")
        // The header and the first sample link under every condition; the rest follows the same
        // shape and is checked run by run below.
        let end = try #require(run.output.range(of: "\nstep '37/"))
        try assertSnapshot(String(run.output[..<end.lowerBound]) + "\n", named: "checklist-simctl-full.sh")
    }

    @Test func everyStepOfTheFullMatrixExpectsWhereTheAuditLanded() async throws {
        let run = try Executable.run(["checklist", "--simctl", "com.example.shop", "--full"])
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
        let run = try Executable.run(["checklist", "--simctl", "com.example.shop", "--full"])
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

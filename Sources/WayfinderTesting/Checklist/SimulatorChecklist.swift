import Foundation
package import Wayfinder

/// The audit's matrix as a shell script for a booted simulator: per run, what to arrange, the
/// `xcrun simctl` commands that deliver the link, and what the person should then see, as the
/// ``Audit`` computed it.
///
/// The script cannot set a session or raise a launch gate on a real app: it says what to arrange
/// and waits for return (set `WAYFINDER_NO_PAUSE=1` to run straight through). A link's secret
/// parts are never printed: such a link reads its secret from an environment variable the script
/// names (`SAMPLE_16_SECRET`).
package struct SimulatorChecklist<Schema: NavigationSchema>: Sendable {
    /// The schema audited.
    package var schema: Schema
    /// The audit's report for the schema's sample links, in their order.
    package var report: AuditReport<Schema>
    /// The app's bundle identifier.
    package var bundleID: String
    /// The simulator: a device name or UDID, or `booted`.
    package var device: String
    /// The app launched to send the app under test to the background.
    package var otherApp = "com.apple.Preferences"

    /// Creates the checklist for a report of the schema's sample links.
    package init(schema: Schema, report: AuditReport<Schema>, bundleID: String, device: String) {
        self.schema = schema
        self.report = report
        self.bundleID = bundleID
        self.device = device
    }

    /// What the person should see once a run's flow is complete: `You should see: …`.
    package static func expectation(_ run: AuditReport<Schema>.Run) -> String {
        "You should see: \(run.location) · modal \(run.modal.map(\.description) ?? "none") · notice \(run.notice.map(\.description) ?? "none")"
    }

    /// The script.
    package var script: String {
        var lines: [String] = [
            "#!/bin/sh",
            "# The pre-release checklist on a simulator: \(report.runs.count) runs (\(report.samples.count) sample links × \(report.conditions.count) conditions), in the audit's order.",
            "# Boot the simulator, install the app, then run this script and follow it.",
            "# WAYFINDER_NO_PAUSE=1 runs without waiting; WAYFINDER_WAIT sets the seconds to wait for the app (default 2).",
        ]
        let secrets = report.samples.indices.filter { linkText(sample: $0).secret }
        if !secrets.isEmpty {
            lines.append("# Links with secret parts read them from the environment; export before running:")
            for index in secrets {
                let sample = report.samples[index]
                lines.append("#   \(secretVariable(index))  for \(sample.link) (\(sample.variant))")
            }
        }
        lines += [
            "set -eu",
            "DEVICE=\(Self.quoted(device))",
            "BUNDLE=\(Self.quoted(bundleID))",
            "OTHER_APP=\(Self.quoted(otherApp))",
            #"pause() { [ -n "${WAYFINDER_NO_PAUSE:-}" ] || { printf '%s ' "$1"; read -r _; }; }"#,
            #"settle() { sleep "${WAYFINDER_WAIT:-2}"; }"#,
            #"step() { printf '\n== %s\n' "$1"; }"#,
            #"say() { printf '%s\n' "$1"; }"#,
            "",
        ]
        let conditions = report.conditions.count
        for (number, run) in report.runs.enumerated() {
            let sampleIndex = conditions == 0 ? 0 : number / conditions
            lines += block(number: number + 1, run: run, sample: sampleIndex)
        }
        lines.append(#"say "Done: \#(report.runs.count) runs.""#)
        return lines.joined(separator: "\n") + "\n"
    }

    private func block(number: Int, run: AuditReport<Schema>.Run, sample: Int) -> [String] {
        let condition = run.condition
        let link = linkText(sample: sample)
        let account = report.account
        var lines = [
            "step \(Self.quoted("\(number)/\(report.runs.count) · \(run.link)\(run.variant.isEmpty ? "" : " (\(run.variant))") · \(condition)"))",
            "say \(Self.quoted(Self.expectation(run)))",
        ]
        let session: String =
            switch condition.session {
            case .signedIn: "Be signed in as \(account), with no step-up or other requirement met since launch."
            case .requirementsMet:
                "Be signed in as \(account) and meet every requirement (a step-up) before the link arrives."
            case .signedOut: "Be signed out."
            case .expired:
                "Be signed in as \(account) with a session that has expired (revoke its refresh on the server)."
            case .unknownThenSignedIn:
                "Be signed in as \(account), with the session still restoring when the link arrives (a slow network)."
            }
        var arrange = "Arrange: " + session
        if case .gate(let gate) = condition.blocker, condition.launch == .cold {
            arrange += " Make \(gate) pending at launch."
        }
        lines.append("say \(Self.quoted(arrange))")
        lines.append("pause \(Self.quoted("Press return when arranged."))")
        lines.append(#"xcrun simctl terminate "$DEVICE" "$BUNDLE" 2>/dev/null || true"#)
        let blockerStep: String? =
            switch condition.blocker {
            case .none: nil
            case .signIn: "Open the sign-in screen."
            case .gate(let gate):
                condition.launch == .cold ? nil : "Make \(gate) pending (it shows \(gateModal(gate)))."
            }
        if condition.launch != .cold || condition.blocker == .signIn || condition.session == .requirementsMet {
            lines.append(#"xcrun simctl launch "$DEVICE" "$BUNDLE""#)
            lines.append("settle")
            if condition.session == .requirementsMet {
                let names = schema.requirements.map(\.name).joined(separator: ", ")
                lines.append("say \(Self.quoted("Meet every requirement in the app (\(names))."))")
                lines.append("pause \(Self.quoted("Press return when done."))")
            }
            if let blockerStep {
                lines.append("say \(Self.quoted(blockerStep))")
                lines.append("pause \(Self.quoted("Press return when it is up."))")
            }
            if condition.launch == .background {
                lines.append(#"xcrun simctl launch "$DEVICE" "$OTHER_APP""#)
                lines.append("settle")
            }
        }
        lines.append("xcrun simctl openurl \"$DEVICE\" \(link.shell)")
        lines.append("settle")
        var then: [String] = []
        if !schema.launchGates.isEmpty { then.append("clear any pending launch gate") }
        then.append("sign in as \(account) whenever sign-in shows")
        for requirement in schema.requirements {
            if let modal = requirement.modal {
                then.append("complete \(modal) whenever it shows (\(requirement.name))")
            }
        }
        lines.append("say \(Self.quoted("Then: " + then.joined(separator: "; ") + "."))")
        lines.append("pause \(Self.quoted("Press return when it matches (or note the run number).")) ")
        return lines.map { $0.hasSuffix(" ") ? String($0.dropLast()) : $0 } + [""]
    }

    private func gateModal(_ gate: LaunchGate) -> String {
        schema.modal(for: gate).map { "\($0)" } ?? "its screen"
    }

    private func secretVariable(_ sample: Int) -> String { "SAMPLE_\(sample + 1)_SECRET" }

    /// The link as a shell word: the sample itself, or its redacted form with the secret read
    /// from the sample's environment variable.
    private func linkText(sample index: Int) -> (shell: String, secret: Bool) {
        let samples = schema.sampleLinks
        guard samples.indices.contains(index) else { return (Self.quoted(report.samples[index].link), false) }
        let raw = samples[index].link
        let redacted: String =
            switch schema.links.match(raw) {
            case .success(let route): schema.links.link(for: route, redactingSecrets: true) ?? raw
            case .failure: schema.links.displayString(forUnmatched: raw)
            }
        guard redacted.contains(Redaction.marker) else { return (Self.quoted(raw), false) }
        let variable = secretVariable(index)
        let pieces = redacted.components(separatedBy: Redaction.marker).map(Self.quoted)
        return (pieces.joined(separator: "\"${\(variable):?export \(variable)}\""), true)
    }

    /// A single-quoted shell word.
    static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }
}

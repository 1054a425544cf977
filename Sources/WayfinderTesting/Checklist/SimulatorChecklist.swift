import Foundation
package import Wayfinder

/// The audit's runs as a shell script for a booted simulator: per step, what to arrange, the
/// `xcrun simctl` commands that deliver the link, and what the person should then see, as the
/// ``Audit`` computed it.
///
/// By default the script is the release list, short enough to walk before every release: each
/// sample link once, in the condition that matters most for it (see
/// ``keyCondition(forSample:)``), the signed-in steps first so the session is arranged once and
/// reused. ``Scope/full`` plays every run of the audit instead. The header says how many steps
/// and about how long they take.
///
/// The script cannot set a session or raise a launch gate on a real app: it says what to arrange
/// and waits for return (set `WAYFINDER_NO_PAUSE=1` to run straight through). A link's secret
/// parts are never printed: such a link reads its secret from an environment variable the script
/// names (`SAMPLE_16_SECRET`).
package struct SimulatorChecklist<Schema: NavigationSchema>: Sendable {
    package var schema: Schema
    /// The audit's report for the schema's sample links, in their order.
    package var report: AuditReport<Schema>
    /// The app's bundle identifier.
    package var bundleID: String
    /// The simulator: a device name or UDID, or `booted`.
    package var device: String
    /// The app launched to send the app under test to the background.
    package var otherApp = "com.apple.Preferences"
    /// Which runs the script plays.
    package var scope: Scope

    /// Which runs a checklist plays.
    package enum Scope: Sendable {
        /// Each sample link once, in its key condition, grouped by session: the default.
        case release
        /// Every run of the audit, in its order: every sample link under every condition.
        case full
    }

    /// What one step takes a person on average (arrange, launch, wait, look), for the estimate.
    package static var secondsPerStep: Int { 30 }

    /// Creates the checklist for a report of the schema's sample links.
    package init(schema: Schema, report: AuditReport<Schema>, bundleID: String, device: String, scope: Scope = .release)
    {
        self.schema = schema
        self.report = report
        self.bundleID = bundleID
        self.device = device
        self.scope = scope
    }

    /// The condition that matters most for a sample link, the one the release list plays it in:
    /// a link that needs sign-in on a cold launch while signed out (the detour through sign-in and
    /// back), and so a sign-in link (it signs the person in); one that also needs a declared requirement warm and signed in (its modal shows);
    /// a public link back from the background, signed in (the delivery before the scene is
    /// active); a link the table does not parse warm and signed in (the fallback and its notice).
    package func keyCondition(forSample index: Int) -> AuditCondition {
        let samples = schema.sampleLinks
        guard samples.indices.contains(index), case .success(let route) = schema.links.match(samples[index].link)
        else { return AuditCondition(.warm, .signedIn, .none) }
        if !schema.requirementNames(for: route).isEmpty { return AuditCondition(.warm, .signedIn, .none) }
        // A sign-in link is the sign-in: played signed in it changes nothing, so it launches the
        // app signed out, as from the mail it came in.
        if schema.isProtected(.route(route)) || schema.rule(for: route).signsIn {
            return AuditCondition(.cold, .signedOut, .none)
        }
        return AuditCondition(.background, .signedIn, .none)
    }

    /// The schema's declared requirements, by name: `step-up`, `unlocked and paid`.
    private var requirementNames: String {
        let names = schema.requirements.map(\.name.rawValue)
        guard let last = names.last else { return "no requirement" }
        return names.count == 1 ? last : names.dropLast().joined(separator: ", ") + " and " + last
    }

    /// The header's words for a link that needs a declared requirement, when the schema declares any.
    private var requirementClause: String {
        schema.requirements.isEmpty ? "" : "one that needs \(requirementNames) warm and signed in, "
    }

    /// The steps in order, each with the index of its sample link.
    package var steps: [(sample: Int, run: AuditReport<Schema>.Run)] {
        let conditions = report.conditions.count
        let all = report.runs.enumerated().map {
            (sample: conditions == 0 ? 0 : $0.offset / conditions, run: $0.element)
        }
        guard scope == .release else { return all }
        var chosen: [(sample: Int, run: AuditReport<Schema>.Run, group: Int)] = []
        for sample in report.samples.indices {
            let runs = all.filter { $0.sample == sample }
            let key = keyCondition(forSample: sample)
            guard let step = runs.first(where: { $0.run.condition == key }) ?? runs.first else { continue }
            // Signed in first, with what meets a requirement last (it stays met); then signed out.
            let group =
                switch step.run.condition.session {
                case .signedIn, .requirementsMet, .unknownThenSignedIn:
                    step.run.condition.launch == .background ? 0 : sampleNeedsRequirement(sample) ? 2 : 1
                case .signedOut, .expired: 3
                }
            chosen.append((sample, step.run, group))
        }
        return chosen.enumerated().sorted { ($0.element.group, $0.offset) < ($1.element.group, $1.offset) }
            .map { (sample: $0.element.sample, run: $0.element.run) }
    }

    private func sampleNeedsRequirement(_ index: Int) -> Bool {
        let samples = schema.sampleLinks
        guard samples.indices.contains(index), case .success(let route) = schema.links.match(samples[index].link)
        else { return false }
        return !schema.requirementNames(for: route).isEmpty
    }

    /// `about 15 minutes`, `about 11 hours`: the steps at ``secondsPerStep`` each.
    static func estimate(steps: Int) -> String {
        let minutes = (steps * secondsPerStep + 59) / 60
        if minutes < 120 { return "about \(minutes) minute\(minutes == 1 ? "" : "s")" }
        return "about \(Int((Double(minutes) / 60).rounded())) hours"
    }

    /// What the person should see once a run's flow is complete: `You should see: …`.
    package static func expectation(_ run: AuditReport<Schema>.Run) -> String {
        "You should see: \(run.location) · modal \(run.modal.map(\.description) ?? "none") · notice \(run.notice.map(\.description) ?? "none")"
    }

    package var script: String {
        let steps = steps
        let pace = "(\(Self.secondsPerStep) s a step)"
        var lines: [String] = ["#!/bin/sh"]
        switch scope {
        case .release:
            lines += [
                "# The release checklist on a simulator: \(steps.count) steps, each sample link once, \(Self.estimate(steps: steps.count)) \(pace).",
                "# Each link plays in the condition that matters most for it: one that needs sign-in on a cold launch signed out,",
                "# \(requirementClause)a public one back from the background, an unknown one warm.",
                "# Signed-in steps come first, so the session is arranged once and reused.",
                "# The full matrix, every sample link under every condition (\(report.runs.count) steps, \(Self.estimate(steps: report.runs.count))): add --full.",
            ]
        case .full:
            lines.append(
                "# The full matrix on a simulator: \(steps.count) steps (\(report.samples.count) sample links × \(report.conditions.count) conditions), in the audit's order, \(Self.estimate(steps: steps.count)) \(pace)."
            )
        }
        lines += [
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
        // Whether the step before was played signed in: its flow leaves the person signed in, so
        // the release list's next signed-in step keeps that session instead of arranging it again.
        var signedIn = false
        for (number, step) in steps.enumerated() {
            let session = step.run.condition.session
            let reused = scope == .release && signedIn && session == .signedIn
            lines += block(number: number + 1, of: steps.count, run: step.run, sample: step.sample, reused: reused)
            signedIn = session == .signedIn
        }
        lines.append(#"say "Done: \#(steps.count) steps.""#)
        return lines.joined(separator: "\n") + "\n"
    }

    private func block(number: Int, of total: Int, run: AuditReport<Schema>.Run, sample: Int, reused: Bool) -> [String]
    {
        let condition = run.condition
        let link = linkText(sample: sample)
        let account = report.account
        var lines = [
            "step \(Self.quoted("\(number)/\(total) · \(run.link)\(run.variant.isEmpty ? "" : " (\(run.variant))") · \(condition)"))",
            "say \(Self.quoted(Self.expectation(run)))",
        ]
        let session: String =
            switch condition.session {
            case .signedIn:
                schema.requirements.isEmpty
                    ? "Be signed in as \(account)."
                    : "Be signed in as \(account), with none of \(requirementNames) met since launch."
            case .requirementsMet: "Be signed in as \(account) and meet \(requirementNames) before the link arrives."
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
        if reused {
            lines.append("say \(Self.quoted("Keep the session of the step before (signed in as \(account))."))")
        } else {
            lines.append("say \(Self.quoted(arrange))")
            lines.append("pause \(Self.quoted("Press return when arranged."))")
        }
        lines.append(#"xcrun simctl terminate "$DEVICE" "$BUNDLE" 2>/dev/null || true"#)
        let blockerStep: String? =
            switch condition.blocker {
            case .none: nil
            case .signIn: "Open the sign-in screen."
            case .gate(let gate):
                condition.launch == .cold ? nil : "Make \(gate) pending (it shows \(gateModal(gate)))."
            case .modal(let name, let edited):
                edited ? "Open \(name) and type something in it, without saving." : "Open \(name)."
            }
        if condition.launch != .cold || condition.blocker == .signIn || condition.session == .requirementsMet {
            lines.append(#"xcrun simctl launch "$DEVICE" "$BUNDLE""#)
            lines.append("settle")
            if condition.session == .requirementsMet {
                let names = schema.requirements.map(\.name.rawValue).joined(separator: ", ")
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

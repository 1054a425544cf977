import Foundation
import Wayfinder

/// A broken property as one transition's checks find it: the property, a sentence, and the
/// expectations a script can state about it (the place it should have landed on, say).
struct Finding: Sendable {
    var property: VerifiedProperty
    var message: String
    var expectations: [ScenarioExpectation] = []

    init(_ property: VerifiedProperty, _ message: String, _ expectations: [ScenarioExpectation] = []) {
        self.property = property
        self.message = message
        self.expectations = expectations
    }
}

extension VerificationContext {
    /// Plays one script line on the harness, keeps the ghost up to date, and checks every
    /// property on the transition.
    /// - Returns: What broke.
    func play(
        _ action: ScenarioAction, on harness: inout NavigationHarness<Schema>, ghost: inout Ghost
    ) async -> [Finding] {
        let before = harness
        await runner.perform(action, on: &harness)
        var findings: [Finding] = harness.violations[before.violations.count...].map {
            Finding(VerifiedProperty($0.invariant), "\($0)")
        }
        let records = Array(harness.records[before.records.count...])
        findings += safety(action, before: before.state, after: harness.state)
        findings += nothingLost(before: before.state, after: harness.state, records: records, ghost: ghost)
        findings += helpersReplaceNothing(action, before: before.state, after: harness.state, records: records)
        findings += commuting(before: before.state, after: harness.state, records: records, ghost: ghost)
        findings += accountsApart(action, before: before, after: harness, records: records, ghost: ghost)
        findings += liveness(harness.state)
        findings += secrecy(before: before, after: harness, records: records)
        if let probe, let broken = probe(harness.state) { findings.append(Finding(.safe, broken, [])) }
        ghost.update(action, before: before, after: harness)
        return findings
    }

    // MARK: - safe

    private func safety(
        _ action: ScenarioAction, before: NavigationState<Schema>, after: NavigationState<Schema>
    ) -> [Finding] {
        var findings: [Finding] = []
        if after.modal == schema.signInModal, case .signedIn(let account) = after.session {
            findings.append(Finding(.safe, "sign-in shows over the signed-in session of \(account)", []))
        }
        if let modal = before.modal, !schema.rule(for: modal).isDismissible, after.modal != modal,
            !closesByCompletion(modal, action, before: before, after: after)
        {
            findings.append(
                Finding(
                    .safe,
                    "\(modal), which cannot be dismissed, closed on \(ScenarioCommand.action(action).scriptText)",
                    []
                ))
        }
        return findings
    }

    /// Whether a modal that cannot be dismissed went for a reason of its own: its completion, the
    /// session it needs ending, a launch, or a modal that outranks it or helps sign-in in its place.
    private func closesByCompletion(
        _ modal: Schema.Modal, _ action: ScenarioAction, before: NavigationState<Schema>,
        after: NavigationState<Schema>
    ) -> Bool {
        if let next = after.modal {
            if schema.rule(for: next).priority > schema.rule(for: modal).priority { return true }
            if modal == schema.signInModal, schema.rule(for: next).helpsSignIn { return true }
        }
        if before.gates != after.gates || before.session != after.session { return true }
        switch action {
        case .launchCold, .launchWarm, .relaunch, .signIn, .meetRequirement, .clearGate, .updateInstalled,
            .closeWindow, .window:
            return true
        case .signInCancel:
            // Cancelling is one of sign-in's own ways to end (dismissing is not).
            return modal == schema.signInModal
        case .cancelRequirement:
            return schema.requirementName(presentedBy: modal) != nil
        case .open, .tap:
            // A link may complete sign-in (a sign-in link) or a requirement by design.
            return modal == schema.signInModal || schema.requirementName(presentedBy: modal) != nil
        default:
            return false
        }
    }

    // MARK: - nothing lost silently

    private func nothingLost(
        before: NavigationState<Schema>, after: NavigationState<Schema>, records: [DecisionRecord], ghost: Ghost
    ) -> [Finding] {
        var findings: [Finding] = []
        let heldBefore = before.heldLinkIDs
        let heldAfter = after.heldLinkIDs
        var ended: [LinkID: Int] = [:]
        var seen: Set<LinkID> = []
        for record in records {
            seen.insert(record.id)
            if record.outcome.isTerminal { ended[record.id, default: 0] += 1 }
        }
        for id in seen.sorted() {
            let terminal = ended[id, default: 0]
            if terminal > 1 {
                findings.append(
                    Finding(.nothingLostSilently, "navigation \(id) ended \(terminal) times in one step", []))
            }
            if terminal == 0, !heldAfter.contains(id) {
                findings.append(
                    Finding(
                        .nothingLostSilently, "navigation \(id) has a record but no outcome, and nothing holds it", []))
            }
            if terminal > 0, heldAfter.contains(id),
                !heldBefore.contains(id) || records.last(where: { $0.id == id })?.outcome.isTerminal == true
            {
                findings.append(Finding(.nothingLostSilently, "navigation \(id) ended but is still held", []))
            }
        }
        for id in heldBefore.subtracting(heldAfter) where ended[id] == nil {
            findings.append(Finding(.nothingLostSilently, "navigation \(id) left without an outcome or a record", []))
        }
        if let last = records.last(where: { $0.outcome.isTerminal && $0.landing != nil }), let landing = last.landing {
            let here = RecordedLocation(
                tab: "\(after.location.tab)", stack: after.location.stack.map { "\($0)" },
                modal: after.presented.map { "\($0)" })
            if landing.description != here.description, after.pending == nil, after.confirmation == nil,
                after.inFlight == nil
            {
                findings.append(
                    Finding(
                        .nothingLostSilently,
                        "the record of \(last.link) (\(last.outcome)) names \(landing) but the person is on \(here)",
                        []
                    ))
            }
        }
        return findings
    }

    /// Help with signing in (a sign-in link, a link that needs no sign-in to a modal that helps
    /// sign-in) removes a blocker; it never replaces what the person is owed: no link waiting for
    /// sign-in is superseded by it.
    private func helpersReplaceNothing(
        _ action: ScenarioAction, before: NavigationState<Schema>, after: NavigationState<Schema>,
        records: [DecisionRecord]
    ) -> [Finding] {
        // What help with signing in must keep is a link waiting for sign-in; any other waiting
        // link is replaced by a newer one, helper or not (newest wins). So is the owed link by a
        // newer one that waits for sign-in itself (a helper's link its resolver sent elsewhere).
        guard let owed = before.pending, owed.reason == .signIn, let link = action.link,
            case .success(let route) = schema.links.match(link)
        else { return [] }
        if let newer = after.pending, newer.id != owed.id, newer.reason == .signIn { return [] }
        let rule = schema.rule(for: route)
        // A link to a helper that needs sign-in itself cannot show before sign-in: it is no help,
        // it waits for sign-in like any other link, and the newest link wins.
        let helps =
            rule.signsIn
            || (rule.destination.modal.map { schema.rule(for: $0).helpsSignIn } == true
                && !schema.isProtected(.route(route)))
        guard helps else { return [] }
        return records.filter { $0.outcome == .superseded && $0.id == owed.id }.map {
            Finding(
                .nothingLostSilently,
                "\($0.link) was superseded by \(schema.links.redactedDescription(of: link)), which helps sign-in: help never replaces what is owed",
                [.pending($0.link)])
        }
    }

    // MARK: - blockers commute

    private func commuting(
        before: NavigationState<Schema>, after: NavigationState<Schema>, records: [DecisionRecord], ghost: Ghost
    ) -> [Finding] {
        guard let record = records.last(where: { $0.outcome == .landed }),
            ghost.waited.contains(record.id)
                || (before.pending ?? before.confirmation)?.id == record.id,
            after.pending == nil, after.confirmation == nil, after.gates.isEmpty, after.inFlight == nil
        else { return [] }
        let session: Session = if case .signedIn(let account) = after.session { .signedIn(account) } else { .signedOut }
        guard let link = ghost.links[record.id], let reference = references[link]?[session] ?? nil else { return [] }
        // The modal and its screens: a mark of unsaved input is not a place.
        let place = Place(
            location: after.location, presented: after.presented.map { ModalPresentation($0.modal, stack: $0.stack) })
        let same =
            reference.presented == nil
            ? place.location == reference.location && place.presented == nil
            : place.presented == reference.presented
        guard !same else { return [] }
        let expectations: [ScenarioExpectation] =
            reference.presented.map { [.modal("\($0)")] } ?? [.location("\(reference.location)"), .modal("none")]
        return [
            Finding(
                .blockersCommute,
                "\(schema.links.redactedDescription(of: link)) waited, then landed on \(place), but lands on \(reference) with nothing in the way (\(session))",
                expectations
            )
        ]
    }

    // MARK: - accounts apart

    private func accountsApart(
        _ action: ScenarioAction, before: NavigationHarness<Schema>, after: NavigationHarness<Schema>,
        records: [DecisionRecord], ghost: Ghost
    ) -> [Finding] {
        guard case .signedIn(let account) = after.state.session else { return [] }
        var findings: [Finding] = []
        // A landing made while nobody was signed in (a sign-in later in the same step) was for nobody.
        for record in records where record.outcome == .landed && record.session == .signedIn {
            if let owner = ghost.owners[record.id], owner != account {
                findings.append(
                    Finding(
                        .accountsApart, "\(record.link), which waited for \(owner), landed for \(account)",
                        [.pending("none")]
                    ))
            }
        }
        let previous = before.state.session.account
        let signsIn: Bool =
            switch action {
            case .signIn, .sessionResolves, .open, .tap: true
            default: false
            }
        if signsIn, let previous, previous != account,
            records.allSatisfy({ !$0.outcome.isTerminal || $0.landing == nil }),
            after.state.selectedTab != before.state.selectedTab,
            schema.access(forRootOf: after.state.selectedTab).isProtected,
            // Moved off a root the new account may not keep, to where a launch as it puts it
            // (the fallback tab): nobody's place.
            schema.mayStay(schema.access(forRootOf: before.state.selectedTab), in: after.state)
                || after.state.selectedTab != schema.fallbackTab(in: after.state)
        {
            findings.append(
                Finding(
                    .accountsApart,
                    "\(account) signed in after \(previous) and was put on \(after.state.selectedTab), a protected tab \(previous) was on",
                    [.location("\(before.state.location)")]
                ))
        }
        let restored: Bool =
            switch action {
            case .launchCold, .relaunch: true
            default: false
            }
        if restored, let owner = ghost.snapshotOwner, owner != account {
            let landedTabs = Set(records.compactMap { $0.outcome.isTerminal ? $0.landing?.tab : nil })
            for tab in schema.tabs where !landedTabs.contains("\(tab)") {
                for screen in after.state.stack(for: tab) where schema.access(for: screen).isProtected {
                    findings.append(
                        Finding(.accountsApart, "\(owner)'s snapshot put \(screen) in \(tab) for \(account)", []))
                    break
                }
            }
        }
        return findings
    }

    // MARK: - live

    private func liveness(_ state: NavigationState<Schema>) -> [Finding] {
        guard let waiting = state.pending ?? state.confirmation else { return [] }
        var findings: [Finding] = []
        if waiting.elapsed > schema.policy.pendingTimeToLive {
            findings.append(
                Finding(
                    .live, "\(waiting.display) has waited \(waiting.elapsed), past its time to live", [.pending("none")]
                ))
        }
        let inTheWay: Bool =
            switch waiting.reason {
            case .sessionUnknown: state.session == .unknown
            case .gate(let gate): state.gates.contains(gate)
            case .modal(let modal), .confirmation(let modal): state.modal == modal
            case .requirement(let name) where name == .signIn:
                state.session.account == nil || state.session != .signedIn(state.session.account ?? "")
            case .requirement(let name):
                // Its modal is up, or shows when what is up closes (a modal, a gate) or at the next
                // foreground; a requirement that keeps its link when cancelled lets it wait on (it
                // ages out). Stuck: nothing up, in the foreground, and nothing will ask for it.
                state.modal != nil || !state.gates.isEmpty || state.scenePhase == .background
                    || schema.requirement(named: name)?.cancellation == .keepsLink
            case .launch: state.launch == nil
            }
        if !inTheWay {
            findings.append(
                Finding(
                    .live, "\(waiting.display) waits for \(waiting.reason), which is not in the way: it can never land",
                    [.pending("none")]
                ))
        }
        return findings
    }

    // MARK: - secret

    private func secrecy(
        before: NavigationHarness<Schema>, after harness: NavigationHarness<Schema>, records: [DecisionRecord]
    ) -> [Finding] {
        guard !secrets.isEmpty else { return [] }
        // What can carry a link's text: the step's records, the waiting link, the resolution in
        // flight, the Handoff link and a newly saved snapshot (the state's textual form prints
        // links only through the first three).
        let state = harness.state
        var texts = records.map(\.description)
        if let waiting = state.pending ?? state.confirmation { texts.append(waiting.display) }
        if let flight = state.inFlight { texts.append(flight.display) }
        if let handoff = state.handoffLink(in: schema) { texts.append(handoff) }
        if let snapshot = harness.savedSnapshot, snapshot != before.savedSnapshot {
            texts.append(String(decoding: snapshot, as: UTF8.self))
        }
        var findings: [Finding] = []
        for text in texts {
            let bytes = Array(text.utf8)
            for (secret, forms) in secretForms where forms.contains(where: { Self.occurs($0, in: bytes) }) {
                findings.append(
                    Finding(.secret, "the secret \"\(secret.prefix(2))…\" shows in: \(text.prefix(120))", []))
            }
        }
        return findings
    }

    /// Whether `needle` occurs in `haystack`: the texts are short, so a plain scan.
    private static func occurs(_ needle: [UInt8], in haystack: [UInt8]) -> Bool {
        guard let first = needle.first, needle.count <= haystack.count else { return false }
        var start = 0
        while start + needle.count <= haystack.count {
            if haystack[start] == first, haystack[start..<start + needle.count].elementsEqual(needle) { return true }
            start += 1
        }
        return false
    }
}

extension Ghost {
    /// Notes the owner of each navigation the state now holds for the first time, which of them
    /// wait, and the owner of a snapshot saved by the step.
    mutating func update<Schema>(
        _ action: ScenarioAction, before: NavigationHarness<Schema>, after: NavigationHarness<Schema>
    ) {
        let state = after.state
        let held = state.heldLinkIDs
        let arrivedAs: Session =
            switch action {
            case .launchCold, .launchWarm, .relaunch: state.session
            default: before.state.session
            }
        let heldBefore = before.state.heldLinkIDs
        for id in held where !heldBefore.contains(id) {
            if let link = action.link { links[id] = link }
            let waiting = state.pending ?? state.confirmation
            if let waiting, waiting.id == id, case .location = waiting.target {
                if let account = state.session.account ?? arrivedAs.account { owners[id] = account }
            } else if case .signedIn(let account) = arrivedAs {
                owners[id] = account
            }
        }
        if let waiting = state.pending ?? state.confirmation { waited.insert(waiting.id) }
        owners = owners.filter { held.contains($0.key) }
        links = links.filter { held.contains($0.key) }
        waited = waited.intersection(held)
        if after.savedSnapshot != before.savedSnapshot {
            snapshotOwner = if case .signedIn(let account) = before.state.session { account } else { nil }
        }
    }
}

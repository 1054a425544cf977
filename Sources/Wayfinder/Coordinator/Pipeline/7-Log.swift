/// Stage 7 of *How a link lands*, Log: every decision as a record, with the link canonical and
/// redacted, the session, the launch phase and where the person landed.
extension Reduction {
    var phase: LaunchPhase {
        switch launching {
        case .cold: return .coldLaunch
        case .warm: return .warmLaunch
        case nil: break
        }
        if state.launch == nil { return .notLaunched }
        return state.scenePhase == .background ? .background : .running
    }

    var landingPlace: RecordedLocation { RecordedLocation(state.location, presented: visible.presented) }

    /// Emits a record. `target` names the route whose link rule's pattern the record carries;
    /// the pattern is looked up here, only when a record is made.
    mutating func record(
        _ id: LinkID, _ link: String, _ source: LinkSource, _ outcome: DecisionOutcome, _ reason: DecisionReason,
        landing: Bool = false, target: PendingLink<Schema>.Target? = nil
    ) {
        record(id, link, source, outcome, reason, landing: landing, pattern: rulePattern(of: target))
    }

    /// Emits a record whose pattern the caller already knows.
    mutating func record(
        _ id: LinkID, _ link: String, _ source: LinkSource, _ outcome: DecisionOutcome, _ reason: DecisionReason,
        landing: Bool = false, pattern: String?, phase arrival: LaunchPhase? = nil
    ) {
        var reason = reason
        if let note = yieldNote, note.id == id {
            reason = note.noted(reason)
            yieldNote = nil
        }
        effects.append(
            .record(
                DecisionRecord(
                    id: id, time: now, link: link, source: source, session: SessionKind(self.session),
                    phase: arrival ?? phase, outcome: outcome, reason: reason, landing: landing ? landingPlace : nil,
                    pattern: pattern
                )
            )
        )
    }

    /// Emits a record of a navigation: its identity, link, source, pattern and the phase it
    /// arrived in.
    mutating func record(
        _ navigation: Navigation<Schema>, _ outcome: DecisionOutcome, _ reason: DecisionReason, landing: Bool = false
    ) {
        record(
            navigation.id, navigation.display, navigation.source, outcome, reason, landing: landing,
            pattern: navigation.pattern ?? rulePattern(of: navigation.target), phase: navigation.phase)
    }

    /// The pattern of the link rule that prints the target's route, or `nil` for a location or
    /// a route without a link.
    func rulePattern(of target: PendingLink<Schema>.Target?) -> String? {
        guard case .route(let route) = target else { return nil }
        return schema.links.canonicalMatch(for: route)?.rule.pattern
    }

    /// The rule of protected roots, run last in every event; when it moves the person (to a
    /// public tab, or sign-in over the root), the records of this event that named the place
    /// before it name where the person is after it: a record names where its step leaves them.
    mutating func keepProtectedRootsCoveredNamingWhereThePersonIs() {
        let location = state.location
        let presented = visible.presented
        keepProtectedRootsCovered()
        guard state.location != location || visible.presented != presented else { return }
        let named = RecordedLocation(location, presented: presented)
        let here = landingPlace
        for index in effects.indices {
            guard case .record(var record) = effects[index], record.landing == named else { continue }
            record.landing = here
            effects[index] = .record(record)
        }
    }

    /// Records each requirement the schema uses but does not declare, as a launch begins.
    mutating func recordSchemaErrors(_ undeclared: [UndeclaredRequirement]) {
        for problem in undeclared {
            record(newLinkID(), "schema", .app, .rejected, .schemaError(problem))
        }
    }
}

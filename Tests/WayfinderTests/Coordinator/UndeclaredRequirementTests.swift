import ShopExample
import Testing
import Wayfinder
import WayfinderTesting

/// A requirement used but not declared (``Typo`` asks for `step-upp`, declares `step-up`): a
/// schema error reported when the schema is read and wherever it is used, never a crash.
@Suite("Undeclared requirements")
struct UndeclaredRequirementTests {
    static let fix = "`Requirement(RequirementName(\"step-upp\"), modal: …)`"

    /// A harness launched warm with `session`, its records cleared of the launch's.
    static func launched(_ session: Session = .signedIn("alice")) async -> NavigationHarness<Typo> {
        var harness = NavigationHarness(schema: Typo())
        await harness.send(.launched(.init(.warm, session: session)))
        return harness
    }

    @Test("Reading the schema finds the undeclared name and where it is first used")
    func survey() {
        let expected = [UndeclaredRequirement(.typoStepUpp, usedBy: "the link typo://security")]
        #expect(Typo().undeclaredRequirements == expected)
        #expect(Coordinator(schema: Typo()).undeclaredRequirements == expected)
        #expect(expected[0].description.contains(Self.fix))
        #expect(Shop().undeclaredRequirements.isEmpty)
        #expect(Bank().undeclaredRequirements.isEmpty && Lab().undeclaredRequirements.isEmpty)
        // Sign-in is not declared among requirements: the fix is `.signedIn`, not a declaration.
        #expect(UndeclaredRequirement(.signIn, usedBy: "screen x").description.contains("`.signedIn`"))
    }

    @Test("The launch records the schema error, naming the requirement and what to declare")
    func launchRecordsIt() async {
        var harness = NavigationHarness(schema: Typo())
        let records = await harness.send(.launched(.init(.warm, session: .signedOut)))
        let errors = records.filter { $0.reason.schemaProblem != nil }
        #expect(errors.count == 1)
        #expect(errors.first?.outcome == .rejected)
        #expect(errors.first?.reason == Typo().undeclaredRequirements.first.map { .schemaError($0) })
        #expect(Typo().undeclaredRequirements.first?.name == .typoStepUpp)
        #expect(errors.first?.reason.description.contains(Self.fix) == true, "the sentence says what to declare")
        var shop = NavigationHarness(schema: Shop())
        let clean = await shop.send(.launched(.init(.warm, session: .signedOut)))
        #expect(!clean.contains { $0.reason.schemaProblem != nil })
    }

    @Test(
        "A link that needs it never lands, signed in or out: rejected, naming it",
        arguments: [
            Session.signedIn("alice"), .signedOut,
        ])
    func linkIsRefused(session: Session) async {
        for link in ["typo://security", "typo://vault"] {
            var harness = await Self.launched(session)
            let records = await harness.send(.linkReceived(link, source: .link))
            #expect(harness.state.location == Location(tab: .main))
            #expect(harness.state.modal == nil && harness.state.pending == nil)
            #expect(harness.state.notice == .unavailable)
            #expect(records.map(\.outcome) == [.rejected])
            #expect(
                records.first?.reason
                    == .fallback(
                        .linkNeedsUndeclaredRequirement(.typoStepUpp, schema: "Typo", link: link), .landedOnFallback))
        }
    }

    @Test("A link before the launch waits for it, then is refused")
    func linkBeforeLaunch() async {
        var harness = NavigationHarness(schema: Typo())
        await harness.send(.linkReceived("typo://security", source: .link))
        let records = await harness.send(.launched(.init(.warm, session: .signedIn("alice"))))
        #expect(harness.state.location == Location(tab: .main))
        #expect(
            records.contains {
                $0.link == "typo://security" && $0.outcome == .rejected
                    && $0.reason
                        == .fallback(
                            .linkNeedsUndeclaredRequirement(.typoStepUpp, schema: "Typo", link: "typo://security"),
                            .landedOnFallback)
            })
    }

    @Test("A push, a modal and its events that need it are refused or ignored, naming it")
    func movesAndEvents() async {
        var harness = await Self.launched()
        var records = await harness.send(.screenPushed(.security))
        #expect(harness.state.stack(for: .main).isEmpty)
        #expect(records.contains { $0.reason == .undeclaredRequirement(.typoStepUpp, schema: "Typo") })
        records = await harness.send(.modalRequested(.vault))
        #expect(harness.state.modal == nil)
        #expect(records.map(\.outcome) == [.rejected])
        #expect(records.first?.reason == .undeclaredRequirement(.typoStepUpp, schema: "Typo"))
        for event in [
            NavigationEvent<Typo>.requirementMet(.typoStepUpp), .requirementFailed(.typoStepUpp),
            .requirementCancelled(.typoStepUpp),
        ] {
            records = await harness.send(event)
            #expect(records.map(\.outcome) == [.discarded])
            #expect(records.first?.reason == .eventForUndeclaredRequirement(.typoStepUpp, schema: "Typo"))
            #expect(harness.state.lastMet(.typoStepUpp) == nil)
        }
        #expect(!Typo().mayReach(.requirement(.typoStepUpp), in: harness.state))
    }

    @Test("The audit fails, naming the requirement")
    func auditFails() async {
        let report = await Audit(schema: Typo(), account: "alice").run()
        #expect(!report.passed)
        let named = report.violations.filter { $0.violation.message.contains("step-upp") }
        #expect(!named.isEmpty)
        #expect(named.allSatisfy { $0.violation.message.contains(Self.fix) })
    }
}

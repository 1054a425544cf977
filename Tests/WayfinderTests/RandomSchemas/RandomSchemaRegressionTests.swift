import Testing
import Wayfinder
import WayfinderTesting

/// Sequences the random schemas found, kept as they were shrunk so they replay on every run.
@Suite("Random schemas: shrunk sequences that once broke an invariant")
struct RandomSchemaRegressionTests {
    /// Plays `script` on the random schema of `seed`, signing in as `ada` or `bob`.
    static func play(_ script: String, seed: UInt64, file: String) async throws -> ScenarioResult<RandomSchema> {
        try await ScenarioRunner(schema: RandomSchemaTests.schema(seed), accounts: ["ada", "bob"])
            .run(text: script, file: file)
    }

    /// A rejected link while a launch gate with no modal is up stays put (nothing moves under a
    /// gate, as under a modal); invariant 5 wrongly asked for the fallback.
    @Test func aRejectedLinkUnderAGateWithoutAModalStaysPut() async {
        let schema = RandomSchema(RandomBlueprint.generate(seed: 15_998_078_693_348_232_694))
        #expect(schema.blueprint.gates.contains { $0.modal == nil })
        let steps: [RandomSchemaStep] = [
            .event(.screenPushed(RandomScreen(name: "s1", id: 8))),
            .event(.gateRaised(LaunchGate("g0"))),
            .event(.linkReceived("", source: .intent)),
        ]
        let problems = await RandomSchemaPlay.problems(schema, steps, latency: .seconds(2))
        #expect(problems.isEmpty, "\(problems)")
    }

    /// Signed out with a protected default tab, an unknown link after a public one lands on the
    /// public tab's root (the fallback as the session sees it), not on the public screen left
    /// there, and its record says so.
    @Test func anUnknownLinkSignedOutLandsOnThePublicTabsRoot() async {
        let schema = RandomSchema(RandomBlueprint.generate(seed: 18_054_082_321_272_573_094))
        let steps: [RandomSchemaStep] = [
            .event(.linkReceived("rnd://r3/25", source: .widget)),
            .event(.linkReceived("rnd://r0/notanumber", source: .widget)),
        ]
        let problems = await RandomSchemaPlay.problems(schema, steps, latency: .zero)
        #expect(problems.isEmpty, "\(problems)")
    }

    /// The audit of one seed's schema, signed out and expired against signed in (the sessions
    /// invariant 4 compares), on the samples named by their variant.
    static func audit(
        seed: UInt64, variants: [String],
        sessions: Set<AuditCondition.SessionState> = [.signedIn, .signedOut, .expired]
    ) async -> [String] {
        let schema = RandomSchema(RandomBlueprint.generate(seed: seed))
        let conditions = AuditCondition.all(for: schema).filter { sessions.contains($0.session) }
        let samples = schema.sampleLinks.filter { variants.contains($0.variant) }
        let report = await Audit(schema: schema, account: "ada", conditions: conditions, samples: samples).run()
        return report.violations.map { "\($0.run.link) · \($0.run.condition): \($0.violation)" }
    }

    /// Signed out with a protected default tab and a public one, an unknown or foreign link ends
    /// on the public tab: that is the fallback as the session sees it (invariant 5), and nothing
    /// asked for sign-in, so there is no signed-in run to compare with (invariant 4).
    @Test(
        arguments: [
            18_054_082_321_272_573_094, 15_362_738_631_823_065_317, 12_671_394_942_373_557_540,
            17_026_080_507_310_402_894,
        ] as [UInt64])
    func anUnknownLinkSignedOutWithAProtectedDefaultTab(seed: UInt64) async {
        let violations = await Self.audit(seed: seed, variants: ["unknown", "foreign"])
        #expect(violations.isEmpty, "\(violations.joined(separator: "\n"))")
    }

    /// A public modal link opened signed out lands over the public tab the person is on; nothing
    /// asks for sign-in, so the run is not compared with one signed in from the start.
    @Test(
        arguments: [
            (13_064_056_694_810_560_363, "public, modal m0, resolver byCode, secret"),
            (16_633_418_754_873_400_071, "public, modal m1"),
            (635_340_061_525_191_678, "public, modal m0, resolver byCode, secret"),
        ] as [(UInt64, String)])
    func aPublicModalLinkSignedOut(seed: UInt64, variant: String) async {
        let violations = await Self.audit(seed: seed, variants: [variant])
        #expect(violations.isEmpty, "\(violations.joined(separator: "\n"))")
    }

    /// A sign-in link for another account, opened while the session is unknown, waits for the
    /// session: settled signed in, it changes nothing (a link never switches accounts); and a
    /// sign-in link that signs in another account is not compared with the audit's account.
    @Test func aSignInLinkWhileTheSessionIsUnknown() async {
        let violations = await Self.audit(
            seed: 13_064_056_694_810_560_363,
            variants: ["public, where the person is, resolver byCode, secret, signs in"])
        #expect(violations.isEmpty, "\(violations.joined(separator: "\n"))")
    }

    /// A link to a screen of the sign-in modal (its help screen) opened while the session is
    /// unknown waits for it: sign-in never shows while the session is unknown, and landing then
    /// would lose the link. Settled signed out, it lands as it does signed out (found by the
    /// verifier, blockers commute).
    @Test func aLinkIntoSignInWaitsForAnUnknownSession() async throws {
        let script = """
            launch cold rnd://r4/5/s3cr3t session=unknown gate=g0
            gate-cleared g0
            expect pending rnd://r4/5/s3cr3t
            session-resolves signed-out
            expect modal signIn > signInHelp(5)
            expect broken none
            """
        let result = try await Self.play(script, seed: 4_165_438_753, file: "seed-4165438753.scn")
        #expect(result.passed, "\(result.failures)")
    }

    /// A link that needs sign-in is owed sign-in, not help with it, though its screen sits under
    /// the modal that helps sign-in: a newer one replaces the link waiting for sign-in (newest
    /// wins), and the verifier does not call it help replacing what is owed (a false finding of
    /// the verifier over three links at depth 2).
    @Test func aLinkThatNeedsSignInUnderAHelperIsNotHelp() async throws {
        let script = """
            launch cold rnd://r2/3/s3cr3t session=signed-in:ada
            session-expires
            tap rnd://r2/3/s3cr3t
            expect pending rnd://r2/3/s3cr3t
            expect broken none
            """
        let result = try await Self.play(script, seed: 1_663_341_875_487_361_878, file: "seed-1663341875487361878.scn")
        #expect(result.passed, "\(result.failures)")
    }

    /// Signing in as another account ends what the first had under way, a question a modal asks
    /// about a link included: the link never lands for the new account (found by the verifier
    /// over three links at depth 3, accounts apart).
    @Test func anotherAccountEndsTheQuestionAskedForTheFirst() async throws {
        let script = """
            launch cold rnd://r6/7/s3cr3t session=signed-in:ada
            expect modal m0
            tap rnd://r2/3
            sign-in bob
            expect confirmation none
            dismiss
            expect location t0
            expect broken none
            """
        let result = try await Self.play(script, seed: 24301, file: "seed-24301.scn")
        #expect(result.passed, "\(result.failures)")
    }

    /// A link that waited for an unknown session lands on the modal the person had edited: the
    /// place is the modal and its screens, and the mark of unsaved input is not part of it, so
    /// the place is the one the link lands on with nothing in the way (a false finding of the
    /// verifier over three links at depth 3, blockers commute).
    @Test func theMarkOfUnsavedInputIsNotAPlace() async throws {
        let script = """
            launch cold rnd://r3/4/s3cr3t session=unknown
            present m1
            edit
            session-resolves signed-in:ada
            expect modal m1
            expect broken none
            """
        let result = try await Self.play(
            script, seed: 11_400_714_819_323_222_786, file: "seed-11400714819323222786.scn")
        #expect(result.passed, "\(result.failures)")
    }

    /// Schemas on which the verifier found a record naming a place the person had already been
    /// moved from (the rule of protected roots moved them to a public tab, or put sign-in over
    /// the root, after the record was written): every record names where its step leaves them.
    @Test(arguments: [13_064_056_694_810_560_363, 1_140_875_416, 1_836_743_853, 1_268_499_322] as [UInt64])
    func recordsNameWhereTheStepLeavesThePerson(seed: UInt64) async {
        let report = await Verifier(schema: RandomSchemaTests.schema(seed), accounts: ["ada", "bob"], depth: 0).run()
        let misnamed = report.violations.filter {
            $0.property == .nothingLostSilently && $0.message.contains(" names ")
        }
        #expect(misnamed.isEmpty, "\(misnamed.map(\.description).joined(separator: "\n"))")
    }

    /// A snapshot held while the session is unknown, restored when it settles signed out, with
    /// sign-in then put over the protected root: the restoration's record names sign-in too.
    @Test func aHeldRestorationsRecordNamesTheSignInOverIt() async throws {
        let script = """
            launch cold session=signed-in:ada
            open rnd://r5/6
            background
            relaunch session=unknown
            session-resolves signed-out
            expect modal signIn
            expect broken none
            """
        let result = try await Self.play(script, seed: 804_559_637, file: "seed-804559637.scn")
        #expect(result.passed, "\(result.failures)")
    }

    /// A sign-in link waiting behind a gate is held: no navigation is left without an outcome
    /// (the random sequences of fresh seed 12722447493623824757 reported it unfinished).
    @Test func aSignInLinkBehindAGateIsHeldNotUnfinished() async {
        var harness = NavigationHarness(schema: RandomSchemaTests.schema(12_722_447_493_623_824_757))
        await harness.send(.launched(.init(.cold, session: .signedOut)))
        await harness.send(.signedOut)
        await harness.send(.gateRaised(LaunchGate("g1")))
        await harness.send(.linkReceived("rnd://r5/24/s3cr3t", source: .shortcut))
        #expect(harness.unfinishedLinks.isEmpty, "\(harness.records)")
    }

    /// A sign-in link behind a gate and a link pending behind it both go on when the gate clears,
    /// with slow resolvers: each ends with a record (fresh seed 13910551158454834999).
    @Test func aSignInLinkAndAPendingLinkBothEndWhenTheGateClears() async {
        let schema = RandomSchemaTests.schema(13_910_551_158_454_834_999)
        var harness = NavigationHarness(schema: schema)
        harness.latency = .seconds(2)
        let gate = schema.launchGates.first { $0.description == "g0" } ?? LaunchGate("g0")
        await harness.send(.launched(.init(.cold, session: .signedOut, gates: [gate], link: "rnd://r3/18")))
        await harness.send(.linkReceived("rnd://r5/26/s3cr3t", source: .activity))
        await harness.send(.linkReceived("rnd://r6/28/s3cr3t", source: .activity))
        await harness.send(.gateCleared(gate))
        await harness.advance(by: .seconds(30))
        #expect(harness.unfinishedLinks.isEmpty, "\(harness.records.map(\.description).joined(separator: "\n"))")
    }

    /// A link waits for a requirement (q1) whose modal cannot show: the modal of a higher one (q0,
    /// the default tab's) is up. A tap that modal gives way to lands, and the waiting link, newer
    /// than nothing that lands, ends superseded: newest wins (it was left waiting with nothing to
    /// show its modal; the verifier's live property, random schema 24821787).
    @Test func aTapThatAModalYieldsToSupersedesALinkWaitingBehindIt() async throws {
        let script = """
            launch warm session=signed-in:ada
            open rnd://r5/6
            expect modal q0Modal
            expect pending rnd://r5/6
            tap rnd://r0/1
            expect modal none
            expect pending none
            expect log superseded rnd://r5/6
            expect broken none
            """
        let result = try await Self.play(script, seed: 24_821_787, file: "seed-24821787.scn")
        #expect(result.passed, "\(result.failures)")
    }

    /// The same link waiting for q1 behind q0's modal: dismissing q0's modal (cancelling q0, which
    /// keeps links) shows q1's modal, so the link can land once q1 is met (it waited with nothing
    /// up, and nothing would ever ask for q1).
    @Test func aRequirementsModalShowsWhenTheModalThatOutrankedItCloses() async throws {
        let script = """
            launch warm session=signed-in:ada
            open rnd://r5/6
            dismiss
            expect modal q1Modal
            expect pending rnd://r5/6
            expect broken none
            requirement-met q1
            expect pending none
            expect location t2 > s3(6)
            expect broken none
            """
        let result = try await Self.play(script, seed: 24_821_787, file: "seed-24821787-dismiss.scn")
        #expect(result.passed, "\(result.failures)")
    }

    /// A link to a modal that helps sign-in whose route (or destination) needs sign-in itself is
    /// no help: it cannot show before sign-in, so it waits for sign-in like any other link, and
    /// the newest link wins. The verifier took it for help and reported the link it replaced as
    /// owed (random schemas 1663341875487361878, 4141629988, 3299074690).
    @Test(arguments: [1_663_341_875_487_361_878, 4_141_629_988, 3_299_074_690] as [UInt64])
    func aHelperLinkThatNeedsSignInIsNoHelp(seed: UInt64) async {
        let report = await Verifier(schema: RandomSchemaTests.schema(seed), accounts: ["ada", "bob"], depth: 1).run()
        #expect(report.violations.isEmpty, "\(report.violations.map(\.description).joined(separator: "\n"))")
    }

    /// Sign-in is up (the default tab's root needs it) and a public link waits for sign-in's
    /// modal to close; a link to the modal that helps sign-in shows it in sign-in's place. The
    /// link that waited for sign-in's modal ends superseded (newest wins: it waited for a modal
    /// that is gone, not for sign-in), instead of waiting for a modal that is no longer up
    /// (random schema 635340061525191678, live).
    @Test func aHelperInSignInsPlaceSupersedesALinkWaitingForSignInsModal() async throws {
        let script = """
            launch warm session=signed-out
            open rnd://r0/1/s3cr3t
            expect modal signIn
            expect pending rnd://r0/1/<redacted>
            open rnd://r9/10/s3cr3t
            expect modal m0
            expect pending none
            expect broken none
            """
        let result = try await Self.play(script, seed: 635_340_061_525_191_678, file: "seed-635340061525191678.scn")
        #expect(result.passed, "\(result.failures)")
    }

    /// A link waits for a requirement's modal (over the default tab's root) to close; the session
    /// expires, or the person signs out, and that modal, which needs sign-in, closes with it. The
    /// link is tried again, as when any modal it waited for closes: it was left waiting for a
    /// modal no longer up (random schemas 197551283 and 1575819828, live).
    @Test(
        arguments: [(197_551_283, "session-expires"), (1_575_819_828, "sign-out")] as [(UInt64, String)])
    func aLinkWaitingForAModalTheSessionClosesGoesOn(seed: UInt64, ending: String) async throws {
        let script = """
            launch warm session=signed-in:ada
            open rnd://r4/5
            expect pending rnd://r4/5
            \(ending)
            expect broken none
            """
        let result = try await Self.play(script, seed: seed, file: "seed-\(seed).scn")
        #expect(result.passed, "\(result.failures)")
    }

    /// No public tab: sign-in, which cannot be dismissed and yields to taps once edited, stands
    /// over the protected default tab. A tab that needs sign-in, tapped while the app is in the
    /// background, closed sign-in for a navigation that waits for sign-in itself (found by the
    /// verifier on three random schemas at depth 3, safe; in the foreground sign-in came straight
    /// back, without what the person typed). It waits for the sign-in that is up instead.
    @Test(
        arguments: [
            (13_699_396_756_335_727_740, "rnd://r4/5 ", "t1"), (6_653_367_501_949_374_609, "", "t1"),
            (18_054_082_321_272_573_094, "", "t0"),
        ] as [(UInt64, String, String)])
    func aTabThatNeedsSignInWaitsForTheSignInThatIsUp(seed: UInt64, link: String, tab: String) async throws {
        for phase in ["background", "foreground"] {
            let script = """
                launch cold \(link)session=signed-out
                edit
                \(phase)
                select \(tab)
                expect modal signIn
                expect pending \(tab)
                expect broken none
                """
            let result = try await Self.play(script, seed: seed, file: "seed-\(seed).scn")
            #expect(result.passed, "\(phase): \(result.failures)")
            let closed = result.steps.flatMap(\.records).filter { $0.description.contains("closed for it") }
            #expect(closed.isEmpty, "\(phase): \(closed)")
        }
    }

    /// A link to the modal that helps sign-in, whose resolver redirects it to a place that needs
    /// sign-in, is no help any more: it waits for sign-in like any other link and the newest wins
    /// over the link that was owed sign-in (a false finding of the verifier, which judged the link
    /// by its first route, on a fresh seed at depth 1).
    @Test func aHelperLinkRedirectedToAProtectedPlaceIsNoHelp() async throws {
        let script = """
            launch warm session=signed-out
            open rnd://r5/6
            expect modal signIn
            expect broken none
            """
        let result = try await Self.play(script, seed: 797_141_886, file: "seed-797141886.scn")
        #expect(result.passed, "\(result.failures)")
    }

    /// The default tab needs sign-in and a requirement sign-in meets; a public tab too. An unknown
    /// link on a cold launch while the session is unknown ends, once it resolves signed in, where
    /// it ends signed in from the start: on the default tab, the fallback (audit seeds
    /// 954856406522296717 and 5654231526452608557, invariants 4 and 5).
    @Test(arguments: [954_856_406_522_296_717, 5_654_231_526_452_608_557] as [UInt64])
    func anUnknownLinkWhileTheSessionIsUnknownEndsOnADefaultTabThatNeedsARequirement(seed: UInt64) async {
        let violations = await Self.audit(
            seed: seed, variants: ["unknown", "foreign"], sessions: [.signedIn, .unknownThenSignedIn])
        #expect(violations.isEmpty, "\(violations.joined(separator: "\n"))")
    }

    /// The default tab needs a requirement sign-in meets. A link into sign-in opened on a cold
    /// launch while the session is unknown changes nothing once it resolves signed in; the root
    /// the person was on then waits for its requirement, as it does with the session known at
    /// launch, instead of leaving them on the public tab with nothing asked (audit seed
    /// 5654231526452608557, invariant 4).
    @Test func aSessionResolvedSignedInAsksForTheRootItCannotSee() async throws {
        let script = """
            launch cold rnd://r4/5 session=unknown
            session-resolves signed-in:ada
            expect modal q1Modal
            expect pending t0
            requirement-met q1
            expect location t0
            expect broken none
            """
        let result = try await Self.play(script, seed: 5_654_231_526_452_608_557, file: "seed-5654231526452608557.scn")
        #expect(result.passed, "\(result.failures)")
    }

    /// A link to the modal that helps sign-in, whose flow needs sign-in, waits for sign-in itself;
    /// a gate raised then made it wait beside itself (as if it were help held for the link owed
    /// sign-in, which it is), so a newer link or a relaunch ended it twice (fresh seeds
    /// 6162574560617516928 and 4233583839198977463, invariant 10).
    @Test(
        arguments: [
            (
                6_162_574_560_617_516_928, "rnd://r1/5",
                RandomSchemaStep.event(.linkReceived("rnd://r2/23", source: .intent))
            ),
            (4_233_583_839_198_977_463, "rnd://r1/29", .relaunch(link: nil, session: .unknown, gates: [])),
        ] as [(UInt64, String, RandomSchemaStep)])
    func aHelperLinkThatWaitsForSignInIsNotHeldBesideItselfUnderAGate(
        seed: UInt64, link: String, last: RandomSchemaStep
    ) async {
        let schema = RandomSchemaTests.schema(seed)
        let steps: [RandomSchemaStep] = [
            .event(.linkReceived(link, source: .intent)), .event(.gateRaised(LaunchGate("g0"))), last,
        ]
        let problems = await RandomSchemaPlay.problems(schema, steps, latency: .zero)
        #expect(problems.isEmpty, "\(problems)")
    }

    /// A link that lands once the session resolves signed in is where the person is: the root
    /// they were moved off (it needs a requirement) is not asked for after it, which took them
    /// away from the link once the requirement was met (fresh seeds 8215936933894402487 and
    /// 10277495719701424714, invariant 4).
    @Test(
        arguments: [
            (8_215_936_933_894_402_487, "public, tab 1 +1"), (10_277_495_719_701_424_714, "signed in, tab 2 +1"),
        ]
            as [(UInt64, String)])
    func aLinkThatLandsWhenTheSessionResolvesIsWhereThePersonStays(seed: UInt64, variant: String) async {
        let violations = await Self.audit(seed: seed, variants: [variant], sessions: [.signedIn, .unknownThenSignedIn])
        #expect(violations.isEmpty, "\(violations.joined(separator: "\n"))")
    }

    /// A link whose resolver redirects it into sign-in while signed in changes nothing: it ends
    /// where the person is (here the saved place a relaunch restored), a place that depends on
    /// where it was opened, so "blockers commute" has nothing to compare it with. The verifier
    /// compared it with a fresh launch (fresh seed 2430394005, a false finding at depth 1).
    @Test func aRedirectThatChangesNothingIsNotComparedWithAFreshLaunch() async throws {
        let script = """
            launch cold session=signed-in:ada
            open rnd://r6/7/s3cr3t
            open rnd://r5/6
            background
            relaunch rnd://r3/4 session=signed-in:ada gate=g0
            gate-cleared g0
            expect broken none
            """
        let result = try await Self.play(script, seed: 2_430_394_005, file: "seed-2430394005.scn")
        #expect(result.passed, "\(result.failures)")
    }

    /// The default tab's root needs a requirement beyond sign-in. A link to a modal over the
    /// current place, opened signed in without it, put the modal over that root (which may not be
    /// in view without the requirement) on a cold launch, and over the tab the person was moved
    /// to on every other path (audit seeds 6174903723847719844, 7352735703802989874,
    /// 13742411845955929966, 7284378645017019986 and 5654231526452608557, invariant 4). The
    /// modal lands over where a launch puts the person: the first tab whose root they may see.
    @Test(
        arguments: [
            (6_174_903_723_847_719_844, "signed in, modal m1"),
            (5_654_231_526_452_608_557, "r5"), (5_654_231_526_452_608_557, "r8"),
            (7_352_735_703_802_989_874, ""), (13_742_411_845_955_929_966, ""), (7_284_378_645_017_019_986, ""),
        ] as [(UInt64, String)])
    func aModalLinkNeverLandsOverARootThatNeedsARequirementTheSessionLacks(seed: UInt64, variant: String) async {
        let schema = RandomSchema(RandomBlueprint.generate(seed: seed))
        let samples = schema.sampleLinks.filter {
            variant.isEmpty || $0.variant == variant || $0.link.contains("/\(variant)/")
        }
        let report = await Audit(schema: schema, account: "ada", samples: samples).run()
        let violations = report.violations.map { "\($0.run.link) · \($0.run.condition): \($0.violation)" }
        #expect(!samples.isEmpty)
        #expect(violations.isEmpty, "\(violations.prefix(6).joined(separator: "\n"))")
    }

    /// A sign-in link waiting for the session to be known, then a gate raised: the link was held
    /// beside the gate and stayed the waiting link, so time passing expired it twice (fresh seed
    /// 8300293794353414092, invariant 10).
    @Test func aSignInLinkWaitingForTheSessionMovesBesideTheGateRatherThanBeingHeldTwice() async {
        let schema = RandomSchemaTests.schema(8_300_293_794_353_414_092)
        let steps: [RandomSchemaStep] = [
            .event(.launched(.init(.warm, session: .unknown))),
            .event(.linkReceived("rnd://r7/19/s3cr3t", source: .intent)),
            .event(.gateRaised(LaunchGate("g0"))), .advance(.seconds(61)),
        ]
        let problems = await RandomSchemaPlay.problems(schema, steps, latency: .zero)
        #expect(problems.isEmpty, "\(problems)")
    }

    /// The default tab needs a requirement beyond sign-in. A sign-in link on a cold launch under a
    /// gate while the session is unknown: once it resolves signed in the link changes nothing, and
    /// the root the person was moved off was not asked for because the gate's modal was up, where
    /// signed in from the start it waits for the gate, then its requirement (fresh seeds
    /// 12310198708747368883 and 12655554512311697323, invariant 4).
    @Test(arguments: [12_310_198_708_747_368_883, 12_655_554_512_311_697_323] as [UInt64])
    func aSignInLinkUnderAGateWhileTheSessionIsUnknownLeavesTheRootAskedFor(seed: UInt64) async {
        let schema = RandomSchemaTests.schema(seed)
        let samples = schema.sampleLinks.filter { $0.variant.contains("signs in") }
        let conditions = AuditCondition.all(for: schema).filter {
            $0.session == .unknownThenSignedIn || $0.session == .signedIn
        }
        let report = await Audit(schema: schema, account: "ada", conditions: conditions, samples: samples).run()
        #expect(!samples.isEmpty)
        #expect(
            report.violations.isEmpty,
            "\(report.violations.map { "\($0.run.link) · \($0.run.condition): \($0.violation)" })")
    }

    /// A link to the modal that helps sign-in, with a resolver that answers unavailable (a stale
    /// code landing on a tab, not on sign-in), opened signed out while a link waits for sign-in or
    /// a resolver runs for one: help never replaces what is owed, whatever its resolver answers
    /// (fresh seed 3913166460, the verifier at depth 1).
    @Test(arguments: [
        ("launch warm session=signed-out", "t2"),
        ("launch cold rnd://r0/1 session=signed-out", "rnd://r0/1"),
        ("launch cold rnd://r2/3 session=signed-out", "rnd://r2/3"),
    ])
    func aHelperLinkItsResolverTurnsDownReplacesNothingOwed(start: String, owed: String) async throws {
        let script = """
            \(start)
            open rnd://r1/2/s3cr3t
            expect broken none
            """
        let result = try await Self.play(script, seed: 3_913_166_460, file: "seed-3913166460.scn")
        #expect(result.passed, "\(owed): \(result.failures)")
    }

    /// No public tab, and the default tab's root needs a requirement sign-in does not meet.
    /// Another account signing in after an expiry is moved off that root to the first tab whose
    /// root it may keep, where a launch as that account puts it: no place of the first account's
    /// (a false finding of "accounts apart" on fresh seed 252862396, depth 1).
    @Test func anotherAccountMovedToWhereALaunchPutsItIsNotTheFirstAccountsPlace() async throws {
        let script = """
            launch cold session=expired:ada
            sign-in bob
            expect location t0
            expect broken none
            """
        let result = try await Self.play(script, seed: 252_862_396, file: "seed-252862396.scn")
        #expect(result.passed, "\(result.failures)")
    }

    /// A link to the modal that helps sign-in, whose resolver turns it down with a landing on a
    /// tab, opened signed out under a launch gate while the default root waits for sign-in: it
    /// waits beside that owed root and, turned down under sign-in, moves no one, so the run ends
    /// where the owed root lands. Signed in from the start nothing is owed and it lands on its
    /// tab: the two are not compared (fresh audit seed 16794886268773778591, invariant 4, found
    /// once help turned down stopped replacing what is owed).
    @Test func helpTurnedDownWhileARootIsOwedSignInIsNotComparedWithSignedIn() async {
        let violations = await Self.audit(
            seed: 16_794_886_268_773_778_591, variants: ["public, modal m0, resolver unavailable"])
        #expect(violations.isEmpty, "\(violations.joined(separator: "\n"))")
    }
}

import Foundation
import Testing
import Wayfinder
import WayfinderTesting

/// Whole schemas generated from seeds, each knob turned every way, with random sequences played
/// on each and the audit run on each: every consistent schema keeps every invariant and audits
/// clean; a schema the package cannot honour is reported when it is first read.
///
/// Each run plays the fixed seeds (the same every run: a regression there replays as it is) and
/// fresh ones drawn anew (so CI sees new schemas every run), printed first, and with any failure.
/// `WAYFINDER_SCHEMA_SEED=<seed>` replays one schema, fixed or fresh; `WAYFINDER_RANDOM_SCHEMAS`,
/// `WAYFINDER_FRESH_SCHEMAS`, `WAYFINDER_SCHEMA_SEQUENCES`, `WAYFINDER_AUDITED_SCHEMAS` and
/// `WAYFINDER_FRESH_AUDITS` raise the counts.
@Suite("Random schemas")
struct RandomSchemaTests {
    static let environment = ProcessInfo.processInfo.environment
    /// Fixed schemas per run.
    static let schemaCount = environment["WAYFINDER_RANDOM_SCHEMAS"].flatMap(Int.init) ?? 60
    /// Fresh schemas per run, on top of the fixed ones.
    static let freshCount = environment["WAYFINDER_FRESH_SCHEMAS"].flatMap(Int.init) ?? 20
    /// Sequences played on each schema.
    static let sequencesPerSchema = environment["WAYFINDER_SCHEMA_SEQUENCES"].flatMap(Int.init) ?? 8
    /// Steps in a sequence, at most.
    static let maxSteps = 40
    /// Fixed schemas audited per run (the first consistent ones of ``fixedSeeds``).
    static let auditedSchemas = environment["WAYFINDER_AUDITED_SCHEMAS"].flatMap(Int.init) ?? 5
    /// Fresh schemas audited per run (the first consistent ones of ``freshSeeds``).
    static let freshAudits = environment["WAYFINDER_FRESH_AUDITS"].flatMap(Int.init) ?? 3

    /// The one seed `WAYFINDER_SCHEMA_SEED` names, if any: it replaces every other.
    static let replayed: UInt64? = environment["WAYFINDER_SCHEMA_SEED"].flatMap { UInt64($0) }

    /// The seeds every run plays, the same each time.
    static let fixedSeeds: [UInt64] = {
        if let replayed { return [replayed] }
        return (0..<UInt64(schemaCount)).map { $0 &* 0x9E37_79B9_7F4A_7C15 &+ 0x5EED }
    }()

    /// Seeds drawn anew each run, printed once so that a failure replays.
    static let freshSeeds: [UInt64] = {
        guard replayed == nil else { return [] }
        var generator = SystemRandomNumberGenerator()
        let seeds = (0..<max(freshCount, 0)).map { _ in generator.next() as UInt64 }
        if !seeds.isEmpty {
            print(
                "random schemas: fresh seeds this run (replay one with WAYFINDER_SCHEMA_SEED=<seed>): "
                    + seeds.map(String.init).joined(separator: ", "))
        }
        return seeds
    }()

    /// Every seed this run plays: the fixed ones, then the fresh ones.
    static let seeds: [UInt64] = fixedSeeds + freshSeeds

    /// How a failure names its seed: fresh seeds say so, with the line that replays them.
    static func named(_ seed: UInt64) -> String {
        freshSeeds.contains(seed) ? "fresh seed \(seed) (WAYFINDER_SCHEMA_SEED=\(seed) replays it)" : "seed \(seed)"
    }

    static func schema(_ seed: UInt64, _ options: RandomSchemaOptions = .all) -> RandomSchema {
        RandomSchema(RandomBlueprint.generate(seed: seed, options: options))
    }

    /// Which other branch's defect a failure belongs to: the first knob whose removal (the rest of
    /// the seed unchanged) makes it pass; `nil` when none does, so the failure is this package's.
    static func knownDefect(of seed: UInt64, stillFails: (RandomSchema) async -> Bool) async -> String? {
        for knob in RandomSchemaOptions.defectKnobs where await !stillFails(schema(seed, knob.off)) {
            return "\(knob.defect): passes without \(knob.name)"
        }
        if await !stillFails(schema(seed, .noKnownDefects)) {
            return "defects 2–8 (seams, signin): passes without any of \(RandomSchemaOptions.defectKnobs.map(\.name))"
        }
        return nil
    }

    /// Records a failure, with the knob that makes it pass as a hint to where it lies. Issue 29's
    /// defects are all fixed: none is expected. A fixed seed's failure fails the run. A fresh
    /// seed's is a new defect, printed and reported as a known issue for triage (replayed with
    /// `WAYFINDER_SCHEMA_SEED`, it fails), so that the run that finds it still lands what it
    /// fixed; its seed then joins a regression test with its fix (as the verifier's fresh seeds).
    static func record(_ message: String, seed: UInt64, knownDefect: String?) {
        let text = message + (knownDefect.map { "\nhint: issue 29, \($0)" } ?? "")
        guard freshSeeds.contains(seed) else {
            Issue.record(Comment(rawValue: text))
            return
        }
        print("random schemas: a fresh seed found a defect to triage:\n\(text)")
        withKnownIssue("a fresh seed found a new defect: triage it", isIntermittent: true) {
            Issue.record(Comment(rawValue: text))
        }
    }

    @Test("The generator sets each knob each way over the seeds CI uses")
    func everyKnobIsReached() {
        var counts: [String: Int] = [:]
        for seed in Self.seeds {
            for knob in RandomBlueprint.generate(seed: seed).knobs { counts[knob, default: 0] += 1 }
        }
        let unreached = RandomBlueprint.everyKnobValue.filter { counts[$0, default: 0] == 0 }.sorted()
        guard Self.seeds.count > 1 else { return }
        #expect(unreached.isEmpty, "never reached over \(Self.seeds.count) schemas: \(unreached)")
        let unknown = Set(counts.keys).subtracting(RandomBlueprint.everyKnobValue).sorted()
        #expect(unknown.isEmpty, "knob values the coverage list does not name: \(unknown)")
        print(
            "random schemas: knob coverage over \(Self.seeds.count) schemas (schemas setting each knob each way):\n"
                + counts.sorted { $0.key < $1.key }.map { "  \($0.key): \($0.value)" }.joined(separator: "\n"))
    }

    @Test("The same seed makes the same schema, and the knobs turn off without changing the rest")
    func generationIsDeterministic() {
        let a = RandomBlueprint.generate(seed: 42)
        let b = RandomBlueprint.generate(seed: 42)
        #expect(a.description == b.description)
        var off = RandomSchemaOptions.all
        off.protectedRoots = false
        let c = RandomBlueprint.generate(seed: 42, options: off)
        #expect(c.tabs.allSatisfy { $0.rootAccess == .public })
        #expect(c.routes.map(\.summary) == a.routes.map(\.summary))
    }

    @Test("On every consistent schema, every invariant holds after every step of random sequences")
    func invariantsHoldOnEverySchema() async {
        let start = ContinuousClock.now
        var schemas = 0
        var sequences = 0
        var steps = 0
        for seed in Self.seeds {
            let schema = Self.schema(seed)
            guard schema.blueprint.inconsistencies.isEmpty else { continue }
            schemas += 1
            for index in 0..<Self.sequencesPerSchema {
                let (sequence, latency) = RandomSchemaPlay.sequence(schema, index: index, maxSteps: Self.maxSteps)
                sequences += 1
                steps += sequence.count
                let problems = await RandomSchemaPlay.problems(schema, sequence, latency: latency)
                guard !problems.isEmpty else { continue }
                let known = await Self.knownDefect(of: seed) {
                    await !RandomSchemaPlay.problems($0, sequence, latency: latency).isEmpty
                }
                let report = await RandomSchemaPlay.report(
                    schema, sequence: index, steps: sequence, latency: latency, problems: problems)
                Self.record(
                    (Self.freshSeeds.contains(seed) ? "\(Self.named(seed)):\n" : "") + report, seed: seed,
                    knownDefect: known)
                break  // one failure a schema is enough to read
            }
        }
        print(
            "random schemas: \(schemas) consistent schemas, \(sequences) sequences, \(steps) steps, in \(ContinuousClock.now - start)"
        )
        #expect(schemas > Self.seeds.count / 2 || Self.seeds.count == 1)
    }

    /// The seeds the audit plays this run: the first ``auditedSchemas`` consistent fixed seeds and
    /// the first ``freshAudits`` consistent fresh ones (every seed when one is replayed).
    static var auditedSeeds: [UInt64] {
        func consistent(_ seeds: [UInt64], _ count: Int) -> [UInt64] {
            Array(seeds.lazy.filter { schema($0).blueprint.inconsistencies.isEmpty }.prefix(count))
        }
        return consistent(fixedSeeds, auditedSchemas) + consistent(freshSeeds, freshAudits)
    }

    @Test("The audit of every consistent schema finds no violation")
    func auditIsCleanOnEveryConsistentSchema() async {
        let start = ContinuousClock.now
        var audited = 0
        var runs = 0
        for seed in Self.auditedSeeds {
            let schema = Self.schema(seed)
            audited += 1
            let report = await Audit(schema: schema, account: "ada").run()
            runs += report.runs.count
            let violations = report.violations
            guard !violations.isEmpty else { continue }
            // Attributed on the failing samples alone: an audit of a whole schema is the slow part.
            let failing = Set(violations.map(\.run.link))
            let samples = schema.sampleLinks.filter { failing.contains(schema.links.redactedDescription(of: $0.link)) }
            let known = await Self.knownDefect(of: seed) {
                await !Audit(schema: $0, account: "ada", samples: samples).run().violations.isEmpty
            }
            let shown = violations.prefix(8).map {
                "  \($0.run.link) (\($0.run.variant)) · \($0.run.condition): \($0.violation)"
            }
            Self.record(
                """
                \(Self.named(seed)): the audit found \(violations.count) violations, the first:
                \(shown.joined(separator: "\n"))
                \(schema.blueprint)
                """, seed: seed, knownDefect: known)
        }
        print("random schemas: audited \(audited) consistent schemas, \(runs) runs, in \(ContinuousClock.now - start)")
    }

    @Test("A schema the package cannot honour is reported in plain words at launch, and by the audit")
    func impossibleSchemasAreReported() async {
        var reported = 0
        for seed in Self.seeds {
            let schema = Self.schema(seed)
            guard let expected = schema.blueprint.inconsistencies.first else { continue }
            reported += 1
            #expect(
                !schema.undeclaredRequirements.isEmpty, "seed \(seed): \(expected) is not reported\n\(schema.blueprint)"
            )
            var harness = NavigationHarness(schema: schema)
            await harness.send(.launched(.init(.cold, session: .signedOut)))
            let errors = harness.records.filter { $0.reason.schemaProblem != nil }
            #expect(!errors.isEmpty, "seed \(seed): the launch records no schema error for \(expected)")
            let audit = await Audit(schema: schema, account: "ada", samples: Array(schema.sampleLinks.prefix(1))).run()
            #expect(
                audit.violations.contains { $0.violation.description.contains("schema error") },
                "seed \(seed): the audit does not report \(expected)")
        }
        #expect(reported > 0 || Self.seeds.count == 1, "no seed made a schema the package cannot honour")
    }
}

import Testing
import Wayfinder
import WayfinderTesting

/// Sequences the random schemas found, kept as they were shrunk so they replay on every run.
@Suite("Random schemas: shrunk sequences that once broke an invariant")
struct RandomSchemaRegressionTests {
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
}

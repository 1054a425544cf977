import Testing
import Wayfinder
import WayfinderTesting

/// A route's access covers everything its destination shows: a public modal whose root screen,
/// or a screen of whose flow, needs sign-in is not shown to a person who is signed out (found by
/// the random schemas: a public link to `tab + modal m0` showed m0's protected root signed out).
@Suite("Access of a modal's flow in a route's destination")
struct ModalFlowAccessTests {
    /// A schema with one public modal `m` whose flow (`root`, then `inner`) needs sign-in, and one
    /// public route to `destination`.
    static func schema(_ destination: RandomBlueprint.DestinationPlan) -> RandomSchema {
        var blueprint = RandomBlueprint.generate(seed: 1, options: .noKnownDefects)
        blueprint.tabs = [.init(name: "t0", rootAccess: .public), .init(name: "t1", rootAccess: .public)]
        blueprint.defaultTab = 0
        blueprint.signIn = .init(name: "signIn", rule: ModalRule(priority: 500))
        blueprint.modals = [
            .init(
                name: "m", rule: ModalRule(priority: 100),
                flow: [.init(name: "root", access: .signedIn), .init(name: "inner", access: .signedIn)])
        ]
        blueprint.requirementModals = []
        blueprint.requirements = []
        blueprint.gateModals = []
        blueprint.gates = []
        blueprint.inconsistencies = []
        blueprint.routes = [.init(access: .public, destination: destination, resolver: nil, secret: false)]
        return RandomSchema(blueprint)
    }

    @Test(
        "Signed out, the link waits for sign-in, then lands in the modal",
        arguments: [
            RandomBlueprint.DestinationPlan.tabWithModal(1, "m"), .modal("m", depth: 0), .modal("m", depth: 1),
        ])
    func aProtectedFlowWaitsForSignIn(destination: RandomBlueprint.DestinationPlan) async {
        let schema = Self.schema(destination)
        var harness = NavigationHarness.checked(schema)
        await harness.send(.launched(.init(.warm, session: .signedOut)))
        await harness.send(.linkReceived("rnd://r0/1", source: .link))
        #expect(harness.state.modal == schema.signInModal)
        #expect(harness.violations.isEmpty, "\(harness.violations)")
        await harness.send(.signedIn("ada"))
        #expect(harness.state.modal == RandomModal(name: "m"))
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }
}

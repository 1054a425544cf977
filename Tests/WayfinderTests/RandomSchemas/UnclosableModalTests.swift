import Testing
import Wayfinder
import WayfinderTesting

/// A modal declared `dismissible: false` that is neither the sign-in modal, a requirement's modal
/// nor a launch gate's modal: nothing could ever close it (the person's dismiss is refused, no
/// event closes it), so the package reports it as a schema problem when the schema is first read.
@Suite("Schema problems: a modal nothing can close")
struct UnclosableModalTests {
    /// A schema of seed 7 with one app modal, `m0`, shown by a public link, dismissible or not.
    static func schema(dismissible: Bool, helpsSignIn: Bool = false) -> RandomSchema {
        var options = RandomSchemaOptions.all
        options.impossible = false
        var blueprint = RandomBlueprint.generate(seed: 7, options: options)
        blueprint.modals = [
            .init(name: "m0", rule: ModalRule(priority: 10, dismissible: dismissible, helpsSignIn: helpsSignIn))
        ]
        blueprint.helpsSignIn = helpsSignIn ? "m0" : nil
        blueprint.completesSignIn = nil
        blueprint.routes = [.init(access: .public, destination: .modal("m0", depth: 0), resolver: nil, secret: false)]
        return RandomSchema(blueprint)
    }

    @Test("Reading the schema reports the modal in plain words", arguments: [false, true])
    func reported(helpsSignIn: Bool) {
        let problems = Self.schema(dismissible: false, helpsSignIn: helpsSignIn).undeclaredRequirements
            .map(\.description)
        #expect(problems.contains { $0.hasPrefix("the modal m0 ") && $0.contains("nothing can ever close it") })
        #expect(Self.schema(dismissible: true, helpsSignIn: helpsSignIn).undeclaredRequirements.isEmpty)
    }

    @Test("The launch records it as a schema error")
    func launchRecordsIt() async {
        var harness = NavigationHarness(schema: Self.schema(dismissible: false))
        await harness.send(.launched(.init(.cold, session: .signedIn("ada"))))
        #expect(
            harness.records.contains {
                $0.reason.schemaProblem?.description.hasPrefix("the modal m0 ") == true
            })
    }

    @Test("The sign-in modal, a requirement's and a gate's may be declared not dismissible")
    func closableByEvents() {
        var options = RandomSchemaOptions.all
        options.impossible = false
        for seed in UInt64(0)..<40 {
            var blueprint = RandomBlueprint.generate(seed: seed, options: options)
            blueprint.signIn.rule.isDismissible = false
            for index in blueprint.requirementModals.indices {
                blueprint.requirementModals[index].rule.isDismissible = false
            }
            let problems = RandomSchema(blueprint).undeclaredRequirements.map(\.description)
            #expect(!problems.contains { $0.contains("nothing can ever close it") }, "seed \(seed): \(problems)")
        }
    }
}

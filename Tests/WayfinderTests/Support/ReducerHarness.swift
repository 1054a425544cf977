import Wayfinder
import WayfinderTesting

extension NavigationHarness {
    /// A harness for a test of the reducer's rules: it checks the invariants after every step
    /// (the test ends by expecting no violations), and it runs no resolver, so the test answers
    /// each resolution it starts with `.resolutionFinished`.
    static func checked(_ schema: Schema) -> Self {
        var harness = Self(schema: schema)
        harness.runsResolvers = false
        harness.checks = InvariantChecker(schema: schema).checks
        return harness
    }

    /// The records of the last step (`send`, `advance`), read after it.
    var lastRecords: [DecisionRecord] {
        lastEffects.compactMap { if case .record(let r) = $0 { r } else { nil } }
    }

    /// The resolutions the last step started.
    var startedResolutions: [ResolutionID] {
        lastEffects.compactMap { if case .startResolution(let id, _, _) = $0 { id } else { nil } }
    }

    /// The resolutions the last step cancelled.
    var cancelledResolutions: [ResolutionID] {
        lastEffects.compactMap { if case .cancelResolution(let id) = $0 { id } else { nil } }
    }

    /// Where the person is, as text (`home > product(5)`).
    var location: String { state.location.description }

    /// Where the person is in `window`, as text; nil when no such window is open.
    func location(of window: WindowID) -> String? { windows.state(of: window)?.location.description }
}

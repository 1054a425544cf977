import Wayfinder
import WayfinderTesting

/// Applies events to a state with the pure coordinator, one second apart by default.
struct Machine<Schema: NavigationSchema> {
    let coordinator: Coordinator<Schema>
    var state: NavigationState<Schema>
    var now = NavigationTime.zero
    var effects: [NavigationEffect<Schema>] = []

    init(_ schema: Schema) {
        coordinator = Coordinator(schema: schema)
        state = NavigationState(schema: schema)
    }

    @discardableResult
    mutating func send(_ event: NavigationEvent<Schema>, after delay: Duration = .zero) -> [NavigationEffect<Schema>] {
        now = now + delay
        effects = coordinator.reduce(&state, event, at: now)
        return effects
    }

    var records: [DecisionRecord] {
        effects.compactMap { if case .record(let r) = $0 { r } else { nil } }
    }

    var startedResolutions: [ResolutionID] {
        effects.compactMap { if case .startResolution(let id, _, _) = $0 { id } else { nil } }
    }

    var cancelledResolutions: [ResolutionID] {
        effects.compactMap { if case .cancelResolution(let id) = $0 { id } else { nil } }
    }

    var location: String { state.location.description }
}

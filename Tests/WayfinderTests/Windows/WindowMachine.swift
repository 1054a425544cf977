import Foundation
import ShopExample
import Wayfinder

/// Applies window events with the pure window coordinator, on a timeline moved by hand.
struct WindowMachine {
    let coordinator = WindowCoordinator(schema: Shop())
    var state = WindowedState(schema: Shop())
    var now = NavigationTime.zero
    var effects: [NavigationEffect<Shop>] = []
    var saved: Data?

    @discardableResult
    mutating func send(_ event: WindowEvent<Shop>, after delay: Duration = .zero) -> [DecisionRecord] {
        now = now + delay
        effects = coordinator.reduce(&state, event, at: now)
        for effect in effects { if case .saveSnapshot(let data) = effect { saved = data } }
        return records
    }

    @discardableResult
    mutating func send(_ event: NavigationEvent<Shop>, after delay: Duration = .zero) -> [DecisionRecord] {
        send(.navigation(event), after: delay)
    }

    var records: [DecisionRecord] {
        effects.compactMap { if case .record(let r) = $0 { r } else { nil } }
    }

    func location(of window: WindowID) -> String? { state.state(of: window)?.location.description }
}

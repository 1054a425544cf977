/// The app's phase from the phases of its windows, for a navigator that several windows share.
///
/// `@Environment(\.scenePhase)` inside a view is that view's window's phase. On iPad and the
/// Mac several windows can show one navigator; forwarding each window's phase would save a
/// snapshot and count background time when one window goes to the background while another is
/// still in use. Wayfinder forwards the phase of the app instead: active while any window is
/// active, background once every window is (a window that is only inactive keeps the last
/// phase). Each host reports its window here and forwards only what ``update(_:phase:)``
/// returns.
public struct ScenePhases<Window: Hashable & Sendable>: Hashable, Sendable {
    private var phases: [Window: AppPhase] = [:]
    /// The app's phase as last forwarded. It starts `.active`, as a navigator's state does, so
    /// the first window to report `.active` forwards nothing.
    public private(set) var appPhase: AppPhase

    /// No windows yet.
    /// - Parameter appPhase: The phase the navigator already has; `.active` for a new one.
    public init(appPhase: AppPhase = .active) { self.appPhase = appPhase }

    /// Records a window's phase (or its disappearance, with `nil`).
    /// - Parameters:
    ///   - window: The window.
    ///   - phase: Its phase, or `nil` when it closed.
    /// - Returns: The app's new phase when it changed, to forward to the navigator; `nil`
    ///   otherwise.
    public mutating func update(_ window: Window, phase: AppPhase?) -> AppPhase? {
        phases[window] = phase
        // With no window left there is nobody to say anything: keep the last phase.
        guard !phases.isEmpty else { return nil }
        let aggregate: AppPhase = phases.values.contains(.active) ? .active : .background
        guard aggregate != appPhase else { return nil }
        appPhase = aggregate
        return aggregate
    }
}

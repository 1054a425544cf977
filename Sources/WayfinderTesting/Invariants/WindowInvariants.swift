import Wayfinder

extension InvariantChecker {
    /// The invariants of an app with several windows, after one step: each window's state on its
    /// own holds every invariant that reads one state (1, 2 and 7 above); the one pending link
    /// and the one resolution in flight belong to exactly one open window (invariant 12); after an
    /// expiry or a sign-out, no window shows a protected screen or modal (invariant 13).
    /// - Parameter step: The step, with every window before and after it.
    /// - Returns: One violation per problem; empty when every invariant held.
    /// - Complexity: O(windows × stacks).
    public func windowProblems(in step: HarnessStep<Schema>) -> [InvariantViolation] {
        let windows = step.windowsAfter
        var found: [InvariantViolation] = []
        for window in windows.windows where window != windows.frontmost {
            guard let state = windows.state(of: window) else { continue }
            let before = step.windowsBefore.state(of: window) ?? state
            // Seen on its own, the window met nothing but time passing: only the checks that
            // read one state apply.
            let own = HarnessStep(
                event: .timePassed, before: before, after: state, terminalRecords: [:], newRecords: [],
                windowsBefore: step.windowsBefore, windowsAfter: windows)
            for problem in problems(in: own) {
                found.append(
                    InvariantViolation(problem.invariant, "in window \(window): \(problem.message)"))
            }
        }
        let app = windows.app
        if ((app.pending ?? app.confirmation) == nil) != (windows.pendingWindow == nil) {
            found.append(
                InvariantViolation(
                    .oneWindowHoldsTheWaitingLink,
                    "the waiting link is \((app.pending ?? app.confirmation)?.display ?? "none") but its window is \(windows.pendingWindow?.name ?? "none")"
                ))
        }
        if let owner = windows.pendingWindow, !windows.isOpen(owner) {
            found.append(
                InvariantViolation(
                    .oneWindowHoldsTheWaitingLink, "the pending link belongs to window \(owner), which is closed"))
        }
        if (app.inFlight == nil) != (windows.inFlightWindow == nil) {
            found.append(
                InvariantViolation(
                    .oneWindowHoldsTheWaitingLink,
                    "the resolution in flight has no window, or a window has no resolution"))
        }
        if let owner = windows.inFlightWindow, !windows.isOpen(owner) {
            found.append(
                InvariantViolation(
                    .oneWindowHoldsTheWaitingLink,
                    "the resolution in flight belongs to window \(owner), which is closed"))
        }
        switch step.event {
        case .sessionExpired, .signedOut:
            for window in windows.windows {
                guard let visible = windows.visible(in: window) else { continue }
                for tab in schema.tabs {
                    for screen in visible.stack(for: tab) where !schema.mayStay(schema.access(for: screen), in: app) {
                        found.append(
                            InvariantViolation(
                                .expiryCutsEveryWindow,
                                "\(screen) stayed in \(tab) of window \(window) after \(step.event)"))
                    }
                }
                if let modal = visible.modal, !schema.mayStay(schema.rule(for: modal).access, in: app) {
                    found.append(
                        InvariantViolation(
                            .expiryCutsEveryWindow,
                            "the modal \(modal) stayed up in window \(window) after \(step.event)"))
                }
            }
        default: break
        }
        return found
    }
}

import Wayfinder
import WayfinderTesting

extension NavigationHarness {
    /// What a played random sequence broke: each invariant violation, and the navigations that
    /// never got a terminal record (invariant 10).
    var sequenceProblems: [String] {
        var problems = violations.map(\.description)
        let unfinished = unfinishedLinks
        if !unfinished.isEmpty {
            problems.append("invariant 10: navigations \(unfinished) never got a terminal record")
        }
        return problems
    }
}

/// A failing sequence made short: removes steps one at a time, last first, keeping each removal
/// after which the sequence still fails.
func shrinking<Step>(_ steps: [Step], stillFails: ([Step]) async -> Bool) async -> [Step] {
    var current = steps
    var index = current.count - 1
    while index >= 0 {
        var candidate = current
        candidate.remove(at: index)
        if await stillFails(candidate) { current = candidate }
        index -= 1
    }
    return current
}

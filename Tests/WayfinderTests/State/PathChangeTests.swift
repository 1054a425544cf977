import Testing
import Wayfinder

@Suite("PathChange: a path SwiftUI wrote, as an event")
struct PathChangeTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var old: [String]
        var new: [String]
        var expected: PathChange<String>
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "nothing changed", old: ["a", "b"], new: ["a", "b"], expected: .unchanged),
        Case(name: "both empty", old: [], new: [], expected: .unchanged),
        Case(name: "pop one (swipe back)", old: ["a", "b", "c"], new: ["a", "b"], expected: .popped(count: 1)),
        Case(name: "pop several (long press on Back)", old: ["a", "b", "c"], new: ["a"], expected: .popped(count: 2)),
        Case(name: "pop to root", old: ["a", "b"], new: [], expected: .popped(count: 2)),
        Case(name: "push one (NavigationLink)", old: ["a"], new: ["a", "b"], expected: .pushed(["b"])),
        Case(name: "push onto the root", old: [], new: ["a", "b"], expected: .pushed(["a", "b"])),
        Case(name: "unexpected reorder", old: ["a", "b"], new: ["b", "a"], expected: .replaced),
        Case(name: "same length, other top", old: ["a", "b"], new: ["a", "c"], expected: .replaced),
        Case(name: "shorter but not a prefix", old: ["a", "b", "c"], new: ["b"], expected: .replaced),
        Case(name: "longer but not an extension", old: ["a", "b"], new: ["x", "b", "c"], expected: .replaced),
    ]

    @Test(arguments: cases)
    func change(_ c: Case) {
        #expect(PathChange.between(c.old, c.new) == c.expected)
    }
}

import Foundation

// wayfinder-bench [--quick] [--json] [--group NAME]...
//
// Prints each budget with its figure, the baseline timed in the same run, and met / NOT MET.
// Exits 1 when a budget is not met, except with --quick, whose figures are too short to judge.
let groups: [(name: String, run: (_ quick: Bool) async -> [Budget])] = [
    ("events", { EventBudgets.run(quick: $0) }),
    ("landing", { [LandingBudget.run(quick: $0)] }),
    ("snapshot", { SnapshotBudget.run(quick: $0) }),
    ("matching", { MatchingBudget.run(quick: $0) }),
    ("audit", { [await AuditBudget.run(quick: $0)] }),
    ("verifier", { [await VerifierBudget.run(quick: $0)] }),
]
let names = groups.map(\.name)
let usage = "usage: wayfinder-bench [--quick] [--json] [--group \(names.joined(separator: "|"))]..."

var quick = false
var json = false
var selected: [String] = []
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--quick": quick = true
    case "--json": json = true
    case "--group":
        guard let name = arguments.popFirst(), names.contains(name) else {
            print("wayfinder-bench: --group needs one of: \(names.joined(separator: ", "))")
            exit(2)
        }
        selected.append(name)
    case "--help", "-h":
        print(usage)
        exit(0)
    default:
        print(usage)
        exit(2)
    }
}
#if DEBUG
if !json { print("wayfinder-bench: a debug build; the budgets are for release (-c release)") }
#endif
var missed = 0
for group in groups where selected.isEmpty || selected.contains(group.name) {
    for budget in await group.run(quick) {
        budget.print(json: json)
        if !budget.met { missed += 1 }
    }
}
if !json {
    print(missed == 0 ? "every budget met" : "\(missed) budget(s) NOT MET" + (quick ? " (--quick: not judged)" : ""))
}
exit(missed > 0 && !quick ? 1 : 0)

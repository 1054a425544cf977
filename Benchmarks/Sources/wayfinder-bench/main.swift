import Foundation

// wayfinder-bench [--quick] [--json] [--group NAME]...
//
// Prints each budget (Budgets.swift) with its figure, the baseline timed in the same run, and
// met / NOT MET. Exits 1 when a budget is not met, except with --quick, whose figures are too
// short to judge.
let groups: [(name: String, run: (_ quick: Bool) async -> [Figure])] = [
    ("events", { EventBudgets.run(quick: $0) }),
    ("scaling", { ScalingBudgets.run(quick: $0) }),
    ("landing", { [LandingBudget.run(quick: $0)] }),
    ("snapshot", { SnapshotBudget.run(quick: $0) }),
    ("matching", { MatchingBudget.run(quick: $0) }),
    ("audit", { [await AuditBudget.run(quick: $0)] }),
    ("verifier", { [await VerifierBudget.run(quick: $0)] }),
]
let names = groups.map(\.name)
let usage = "usage: wayfinder-bench [--quick] [--json] [--group \(names.joined(separator: "|"))]..."
precondition(Set(budgets.map(\.group)).isSubset(of: names), "every budget belongs to a group that runs")

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
    let figures = await group.run(quick)
    for budget in budgets where budget.group == group.name {
        precondition(figures.contains { $0.budget == budget.id }, "the group \(group.name) measures \(budget.id)")
    }
    for figure in figures {
        guard let budget = budgets.first(where: { $0.id == figure.budget && $0.group == group.name }) else {
            preconditionFailure("no budget \(figure.budget) in the group \(group.name) (Budgets.swift)")
        }
        let judged = Judged(budget: budget, figure: figure)
        judged.print(json: json)
        if !judged.met { missed += 1 }
    }
}
if !json {
    print(missed == 0 ? "every budget met" : "\(missed) budget(s) NOT MET" + (quick ? " (--quick: not judged)" : ""))
}
exit(missed > 0 && !quick ? 1 : 0)

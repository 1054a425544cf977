import Foundation

// wayfinder-bench [--json] [--group NAME]...
//
// Each group is an enum with `static func run(json: Bool)`; add yours to `groups`.
let groups: [(name: String, run: (Bool) -> Void)] = [
    ("links", LinkBenchmarks.run),
    ("link-table", LinkTableBuildBenchmarks.run),
    ("coordinator", CoordinatorBenchmarks.run),
    ("journal", JournalBenchmarks.run),
    ("requirements", RequirementBenchmarks.run),
    ("associated-domains", AssociatedDomainsBenchmarks.run),
    ("windows", WindowBenchmarks.run),
]
// Groups whose work is async (the scenario runner).
let asyncGroups: [(name: String, run: (Bool) async -> Void)] = [
    ("runner", RunnerBenchmarks.run),
    ("navigator", NavigatorBenchmarks.run),
    ("window-navigator", WindowNavigatorBenchmarks.run),
]
let names = groups.map(\.name) + asyncGroups.map(\.name)

var json = false
var selected: [String] = []
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--json":
        json = true
    case "--group":
        guard let name = arguments.popFirst(), names.contains(name) else {
            print("wayfinder-bench: --group needs one of: \(names.joined(separator: ", "))")
            exit(2)
        }
        selected.append(name)
    default:
        print("usage: wayfinder-bench [--json] [--group \(names.joined(separator: "|"))]...")
        exit(argument == "--help" || argument == "-h" ? 0 : 2)
    }
}
for group in groups where selected.isEmpty || selected.contains(group.name) {
    group.run(json)
}
for group in asyncGroups where selected.isEmpty || selected.contains(group.name) {
    await group.run(json)
}

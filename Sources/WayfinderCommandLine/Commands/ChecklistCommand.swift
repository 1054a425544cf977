import Wayfinder
import WayfinderTesting

/// `wayfinder checklist --simctl BUNDLE_ID [--device NAME] [--full]`: the release list (each
/// sample link once, in its key condition) or, with `--full`, the audit's whole matrix, as a
/// shell script for a booted simulator, with what the person should see before each step. Exit 1
/// when the audit itself found a violation (the script is printed all the same).
struct ChecklistCommand<Schema: NavigationSchema>: Subcommand {
    static var syntax: Syntax {
        Syntax(command: "checklist", flags: ["--full"], options: ["--simctl": [], "--device": []])
    }

    let schema: Schema
    let accounts: [Account]

    func callAsFunction(_ arguments: Arguments, console: Console) async throws(UsageError) -> Int32 {
        guard let bundleID = arguments["--simctl"] else {
            throw UsageError(command: "checklist", message: Messages.checklistNeedsSimctl)
        }
        let report = await Audit(schema: schema, account: accounts[0]).run()
        let checklist = SimulatorChecklist(
            schema: schema, report: report, bundleID: bundleID, device: arguments["--device"] ?? "booted",
            scope: arguments.has("--full") ? .full : .release)
        console.write(checklist.script)
        guard report.passed else {
            console.error(Messages.checklistAuditFailed(report.violations.count))
            return 1
        }
        return 0
    }
}

import Wayfinder
import WayfinderTesting

/// `wayfinder audit [--format table|markdown|json]`: every sample link under every condition,
/// signing in as the first account. Exit 1 when an invariant broke.
struct AuditCommand<Schema: NavigationSchema>: Subcommand {
    static var syntax: Syntax { Syntax(command: "audit", options: ["--format": ["table", "markdown", "json"]]) }

    let schema: Schema
    let accounts: [Account]

    func callAsFunction(_ arguments: Arguments, console: Console) async -> Int32 {
        let report = await Audit(schema: schema, account: accounts[0]).run()
        switch arguments["--format"] ?? "table" {
        case "markdown": console.line(report.markdown)
        case "json": console.line(report.json)
        default: console.line(report.table)
        }
        return report.passed ? 0 : 1
    }
}

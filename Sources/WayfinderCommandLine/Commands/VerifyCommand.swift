import Wayfinder
import WayfinderTesting

/// `wayfinder verify [--depth N] [--seconds S] [--windows] [--format text|json]`: every reachable
/// navigation state to a depth, each property checked after every transition. Exit 1 when one broke.
struct VerifyCommand<Schema: NavigationSchema>: Subcommand {
    static var syntax: Syntax {
        Syntax(
            command: "verify", flags: ["--windows"],
            options: ["--depth": [], "--seconds": [], "--format": ["text", "json"]])
    }

    let schema: Schema
    let accounts: [Account]

    func callAsFunction(_ arguments: Arguments, console: Console) async throws(UsageError) -> Int32 {
        let depth = try Self.number(arguments["--depth"] ?? "3", option: "--depth", in: 0...12)
        var seconds: Int?
        if let word = arguments["--seconds"] { seconds = try Self.number(word, option: "--seconds", in: 1...86_400) }
        let verifier = Verifier(
            schema: schema, accounts: accounts, depth: depth, windows: arguments.has("--windows"),
            timeLimit: seconds.map { .seconds($0) })
        let report = await verifier.run()
        switch arguments["--format"] ?? "text" {
        case "json": console.line(report.json)
        default: console.line(report.description)
        }
        return report.violations.isEmpty ? 0 : 1
    }

    private static func number(_ word: String, option: String, in range: ClosedRange<Int>) throws(UsageError) -> Int {
        guard let value = Int(word), range.contains(value) else {
            throw UsageError(
                command: syntax.command,
                message: "\(option) takes a whole number from \(range.lowerBound) to \(range.upperBound), not `\(word)`"
            )
        }
        return value
    }
}

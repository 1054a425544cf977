import Wayfinder
import WayfinderTesting

/// `wayfinder verify [--depth N] [--seconds S] [--links N|LINK,…] [--seed S] [--windows]
/// [--format text|json]`: every reachable navigation state to a depth, each property checked after
/// every transition. Exit 1 when one broke.
struct VerifyCommand<Schema: NavigationSchema>: Subcommand {
    static var syntax: Syntax {
        Syntax(
            command: "verify", flags: ["--windows"],
            options: ["--depth": [], "--seconds": [], "--links": [], "--seed": [], "--format": ["text", "json"]])
    }

    let schema: Schema
    let accounts: [Account]

    func callAsFunction(_ arguments: Arguments, console: Console) async throws(UsageError) -> Int32 {
        let depth = try Self.number(arguments["--depth"] ?? "3", option: "--depth", in: 0...12)
        var seconds: Int?
        if let word = arguments["--seconds"] { seconds = try Self.number(word, option: "--seconds", in: 1...86_400) }
        let (samples, choice) = try links(arguments)
        let verifier = Verifier(
            schema: schema, accounts: accounts, depth: depth, samples: samples, windows: arguments.has("--windows"),
            timeLimit: seconds.map { .seconds($0) })
        let report = await verifier.run()
        switch arguments["--format"] ?? "text" {
        case "json": console.line(report.json)
        default:
            if let choice { console.line("links (\(choice)): \(report.links.joined(separator: ", "))") }
            console.line(report.description)
        }
        return report.violations.isEmpty ? 0 : 1
    }

    /// The links `--links` names (a comma-separated list of sample links), or how many it wants,
    /// chosen by `--seed` (a fresh seed when none is given); `nil` for every sample link. The
    /// choice is said as the options that choose the same links again.
    private func links(_ arguments: Arguments) throws(UsageError) -> ([SampleLink]?, String?) {
        let declared = schema.sampleLinks
        guard let word = arguments["--links"] else {
            if arguments["--seed"] != nil { throw Self.usage("--seed chooses links: it needs --links N") }
            return (nil, nil)
        }
        if word.allSatisfy(\.isNumber) {
            let count = try Self.number(word, option: "--links", in: 1...max(1, declared.count))
            var seed = UInt64.random(in: 0...UInt64(UInt32.max))
            if let text = arguments["--seed"] {
                guard let given = UInt64(text) else { throw Self.usage("--seed takes a whole number, not `\(text)`") }
                seed = given
            }
            return (Verifier.samples(count, of: schema, seed: seed), "--links \(count) --seed \(seed)")
        }
        if arguments["--seed"] != nil { throw Self.usage("--seed chooses links by number: --links N --seed S") }
        var chosen: [SampleLink] = []
        for link in word.split(separator: ",").map(String.init) {
            guard let sample = declared.first(where: { $0.link == link }) else {
                throw Self.usage("`\(link)` is not one of the schema's sample links (`wayfinder links` lists them)")
            }
            chosen.append(sample)
        }
        return (chosen, nil)
    }

    private static func usage(_ message: String) -> UsageError { UsageError(command: syntax.command, message: message) }

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

import Wayfinder
import WayfinderTesting

/// `wayfinder open URL [--session S] [--launch cold|warm] [--json]`: the one-step form of a script.
///
/// Cold (the default) plays `launch cold URL session=S`; warm plays `launch warm session=S` then
/// `open URL`. Each step prints its decision records, then its state line (or one JSON object per
/// step, as `run --json` prints). The session defaults to `signed-out`, as in scripts.
struct OpenCommand<Schema: NavigationSchema>: Subcommand {
    static var syntax: Syntax {
        Syntax(
            command: "open", flags: ["--json"], options: ["--session": [], "--launch": ["cold", "warm"]],
            positionals: 1...1, positionalName: "URL: give the link to open"
        )
    }

    let schema: Schema
    let accounts: [Account]

    func callAsFunction(_ arguments: Arguments, console: Console) async throws(UsageError) -> Int32 {
        let url = arguments.positionals[0]
        let sessionText = arguments["--session"] ?? "signed-out"
        guard let session = Session(scriptValue: sessionText) else {
            throw UsageError(command: "open", message: Messages.badSession(sessionText))
        }
        let warm = arguments["--launch"] == "warm"
        let script = ScenarioScript(file: "open", lines: Self.lines(url: url, session: session, warm: warm))
        let runner = ScenarioRunner(schema: schema, accounts: Set(accounts))
        let result: ScenarioResult<Schema>
        do {
            result = try await runner.run(script)
        } catch {
            console.error(error.description)
            return 2
        }
        let json = arguments.has("--json")
        for step in result.steps {
            if json {
                console.line(ScenarioOutput.json(step).text)
            } else {
                for record in step.log { console.line(record) }
                console.line(step.summary)
            }
        }
        for violation in result.violations {
            console.line(
                json ? ScenarioOutput.json(violation: violation, file: "open").text : violation.description)
        }
        return result.violations.isEmpty ? 0 : 1
    }

    /// The script lines `open` plays, printed from their commands as a script would say them.
    static func lines(url: String, session: Session, warm: Bool) -> [ScenarioScript.Line] {
        let actions: [ScenarioAction] =
            warm
            ? [.launchWarm(session: session), .open(url, source: .link)]
            : [.launchCold(ScenarioAction.LaunchOptions(link: url, session: session))]
        return actions.enumerated().map { ScenarioScript.Line(number: $0.offset + 1, command: .action($0.element)) }
    }
}

import Foundation
import Wayfinder
import WayfinderTesting

/// `wayfinder run FILE… [--json]`: plays scenario scripts.
///
/// Per file: one line per action step, each failed expectation as `file:line: expect … — expected
/// X, got Y`, each invariant violation, then `PASS file (n steps)` or `FAIL file`. A final
/// `N passed, N failed` line. Exit 0 when everything held, 1 on a failed expectation or a broken
/// invariant, 2 on a malformed or unreadable script (the worst over all files).
struct RunCommand<Schema: NavigationSchema>: Subcommand {
    static var syntax: Syntax {
        Syntax(
            command: "run", flags: ["--json"], positionals: 1...Int.max,
            positionalName: "FILE: give at least one scenario script")
    }

    let schema: Schema
    let accounts: [Account]

    func callAsFunction(_ arguments: Arguments, console: Console) async -> Int32 {
        let json = arguments.has("--json")
        let runner = ScenarioRunner(schema: schema, accounts: Set(accounts))
        var worst: Int32 = 0
        var passed = 0
        var failed = 0
        for path in arguments.positionals {
            let code = await play(path, runner: runner, json: json, console: console)
            worst = max(worst, code)
            if code == 0 { passed += 1 } else { failed += 1 }
        }
        if json {
            console.line(JSON.object([("passed", .number(passed)), ("failed", .number(failed))]).text)
        } else {
            console.line("\(passed) passed, \(failed) failed")
        }
        return worst
    }

    /// Plays one file and prints its report. - Returns: 0, 1 or 2.
    private func play(_ path: String, runner: ScenarioRunner<Schema>, json: Bool, console: Console) async -> Int32 {
        let text: String
        do {
            text = try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            let message = Messages.unreadable(exists: FileManager.default.fileExists(atPath: path))
            report(
                ScenarioError(file: path, line: 0, message: message), json: json, console: console,
                text: "\(path): \(message)")
            return 2
        }
        let result: ScenarioResult<Schema>
        do {
            result = try await runner.run(text: text, file: path)
        } catch {
            report(error, json: json, console: console, text: error.description)
            return 2
        }
        for step in result.steps {
            if let failure = step.failure {
                console.line(json ? ScenarioOutput.json(failure).text : failure.description)
            } else if !step.isExpectation {
                console.line(json ? ScenarioOutput.json(step).text : step.summary)
            }
        }
        for violation in result.violations {
            console.line(
                json
                    ? ScenarioOutput.json(violation: violation, file: path).text
                    : ScenarioOutput.line(violation: violation, file: path))
        }
        let actions = result.steps.filter { !$0.isExpectation }.count
        if json {
            console.line(
                JSON.object([("file", .string(path)), ("passed", .bool(result.passed)), ("steps", .number(actions))])
                    .text)
        } else {
            console.line(result.passed ? "PASS \(path) (\(Messages.count(actions, "step")))" : "FAIL \(path)")
        }
        return result.passed ? 0 : 1
    }

    private func report(_ error: ScenarioError, json: Bool, console: Console, text: String) {
        if json {
            console.line(ScenarioOutput.json(error).text)
            console.line(
                JSON.object([("file", .string(error.file)), ("passed", .bool(false)), ("steps", .number(0))]).text)
        } else {
            console.error(text)
            console.line("FAIL \(error.file)")
        }
    }
}

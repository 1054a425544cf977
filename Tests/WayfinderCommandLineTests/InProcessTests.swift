import ShopExample
import Testing
import Wayfinder
import WayfinderTesting

@testable import WayfinderCommandLine

/// The command's entry point called in-process, with its output collected, and its argument parser.
@Suite("wayfinder in process")
struct InProcessTests {
    @Test func anAppCallsTheEntryPointWithItsSchemaAndStreams() async throws {
        var output = ""
        var errors = ""
        let command = WayfinderCommand(schema: Shop(), accounts: SimulatedShopBackend.accounts, name: "shop-nav")
        let status = await command.run(
            arguments: ["open", "shop://billing", "--session", "expired:alice"], output: &output, errors: &errors)
        #expect(status == 0)
        #expect(errors.isEmpty)
        #expect(
            output.hasSuffix(
                "1 launch cold shop://billing session=expired:alice → home · modal signIn · notice sessionExpired · pending shop://billing\n"
            ))

        let usage = await command.run(arguments: ["open"], output: &output, errors: &errors)
        #expect(usage == 2)
        #expect(errors.hasPrefix("shop-nav open: missing URL"))
    }

    struct ParseCase: Sendable, CustomTestStringConvertible {
        var words: [String]
        var result: Result<Arguments, UsageError>
        var testDescription: String { words.joined(separator: " ") }
    }

    static let syntax = Syntax(
        command: "open", flags: ["--json"], options: ["--session": [], "--launch": ["cold", "warm"]],
        positionals: 1...1,
        positionalName: "URL"
    )

    @Test(arguments: [
        ParseCase(words: ["u"], result: .success(Arguments(positionals: ["u"]))),
        ParseCase(words: ["--json", "u"], result: .success(Arguments(positionals: ["u"], flags: ["--json"]))),
        ParseCase(
            words: ["u", "--launch", "warm"],
            result: .success(Arguments(positionals: ["u"], values: ["--launch": "warm"]))),
        ParseCase(
            words: ["--launch=cold", "u"], result: .success(Arguments(positionals: ["u"], values: ["--launch": "cold"]))
        ),
        ParseCase(words: ["--", "--json"], result: .success(Arguments(positionals: ["--json"]))),
        ParseCase(words: ["--help"], result: .success(Arguments(wantsHelp: true))),
        ParseCase(words: [], result: .failure(UsageError(command: "open", message: "missing URL"))),
        ParseCase(
            words: ["u", "--json=yes"],
            result: .failure(UsageError(command: "open", message: "`--json` takes no value, found `--json=yes`"))),
        ParseCase(
            words: ["u", "--launch"],
            result: .failure(
                UsageError(command: "open", message: "`--launch` needs a value: expected `cold` or `warm`"))),
        ParseCase(
            words: ["u", "--session", "a", "--session", "b"],
            result: .failure(UsageError(command: "open", message: "`--session` is given twice"))),
        ParseCase(
            words: ["u", "-x"],
            result: .failure(
                UsageError(
                    command: "open", message: "unknown option `-x`: expected `--json`, `--launch` or `--session`"))),
    ])
    func parsing(_ test: ParseCase) {
        #expect(Result { () throws(UsageError) in try Self.syntax.parse(test.words) } == test.result)
    }
}

/// The tour tells what happened from the run itself, so its story is true for any schema.
@Suite("The tour's narration")
struct TourNarrationTests {
    static func story(_ script: String) async throws -> String {
        let runner = ScenarioRunner(schema: Shop(), accounts: Set(SimulatedShopBackend.accounts))
        return TourNarration.story(of: try await runner.run(text: script, file: "t.scn"))
    }

    @Test func aMalformedLinkIsToldAsTheRecordSaysNotAsAnUnknownPattern() async throws {
        let story = try await Self.story("launch warm\nopen shop://products/a%2")
        #expect(story.contains("is rejected: The link is malformed"), "\(story)")
        #expect(!story.contains("matches no pattern"))
    }

    @Test func aProtectedStaleLinkPlayedSignedOutWaitsInsteadOfLanding() async throws {
        let story = try await Self.story("launch warm session=signed-out\nopen shop://orders/142")
        #expect(story.contains("shop://orders/142 waits as the pending link (waiting for sign-in)"), "\(story)")
        #expect(story.contains("signIn shows"))
        #expect(!story.contains("lands"))
    }

    @Test func aStaleLinkSaysWhereItLanded() async throws {
        let story = try await Self.story("launch warm session=signed-in:alice\nopen shop://orders/142")
        #expect(story.contains("shop://orders/142 is unavailable: "), "\(story)")
        #expect(story.contains("it lands on account > orders."))
    }
}

/// The audit of an app whose destination is a schema error fails, and says which rule broke.
@Suite("The audit of another app")
struct AuditOfAnotherAppTests {
    @Test func aSchemaErrorFailsTheAuditAndTheOutputNamesTheRule() async {
        var output = ""
        var errors = ""
        let misfiled = WayfinderCommand(schema: TeamsSchema(misfiled: true), accounts: ["ana"], name: "teams-nav")
        let status = await misfiled.run(arguments: ["audit"], output: &output, errors: &errors)
        #expect(status == 1, "\(output)")
        #expect(!output.contains("no violations"), "\(output)")
        #expect(
            output.contains(
                "invariant 2: teams://tasks/new lands on a destination that is a schema error: it puts newTaskDetails in tab projects, but newTaskDetails belongs inside newTask, not in a tab"
            ), "\(output)")

        output = ""
        let sound = WayfinderCommand(schema: TeamsSchema(), accounts: ["ana"], name: "teams-nav")
        #expect(await sound.run(arguments: ["audit"], output: &output, errors: &errors) == 0, "\(output)")
        #expect(output.hasSuffix("no violations\n"), "\(output)")
    }
}

/// What the tour and the help say must be true of any app's schema, not only of Shop.
@Suite("The tour of another app")
struct TourOfAnotherAppTests {
    static func tour() async -> (status: Int32, output: String) {
        var output = ""
        var errors = ""
        let command = WayfinderCommand(schema: TeamsSchema(), accounts: ["ana"], name: "teams-nav")
        let status = await command.run(arguments: [], output: &output, errors: &errors)
        return (status, output)
    }

    @Test func theTourNamesTheAppsSchemaAndNeverCallsItAnExample() async {
        let (status, output) = await Self.tour()
        #expect(status == 0, "\(output)")
        #expect(output.hasPrefix("Wayfinder — a guided tour of TeamsSchema's navigation\n"), "\(output)")
        #expect(!output.contains("example"), "\(output)")
        #expect(!output.contains("Scenarios/*.scn"), "an app need not keep its scripts where Shop does")
        #expect(!output.contains("launch gate"), "TeamsSchema declares no launch gate")
        #expect(!output.contains("lets a resolver"), "TeamsSchema has no resolver")
        #expect(output.contains("teams-nav open teams://projects/3/tasks/9 --session signed-in:ana"), "\(output)")
    }

    @Test func theHelpSaysTheTourIsOfTheAppsSchema() async {
        var output = ""
        var errors = ""
        let command = WayfinderCommand(schema: TeamsSchema(), accounts: ["ana"], name: "teams-nav")
        _ = await command.run(arguments: ["--help"], output: &output, errors: &errors)
        #expect(!output.contains("tour of the example"), "\(output)")
        #expect(output.contains("a guided tour of the app's navigation"), "\(output)")
    }
}

@Suite("The program's name")
struct ProgramNameTests {
    @Test func helpAndTheTourPrintTheNameTheCommandWasGiven() async {
        var output = ""
        var errors = ""
        let command = WayfinderCommand(schema: Shop(), accounts: SimulatedShopBackend.accounts, name: "shop-nav")
        _ = await command.run(arguments: ["--help"], output: &output, errors: &errors)
        #expect(output.contains("USAGE: shop-nav [COMMAND]"))
        #expect(!output.contains("wayfinder ["))
        output = ""
        _ = await command.run(arguments: [], output: &output, errors: &errors)
        #expect(output.contains("  shop-nav open shop://orders/42 --session signed-in:alice"), "\(output)")
        #expect(!output.contains("  wayfinder "))
    }

    @Test func mainDefaultsToTheNameTheProcessWasStartedWith() {
        let expected = CommandLine.arguments.first.flatMap { $0.split(separator: "/").last.map(String.init) }
        #expect(WayfinderCommand<Shop>.programName == (expected ?? "wayfinder"))
    }
}

/// The README's `main.swift`, with the accounts in a constant as well as written out.
@Suite("wayfinder entry point: accounts")
struct EntryPointAccountsTests {
    @Test func accountsGivenAsAStringConstantOrALiteralBothCompile() async {
        let accounts: [String] = ["alice", "bob"]
        let fromConstant = WayfinderCommand(schema: Shop(), accounts: accounts)
        let fromLiteral = WayfinderCommand(schema: Shop(), accounts: ["alice", "bob"])
        #expect(fromConstant.accounts == SimulatedShopBackend.accounts)
        #expect(fromLiteral.accounts == SimulatedShopBackend.accounts)
        // Compiled, not run: `main` reads the process's arguments and writes to its streams.
        let entry: @Sendable () async -> Int32 = {
            await WayfinderCommand.main(schema: Shop(), accounts: accounts)
        }
        let literalEntry: @Sendable () async -> Int32 = {
            await WayfinderCommand.main(schema: Shop(), accounts: ["ada"])
        }
        _ = (entry, literalEntry)
    }
}

public import Wayfinder

/// The `wayfinder` command, for any app's schema: play scenario scripts, open a link, audit every
/// sample link, print the route map and the link table, or take the guided tour.
///
/// An app gets the command by adding a tiny executable target that hands over its schema (with
/// its simulated backend inside) and the accounts that can sign in:
///
/// ```swift
/// // Sources/shop-nav/main.swift
/// import Foundation
/// import ShopExample
/// import WayfinderCommandLine
///
/// exit(await WayfinderCommand.main(schema: Shop(), accounts: SimulatedShopBackend.accounts))
/// ```
///
/// Output goes to standard output and standard error, or to any `TextOutputStream` with
/// ``run(arguments:output:errors:)``.
public struct WayfinderCommand<Schema: NavigationSchema>: Sendable {
    /// The app's schema, with its simulated backend.
    public var schema: Schema
    /// The accounts that can sign in; the first is the one the audit, the tour and the route map
    /// sign in as.
    public var accounts: [Account]
    /// The executable's name, as help and usage messages print it.
    public var name: String

    /// Creates the command for a schema.
    /// - Parameters:
    ///   - schema: The app's schema.
    ///   - accounts: The accounts that can sign in; at least one.
    ///   - name: The executable's name for help texts. Defaults to `wayfinder`.
    public init(schema: Schema, accounts: [Account], name: String = "wayfinder") {
        precondition(
            !accounts.isEmpty,
            "WayfinderCommand needs at least one account: the audit and the tour sign in as the first one. Pass the accounts your simulated backend knows, for example [\"alice\"]."
        )
        self.schema = schema
        self.accounts = accounts
        self.name = name
    }

    /// Creates the command for a schema, with the accounts given by their identifiers, as a
    /// constant of strings holds them (`let accounts: [String] = ["alice", "bob"]`).
    /// - Parameters:
    ///   - schema: The app's schema.
    ///   - accounts: The identifiers of the accounts that can sign in; at least one.
    ///   - name: The executable's name for help texts. Defaults to `wayfinder`.
    public init(schema: Schema, accounts: [String], name: String = "wayfinder") {
        self.init(schema: schema, accounts: accounts.map { Account($0) }, name: name)
    }

    /// Runs the command with the process's arguments on standard output and standard error.
    ///
    /// ```swift
    /// exit(await WayfinderCommand.main(schema: Shop(), accounts: SimulatedShopBackend.accounts))
    /// ```
    /// - Parameters:
    ///   - schema: The app's schema.
    ///   - accounts: The accounts that can sign in; at least one.
    ///   - name: The program's name, as help, usage messages and the tour's "try next" print it.
    ///     Defaults to the name the process was started with (`shop-nav` for `swift run shop-nav`).
    ///   - arguments: The arguments after the executable's name. Defaults to the process's.
    /// - Returns: The exit code: 0 all good, 1 a failed expectation or a broken invariant, 2 a
    ///   usage error or a malformed script.
    public static func main(
        schema: Schema, accounts: [Account], name: String = programName,
        arguments: [String] = Array(CommandLine.arguments.dropFirst())
    ) async -> Int32 {
        await WayfinderCommand(schema: schema, accounts: accounts, name: name).run(arguments: arguments)
    }

    /// Runs the command with the accounts given by their identifiers, as a constant of strings
    /// holds them:
    ///
    /// ```swift
    /// let accounts: [String] = ["ada", "grace"]
    /// exit(await WayfinderCommand.main(schema: Tasks(), accounts: accounts))
    /// ```
    /// - Parameters:
    ///   - schema: The app's schema.
    ///   - accounts: The identifiers of the accounts that can sign in; at least one.
    ///   - name: The program's name, as help, usage messages and the tour's "try next" print it.
    ///     Defaults to the name the process was started with.
    ///   - arguments: The arguments after the executable's name. Defaults to the process's.
    /// - Returns: The exit code: 0 all good, 1 a failed expectation or a broken invariant, 2 a
    ///   usage error or a malformed script.
    public static func main(
        schema: Schema, accounts: [String], name: String = programName,
        arguments: [String] = Array(CommandLine.arguments.dropFirst())
    ) async -> Int32 {
        await main(schema: schema, accounts: accounts.map { Account($0) }, name: name, arguments: arguments)
    }

    /// The name the process was started with, without its directory: the last path component of
    /// the first command-line argument, or `wayfinder` when there is none.
    public static var programName: String {
        let path = CommandLine.arguments.first ?? ""
        let name = path.split(separator: "/").last.map(String.init) ?? ""
        return name.isEmpty ? "wayfinder" : name
    }

    /// Runs the command on standard output and standard error.
    /// - Parameter arguments: The arguments after the executable's name.
    /// - Returns: The exit code (see ``main(schema:accounts:name:arguments:)``).
    public func run(arguments: [String]) async -> Int32 {
        await run(arguments, console: .standard)
    }

    /// Runs the command, writing to the given streams; for running it in-process in tests.
    /// - Parameters:
    ///   - arguments: The arguments after the executable's name.
    ///   - output: Receives what the command prints on standard output.
    ///   - errors: Receives what it prints on standard error.
    /// - Returns: The exit code (see ``main(schema:accounts:name:arguments:)``).
    public func run(
        arguments: [String], output: inout some TextOutputStream, errors: inout some TextOutputStream
    ) async -> Int32 {
        let collected = Collected()
        let code = await run(
            arguments, console: Console(output: { collected.output += $0 }, error: { collected.errors += $0 }))
        output.write(collected.output)
        errors.write(collected.errors)
        return code
    }

    private final class Collected {
        var output = ""
        var errors = ""
    }

    func run(_ arguments: [String], console: Console) async -> Int32 {
        do {
            return try await dispatch(arguments, console: console)
        } catch {
            console.error(Messages.usageError(error, name: name))
            return 2
        }
    }

    private func dispatch(_ words: [String], console: Console) async throws(UsageError) -> Int32 {
        guard let first = words.first else {
            return await TourCommand(schema: schema, accounts: accounts, name: name)(console: console)
        }
        let rest = Array(words.dropFirst())
        switch first {
        case "--help", "-h":
            console.line(Messages.overview(name))
            return 0
        case "help":
            let arguments = try Syntax(command: "help", positionals: 0...1, positionalName: "COMMAND").parse(rest)
            guard let topic = arguments.positionals.first else {
                console.line(Messages.overview(name))
                return 0
            }
            guard let text = Messages.help(for: topic, name: name) else {
                throw UsageError(command: "help", message: Messages.unknownCommand(topic))
            }
            console.line(text)
            return 0
        case "run": return try await run(RunCommand<Schema>.self, rest, console: console)
        case "open": return try await run(OpenCommand<Schema>.self, rest, console: console)
        case "audit": return try await run(AuditCommand<Schema>.self, rest, console: console)
        case "verify": return try await run(VerifyCommand<Schema>.self, rest, console: console)
        case "map": return try await run(MapCommand<Schema>.self, rest, console: console)
        case "links": return try await run(LinksCommand<Schema>.self, rest, console: console)
        case "associated-domains": return try await run(AssociatedDomainsCommand<Schema>.self, rest, console: console)
        case "checklist": return try await run(ChecklistCommand<Schema>.self, rest, console: console)
        case "replay": return try await run(ReplayCommand<Schema>.self, rest, console: console)
        default:
            throw UsageError(command: nil, message: Messages.unknownCommand(first))
        }
    }

    /// Parses a subcommand's arguments and runs it, or prints its help for `--help` and returns 0.
    private func run<Command: Subcommand>(
        _ command: Command.Type, _ words: [String], console: Console
    ) async throws(UsageError) -> Int32 where Command.Schema == Schema {
        guard let arguments = try parse(words, Command.syntax, console: console) else { return 0 }
        return try await Command(schema: schema, accounts: accounts)(arguments, console: console)
    }

    /// Parses a subcommand's arguments, or prints its help and returns `nil` for `--help`.
    private func parse(_ words: [String], _ syntax: Syntax, console: Console) throws(UsageError) -> Arguments? {
        let arguments = try syntax.parse(words)
        guard arguments.wantsHelp else { return arguments }
        console.line(Messages.help(for: syntax.command, name: name) ?? Messages.overview(name))
        return nil
    }
}

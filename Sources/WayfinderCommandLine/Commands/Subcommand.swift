import Wayfinder

/// A subcommand of `wayfinder` that takes arguments: the words it accepts, and what it does with
/// them once they are parsed (`wayfinder NAME --help` never reaches it).
protocol Subcommand: Sendable {
    /// The app the command inspects.
    associatedtype Schema: NavigationSchema

    /// The command's name, flags, options and positionals.
    static var syntax: Syntax { get }

    /// Creates the command for the app and the accounts a script or an audit may sign in as.
    init(schema: Schema, accounts: [Account])

    /// Runs the command. - Returns: The exit code.
    func callAsFunction(_ arguments: Arguments, console: Console) async throws(UsageError) -> Int32
}

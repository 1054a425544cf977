import Foundation
import Wayfinder
import WayfinderTesting

/// `wayfinder associated-domains [--app-id TEAMID.BUNDLE] [--check FILE]`: prints the `applinks`
/// association file the schema's universal links need, or checks an existing one against the
/// link table. Exit 1 when the check reports anything, 2 for a malformed `--app-id` or when the
/// file cannot be read.
struct AssociatedDomainsCommand<Schema: NavigationSchema>: Subcommand {
    static var syntax: Syntax {
        Syntax(command: "associated-domains", options: ["--app-id": [], "--check": []])
    }

    /// The app identifier printed when none is given: replace it before publishing the file.
    static var placeholderAppID: String { "TEAMID.BUNDLEID" }

    let schema: Schema
    let accounts: [Account]

    func callAsFunction(_ arguments: Arguments, console: Console) async throws(UsageError) -> Int32 {
        let appID = arguments["--app-id"]
        if let appID, let problem = AssociatedDomains<Schema>.appIDProblem(appID) {
            throw UsageError(command: Self.syntax.command, message: "`--app-id`: " + problem)
        }
        let domains = AssociatedDomains(schema: schema)
        guard !domains.hosts.isEmpty else {
            console.error(Messages.noUniversalHosts)
            return 1
        }
        guard let path = arguments["--check"] else {
            console.write(domains.generate(appID: appID ?? Self.placeholderAppID))
            for left in domains.leftOut { console.error("left out \(left.rule): \(left.reason)") }
            console.error(Messages.serveAssociationFile(hosts: domains.hosts, placeholder: appID == nil))
            return 0
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            console.error(Messages.unreadableFile(path, exists: FileManager.default.fileExists(atPath: path)))
            return 2
        }
        let report = domains.check(data, appID: appID)
        console.line(report.text)
        return report.passed ? 0 : 1
    }
}

import Wayfinder
import WayfinderTesting

/// `wayfinder links`: every pattern of the link table with where its first sample lands, the
/// access it needs (with each requirement beyond sign-in and the modal that satisfies it), whether a resolver answers first, its secret parameters and an example link
/// printed by the table itself (secrets redacted); then the samples no pattern parses.
struct LinksCommand<Schema: NavigationSchema>: Subcommand {
    static var syntax: Syntax { Syntax(command: "links") }

    let schema: Schema
    let accounts: [Account]

    func callAsFunction(_ arguments: Arguments, console: Console) async -> Int32 {
        let map = await RouteMap(schema: schema, account: accounts.first)
        console.line(Self.render(map))
        return 0
    }

    static func render(_ map: RouteMap) -> String {
        var table = TextTable(header: ["PATTERN", "LANDS ON", "ACCESS", "RESOLVER", "SECRETS", "EXAMPLE"])
        for entry in map.entries {
            let secrets = entry.secrets.isEmpty ? "—" : entry.secrets.joined(separator: ", ")
            guard let sample = entry.samples.first else {
                table.rows.append([entry.pattern, "(no sample link)", "—", "—", secrets, "—"])
                continue
            }
            let landsOn =
                switch sample.resolution {
                case .redirects(let target, _, let loops)?:
                    loops ? "a redirect loop: the fallback" : "redirects to \(target)"
                case .signsIn(let account)?: "signs in \(account); the link waiting for sign-in lands"
                default: sample.landing.description
                }
            table.rows.append([
                entry.pattern, landsOn,
                sample.access.description
                    + (sample.requirements.isEmpty ? "" : " (" + map.requirementNote(sample.requirements) + ")"),
                sample.needsResolution ? "yes" : "—", secrets,
                sample.example,
            ])
        }
        var text = table.text
        if !map.requirements.isEmpty {
            text += "\n\nRequirements beyond sign-in, asked for in this order after it:"
            for requirement in map.requirements { text += "\n  \(requirement.summary)" }
        }
        if !map.unmatched.isEmpty {
            text +=
                "\n\nSample links no pattern parses (they land on \(map.defaultTab), the fallback, with \(map.linkUnavailableNotice)):"
            for sample in map.unmatched {
                text += "\n  \(sample.display) — \(sample.variant): \(sample.reason)"
            }
        }
        return text
    }
}

import Foundation
import Wayfinder
import WayfinderTesting

/// `wayfinder replay JOURNAL [--script]`: a journal exported by `navigator.journal.exportJSON()`
/// played on today's schema; prints where today's decisions differ from the recorded ones, or
/// with `--script` the scenario script with the recorded decisions as expectations.
///
/// Exit 0 no difference · 1 a decision differs or an invariant broke · 2 a usage error, an
/// unreadable journal (another format version, no entry: refused before any replay), or a journal
/// that stops early (what comes before is replayed and printed).
struct ReplayCommand<Schema: NavigationSchema>: Subcommand {
    static var syntax: Syntax {
        Syntax(
            command: "replay", flags: ["--script"], positionals: 1...1,
            positionalName: "JOURNAL: give the journal file to replay")
    }

    let schema: Schema
    let accounts: [Account]

    func callAsFunction(_ arguments: Arguments, console: Console) async -> Int32 {
        let path = arguments.positionals[0]
        // At most the cap plus one byte is read: a larger journal is refused by its cap.
        guard let data = PersistedFile.contents(of: URL(fileURLWithPath: path), maxBytes: JournalFile.maxBytes)
        else {
            console.error(Messages.unreadableFile(path, exists: FileManager.default.fileExists(atPath: path)))
            return 2
        }
        let file = JournalFile.read(data)
        // Nothing readable (another format version, not a journal, empty): refused first, with
        // why, and no replay summary.
        if file.entries.isEmpty, let problem = file.problem {
            console.error(Messages.cannotReplay(path, because: schema.links.redactingLinks(in: problem)))
            return 2
        }
        let outcome = await JournalReplay(schema: schema, accounts: accounts).replay(file)
        // Whatever the journal says, no secret it holds in clear is printed: every link in the
        // text printed is redacted by today's link table.
        let links = schema.links
        if arguments.has("--script") {
            console.write(outcome.script)
        } else {
            for note in outcome.notes { console.line("note: \(links.redactingLinks(in: note))") }
            for difference in outcome.differences { console.line(links.redactingLinks(in: difference.description)) }
            for violation in outcome.violations { console.line("\(path): \(links.redactingLinks(in: violation))") }
            console.line(
                Messages.replaySummary(
                    outcome.replayed, decisions: outcome.decisions, differ: outcome.differences.count))
        }
        if let problem = outcome.problem {
            console.error("\(path): \(links.redactingLinks(in: problem))")
            return 2
        }
        return outcome.differences.isEmpty && outcome.violations.isEmpty ? 0 : 1
    }
}

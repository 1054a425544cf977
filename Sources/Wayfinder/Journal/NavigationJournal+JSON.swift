public import Foundation

extension NavigationJournal {
    /// The journal as a file: the header line every file Wayfinder writes starts with
    /// (`wayfinder-journal 6`), then a JSON document with one entry per line, so that a file cut
    /// short or edited by hand is detected entry by entry:
    ///
    /// ```
    /// wayfinder-journal 6
    /// {"capacity":1000,"dropped":0,"schema":"5f3a…","entries":[
    /// {"seq":1,"ms":0,"session":"unknown","text":"launch cold shop://orders/42 session=unknown","event":{"launched":{…}},"decisions":[],"sum":"…"},
    /// …
    /// ]}
    /// ```
    ///
    /// `event` and `decisions` are the entry's values in their `Codable` form, with sorted keys; `text` is the event in script words, for the person reading the file.
    /// `schema` is a fingerprint of the link table's patterns; `sum` chains a checksum over each
    /// entry and the one before it. The sums are what lets a replay tell an entry edited after
    /// export from an app that decided differently: an edited entry still decodes.
    /// - Returns: UTF-8 text without secrets or account names.
    public func exportJSON() -> Data {
        var lines: [String] = []
        lines.append(
            "{\"capacity\":\(capacity),\"dropped\":\(dropped),\"schema\":\"\(Self.fingerprint(links))\",\"entries\":["
        )
        var sum = ""
        let entries = self.entries
        let encoder = JournalFormat.encoder()
        for (index, entry) in entries.enumerated() {
            let fields = JournalFormat.fields(entry, encoder: encoder)
            sum = JournalFormat.checksum(entry, fields, after: sum)
            lines.append(Self.line(entry, fields, sum: sum) + (index == entries.count - 1 ? "" : ","))
        }
        lines.append("]}")
        return PersistedFile.header(kind: JournalFormat.kind, version: JournalFormat.version)
            + Data((lines.joined(separator: "\n") + "\n").utf8)
    }

    /// One entry's line, without the separating comma.
    package static func line(_ entry: JournalEntry, sum: String) -> String {
        line(entry, JournalFormat.fields(entry, encoder: JournalFormat.encoder()), sum: sum)
    }

    private static func line(_ entry: JournalEntry, _ fields: JournalFormat.Fields, sum: String) -> String {
        "{\"seq\":\(entry.sequence),\"ms\":\(entry.milliseconds),\"session\":\(JSONText.quoted(entry.session.rawValue)),\"text\":\(JSONText.quoted(fields.text)),\"event\":\(fields.event),\"decisions\":\(fields.decisions)"
            + (fields.window.map { ",\"window\":\($0)" } ?? "") + ",\"sum\":\"\(sum)\"}"
    }

    /// The chained checksum of an entry (see ``JournalFormat/checksum(_:after:)``).
    package static func checksum(_ entry: JournalEntry, after previous: String) -> String {
        JournalFormat.checksum(entry, after: previous)
    }

    /// A fingerprint of a link table: its patterns and secrets, in order.
    package static func fingerprint(_ links: LinkTable<Schema.Route>) -> String {
        Checksum.fnv1a(links.entries.map(\.description).joined(separator: "\n").utf8)
    }

}

/// What the journal's export format does not owe to a schema: its version, the JSON of an
/// entry's values and its checksum.
///
/// An entry's `event` is the ``NavigationEvent`` a journal keeps (``JournalEvent``) in the
/// event's own `Codable` form, so its keys are the event's case names and labels: a new event
/// needs nothing here. Version 5 is the first written that way; version 6 adds an entry's
/// `window` (``JournalWindowStep``), for an app with several windows, written only on the entries
/// that have one, so a version 5 file is a version 6 file without window steps and is read as
/// one. No release of Wayfinder wrote an earlier version (none was tagged): a file of any other
/// version is refused with a message that names its version.
package enum JournalFormat {
    package static let kind = "journal"
    /// The format version written.
    package static let version = 6
    /// The format versions read: 5 (before window steps) and 6.
    package static let readable: ClosedRange<Int> = 5...6

    /// An entry's event as text, and its event and decisions as canonical JSON (sorted keys).
    package struct Fields {
        var text: String
        var event: String
        var decisions: String
        /// The window step's JSON, for an entry that has one.
        var window: String?
    }

    /// The encoder of the canonical JSON; one serves every entry of an export.
    package static func encoder() -> JSONEncoder { PersistedFile.encoder() }

    /// The entry's fields as the export writes them and the checksum covers them.
    package static func fields(_ entry: JournalEntry, encoder: JSONEncoder) -> Fields {
        // Encoding strings, numbers and enums of the core cannot fail; an empty value would only
        // make the checksum disagree, which the reader reports.
        let event = (try? encoder.encode(entry.event)).map { String(decoding: $0, as: UTF8.self) } ?? "null"
        let decisions = (try? encoder.encode(entry.decisions)).map { String(decoding: $0, as: UTF8.self) } ?? "[]"
        let window = entry.window.map { (try? encoder.encode($0)).map { String(decoding: $0, as: UTF8.self) } ?? "{}" }
        return Fields(text: entry.scriptLine, event: event, decisions: decisions, window: window)
    }

    /// The chained checksum of an entry: FNV-1a over the previous sum and the entry's fields,
    /// its values in their canonical JSON (its window step last, when it has one).
    package static func checksum(_ entry: JournalEntry, after previous: String) -> String {
        checksum(entry, fields(entry, encoder: encoder()), after: previous)
    }

    /// The chained checksum of an entry whose fields are already encoded.
    package static func checksum(_ entry: JournalEntry, _ fields: Fields, after previous: String) -> String {
        let text =
            [
                previous, String(entry.sequence), String(entry.milliseconds), entry.session.rawValue, fields.text,
                fields.event, fields.decisions,
            ]
            // An entry without a window step sums as in version 5.
            .joined(separator: "\u{1F}") + (fields.window.map { "\u{1F}" + $0 } ?? "")
        return Checksum.fnv1a(text.utf8)
    }
}

public import Foundation

extension NavigationJournal {
    /// The journal as a JSON document, one entry per line so that a file cut short or edited
    /// by hand is detected entry by entry:
    ///
    /// ```json
    /// {"format":"wayfinder-journal","version":2,"schema":"5f3a…","capacity":1000,"dropped":0,"entries":[
    /// {"seq":1,"ms":0,"session":"unknown","text":"launch cold shop://orders/42 session=unknown","event":{"launched":{…}},"decisions":[],"sum":"…"},
    /// …
    /// ]}
    /// ```
    ///
    /// `event` and `decisions` are the ``JournalEntry``'s values in their `Codable` form; `text`
    /// is the event in script words, for the person reading the file. `schema` is a fingerprint
    /// of the link table's patterns; `sum` chains a checksum over each entry and the one before it.
    /// - Returns: UTF-8 JSON without secrets or account names.
    public func exportJSON() -> Data {
        var lines: [String] = []
        lines.append(
            "{\"format\":\"wayfinder-journal\",\"version\":\(Self.formatVersion),\"schema\":\"\(Self.fingerprint(links))\",\"capacity\":\(capacity),\"dropped\":\(dropped),\"entries\":["
        )
        var sum = ""
        let entries = self.entries
        for (index, entry) in entries.enumerated() {
            sum = Self.checksum(entry, after: sum)
            lines.append(Self.line(entry, sum: sum) + (index == entries.count - 1 ? "" : ","))
        }
        lines.append("]}")
        return Data((lines.joined(separator: "\n") + "\n").utf8)
    }

    /// One entry's line, without the separating comma.
    package static func line(_ entry: JournalEntry, sum: String) -> String {
        let fields = JournalFormat.fields(entry)
        return
            "{\"seq\":\(entry.sequence),\"ms\":\(entry.milliseconds),\"session\":\(JSONText.quoted(entry.session.rawValue)),\"text\":\(JSONText.quoted(fields.text)),\"event\":\(fields.event),\"decisions\":\(fields.decisions),\"sum\":\"\(sum)\"}"
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
/// Version 2 writes each entry's event and decisions as typed values (their `Codable` form).
/// Version 1 wrote them as text; no released version of Wayfinder wrote it, so a version-1 file
/// is refused with a message that says so rather than parsed back from its text.
package enum JournalFormat {
    /// The format version written and read.
    package static let version = 2

    /// The entry's event and decisions as canonical JSON (sorted keys), and its event as text.
    package static func fields(_ entry: JournalEntry) -> (text: String, event: String, decisions: String) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Encoding strings, numbers and enums of the core cannot fail; an empty value would only
        // make the checksum disagree, which the reader reports.
        let event = (try? encoder.encode(entry.event)).map { String(decoding: $0, as: UTF8.self) } ?? "null"
        let decisions = (try? encoder.encode(entry.decisions)).map { String(decoding: $0, as: UTF8.self) } ?? "[]"
        return (entry.event.description, event, decisions)
    }

    /// The chained checksum of an entry: FNV-1a over the previous sum and the entry's fields,
    /// its values in their canonical JSON.
    package static func checksum(_ entry: JournalEntry, after previous: String) -> String {
        let fields = fields(entry)
        let text = [
            previous, String(entry.sequence), String(entry.milliseconds), entry.session.rawValue, fields.text,
            fields.event, fields.decisions,
        ].joined(separator: "\u{1F}")
        return Checksum.fnv1a(text.utf8)
    }
}

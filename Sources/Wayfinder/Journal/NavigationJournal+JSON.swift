public import Foundation

extension NavigationJournal {
    /// The journal as a JSON document, one entry per line so that a file cut short or edited
    /// by hand is detected entry by entry:
    ///
    /// ```json
    /// {"format":"wayfinder-journal","version":1,"schema":"5f3a…","capacity":1000,"dropped":0,"entries":[
    /// {"seq":1,"ms":0,"session":"unknown","event":"launch cold shop://orders/42 session=unknown","decisions":[],"sum":"…"},
    /// …
    /// ]}
    /// ```
    ///
    /// `schema` is a fingerprint of the link table's patterns; `sum` chains a checksum over each
    /// entry and the one before it.
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
        let decisions = entry.decisions.map(JSONText.quoted).joined(separator: ",")
        return
            "{\"seq\":\(entry.sequence),\"ms\":\(entry.milliseconds),\"session\":\(JSONText.quoted(entry.session)),\"event\":\(JSONText.quoted(entry.event)),\"decisions\":[\(decisions)],\"sum\":\"\(sum)\"}"
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

/// What the journal's export format does not owe to a schema: its version and checksum.
package enum JournalFormat {
    /// The format version written and read.
    package static let version = 1

    /// The chained checksum of an entry: FNV-1a over the previous sum and the entry's fields.
    package static func checksum(_ entry: JournalEntry, after previous: String) -> String {
        let text =
            ([previous, String(entry.sequence), String(entry.milliseconds), entry.session, entry.event]
            + entry.decisions).joined(separator: "\u{1F}")
        return Checksum.fnv1a(text.utf8)
    }
}

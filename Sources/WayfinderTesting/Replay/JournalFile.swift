package import Foundation
package import Wayfinder

/// A journal exported by ``NavigationJournal/exportJSON()``, read entry by entry so that a file
/// cut short, edited by hand or from another format version yields every entry before the
/// problem and a message naming the entry.
package struct JournalFile: Sendable {
    /// The schema fingerprint the journal was recorded with.
    package var schemaFingerprint: String
    /// How many entries dropped out of the journal before it was exported.
    package var dropped: Int
    /// The entries read, in order, up to the first problem.
    package var entries: [JournalEntry]
    /// The first problem, naming the entry; `nil` when the whole file was read.
    package var problem: String?

    private struct Header: Decodable {
        var schema: String
        var dropped: Int
    }

    private struct Line: Decodable {
        var seq: Int
        var ms: Int64
        var session: SessionKind
        var text: String
        var event: JournalEvent
        var decisions: [JournalDecision]
        var window: JournalWindowStep?
        var sum: String
    }

    /// The most bytes of a journal read: 4 MiB. A full journal of the default 1,000 entries is
    /// 0.4 to 0.8 MB with links of 80 to 200 characters; a larger file is refused before any
    /// entry is read, so a replay stays within seconds and memory within a few times the cap.
    package static let maxBytes = 4 << 20

    /// Reads a journal.
    /// - Parameter data: The file's bytes.
    /// - Returns: The entries before the first problem, and the problem.
    package static func read(_ data: Data) -> JournalFile {
        var file = JournalFile(schemaFingerprint: "", dropped: 0, entries: [], problem: nil)
        guard data.count <= maxBytes else {
            file.problem =
                "the journal is more than \(maxBytes) bytes, over the cap of \(maxBytes) bytes (cap: bytes read)"
            return file
        }
        guard let text = String(data: data, encoding: .utf8) else {
            file.problem = "the journal is not UTF-8 text"
            return file
        }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        guard let first = lines.first else {
            file.problem = "the journal is empty"
            return file
        }
        let notAJournal = "the first line is not a journal header (as `navigator.journal.exportJSON()` writes it)"
        guard let read = try? PersistedFile.read(Data((first + "\n").utf8), kind: JournalFormat.kind, maxBytes: .max)
        else {
            file.problem = notAJournal
            return file
        }
        guard JournalFormat.readable.contains(read.version) else {
            file.problem =
                "the journal has format version \(read.version); this wayfinder reads versions \(JournalFormat.readable.lowerBound) to \(JournalFormat.readable.upperBound)"
            return file
        }
        guard lines.count > 1, lines[1].hasSuffix("\"entries\":["),
            let header = UntrustedJSON.decode(Header.self, from: Data((lines[1] + "]}").utf8))
        else {
            file.problem =
                "the second line is not a journal's JSON header (as `navigator.journal.exportJSON()` writes it)"
            return file
        }
        file.schemaFingerprint = header.schema
        file.dropped = header.dropped
        let decoder = JSONDecoder()
        let encoder = JournalFormat.encoder()
        var sum = ""
        var index = 2
        var closed = false
        while index < lines.count {
            let raw = lines[index]
            let number = index - 1
            index += 1
            if raw == "]}" {
                closed = true
                break
            }
            let body = raw.hasSuffix(",") ? String(raw.dropLast()) : raw
            guard let line = UntrustedJSON.decode(Line.self, from: Data(body.utf8), decoder: decoder) else {
                let last = index == lines.count
                file.problem =
                    last
                    ? "entry \(number) is cut off: the file ends inside it"
                    : "entry \(number) is not a journal entry: \(Self.excerpt(raw))"
                return file
            }
            let entry = JournalEntry(
                sequence: line.seq, milliseconds: line.ms, session: line.session, event: line.event,
                decisions: line.decisions, window: line.window)
            guard line.text == entry.scriptLine else {
                file.problem =
                    "entry \(number) (`\(Self.excerpt(line.text))`) was changed after export: its text is not its event"
                return file
            }
            if let previous = file.entries.last, previous.sequence == .max || entry.sequence != previous.sequence + 1 {
                file.problem =
                    "entry \(number) has sequence number \(entry.sequence) after \(previous.sequence): entries are missing or out of order"
                return file
            }
            sum = JournalFormat.checksum(entry, JournalFormat.fields(entry, encoder: encoder), after: sum)
            guard sum == line.sum else {
                file.problem =
                    "entry \(number) (`\(entry.scriptLine)`) was changed after export: its checksum does not match"
                return file
            }
            file.entries.append(entry)
        }
        if !closed {
            file.problem = "the journal is cut off after entry \(file.entries.count): it does not end with `]}`"
        }
        return file
    }

    private static func excerpt(_ text: String) -> String {
        text.count > 60 ? String(text.prefix(60)) + "…" : text
    }
}

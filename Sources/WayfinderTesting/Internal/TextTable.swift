/// Plain-text and Markdown tables with aligned columns, for the audit and the command's listings.
package struct TextTable: Sendable {
    package var header: [String]
    /// The rows; short rows are padded with empty cells.
    package var rows: [[String]] = []

    package init(header: [String], rows: [[String]] = []) {
        self.header = header
        self.rows = rows
    }

    /// Columns separated by two spaces, padded to the widest cell; trailing spaces trimmed.
    package var text: String {
        let all = [header] + rows
        let columns = all.map(\.count).max() ?? 0
        let widths = (0..<columns).map { column in
            all.map { $0.indices.contains(column) ? $0[column].count : 0 }.max() ?? 0
        }
        return all.map { row in
            var line = ""
            for column in 0..<columns {
                let cell = row.indices.contains(column) ? row[column] : ""
                line +=
                    column == columns - 1 ? cell : cell + String(repeating: " ", count: widths[column] - cell.count + 2)
            }
            return String(line.reversed().drop(while: { $0 == " " }).reversed())
        }.joined(separator: "\n")
    }

    /// A GitHub-flavoured Markdown table; `|` in cells is escaped.
    package var markdown: String {
        func line(_ cells: [String]) -> String {
            "| "
                + (0..<header.count).map { cells.indices.contains($0) ? Self.escape(cells[$0]) : "" }.joined(
                    separator: " | ") + " |"
        }
        return ([line(header), "|" + header.map { _ in " --- |" }.joined()] + rows.map(line)).joined(separator: "\n")
    }

    private static func escape(_ cell: String) -> String {
        cell.split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|")
    }
}

import Wayfinder

extension AuditReport {
    /// The report as plain-text tables, then the notes, the violations and the summary line, no
    /// line wider than ``readableWidth`` (but for a single word longer than that, and the
    /// violations: each stays on one line, whole, so a search for it finds it).
    ///
    /// A first table numbers the sample links, with what each stands for and where it lands (cold,
    /// signed in, nothing up). Then one table per launch (cold, warm, background): a row per sample
    /// by its number, a column per session; each cell holds one mark per blocker (no modal, sign-in
    /// up, each gate pending, each modal up): `✓` when the run landed where the first table says and
    /// broke nothing, the number of each invariant it broke (`2`, `4+7`), or a letter when it landed
    /// elsewhere without breaking anything (explained below the tables). A launch with more
    /// sessions than fit the width is split over several tables.
    public var table: String {
        let layout = Layout(self)
        let width = Self.readableWidth
        var samplesTable = TextTable(header: ["#", "LINK", "SAMPLE", "LANDS ON (cold · signed in · no modal)"])
        for index in samples.indices {
            samplesTable.rows.append(
                ["\(index + 1)", samples[index].link, samples[index].variant, layout.reference(index).landing])
        }
        var lines = layout.legend.flatMap { Self.wrapped($0, width: width, indent: "") }
        lines += ["", samplesTable.text]
        let cells = samples.indices.map { layout.cells($0) }
        let cellWidth = cells.joined().map(\.count).max() ?? 1
        let numberWidth = "\(samples.count)".count
        let perTable = max(1, (width - numberWidth) / (max(cellWidth, 3) + 2))
        for launch in AuditCondition.Launch.allCases {
            let columns = layout.groups.indices.filter { layout.groups[$0].launch == launch }
            for start in stride(from: 0, to: columns.count, by: perTable) {
                let part = Array(columns[start..<min(start + perTable, columns.count)])
                var matrix = TextTable(header: [launch.rawValue] + part.map { layout.groups[$0].session.abbreviation })
                for index in samples.indices { matrix.rows.append(["\(index + 1)"] + part.map { cells[index][$0] }) }
                lines += ["", matrix.text]
            }
        }
        // Each violation stays on one line, whole, so a search for it finds it; the rest wraps.
        let footer = layout.footer(self, indent: "  ")
        let firstViolation = footer.firstIndex(of: "Violations:") ?? footer.count
        lines += footer[..<firstViolation].flatMap { Self.wrapped($0, width: width, indent: "      ") }
        lines += footer[firstViolation...]
        return lines.joined(separator: "\n")
    }

    /// The widest line ``table`` prints (a word longer than that stays whole).
    public static var readableWidth: Int { 160 }

    /// `line` broken at spaces into lines of at most `width` characters; every line after the
    /// first starts with `indent` more than the first line's own indentation.
    static func wrapped(_ line: String, width: Int, indent: String) -> [String] {
        guard line.count > width else { return [line] }
        let lead = String(line.prefix { $0 == " " })
        var lines: [String] = []
        var current = ""
        for word in line.dropFirst(lead.count).split(separator: " ", omittingEmptySubsequences: false) {
            let prefix = lines.isEmpty ? lead : lead + indent
            if current.isEmpty {
                current = prefix + word
            } else if current.count + 1 + word.count <= width {
                current += " " + word
            } else {
                lines.append(current)
                current = prefix + word
            }
        }
        lines.append(current)
        return lines
    }

    /// Just what failed: one line per violation (sample, condition, invariant, what broke), then
    /// the summary; only the summary when nothing failed. For a test's failure message:
    ///
    /// ```swift
    /// #expect(report.passed, "\(report.failures)")
    /// ```
    public var failures: String {
        let lines = violations.map { "\($0.run.link) (\($0.run.variant)) · \($0.run.condition): \($0.violation)" }
        return (lines + [summary]).joined(separator: "\n")
    }

    /// The report as a GitHub-flavoured Markdown table, then the notes, the violations and the summary.
    public var markdown: String {
        let layout = Layout(self)
        var table = TextTable(
            header: ["link", "sample", "lands on"]
                + layout.groups.map { "\($0.launch.rawValue) · \($0.session.abbreviation)" })
        for index in samples.indices {
            table.rows.append(
                ["`\(samples[index].link)`", samples[index].variant, layout.reference(index).landing]
                    + layout.cells(index))
        }
        var lines = [layout.legend.joined(separator: "\n"), "", table.markdown]
        lines += layout.footer(self, indent: "- ")
        return lines.joined(separator: "\n")
    }

    /// The report as JSON lines: one object per run (`link`, `variant`, `launch`, `session`,
    /// `blocker`, `location`, `modal`, `notice`, `violations`), then one summary object
    /// (`runs`, `samples`, `conditions`, `violations`, `summary`).
    public var json: String {
        var lines = runs.map { run in
            JSON.object([
                ("link", .string(run.link)),
                ("variant", .string(run.variant)),
                ("launch", .string(run.condition.launch.rawValue)),
                ("session", .string(run.condition.session.rawValue)),
                ("blocker", .string(run.condition.blocker.description)),
                ("location", .string(run.location.description)),
                ("modal", .optional(run.modal?.description)),
                ("notice", .optional(run.notice?.description)),
                ("violations", .array(run.violations.map { .string($0.description) })),
            ]).text
        }
        lines.append(
            JSON.object([
                ("account", .string(account)),
                ("runs", .number(runs.count)),
                ("samples", .number(samples.count)),
                ("conditions", .number(conditions.count)),
                ("violations", .number(violations.count)),
                ("summary", .string(summary)),
            ]).text
        )
        return lines.joined(separator: "\n")
    }
}

/// How the table groups columns and marks cells.
private struct Layout<Schema: NavigationSchema> {
    struct Group: Hashable {
        var launch: AuditCondition.Launch
        var session: AuditCondition.SessionState
    }

    /// A place a sample's run landed on.
    struct Key: Hashable {
        var sample: Int
        var place: AuditReport<Schema>.Place
    }

    let report: AuditReport<Schema>
    let groups: [Group]
    let blockers: [AuditCondition.Blocker]
    /// Places runs landed on that differ from their row's, lettered in order of appearance.
    let notes: [(letter: String, run: AuditReport<Schema>.Run)]
    private let letters: [Key: String]

    init(_ report: AuditReport<Schema>) {
        self.report = report
        var groups: [Group] = []
        var blockers: [AuditCondition.Blocker] = []
        for condition in report.conditions {
            let group = Group(launch: condition.launch, session: condition.session)
            if !groups.contains(group) { groups.append(group) }
            if !blockers.contains(condition.blocker) { blockers.append(condition.blocker) }
        }
        self.groups = groups
        self.blockers = blockers
        var notes: [(String, AuditReport<Schema>.Run)] = []
        var letters: [Key: String] = [:]
        for index in report.samples.indices {
            let rows = report.runs(ofSample: index)
            guard let reference = rows.first else { continue }
            for run in rows where run.violations.isEmpty && run.place != reference.place {
                let key = Key(sample: index, place: run.place)
                if letters[key] == nil {
                    letters[key] = Self.letter(notes.count)
                    notes.append((letters[key]!, run))
                }
            }
        }
        self.notes = notes
        self.letters = letters
    }

    static func letter(_ n: Int) -> String {
        let alphabet = Array("abcdefghijklmnopqrstuvwxyz")
        return n < alphabet.count ? String(alphabet[n]) : "z\(n - alphabet.count + 1)"
    }

    func reference(_ sample: Int) -> AuditReport<Schema>.Run { report.runs(ofSample: sample).first! }

    func cells(_ sample: Int) -> [String] {
        let rows = report.runs(ofSample: sample)
        let reference = reference(sample)
        return groups.map { group in
            blockers.map { blocker -> String in
                guard
                    let run = rows.first(where: { $0.condition == AuditCondition(group.launch, group.session, blocker) }
                    )
                else { return "·" }
                if !run.violations.isEmpty {
                    let numbers = Set(run.violations.map(\.invariant)).sorted().map { String($0.number) }
                    return numbers.isEmpty ? "✗" : numbers.joined(separator: "+")
                }
                return run.place == reference.place ? "✓" : letters[Key(sample: sample, place: run.place)] ?? "?"
            }.joined(separator: " ")
        }
    }

    /// `in = signed in, out = signed out, …`, for the sessions the report has.
    var sessionLegend: String {
        let meanings: [AuditCondition.SessionState: String] = [
            .signedIn: "signed in", .requirementsMet: "signed in with every requirement met",
            .signedOut: "signed out", .expired: "expired", .unknownThenSignedIn: "unknown, then signed in",
        ]
        let present = Set(groups.map(\.session))
        return AuditCondition.SessionState.allCases.filter(present.contains)
            .map { "\($0.abbreviation) = \(meanings[$0] ?? $0.rawValue)" }.joined(separator: ", ")
    }

    /// The lines above the tables, each one sentence or two (the text table wraps them).
    var legend: [String] {
        [
            "Audit of \(report.samples.count) sample links × \(report.conditions.count) conditions, signing in as \(report.account) when asked.",
            "Columns: launch (cold, warm, background) × session (\(sessionLegend)).",
            "Each cell: one mark per blocker (\(blockers.map(\.description).joined(separator: " · "))). ✓ landed where the sample's row says; a number: the invariant it broke; a letter: landed elsewhere (see below).",
        ]
    }

    func footer(_ report: AuditReport<Schema>, indent: String) -> [String] {
        var lines: [String] = []
        if !notes.isEmpty {
            lines += ["", "Landed elsewhere:"]
            lines += notes.map { "\(indent)\($0.letter): \($0.run.link) · \($0.run.condition) → \($0.run.landing)" }
        }
        if !report.unplayed.isEmpty {
            lines += ["", "Not played (cannot exist in this schema as named; what is up instead):"]
            lines += report.unplayed.map { "\(indent)\($0)" }
        }
        let violations = report.violations
        if !violations.isEmpty {
            lines += ["", "Violations:"]
            lines += violations.map {
                "\(indent)\($0.run.link) (\($0.run.variant)) · \($0.run.condition): \($0.violation)"
            }
        }
        lines += ["", report.summary]
        return lines
    }
}

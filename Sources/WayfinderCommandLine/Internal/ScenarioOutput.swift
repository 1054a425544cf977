import WayfinderTesting

/// How scenario steps, failures and violations print, shared by `run`, `open` and the tour.
enum ScenarioOutput {
    /// One action step as a JSON object: `step`, `command`, `location`, `modal`, `notice`,
    /// `pending` and `confirmation` (a string or `null`), `window` (the frontmost window's name),
    /// `log`, and `file` when several files run.
    static func json<Schema>(_ step: ScenarioResult<Schema>.Step, file: String? = nil) -> JSON {
        var members: [(String, JSON)] = []
        if let file { members.append(("file", .string(file))) }
        members += [
            ("step", .number(step.line)),
            ("command", .string(step.command)),
            ("location", .string(step.location.description)),
            ("modal", .optional(step.modal?.description)),
            ("notice", .optional(step.notice?.description)),
            ("pending", .optional(step.pending)),
            ("confirmation", .optional(step.confirmation)),
            ("window", .string(step.window)),
            ("log", .array(step.log.map(JSON.string))),
        ]
        return .object(members)
    }

    /// A failed expectation as a JSON object.
    static func json<Schema>(_ failure: ScenarioResult<Schema>.Failure) -> JSON {
        .object([
            ("file", .string(failure.file)),
            ("line", .number(failure.line)),
            ("failure", .string(failure.expectation)),
            ("expected", .string(failure.expected)),
            ("actual", .string(failure.actual)),
        ])
    }

    /// An invariant violation as a JSON object.
    static func json(violation: InvariantViolation, file: String) -> JSON {
        .object([
            ("file", .string(file)), ("invariant", .number(violation.invariant.number)),
            ("violation", .string(violation.description)),
        ])
    }

    /// A malformed or unreadable script as a JSON object (`line` is `null` for a file that could not be read).
    static func json(_ error: ScenarioError) -> JSON {
        .object([
            ("file", .string(error.file)), ("line", error.line > 0 ? .number(error.line) : .null),
            ("error", .string(error.message)),
        ])
    }

    /// An invariant violation as a text line: `file: invariant 2: …`.
    static func line(violation: InvariantViolation, file: String) -> String { "\(file): \(violation)" }
}

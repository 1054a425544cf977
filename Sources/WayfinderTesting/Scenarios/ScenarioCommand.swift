/// One line of a scenario script: an action or an expectation (see the "Testing navigation
/// without a simulator" article for the format).
public enum ScenarioCommand: Hashable, Sendable {
    /// The line does something to the app.
    case action(ScenarioAction)
    /// The line states what must be true.
    case expectation(ScenarioExpectation)

    /// Whether the line states an expectation rather than doing something.
    public var isExpectation: Bool {
        if case .expectation = self { true } else { false }
    }

    /// The line in the script language, as ``ScenarioScript/parse(_:file:)`` reads it back.
    ///
    /// ```swift
    /// ScenarioCommand.action(.signIn("alice")).scriptText                // "sign-in alice"
    /// ScenarioCommand.expectation(.modal("signIn")).scriptText           // "expect modal signIn"
    /// ```
    public var scriptText: String {
        switch self {
        case .action(let action): action.scriptText
        case .expectation(let expectation): "expect \(expectation.subject.rawValue) \(expectation.value)"
        }
    }
}

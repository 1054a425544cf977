/// A script line that states what must be true at that point: `expect WHAT VALUE`.
///
/// Expectations change nothing; each compares one part of the state with the value as written.
public enum ScenarioExpectation: Hashable, Sendable {
    /// What an expectation looks at: the word after `expect`.
    public enum Subject: String, CaseIterable, Hashable, Sendable {
        /// `expect location TAB > SCREEN > …`.
        case location
        /// `expect modal NAME|none`.
        case modal
        /// `expect notice NAME|none`.
        case notice
        /// `expect pending URL|none`.
        case pending
        /// `expect confirmation URL|none`.
        case confirmation
        /// `expect log TEXT`.
        case log
        /// `expect session S` (extension).
        case session
        /// `expect transition none|step|jump` (extension).
        case transition
        /// `expect window NAME`: the window that took the last link.
        case window
        /// `expect handoff URL|none`: the link advertised for where the person is.
        case handoff
        case broken
    }

    /// `expect location TAB > SCREEN > …`: the selected tab and its stack.
    case location(String)
    /// `expect modal NAME|none`.
    case modal(String)
    /// `expect notice NAME|none`.
    case notice(String)
    /// `expect pending URL|none`: the pending link, canonical with secrets redacted.
    case pending(String)
    /// `expect confirmation URL|none`: the link waiting for the person's answer over a modal
    /// that asks, canonical with secrets redacted.
    case confirmation(String)
    /// `expect log TEXT`: a decision record of the current log window contains TEXT (see
    /// ``ScenarioRunner`` for which records an `expect log` searches).
    case log(String)
    /// `expect session S` (extension).
    case session(String)
    /// `expect transition none|step|jump` (extension).
    case transition(String)
    /// `expect window NAME`: the window that took the last link (`none` before any).
    case window(String)
    /// `expect handoff URL|none`: `NavigationState.handoffLink(in:)`, the canonical
    /// link advertised for Handoff and sharing.
    case handoff(String)
    /// `expect broken none`: no property the verifier checks (``VerifiedProperty``) has broken
    /// since the script began; `expect broken NAME` (`live`, `accounts-apart`): that one has,
    /// and only that one. A script that states it is played with the verifier's checks.
    case broken(String)

    /// Creates the expectation of a subject with its value as written.
    /// - Parameters:
    ///   - subject: What is checked.
    ///   - value: The expected value as written after the subject.
    public init(_ subject: Subject, _ value: String) {
        switch subject {
        case .location: self = .location(value)
        case .modal: self = .modal(value)
        case .notice: self = .notice(value)
        case .pending: self = .pending(value)
        case .confirmation: self = .confirmation(value)
        case .log: self = .log(value)
        case .session: self = .session(value)
        case .transition: self = .transition(value)
        case .window: self = .window(value)
        case .handoff: self = .handoff(value)
        case .broken: self = .broken(value)
        }
    }

    /// What the expectation looks at.
    public var subject: Subject {
        switch self {
        case .location: .location
        case .modal: .modal
        case .notice: .notice
        case .pending: .pending
        case .confirmation: .confirmation
        case .log: .log
        case .session: .session
        case .transition: .transition
        case .window: .window
        case .handoff: .handoff
        case .broken: .broken
        }
    }

    /// The expected value as written.
    public var value: String {
        switch self {
        case .location(let v), .modal(let v), .notice(let v), .pending(let v), .confirmation(let v), .log(let v),
            .session(let v), .transition(let v), .window(let v), .handoff(let v), .broken(let v):
            v
        }
    }
}

// Comparing optionals without the standard `==`, which switches over a tuple of both: code not
// specialised for the schema looks that tuple's type up at run time. The reducer compares
// optionals with `==` and `!= nil` (no budget needs more); only the navigator's parts
// (`Navigator/NavigatorParts.swift`) still call this, left for the change that moves the shell.

extension Optional where Wrapped: Equatable {
    /// Whether the two are equal, as `==` says.
    func equals(_ other: Wrapped?) -> Bool {
        switch self {
        case .some(let value):
            if case .some(let otherValue) = other { value == otherValue } else { false }
        case .none:
            if case .none = other { true } else { false }
        }
    }
}

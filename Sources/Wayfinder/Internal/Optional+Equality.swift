// Comparing optionals in the functions every event runs.
//
// The standard `==` of two optionals of an equatable type switches over a tuple of both, and so
// does `== nil` and `!= nil` on them. Code not specialised for the schema looks that tuple's type
// up at run time, on every call of a function that compares, wherever in it the comparison is.
// These two name no tuple.

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

extension Optional {
    /// Whether there is a value, as `!= nil` says.
    var hasValue: Bool {
        if case .some = self { true } else { false }
    }
}

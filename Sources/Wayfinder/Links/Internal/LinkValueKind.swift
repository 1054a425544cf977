/// What a typed rule knows of a parameter's type when it decides what is personal: whether it
/// is plain text (`String`), and whether it reads the placeholder a personal value prints as.
/// Only the type is kept; what it says is asked when a rule needs it.
struct LinkValueKind: Sendable {
    let type: any LinkParameterValue.Type

    init<T: LinkParameterValue>(_ type: T.Type) { self.type = type }

    /// Whether values of this type are plain text, free text when nothing else is said.
    var isText: Bool { ObjectIdentifier(type) == ObjectIdentifier(String.self) }
    /// Whether the type reads the personal placeholder back, so a shown link parses.
    var readsPlaceholder: Bool { type.init(linkParameter: Redaction.personal) != nil }
    /// What a valid value looks like, for the message of a refused declaration.
    var expectation: String { type.linkParameterExpectation }
}

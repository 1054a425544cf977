/// What a typed rule knows of a parameter's type when it decides what is personal: whether it
/// is plain text (`String`), and whether it reads the placeholder a personal value prints as.
struct LinkValueKind: Sendable {
    let isText: Bool
    let readsPlaceholder: Bool
    let expectation: String

    init<T: LinkParameterValue>(_ type: T.Type) {
        isText = type == String.self
        readsPlaceholder = T(linkParameter: Redaction.personal) != nil
        expectation = T.linkParameterExpectation
    }
}

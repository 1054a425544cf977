/// What a ``LinkRule`` gives the table to check when the table is built: its parsed pattern (or
/// the mistake to report), the example texts of a typed rule and whether they print back.
///
/// One reference, not generic over the route, so that copying a rule stays cheap and the
/// table reads it without the route's type.
final class LinkRuleDeclaration: Sendable {
    /// The parsed pattern, or the declaration mistake to report.
    let declaration: Result<LinkPattern, LinkTableError>
    /// Example texts for each parameter of a typed rule; `nil` for rules declared with closures.
    let examples: [String]?
    /// Whether the typed rule's example route extracts back to the example texts, so its round
    /// trip needs no links to check.
    let printsExamplesBack: Bool

    init(declaration: Result<LinkPattern, LinkTableError>, examples: [String]?, printsExamplesBack: Bool) {
        self.declaration = declaration
        self.examples = examples
        self.printsExamplesBack = printsExamplesBack
    }
}

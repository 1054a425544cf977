/// What a hidden value prints as wherever a link is shown (records, journals, scripts,
/// checklists): one constant each, so a reader of redacted text looks for the same marker the
/// printer writes.
package enum Redaction {
    /// `<redacted>`: a secret. A link that shows it does not parse.
    package static let marker = "<redacted>"
    /// `(personal)`: a personal value. Every character of it may stand unescaped in a path segment
    /// and in a query value, so a link that shows it parses, to a route holding the placeholder
    /// as its value: a replay lands where the person did, without what they typed.
    package static let personal = "(personal)"
}

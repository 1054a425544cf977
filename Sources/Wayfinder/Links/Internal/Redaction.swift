/// What a secret parameter's value prints as wherever a link is shown (records, journals,
/// scripts, checklists): one constant, so a reader of redacted text looks for the same marker the
/// printer writes.
package enum Redaction {
    /// `<redacted>`.
    package static let marker = "<redacted>"
}

import Wayfinder

extension LinkTable {
    /// One description of any link text, safe to print: the canonical link with secrets
    /// redacted when it matches a route, else the table's display string for unmatched text.
    ///
    /// Every place the testing module and the command print a link goes through this one
    /// function, so it can be swapped for the link table's own API in one edit.
    package func redactedDescription(of link: String) -> String {
        switch match(link) {
        case .success(let route): self.link(for: route, redactingSecrets: true) ?? displayString(forUnmatched: link)
        case .failure: displayString(forUnmatched: link)
        }
    }
}

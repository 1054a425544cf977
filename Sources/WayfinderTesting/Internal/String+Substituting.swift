extension String {
    /// The text with every character that `substitutes` names replaced by its text, the others
    /// kept: the one escaping rule of the DOT, Mermaid and association-file writers.
    func substituting(_ substitutes: [Character: String]) -> String {
        var out = ""
        for character in self {
            if let substitute = substitutes[character] { out += substitute } else { out.append(character) }
        }
        return out
    }
}

/// The one way the state's and the events' textual forms are written: a type name and its
/// labelled parts, each part printed by its own (redacted) textual form.
///
/// A route or a raw link can carry a secret (an invite token, a reset code) and the schema's
/// `Route` prints whatever it holds, so no textual form of the state, an event or an effect
/// prints a route or a link as it arrived: it prints the canonical redacted link the coordinator
/// keeps beside it, or ``Redaction/marker`` where there is none.
enum TextualForm {
    /// `Name(label: value, label: value)`, from a mirror's children.
    static func render(_ name: String, _ mirror: Mirror) -> String {
        let parts = mirror.children.map { child in
            child.label.map { "\($0): \(text(of: child.value))" } ?? text(of: child.value)
        }
        return parts.isEmpty ? name : "\(name)(\(parts.joined(separator: ", ")))"
    }

    /// A part's text: an optional unwrapped (`nil` when empty), a string quoted.
    static func text(of value: Any) -> String {
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional {
            guard let wrapped = mirror.children.first?.value else { return "nil" }
            return text(of: wrapped)
        }
        if let string = value as? String { return String(reflecting: string) }
        return String(describing: value)
    }

    /// What a route or a link prints as: the marker, never its values.
    static var withheld: String { Redaction.marker }
}

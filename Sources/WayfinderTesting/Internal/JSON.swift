internal import Wayfinder

/// A JSON value that keeps the order of object keys, so output reads the same on every run.
package enum JSON: Sendable {
    case null
    case bool(Bool)
    case number(Int)
    case string(String)
    case array([JSON])
    case object([(String, JSON)])

    /// `.string(text)`, or `.null` for `nil`.
    package static func optional(_ text: String?) -> JSON { text.map(JSON.string) ?? .null }

    /// The value on one line, with strings escaped per RFC 8259 (control characters as `\u00XX`).
    package var text: String {
        var out = ""
        write(to: &out)
        return out
    }

    private func write(to out: inout String) {
        switch self {
        case .null: out += "null"
        case .bool(let value): out += value ? "true" : "false"
        case .number(let value): out += String(value)
        case .string(let value): JSONText.append(value, to: &out)
        case .array(let values):
            out += "["
            for (index, value) in values.enumerated() {
                if index > 0 { out += "," }
                value.write(to: &out)
            }
            out += "]"
        case .object(let members):
            out += "{"
            for (index, (key, value)) in members.enumerated() {
                if index > 0 { out += "," }
                JSONText.append(key, to: &out)
                out += ":"
                value.write(to: &out)
            }
            out += "}"
        }
    }

}

/// JSON string literals, written by hand where the package prints JSON without `JSONEncoder`
/// (the journal, the command's line-per-object output, the associated-domains file).
package enum JSONText {
    /// `text` as a JSON string literal: quotes, backslashes and control characters escaped, and
    /// U+2028 / U+2029 too, so the result is also safe inside JavaScript.
    /// - Complexity: O(*n*) in the length of `text`.
    package static func quoted(_ text: String) -> String {
        var out = ""
        append(text, to: &out)
        return out
    }

    /// Appends `text` as a JSON string literal to `out`.
    package static func append(_ text: String, to out: inout String) {
        out += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}

import Foundation
import Wayfinder

/// A JSON value as read from a file: booleans and numbers kept apart, so a `"exclude": 1` is
/// reported rather than read as `true`.
enum JSONValue: Decodable, Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    /// Reads JSON text as Apple's parser does: a trailing comma is accepted (the checker reports
    /// it separately).
    /// - Throws: A message saying where, by line and column, and why the text is not JSON.
    static func read(_ data: Data) throws(AssociationFile.Problem) -> JSONValue {
        if let value = UntrustedJSON.decode(JSONValue.self, from: data) { return value }
        let empty = data.allSatisfy { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }
        if empty { throw AssociationFile.Problem(path: "$", message: "the file is empty") }
        // Where the text stops being JSON, found by the checker itself, so the message gives a
        // line and a column rather than whatever offset Foundation's message names.
        if let failure = JSONSyntax.firstFailure(in: data) {
            let (line, column) = RawText.lineAndColumn(of: failure.offset, in: data)
            throw AssociationFile.Problem(
                path: "$",
                message:
                    "not valid JSON: line \(line), column \(column): expected \(failure.expected), found \(failure.found)"
            )
        }
        // JSON apart from trailing commas, which Apple's parser accepts: read it without them.
        let commas = RawText.trailingCommas(data)
        if !commas.isEmpty,
            let value = UntrustedJSON.decode(JSONValue.self, from: RawText.removing(commas, from: data))
        {
            return value
        }
        throw AssociationFile.Problem(
            path: "$", message: "not valid JSON: the text is not UTF-8, or a value cannot be read")
    }

    /// What kind of value this is, for messages (`a string`, `a number`).
    var kind: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

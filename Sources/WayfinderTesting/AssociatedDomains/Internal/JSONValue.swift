import Foundation

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

    /// Reads JSON text.
    /// - Throws: A message saying why the text is not JSON.
    static func read(_ data: Data) throws(AssociationFile.Problem) -> JSONValue {
        do {
            return try JSONDecoder().decode(JSONValue.self, from: data)
        } catch {
            // JSONSerialization says where the text stops being JSON; the decoder does not.
            var detail = ""
            do {
                _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
            } catch let parseError {
                if let text = (parseError as NSError).userInfo[NSDebugDescriptionErrorKey] as? String {
                    detail = ": " + text
                }
            }
            let empty = data.allSatisfy { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }
            throw AssociationFile.Problem(path: "$", message: empty ? "the file is empty" : "not valid JSON" + detail)
        }
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

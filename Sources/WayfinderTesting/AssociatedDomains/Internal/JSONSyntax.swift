import Foundation

/// Where JSON text stops being JSON, as a byte offset, and what was expected there; read by the
/// checker itself so a message can give a line and a column (Foundation's messages give a
/// character offset, or nothing, depending on the platform).
///
/// A trailing comma (`[1,]`, `{"a": 1,}`) is accepted, as Apple's parser accepts it; the checker
/// reports it separately. Nesting is followed with a stack of its own, so no file can exhaust the
/// call stack.
enum JSONSyntax {
    /// The first place the text is not JSON.
    struct Failure: Equatable {
        /// The byte offset of the first byte that cannot be read.
        var offset: Int
        /// What was expected there (`a value`, "`,` or `}`").
        var expected: String
        /// What was found (`` `,` ``, `the end of the file`).
        var found: String
    }

    private enum Expect {
        case value, valueOrClose, key, keyOrClose, colon, separatorOrClose, end

        var text: String {
            switch self {
            case .value: "a value"
            case .valueOrClose: "a value or `]`"
            case .key: "a key in quotes"
            case .keyOrClose: "a key in quotes or `}`"
            case .colon: "`:`"
            case .separatorOrClose: "`,` or the end of the array or object"
            case .end: "the end of the file"
            }
        }
    }

    /// The first place `data` is not JSON (trailing commas allowed), or `nil` when it all is.
    /// - Complexity: O(*n*) in the file's size.
    static func firstFailure(in data: Data) -> Failure? {
        let bytes = [UInt8](data)
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var open: [UInt8] = []
        var expect = Expect.value

        func found(_ at: Int) -> String {
            guard at < bytes.count else { return "the end of the file" }
            let byte = bytes[at]
            return (0x21...0x7E).contains(byte) ? "`\(Character(UnicodeScalar(byte)))`" : "the byte 0x\(hex(byte))"
        }
        func failure(_ expected: String, at offset: Int? = nil) -> Failure {
            let at = offset ?? index
            return Failure(offset: at, expected: expected, found: found(at))
        }
        func afterValue() -> Expect { open.isEmpty ? .end : .separatorOrClose }

        while true {
            while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
            guard index < bytes.count else { return expect == .end ? nil : failure(expect.text) }
            let byte = bytes[index]
            switch expect {
            case .end: return failure(expect.text)
            case .colon:
                guard byte == UInt8(ascii: ":") else { return failure(expect.text) }
                index += 1
                expect = .value
            case .key, .keyOrClose:
                if byte == UInt8(ascii: "}"), expect == .keyOrClose {
                    open.removeLast()
                    index += 1
                    expect = afterValue()
                    continue
                }
                guard byte == UInt8(ascii: "\"") else { return failure(expect.text) }
                if let problem = string(bytes, &index) { return failure(problem) }
                expect = .colon
            case .separatorOrClose:
                let container = open[open.count - 1]
                let close = container == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]")
                if byte == UInt8(ascii: ",") {
                    index += 1
                    expect = container == UInt8(ascii: "{") ? .keyOrClose : .valueOrClose
                } else if byte == close {
                    open.removeLast()
                    index += 1
                    expect = afterValue()
                } else {
                    return failure("`,` or `\(Character(UnicodeScalar(close)))`")
                }
            case .value, .valueOrClose:
                if byte == UInt8(ascii: "]"), expect == .valueOrClose {
                    open.removeLast()
                    index += 1
                    expect = afterValue()
                    continue
                }
                switch byte {
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    open.append(byte)
                    index += 1
                    expect = byte == UInt8(ascii: "{") ? .keyOrClose : .valueOrClose
                case UInt8(ascii: "\""):
                    if let problem = string(bytes, &index) { return failure(problem) }
                    expect = afterValue()
                case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                    if let problem = number(bytes, &index) { return failure(problem) }
                    expect = afterValue()
                case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
                    let word = Array(
                        (byte == UInt8(ascii: "t") ? "true" : byte == UInt8(ascii: "f") ? "false" : "null").utf8)
                    guard bytes[index...].starts(with: word) else { return failure(expect.text) }
                    index += word.count
                    expect = afterValue()
                default: return failure(expect.text)
                }
            }
        }
    }

    /// Reads a string from its opening quote; on failure, what was expected at `index`.
    private static func string(_ bytes: [UInt8], _ index: inout Int) -> String? {
        index += 1
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return nil
            case UInt8(ascii: "\\"):
                index += 1
                guard index < bytes.count else { return "an escaped character" }
                if bytes[index] == UInt8(ascii: "u") {
                    for _ in 0..<4 {
                        index += 1
                        guard index < bytes.count, isHexDigit(bytes[index]) else {
                            return "four hexadecimal digits after `\\u`"
                        }
                    }
                } else if !Array(#""\/bfnrt"#.utf8).contains(bytes[index]) {
                    return #"one of " \ / b f n r t u after `\`"#
                }
                index += 1
            case 0x00..<0x20: return "the closing quote (a control character in a string must be escaped)"
            default: index += 1
            }
        }
        return "the closing quote"
    }

    /// Reads a number; on failure, what was expected at `index`.
    private static func number(_ bytes: [UInt8], _ index: inout Int) -> String? {
        func digits() -> Bool {
            let start = index
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
            return index > start
        }
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        if index < bytes.count, bytes[index] == UInt8(ascii: "0") {
            index += 1
        } else if !digits() {
            return "a digit"
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() else { return "a digit" }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            guard digits() else { return "a digit" }
        }
        return nil
    }

    private static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
    }
}

import Foundation

/// What the checker reads from the file's bytes before it parses them as JSON.
enum RawText {
    /// A comma JSON does not allow: the last thing in an array or an object.
    struct TrailingComma: Equatable {
        /// 1-based line and column of the comma.
        var line: Int
        var column: Int
        /// The comma's byte offset in the file.
        var offset: Int
        /// The `]` or `}` it stands before.
        var before: Character
    }

    /// The DER encoding of the object identifier of PKCS#7 signed data, 1.2.840.113549.1.7.2.
    private static let signedDataOID: [UInt8] = [0x06, 0x09, 0x2A, 0x86, 0x48, 0x86, 0xF7, 0x0D, 0x01, 0x07, 0x02]

    /// Whether the bytes are a PKCS#7 (CMS) signed-data envelope: a DER sequence that names
    /// the signed-data type near its start.
    static func isSigned(_ data: Data) -> Bool {
        guard data.first == 0x30 else { return false }
        let head = Array(data.prefix(64))
        guard head.count >= signedDataOID.count else { return false }
        for start in 0...(head.count - signedDataOID.count)
        where head[start..<(start + signedDataOID.count)].elementsEqual(signedDataOID) {
            return true
        }
        return false
    }

    /// Every comma, outside strings, followed by nothing but white space and then `]` or `}`.
    /// - Complexity: O(*n*) in the file's size.
    static func trailingCommas(_ data: Data) -> [TrailingComma] {
        var found: [TrailingComma] = []
        var line = 1
        var column = 0
        var inString = false
        var escaped = false
        var pending: (line: Int, column: Int, offset: Int)?
        for (offset, byte) in data.enumerated() {
            // Columns count characters: UTF-8 continuation bytes do not start one.
            if byte & 0xC0 != 0x80 { column += 1 }
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                if byte == 0x0A { (line, column) = (line + 1, 0) }
                continue
            }
            switch byte {
            case 0x20, 0x09, 0x0D: continue
            case 0x0A:
                (line, column) = (line + 1, 0)
                continue
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                if let comma = pending {
                    found.append(
                        TrailingComma(
                            line: comma.line, column: comma.column, offset: comma.offset,
                            before: Character(UnicodeScalar(byte))))
                }
            case UInt8(ascii: "\""): inString = true
            default: break
            }
            pending = byte == UInt8(ascii: ",") ? (line, column, offset) : nil
        }
        return found
    }

    /// The 1-based line and column of a byte offset: lines end at each line feed, columns count
    /// characters (UTF-8 continuation bytes do not start one).
    static func lineAndColumn(of offset: Int, in data: Data) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        for byte in data.prefix(offset) {
            if byte == 0x0A {
                (line, column) = (line + 1, 1)
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return (line, column)
    }

    /// The bytes without the given trailing commas, as a parser that accepts them reads the file.
    static func removing(_ commas: [TrailingComma], from data: Data) -> Data {
        let offsets = Set(commas.map(\.offset))
        return Data(data.enumerated().compactMap { offsets.contains($0.offset) ? nil : $0.element })
    }
}

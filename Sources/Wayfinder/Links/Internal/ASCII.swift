/// Byte classes from RFC 3986, section 2, on UTF-8 code units.
enum ASCII {
    static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A
    }

    static func isDigit(_ byte: UInt8) -> Bool {
        byte >= 0x30 && byte <= 0x39
    }

    /// `ALPHA / DIGIT / "-" / "." / "_" / "~"`
    static func isUnreserved(_ byte: UInt8) -> Bool {
        isLetter(byte) || isDigit(byte) || byte == 0x2D || byte == 0x2E || byte == 0x5F || byte == 0x7E
    }

    /// `"!" / "$" / "&" / "'" / "(" / ")" / "*" / "+" / "," / ";" / "="`
    static func isSubDelimiter(_ byte: UInt8) -> Bool {
        byte == 0x21 || byte == 0x24 || (byte >= 0x26 && byte <= 0x2C) || byte == 0x3B || byte == 0x3D
    }

    /// `unreserved / sub-delims / ":" / "@"` (a `pchar` without its percent-escapes).
    static func isPathByte(_ byte: UInt8) -> Bool {
        isUnreserved(byte) || isSubDelimiter(byte) || byte == 0x3A || byte == 0x40
    }

    /// `scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )`, past the first character.
    static func isSchemeByte(_ byte: UInt8) -> Bool {
        isLetter(byte) || isDigit(byte) || byte == 0x2B || byte == 0x2D || byte == 0x2E
    }

    /// The value of a hexadecimal digit, or `nil`.
    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 0x30...0x39: byte &- 0x30
        case 0x41...0x46: byte &- 0x37
        case 0x61...0x66: byte &- 0x57
        default: nil
        }
    }

    static func lowercased(_ byte: UInt8) -> UInt8 {
        byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
    }

    /// A C0 control character or DEL.
    static func isControl(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == 0x7F
    }
}

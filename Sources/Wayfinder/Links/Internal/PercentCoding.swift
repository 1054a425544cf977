/// Percent-encoding for printing, percent-decoding and UTF-8 validation for parsing.
enum PercentCoding {
    /// Where a value is printed; each place leaves a different set of bytes unescaped.
    enum Place {
        /// A path segment: unreserved characters and `! $ ' ( ) * , ; =` stay as they are.
        case pathSegment
        /// A query value: unreserved characters and `! $ ' ( ) * , ; : @ / ?` stay as they are.
        case queryValue
    }

    /// Percent-encodes `text` for `place`, with uppercase hexadecimal digits.
    static func encode(_ text: String, for place: Place) -> String {
        var out = ""
        append(text, for: place, to: &out)
        return out
    }

    /// Appends `text` to `out`, percent-encoded for `place`.
    /// - Returns: The number of bytes appended.
    @discardableResult
    static func append(_ text: some StringProtocol, for place: Place, to out: inout String) -> Int {
        // Most values (numbers, identifiers) need no escape: they are appended as they are.
        guard !text.utf8.allSatisfy({ isLeftAsIs($0, in: place) }) else {
            out += text
            return text.utf8.count
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count * 3)
        for byte in text.utf8 {
            if isLeftAsIs(byte, in: place) {
                bytes.append(byte)
            } else {
                bytes.append(0x25)
                bytes.append(hexDigit(byte >> 4))
                bytes.append(hexDigit(byte & 0x0F))
            }
        }
        out += String(decoding: bytes, as: UTF8.self)
        return bytes.count
    }

    static func isLeftAsIs(_ byte: UInt8, in place: Place) -> Bool {
        if ASCII.isUnreserved(byte) { return true }
        switch byte {
        case 0x21, 0x24, 0x27, 0x28, 0x29, 0x2A, 0x2C, 0x3B: return true  // ! $ ' ( ) * , ;
        case 0x3D: return place == .pathSegment  // =
        case 0x3A, 0x40, 0x2F, 0x3F: return place == .queryValue  // : @ / ?
        default: return false
        }
    }

    static func hexDigit(_ nibble: UInt8) -> UInt8 {
        nibble < 10 ? 0x30 + nibble : 0x37 + nibble
    }

    /// Why decoding failed.
    enum DecodingProblem: Error {
        case badEscape
        case notUTF8
        case control
    }

    /// Decodes `count` bytes at `source` into `target` (which must have room for `count` bytes),
    /// turning `+` into a space when `plusIsSpace`.
    ///
    /// - Returns: The number of bytes written.
    /// - Throws: When an escape is not `%` and two hexadecimal digits, when the result is not
    ///   UTF-8, or when it holds a control character.
    static func decode(
        _ source: UnsafePointer<UInt8>,
        count: Int,
        into target: UnsafeMutablePointer<UInt8>,
        plusIsSpace: Bool
    ) throws(DecodingProblem) -> Int {
        var read = 0
        var written = 0
        var sawHighByte = false
        while read < count {
            var byte = source[read]
            if byte == 0x25 {
                guard read + 2 < count else { throw .badEscape }
                guard let high = ASCII.hexValue(source[read + 1]), let low = ASCII.hexValue(source[read + 2])
                else { throw .badEscape }
                byte = high << 4 | low
                read += 3
            } else {
                if plusIsSpace && byte == 0x2B { byte = 0x20 }
                read += 1
            }
            if ASCII.isControl(byte) { throw .control }
            if byte >= 0x80 { sawHighByte = true }
            target[written] = byte
            written += 1
        }
        if sawHighByte && !isValidUTF8(UnsafePointer(target), count: written) { throw .notUTF8 }
        return written
    }

    /// Whether the bytes are well-formed UTF-8 (no overlong forms, surrogates or values past U+10FFFF).
    static func isValidUTF8(_ bytes: UnsafePointer<UInt8>, count: Int) -> Bool {
        var index = 0
        while index < count {
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            let length: Int
            var lower: UInt8 = 0x80
            var upper: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0:
                length = 3
                lower = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED:
                length = 3
                upper = 0x9F
            case 0xF0:
                length = 4
                lower = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4:
                length = 4
                upper = 0x8F
            default: return false
            }
            guard index + length <= count else { return false }
            let second = bytes[index + 1]
            guard second >= lower && second <= upper else { return false }
            for offset in 2..<max(length, 2) where bytes[index + offset] & 0xC0 != 0x80 {
                return false
            }
            index += length
        }
        return true
    }
}

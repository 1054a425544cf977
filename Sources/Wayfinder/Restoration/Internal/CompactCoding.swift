// The snapshot's own small format: a `Codable` encoder and decoder written as tagged text, for
// the few dozen values a snapshot holds, written on every move to the background and read on
// every cold launch.
//
// Grammar (bytes):
//   node   = "n"                        nil
//          | "t" | "f"                  Bool
//          | "i" ["-"] digits ";"       signed integer
//          | "u" digits ";"             unsigned integer
//          | "d" digits ";"             Double, its bit pattern in decimal
//          | "s" text                   String
//          | "l" node* "."              unkeyed, ended by "."
//          | "k" (text node)* "."       keyed, ended by ".", entries in encoding order
//   text   = digits ":" UTF-8 bytes     the length in bytes, then the bytes
//   digits = one to twenty of "0"..."9"
//
// A container is ended by "." rather than led by its count, so encoding writes bytes as the
// values arrive (CompactSink). Decoding checks the whole payload
// once (CompactInput: every tag, number, length, UTF-8 text, terminator and the nesting depth)
// and then decodes straight from the bytes.
//
// Coding paths are not tracked (an error in a snapshot is reported as "undecodable", never by
// path), which keeps encoding and decoding free of an array per value.

package enum CompactCoding {
    /// The deepest nesting a payload may have; deeper input is rejected, not recursed into.
    static let maxDepth = 64

    /// Encodes `value` in the compact format, writing bytes as its `encode(to:)` calls arrive,
    /// whatever order it uses its containers in.
    /// - Throws: What the value's own `encode(to:)` throws, and `EncodingError.invalidValue`
    ///   when it asks one encoder for two kinds of container or two single values.
    package static func encode(_ value: some Encodable) throws -> [UInt8] {
        try CompactSink.pool.with { sink in
            sink.begin()
            try sink.value(value)
            try sink.finish(value)
            return sink.payload
        }
    }

    /// Decodes a `T` from the compact format.
    /// - Throws: A `DecodingError` when the bytes do not follow the grammar, nest deeper than
    ///   ``maxDepth``, or hold values of other kinds than `T` reads.
    package static func decode<T: Decodable>(_ type: T.Type, from bytes: some Collection<UInt8>) throws -> T {
        try decode(type, from: Array(bytes))
    }

    /// Decodes a `T` from the compact format, without copying `bytes`.
    static func decode<T: Decodable>(_ type: T.Type, from bytes: [UInt8]) throws -> T {
        try CompactInput.pool.with { input in
            try input.load(bytes)
            return try CompactDecoder(input: InputReference(input), position: 0).value(T.self)
        }
    }

    static let failure = DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "not a snapshot"))

    /// What a decoder or container kept past the end of its decode throws when used.
    static let decodeEnded = DecodingError.dataCorrupted(
        .init(codingPath: [], debugDescription: "a decoder or container used after its decode ended"))

    /// What an encoder or container kept past the end of its encode throws when used.
    static var encodeEnded: EncodingError {
        .invalidValue(
            (), .init(codingPath: [], debugDescription: "an encoder or container used after its encode ended"))
    }

    // MARK: Writing

    /// The byte that ends a container.
    static let end = UInt8(ascii: ".")

    static func number(_ tag: Unicode.Scalar, _ value: some BinaryInteger, to out: inout SinkBuffer<UInt8>) {
        out.append(UInt8(ascii: tag))
        if value < 0 { out.append(UInt8(ascii: "-")) }
        digits(UInt64(value.magnitude), to: &out)
        out.append(UInt8(ascii: ";"))
    }

    static func string(_ value: String, to out: inout SinkBuffer<UInt8>) {
        out.append(UInt8(ascii: "s"))
        text(value, to: &out)
    }

    static func text(_ text: String, to out: inout SinkBuffer<UInt8>) {
        // Native and small strings (every key, nearly every value) lend their bytes without a
        // copy of the string; others (a bridged string) are made contiguous once, then lend
        // theirs. (A local function shared by the two ways captures `out`, and costs some 45
        // instructions more a call.)
        let written: Void? = text.utf8.withContiguousStorageIfAvailable { bytes in
            digits(UInt64(bytes.count), to: &out)
            out.append(UInt8(ascii: ":"))
            out.append(contentsOf: bytes)
        }
        if written == nil {
            var contiguous = text
            contiguous.makeContiguousUTF8()
            Self.text(contiguous, to: &out)
        }
    }

    /// Decimal digits without making a string, most significant first.
    @inline(__always)
    private static func digits(_ value: UInt64, to out: inout SinkBuffer<UInt8>) {
        // Most numbers here are lengths and small values of one or two digits.
        if value < 10 {
            out.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value))
        } else if value < 100 {
            let (tens, ones) = UInt8(truncatingIfNeeded: value).quotientAndRemainder(dividingBy: 10)
            out.append(length: 2) { digits in
                digits[0] = UInt8(ascii: "0") &+ tens
                digits[1] = UInt8(ascii: "0") &+ ones
            }
        } else {
            manyDigits(value, to: &out)
        }
    }

    private static func manyDigits(_ value: UInt64, to out: inout SinkBuffer<UInt8>) {
        var length = 1
        var rest = value / 10
        while rest > 0 {
            length += 1
            rest /= 10
        }
        // Least significant last, written from the end (division by the constant 10 is a
        // multiplication).
        out.append(length: length) { digits in
            var magnitude = value
            for i in digits.indices.reversed() {
                digits[i] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude % 10)
                magnitude /= 10
            }
        }
    }
}

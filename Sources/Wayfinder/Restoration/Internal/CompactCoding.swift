// The snapshot's own small format: a `Codable` encoder and decoder written as tagged text. It
// exists because a snapshot is written each time the app goes to the background and read on
// every cold launch, and JSONEncoder/JSONDecoder cost several times more for the few dozen values
// a snapshot holds. Most of what is left is the standard library's own `Codable` machinery (a
// boxed container per keyed container, generic metadata looked up at run time, `allKeys`
// converted twice), which any encoder pays.
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
// values arrive (CompactSink), without building a tree first. Decoding checks the whole payload
// once (CompactInput: every tag, number, length, UTF-8 text, terminator and the nesting depth)
// and then decodes straight from the bytes.
//
// Coding paths are not tracked (an error in a snapshot is reported as "undecodable", never by
// path), which keeps encoding and decoding free of an array per value.

package enum CompactCoding {
    /// The deepest nesting a payload may have; deeper input is rejected, not recursed into.
    static let maxDepth = 64

    /// Encodes `value` in the compact format.
    ///
    /// Bytes are written as the value's `encode(to:)` calls arrive. A value that uses its
    /// containers out of order (writes to a container after a later sibling was opened, keeps a
    /// container past its own `encode(to:)`, asks for a super encoder, or mixes container kinds)
    /// is encoded again through a tree of nodes, which accepts any order and writes the same
    /// grammar; for values that use their containers in order both paths give the same bytes.
    /// - Throws: What the value's own `encode(to:)` throws.
    package static func encode(_ value: some Encodable) throws -> [UInt8] {
        let sink = CompactSink()
        try sink.value(value)
        if !sink.isIrregular { return sink.bytes }
        var out: [UInt8] = []
        out.reserveCapacity(sink.bytes.count)
        write(try CompactTree.node(of: value), to: &out)
        return out
    }

    /// Decodes a `T` from the compact format.
    /// - Throws: A `DecodingError` when the bytes do not follow the grammar, nest deeper than
    ///   ``maxDepth``, or hold values of other kinds than `T` reads.
    package static func decode<T: Decodable>(_ type: T.Type, from bytes: some Collection<UInt8>) throws -> T {
        try decode(type, from: Array(bytes))
    }

    /// Decodes a `T` from the compact format, without copying `bytes`.
    static func decode<T: Decodable>(_ type: T.Type, from bytes: [UInt8]) throws -> T {
        let input = try CompactInput(bytes)
        return try CompactDecoder(input: input, position: 0).value(T.self)
    }

    /// The checksum a snapshot's header carries. Called from non-generic code, so that the
    /// loop over the bytes is specialized for an array rather than run through `Sequence`'s
    /// witnesses (an allocation per byte in the generic snapshot's unspecialized code).
    static func checksum(_ bytes: [UInt8]) -> String { Checksum.fnv1a(bytes) }

    static let failure = DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "not a snapshot"))

    // MARK: Writing

    /// Writes a node of the fallback tree.
    static func write(_ node: CompactNode, to out: inout [UInt8]) {
        switch node {
        case .null: out.append(UInt8(ascii: "n"))
        case .bool(let v): out.append(UInt8(ascii: v ? "t" : "f"))
        case .int(let v): number("i", v, to: &out)
        case .uint(let v): number("u", v, to: &out)
        case .double(let v): number("d", v.bitPattern, to: &out)
        case .string(let v): string(v, to: &out)
        case .list(let list):
            out.append(UInt8(ascii: "l"))
            for item in list.items { write(item, to: &out) }
            out.append(end)
        case .keyed(let keyed):
            out.append(UInt8(ascii: "k"))
            for entry in keyed.entries {
                text(entry.key, to: &out)
                write(entry.value, to: &out)
            }
            out.append(end)
        }
    }

    /// The byte that ends a container.
    static let end = UInt8(ascii: ".")

    static func number(_ tag: Unicode.Scalar, _ value: some BinaryInteger, to out: inout [UInt8]) {
        out.append(UInt8(ascii: tag))
        digits(value, to: &out)
        out.append(UInt8(ascii: ";"))
    }

    static func string(_ value: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "s"))
        text(value, to: &out)
    }

    static func text(_ text: String, to out: inout [UInt8]) {
        var text = text
        text.withUTF8 { bytes in
            digits(bytes.count, to: &out)
            out.append(UInt8(ascii: ":"))
            out.append(contentsOf: bytes)
        }
    }

    /// Decimal digits without making a string, most significant first.
    private static func digits(_ value: some BinaryInteger, to out: inout [UInt8]) {
        if value < 0 { out.append(UInt8(ascii: "-")) }
        let magnitude = UInt64(value.magnitude)
        var divisor: UInt64 = 1
        while divisor <= magnitude / 10 { divisor &*= 10 }
        repeat {
            out.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude / divisor % 10))
            divisor /= 10
        } while divisor > 0
    }
}

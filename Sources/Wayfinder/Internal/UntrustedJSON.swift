package import Foundation

/// The one way Wayfinder decodes JSON it reads back from a file (a snapshot, a window listing, a
/// journal export, an associated-domains file): bytes anyone with the file can edit, handed to a
/// decoder only once they are known not to make it trap.
///
/// Foundation's JSON decoder refuses more than 512 levels of nesting, but traps while it builds
/// that error when the 513th level opens on the last byte (a 534-byte snapshot crashed every cold
/// launch). So the nesting is bounded here first, in one linear pass over the bytes that skips
/// brackets inside strings (escapes included), far below the decoder's own limit: no file
/// Wayfinder writes nests deeper than a handful of levels.
package enum UntrustedJSON {
    /// The deepest nesting of arrays and objects read: 64 levels. A snapshot nests 5 levels
    /// plus what a schema's screens nest, a window listing 3, a journal entry 7.
    package static let maxDepth = 64

    /// Whether no array or object in `bytes` opens deeper than `maxDepth` levels and no bracket
    /// closes one that is not open. Brackets inside strings are not counted; a string left open
    /// is left to the decoder, which refuses it.
    /// - Complexity: O(*n*) in the bytes, no allocation.
    package static func isShallow(_ bytes: some Sequence<UInt8>, maxDepth: Int = maxDepth) -> Bool {
        var depth = 0
        var inString = false
        var escaped = false
        for byte in bytes {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                if depth > maxDepth { return false }
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                if depth == 0 { return false }
                depth -= 1
            default: break
            }
        }
        return true
    }

    /// `data` decoded as `type`, or `nil` when it nests deeper than ``maxDepth`` or does not
    /// decode. The decoder never sees bytes that nest too deep.
    package static func decode<T: Decodable>(
        _ type: T.Type, from data: Data, decoder: JSONDecoder = JSONDecoder()
    ) -> T? {
        let shallow = data.withUnsafeBytes { isShallow($0) }
        guard shallow else { return nil }
        return try? decoder.decode(type, from: data)
    }
}

package import Foundation

/// The one convention for everything Wayfinder writes to outlive a process (the snapshot, the
/// window listing, the journal export): a header line, `wayfinder-KIND VERSION`, then UTF-8 JSON
/// written by Foundation's `JSONEncoder` with sorted keys, so the same value gives the same bytes
/// from run to run.
///
/// The header says what the file is and which format wrote it before anything is decoded, so a
/// reader refuses a file of another kind or version with a message that names both, and never
/// guesses. A file read back is untrusted input: ``read(_:kind:maxBytes:)`` looks at no more than
/// the header's few bytes before the size cap has been checked.
package enum PersistedFile {
    /// The header line of a file of `kind` written in format `version`, with its newline.
    package static func header(kind: String, version: Int) -> Data {
        Data("wayfinder-\(kind) \(version)\n".utf8)
    }

    /// The encoder every such file uses: sorted keys, slashes left as they are.
    package static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    /// `value` as a file of `kind` in format `version`.
    /// - Throws: What `value`'s own `encode(to:)` throws.
    package static func encode(_ value: some Encodable, kind: String, version: Int) throws -> Data {
        header(kind: kind, version: version) + (try encoder().encode(value))
    }

    /// Why bytes are not a file of the kind asked for.
    package enum Problem: Error, Hashable, Sendable {
        /// The bytes do not start with the header of this kind.
        case notThisKind
        /// More bytes than the reader accepts.
        case tooLarge(bytes: Int, cap: Int)
    }

    /// The format version in the header of a file of `kind`, and the bytes after the header.
    /// - Throws: ``Problem/tooLarge(bytes:cap:)`` beyond `maxBytes`; ``Problem/notThisKind``
    ///   when the bytes do not start with `wayfinder-KIND `, one to nine digits and a newline.
    package static func read(_ data: Data, kind: String, maxBytes: Int) throws(Problem) -> (version: Int, body: Data) {
        guard data.count <= maxBytes else { throw .tooLarge(bytes: data.count, cap: maxBytes) }
        let prefix = Array("wayfinder-\(kind) ".utf8)
        guard data.starts(with: prefix) else { throw .notThisKind }
        var index = data.startIndex + prefix.count
        var version = 0
        var digits = 0
        while index < data.endIndex, digits < 9, let digit = Self.digit(data[index]) {
            version = version * 10 + digit
            digits += 1
            index += 1
        }
        guard digits > 0, index < data.endIndex, data[index] == UInt8(ascii: "\n") else { throw .notThisKind }
        return (version, Data(data[(index + 1)...]))
    }

    /// The first `maxBytes + 1` bytes of the file at `url` at most, so that a reader refuses a
    /// file over its cap without ever holding more than one byte past it: a 1 GiB file costs
    /// `maxBytes + 1` bytes of memory, not a gigabyte.
    /// - Returns: `nil` when the file cannot be opened or read.
    package static func contents(of url: URL, maxBytes: Int) -> Data? {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return nil }
        defer { try? handle.close() }
        do {
            return try handle.read(upToCount: maxBytes + 1) ?? Data()
        } catch {
            return nil
        }
    }

    /// Whether `data` starts with the header of a file of `kind`, whatever its version.
    package static func isKind(_ data: Data, _ kind: String) -> Bool {
        data.starts(with: Array("wayfinder-\(kind) ".utf8))
    }

    private static func digit(_ byte: UInt8) -> Int? {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) ? Int(byte - UInt8(ascii: "0")) : nil
    }
}

public import Foundation

/// What is saved when the app goes to the background: the selected tab and each tab's stack.
/// Never a modal, a notice, the pending link or anything secret.
///
/// The encoded form carries a version and a checksum of its contents, in a small format of the
/// snapshot's own (tagged values, texts with their lengths, no JSON), so saving on every move to the
/// background and reading on every cold launch costs microseconds. The checksum detects
/// corruption and hand edits; it is not a signature against a determined attacker, which is
/// why a restored snapshot still passes every access check a link would.
public struct NavigationSnapshot<Schema: NavigationSchema>: Hashable, Sendable, Codable {
    /// One tab's stack.
    public struct TabStack: Hashable, Sendable, Codable {
        /// The tab.
        public var tab: Schema.Tab
        /// Its screens, bottom first.
        public var screens: [Schema.Screen]
    }

    /// The snapshot format this version of Wayfinder writes. It also reads format 2, which had
    /// the same payload under an FNV-1a checksum.
    public static var currentVersion: Int { 3 }

    /// The oldest format this version of Wayfinder reads.
    static var oldestReadVersion: Int { 2 }

    /// The format version.
    public var version: Int
    /// The selected tab.
    public var selectedTab: Schema.Tab
    /// Each tab's stack, in the schema's tab order; tabs at their root are left out.
    public var stacks: [TabStack]

    /// The snapshot of `state`, leaving out screens the schema does not persist (and everything
    /// above them in their stack).
    public init(of state: NavigationState<Schema>, schema: Schema) {
        version = Self.currentVersion
        selectedTab = state.selectedTab
        stacks = schema.tabs.compactMap { tab in
            let stack = state.stack(for: tab)
            // A stack kept whole is shared, not copied.
            var kept = 0
            while kept < stack.count, schema.persists(stack[kept]) { kept += 1 }
            guard kept > 0 else { return nil }
            return TabStack(tab: tab, screens: kept == stack.count ? stack : Array(stack[..<kept]))
        }
    }

    /// The encoded snapshot: a line with the checksum of the payload (16 hex digits), then the
    /// payload in the snapshot's compact format, with the snapshot's ``version``.
    public func encoded() -> Data {
        CompactSink.pool.with { sink in
            // Encoding the schema's tabs and screens fails only if their own `encode(to:)`
            // throws; an empty payload then reads back as undecodable, the documented fallback.
            if (try? writeCompactPayload(to: sink, headerLength: 17)) == nil { sink.begin(headerLength: 17) }
            let sum = sink.payloadChecksum
            return sink.takeData { header in
                for i in 0..<16 { header[i] = Checksum.hexDigit(of: sum, at: i) }
                header[16] = UInt8(ascii: "\n")
            }
        }
    }

    /// Why a snapshot could not be read.
    public enum ReadError: Error, Hashable, Sendable, CustomStringConvertible {
        /// Not a snapshot at all.
        case undecodable
        /// The checksum does not match its contents.
        case tampered
        /// Written by a format this version does not read.
        case unsupportedVersion(Int)

        public var description: String {
            switch self {
            case .undecodable: "the saved state could not be decoded"
            case .tampered: "the saved state failed its integrity check"
            case .unsupportedVersion(let v):
                "the saved state has format version \(v), this app reads versions "
                    + "\(NavigationSnapshot.oldestReadVersion) to \(NavigationSnapshot.currentVersion)"
            }
        }
    }

    /// Decodes and checks a snapshot.
    /// - Throws: ``ReadError``.
    public static func decode(_ data: Data) throws(ReadError) -> Self {
        let checksumLength = 16
        guard data.count > checksumLength, data[data.startIndex + checksumLength] == UInt8(ascii: "\n") else {
            throw .undecodable
        }
        let payload = [UInt8](data.dropFirst(checksumLength + 1))
        // The header's 16 bytes against the digits of the payload's checksum, without strings:
        // the sum format 3 writes, or else FNV-1a, which formats 1 and 2 wrote.
        func headerIs(_ sum: UInt64) -> Bool {
            (0..<checksumLength).allSatisfy { data[data.startIndex + $0] == Checksum.hexDigit(of: sum, at: $0) }
        }
        guard headerIs(payload.withUnsafeBytes(Checksum.words)) || headerIs(Checksum.fnv1aValue(payload)) else {
            throw .tampered
        }
        if payload.first == UInt8(ascii: "{") {
            // Version 1 wrote JSON: say which version it was rather than "undecodable".
            if let version = try? JSONDecoder().decode(Version.self, from: Data(payload)) {
                throw .unsupportedVersion(version.version)
            }
            throw .undecodable
        }
        return try read(compact: payload)
    }

    private struct Version: Codable {
        var version: Int
    }
}

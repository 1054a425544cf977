public import Foundation

/// What is saved when the app goes to the background: the selected tab and each tab's stack.
/// Never a modal, a notice, the pending link or anything secret.
///
/// The encoded form carries a version and a checksum of its contents. The checksum detects
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

    /// The snapshot format this version of Wayfinder writes and reads.
    public static var currentVersion: Int { 1 }

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
            let kept = Array(stack.prefix { schema.persists($0) })
            return kept.isEmpty ? nil : TabStack(tab: tab, screens: kept)
        }
    }

    /// The encoded snapshot: `{"checksum": …, "payload": …}`, JSON with sorted keys.
    public func encoded() -> Data {
        let payload = (try? Self.encoder.encode(self)) ?? Data()
        let envelope = Envelope(checksum: Self.checksum(payload), payload: payload)
        return (try? Self.encoder.encode(envelope)) ?? Data()
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
                "the saved state has format version \(v), this app reads \(NavigationSnapshot.currentVersion)"
            }
        }
    }

    /// Decodes and checks a snapshot.
    /// - Throws: ``ReadError``.
    public static func decode(_ data: Data) throws(ReadError) -> Self {
        guard let envelope = try? JSONDecoder().decode(Envelope.self, from: data) else { throw .undecodable }
        guard envelope.checksum == checksum(envelope.payload) else { throw .tampered }
        guard let header = try? JSONDecoder().decode(Header.self, from: envelope.payload) else { throw .undecodable }
        guard header.version == currentVersion else { throw .unsupportedVersion(header.version) }
        guard let snapshot = try? JSONDecoder().decode(Self.self, from: envelope.payload) else { throw .undecodable }
        return snapshot
    }

    private struct Envelope: Codable {
        var checksum: String
        var payload: Data
    }

    private struct Header: Codable {
        var version: Int
    }

    private static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return encoder
    }

    static func checksum(_ data: Data) -> String { Checksum.fnv1a(data) }
}

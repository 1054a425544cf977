package import Foundation

/// What is saved when the app goes to the background: the selected tab and each tab's stack.
/// Never a modal, a notice, the pending link, an account's name or anything secret.
///
/// The encoded form is a header line with the format version, `wayfinder-snapshot 4`, then the
/// snapshot as JSON through Foundation's `JSONEncoder` with sorted keys. A snapshot read back is
/// untrusted input: it is decoded, then every screen passes the same checks a link would, and
/// protected screens come back only for the account that saved them.
package struct NavigationSnapshot<Schema: NavigationSchema>: Hashable, Sendable, Codable {
    /// One tab's stack.
    package struct TabStack: Hashable, Sendable, Codable {
        package var tab: Schema.Tab
        /// Its screens, bottom first.
        package var screens: [Schema.Screen]
    }

    /// The snapshot format this version of Wayfinder writes, and the only one it reads.
    package static var currentVersion: Int { 4 }

    package var version: Int
    package var selectedTab: Schema.Tab
    /// Each tab's stack, in the schema's tab order; tabs at their root are left out.
    package var stacks: [TabStack]
    /// What tells the account that saved it from another, without its name; `nil` when no
    /// account was signed in.
    var account: AccountBinding?

    /// The snapshot of `state`, leaving out screens the schema does not persist (and everything
    /// above them in their stack).
    package init(of state: NavigationState<Schema>, schema: Schema) {
        version = Self.currentVersion
        selectedTab = state.selectedTab
        stacks = schema.tabs.compactMap { tab in
            let stack = state.stack(for: tab)
            var kept = 0
            while kept < stack.count, schema.persists(stack[kept]) { kept += 1 }
            guard kept > 0 else { return nil }
            return TabStack(tab: tab, screens: kept == stack.count ? stack : Array(stack[..<kept]))
        }
        account = state.session.account.map {
            AccountBinding(
                account: $0, seed: "\(state.now.sinceStart) \(state.nextLinkID) \(state.nextResolutionID)")
        }
    }

    /// The kind of file in the header.
    static var kind: String { "snapshot" }

    /// The encoded snapshot: the header line `wayfinder-snapshot 4`, then the snapshot as JSON
    /// with sorted keys (the same snapshot gives the same bytes).
    package func encoded() -> Data {
        // Encoding fails only if a tab's or a screen's own `encode(to:)` throws; the header
        // alone then reads back as undecodable, the documented fallback.
        (try? PersistedFile.encode(self, kind: Self.kind, version: version))
            ?? PersistedFile.header(kind: Self.kind, version: version)
    }

    /// Why a snapshot could not be read.
    package enum ReadError: Error, Hashable, Sendable, CustomStringConvertible {
        /// Not a snapshot at all, or one whose JSON does not decode as this schema's snapshot.
        case undecodable
        /// Written by a format this version does not read.
        case unsupportedVersion(Int)

        package var description: String {
            switch self {
            case .undecodable: "the saved state could not be decoded"
            case .unsupportedVersion(let v):
                "the saved state has format version \(v), this app reads version \(NavigationSnapshot.currentVersion)"
            }
        }
    }

    /// Decodes a snapshot.
    /// - Throws: ``ReadError/unsupportedVersion(_:)`` for a snapshot whose header names another
    ///   format, else ``ReadError/undecodable``. No release wrote a format before 4 (none was
    ///   tagged), so nothing else is read.
    package static func decode(_ data: Data) throws(ReadError) -> Self {
        let file: (version: Int, body: Data)
        do {
            file = try PersistedFile.read(data, kind: kind, maxBytes: .max)
        } catch {
            throw .undecodable
        }
        guard file.version == currentVersion else { throw .unsupportedVersion(file.version) }
        guard let snapshot = UntrustedJSON.decode(Self.self, from: file.body), snapshot.version == file.version
        else { throw .undecodable }
        return snapshot
    }

}

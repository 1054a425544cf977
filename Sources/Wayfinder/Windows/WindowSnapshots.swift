package import Foundation

/// What an app with several windows saves when it goes to the background: each window's
/// ``NavigationSnapshot`` under its name, and which window was in front.
///
/// An app with one window, ``WindowID/main``, saves that window's snapshot alone, exactly as
/// before windows existed; this form is written only when another window is open, and a plain
/// snapshot reads back as `main`'s. A window's snapshot that does not read costs that window
/// alone its state.
package struct WindowSnapshots: Hashable, Sendable {
    /// The window that was in front.
    package var frontmost: WindowID
    /// Each window's encoded ``NavigationSnapshot``, least recently in front first.
    package var windows: [Entry]

    /// One window's saved state.
    package struct Entry: Hashable, Sendable {
        package var window: WindowID
        /// Its encoded ``NavigationSnapshot``.
        package var snapshot: Data

        package init(window: WindowID, snapshot: Data) {
            self.window = window
            self.snapshot = snapshot
        }
    }

    package init(frontmost: WindowID, windows: [Entry]) {
        self.frontmost = frontmost
        self.windows = windows
    }

    /// The kind of file in the header, and the format version written and read.
    static let kind = "windows"
    static let version = 2

    /// The listing as JSON: each window's snapshot is its encoded text (UTF-8 JSON) as a string;
    /// bytes that are not UTF-8 (never a snapshot this package wrote) go in base64 instead.
    private struct File: Codable {
        struct Window: Codable {
            var window: String
            var snapshot: String?
            var base64: String?

            init(_ entry: Entry) {
                window = entry.window.name
                if let text = String(data: entry.snapshot, encoding: .utf8) {
                    snapshot = text
                } else {
                    base64 = entry.snapshot.base64EncodedString()
                }
            }

            var entry: Entry? {
                let data = snapshot.map { Data($0.utf8) } ?? base64.flatMap { Data(base64Encoded: $0) }
                return data.map { Entry(window: WindowID(window), snapshot: $0) }
            }
        }
        var frontmost: String
        var windows: [Window]
    }

    /// The encoded listing: the header line `wayfinder-windows 2`, then JSON with sorted keys
    /// naming the frontmost window and holding each window's name and its snapshot's text. Each
    /// window's snapshot is taken as it is, never decoded or encoded again.
    package func encoded() -> Data {
        let file = File(
            frontmost: frontmost.name,
            windows: windows.map(File.Window.init))
        // Strings and arrays of strings always encode.
        return (try? PersistedFile.encode(file, kind: Self.kind, version: Self.version))
            ?? PersistedFile.header(kind: Self.kind, version: Self.version)
    }

    /// Whether `data` is a window listing rather than one window's snapshot.
    package static func isListing(_ data: Data) -> Bool { PersistedFile.isKind(data, kind) }

    /// Why a listing could not be read.
    package enum ReadError: Error, Hashable, Sendable, CustomStringConvertible {
        /// Not a listing of windows.
        case undecodable
        /// A listing whose header names another format.
        case unsupportedVersion(Int)

        package var description: String {
            switch self {
            case .undecodable: "the saved windows could not be decoded"
            case .unsupportedVersion(let version):
                "the saved windows have format version \(version), this app reads version \(WindowSnapshots.version)"
            }
        }
    }

    /// Reads a listing.
    /// - Throws: ``ReadError/unsupportedVersion(_:)`` for a listing whose header names another
    ///   format, ``ReadError/undecodable`` when it is not a listing, or names a frontmost window it
    ///   does not hold.
    package static func decode(_ data: Data) throws(ReadError) -> WindowSnapshots {
        guard let file = try? PersistedFile.read(data, kind: kind, maxBytes: .max) else { throw .undecodable }
        guard file.version == version else { throw .unsupportedVersion(file.version) }
        guard let decoded = UntrustedJSON.decode(File.self, from: file.body),
            decoded.windows.contains(where: { $0.window == decoded.frontmost })
        else { throw .undecodable }
        var windows: [Entry] = []
        windows.reserveCapacity(decoded.windows.count)
        for window in decoded.windows {
            guard let entry = window.entry else { throw .undecodable }
            windows.append(entry)
        }
        return WindowSnapshots(frontmost: WindowID(decoded.frontmost), windows: windows)
    }
}

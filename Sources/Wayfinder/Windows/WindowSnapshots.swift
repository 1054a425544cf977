public import Foundation

/// What an app with several windows saves when it goes to the background: each window's
/// ``NavigationSnapshot`` under its name, and which window was in front.
///
/// An app with one window, ``WindowID/main``, saves that window's snapshot alone, exactly as
/// before windows existed; this form is written only when another window is open, and a plain
/// snapshot reads back as `main`'s. The listing carries a checksum, and each window's snapshot
/// keeps its own, so a damaged entry costs that window alone its state.
public struct WindowSnapshots: Hashable, Sendable {
    /// The window that was in front.
    public var frontmost: WindowID
    /// Each window's encoded ``NavigationSnapshot``, least recently in front first.
    public var windows: [Entry]

    /// One window's saved state.
    public struct Entry: Hashable, Sendable {
        /// The window.
        public var window: WindowID
        /// Its encoded ``NavigationSnapshot``.
        public var snapshot: Data

        /// Creates an entry.
        public init(window: WindowID, snapshot: Data) {
            self.window = window
            self.snapshot = snapshot
        }
    }

    /// Creates a listing.
    public init(frontmost: WindowID, windows: [Entry]) {
        self.frontmost = frontmost
        self.windows = windows
    }

    static let header = "wayfinder-windows 1\n"

    /// The encoded listing: a header line, the checksum of the rest, then one line for the
    /// frontmost window and one per window (its name percent-escaped, its snapshot in base64).
    public func encoded() -> Data {
        var body = "front \(Self.escape(frontmost.name))\n"
        for entry in windows {
            body += "window \(Self.escape(entry.window.name)) \(entry.snapshot.base64EncodedString())\n"
        }
        let bytes = Array(body.utf8)
        return Data((Self.header + Checksum.fnv1a(bytes) + "\n").utf8) + Data(bytes)
    }

    /// Whether `data` is a window listing rather than one window's snapshot.
    public static func isListing(_ data: Data) -> Bool { data.starts(with: Data(header.utf8)) }

    /// Why a listing could not be read.
    public enum ReadError: Error, Hashable, Sendable, CustomStringConvertible {
        /// Not a listing of windows.
        case undecodable
        /// The checksum does not match its contents.
        case tampered

        public var description: String {
            switch self {
            case .undecodable: "the saved windows could not be decoded"
            case .tampered: "the saved windows failed their integrity check"
            }
        }
    }

    /// Reads a listing.
    /// - Throws: ``ReadError/tampered`` when its checksum does not match, ``ReadError/undecodable``
    ///   when it is not a listing.
    public static func decode(_ data: Data) throws(ReadError) -> WindowSnapshots {
        guard isListing(data) else { throw .undecodable }
        let rest = Array(data.dropFirst(header.utf8.count))
        guard rest.count > 17, rest[16] == UInt8(ascii: "\n") else { throw .undecodable }
        let body = Array(rest[17...])
        guard String(decoding: rest[..<16], as: UTF8.self) == Checksum.fnv1a(body) else { throw .tampered }
        var frontmost: WindowID?
        var windows: [Entry] = []
        for line in String(decoding: body, as: UTF8.self).split(separator: "\n") {
            let words = line.split(separator: " ", omittingEmptySubsequences: false)
            if words.count == 2, words[0] == "front", let name = unescape(words[1]) {
                frontmost = WindowID(name)
            } else if words.count == 3, words[0] == "window", let name = unescape(words[1]),
                let snapshot = Data(base64Encoded: String(words[2]))
            {
                windows.append(Entry(window: WindowID(name), snapshot: snapshot))
            } else {
                throw .undecodable
            }
        }
        guard let frontmost, windows.contains(where: { $0.window == frontmost }) else { throw .undecodable }
        return WindowSnapshots(frontmost: frontmost, windows: windows)
    }

    static func escape(_ name: String) -> String {
        name.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
    }

    static func unescape(_ text: Substring) -> String? {
        guard !text.isEmpty else { return nil }
        return String(text).removingPercentEncoding
    }
}

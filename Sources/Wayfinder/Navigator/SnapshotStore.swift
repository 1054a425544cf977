public import Foundation

/// Where the ``Navigator`` keeps the snapshot saved when the app goes to the background.
public protocol SnapshotStore: Sendable {
    /// The saved snapshot, if any.
    func load() -> Data?
    /// Replaces the saved snapshot.
    func save(_ data: Data)
}

/// Keeps the snapshot in memory: for tests and previews.
public final class InMemorySnapshotStore: SnapshotStore {
    private let data: LockedValue<Data?>
    /// Creates a store, optionally holding a snapshot already.
    public init(_ data: Data? = nil) { self.data = LockedValue(data) }
    public func load() -> Data? { data.withLock { $0 } }
    public func save(_ data: Data) { self.data.withLock { $0 = data } }
}

/// Keeps the snapshot in a file, written atomically (for example in Application Support).
public struct FileSnapshotStore: SnapshotStore {
    public let url: URL
    public init(url: URL) { self.url = url }
    public func load() -> Data? { try? Data(contentsOf: url) }
    public func save(_ data: Data) {
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? data.write(to: url, options: .atomic)
    }
}

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
///
/// ``load()`` reads at most one byte more than the larger of the snapshot's and the window
/// listing's byte caps, so a file grown huge costs no more than that at a cold launch and is
/// refused, with a record, for being over the cap.
public struct FileSnapshotStore: SnapshotStore {
    public let url: URL
    public init(url: URL) { self.url = url }
    public func load() -> Data? { PersistedFile.contents(of: url, maxBytes: RestorationCaps.storedBytes) }
    public func save(_ data: Data) {
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? data.write(to: url, options: .atomic)
    }
}

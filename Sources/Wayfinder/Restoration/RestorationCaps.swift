import Foundation

/// How much a file read back at a cold launch may make the launch do. A snapshot or a window
/// listing is a file anyone with the app's container can edit: beyond these caps the rest is
/// cut, and the restoration's record says which cap cut.
///
/// The byte caps come from what a real app writes, with a margin, so that the largest file
/// accepted restores within a frame at launch (release build, measured with the Shop example):
/// 30 screens deep in every tab writes a 5 KB snapshot, and 16 such windows a 97 KB listing
/// (13 ms to restore); a 256 KiB snapshot restores in about 28 ms and a 256 KiB listing (42
/// windows) in about 48 ms. The old caps (1 MiB, 16 MiB) let a listing take 2 s.
enum RestorationCaps {
    /// The most bytes of one window's snapshot read; a larger one restores the default state.
    static let snapshotBytes = 256 << 10
    /// The most bytes of a window listing read; a larger one starts every window at its default.
    static let listingBytes = 256 << 10
    /// The most bytes ``FileSnapshotStore`` reads: the larger of the two caps above (it holds a
    /// snapshot or a listing); one byte more is read, so a larger file is refused by its cap.
    static var storedBytes: Int { max(snapshotBytes, listingBytes) }
    /// The most screens restored in one tab's stack; the stack is cut above them.
    static let screensPerStack = 256
    /// The most windows a listing reopens (the frontmost and the most recently in front).
    static let windows = 64
}

/// Why a saved snapshot was not restored at all.
enum SnapshotRefusal: Error, Hashable, Sendable, CustomStringConvertible {
    /// It does not read.
    case unreadable(String)
    /// It is larger than ``RestorationCaps/snapshotBytes``.
    case tooLarge(Int)

    var description: String {
        switch self {
        case .unreadable(let why): why
        case .tooLarge(let bytes):
            "the saved state is \(bytes) bytes, over the cap of \(RestorationCaps.snapshotBytes) bytes (cap: bytes read)"
        }
    }
}

extension NavigationSnapshot {
    /// The snapshot in `data`, within ``RestorationCaps/snapshotBytes``.
    static func restorable(from data: Data) -> Result<Self, SnapshotRefusal> {
        guard data.count <= RestorationCaps.snapshotBytes else { return .failure(.tooLarge(data.count)) }
        do throws(ReadError) {
            return .success(try decode(data))
        } catch {
            return .failure(.unreadable(error.description))
        }
    }
}

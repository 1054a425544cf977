import Foundation
import ShopExample
import Testing
import WayfinderTesting

@testable import Wayfinder

/// Files read back at a cold launch are untrusted: no byte sequence may trap a reader, and no
/// file may cost more than its cap to read.
@Suite("Restoration: untrusted files never trap a reader")
@MainActor
struct UntrustedFileTests {
    /// The header line, then 513 `[`: the 513th level of nesting opens on the very last byte,
    /// where Foundation's JSON scanner traps while it builds its "too deeply nested" error.
    static func nested(_ header: String, depth: Int = 513) -> Data {
        Data((header + String(repeating: "[", count: depth)).utf8)
    }

    static func file(_ data: Data) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("untrusted-\(UUID().uuidString)")
        try data.write(to: url)
        return url
    }

    @Test("A 534-byte snapshot nested 513 deep is undecodable, not a trap", arguments: [511, 512, 513, 514])
    func snapshotNesting(_ depth: Int) {
        let data = Self.nested("wayfinder-snapshot 4\n", depth: depth)
        #expect(depth != 513 || data.count == 534)
        #expect(throws: NavigationSnapshot<Shop>.ReadError.self) { try NavigationSnapshot<Shop>.decode(data) }
    }

    @Test("A format-1 snapshot nested 513 deep reads as no known version, not a trap")
    func earlierSnapshotNesting() {
        let data = Data(("0123456789abcdef\n{\"version\":" + String(repeating: "[", count: 512)).utf8)
        #expect(throws: NavigationSnapshot<Shop>.ReadError.undecodable) { try NavigationSnapshot<Shop>.decode(data) }
    }

    @Test("A window listing nested 513 deep is undecodable, not a trap")
    func listingNesting() {
        #expect(throws: WindowSnapshots.ReadError.self) {
            try WindowSnapshots.decode(Self.nested("wayfinder-windows 2\n"))
        }
    }

    @Test("A cold launch through FileSnapshotStore restores the default state from the 534-byte file")
    func navigatorColdLaunch() throws {
        let url = try Self.file(Self.nested("wayfinder-snapshot 4\n"))
        defer { try? FileManager.default.removeItem(at: url) }
        let navigator = Navigator(schema: Shop(), clock: ManualClock(), store: FileSnapshotStore(url: url))
        navigator.launch(.cold, session: .signedOut)
        #expect(navigator.state.location.description == "home")
        #expect(navigator.log.records.contains { $0.source == .restoration })
    }

    @Test("A cold launch of a window navigator restores every window at its default from a nested listing")
    func windowNavigatorColdLaunch() throws {
        let url = try Self.file(Self.nested("wayfinder-windows 2\n"))
        defer { try? FileManager.default.removeItem(at: url) }
        let navigator = WindowNavigator(schema: Shop(), clock: ManualClock(), store: FileSnapshotStore(url: url))
        navigator.launch(.cold, session: .signedOut)
        #expect(navigator.log.records.contains { $0.source == .restoration })
    }

    @Test("FileSnapshotStore reads no more than the largest cap plus one byte, however large the file")
    func storeReadsAtMostTheCap() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("untrusted-\(UUID().uuidString)")
        try Data("wayfinder-snapshot 4\n".utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: 64 << 20)  // a sparse 64 MiB file: cheap to make, costly to read whole
        try handle.close()
        let cap = max(RestorationCaps.snapshotBytes, RestorationCaps.listingBytes)
        let loaded = try #require(FileSnapshotStore(url: url).load())
        #expect(loaded.count == cap + 1)
        let navigator = Navigator(schema: Shop(), clock: ManualClock(), store: FileSnapshotStore(url: url))
        navigator.launch(.cold, session: .signedOut)
        #expect(navigator.state.location.description == "home")
    }

    @Test(
        "The nesting check counts brackets outside strings only, escapes included",
        arguments: [
            ("[[[]]]", 3, true), ("[[[[]]]]", 3, false), ("[\"[[[[\"]", 1, true), ("[\"\\\"[[[\"]", 1, true),
            ("[\"\\\\\",[[[]]]]", 3, false), ("{\"a\":{\"b\":[]}}", 3, true), ("]", 3, false), ("\"[[[[", 1, true),
            ("[\"\\u005b\"]", 1, true),
        ])
    func nestingCheck(_ text: String, _ depth: Int, _ shallow: Bool) {
        #expect(UntrustedJSON.isShallow(Array(text.utf8), maxDepth: depth) == shallow, "\(text)")
    }

    @Test("Every depth from 1 to 600 on the last byte is refused or read, never a trap")
    func everyDepth() {
        for depth in 1...600 {
            let data = Self.nested("wayfinder-snapshot 4\n", depth: depth)
            #expect(throws: NavigationSnapshot<Shop>.ReadError.self) { try NavigationSnapshot<Shop>.decode(data) }
            #expect(throws: WindowSnapshots.ReadError.self) {
                try WindowSnapshots.decode(Self.nested("wayfinder-windows 2\n", depth: depth))
            }
        }
    }
}

extension UntrustedFileTests {
    /// The largest file the Shop example writes in real use (a deep stack in every tab of 16
    /// windows) is about 97 KB; the caps leave a margin and keep a restore within a frame.
    @Test("The snapshot and listing caps are 256 KiB: a listing just over it starts every window at its default")
    func listingCap() {
        #expect(RestorationCaps.snapshotBytes == 256 << 10)
        #expect(RestorationCaps.listingBytes == 256 << 10)
        var state = WindowedState(schema: Lab())
        let data = Data(("wayfinder-windows 2\n" + String(repeating: " ", count: 256 << 10)).utf8)
        let effects = WindowCoordinator(schema: Lab()).reduce(
            &state, .navigation(.launched(.init(.cold, session: .signedIn("alice"), snapshot: data))), at: .zero)
        #expect(
            effects.contains {
                if case .record(let r) = $0 {
                    r.reason == .savedWindowsTooLarge(bytes: data.count, cap: 256 << 10)
                } else {
                    false
                }
            })
    }
}

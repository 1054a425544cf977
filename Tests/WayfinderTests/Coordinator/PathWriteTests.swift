import Testing
import Wayfinder
import WayfinderTesting

/// A path SwiftUI writes passes the access check; a refused write changes nothing.
@Suite("Refused path writes")
struct PathWriteTests {
    @Test(
        "A path write to a screen the session may not reach is rejected and leaves the stack as it was",
        arguments: [
            [Documents.Screen.lockedFile(3)],
            [.folder(1), .lockedFile(3)],
            [.folder(1), .document(5), .lockedFile(3)],
            [.template(2), .folder(1)],
        ])
    func refusedWriteKeepsTheStack(_ path: [Documents.Screen]) async {
        var harness = NavigationHarness.checked(Documents())
        await harness.send(.launched(.init(.cold, session: .signedIn("ada"), link: "docs://folders/1/docs/5")))
        #expect(harness.location == "library > folder(1) > document(5)")
        let records = await harness.send(.pathChanged(.library, path))
        #expect(records.map(\.outcome) == [.rejected], "\(path)")
        #expect(harness.location == "library > folder(1) > document(5)", "\(path)")
        #expect(harness.violations.isEmpty)
    }

    @Test("A path write the session may reach still goes through")
    func allowedWrite() async {
        var harness = NavigationHarness.checked(Documents())
        await harness.send(.launched(.init(.cold, session: .signedIn("ada"), link: "docs://folders/1/docs/5")))
        await harness.send(.pathChanged(.library, [.folder(2)]))
        #expect(harness.location == "library > folder(2)")
        #expect(harness.violations.isEmpty)
    }
}

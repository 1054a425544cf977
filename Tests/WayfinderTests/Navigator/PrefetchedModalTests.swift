import Foundation
import Testing
import Wayfinder
import WayfinderTesting

/// Defect 11: a resolver whose destination is a modal hands its prefetched data to that modal,
/// not to the screen on top of the tab below it.
@Suite("Navigator: prefetched data for a modal")
@MainActor
struct PrefetchedModalTests {
    @Test("A share preview's prefetched data reaches the modal, and leaves when it closes")
    func sharePreview() async {
        let navigator = Navigator(schema: Documents(), clock: ManualClock())
        navigator.launch(.warm, session: .signedIn("ada"))
        navigator.push(.folder(1))
        navigator.open(URL(string: "docs://share/5")!)
        await navigator.settle()
        #expect(navigator.state.modal == .sharePreview)
        let title: String? = navigator.prefetched(for: Documents.Modal.sharePreview)
        #expect(title == "preview 5")
        let onTheTab: String? = navigator.prefetched(for: Documents.Screen.folder(1))
        #expect(onTheTab == nil, "the screen under the sheet did not land")
        navigator.dismiss()
        let after: String? = navigator.prefetched(for: Documents.Modal.sharePreview)
        #expect(after == nil, "the data was for the visit that ended")
    }
}

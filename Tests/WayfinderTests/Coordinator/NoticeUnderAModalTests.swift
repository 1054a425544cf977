import ShopExample
import Testing
import Wayfinder
import WayfinderTesting

/// Issue 29: a link that ended on the fallback while sign-in was up was recorded with "the
/// notice waits: signIn is up", but nothing kept the notice, so it never showed. The notice is
/// dropped, and the record says so.
@Suite("A notice that may not cover the modal that is up")
struct NoticeUnderAModalTests {
    @Test("A rejected link under sign-in: the record says its notice is dropped, and none shows later")
    func theNoticeIsDroppedAndTheRecordSaysSo() async {
        var harness = NavigationHarness.checked(Shop())
        await harness.send(.launched(.init(.warm, session: .signedOut)))
        await harness.send(.linkReceived("shop://orders", source: .link))
        #expect(harness.state.modal == .signIn)
        let records = await harness.send(.linkReceived("shop://nowhere", source: .link))
        #expect(harness.state.notice == nil)
        guard let landing = records.last?.reason.fallbackLanding else {
            Issue.record("not a fallback: \(String(describing: records.last))")
            return
        }
        #expect(landing == .stayedPutWithoutNotice(notice: "linkUnavailable", blocker: "signIn"))
        await harness.send(.signedIn("alice"))
        #expect(harness.state.modal == nil)
        #expect(harness.state.notice == nil, "a dropped notice does not show after sign-in")
        #expect(harness.violations.isEmpty)
    }
}

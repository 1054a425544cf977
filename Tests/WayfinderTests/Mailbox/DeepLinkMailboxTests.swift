import Testing
import Wayfinder

@Suite("Deep-link mailbox: views that appear after the link")
struct DeepLinkMailboxTests {
    @Test("A handler that appears later receives the current link once")
    func lateHandlerOnce() {
        var mailbox = DeepLinkMailbox<String>()
        mailbox.post("shop://reset-password/fresh") { _, _ in false }
        var received: [String] = []
        _ = mailbox.register { _, link in
            received.append(link)
            return true
        }
        #expect(received == ["shop://reset-password/fresh"])
        #expect(mailbox.current == nil)
        _ = mailbox.register { _, link in
            received.append(link)
            return true
        }
        #expect(received.count == 1, "a consumed link is not offered again")
    }

    @Test("Returning false passes the link on; handlers are offered newest first")
    func declinePassesOn() {
        var mailbox = DeepLinkMailbox<Int>()
        let older = mailbox.register { _, _ in false }
        let newer = mailbox.register { _, _ in false }
        var offered: [DeepLinkHandlerID] = []
        // The navigator looks up each handler's closure by its identifier; here the older
        // handler consumes and the newer one declines.
        mailbox.post(1) { id, _ in
            offered.append(id)
            return id == older
        }
        #expect(offered == [newer, older])
        #expect(mailbox.current == nil)
    }

    @Test("Nobody consumes: the link waits for the next handler; a newer link replaces it")
    func waitsThenReplaced() {
        var mailbox = DeepLinkMailbox<Int>()
        mailbox.post(1) { _, _ in false }
        mailbox.post(2) { _, _ in false }
        var seen: [Int] = []
        let id = mailbox.register { _, link in
            seen.append(link)
            return false
        }
        #expect(seen == [2])
        #expect(mailbox.current == 2)
        mailbox.unregister(id)
        mailbox.clear()
        #expect(mailbox.current == nil)
    }
}

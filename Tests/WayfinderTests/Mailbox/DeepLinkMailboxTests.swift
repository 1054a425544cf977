import Testing
import Wayfinder

@Suite("Deep-link mailbox: views that appear after the link")
struct DeepLinkMailboxTests {
    @Test("A handler that appears later is offered the current link once")
    func lateHandlerOnce() {
        var mailbox = DeepLinkMailbox<String>()
        let posted = mailbox.post("shop://reset-password/fresh")
        #expect(posted.handlers.isEmpty)
        let (id, offer) = mailbox.register()
        #expect(offer?.link == "shop://reset-password/fresh")
        #expect(offer?.handlers == [id])
        if let offer { mailbox.consume(offer.ticket) }
        #expect(mailbox.current == nil)
        #expect(mailbox.register().offer == nil, "a consumed link is not offered again")
    }

    @Test("Handlers are offered a link newest first")
    func newestFirst() {
        var mailbox = DeepLinkMailbox<Int>()
        let older = mailbox.register().id
        let newer = mailbox.register().id
        #expect(mailbox.post(1).handlers == [newer, older])
        mailbox.unregister(newer)
        #expect(mailbox.post(2).handlers == [older])
    }

    @Test("Consuming an older post does not drop a newer link that replaced it")
    func consumeIsPerPost() {
        var mailbox = DeepLinkMailbox<Int>()
        let first = mailbox.post(1)
        let second = mailbox.post(2)
        #expect(!mailbox.holds(first.ticket))
        #expect(mailbox.holds(second.ticket))
        mailbox.consume(first.ticket)
        #expect(mailbox.current == 2)
        mailbox.consume(second.ticket)
        #expect(mailbox.current == nil)
        #expect(!mailbox.holds(second.ticket))
    }

    @Test("Nobody consumes: the link waits for the next handler; clearing forgets it")
    func waitsThenCleared() {
        var mailbox = DeepLinkMailbox<Int>()
        _ = mailbox.post(1)
        _ = mailbox.post(2)
        #expect(mailbox.register().offer?.link == 2)
        #expect(mailbox.current == 2)
        mailbox.clear()
        #expect(mailbox.current == nil)
        #expect(mailbox.register().offer == nil)
    }
}

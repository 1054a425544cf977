import ShopExample
import Testing
import Wayfinder

@Test func shopOrderLinkParses() throws {
    #expect(try ShopRoute.links.match("shop://orders/42").get() == .order(id: "42"))
}

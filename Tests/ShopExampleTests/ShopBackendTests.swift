import ShopExample
import Testing
import Wayfinder

/// The Shop example's simulated backend: alice's and bob's records, and nothing for anyone else.
@Suite("Shop backend")
struct ShopBackendTests {
    @Test("An account other than alice and bob owns no order and no invoice", arguments: ["carol", "", "account-3"])
    func unknownAccountOwnsNothing(_ name: String) async {
        let backend = SimulatedShopBackend()
        let account = Account(name)
        for id in ["1", "42", "101", "200"] {
            #expect(await backend.order(id, for: account) == nil)
            #expect(await !backend.invoiceExists(id, for: account))
        }
    }

    @Test("alice's and bob's records stay theirs")
    func knownAccounts() async {
        let backend = SimulatedShopBackend()
        #expect(await backend.order("42", for: "alice") != nil)
        #expect(await backend.order("142", for: "bob") != nil)
        #expect(await backend.order("142", for: "alice") == nil)
        #expect(await backend.invoiceExists("51", for: "bob"))
    }
}

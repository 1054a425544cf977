import Testing

import Wayfinder

/// The universal-link hosts a table accepts, and how links on them match.
@Suite("Universal-link hosts")
struct HostNameTests {
    enum Route: Hashable, Sendable { case rate(Double) }

    static func table(host: String) throws(LinkTableError) -> LinkTable<Route> {
        try LinkTable<Route>(origins: LinkOrigins(schemes: ["bank"], hosts: [host])) {
            LinkRule("/rate/:value", Route.rate) { if case .rate(let v) = $0 { v } else { nil } }
        }
    }

    @Test(
        "A host declared with uppercase letters is a declaration error that names it and the fix",
        arguments: ["Shop.Example.com", "SHOP.EXAMPLE.COM", "shop.example.Com", "XN--BCHER-KVA.de"])
    func uppercaseHost(_ host: String) {
        do {
            _ = try Self.table(host: host)
            Issue.record("\(host) should be refused")
        } catch {
            #expect(error.description.contains("\"\(host)\""), "\(error)")
            #expect(error.description.contains("uppercase"), "\(error)")
            #expect(error.description.contains("\"\(host.lowercased())\""), "the message gives the fix: \(error)")
        }
    }

    @Test("Links on a declared host match in any letter case: hosts are case-insensitive in URLs")
    func incomingHostCase() throws {
        let table = try Self.table(host: "shop.example.com")
        for link in ["https://shop.example.com/rate/1.5", "https://SHOP.Example.COM/rate/1.5"] {
            #expect(table.match(link) == .success(.rate(1.5)), "\(link)")
        }
        #expect(table.origins.hosts == ["shop.example.com"])
    }
}

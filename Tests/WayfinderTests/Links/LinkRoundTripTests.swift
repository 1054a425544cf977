import Foundation
import Testing
import Wayfinder

@Suite("Link round trip: match(link(for: route)) == route")
struct LinkRoundTripTests {
    /// Routes with random values, and whether the table must be able to print each one.
    static func routes(using generator: inout SeededGenerator) -> [(CatalogRoute, printable: Bool)] {
        func pathValue(_ value: String) -> Bool {
            !value.isEmpty && value != "." && value != ".." && !value.unicodeScalars.contains { $0.value < 0x20 }
        }
        func tailValue(_ value: String) -> Bool {
            value.split(separator: "/", omittingEmptySubsequences: false).allSatisfy { pathValue(String($0)) }
        }
        var routes: [(CatalogRoute, printable: Bool)] = [
            (.home, true), (.orders, true), (.newProduct, true), (.readme, true), (.abc, true), (.cpp, true),
        ]
        for _ in 0..<200 {
            let a = generator.string()
            let b = generator.string()
            let c = generator.string()
            let n = Int(truncatingIfNeeded: generator.next()) >> Int.random(in: 0...63, using: &generator)
            let uuid = UUID(
                uuid: (
                    UInt8.random(in: 0...255, using: &generator), 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14,
                    UInt8.random(in: 0...255, using: &generator)
                ))
            routes += [
                (.product(a), pathValue(a) && a != "new"),
                (.review(a, b), pathValue(a) && pathValue(b)),
                (.order(n), true),
                (.user(uuid), true),
                (.file(a), tailValue(a) && a != "readme"),
                (.docs(section: b, rest: c), pathValue(b) && tailValue(c)),
                (
                    .search(
                        query: Bool.random(using: &generator) ? a : nil, page: Bool.random(using: &generator) ? n : nil),
                    true
                ),
                (.invite(team: a, token: b), pathValue(a) && pathValue(b)),
                (.axd(c), pathValue(c)),
            ]
        }
        return routes
    }

    @Test("Every printable route parses back to itself", arguments: SeededGenerator.seeds)
    func roundTrip(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        for (route, printable) in Self.routes(using: &generator) {
            let link = CatalogRoute.links.link(for: route)
            if printable {
                guard let link else {
                    Issue.record("No link for \(route) (seed \(seed); rerun with WAYFINDER_SEED=\(seed))")
                    continue
                }
                #expect(
                    CatalogRoute.links.match(link) == .success(route),
                    "\(link) (seed \(seed); rerun with WAYFINDER_SEED=\(seed))")
                #expect(URL(string: link) != nil, "\(link) is not a URL Foundation reads (seed \(seed))")
            } else {
                #expect(link == nil, "\(route) cannot round-trip but printed \(link ?? "") (seed \(seed))")
            }
        }
    }

    @Test("A printed link also parses back as a universal link")
    func universalRoundTrip() throws {
        var generator = SeededGenerator(seed: 7)
        for (route, printable) in Self.routes(using: &generator) where printable {
            let link = try #require(CatalogRoute.links.link(for: route))
            let universal = "https://app.example.com/" + link.dropFirst("shop://".count)
            #expect(CatalogRoute.links.match(universal) == .success(route), "\(universal)")
        }
    }
}

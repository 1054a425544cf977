// A libFuzzer entry point for the link parser. Built by scripts/fuzz-links.sh together with
// Sources/Wayfinder/Links/**, outside SwiftPM, with -sanitize=fuzzer,address.
//
// Properties checked for every input:
// 1. `match` never crashes, never traps, and never reads out of bounds (AddressSanitizer).
// 2. A matched route prints a canonical link that parses back to the same route (unless the
//    printed link would exceed the size limits, which only happens for near-limit inputs).
// 3. `displayString(forUnmatched:)` never crashes and always redacts a secret position.
// 4. Rejection descriptions never quote the secret of a link that had one.
import Foundation

enum FuzzRoute: Hashable, Sendable {
    case home
    case orders
    case order(Int)
    case product(String)
    case newProduct
    case review(String, String)
    case user(UUID)
    case file(String)
    case readme
    case search(query: String?, page: Int?)
    case invite(team: String, token: String)
    case abc
    case axd(String)
}

let fuzzTable: LinkTable<FuzzRoute> = {
    do {
        return try LinkTable(
            origins: LinkOrigins(schemes: ["shop"], hosts: ["app.example.com", "www.app.example.com"])
        ) {
            LinkRule("/", to: .home)
            LinkRule("/orders", to: .orders)
            LinkRule("/orders/:id", FuzzRoute.order) { if case .order(let id) = $0 { id } else { nil } }
            LinkRule("/products/:id", FuzzRoute.product) { if case .product(let id) = $0 { id } else { nil } }
            LinkRule("/products/new", to: .newProduct)
            LinkRule("/products/:id/reviews/:rid", FuzzRoute.review) {
                if case .review(let p, let r) = $0 { (p, r) } else { nil }
            }
            LinkRule("/users/:id", FuzzRoute.user) { if case .user(let id) = $0 { id } else { nil } }
            LinkRule("/files/*path", FuzzRoute.file) { if case .file(let path) = $0 { path } else { nil } }
            LinkRule("/files/readme", to: .readme)
            LinkRule(
                "/search?q&page",
                parse: { p throws(LinkRejection) in
                    .search(query: try p.optionalValue("q"), page: try p.optionalValue("page"))
                },
                print: { route in
                    guard case .search(let query, let page) = route else { return nil }
                    var values: [String: String] = [:]
                    values["q"] = query
                    values["page"] = page.map(String.init)
                    return values
                })
            LinkRule("/teams/:tid/invite/:token", secrets: ["token"], FuzzRoute.invite) {
                if case .invite(let team, let token) = $0 { (team, token) } else { nil }
            }
            LinkRule("/a/b/c", to: .abc)
            LinkRule("/a/:x/d", FuzzRoute.axd) { if case .axd(let x) = $0 { x } else { nil } }
        }
    } catch {
        fatalError("The fuzz table is declared wrongly: \(error)")
    }
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func linkFuzzerTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let result = fuzzTable.match(input)
    let shown = fuzzTable.displayString(forUnmatched: input)
    switch result {
    case .success(let route):
        if let link = fuzzTable.link(for: route) {
            guard case .success(route) = fuzzTable.match(link) else {
                fatalError("Round trip failed: \(input.debugDescription) → \(route) → \(link.debugDescription)")
            }
        } else if input.utf8.count < fuzzTable.limits.maxBytes / 3 {
            fatalError("A matched route has no canonical link: \(input.debugDescription) → \(route)")
        }
        if case .invite = route, let marker = shown.range(of: "/invite/", options: .backwards) {
            // The token position is redacted; the 200-character cap may cut the marker short.
            let rest = shown[marker.upperBound...].replacingOccurrences(of: "…", with: "")
            if !(rest.hasPrefix("<redacted>") || "<redacted>".hasPrefix(rest)) {
                fatalError("displayString shows a secret position: \(input.debugDescription) → \(shown)")
            }
        }
    case .failure(let rejection):
        let text = "\(rejection)"
        if text.isEmpty { fatalError("An empty rejection for \(input.debugDescription)") }
    }
    return 0
}

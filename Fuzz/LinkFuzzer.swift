// A libFuzzer entry point for the link parser. Built by scripts/fuzz-links.sh together with
// Sources/Wayfinder/Links/**, outside SwiftPM, with -sanitize=fuzzer,address.
//
// Properties checked for every input:
// 1. `match` never crashes, never traps, and never reads out of bounds (AddressSanitizer).
// 2. A matched route prints a canonical link that parses back to the same route (unless the
//    printed link would exceed the size limits, which only happens for near-limit inputs).
// 3. `displayString(forUnmatched:)` never crashes and always redacts a secret position.
// 4. Rejection descriptions never quote the secret of a link that had one.
// 5. The input read as a universal-link host: Punycode that decodes encodes back to the same
//    text, and a host the table accepts builds a table that matches a link on it, in any case.
// 6. A matched route's link as it is shown, with its personal values as `(personal)`, parses
//    back to a route of the same rule (a shown link replays).
//
// An input holding a NUL byte also fuzzes the table's shape: the bytes before the first NUL
// declare a table (rule count, segments, parameters, catch-all tails, query fields and
// secrets, see `ShapeReader`), the bytes after it are the link. Declaration errors are
// fine; a table that builds must match without crashing, print every matched route back to
// a link that parses to it, and redact every secret it captured.
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
    case compose(String?)
    case note(String)
    case invite(team: String, token: String)
    case abc
    case axd(String)
    case profile(String)
    case post(String, Int)
    case docs(Int)
    case itemJSON(Int)
    case reset(String)
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
            // `page` reads as a number, so it is not free text; `q` is, and is personal.
            LinkRule(
                "/search?q&page", notPersonal: ["page"],
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
            // Prefixed and suffixed segments, next to the literal and plain parameter they must not swallow.
            LinkRule("/@:handle", FuzzRoute.profile) { if case .profile(let h) = $0 { h } else { nil } }
            LinkRule("/@:handle/posts/:id", FuzzRoute.post) {
                if case .post(let h, let id) = $0 { (h, id) } else { nil }
            }
            LinkRule("/docs/v:version", FuzzRoute.docs) { if case .docs(let v) = $0 { v } else { nil } }
            LinkRule("/products/:id.json", FuzzRoute.itemJSON) { if case .itemJSON(let id) = $0 { id } else { nil } }
            LinkRule("/reset/k-:code", secrets: ["code"], FuzzRoute.reset) {
                if case .reset(let code) = $0 { code } else { nil }
            }
            // Personal values: free text by default, and a path parameter declared personal.
            LinkRule(
                "/compose?text", parse: { .compose($0["text"]) },
                print: { if case .compose(let text) = $0 { text.map { ["text": $0] } ?? [:] } else { nil } })
            LinkRule("/notes/:title", personal: ["title"], FuzzRoute.note) {
                if case .note(let t) = $0 { t } else { nil }
            }
        }
    } catch {
        fatalError("The fuzz table is declared wrongly: \(error)")
    }
}()

/// A route of a fuzzed table: the rule that built it and every value it captured.
struct ShapeRoute: Hashable, Sendable {
    var rule: Int
    var values: [String: String]
}

/// Reads a table declaration from fuzz bytes; past the end it reads zeros.
struct ShapeReader {
    var bytes: ArraySlice<UInt8>

    mutating func next() -> Int {
        guard let byte = bytes.popFirst() else { return 0 }
        return Int(byte)
    }

    static let literals = ["a", "b", "orders", "new", "x-y", "A", "%", "."]
    /// The literal text around a prefixed or suffixed parameter.
    static let affixes = ["@", "v", ".", "a", "~", ".json", "%"]

    /// Up to 12 rules of up to 5 segments and up to 7 query fields; names are secret by bit.
    mutating func rules() -> [LinkRule<ShapeRoute>] {
        let count = 1 + next() % 12
        var rules: [LinkRule<ShapeRoute>] = []
        for index in 0..<count {
            var pattern = ""
            var names: [String] = []
            let segments = next() % 6
            for depth in 0..<segments {
                let kind = next() % 6
                switch kind {
                case 0, 1: pattern += "/" + Self.literals[next() % Self.literals.count]
                case 4:
                    names.append("p\(depth)")
                    pattern += "/" + Self.affixes[next() % Self.affixes.count] + ":p\(depth)"
                case 5:
                    names.append("p\(depth)")
                    pattern += "/:p\(depth)" + Self.affixes[next() % Self.affixes.count]
                case 3 where depth == segments - 1:
                    names.append("t\(depth)")
                    pattern += "/*t\(depth)"
                default:
                    names.append("p\(depth)")
                    pattern += "/:p\(depth)"
                }
            }
            if pattern.isEmpty { pattern = "/" }
            let fields = next() % 8
            if fields > 0 {
                let list = (0..<fields).map { "q\($0)" }
                names += list
                pattern += "?" + list.joined(separator: "&")
            }
            let secretBits = next()
            let secrets = Set(names.enumerated().filter { secretBits & (1 << ($0.offset % 8)) != 0 }.map(\.element))
            let allNames = names
            rules.append(
                LinkRule(
                    pattern, secrets: secrets,
                    parse: { parameters in
                        var values: [String: String] = [:]
                        // Read every name, present or not, and one the pattern lacks.
                        for name in allNames + ["missing"] { values[name] = parameters[name] }
                        return ShapeRoute(rule: index, values: values)
                    },
                    print: { route in route.rule == index ? route.values : nil }))
        }
        return rules
    }
}

/// Builds a table from the bytes before the first NUL and checks the link after it.
func fuzzShape(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let nul = bytes.firstIndex(of: 0) else { return }
    var reader = ShapeReader(bytes: ArraySlice(bytes[..<nul]))
    let rules = reader.rules()
    guard
        let table = try? LinkTable<ShapeRoute>(
            origins: LinkOrigins(schemes: ["shop"], hosts: ["app.example.com"]), { rules })
    else { return }
    let input = String(decoding: UnsafeBufferPointer(rebasing: bytes[(nul + 1)...]), as: UTF8.self)
    let shown = table.redactedDescription(of: input)
    guard case .success(let match) = table.matchDetails(input) else { return }
    let route = match.route
    if let link = table.link(for: route) {
        guard case .success(route) = table.match(link) else {
            fatalError("Shape round trip failed: \(input.debugDescription) → \(route) → \(link.debugDescription)")
        }
        if match.parameters.items.contains(where: { $0.isSecret }) && !shown.contains("<redacted>") {
            fatalError("A captured secret is not redacted: \(input.debugDescription) → \(shown)")
        }
        // Free text (every query field here) is personal: its shown link replays to the same rule.
        if let shownLink = table.link(for: route, redactingSecrets: true), !shownLink.contains("<redacted>"),
            shownLink.utf8.count <= table.limits.maxBytes, (try? table.match(shownLink).get())?.rule != route.rule
        {
            fatalError("A shown link does not replay: \(input.debugDescription) → \(shownLink.debugDescription)")
        }
    } else if input.utf8.count < table.limits.maxBytes / 3 {
        // A route whose rule prints it may still lose to an earlier rule of the same shape
        // of values; only a route no rule prints at all is a failure.
        if table.canonicalMatch(for: route) == nil && table.entries[route.rule]._print(route) == nil {
            fatalError("A matched route has no canonical link: \(input.debugDescription) → \(route)")
        }
    }
}

/// Reads the input as Punycode and as a universal-link host to declare.
func fuzzHost(_ bytes: UnsafeBufferPointer<UInt8>) {
    if let text = Punycode.decode(bytes), Punycode.decode(Punycode.encode(text)) != text {
        fatalError("Punycode does not round-trip: \(Array(bytes)) → \(text)")
    }
    let host = String(decoding: bytes, as: UTF8.self)
    guard bytes.count <= 253, HostName.problem(host) == nil else { return }
    guard
        let table = try? LinkTable<FuzzRoute>(
            origins: LinkOrigins(schemes: ["shop"], hosts: [host]), { LinkRule("/orders", to: .orders) })
    else { fatalError("An accepted host does not build a table: \(host.debugDescription)") }
    for link in ["https://\(host)/orders", "https://\(host.uppercased())/orders"] {
        guard case .success(.orders) = table.match(link) else {
            fatalError("A link on an accepted host does not match: \(link.debugDescription)")
        }
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func linkFuzzerTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    fuzzShape(UnsafeBufferPointer(start: data, count: size))
    fuzzHost(UnsafeBufferPointer(start: data, count: size))
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
        // The placeholder may be longer than the value: a shown link over the size limit is not read.
        if let shownLink = fuzzTable.link(for: route, redactingSecrets: true), !shownLink.contains("<redacted>"),
            shownLink.utf8.count <= fuzzTable.limits.maxBytes,
            let rule = fuzzTable.canonicalMatch(for: route)?.rule.pattern,
            fuzzTable.matchDetails(shownLink).map(\.rule.pattern) != .success(rule)
        {
            fatalError("A shown link does not replay: \(input.debugDescription) → \(shownLink.debugDescription)")
        }
        if case .reset = route, let marker = shown.range(of: "/reset/", options: .backwards) {
            // The prefixed secret's segment is redacted whole.
            let rest = shown[marker.upperBound...].replacingOccurrences(of: "…", with: "")
            if !(rest.hasPrefix("<redacted>") || "<redacted>".hasPrefix(rest)) {
                fatalError("displayString shows a prefixed secret: \(input.debugDescription) → \(shown)")
            }
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

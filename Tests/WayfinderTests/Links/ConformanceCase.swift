import Foundation
import Testing
import Wayfinder

/// The kind of a ``LinkRejection``, without its detail.
enum RejectionKind: String, Sendable {
    case foreignOrigin, malformed, tooLarge, unknownPath, badParameter, missingParameter

    init(_ rejection: LinkRejection) {
        switch rejection {
        case .foreignOrigin: self = .foreignOrigin
        case .malformed: self = .malformed
        case .tooLarge: self = .tooLarge
        case .unknownPath: self = .unknownPath
        case .badParameter: self = .badParameter
        case .missingParameter: self = .missingParameter
        }
    }
}

/// One line of the conformance table: a link and what the catalog table must make of it.
struct ConformanceCase: Sendable, CustomTestStringConvertible {
    enum Expected: Sendable, Equatable {
        case route(CatalogRoute)
        case rejected(RejectionKind)
    }

    let input: String
    let expected: Expected
    let why: String

    var testDescription: String {
        let shown = input.count > 60 ? String(input.prefix(60)) + "…(\(input.utf8.count) bytes)" : input
        return "\(shown.debugDescription) — \(why)"
    }

    static func route(_ input: String, _ route: CatalogRoute, _ why: String) -> ConformanceCase {
        ConformanceCase(input: input, expected: .route(route), why: why)
    }

    static func reject(_ input: String, _ kind: RejectionKind, _ why: String) -> ConformanceCase {
        ConformanceCase(input: input, expected: .rejected(kind), why: why)
    }
}

extension ConformanceCase {
    /// Every case, by concept. Written from RFC 3986 and from what people expect of go_router
    /// and React Navigation linking (see the "Declaring links" article for each rule).
    static let all: [ConformanceCase] = origins + paths + parameters + queries + limits + regressions

    static let origins: [ConformanceCase] = [
        .route("shop://orders", .orders, "custom scheme, host is the first segment"),
        .route("SHOP://orders", .orders, "scheme is case-insensitive (RFC 3986 3.1)"),
        .route("Shop://orders/42", .order(42), "mixed-case scheme"),
        .route("shop-beta://orders", .orders, "every listed scheme is accepted"),
        .route("shop:///orders", .orders, "empty host: the path follows"),
        .route("shop:///orders/42/", .order(42), "empty host and trailing slash"),
        .route("shop://", .home, "no path is the root"),
        .route("shop:///", .home, "empty host and a lone slash is the root"),
        .route("shop://?", .home, "root with an empty query"),
        .route("shop://#top", .home, "root with a fragment"),
        .route("https://app.example.com/orders", .orders, "universal link on an allowed host"),
        .route("HTTPS://APP.EXAMPLE.COM/orders", .orders, "scheme and host are case-insensitive"),
        .route("https://WWW.app.example.com/orders/7", .order(7), "every listed host is accepted"),
        .route("https://app.example.com", .home, "universal link without a path"),
        .route("https://app.example.com/", .home, "universal link to the root"),
        .route("https://app.example.com?q=1", .home, "query right after the host"),
        .route("https://app.example.com:443/orders", .orders, "the default https port"),
        .route("https://app.example.com:/orders", .orders, "an empty port means the default (RFC 3986 3.2.3)"),
        .reject("https://app.example.com:8443/orders", .foreignOrigin, "another port is another origin"),
        .reject("http://app.example.com/orders", .foreignOrigin, "plain http is never a universal link"),
        .reject("https://evil.example.com/orders", .foreignOrigin, "a host not on the list"),
        .reject("https://app.example.com.evil.com/orders", .foreignOrigin, "an allowed host as a prefix"),
        .reject("https://app.example.com@evil.com/orders", .foreignOrigin, "user information hiding the host"),
        .reject("https://user@app.example.com/orders", .foreignOrigin, "user information is not accepted"),
        .reject("https://user:pw@app.example.com/orders", .foreignOrigin, "a password is not accepted"),
        .reject("https://app.example.com./orders", .foreignOrigin, "a trailing dot is another host name"),
        .reject("https://app%2Eexample.com/orders", .foreignOrigin, "an encoded host is not decoded"),
        .reject("https://[::1]/orders", .foreignOrigin, "an IP literal"),
        .reject("https:/app.example.com/orders", .foreignOrigin, "https without an authority"),
        .reject("https:app.example.com/orders", .foreignOrigin, "https without slashes"),
        .reject("https://app.example.com\\orders", .foreignOrigin, "a backslash is part of the host"),
        .reject("javascript:alert(1)", .foreignOrigin, "javascript: URLs"),
        .reject("JavaScript://%0Aalert(1)", .foreignOrigin, "javascript: with slashes"),
        .reject("data:text/html,hi", .foreignOrigin, "data: URLs"),
        .reject("file:///etc/passwd", .foreignOrigin, "file: URLs"),
        .reject("ftp://app.example.com/orders", .foreignOrigin, "other schemes on the right host"),
        .reject("//app.example.com/orders", .foreignOrigin, "a network-path reference has no scheme"),
        .reject("/orders", .foreignOrigin, "a relative path is not a link"),
        .reject("orders/42", .foreignOrigin, "a relative path without a slash"),
        .reject("", .foreignOrigin, "the empty string"),
        .reject("shop", .foreignOrigin, "a scheme name alone"),
        .reject(":orders", .foreignOrigin, "an empty scheme"),
        .reject("shopx://orders", .foreignOrigin, "a longer scheme"),
        .reject("sho://orders", .foreignOrigin, "a shorter scheme"),
        .reject("1shop://orders", .foreignOrigin, "a scheme must start with a letter"),
        .reject("shop:orders", .malformed, "a custom scheme needs //"),
        .reject("shop:/orders", .malformed, "a custom scheme needs //, not /"),
        .reject(" shop://orders", .malformed, "a leading space"),
        .reject("\tshop://orders", .malformed, "a leading tab"),
        .reject("shop://user@orders", .malformed, "user information in a custom-scheme host"),
        .reject("shop://orders:42", .malformed, "a port in a custom-scheme host"),
        .route("shop://%6Frders", .orders, "an encoded unreserved character in the host position"),
    ]

    static let paths: [ConformanceCase] = [
        .route("shop://orders/", .orders, "one trailing slash is ignored"),
        .route("https://app.example.com/orders/", .orders, "one trailing slash on a universal link"),
        .route("shop://orders/?x=1", .orders, "trailing slash before a query"),
        .route("shop://orders/#x", .orders, "trailing slash before a fragment"),
        .reject("shop://orders//", .malformed, "two trailing slashes leave an empty segment"),
        .reject("shop:////orders", .malformed, "an empty first segment"),
        .reject("https://app.example.com//orders", .malformed, "an empty first segment on a universal link"),
        .reject("shop://products//reviews", .malformed, "an empty middle segment"),
        .reject("shop://products/1//reviews/2", .malformed, "an empty segment between parameters"),
        .reject("shop://products/.", .malformed, "a dot segment (RFC 3986 3.3)"),
        .reject("shop://products/..", .malformed, "a dot-dot segment"),
        .reject("shop://products/../orders", .malformed, "dot-dot is not resolved"),
        .reject("shop://./orders", .malformed, "a dot host"),
        .reject("shop://products/%2E", .malformed, "an encoded dot segment"),
        .reject("shop://products/%2e%2E", .malformed, "an encoded dot-dot segment"),
        .reject("shop://products/.%2E", .malformed, "a half-encoded dot-dot segment"),
        .route("shop://products/...", .product("..."), "three dots are an ordinary segment"),
        .route("shop://products/.a", .product(".a"), "a leading dot is ordinary"),
        .route("shop://products/a.", .product("a."), "a trailing dot is ordinary"),
        .reject("shop://Orders", .unknownPath, "literal segments are case-sensitive"),
        .reject("shop://ORDERS/42", .unknownPath, "literal segments are case-sensitive (upper)"),
        .reject("https://app.example.com/Orders", .unknownPath, "case-sensitive on universal links too"),
        .reject("shop://nope", .unknownPath, "an unknown first segment"),
        .reject("shop://orders/42/extra", .unknownPath, "an extra segment"),
        .reject("shop://products", .unknownPath, "a missing parameter"),
        .reject("https://app.example.com/nope/", .unknownPath, "unknown path on a universal link"),
        .route("shop://products/a%2Fb", .product("a/b"), "an encoded slash stays inside its segment"),
        .route("shop://products/a%252Fb", .product("a%2Fb"), "decoding happens exactly once"),
        .route("shop://products/%2525", .product("%25"), "a double-encoded percent"),
        .route("shop://products/%41", .product("A"), "an encoded letter"),
        .route("shop://products/caf%C3%A9", .product("café"), "percent-encoded UTF-8"),
        .route("shop://products/caf%c3%a9", .product("café"), "lowercase hexadecimal digits"),
        .route("shop://products/%F0%9F%9B%92", .product("🛒"), "a four-byte scalar"),
        .route("shop://products/a%20b", .product("a b"), "an encoded space"),
        .route("shop://products/a+b", .product("a+b"), "+ is literal in a path"),
        .route("shop://products/a%2Bb", .product("a+b"), "an encoded plus in a path"),
        .route("shop://products/%2F", .product("/"), "a lone encoded slash"),
        .route("shop://products/%3F%23", .product("?#"), "encoded ? and #"),
        .route("shop://products/%25", .product("%"), "an encoded percent"),
        .route("shop://products/!$&'()*+,;=:@", .product("!$&'()*+,;=:@"), "every sub-delimiter, : and @ (pchar)"),
        .route("shop://products/-._~", .product("-._~"), "unreserved punctuation"),
        .route("shop://products/%E2%80%AE", .product("\u{202E}"), "decoded format characters are text"),
        .reject("shop://products/café", .malformed, "raw non-ASCII (RFC 3986 allows ASCII only)"),
        .reject("shop://products/a b", .malformed, "a raw space"),
        .reject("shop://products/a\"b", .malformed, "a raw quote"),
        .reject("shop://products/a<b", .malformed, "a raw <"),
        .reject("shop://products/a>b", .malformed, "a raw >"),
        .reject("shop://products/a`b", .malformed, "a raw backtick"),
        .reject("shop://products/a{b}", .malformed, "raw braces"),
        .reject("shop://products/a|b", .malformed, "a raw pipe"),
        .reject("shop://products/a^b", .malformed, "a raw caret"),
        .reject("shop://products/a\\b", .malformed, "a raw backslash"),
        .reject("shop://products/[a]", .malformed, "raw brackets outside a host"),
        .reject("shop://products/a\u{0}b", .malformed, "a raw NUL"),
        .reject("shop://products/a\nb", .malformed, "a raw line feed"),
        .reject("shop://products/a\u{7F}b", .malformed, "a raw DEL"),
        .reject("shop://products/%zz", .malformed, "an escape without hexadecimal digits"),
        .reject("shop://products/%4", .malformed, "a truncated escape"),
        .reject("shop://products/%", .malformed, "a lone percent"),
        .reject("shop://products/a%", .malformed, "a percent at the end"),
        .reject("shop://products/%4g", .malformed, "a half-hexadecimal escape"),
        .reject("shop://products/%FF", .malformed, "a byte that is never UTF-8"),
        .reject("shop://products/%C3", .malformed, "a truncated UTF-8 sequence"),
        .reject("shop://products/%C3%28", .malformed, "a bad continuation byte"),
        .reject("shop://products/%C0%AF", .malformed, "an overlong encoding"),
        .reject("shop://products/%ED%A0%80", .malformed, "an encoded surrogate"),
        .reject("shop://products/%F4%90%80%80", .malformed, "past U+10FFFF"),
        .reject("shop://products/%00", .malformed, "an encoded NUL"),
        .reject("shop://products/a%0Ab", .malformed, "an encoded line feed"),
        .reject("shop://products/%7F", .malformed, "an encoded DEL"),
        .reject("shop://products/%09", .malformed, "an encoded tab"),
    ]

    static let parameters: [ConformanceCase] = [
        .route("shop://products/new", .newProduct, "a literal beats a parameter"),
        .route("shop://products/New", .product("New"), "a literal only wins on an exact match"),
        .route("shop://products/new/reviews/1", .review("new", "1"), "the parameter branch is tried after the literal"),
        .route("shop://products/%6Eew", .newProduct, "literals compare after decoding"),
        .route("shop://a/b/c", .abc, "the all-literal pattern"),
        .route("shop://a/b/d", .axd("b"), "backtracking from the literal to the parameter"),
        .route("shop://a/x/d", .axd("x"), "the parameter pattern"),
        .reject("shop://a/b/e", .unknownPath, "neither branch matches"),
        .route("shop://c++", .cpp, "sub-delimiters in a literal"),
        .route("shop://c%2B%2B", .cpp, "an encoded literal"),
        .route("shop://files/readme", .readme, "a literal beats a tail"),
        .route("shop://files/readme/x", .file("readme/x"), "the tail after a failed literal"),
        .route("shop://files/a", .file("a"), "a one-segment tail"),
        .route("shop://files/a/b/c", .file("a/b/c"), "a tail joins its segments with /"),
        .route("shop://files/a/b/", .file("a/b"), "a tail ignores the trailing slash"),
        .route("shop://files/a%2Fb/c", .file("a/b/c"), "a tail joins decoded segments"),
        .route("shop://files/%20", .file(" "), "a tail of one space"),
        .reject("shop://files", .unknownPath, "a tail needs at least one segment"),
        .reject("shop://files/", .unknownPath, "a tail needs a non-empty segment"),
        .reject("shop://files/a//b", .malformed, "an empty segment inside a tail"),
        .reject("shop://files/a/../b", .malformed, "a dot-dot segment inside a tail"),
        .route("shop://docs/intro/a/b", .docs(section: "intro", rest: "a/b"), "a parameter then a tail"),
        .route("shop://orders/42", .order(42), "a decimal Int"),
        .route("shop://orders/0", .order(0), "zero"),
        .route("shop://orders/-7", .order(-7), "a negative Int"),
        .route("shop://orders/9223372036854775807", .order(Int.max), "Int.max"),
        .route("shop://orders/-9223372036854775808", .order(Int.min), "Int.min"),
        .route("shop://orders/%34%32", .order(42), "encoded digits"),
        .reject("shop://orders/9223372036854775808", .badParameter, "Int overflow"),
        .reject("shop://orders/-9223372036854775809", .badParameter, "Int underflow"),
        .reject("shop://orders/007", .badParameter, "leading zeros are not canonical"),
        .reject("shop://orders/00", .badParameter, "a double zero"),
        .reject("shop://orders/-0", .badParameter, "negative zero is not canonical"),
        .reject("shop://orders/+1", .badParameter, "an explicit plus sign"),
        .reject("shop://orders/0x10", .badParameter, "hexadecimal"),
        .reject("shop://orders/1e3", .badParameter, "an exponent"),
        .reject("shop://orders/1.0", .badParameter, "a decimal point"),
        .reject("shop://orders/%201", .badParameter, "a leading space"),
        .reject("shop://orders/1%20", .badParameter, "a trailing space"),
        .reject("shop://orders/-", .badParameter, "a lone minus"),
        .reject("shop://orders/abc", .badParameter, "letters"),
        .reject("shop://orders/%EF%BC%91", .badParameter, "a full-width digit"),
        .reject("shop://orders/%D9%A1", .badParameter, "an Arabic-Indic digit"),
        .route(
            "shop://users/3f2504e0-4f89-11d3-9a0c-0305e82c3301",
            .user(UUID(uuidString: "3F2504E0-4F89-11D3-9A0C-0305E82C3301")!), "a lowercase UUID"),
        .route(
            "shop://users/3F2504E0-4F89-11D3-9A0C-0305E82C3301",
            .user(UUID(uuidString: "3F2504E0-4F89-11D3-9A0C-0305E82C3301")!), "an uppercase UUID"),
        .reject("shop://users/3f2504e04f8911d39a0c0305e82c3301", .badParameter, "a UUID without hyphens"),
        .reject("shop://users/%7B3f2504e0-4f89-11d3-9a0c-0305e82c3301%7D", .badParameter, "a UUID in braces"),
        .reject("shop://users/42", .badParameter, "not a UUID"),
        .route("shop://teams/t1/invite/s3cr%2Ft", .invite(team: "t1", token: "s3cr/t"), "a secret parameter"),
    ]

    static let queries: [ConformanceCase] = [
        .route("shop://search", .search(query: nil, page: nil), "no query: absent fields"),
        .route("shop://search?q=shoes", .search(query: "shoes", page: nil), "a query field"),
        .route("shop://search/?q=shoes", .search(query: "shoes", page: nil), "a trailing slash before the query"),
        .route("shop://search?q=", .search(query: "", page: nil), "an empty value is the empty string"),
        .route("shop://search?q", .search(query: "", page: nil), "a name alone is the empty string"),
        .route("shop://search?q=a+b", .search(query: "a b", page: nil), "+ is a space in a query value"),
        .route("shop://search?q=a%2Bb", .search(query: "a+b", page: nil), "an encoded plus is a plus"),
        .route("shop://search?q=a%20b", .search(query: "a b", page: nil), "an encoded space"),
        .route("shop://search?q=a=b", .search(query: "a=b", page: nil), "= after the first is part of the value"),
        .route("shop://search?q=a%26b", .search(query: "a&b", page: nil), "an encoded ampersand"),
        .route("shop://search?q=a&q=b", .search(query: "a", page: nil), "the first occurrence of a name wins"),
        .route("shop://search?q=&q=b", .search(query: "", page: nil), "the first occurrence wins even if empty"),
        .route("shop://search?Q=b", .search(query: nil, page: nil), "field names are case-sensitive"),
        .route("shop://search?x=1&q=a", .search(query: "a", page: nil), "unknown items are ignored"),
        .route("shop://search?q=%E2%9C%93", .search(query: "✓", page: nil), "encoded UTF-8 in a value"),
        .route("shop://search?q=?/:@", .search(query: "?/:@", page: nil), "? / : @ are allowed raw in a query"),
        .route("shop://search?q=a#frag", .search(query: "a", page: nil), "the fragment is ignored"),
        .route("shop://search#q=a", .search(query: nil, page: nil), "a query-like fragment is ignored"),
        .route("shop://search?q=a&&&page=2", .search(query: "a", page: 2), "empty items are ignored"),
        .route("shop://search?page=2&q=a", .search(query: "a", page: 2), "field order does not matter"),
        .route("shop://search?page=2", .search(query: nil, page: 2), "one of two fields"),
        .route("shop://search?%71=a", .search(query: "a", page: nil), "an encoded field name"),
        .route("shop://search?q+=a", .search(query: nil, page: nil), "a name with a space is another name"),
        .route("shop://search?x=%FF", .search(query: nil, page: nil), "unknown values are not decoded"),
        .route("shop://orders?q=1", .orders, "an entry without fields ignores the query"),
        .reject("shop://search?page=x", .badParameter, "a typed field that does not convert"),
        .reject("shop://search?page=", .badParameter, "an empty typed field"),
        .reject("shop://search?page=02", .badParameter, "a typed field with a leading zero"),
        .reject("shop://search?page=+2", .badParameter, "+ decodes to a space before conversion"),
        .reject("shop://redeem", .missingParameter, "a required field left out"),
        .reject("shop://redeem?Code=x", .missingParameter, "a required field under another case is left out"),
        .reject("shop://redeem#code=x", .missingParameter, "a required field in the fragment is left out"),
        .reject("shop://redeem?other=1&&", .missingParameter, "other items do not stand in for a required field"),
        .route("shop://redeem?code", .redeem(""), "a required field written alone is there, empty"),
        .route("shop://redeem?code=", .redeem(""), "a required field with an empty value is there"),
        .route("shop://redeem?code=a&code=b", .redeem("a"), "the first occurrence of a required field wins"),
        .reject("shop://redeem?code=%zz", .malformed, "a required field is checked like any other"),
        .reject("shop://search?q=%zz", .malformed, "a bad escape in a field"),
        .reject("shop://search?x=%zz", .malformed, "escapes are checked in every item"),
        .reject("shop://search?q=%FF", .malformed, "a field that is not UTF-8"),
        .reject("shop://search?q=%0A", .malformed, "a control character in a field"),
        .reject("shop://search?q=a b", .malformed, "a raw space in the query"),
        .reject("shop://search?q=café", .malformed, "raw non-ASCII in the query"),
        .reject("shop://search?q=[x]", .malformed, "raw brackets in the query"),
        .reject("shop://search?q=a#b c", .malformed, "a raw space in the fragment"),
        .reject("shop://search?q=a#b#c", .malformed, "a second #"),
        .reject("shop://orders#%zz", .malformed, "a bad escape in the fragment"),
    ]

    static let limits: [ConformanceCase] = [
        .route(
            "shop://files/" + Array(repeating: "s", count: 63).joined(separator: "/"),
            .file(Array(repeating: "s", count: 63).joined(separator: "/")), "64 segments is the limit"),
        .route(
            "shop://files/" + Array(repeating: "s", count: 63).joined(separator: "/") + "/",
            .file(Array(repeating: "s", count: 63).joined(separator: "/")), "the trailing slash does not count"),
        .reject(
            "shop://files/" + Array(repeating: "s", count: 64).joined(separator: "/"), .tooLarge,
            "65 segments is too many"),
        .reject(
            "shop://files/" + Array(repeating: "%zz", count: 70).joined(separator: "/"), .tooLarge,
            "size is checked before characters"),
        .route(
            "shop://files/" + String(repeating: "a", count: 8192 - 13),
            .file(String(repeating: "a", count: 8192 - 13)), "8 KiB is the limit"),
        .reject("shop://files/" + String(repeating: "a", count: 8192 - 12), .tooLarge, "one byte over 8 KiB"),
        .reject("javascript:" + String(repeating: "a", count: 9000), .tooLarge, "size is checked before the origin"),
        .route(
            "shop://search?" + Array(repeating: "x=1", count: 63).joined(separator: "&") + "&q=z",
            .search(query: "z", page: nil), "64 query items is the limit"),
        .reject(
            "shop://search?" + Array(repeating: "x=1", count: 64).joined(separator: "&") + "&q=z", .tooLarge,
            "65 query items is too many"),
        .route(
            "shop://search?" + String(repeating: "&", count: 200) + "q=z", .search(query: "z", page: nil),
            "empty items do not count"),
    ]

    /// Inputs the fuzzer or reviews found; each names the scenario it guards.
    static let regressions: [ConformanceCase] = [
        .reject("shop://%", .malformed, "a lone percent in the host position"),
        .reject("shop://%2", .malformed, "a truncated escape at the very end"),
        .reject("shop:", .malformed, "a scheme and colon only"),
        .reject("shop:/", .malformed, "a scheme, colon and one slash"),
        .reject("https://", .foreignOrigin, "https with an empty host"),
        .reject("https://:443", .foreignOrigin, "https with a port and no host"),
        .route("shop://?#", .home, "empty query and fragment"),
        .reject(
            "shop:///files/s%2f/s/s/s/s/s/.example./s/s/s/s/s/s/s/s/s/s/s/s/s/s/s", .malformed,
            "fuzz: an encoded slash at the end of a tail segment leaves an empty segment"),
        .reject("shop://files/%2F", .malformed, "fuzz: a tail segment that is only an encoded slash"),
        .reject("shop://files/a%2F..%2Fb", .malformed, "fuzz: an encoded slash that makes a dot-dot tail segment"),
        .route("shop://files/a%2F.b", .file("a/.b"), "an encoded slash that leaves ordinary tail segments"),
        .reject(
            "shop://files/" + Array(repeating: "s", count: 62).joined(separator: "/") + "/a%2Fb", .tooLarge,
            "fuzz: encoded slashes in a tail count against the segment limit"),
        .route(
            "shop://files/" + Array(repeating: "s", count: 61).joined(separator: "/") + "/a%2Fb",
            .file(Array(repeating: "s", count: 61).joined(separator: "/") + "/a/b"),
            "a tail with an encoded slash within the segment limit"),
        .reject("shop://search?q=%", .malformed, "a lone percent in the query"),
        .reject("shop://search?q=%C3", .malformed, "a truncated UTF-8 sequence in a field"),
    ]
}

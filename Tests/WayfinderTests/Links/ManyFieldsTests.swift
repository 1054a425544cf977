import Testing
import Wayfinder

/// Regression tests for issue 13's trap: a rule with five or more named fields crashed when a
/// link carried only a later field, or when a parse closure read a field the link lacked.
@Suite("Rules with many named fields")
struct ManyFieldsTests {
    enum SearchRoute: Hashable, Sendable {
        case search([String: String])
    }

    static let fields = ["q", "page", "sort", "order", "filter", "limit", "after"]

    static let links: LinkTable<SearchRoute> = {
        do {
            return try LinkTable(origins: LinkOrigins(schemes: ["shop"])) {
                LinkRule(
                    "/search?" + fields.joined(separator: "&"),
                    parse: { parameters in
                        var found: [String: String] = [:]
                        for name in fields { found[name] = parameters[name] }
                        return .search(found)
                    },
                    print: { route in
                        guard case .search(let values) = route else { return nil }
                        return values
                    })
            }
        } catch {
            fatalError("\(error)")
        }
    }()

    struct Case: Sendable, CustomTestStringConvertible {
        let link: String
        let values: [String: String]
        var testDescription: String { link }
    }

    @Test(
        "shop://search?filter=red and friends: a link carrying only later fields matches",
        arguments: [
            Case(link: "shop://search?filter=red", values: ["filter": "red"]),
            Case(link: "shop://search?after=x", values: ["after": "x"]),
            Case(link: "shop://search?limit=5&filter=", values: ["limit": "5", "filter": ""]),
            Case(link: "shop://search?after=1&q=a", values: ["after": "1", "q": "a"]),
            Case(
                link: "shop://search?q=1&page=2&sort=3&order=4&filter=5&limit=6&after=7",
                values: ["q": "1", "page": "2", "sort": "3", "order": "4", "filter": "5", "limit": "6", "after": "7"]),
            Case(link: "shop://search", values: [:]),
        ])
    func laterFieldsOnly(_ example: Case) {
        #expect(Self.links.match(example.link) == .success(.search(example.values)))
    }

    @Test("A parse closure reading a missing fifth field gets nil, and value(_:as:) throws")
    func missingFifthField() {
        let table = try? LinkTable<String>(origins: LinkOrigins(schemes: ["shop"])) {
            LinkRule(
                "/s?a&b&c&d&e",
                parse: { parameters throws(LinkRejection) in
                    #expect(parameters["e"] == nil)
                    return try parameters.value("e", as: Int.self).description
                },
                print: { _ in nil })
        }
        guard case .failure(let rejection) = table?.match("shop://s?a=1") else {
            Issue.record("A missing required field must reject the link")
            return
        }
        #expect(rejection == .missingParameter(name: "e", expected: Int.linkParameterExpectation))
    }
}

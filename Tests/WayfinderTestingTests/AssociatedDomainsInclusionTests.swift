import Foundation
import Testing

@testable import WayfinderTesting

/// Inclusion of one `applinks` pattern's language in another's, decided from the patterns: the
/// test that says a component never decides.
@Suite("Associated domains: pattern inclusion")
struct AssociatedDomainsInclusionTests {
    struct InclusionCase: Sendable, CustomTestStringConvertible {
        var wider: String
        var narrower: String
        var includes: Bool
        var widerIgnoresCase = false
        var narrowerIgnoresCase = false
        var variables: [String: [String]] = [:]
        var testDescription: String { "\(wider) \(includes ? "includes" : "does not include") \(narrower)" }
    }

    @Test(arguments: [
        // Literals: only the same text.
        InclusionCase(wider: "/orders", narrower: "/orders", includes: true),
        InclusionCase(wider: "/orders", narrower: "/order", includes: false),
        InclusionCase(wider: "/order", narrower: "/orders", includes: false),
        // `*` takes any run, `/` included.
        InclusionCase(wider: "*", narrower: "/polymarket/*", includes: true),
        InclusionCase(wider: "/*", narrower: "/polymarket/*", includes: true),
        InclusionCase(wider: "/poly*", narrower: "/polymarket/*", includes: true),
        InclusionCase(wider: "/polymarket/*", narrower: "/poly*", includes: false),
        InclusionCase(wider: "/*/x", narrower: "/a/b/x", includes: true),
        InclusionCase(wider: "/*/x", narrower: "/a*/x", includes: true),
        InclusionCase(wider: "/*/x", narrower: "/ax", includes: false),
        InclusionCase(wider: "*a*", narrower: "*ab*", includes: true),
        InclusionCase(wider: "*ab*", narrower: "*a*", includes: false),
        // `?` takes exactly one character: twelve of them are not a run.
        InclusionCase(wider: "/????????????", narrower: "/polymarket/*", includes: false),
        InclusionCase(wider: "/????????????", narrower: "/polymarket/x", includes: true),
        InclusionCase(wider: "/?*", narrower: "/a*", includes: true),
        InclusionCase(wider: "/?*", narrower: "/*", includes: false),
        InclusionCase(wider: "/*", narrower: "/?*", includes: true),
        InclusionCase(wider: "/??", narrower: "/?", includes: false),
        InclusionCase(wider: "/?*?", narrower: "/??*", includes: true),
        InclusionCase(wider: "*", narrower: "", includes: true),
        InclusionCase(wider: "?*", narrower: "", includes: false),
        // Case.
        InclusionCase(wider: "/Orders/*", narrower: "/orders/*", includes: false),
        InclusionCase(wider: "/Orders/*", narrower: "/orders/*", includes: true, widerIgnoresCase: true),
        InclusionCase(wider: "/orders/*", narrower: "/orders/*", includes: false, narrowerIgnoresCase: true),
        InclusionCase(wider: "/*", narrower: "/ORDERS", includes: true, narrowerIgnoresCase: true),
        // Classes and variables.
        InclusionCase(wider: "/$(alnum)", narrower: "/$(digit)", includes: true),
        InclusionCase(wider: "/$(digit)", narrower: "/$(alnum)", includes: false),
        InclusionCase(wider: "/$(xdigit)", narrower: "/$(digit)", includes: true),
        InclusionCase(wider: "/$(upper)", narrower: "/A", includes: true),
        InclusionCase(wider: "/?", narrower: "/$(lower)", includes: true),
        InclusionCase(wider: "/ab", narrower: "/a$(v)", includes: true, variables: ["v": ["b"]]),
        InclusionCase(wider: "/ab", narrower: "/a$(v)", includes: false, variables: ["v": ["b", "c"]]),
        InclusionCase(wider: "/$(v)/*", narrower: "/taco/1", includes: true, variables: ["v": ["burrito", "ta*"]]),
    ])
    func inclusionIsDecidedFromThePatterns(_ test: InclusionCase) throws {
        let wider = try AssociationPattern(
            test.wider, variables: test.variables, caseSensitive: !test.widerIgnoresCase)
        let narrower = try AssociationPattern(
            test.narrower, variables: test.variables, caseSensitive: !test.narrowerIgnoresCase)
        #expect(wider.includes(narrower) == test.includes)
    }

    /// Inclusion agrees with matching: whenever it says yes, every sampled text of the narrower
    /// pattern matches the wider one; whenever it says no, some text shows it.
    @Test func inclusionAgreesWithMatchingOnEveryShortText() throws {
        let patterns = ["*", "/*", "/?", "/a*", "/?*", "/*a", "/a?", "/??", "*a*", "/ab", "?", "", "a*b", "*/*"]
        let texts = Self.texts(over: ["/", "a", "b"], upTo: 4)
        for wider in patterns {
            for narrower in patterns {
                let (w, n) = (try AssociationPattern(wider), try AssociationPattern(narrower))
                let witness = texts.first { n.matches($0) && !w.matches($0) }
                #expect(w.includes(n) == (witness == nil), "\(wider) ⊇ \(narrower)? witness \(witness ?? "none")")
            }
        }
    }

    /// `*` followed by many `?` needs exponentially many states: the answer is "undecided", at once.
    @Test func aCostlyPairIsUndecidedNotSlow() throws {
        let wider = try AssociationPattern("*a" + String(repeating: "?", count: 24))
        let narrower = try AssociationPattern("*b" + String(repeating: "?", count: 24))
        #expect(wider.includes(narrower, budget: 2_000) == nil)
    }

    /// Paths that all start with a wildcard make every earlier component a candidate: the work is
    /// bounded for the whole file, and the check says where it stopped.
    @Test func shadowingStopsAtItsBudgetAndSaysWhere() throws {
        let any = AssociationPattern.legacy("*")
        let components = (0..<200).map { index in
            AssociationFile.Component(
                path: "$.c[\(index)]", pathPattern: .legacy("*x\(index)*"), query: .whole(any), fragment: any,
                exclude: false)
        }
        let bounded = AssociationFile.shadows(in: components, budget: 500)
        #expect(bounded.uncheckedFrom != nil)
        let full = AssociationFile.shadows(in: Array(components.prefix(20)))
        #expect(full.uncheckedFrom == nil)
        // `*x1*` matches every path `*x10*` … `*x19*` match, and comes first.
        #expect(full.shadows == Dictionary(uniqueKeysWithValues: (10..<20).map { ($0, 1) }))
    }

    @Test(arguments: [
        ("/orders", false), ("*", false), ("?*", false), ("abc", true), ("orders/*", true), ("$(alpha)*", true),
        ("%2Forders", false),
    ])
    func aPatternThatCannotStartWithASlashNeverMatchesAPath(_ pattern: String, _ never: Bool) throws {
        #expect(try AssociationPattern(pattern).neverMatchesAPath == never)
    }

    private static func texts(over alphabet: [Character], upTo length: Int) -> [String] {
        var all = [""]
        var layer = [""]
        for _ in 0..<length {
            layer = layer.flatMap { text in alphabet.map { text + String($0) } }
            all += layer
        }
        return all
    }
}

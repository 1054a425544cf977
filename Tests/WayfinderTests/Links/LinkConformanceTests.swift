import Foundation
import Testing
import Wayfinder

@Suite("Link conformance: what a link becomes")
struct LinkConformanceTests {
    @Test("Each link matches its route or is rejected for its reason", arguments: ConformanceCase.all)
    func conformance(_ example: ConformanceCase) {
        let result = CatalogRoute.links.match(example.input)
        switch (result, example.expected) {
        case (.success(let route), .route(let expected)):
            #expect(route == expected)
        case (.failure(let rejection), .rejected(let kind)):
            #expect(RejectionKind(rejection) == kind, "\(rejection)")
        case (.success(let route), .rejected(let kind)):
            Issue.record("Expected a \(kind.rawValue) rejection, matched \(route).")
        case (.failure(let rejection), .route(let expected)):
            Issue.record("Expected \(expected), rejected: \(rejection)")
        }
    }

    @Test("The table has at least 150 cases and no duplicate inputs")
    func tableSize() {
        #expect(ConformanceCase.all.count >= 150)
        let inputs = ConformanceCase.all.map(\.input)
        #expect(Set(inputs).count == inputs.count)
    }

    @Test("match(url:) agrees with match(_:) for every input Foundation keeps as written")
    func urlAgrees() {
        for example in ConformanceCase.all {
            guard let url = URL(string: example.input), url.absoluteString == example.input else { continue }
            #expect(CatalogRoute.links.match(url: url) == CatalogRoute.links.match(example.input), "\(example)")
        }
    }

    @Test("Rejections and their descriptions never quote a secret value")
    func rejectionsHideSecrets() {
        let secret = "Sup3rS3cret"
        let inputs = [
            "shop://teams/t1/invite/\(secret)/x",
            "shop://teams/t1/invite/\(secret)%zz",
            "shop://teams/t1/invite/\(secret)%FF",
            "shop://teams/t1/invite/\(secret) ",
            "shop://teams/t1/invite//\(secret)",
            "shop://teams/t1/invite/\(secret)/..",
            "shop://teams/t1/invite/\(secret)?q=%zz",
            "https://app.example.com/teams/t1/invite/\(secret)/x/y",
        ]
        for input in inputs {
            guard case .failure(let rejection) = CatalogRoute.links.match(input) else {
                Issue.record("\(input) should be rejected")
                continue
            }
            #expect(!"\(rejection)".contains(secret), "\(rejection)")
            #expect(!String(reflecting: rejection).contains(secret))
            #expect(!CatalogRoute.links.displayString(forUnmatched: input).contains(secret))
        }
    }

    @Test("A rejection says which part failed and what was expected")
    func rejectionMessages() {
        let cases: [(String, LinkRejection)] = [
            (
                "shop://products/%zz",
                .malformed(part: "path segment 2", expected: "\"%\" followed by two hexadecimal digits")
            ),
            ("shop://orders/x", .badParameter(name: "id", expected: "a decimal integer without leading zeros")),
            ("shop://redeem", .missingParameter(name: "code", expected: "any text")),
            ("shop://nope/1", .unknownPath("/nope/…")),
            ("shop://orders/1/x", .unknownPath("/orders/1/x")),
            ("http://app.example.com/x", .foreignOrigin("http://app.example.com")),
            ("https://me:pw@app.example.com/x", .foreignOrigin("https://…@app.example.com")),
            ("javascript:alert(1)", .foreignOrigin("javascript:")),
            ("shop://files/" + String(repeating: "a/", count: 70), .tooLarge(limit: .pathSegments(64))),
        ]
        for (input, expected) in cases {
            #expect(CatalogRoute.links.match(input) == .failure(expected))
        }
        #expect(
            "\(LinkRejection.malformed(part: "path segment 2", expected: "x"))"
                == "The link is malformed at path segment 2: expected x.")
        #expect(
            CatalogRoute.links.match("shop://search?" + Array(repeating: "x=1", count: 65).joined(separator: "&"))
                == .failure(.tooLarge(limit: .queryItems(64))))
        #expect(
            CatalogRoute.links.match("shop://files/" + String(repeating: "a", count: 8192))
                == .failure(.tooLarge(limit: .bytes(8192))))
        #expect(
            "\(LinkRejection.tooLarge(limit: .bytes(8192)))" == "The link is larger than allowed (at most 8192 bytes).")
        #expect("\(LinkLimit.pathSegments(64))" == "at most 64 path segments")
        #expect("\(LinkLimit.queryItems(3))" == "at most 3 query items")
    }
}

@Suite("A required parameter the link leaves out")
struct MissingParameterTests {
    @Test(
        "A required query field the link leaves out is reported missing, not invalid",
        arguments: ["shop://redeem", "shop://redeem?Code=x", "shop://redeem#code=x", "shop://redeem?other=1"])
    func missingField(_ input: String) {
        guard case .failure(let rejection) = CatalogRoute.links.match(input) else {
            Issue.record("\(input) should be rejected")
            return
        }
        #expect("\(rejection)" == "The link has no code parameter, which is required: expected any text.")
    }

    @Test("A field that is present but empty or does not convert is not missing")
    func presentField() {
        #expect(CatalogRoute.links.match("shop://redeem?code") == .success(.redeem("")))
        guard case .failure(let rejection) = CatalogRoute.links.match("shop://search?page=x") else {
            Issue.record("shop://search?page=x should be rejected")
            return
        }
        #expect("\(rejection)" == "The parameter page is not valid: expected a decimal integer without leading zeros.")
    }
}

@Suite("Fuzz seed corpus")
struct FuzzCorpusTests {
    static let directory = ProcessInfo.processInfo.environment["WAYFINDER_FUZZ_CORPUS"]

    /// `WAYFINDER_FUZZ_CORPUS=Fuzz/corpus swift test --filter FuzzCorpusTests` rewrites the
    /// seed corpus from the conformance table (scripts/fuzz-links.sh --corpus does this).
    @Test("Write every conformance input as a seed file", .enabled(if: directory != nil))
    func writeCorpus() throws {
        let directory = URL(fileURLWithPath: try #require(Self.directory), isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for (index, example) in ConformanceCase.all.enumerated() {
            let name = String(format: "conformance-%03d", index)
            try Data(example.input.utf8).write(to: directory.appendingPathComponent(name))
        }
    }
}

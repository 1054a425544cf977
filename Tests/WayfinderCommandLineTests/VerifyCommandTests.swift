import Foundation
import Testing

@Suite("wayfinder verify")
struct VerifyCommandTests {
    @Test func theStartsAloneAsJSONNameTheFigures() throws {
        let run = try Executable.run(["verify", "--depth", "0", "--format", "json"])
        #expect(run.status == 0, "\(run.output)")
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any], "\(run.output)")
        #expect(object["depth"] as? Int == 0)
        #expect(object["starts"] as? Int == 1_890)
        #expect((object["states"] as? Int ?? 0) > 1_000)
        #expect((object["violations"] as? [Any])?.isEmpty == true)
    }

    @Test func someLinksByNameExploreOnlyThoseAndSaySo() throws {
        let run = try Executable.run([
            "verify", "--depth", "0", "--links", "shop://orders/42,shop://checkout", "--format", "json",
        ])
        #expect(run.status == 0, "\(run.output)")
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any], "\(run.output)")
        #expect(object["links"] as? [String] == ["shop://orders/42", "shop://checkout"])
        // 3 launches × 6 sessions × 3 gate choices × (no link and the 2 links).
        #expect(object["starts"] as? Int == 3 * 6 * 3 * 3)
    }

    @Test func aNumberOfLinksIsChosenBySeedAndThePrintedLineReplaysIt() throws {
        let first = try Executable.run(["verify", "--depth", "0", "--links", "3", "--seed", "7"])
        let second = try Executable.run(["verify", "--depth", "0", "--links", "3", "--seed", "7"])
        #expect(first.status == 0, "\(first.output)")
        func untimed(_ text: String) -> String {
            text.replacingOccurrences(of: #"[0-9.]+s:"#, with: "", options: .regularExpression)
        }
        #expect(untimed(first.output) == untimed(second.output))
        // The first line names the links and how to choose them again; the last counts them.
        let lines = first.output.split(separator: "\n")
        #expect(lines.first?.hasPrefix("links (--links 3 --seed 7): shop://") == true, "\(first.output)")
        #expect(lines.first?.split(separator: ",").count == 3, "\(first.output)")
        #expect(lines.last?.contains("over 3 of 34 sample links") == true, "\(first.output)")
        let fresh = try Executable.run(["verify", "--depth", "0", "--links", "2"])
        #expect(fresh.output.hasPrefix("links (--links 2 --seed "), "\(fresh.output)")
    }

    @Test(arguments: [
        ["--depth", "deep"], ["--depth", "13"], ["--seconds", "0"], ["--format", "xml"], ["--links", "0"],
        ["--links", "shop://not-a-sample"], ["--seed", "x"], ["--links", "99"],
    ])
    func aWrongOptionIsAUsageError(words: [String]) throws {
        let run = try Executable.run(["verify"] + words)
        #expect(run.status == 2, "\(run.output)")
        #expect(run.errors.contains("verify"), "\(run.errors)")
    }
}

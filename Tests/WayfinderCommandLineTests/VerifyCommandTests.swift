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
        #expect(object["starts"] as? Int == 1_836)
        #expect((object["states"] as? Int ?? 0) > 1_000)
        #expect((object["violations"] as? [Any])?.isEmpty == true)
    }

    @Test(arguments: [["--depth", "deep"], ["--depth", "13"], ["--seconds", "0"], ["--format", "xml"]])
    func aWrongOptionIsAUsageError(words: [String]) throws {
        let run = try Executable.run(["verify"] + words)
        #expect(run.status == 2, "\(run.output)")
        #expect(run.errors.contains("verify"), "\(run.errors)")
    }
}

import Foundation
import ShopExample
import Testing
import Wayfinder

@testable import WayfinderCommandLine

/// Regression: `run` and `open` echoed each step's command with its raw link, so an invite
/// token or a reset code showed in the output although every record redacted it.
@Suite("What the command prints never shows a secret")
struct RedactionTests {
    static let secret = "s3cr3t-9f4e"

    struct Case: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static func script(in directory: URL) throws -> String {
        let path = directory.appendingPathComponent("secrets.scn").path
        let text = """
            launch cold shop://teams/7/invite/\(secret) session=signed-out
            sign-in alice
            open shop://reset-password/\(secret)
            relaunch https://shop.example.com/teams/8/invite/\(secret)
            open shop://reset-password/\(secret)/extra?code=\(secret)
            expect pending shop://teams/9/invite/\(secret)
            """
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    static let cases: [Case] = [
        Case(arguments: ["open", "shop://reset-password/\(secret)"]),
        Case(arguments: ["open", "shop://reset-password/\(secret)", "--json"]),
        Case(arguments: ["open", "shop://teams/7/invite/\(secret)", "--launch", "warm"]),
        Case(arguments: ["open", "shop://teams/7/invite/\(secret)", "--launch", "warm", "--json"]),
        Case(arguments: ["open", "shop://reset-password/\(secret)/x?code=\(secret)", "--session", "signed-in:bob"]),
        Case(arguments: ["run", "SCRIPT"]),
        Case(arguments: ["run", "SCRIPT", "--json"]),
    ]

    @Test(arguments: cases)
    func noSecretInOutput(_ c: Case) async throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("wayfinder-redaction-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = try Self.script(in: directory)
        let arguments = c.arguments.map { $0 == "SCRIPT" ? path : $0 }
        var output = ""
        var errors = ""
        let command = WayfinderCommand(schema: Shop(), accounts: SimulatedShopBackend.accounts)
        _ = await command.run(arguments: arguments, output: &output, errors: &errors)
        #expect(!output.isEmpty)
        #expect(!output.contains(Self.secret), "\(output)")
        #expect(!errors.contains(Self.secret), "\(errors)")
        #expect(output.contains("<redacted>"))
    }

    /// Messages about bad input quote words, but never a link that may carry a secret.
    @Test(arguments: [
        ["open", "shop://products/1", "shop://reset-password/\(secret)"],
        ["run", "BAD-SCRIPT"],
    ])
    func noSecretInErrors(_ words: [String]) async throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("wayfinder-redaction-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let bad = directory.appendingPathComponent("bad.scn").path
        try "launch warm\nopen shop://products/1 shop://reset-password/\(Self.secret)"
            .write(toFile: bad, atomically: true, encoding: .utf8)
        var output = ""
        var errors = ""
        let command = WayfinderCommand(schema: Shop(), accounts: SimulatedShopBackend.accounts)
        let status = await command.run(
            arguments: words.map { $0 == "BAD-SCRIPT" ? bad : $0 }, output: &output, errors: &errors)
        #expect(status == 2)
        #expect(!errors.isEmpty)
        #expect(!errors.contains(Self.secret), "\(errors)")
        #expect(!output.contains(Self.secret), "\(output)")
    }
}

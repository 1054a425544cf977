import Foundation
import Testing

/// The built `wayfinder` executable, run as a child process the way a person or CI runs it.
///
/// `swift test` builds every product of the package before it runs the tests, so the binary
/// sits next to the test bundle.
enum Executable {
    /// The package's root directory.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Where the binary is: next to the test bundle, else in `.build/debug`.
    static let url: URL? = {
        let candidates = [
            Bundle.main.bundleURL.appendingPathComponent("wayfinder"),
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(
                "wayfinder"),
            Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("wayfinder"),
            packageRoot.appendingPathComponent(".build/debug/wayfinder"),
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    /// What one run printed and how it ended.
    struct Execution {
        var status: Int32
        var output: String
        var errors: String

        var lines: [String] {
            output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).dropLastEmpty()
        }
    }

    /// Runs the binary with `arguments` in the package's root directory.
    static func run(_ arguments: [String]) throws -> Execution {
        let url = try #require(
            url, "The wayfinder executable was not found next to the test bundle; run `swift build` first.")
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("wayfinder-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let outputURL = directory.appendingPathComponent("stdout")
        let errorURL = directory.appendingPathComponent("stderr")
        try Data().write(to: outputURL)
        try Data().write(to: errorURL)
        let output = try FileHandle(forWritingTo: outputURL)
        let errors = try FileHandle(forWritingTo: errorURL)
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        process.currentDirectoryURL = packageRoot
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try output.close()
        try errors.close()
        return Execution(
            status: process.terminationStatus,
            output: try String(contentsOf: outputURL, encoding: .utf8),
            errors: try String(contentsOf: errorURL, encoding: .utf8)
        )
    }

    /// Writes a scenario script to a temporary file and returns its path.
    static func script(_ text: String, name: String = "script") throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString).scn")
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }
}

extension Array where Element == String {
    fileprivate func dropLastEmpty() -> [String] { last == "" ? Array(dropLast()) : self }
}

/// Compares text with `Tests/Snapshots/NAME`; `WAYFINDER_RECORD_SNAPSHOTS=1` rewrites the file instead.
///
/// The snapshots sit outside the test target's directory: inside it, SwiftPM would warn about
/// files it does not handle unless the manifest excluded them.
func assertSnapshot(_ text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let url = Executable.packageRoot.appendingPathComponent("Tests/Snapshots/\(name)")
    let recording = ProcessInfo.processInfo.environment["WAYFINDER_RECORD_SNAPSHOTS"] == "1"
    guard !recording, let expected = try? String(contentsOf: url, encoding: .utf8) else {
        try text.write(to: url, atomically: true, encoding: .utf8)
        if !recording {
            Issue.record(
                "No snapshot \(name) existed; it was recorded. Check it in and run the tests again.",
                sourceLocation: sourceLocation)
        }
        return
    }
    if expected != text {
        let a = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let b = text.split(separator: "\n", omittingEmptySubsequences: false)
        let line = zip(a, b).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(a.count, b.count)
        let was = line < a.count ? String(a[line]) : "(end)"
        let now = line < b.count ? String(b[line]) : "(end)"
        Issue.record(
            "Output differs from Tests/Snapshots/\(name) at line \(line + 1):\n  snapshot: \(was)\n  output:   \(now)\nIf the change is intended, run with WAYFINDER_RECORD_SNAPSHOTS=1 and review the diff.",
            sourceLocation: sourceLocation
        )
    }
}

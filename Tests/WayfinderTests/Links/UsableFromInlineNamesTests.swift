import Foundation
import Testing

/// Members marked `@usableFromInline` are in the module's binary interface although they are not
/// API, so they carry the leading `_` the standard library uses for such members. Top-level types
/// and initialisers keep their names (an initialiser has no name to prefix).
@Suite("@usableFromInline members are underscored")
struct UsableFromInlineNamesTests {
    static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/Wayfinder")

    /// Each `@usableFromInline` member declared in `Sources/Wayfinder`, as `file: name`.
    static func members() throws -> [(place: String, name: String)] {
        let declaration = try Regex(#"^(\s*)(?:@\w+\s+)*(?:final\s+)?(let|var|func|struct|enum|class)\s+(\w+)"#)
        var found: [(place: String, name: String)] = []
        let files = FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String } ?? []
        for file in files where file.hasSuffix(".swift") {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            for (index, line) in lines.enumerated() where line.contains("@usableFromInline") {
                // The attribute is on its own line or in front of the declaration.
                let rest = line.replacingOccurrences(of: "@usableFromInline", with: "")
                let candidate = rest.trimmingCharacters(in: .whitespaces).isEmpty ? lines[index + 1] : line
                guard let match = candidate.firstMatch(of: declaration),
                    let indent = match.output[1].substring, let name = match.output[3].substring
                else { continue }
                if indent.isEmpty && ["struct", "enum", "class"].contains(match.output[2].substring ?? "") {
                    continue  // A top-level type is not a member.
                }
                found.append((place: "\(file):\(index + 1)", name: String(name)))
            }
        }
        return found
    }

    @Test func everyMemberStartsWithAnUnderscore() throws {
        let members = try Self.members()
        #expect(members.count >= 10, "the scan found too few members to mean anything: \(members.count)")
        let plain = members.filter { !$0.name.hasPrefix("_") }.map { "\($0.place) \($0.name)" }
        #expect(plain.isEmpty, "@usableFromInline members without a leading `_`: \(plain)")
    }
}

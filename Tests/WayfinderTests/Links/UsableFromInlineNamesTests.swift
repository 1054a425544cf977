import Foundation
import Testing

/// Members of public types marked `@usableFromInline` (or `@inlinable` without being public) are in the module's interface although they
/// are not API, so they carry the leading `_` the standard library uses for such members. Members
/// of internal types (the reducer's `Reduction`, `Navigation`) cannot be named outside the module
/// at all and keep their names, as do top-level types and initialisers (an initialiser has no name
/// to prefix).
@Suite("@usableFromInline members are underscored")
struct UsableFromInlineNamesTests {
    static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/Wayfinder")

    /// The names of the module's public types and protocols.
    static func publicTypes(in texts: [String]) throws -> Set<String> {
        let declaration = try Regex(#"^public\s+(?:final\s+)?(?:struct|enum|class|protocol|actor)\s+(\w+)"#)
        var names: Set<String> = []
        for text in texts {
            for line in text.split(separator: "\n") {
                if let match = String(line).firstMatch(of: declaration), let name = match.output[1].substring {
                    names.insert(String(name))
                }
            }
        }
        return names
    }

    /// Each `@usableFromInline` member of a public type declared in `Sources/Wayfinder`, as
    /// `file: name`.
    static func members() throws -> [(place: String, name: String)] {
        let declaration = try Regex(#"^(\s*)(?:@\w+\s+)*(?:final\s+)?(let|var|func|struct|enum|class)\s+(\w+)"#)
        let enclosing = try Regex(
            #"^(?:@\w+\s+)*(?:public\s+|package\s+)?(?:final\s+)?(?:struct|enum|class|protocol|extension)\s+(\w+)"#)
        var found: [(place: String, name: String)] = []
        let files = (FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".swift") }
        let texts = try files.map { try String(contentsOf: sources.appendingPathComponent($0), encoding: .utf8) }
        let publicTypes = try publicTypes(in: texts)
        for (file, text) in zip(files, texts) {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            var owner = ""
            for (index, line) in lines.enumerated() {
                if let match = line.firstMatch(of: enclosing), let name = match.output[1].substring {
                    owner = String(name)
                }
                // `@inlinable` on a member that is not public makes it usable from inlinable code too.
                let attribute = ["@usableFromInline", "@inlinable"].first { line.contains($0) }
                guard let attribute, publicTypes.contains(owner) else { continue }
                // The attribute is on its own line or in front of the declaration.
                let rest = line.replacingOccurrences(of: attribute, with: "")
                let candidate = rest.trimmingCharacters(in: .whitespaces).isEmpty ? lines[index + 1] : line
                if attribute == "@inlinable" && candidate.contains("public ") { continue }
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

    @Test func everyMemberOfAPublicTypeStartsWithAnUnderscore() throws {
        let members = try Self.members()
        #expect(members.count >= 10, "the scan found too few members to mean anything: \(members.count)")
        let plain = members.filter { !$0.name.hasPrefix("_") }.map { "\($0.place) \($0.name)" }
        #expect(plain.isEmpty, "@usableFromInline members without a leading `_`: \(plain)")
    }
}

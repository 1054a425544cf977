import Foundation
import Testing
import Wayfinder
import WayfinderTestStore
import WayfinderTesting

// The code of the article "Your own app, from an empty schema", compiled and run. Every Swift
// block of the article appears here line for line (indentation aside), which the last test
// checks; the blocks it skips are the ones a Linux test cannot compile (Package.swift).

// MARK: 1. Name the places

/// The tabs of the Tasks app.
enum TasksTab: String, Hashable, Codable, Sendable, CustomStringConvertible {
    case inbox, projects
    var description: String { rawValue }
}

/// The screens pushed onto a tab's stack; the description is how tests and records print them.
enum TasksScreen: Hashable, Codable, Sendable, CustomStringConvertible {
    case project(String)
    var description: String {
        switch self {
        case .project(let id): "project(\(id))"
        }
    }
}

/// The modals: only sign-in, for now.
enum TasksModal: String, Hashable, Codable, Sendable, CustomStringConvertible {
    case signIn
    var description: String { rawValue }
}

/// The notices (alerts) the coordinator raises.
enum TasksNotice: String, Hashable, Codable, Sendable, CustomStringConvertible {
    case linkUnavailable, sessionExpired, signInFailed
    var description: String { rawValue }
}

// MARK: 2. An empty schema (the article's first version, kept apart so both versions compile)

enum FirstDraft {
    enum TasksRoute: Hashable, Sendable {
        case inbox
    }

    struct Tasks: NavigationSchema {
        let tabs: [TasksTab] = [.inbox, .projects]
        let defaultTab = TasksTab.inbox
        let signInModal = TasksModal.signIn
        let notices = NoticeRoles<TasksNotice>(
            linkUnavailable: .linkUnavailable, sessionExpired: .sessionExpired, signInFailed: .signInFailed)
        var links: LinkTable<TasksRoute> { Self.table }

        static let table: LinkTable<TasksRoute> = {
            do {
                return try LinkTable(origins: LinkOrigins(schemes: ["tasks"], hosts: ["tasks.example.com"])) {
                    LinkRule("/", to: .inbox)
                }
            } catch {
                preconditionFailure("The Tasks link table is declared wrongly: \(error)")
            }
        }()

        func rule(for route: TasksRoute) -> RouteRule<Tasks> {
            switch route {
            case .inbox: RouteRule(.public, .tab(.inbox))
            }
        }

        func access(for screen: TasksScreen) -> Access {
            switch screen {
            case .project: .signedIn
            }
        }

        func rule(for modal: TasksModal) -> ModalRule { ModalRule(priority: 100) }
        func modal(for gate: LaunchGate) -> TasksModal? { nil }
    }
}

extension FirstDraft {
    @Suite("Documentation: your own app, the empty schema")
    struct EmptySchemaTests {
        @Test func aLinkNoRuleKnowsLandsOnTheFallback() async {
            var store = await NavigationTestStore(
                schema: Tasks(), launch: .init(.warm, session: .signedIn("ada")))
            await store.send(.linkReceived("tasks://projects/7", source: .link), records: [.rejected]) {
                $0.notice = .linkUnavailable
            }
        }
    }
}

// MARK: 3. A link behind sign-in (the schema as the article leaves it)

enum TasksRoute: Hashable, Sendable {
    case inbox
    case project(id: String)
}

struct Tasks: NavigationSchema {
    let tabs: [TasksTab] = [.inbox, .projects]
    let defaultTab = TasksTab.inbox
    let signInModal = TasksModal.signIn
    let notices = NoticeRoles<TasksNotice>(
        linkUnavailable: .linkUnavailable, sessionExpired: .sessionExpired, signInFailed: .signInFailed)
    var links: LinkTable<TasksRoute> { Self.table }

    static let table: LinkTable<TasksRoute> = {
        do {
            return try LinkTable(origins: LinkOrigins(schemes: ["tasks"], hosts: ["tasks.example.com"])) {
                LinkRule("/", to: .inbox)
                LinkRule("/projects/:id", TasksRoute.project(id:)) {
                    if case .project(let id) = $0 { id } else { nil }
                }
            }
        } catch {
            preconditionFailure("The Tasks link table is declared wrongly: \(error)")
        }
    }()

    func rule(for route: TasksRoute) -> RouteRule<Tasks> {
        switch route {
        case .inbox: RouteRule(.public, .tab(.inbox))
        case .project(let id): RouteRule(.signedIn, .tab(.projects, [.project(id)]))
        }
    }

    func access(for screen: TasksScreen) -> Access {
        switch screen {
        case .project: .signedIn
        }
    }

    func rule(for modal: TasksModal) -> ModalRule { ModalRule(priority: 100) }
    func modal(for gate: LaunchGate) -> TasksModal? { nil }

    func route(for screen: TasksScreen) -> TasksRoute? {
        switch screen {
        case .project(let id): .project(id: id)
        }
    }

    var sampleLinks: [SampleLink] {
        [
            SampleLink("tasks://", "inbox"),
            SampleLink("https://tasks.example.com/projects/7", "a project"),
            SampleLink("tasks://nowhere", "unknown path"),
        ]
    }
}

@Suite("Documentation: your own app")
struct YourOwnAppTests {
    // MARK: 4. Test it

    @Test func aProjectLinkWaitsForSignInThenLands() async {
        var store = await NavigationTestStore(
            schema: Tasks(), launch: .init(.cold, session: .signedOut, link: "tasks://projects/7"))
        store.expect {
            $0.modal = .signIn
            $0.pending = "tasks://projects/7"
        }
        await store.send(.signedIn("ada"), records: [.landed]) {
            $0.session = .signedIn("ada")
            $0.modal = nil
            $0.pending = nil
            $0.location(.projects, [.project("7")])
        }
        await store.send(.popped) {
            $0.location(.projects)
        }
    }

    /// Not shown in the article; holds what it says `route(for:)` is for.
    @Test func anExpiryOnAProjectKeepsItAsTheLinkToReturnTo() async {
        var store = await NavigationTestStore(
            schema: Tasks(), launch: .init(.cold, session: .signedIn("ada"), link: "tasks://projects/7"))
        await store.send(.sessionExpired) {
            $0.session = .expired("ada")
            $0.stack = []
            $0.modal = .signIn
            $0.notice = .sessionExpired
            $0.pending = "tasks://projects/7"
        }
    }

    @Test func theSameJourneyAsAScript() async throws {
        let script = """
            launch cold tasks://projects/7 session=signed-out
            expect modal signIn
            expect pending tasks://projects/7
            sign-in ada
            expect location projects > project(7)
            expect log landed
            back
            expect location projects
            """
        let result = try await ScenarioRunner(schema: Tasks()).run(text: script, file: "project-link.scn")
        #expect(result.failures.isEmpty && result.violations.isEmpty)  // on failure, prints just these two
    }

    @Test func theAuditPasses() async {
        let report = await Audit(schema: Tasks(), account: "ada").run()
        #expect(report.passed, "\(report.failures)")
    }

    // MARK: 5. Run it in the app

    @MainActor
    @Test func theNavigatorLandsTheLinkAfterSignIn() {
        let navigator = Navigator(schema: Tasks())
        navigator.launch(.cold, url: URL(string: "tasks://projects/7"), session: .signedOut)
        #expect(navigator.modal == .signIn)

        navigator.signedIn("ada")
        #expect(navigator.modal == nil)
        #expect(navigator.location.description == "projects > project(7)")
        #expect(navigator.log.records.map(\.outcome) == [.pending, .landed])
    }

    // MARK: The article shows this file's code

    @Test func everySwiftBlockOfTheArticleIsCompiledHere() throws {
        let here = URL(fileURLWithPath: #filePath)
        let root = here.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let article = try String(
            contentsOf: root.appendingPathComponent("Sources/Wayfinder/Documentation.docc/YourOwnApp.md"),
            encoding: .utf8)
        let source = try String(contentsOf: here, encoding: .utf8)
        let blocks = Self.swiftBlocks(in: article)
        #expect(blocks.count >= 8, "the article's Swift blocks were not found")
        let lines = Self.trimmedLines(source)
        for block in blocks where block.first != "// Package.swift" {
            let compiled = Self.contains(lines, block)
            #expect(compiled, "a block of the article is not in this file:\n\(block.joined(separator: "\n"))")
        }
    }

    /// The Swift code blocks of a Markdown text, each as its lines without surrounding whitespace
    /// and without blank lines.
    static func swiftBlocks(in markdown: String) -> [[String]] {
        var blocks: [[String]] = []
        var current: [String]?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let text = line.trimmingCharacters(in: .whitespaces)
            if current == nil, text == "```swift" {
                current = []
            } else if current != nil, text == "```" {
                blocks.append(current ?? [])
                current = nil
            } else if !text.isEmpty {
                current?.append(text)
            }
        }
        return blocks
    }

    static func trimmedLines(_ text: String) -> [String] {
        text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// Whether `block` appears in `lines` as consecutive lines.
    static func contains(_ lines: [String], _ block: [String]) -> Bool {
        guard !block.isEmpty, block.count <= lines.count else { return block.isEmpty }
        return (0...(lines.count - block.count)).contains { start in
            block.indices.allSatisfy { lines[start + $0] == block[$0] }
        }
    }
}

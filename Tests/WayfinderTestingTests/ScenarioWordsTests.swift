import Foundation
import ShopExample
import Testing
import Wayfinder

@testable import WayfinderTesting

/// The words adopters tripped on (issue 29): a modal or notice typo in an expectation is caught
/// with the valid names, an action that does not apply leaves a record, and `saved` unmarks
/// unsaved input in scripts and in replayed journals.
@Suite("Scenario words: typos, actions that do not apply, saved input")
struct ScenarioWordsTests {
    struct Named: Sendable, CustomTestStringConvertible {
        var line: String
        /// What the error says, or `nil` when the line is valid.
        var message: String?
        var testDescription: String { line }
    }

    static let names: [Named] = [
        Named(line: "expect modal signin", message: "unknown modal `signin`: expected one of none, signIn"),
        Named(line: "expect modal checkot > shipping", message: "unknown modal `checkot`"),
        Named(line: "expect modal Checkout", message: "unknown modal `Checkout`"),
        Named(line: "expect notice itemUnavailabel", message: "unknown notice `itemUnavailabel`: the schema declares"),
        Named(line: "expect notice linkunavailable", message: "unknown notice `linkunavailable`"),
        Named(line: "expect modal signIn", message: nil),
        Named(line: "expect modal none", message: nil),
        Named(line: "expect modal checkout > shipping > payment", message: nil),
        Named(line: "expect modal passwordReset", message: nil),
        Named(line: "expect notice none", message: nil),
        Named(line: "expect notice itemUnavailable", message: nil),
    ]

    @Test("Names in expectations are checked against the schema", arguments: names)
    func namesInExpectations(_ c: Named) async {
        let runner = ScenarioRunner(schema: Shop(), accounts: ["alice"])
        do {
            _ = try await runner.run(text: "launch warm\n" + c.line, file: "names.scn")
            #expect(c.message == nil, "accepted `\(c.line)`")
        } catch {
            #expect(error.line == 2)
            #expect(error.file == "names.scn")
            if let message = c.message {
                #expect(error.message.contains(message), "\(error.message)")
            } else {
                Issue.record("rejected a valid line: \(error.message)")
            }
        }
    }

    /// A schema whose `Notice` type is not `CaseIterable` knows only its roles' notices; the
    /// message says so and how to name every notice (the hint printed nowhere before).
    struct NoCaseList: NavigationSchema {
        enum Tab: String, Hashable, Codable, Sendable, CustomStringConvertible, CaseIterable {
            case main
            var description: String { rawValue }
        }
        enum Screen: String, Hashable, Codable, Sendable, CustomStringConvertible {
            case item
            var description: String { rawValue }
        }
        enum Modal: String, Hashable, Codable, Sendable, CustomStringConvertible {
            case login
            var description: String { rawValue }
        }
        enum Notice: String, Hashable, Codable, Sendable, CustomStringConvertible {
            case unavailable, expired, failed, appOwn
            var description: String { rawValue }
        }
        enum Route: Hashable, Sendable { case item }

        var tabs: [Tab] { [.main] }
        var defaultTab: Tab { .main }
        var signInModal: Modal { .login }
        var notices: NoticeRoles<Notice> {
            NoticeRoles(linkUnavailable: .unavailable, sessionExpired: .expired, signInFailed: .failed)
        }
        var links: LinkTable<Route> {
            try! LinkTable(origins: LinkOrigins(schemes: ["nocase"])) { LinkRule("/item", to: .item) }
        }
        func rule(for route: Route) -> RouteRule<NoCaseList> { RouteRule(.public, .tab(.main, [.item])) }
        func access(for screen: Screen) -> Access { .public }
        func rule(for modal: Modal) -> ModalRule { ModalRule(priority: 1) }
        func modal(for gate: LaunchGate) -> Modal? { nil }
    }

    @Test("Without a list of every notice, the message says which are known and how to name the rest")
    func theCaseIterableHintPrints() async {
        let runner = ScenarioRunner(schema: NoCaseList())
        do {
            _ = try await runner.run(text: "launch warm\nnotice apOwn", file: "hint.scn")
            Issue.record("`notice apOwn` was accepted")
        } catch {
            #expect(error.message.contains("unknown notice `apOwn`"), "\(error.message)")
            #expect(error.message.contains("unavailable, expired, failed"), "\(error.message)")
            #expect(error.message.contains("make its Notice type CaseIterable"), "\(error.message)")
        }
        // An expected notice the schema may raise but cannot name is not a typo it can catch.
        let result = try? await runner.run(text: "launch warm\nexpect notice appOwn", file: "hint.scn")
        #expect(result?.passed == false, "the expectation runs (and fails: no notice is up)")
    }

    struct DoesNotApply: Sendable, CustomTestStringConvertible {
        var script: String
        var record: String
        var testDescription: String { script.split(separator: "\n").last.map(String.init) ?? script }
    }

    static let doesNotApply: [DoesNotApply] = [
        DoesNotApply(script: "launch warm\nsign-in mallory", record: "discarded sign-in failed"),
        DoesNotApply(script: "launch warm\nsign-in-fails", record: "discarded sign-in failed"),
        DoesNotApply(script: "launch warm\nsaved", record: "discarded edits saved"),
        DoesNotApply(script: "launch warm\nedit", record: "discarded edit"),
    ]

    @Test("An action that does not apply leaves a record that says so", arguments: doesNotApply)
    func anActionThatDoesNotApply(_ c: DoesNotApply) async throws {
        let runner = ScenarioRunner(schema: Shop(), accounts: ["alice"])
        let result = try await runner.run(text: c.script + "\nexpect log nothing changed", file: "t.scn")
        #expect(result.passed, "\(result.failures)")
        let records = result.steps.last { !$0.isExpectation }?.records ?? []
        #expect(records.map(\.description).contains { $0.hasPrefix(c.record) }, "\(records)")
        #expect(result.steps.last?.modal == nil)
    }

    @Test("`saved` unmarks the input: a question it raised is decided again")
    func savedDecidesTheQuestionAgain() async throws {
        let script = """
            launch warm session=signed-in:alice
            open shop://reset-password/fresh
            expect modal passwordReset
            edit
            open shop://products/3
            expect confirmation shop://products/3
            saved
            expect confirmation none
            expect modal none
            expect location home > product(3)
            """
        let result = try await ScenarioRunner(schema: Shop(), accounts: ["alice"]).run(text: script, file: "saved.scn")
        #expect(result.passed, "\(result.failures)")
    }

    @Test("A journal with a draft saved replays as `saved`, to its end")
    @MainActor func replayPrintsSaved() async throws {
        let navigator = Navigator(schema: Shop(), clock: ManualClock())
        navigator.launch(.warm, session: .signedIn("alice"))
        navigator.present(.checkout)
        navigator.markUnsavedInput(true)
        navigator.markUnsavedInput(false)
        navigator.dismiss(.checkout)
        navigator.select(tab: .account)
        let file = JournalFile.read(navigator.journal.exportJSON())
        let outcome = await JournalReplay(schema: Shop(), accounts: ["alice"]).replay(file)
        #expect(outcome.problem == nil, "\(outcome.problem ?? "")")
        #expect(outcome.replayed == file.entries.count)
        let lines = outcome.script.split(separator: "\n").map(String.init)
        #expect(lines.contains("edit") && lines.contains("saved"), "\(outcome.script)")
        #expect(lines.contains("select account"), "\(outcome.script)")
        let result = try await ScenarioRunner(schema: Shop(), accounts: ["alice"]).run(
            text: outcome.script, file: "saved.scn")
        #expect(result.passed, "\(result.failures)")
    }
}

import Foundation
import ShopExample
import Testing
import Wayfinder

@testable import WayfinderTesting

/// `event JSON`: every event of the core can be sent by a script in the form an exported journal
/// writes it, so a new event needs no word and no ``ScenarioAction`` case of its own.
@Suite("Scenario events: any event as `event JSON`")
struct ScenarioEventTests {
    /// An event of each kind of value, in the form an exported journal writes it.
    static let lines: [String] = [
        #"event {"linkReceived":{"_0":"shop://orders/42","source":"link"}}"#,
        #"event {"routeRequested":{"_0":"shop://orders/7","source":"app"}}"#,
        #"event {"signedIn":{"_0":{"id":"alice"}}}"#,
        #"event {"sessionResolved":{"_0":{"expired":{"_0":{"id":"bob"}}}}}"#,
        #"event {"gateRaised":{"_0":{"name":"onboarding"}}}"#,
        #"event {"screenPushed":{"_0":{"link":"shop://orders/42","name":"order(42)"}}}"#,
        #"event {"poppedTo":{"_0":{"name":"teams"}}}"#,
        #"event {"tabSelected":{"_0":"account"}}"#,
        #"event {"unsavedInputChanged":{"_0":true,"in":"checkout"}}"#,
        #"event {"noticeRaised":{"_0":"itemUnavailable"}}"#,
        #"event {"modalPathChanged":{"_0":"checkout","_1":[{"link":"shop://checkout/shipping","name":"shipping"}]}}"#,
        #"event {"noticeRaised":{"_0":"a\u0020name\u0023with\u0020a\u0020hash"}}"#,
        #"event {"popped":{}}"#,
    ]

    @Test("An `event` line parses, and prints back as written", arguments: lines)
    func roundTrip(line: String) throws {
        let command = try ScenarioScript.parseLine(line)
        guard case .action(.event(let event)) = command else {
            Issue.record("\(command)")
            return
        }
        #expect(command.scriptText == line)
        #expect(ScenarioAction.event(event).verb.rawValue == "event")
        #expect(try ScenarioScript.parseLine(command.scriptText) == command)
    }

    @Test("Every word's event, written as `event JSON`, does what the word does")
    func eventLinesPlayAsTheirWords() async throws {
        let words = """
            launch warm session=signed-in:alice
            select account
            present checkout
            modal-path checkout shop://checkout/shipping
            edit
            open shop://products/3
            stay
            notice itemUnavailable
            dismiss-notice
            dismiss checkout
            push shop://orders/42
            back
            sign-out
            """
        let events = """
            launch warm session=signed-in:alice
            event {"tabSelected":{"_0":"account"}}
            event {"modalRequested":{"_0":"checkout"}}
            event {"modalPathChanged":{"_0":"checkout","_1":[{"name":"shipping","link":"shop://checkout/shipping"}]}}
            event {"unsavedInputChanged":{"_0":true}}
            event {"linkReceived":{"_0":"shop://products/3","source":"link"}}
            event {"confirmationAnswered":{"_0":"stay"}}
            event {"noticeRaised":{"_0":"itemUnavailable"}}
            event {"noticeDismissed":{}}
            event {"modalDismissed":{"_0":"checkout"}}
            event {"screenPushed":{"_0":{"name":"order(42)","link":"shop://orders/42"}}}
            event {"popped":{}}
            event {"signedOut":{}}
            """
        let runner = ScenarioRunner(schema: Shop(), accounts: ["alice"])
        let byWord = try await runner.run(text: words, file: "words.scn")
        let byEvent = try await runner.run(text: events, file: "events.scn")
        #expect(byWord.violations.isEmpty && byEvent.violations.isEmpty)
        #expect(byWord.steps.count == byEvent.steps.count)
        for (word, event) in zip(byWord.steps, byEvent.steps) {
            #expect(word.location == event.location, "\(event.command)")
            #expect(word.modal == event.modal, "\(event.command)")
            #expect(word.notice == event.notice, "\(event.command)")
            #expect(word.confirmation == event.confirmation, "\(event.command)")
            #expect(word.records.map(\.description) == event.records.map(\.description), "\(event.command)")
        }
    }

    /// A line, and what its error says.
    static let bad: [(String, String)] = [
        ("event", "`event` takes an event as an exported journal writes it"),
        ("event popped", "`event` takes an event as an exported journal writes it"),
        (#"event {"flew":{}}"#, "`event` takes an event as an exported journal writes it"),
        (#"event {"tabSelected":{"_0":"library"}}"#, "unknown tab `library`: expected one of"),
        (#"event {"modalRequested":{"_0":"chekout"}}"#, "unknown modal `chekout`"),
        (#"event {"noticeRaised":{"_0":"gone"}}"#, "unknown notice `gone`"),
        (#"event {"poppedTo":{"_0":{"name":"nowhere"}}}"#, "unknown screen `nowhere`"),
        (
            #"event {"resolutionFinished":{"_0":{"rawValue":1},"_1":{"proceed":{}}}}"#,
            "a resolver's answer is not sent from a script"
        ),
        // The link is shown redacted: it may carry a secret.
        (
            #"event {"routeRequested":{"_0":"shop://reset-password/s3cret/x","source":"app"}}"#,
            "is no route of the schema"
        ),
    ]

    @Test("A malformed `event` line, or one naming what the schema lacks, is a script error", arguments: bad)
    func malformed(line: String, message: String) async {
        let runner = ScenarioRunner(schema: Shop(), accounts: ["alice"])
        do {
            _ = try await runner.run(text: "launch warm\n\(line)", file: "bad.scn")
            Issue.record("no error for \(line)")
        } catch {
            #expect(error.line == 2)
            #expect(error.message.contains(message), "\(error.message)")
            #expect(!error.message.contains("s3cret"), "\(error.message)")
        }
    }

    @Test("An event line's link is echoed redacted")
    func echoRedacts() async throws {
        let script = """
            launch warm
            event {"linkReceived":{"_0":"shop://reset-password/c0de","source":"link"}}
            """
        let result = try await ScenarioRunner(schema: Shop()).run(text: script, file: "secret.scn")
        let echo = result.steps.last?.command ?? ""
        #expect(!echo.contains("c0de") && echo.contains("shop://reset-password/<redacted>"), "\(echo)")
    }

    @Test("A journal's mark for a named modal replays as an `event` line, to its end")
    @MainActor func replayPlaysAnEventWithoutAWord() async throws {
        let navigator = Navigator(schema: Shop(), clock: ManualClock())
        navigator.launch(.warm, session: .signedIn("alice"))
        navigator.present(.checkout)
        navigator.markUnsavedInput(true, in: .checkout)
        navigator.open("shop://products/3")
        navigator.answerConfirmation(.stay)
        let file = JournalFile.read(navigator.journal.exportJSON())
        let outcome = await JournalReplay(schema: Shop(), accounts: ["alice"]).replay(file)
        #expect(outcome.problem == nil, "\(outcome.problem ?? "")")
        #expect(outcome.replayed == file.entries.count)
        #expect(outcome.differences.isEmpty, "\(outcome.differences)")
        let lines = outcome.script.split(separator: "\n").map(String.init)
        #expect(lines.contains(#"event {"unsavedInputChanged":{"_0":true,"in":"checkout"}}"#), "\(outcome.script)")
        let result = try await ScenarioRunner(schema: Shop(), accounts: ["alice"]).run(
            text: outcome.script, file: "replayed.scn")
        #expect(result.passed, "\(result.failures)")
    }
}

import Foundation
import ShopExample
import Testing
import Wayfinder
import WayfinderTesting

/// Issue 39, item 3: the journal export and the decision records printed every query value not
/// declared secret, so the text a person typed into Shop's message (`shop://compose?text=…`) was
/// exported verbatim, though *Replaying a journey* calls the export safe to share. A value the
/// person typed is personal: kept in the state and handed to the screen, never printed, exported,
/// logged or handed off.
@Suite("No personal value in any export, record or handoff")
@MainActor
struct NoPersonalValueInTextTests {
    /// What the person typed: a word no printed form holds by chance, with text around it that a
    /// link percent-encodes.
    static func typed(_ word: String) -> String { "Hi, it's Ann: \(word) — my parcel at 12 Elm St?" }

    /// Every form `text` can take in an output: as typed, percent-encoded, and its distinctive word.
    static func forms(of text: String, word: String) -> [String] {
        [text, text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? text, word]
    }

    /// The same text, percent-encoded as a query value.
    static func encoded(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? text
    }

    @Test("The journal export of Shop's compose link holds the placeholder, not the text")
    func journalExportOfCompose() async {
        let word = "plumtree4417"
        let text = Self.typed(word)
        let records = RingBufferDecisionLog(capacity: 1_000)
        let navigator = Navigator(schema: Shop(), clock: ManualClock(), sinks: [records])
        navigator.launch(
            .cold, url: URL(string: "shop://compose?text=\(Self.encoded(text))"), session: .signedIn("alice"))
        await navigator.settle()
        // The text reached the state, and so the screen.
        #expect(navigator.state.presented?.stack == [.draft(text)])
        #expect(navigator.state.presented?.description == "compose > draft")

        let export = String(decoding: navigator.journal.exportJSON(), as: UTF8.self)
        for form in Self.forms(of: text, word: word) {
            #expect(!export.contains(form), "the journal export holds \(form): \(export)")
        }
        #expect(export.contains("launch cold shop://compose?text=(personal) session=signed-in:account-1"))
        let printed = records.records.map(\.description) + records.records.map(NoSecretInTextTests.json)
        for line in printed {
            #expect(!line.contains(word), "a record holds the text: \(line)")
        }
        #expect(records.records.last?.link == "shop://compose?text=(personal)")
        #expect(navigator.handoffLink == nil, "a draft is not handed off")
    }

    /// A random sequence over Shop in which the person types random text into the message: links
    /// and taps to `compose` with the text, the draft pushed and written into the sheet's path,
    /// cold launches with the link. After every step, and in the journal exported at the end,
    /// nothing printed holds what was typed.
    @Test("Shop: seeded random sequences that type random text print it nowhere", arguments: SeededRandom.seeds)
    func shopSequences(seed: UInt64) async {
        var generator = RandomSequenceGenerator(rng: SeededRandom(seed: seed))
        var draftsShown = 0
        for sequence in 0..<25 {
            let clock = ManualClock()
            let records = RingBufferDecisionLog(capacity: 10_000)
            let navigator = Navigator(schema: Shop(), clock: clock, sinks: [records])
            navigator.launch(.cold, session: .signedOut)
            var typed: [String] = []
            var seen = 0
            for _ in 0..<30 {
                let word = "pv" + String(UInt64.random(in: .min ... .max, using: &generator.rng), radix: 36) + "z"
                let text = Self.typed(word)
                let step = Self.typingStep(text, &generator) ?? generator.step()
                if case .event(let event) = step, Self.carriesText(event) { typed.append(word) }
                if case .coldLaunch(let link?, _, _, _) = step, link.contains("compose") { typed.append(word) }
                switch step {
                case .event(let event): navigator.send(event)
                case .advance(let duration): await clock.advance(by: duration)
                case .coldLaunch(let link, let session, let gates, let source):
                    navigator.send(.launched(.init(.cold, session: session, gates: gates, link: link, source: source)))
                }
                await navigator.settle()
                if navigator.state.presented?.stack.contains(where: { if case .draft = $0 { true } else { false } })
                    == true
                {
                    draftsShown += 1
                }
                let state = navigator.state
                var texts = [
                    String(describing: state), String(reflecting: state), state.pending?.display ?? "",
                    state.confirmation?.display ?? "", state.inFlight?.display ?? "",
                    String(describing: state.pending as Any), String(describing: state.inFlight as Any),
                    navigator.handoffLink ?? "", NavigationHarness(schema: Shop()).describe(Self.event(of: step)),
                    String(describing: Self.event(of: step)),
                ]
                if let route = state.handoffRoute(in: Shop()) {
                    texts.append(Shop().links.universalLink(for: route, host: "shop.example.com") ?? "")
                    texts.append(Shop().links.identifier(for: route) ?? "")
                }
                let new = records.records[seen...]
                seen = records.records.count
                texts += new.map(\.description) + new.map(NoSecretInTextTests.json)
                for text in texts {
                    if let word = typed.first(where: { text.contains($0) }) {
                        Issue.record("seed \(seed), sequence \(sequence): after \(step), \(word) printed in: \(text)")
                        return
                    }
                }
            }
            let export = String(decoding: navigator.journal.exportJSON(), as: UTF8.self)
            if let word = typed.first(where: { export.contains($0) }) {
                Issue.record("seed \(seed), sequence \(sequence): the journal export holds \(word)")
                return
            }
        }
        // The person typed often enough that a draft was up through many steps: a generator that
        // stopped typing would pass with nothing to hide.
        #expect(draftsShown > 20, "seed \(seed): a draft was up in \(draftsShown) steps only")
    }

    /// One step in four types `text`: a link or a tap to the message, the draft pushed or written
    /// into the sheet's path, or a cold launch with the link; otherwise `nil`.
    static func typingStep(_ text: String, _ generator: inout RandomSequenceGenerator) -> RandomStep? {
        guard Int.random(in: 0..<4, using: &generator.rng) == 0 else { return nil }
        let link = "shop://compose?text=\(encoded(text))"
        switch Int.random(in: 0..<6, using: &generator.rng) {
        case 0: return .event(.linkReceived(link, source: generator.pick(LinkSource.external)))
        case 1: return .event(.routeRequested(.compose(text: text), source: generator.pick([.app, .intent])))
        case 2: return .event(.screenPushed(.draft(text)))
        case 3: return .event(.modalPathChanged(.compose, [.draft(text), .attachments]))
        case 4:
            return .coldLaunch(
                link: link, session: generator.pick([.signedIn("alice"), .signedOut, .expired("bob")]), gates: [],
                source: .link)
        default: return .event(.linkReceived("https://shop.example.com/compose?text=\(encoded(text))", source: .link))
        }
    }

    /// Whether an event carries what the person typed.
    static func carriesText(_ event: NavigationEvent<Shop>) -> Bool {
        switch event {
        case .linkReceived(let link, _): link.contains("compose")
        case .routeRequested(.compose, _), .screenPushed(.draft), .modalPathChanged(.compose, _): true
        default: false
        }
    }

    /// The event a step sends (`timePassed` for time passing).
    static func event(of step: RandomStep) -> NavigationEvent<Shop> {
        switch step {
        case .event(let event): event
        case .advance: .timePassed
        case .coldLaunch(let link, let session, let gates, let source):
            .launched(.init(.cold, session: session, gates: gates, link: link, source: source))
        }
    }
}

import Foundation
import ShopExample
import Testing
import Wayfinder
import WayfinderTesting

/// Defect 5 of issue 29: with the reset sheet up, `String(describing:)`, `String(reflecting:)`
/// and `dump` of the state printed the reset code (the route behind the sheet), and an invite
/// token likewise. Crash reporters print state, so no textual form of any state, event, effect
/// or record may hold a secret.
@Suite("No secret in any textual form of state, events, effects or records")
struct NoSecretInTextTests {
    /// Every textual form of `value`: description, debug description, `dump`.
    static func forms(_ value: Any) -> [String] {
        var dumped = ""
        dump(value, to: &dumped)
        return [String(describing: value), String(reflecting: value), dumped]
    }

    /// JSON of an encodable value, as text.
    static func json(_ value: some Encodable) -> String {
        (try? JSONEncoder().encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? ""
    }

    /// Every text the harness's last step can be printed as: the state (and every window's), its
    /// waiting link, question and resolution, the event sent, the effects run and the records
    /// made (also as JSON).
    static func texts<S: NavigationSchema>(
        _ harness: NavigationHarness<S>, event: NavigationEvent<S>?, includingVisible: Bool = true
    ) -> [String] {
        let state = harness.state
        var values: [Any] = [state.pending as Any, state.confirmation as Any, state.inFlight as Any]
        values += [state.pending?.target as Any, state.confirmation?.target as Any]
        if includingVisible { values += [state, harness.windows] }
        if let event { values.append(event) }
        values += harness.lastEffects.map { $0 as Any }
        values += harness.history.map(\.1).suffix(1).map { $0 as Any }
        let records = harness.lastEffects.compactMap { if case .record(let r) = $0 { r } else { nil } }
        return values.flatMap(forms) + records.map(json) + records.map(\.description)
    }

    /// The secrets a step used, found in its text (generated as `tok-…x`).
    static func secrets(in text: String) -> [String] {
        text.matches(of: /tok-[0-9a-z]+x/).map { String($0.output) }
    }

    @Test("The reset code and the invite token behind a sheet or in flight print nowhere")
    func resetSheetAndInvite() async {
        let code = "tok-resetcode42x"
        let token = "tok-invite99x"
        for latency in [Duration.zero, .seconds(2)] {
            var harness = NavigationHarness(schema: Shop())
            harness.latency = latency
            await harness.send(.launched(.init(.warm, session: .signedOut)))
            await harness.send(.linkReceived("shop://reset-password/\(code)", source: .link))
            // A fresh code lands: the sheet is up, the route behind it held as the state's.
            await harness.send(.linkReceived("shop://teams/7/invite/\(token)", source: .push))
            for text in Self.texts(harness, event: .linkReceived("shop://teams/7/invite/\(token)", source: .push)) {
                #expect(!text.contains(code) && !text.contains(token), "latency \(latency): \(text)")
            }
        }
        var harness = NavigationHarness(schema: Shop())
        harness.runsResolvers = false
        await harness.send(.launched(.init(.warm, session: .signedOut)))
        await harness.send(.linkReceived("shop://reset-password/fresh\(code)", source: .link))
        #expect(harness.state.inFlight != nil)
        let all = Self.texts(harness, event: nil).joined(separator: "\n")
        #expect(!all.contains(code))
        #expect(all.contains("<redacted>"), "the redacted link is still shown")
    }

    @Test("Shop: seeded random sequences with random secrets print none of them", arguments: SeededRandom.seeds)
    func shopSequences(seed: UInt64) async {
        var generator = RandomSequenceGenerator(rng: SeededRandom(seed: seed))
        var secretsSeen = 0
        for _ in 0..<60 {
            var harness = NavigationHarness(schema: Shop())
            harness.latency = generator.pick([Duration.zero, .seconds(2), .seconds(12)])
            await harness.send(.launched(.init(.cold, session: .signedOut)))
            var secrets: [String] = []
            for _ in 0..<30 {
                let step = generator.step()
                let event: NavigationEvent<Shop>?
                switch step {
                case .event(let e):
                    event = e
                    if case .linkReceived(let link, _) = e { secrets += Self.secrets(in: link) }
                case .coldLaunch(let link, _, _, _):
                    event = nil
                    secrets += Self.secrets(in: link ?? "")
                case .advance: event = nil
                }
                await harness.play(step)
                guard !secrets.isEmpty else { continue }
                secretsSeen += 1
                for text in Self.texts(harness, event: event) {
                    for secret in secrets where text.contains(secret) {
                        Issue.record("seed \(seed): after \(step), \(secret) printed in: \(text)")
                        return
                    }
                }
            }
        }
        // A floor every seed clears, so the fresh seed of each run cannot fail it by chance (41
        // seeds gave 67 to 281 steps; with 100 here, 3 of them failed): it catches a generator
        // that stops carrying secrets, which would give none.
        #expect(secretsSeen > 30, "the sequences carried secrets through \(secretsSeen) steps only")
    }

    /// A small random driver over a test schema: links with random secrets, session changes,
    /// time, dismissals.
    static func play<S: NavigationSchema>(
        _ schema: S, seed: UInt64, links: [(String) -> String], events: [NavigationEvent<S>],
        includingVisible: @escaping (NavigationState<S>) -> Bool = { _ in true }
    ) async -> (issues: [String], checked: Int) {
        var rng = SeededRandom(seed: seed)
        var checked = 0
        for _ in 0..<40 {
            var harness = NavigationHarness(schema: schema)
            harness.latency = [Duration.zero, .seconds(3)][Int.random(in: 0...1, using: &rng)]
            await harness.send(.launched(.init(.warm, session: .signedOut)))
            var secrets: [String] = []
            for _ in 0..<25 {
                let event: NavigationEvent<S>
                if Int.random(in: 0..<3, using: &rng) == 0 {
                    let secret = "tok-" + String(UInt32.random(in: .min ... .max, using: &rng), radix: 36) + "x"
                    secrets.append(secret)
                    let link = links[Int.random(in: 0..<links.count, using: &rng)](secret)
                    event = .linkReceived(link, source: .link)
                } else {
                    event = events[Int.random(in: 0..<events.count, using: &rng)]
                }
                if Int.random(in: 0..<5, using: &rng) == 0 { await harness.advance(by: .seconds(2)) }
                await harness.send(event)
                checked += 1
                let texts = Self.texts(harness, event: event, includingVisible: includingVisible(harness.state))
                for text in texts {
                    if let secret = secrets.first(where: { text.contains($0) }) {
                        return (["seed \(seed): after \(event), \(secret) printed in: \(text)"], checked)
                    }
                }
            }
        }
        return ([], checked)
    }

    @Test("Teams: an invite token prints nowhere", arguments: SeededRandom.seeds)
    func teamsSequences(seed: UInt64) async {
        let result = await Self.play(
            Teams(), seed: seed,
            links: [
                { "teams://teams/\($0.count)/invite/\($0)" }, { _ in "teams://inbox" }, { _ in "teams://tasks/new" },
                { _ in "teams://preview" }, { "teams://teams/3/invite/\($0)?x=1" },
            ],
            events: [
                .signedIn("ann"), .signedOut, .sessionExpired, .signInCancelled, .signInFailed, .modalDismissed(.login),
                .modalDismissed(.joinTeam(5)), .modalDismissed(.joinTeam(3)), .noticeDismissed, .timePassed,
                .scenePhaseChanged(.background), .scenePhaseChanged(.active), .sessionResolved(.signedIn("bo")),
                .unsavedInputChanged(true), .confirmationAnswered(.leave), .tabSelected(.projects),
            ])
        #expect(result.issues.isEmpty, "\(result.issues)")
        #expect(result.checked > 500)
    }

    /// Lab's `note` screen holds its token by the schema's own choice (it is not saved), so the
    /// visible stack is left out while that screen is shown; everything the package keeps is not.
    @Test("Lab: a secret note token prints nowhere the package keeps it", arguments: SeededRandom.seeds)
    func labSequences(seed: UInt64) async {
        let result = await Self.play(
            Lab(), seed: seed,
            links: [
                { "lab://notes/\($0)" }, { _ in "lab://items/3" }, { _ in "lab://chain/1" }, { _ in "lab://slow" },
            ],
            events: [
                .signedIn("root"), .signedOut, .sessionExpired, .popped, .poppedToRoot, .tabSelected(.main),
                .tabSelected(.settings), .timePassed, .scenePhaseChanged(.background), .scenePhaseChanged(.active),
            ],
            includingVisible: { state in
                !state.stacks.values.joined().contains { if case .note = $0 { true } else { false } }
            })
        #expect(result.issues.isEmpty, "\(result.issues)")
        #expect(result.checked > 500)
    }
}

import Foundation
import Testing
import Wayfinder
import WayfinderTesting

/// A screen whose place only the backend knows (a document's folder): the route's resolver names
/// the full destination (``Resolution/lands(_:prefetched:)``), and the route is the screen's
/// canonical route wherever it shows it: Handoff, the place to return to after an expiry, the
/// journal. On ``Folders``, which has no `/f/:folder/d/:id` route to fall back on.
@Suite("A place only the backend knows")
struct ResolvedPlaceTests {
    /// Launched warm, signed in as `ada`, running the schema's resolvers.
    static func signedIn() async -> NavigationHarness<Folders> {
        var harness = NavigationHarness.checked(Folders())
        harness.runsResolvers = true
        await harness.send(.launched(.init(.warm, session: .signedIn("ada"))))
        return harness
    }

    @Test("The resolver's landing names the folder: the document lands in it, as its own route")
    func landsInItsFolder() async {
        var harness = await Self.signedIn()
        await harness.send(.linkReceived("folders://d/703", source: .link))
        #expect(harness.location == "library > folder(7) > document(703)")
        #expect(harness.records.last?.outcome == .landed)
        #expect(harness.records.last?.link == "folders://d/703")
        #expect(harness.delivered.map(\.route) == [.document(703)])
        #expect(harness.violations.isEmpty)
    }

    @Test("Its handoff link is the document's own link, in the folder and pushed by hand alike")
    func handoff() async {
        var harness = await Self.signedIn()
        await harness.send(.linkReceived("folders://d/703", source: .link))
        #expect(harness.state.handoffLink(in: Folders()) == "folders://d/703")
        await harness.send(.linkReceived("folders://folders/2", source: .link))
        await harness.send(.screenPushed(.document(204)))
        #expect(harness.location == "library > folder(2) > document(204)")
        #expect(harness.state.handoffLink(in: Folders()) == "folders://d/204")
        #expect(harness.violations.isEmpty)
    }

    @Test("After an expiry the place to return to prints as the document's link, and signing in returns there")
    func returnAfterExpiry() async {
        var harness = await Self.signedIn()
        await harness.send(.linkReceived("folders://d/703", source: .link))
        await harness.send(.sessionExpired)
        #expect(harness.state.pending?.display == "folders://d/703")
        await harness.send(.signedIn("ada"))
        #expect(harness.location == "library > folder(7) > document(703)")
        #expect(harness.records.last?.link == "folders://d/703")
        #expect(harness.violations.isEmpty)
    }

    @Test("The journal keeps the pushed document by its link, which a replay pushes again")
    func journal() {
        let screen = JournalScreen(Folders.Screen.document(703), in: Folders())
        #expect(screen.link == "folders://d/703")
        #expect(Folders().screen(shownBy: .document(703)) == .document(703))
    }

    @Test("In a modal: the page lands in its chapter; after an expiry its link brings the person back there")
    func inAModal() async {
        var harness = await Self.signedIn()
        await harness.send(.linkReceived("folders://p/42", source: .link))
        #expect(harness.state.presented == ModalPresentation(.reader, stack: [.chapter(4), .page(42)]))
        #expect(harness.state.handoffLink(in: Folders()) == "folders://p/42")
        await harness.send(.sessionExpired)
        #expect(harness.state.modal == .signIn)
        #expect(harness.state.pending?.display == "folders://p/42")
        await harness.send(.signedIn("ada"))
        #expect(harness.state.presented == ModalPresentation(.reader, stack: [.chapter(4), .page(42)]))
        #expect(harness.violations.isEmpty)
    }

    @Test("A landing that needs more waits for it, as the rule's destination would; the resolver answers again")
    func landingWaits() async {
        var harness = await Self.signedIn()
        await harness.send(.linkReceived("folders://d/905", source: .link))
        #expect(harness.state.modal == .unlock)
        #expect(harness.state.pending?.reason == .requirement(.vaultUnlocked))
        #expect(harness.state.pending?.display == "folders://d/905")
        await harness.send(.requirementMet(.vaultUnlocked))
        #expect(harness.location == "library > folder(9) > document(905)")
        #expect(harness.records.last?.outcome == .landed)
        #expect(harness.violations.isEmpty)
    }

    @Test("Signed out, the link waits for sign-in, then the resolver places it")
    func signedOut() async {
        var harness = NavigationHarness.checked(Folders())
        harness.runsResolvers = true
        await harness.send(.launched(.init(.cold, session: .signedOut, link: "folders://d/703")))
        #expect(harness.state.modal == .signIn)
        await harness.send(.signedIn("ada"))
        #expect(harness.location == "library > folder(7) > document(703)")
        #expect(harness.violations.isEmpty)
    }

    @Test("The resolver's prefetched data reaches the screen on top of the place it named")
    @MainActor
    func prefetched() async {
        let navigator = Navigator(schema: Folders(), clock: ManualClock())
        navigator.launch(.warm, session: .signedIn("ada"))
        navigator.open(URL(string: "folders://d/703")!)
        await navigator.settle()
        #expect(navigator.location.description == "library > folder(7) > document(703)")
        let title: String? = navigator.prefetched(for: Folders.Screen.document(703))
        #expect(title == "document 703")
    }

    @Test("The audit runs the samples clean")
    func audit() async {
        let report = await Audit(schema: Folders(), account: "ada").run()
        #expect(report.passed, "\(report.violations.map(\.violation))")
    }
}

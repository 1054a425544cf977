import Foundation
import Testing
import Wayfinder
import WayfinderTesting

// The code of the article "Requirements beyond sign-in", sections "A requirement without
// sign-in" and "A purchase the app's store remembers", compiled and run. Every Swift block of
// those sections appears here or in `Support/Cellar.swift` line for line (indentation aside),
// which the last test checks.

// MARK: A purchase the app's store remembers

/// What the app's store knows each account has bought: filled from the backend (or StoreKit)
/// and kept on the device, so it outlives a sign-out and a relaunch.
final class Purchases: @unchecked Sendable {
    private let lock = NSLock()
    private var owners: Set<Account> = []

    /// A purchase completed on the paywall, or one the backend reports for the account.
    func record(_ account: Account) {
        lock.lock()
        defer { lock.unlock() }
        owners.insert(account)
    }

    /// Whether the account has bought it, in this session or any other, on any device.
    func owns(_ account: Account) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return owners.contains(account)
    }
}

extension RequirementName {
    /// NewsReader's premium articles: bought once, for good.
    static let premium = RequirementName("premium")
}

/// A news reader whose premium articles need a purchase, met by the account through the app's
/// store: the schema keeps its requirement in a stored property built from the store.
struct NewsReader: NavigationSchema {
    enum Tab: String, Hashable, Codable, Sendable, CustomStringConvertible {
        case news
        var description: String { rawValue }
    }

    enum Screen: Hashable, Codable, Sendable, CustomStringConvertible {
        case article(Int)
        var description: String {
            switch self {
            case .article(let id): "article(\(id))"
            }
        }
    }

    enum Modal: String, Hashable, Codable, Sendable, CustomStringConvertible {
        case signIn, paywall
        var description: String { rawValue }
    }

    enum Notice: String, Hashable, Codable, Sendable, CustomStringConvertible {
        case unavailable, expired, failed
        var description: String { rawValue }
    }

    enum Route: Hashable, Sendable {
        case news
        case premium(Int)
    }

    static let table: LinkTable<Route> = {
        do {
            return try LinkTable(origins: LinkOrigins(schemes: ["reader"])) {
                LinkRule("/", to: .news)
                LinkRule("/premium/:id", Route.premium) { if case .premium(let id) = $0 { id } else { nil } }
            }
        } catch {
            preconditionFailure("NewsReader's link table is declared wrongly: \(error)")
        }
    }()

    let requirements: [Requirement<NewsReader>]

    /// A reader whose `premium` requirement asks `purchases`.
    init(purchases: Purchases) {
        // The store answers for the account: what it bought in an earlier session, on another
        // device, or a minute ago on the paywall. The coordinator's own memory ends with the session.
        requirements = [Requirement(.premium, modal: .paywall, account: { purchases.owns($0) })]
    }

    /// A reader whose `premium` requirement only the paywall meets: the coordinator's memory alone.
    init(withoutStore: Void) {
        requirements = [Requirement(.premium, modal: .paywall)]
    }

    let tabs: [Tab] = [.news]
    let defaultTab = Tab.news
    let signInModal = Modal.signIn
    let notices = NoticeRoles<Notice>(linkUnavailable: .unavailable, sessionExpired: .expired, signInFailed: .failed)
    var links: LinkTable<Route> { Self.table }

    func rule(for route: Route) -> RouteRule<NewsReader> {
        switch route {
        case .news: RouteRule(.public, .tab(.news))
        case .premium(let id): RouteRule(.requirement(.premium), .tab(.news, [.article(id)]))
        }
    }

    func access(for screen: Screen) -> Access { .requirement(.premium) }

    func rule(for modal: Modal) -> ModalRule {
        switch modal {
        case .signIn: ModalRule(priority: 200)
        case .paywall: ModalRule(priority: 100, access: .signedIn)
        }
    }

    func modal(for gate: LaunchGate) -> Modal? { nil }
}

/// The paywall's purchase went through: the store first, then the coordinator.
@MainActor
func purchased(by account: Account, in purchases: Purchases, navigator: Navigator<NewsReader>) {
    purchases.record(account)
    navigator.requirementMet(.premium)
}

@Suite("Requirements article: a purchase the app's store remembers")
struct RequirementsArticleTests {
    @Test("The article's app: bought on the paywall, met again after signing out and in, and in the next launch")
    @MainActor
    func theArticlesApp() async {
        let purchases = Purchases()
        let navigator = Navigator(schema: NewsReader(purchases: purchases), clock: ManualClock())
        navigator.launch(.warm, session: .signedIn("ada"))
        navigator.open(URL(string: "reader://premium/1")!)
        #expect(navigator.state.modal == .paywall)
        purchased(by: "ada", in: purchases, navigator: navigator)
        #expect(navigator.location.description == "news > article(1)")
        navigator.signedOut()
        navigator.signedIn("ada")
        navigator.open(URL(string: "reader://premium/2")!)
        #expect(navigator.state.modal == nil)
        #expect(navigator.location.description == "news > article(2)")

        // The next launch: a new navigator, the same store (kept on the device).
        let next = Navigator(schema: NewsReader(purchases: purchases), clock: ManualClock())
        next.launch(.cold, session: .signedIn("ada"))
        next.open(URL(string: "reader://premium/3")!)
        #expect(next.state.modal == nil)
        #expect(next.location.description == "news > article(3)")
    }

    /// Signed in as ada, warm, on a harness that checks the invariants.
    static func signedIn(_ schema: NewsReader) async -> NavigationHarness<NewsReader> {
        var harness = NavigationHarness.checked(schema)
        await harness.send(.launched(.init(.warm, session: .signedIn("ada"))))
        return harness
    }

    @Test("Bought during the session, still met after signing out and in again, and after a relaunch")
    func theStoreRemembers() async {
        let purchases = Purchases()
        var harness = await Self.signedIn(NewsReader(purchases: purchases))
        await harness.send(.linkReceived("reader://premium/1", source: .link))
        #expect(harness.state.modal == .paywall)

        // The paywall's purchase went through: the store first, then the coordinator.
        purchases.record("ada")
        await harness.send(.requirementMet(.premium))
        #expect(harness.location == "news > article(1)")

        await harness.send(.signedOut)
        #expect(harness.location == "news")
        await harness.send(.signedIn("ada"))
        await harness.send(.linkReceived("reader://premium/2", source: .link))
        #expect(harness.state.modal == nil)
        #expect(harness.location == "news > article(2)")

        await harness.send(.launched(.init(.cold, session: .signedIn("ada"), link: "reader://premium/3")))
        #expect(harness.state.modal == nil)
        #expect(harness.location == "news > article(3)")

        // Another account bought nothing.
        await harness.send(.signedIn("bob"))
        await harness.send(.linkReceived("reader://premium/4", source: .link))
        #expect(harness.state.modal == .paywall)
        #expect(harness.violations.isEmpty)
    }

    @Test("Without the store, the coordinator forgets the purchase at sign-out and at a relaunch")
    func withoutTheStore() async {
        var harness = await Self.signedIn(NewsReader(withoutStore: ()))
        await harness.send(.linkReceived("reader://premium/1", source: .link))
        await harness.send(.requirementMet(.premium))
        #expect(harness.location == "news > article(1)")
        await harness.send(.signedOut)
        await harness.send(.signedIn("ada"))
        await harness.send(.linkReceived("reader://premium/2", source: .link))
        #expect(harness.state.modal == .paywall)

        await harness.send(.launched(.init(.cold, session: .signedIn("ada"), link: "reader://premium/3")))
        #expect(harness.state.modal == .paywall)
        #expect(harness.violations.isEmpty)
    }

    // MARK: The article shows this file's code

    @Test func everySwiftBlockOfTheNewSectionsIsCompiledHere() throws {
        let here = URL(fileURLWithPath: #filePath)
        let tests = here.deletingLastPathComponent().deletingLastPathComponent()
        let root = tests.deletingLastPathComponent().deletingLastPathComponent()
        let article = try String(
            contentsOf: root.appendingPathComponent("Sources/Wayfinder/Documentation.docc/Requirements.md"),
            encoding: .utf8)
        let sources = try [here, tests.appendingPathComponent("Support/Cellar.swift")].map {
            YourOwnAppTests.trimmedLines(try String(contentsOf: $0, encoding: .utf8))
        }
        var blocks: [[String]] = []
        for title in ["A requirement without sign-in", "A purchase the app's store remembers"] {
            let section = Self.section(title, of: article)
            #expect(section != nil, "the article has no section \(title)")
            blocks += YourOwnAppTests.swiftBlocks(in: section ?? "")
        }
        #expect(blocks.count >= 4, "the sections' Swift blocks were not found")
        for block in blocks {
            let compiled = sources.contains { YourOwnAppTests.contains($0, block) }
            #expect(compiled, "a block of the article is not compiled here:\n\(block.joined(separator: "\n"))")
        }
    }

    /// The text of the `###` section called `title`, up to the next heading of its level or above.
    static func section(_ title: String, of markdown: String) -> String? {
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(where: { $0 == "### \(title)" }) else { return nil }
        let end =
            lines[(start + 1)...].firstIndex { $0.hasPrefix("### ") || $0.hasPrefix("## ") } ?? lines.endIndex
        return lines[(start + 1)..<end].joined(separator: "\n")
    }
}

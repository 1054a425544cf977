import Wayfinder

/// Documents whose place only the backend knows: `folders://d/ID` names a document, and its
/// resolver lands it in its folder (`library > folder(F) > document(ID)`, the folder being the
/// hundreds of the ID; none for an ID under 100). A book's page, `folders://p/ID`, opens the
/// reader at the page, its chapter (the tens of the ID) in between. There is no
/// `/f/:folder/d/:id` route: the document's canonical link is `folders://d/ID`. Folder 9 is a
/// vault that needs `unlocked`; the library and the reader need sign-in.
struct Folders: NavigationSchema {
    enum Tab: String, Hashable, Codable, Sendable, CustomStringConvertible, CaseIterable {
        case library, settings
        var description: String { rawValue }
    }

    enum Screen: Hashable, Codable, Sendable, CustomStringConvertible {
        case folder(Int)
        case document(Int)
        case cover
        case chapter(Int)
        case page(Int)
        var description: String {
            switch self {
            case .folder(let id): "folder(\(id))"
            case .document(let id): "document(\(id))"
            case .cover: "cover"
            case .chapter(let id): "chapter(\(id))"
            case .page(let id): "page(\(id))"
            }
        }
    }

    enum Modal: String, Hashable, Codable, Sendable, CustomStringConvertible, CaseIterable {
        case signIn, unlock, reader
        var description: String { rawValue }
    }

    enum Notice: String, Hashable, Codable, Sendable, CustomStringConvertible {
        case unavailable, expired, failed, missing
        var description: String { rawValue }
    }

    enum Route: Hashable, Sendable {
        case library, settings, reader
        case folder(Int)
        case document(Int)
        case page(Int)
    }

    static let table: LinkTable<Route> = {
        do {
            return try LinkTable(origins: LinkOrigins(schemes: ["folders"])) {
                LinkRule("/", to: .library)
                LinkRule("/settings", to: .settings)
                LinkRule("/reader", to: .reader)
                LinkRule("/folders/:id", Route.folder) { if case .folder(let id) = $0 { id } else { nil } }
                LinkRule("/d/:id", Route.document) { if case .document(let id) = $0 { id } else { nil } }
                LinkRule("/p/:id", Route.page) { if case .page(let id) = $0 { id } else { nil } }
            }
        } catch {
            preconditionFailure("Folders' link table is declared wrongly: \(error)")
        }
    }()

    static let declared = [Requirement<Folders>(.vaultUnlocked, modal: .unlock, cancellation: .dropsLink)]

    var tabs: [Tab] { Tab.allCases }
    var defaultTab: Tab { .library }
    var links: LinkTable<Route> { Self.table }
    var signInModal: Modal { .signIn }
    var requirements: [Requirement<Folders>] { Self.declared }
    var notices: NoticeRoles<Notice> {
        NoticeRoles(linkUnavailable: .unavailable, sessionExpired: .expired, signInFailed: .failed)
    }

    func rule(for route: Route) -> RouteRule<Folders> {
        switch route {
        case .library: RouteRule(.signedIn, .tab(.library))
        case .settings: RouteRule(.public, .tab(.settings))
        case .reader: RouteRule(.signedIn, .modal(.reader))
        case .folder(let id): RouteRule(.signedIn, .tab(.library, [.folder(id)]))
        // The screen each shows; the resolver names the rest of the place.
        case .document(let id): RouteRule(.signedIn, .tab(.library, [.document(id)]), needsResolution: true)
        case .page(let id): RouteRule(.signedIn, .modal(.reader, [.page(id)]), needsResolution: true)
        }
    }

    func access(for screen: Screen) -> Access {
        switch screen {
        case .folder(9): .requirement(.vaultUnlocked)
        case .folder, .document, .cover, .chapter, .page: .signedIn
        }
    }

    func access(forRootOf tab: Tab) -> Access { tab == .library ? .signedIn : .public }

    func rule(for modal: Modal) -> ModalRule {
        switch modal {
        case .signIn: ModalRule(priority: 200)
        case .unlock: ModalRule(priority: 150, access: .signedIn)
        case .reader: ModalRule(priority: 50, access: .signedIn)
        }
    }

    func root(of modal: Modal) -> Screen? { modal == .reader ? .cover : nil }

    func modal(owning screen: Screen) -> Modal? {
        switch screen {
        case .cover, .chapter, .page: .reader
        case .folder, .document: nil
        }
    }

    func modal(for gate: LaunchGate) -> Modal? { nil }

    func route(for screen: Screen) -> Route? {
        switch screen {
        case .folder(let id): .folder(id)
        case .document(let id): .document(id)
        case .cover: .reader
        case .chapter: nil
        case .page(let id): .page(id)
        }
    }

    /// A document lands in its folder, with its title prefetched; a page in its chapter; an ID
    /// under 100 (a document) or under 10 (a page) does not exist.
    func resolve(_ route: Route, context: ResolutionContext) async -> Resolution<Folders> {
        switch route {
        case .document(let id) where id >= 100:
            .lands(.tab(.library, [.folder(id / 100), .document(id)]), prefetched: "document \(id)")
        case .page(let id) where id >= 10:
            .lands(.modal(.reader, [.chapter(id / 10), .page(id)]))
        case .document, .page:
            .unavailable(.missing, landing: .tab(.settings))
        default:
            .proceed
        }
    }

    var sampleLinks: [SampleLink] {
        [
            SampleLink("folders://d/703", "a document in folder 7"),
            SampleLink("folders://d/905", "a document in the vault"),
            SampleLink("folders://d/5", "no such document"),
            SampleLink("folders://p/42", "a page in chapter 4"),
            SampleLink("folders://folders/7"), SampleLink("folders://settings"),
        ]
    }
}

extension RequirementName {
    /// Folders' vault, folder 9.
    static let vaultUnlocked = RequirementName("vault-unlocked")
}

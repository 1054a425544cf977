import Wayfinder

/// A documents app unlike Shop, built as its adopter built it: the default tab `library` needs
/// sign-in at its root while `settings` is public; two requirements that signing in does not
/// meet (an unlock after any time in the background, a paywall met by the `pro` account alone
/// or by paying); an editor sheet that asks before discarding; a public share preview that
/// yields and is resolved (so its resolver can hand data to a modal); a vault file that needs both
/// requirements; a sign-in link from mail (`docs://sign-in/CODE`, `CODE` secret: `ada-ok` signs
/// `ada` in, any other is stale).
struct Documents: NavigationSchema {
    enum Tab: String, Hashable, Codable, Sendable, CustomStringConvertible, CaseIterable {
        case library, settings
        var description: String { rawValue }
    }

    enum Screen: Hashable, Codable, Sendable, CustomStringConvertible {
        case folder(Int)
        case document(Int)
        case lockedFile(Int)
        case template(Int)
        case about
        /// A document's preview pushed in the library; its route is the share preview (a modal),
        /// which does not show this screen.
        case preview(Int)
        var description: String {
            switch self {
            case .folder(let id): "folder(\(id))"
            case .document(let id): "document(\(id))"
            case .lockedFile(let id): "lockedFile(\(id))"
            case .template(let id): "template(\(id))"
            case .about: "about"
            case .preview(let id): "preview(\(id))"
            }
        }
    }

    enum Modal: String, Hashable, Codable, Sendable, CustomStringConvertible, CaseIterable {
        case signIn, unlock, paywall, editor, sharePreview
        var description: String { rawValue }
    }

    enum Notice: String, Hashable, Codable, Sendable, CustomStringConvertible, CaseIterable {
        case linkUnavailable, sessionExpired, signInFailed, unlockFailed, itemUnavailable, signInLinkExpired
        var description: String { rawValue }
    }

    enum Route: Hashable, Sendable {
        case library, settings, about
        case folder(Int)
        case document(folder: Int, id: Int)
        case lockedFile(Int)
        case template(Int)
        case edit(Int)
        case share(Int)
        case vault(Int)
        case signInLink(code: String)
    }

    var tabs: [Tab] { Tab.allCases }
    var defaultTab: Tab { .library }
    var signInModal: Modal { .signIn }
    var notices: NoticeRoles<Notice> {
        NoticeRoles(
            linkUnavailable: .linkUnavailable, sessionExpired: .sessionExpired, signInFailed: .signInFailed,
            explainingSignIn: [.signInLinkExpired])
    }

    static let table: LinkTable<Route> = {
        // swift-format-ignore
        try! LinkTable(origins: LinkOrigins(schemes: ["docs"])) {
            LinkRule("/", to: .library)
            LinkRule("/settings", to: .settings)
            LinkRule("/settings/about", to: .about)
            LinkRule("/folders/:id", Route.folder) { if case .folder(let id) = $0 { id } else { nil } }
            LinkRule("/folders/:folder/docs/:id", Route.document(folder:id:)) {
                if case .document(let folder, let id) = $0 { (folder, id) } else { nil }
            }
            LinkRule("/f/:id", Route.lockedFile) { if case .lockedFile(let id) = $0 { id } else { nil } }
            LinkRule("/templates/:id", Route.template) { if case .template(let id) = $0 { id } else { nil } }
            LinkRule("/edit/:id", Route.edit) { if case .edit(let id) = $0 { id } else { nil } }
            LinkRule("/share/:id", Route.share) { if case .share(let id) = $0 { id } else { nil } }
            LinkRule("/vault/:id", Route.vault) { if case .vault(let id) = $0 { id } else { nil } }
            LinkRule("/sign-in/:code", secrets: ["code"], Route.signInLink) {
                if case .signInLink(let code) = $0 { code } else { nil }
            }
        }
    }()

    var links: LinkTable<Route> { Self.table }

    func rule(for route: Route) -> RouteRule<Documents> {
        switch route {
        case .library: RouteRule(.signedIn, .tab(.library))
        case .settings: RouteRule(.public, .tab(.settings))
        case .about: RouteRule(.public, .tab(.settings, [.about]))
        case .folder(let id): RouteRule(.signedIn, .tab(.library, [.folder(id)]))
        case .document(let folder, let id): RouteRule(.signedIn, .tab(.library, [.folder(folder), .document(id)]))
        case .lockedFile(let id): RouteRule(.requirement(.unlocked), .tab(.library, [.lockedFile(id)]))
        case .template(let id): RouteRule(.requirement(.subscribed), .tab(.library, [.template(id)]))
        case .edit: RouteRule(.signedIn, .modal(.editor))
        case .share: RouteRule(.public, .modal(.sharePreview), needsResolution: true)
        case .vault(let id): RouteRule(.signedIn, .tab(.library, [.lockedFile(id), .template(id)]))
        case .signInLink: RouteRule(.public, Destination(place: .current), needsResolution: true, signsIn: true)
        }
    }

    func access(for screen: Screen) -> Access {
        switch screen {
        case .folder, .document, .preview: .signedIn
        case .lockedFile: .requirement(.unlocked)
        case .template: .requirement(.subscribed)
        case .about: .public
        }
    }

    func access(forRootOf tab: Tab) -> Access { tab == .library ? .signedIn : .public }

    func rule(for modal: Modal) -> ModalRule {
        switch modal {
        case .signIn: ModalRule(priority: 200)
        case .unlock: ModalRule(priority: 150, access: .signedIn)
        case .paywall: ModalRule(priority: 140, access: .signedIn)
        // Links wait, taps close it; with unsaved text, both ask.
        case .editor: ModalRule(priority: 50, access: .signedIn, arrivals: ArrivalPolicy.tapsClose.whenEdited(.asks))
        // Read-only: gives way to anything.
        case .sharePreview: ModalRule(priority: 40, arrivals: .yields)
        }
    }

    func modal(for gate: LaunchGate) -> Modal? { nil }

    /// `unlocked`: lapses on every return from the background; signing in does not meet it.
    /// `subscribed`: the `pro` account meets it alone; anyone else meets it on the paywall.
    static let declared = [
        Requirement<Documents>(.unlocked, modal: .unlock, failedNotice: .unlockFailed, lapsesAfterBackground: .zero),
        Requirement<Documents>(.subscribed, modal: .paywall, account: { $0 == "pro" }),
    ]
    var requirements: [Requirement<Documents>] { Self.declared }

    func route(for screen: Screen) -> Route? {
        switch screen {
        case .folder(let id): .folder(id)
        case .document(let id): .document(folder: 1, id: id)
        case .lockedFile(let id): .lockedFile(id)
        case .template(let id): .template(id)
        case .about: .about
        case .preview(let id): .share(id)
        }
    }

    /// Share previews exist for IDs 1–99 and carry their title as prefetched data.
    func resolve(_ route: Route, context: ResolutionContext) async -> Resolution<Documents> {
        switch route {
        case .share(let id) where (1...99).contains(id): .proceed(prefetched: "preview \(id)")
        case .share: .unavailable(.itemUnavailable, landing: .tab(.settings))
        case .signInLink(let code):
            code == "ada-ok" ? .signsIn("ada") : .unavailable(.signInLinkExpired, landing: .modal(.signIn))
        default: .proceed
        }
    }
}

extension RequirementName {
    /// Documents' `unlocked`: lapses on every return from the background.
    static let unlocked = RequirementName("unlocked")
    /// Documents' `subscribed`: the `pro` account, or the paywall.
    static let subscribed = RequirementName("subscribed")
}

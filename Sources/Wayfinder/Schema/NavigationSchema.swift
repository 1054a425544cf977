/// The one description of an app's navigation: tabs, screens, modals, notices, routes and
/// their links, access rules, destinations, resolvers, fallback and policy.
///
/// The coordinator's behaviour, the route map and the audit all come from this one type.
///
/// ```swift
/// struct Shop: NavigationSchema {
///     let tabs: [ShopTab] = [.home, .search, .account]
///     let defaultTab = ShopTab.home
///     var links: LinkTable<ShopRoute> { ShopRoute.links }
///     func rule(for route: ShopRoute) -> RouteRule<Shop> {
///         switch route {
///         case .orders: RouteRule(.signedIn, .tab(.account, [.orders]))
///         case .order(let id): RouteRule(.signedIn, .tab(.account, [.orders, .order(id)]), needsResolution: true)
///         // …
///         }
///     }
///     // …
/// }
/// ```
///
/// Its types (``EventTypes/Tab``, ``EventTypes/Screen``, ``EventTypes/Modal``,
/// ``EventTypes/Notice`` and ``EventTypes/Route``) are those its events carry; what its resolvers
/// answer is a ``Resolution``.
public protocol NavigationSchema: EventTypes where Answer == Resolution<Self> {
    // Restated from ``EventTypes`` so that Swift infers them from the schema's own requirements
    // (`var tabs: [TasksTab]`), as it does for a protocol's own associated types: an app names
    // none of them.
    associatedtype Tab
    associatedtype Screen
    associatedtype Modal
    associatedtype Notice
    associatedtype Route

    /// The tabs, in display order.
    var tabs: [Tab] { get }
    /// The default tab; its root is the fallback location.
    var defaultTab: Tab { get }
    /// The link table that parses and prints routes.
    var links: LinkTable<Route> { get }
    /// The rule for a route: access, destination, resolver, action.
    func rule(for route: Route) -> RouteRule<Self>
    /// What a screen requires; checked for every stack, on landing, restoring and session changes.
    func access(for screen: Screen) -> Access
    /// What the session needs to see `tab` at its root (an inbox that only makes sense signed
    /// in). Defaults to public.
    ///
    /// Signed out or expired, no protected root stays in view, on every path (a launch with or
    /// without a link, the session resolving, a sign-out, an expiry, a cancelled sign-in, a
    /// public sheet closing, a tab selected, a restore): the person goes to a public tab (the
    /// default tab if its root is public, else the first public tab in ``tabs`` order), or, when
    /// no tab is public, sign-in stays up over the root and cancelling or dismissing it is
    /// refused with a decision record. A person moved off a protected tab only because they were
    /// signed out comes back to it after signing in, and a link that waited for sign-in lands
    /// from there. A link to such a root, or a tap on its tab, signed out asks for sign-in.
    func access(forRootOf tab: Tab) -> Access
    /// How a modal behaves.
    func rule(for modal: Modal) -> ModalRule
    /// The sign-in modal.
    var signInModal: Modal { get }
    /// The root screen of a modal that holds its own navigation stack (a flow inside a sheet:
    /// checkout's `cart`), or `nil` for a modal without one. Defaults to `nil`.
    ///
    /// While such a modal is up, pushes and pops act on its stack; the root itself is never
    /// pushed, as a tab's root is not.
    func root(of modal: Modal) -> Screen?
    /// The modal whose stack alone may hold `screen` (checkout's `shipping`), or `nil` for a screen
    /// of the tabs. Defaults to `nil`.
    ///
    /// A screen of the tabs may also be pushed inside any modal that holds a stack; a screen a
    /// modal owns never appears in a tab's stack or in another modal's. A destination that breaks
    /// this is a schema error, reported when the route is first used.
    func modal(owning screen: Screen) -> Modal?
    /// The launch gates the app may raise (a forced update, onboarding). Defaults to none.
    var launchGates: [LaunchGate] { get }
    /// The blocking modal shown while a launch gate is raised, or `nil` for a gate without one.
    func modal(for gate: LaunchGate) -> Modal?
    /// The notices the coordinator raises itself.
    var notices: NoticeRoles<Notice> { get }
    /// Timing and limits. Defaults to ``NavigationPolicy/init(pendingTimeToLive:duplicateWindow:redirectLimit:resolutionTimeout:)``.
    var policy: NavigationPolicy { get }
    /// The requirements beyond sign-in, in the order they are asked for (sign-in always comes
    /// first). Every name an ``Access/requirement(_:)`` uses must be declared here: one that is
    /// not is a schema error, listed by ``undeclaredRequirements`` and refused where it is used.
    /// Defaults to none.
    /// Return a stored or `static let` array so checking a requirement does not allocate.
    var requirements: [Requirement<Self>] { get }
    /// Decides whether a route whose rule says `needsResolution: true` can land.
    /// Runs in the ``Navigator``'s tasks, never inside the state machine.
    func resolve(_ route: Route, context: ResolutionContext) async -> Resolution<Self>
    /// The route whose link shows `screen`, used to print a protected location kept as the
    /// pending link after a session expiry (for the root screen of a modal that holds a stack,
    /// the route that opens the modal at its root). Defaults to `nil`.
    ///
    /// A route whose destination does not show `screen` itself (on top of its tab's stack, of its
    /// modal's stack, or as its modal's root) is not the screen's route: everywhere (Handoff, a
    /// pending place after an expiry, the journal) the screen is then treated as one without a
    /// route.
    func route(for screen: Screen) -> Route?
    /// The route whose link lands exactly on the root of `tab` (the home tab's `shop://`), or
    /// `nil` when none does; a tab root's handoff link (``NavigationState/handoffLink(in:)``).
    /// Defaults to the first route of a link rule without path parameters whose destination is
    /// that tab at its root, with no modal and no resolver; return one yourself to choose another.
    func route(forRootOf tab: Tab) -> Route?
    /// Whether a screen may be written to a snapshot (a screen holding a secret may not).
    /// Defaults to `true`.
    func persists(_ screen: Screen) -> Bool
    /// Links the audit, the route map and `wayfinder links` exercise, with variants for present
    /// and missing data. Defaults to none.
    var sampleLinks: [SampleLink] { get }
    /// Screens the testing tools may name besides those the sample links lead to: a screen the
    /// person reaches only by a tap, which no link shows (a step inside a modal's flow, such as
    /// Shop's `attachments`). A scenario script pushes it by its name (`push attachments`).
    /// Defaults to none.
    var sampleScreens: [Screen] { get }
}

extension NavigationSchema {
    public var policy: NavigationPolicy { NavigationPolicy() }
    public var launchGates: [LaunchGate] { [] }
    public var requirements: [Requirement<Self>] { [] }
    public func resolve(_ route: Route, context: ResolutionContext) async -> Resolution<Self> { .proceed }
    public func route(for screen: Screen) -> Route? { nil }
    public func root(of modal: Modal) -> Screen? { nil }
    public func modal(owning screen: Screen) -> Modal? { nil }
    public func persists(_ screen: Screen) -> Bool { true }
    public var sampleLinks: [SampleLink] { [] }
    public var sampleScreens: [Screen] { [] }
    public func access(forRootOf tab: Tab) -> Access { .public }
}

// Compiled only where SwiftUI exists; type-checked on Linux against the stand-in in AppleStandIn/
// (see the README). Written against these documented signatures (iOS 17 / macOS 14 / tvOS 17 /
// watchOS 10 / visionOS 1 is the package's floor):
// - `TabView.init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content)`
//   with `tabItem(_:)` and `tag(_:)` on each tab. (iOS 18 adds
//   `init(selection:content:)` taking `@TabContentBuilder` content; the stand-in declares both,
//   so this call is checked against the overload set it meets on iOS 18.)
// - `NavigationStack.init(path: Binding<Data>, root: () -> Root)` where `Data` is a
//   `RandomAccessCollection & RangeReplaceableCollection & MutableCollection` of `Hashable`.
// - `navigationDestination(for: D.Type, destination: @escaping (D) -> C)`.
// - `ForEach.init(_:id:content:)`, `transaction(value:_:)` (iOS 17) with
//   `Transaction.disablesAnimations` and `animation`, `environment(_:)` for an `Observable`
//   object (iOS 17).
// Presentations are in NavigationPresentations.swift, URLs and scene phases in
// NavigationEntryPoints.swift.
#if canImport(SwiftUI)
public import SwiftUI

/// The root view an app wraps around its content once: the schema's tabs in a `TabView`, a
/// `NavigationStack` per tab bound to that tab's stack, the modal as a sheet or a full-screen
/// cover, the notice as an alert, and links and scene phases forwarded to the navigator.
///
/// ```swift
/// NavigationHost(navigator) { tab in
///     ShopTabRoot(tab: tab)
/// } label: { tab in
///     Label(tab.title, systemImage: tab.systemImage)
/// } screen: { screen in
///     ShopScreenView(screen: screen)
/// } modal: { modal in
///     ShopModalView(modal: modal)
/// } notice: { notice in
///     NoticeContent(title: notice.title, message: notice.message)
/// }
/// ```
///
/// The host decides nothing. It binds each SwiftUI control to the navigator's state (see
/// `Navigator+Bindings.swift`) and forwards what happens:
///
/// | what happens | what the navigator hears |
/// | --- | --- |
/// | the person goes back (button or swipe) | ``Navigator/setPath(_:for:)`` |
/// | the person goes back inside a modal's flow | ``Navigator/setPath(_:inside:)`` |
/// | the person taps the selected tab again | ``Navigator/select(tab:)``, which pops it to its root (see below) |
/// | a `NavigationLink(value:)` of a screen is tapped | ``Navigator/setPath(_:for:)`` |
/// | the person taps a tab | ``Navigator/select(tab:)`` |
/// | the person drags a sheet down | ``Navigator/dismiss(_:)`` with the modal that sheet showed |
/// | the person taps the alert's button | ``Navigator/dismissNotice()`` |
/// | `onOpenURL` delivers a custom-scheme URL | `open(_:source:)` with `.link` |
/// | `onOpenURL` delivers a universal link (`https`) | `open(_:source:)` with `.activity` |
/// | a web-browsing user activity arrives (Handoff from Safari) | `open(_:source:)` with `.activity` |
/// | the app becomes active or goes to the background (all its windows) | ``Navigator/scenePhaseChanged(_:)`` |
///
/// A write the navigator refuses (a push the access check turns away, a tab switch a gate holds)
/// changes no state, so the host re-reads its binding to show the navigator's state again (see
/// `Navigator+Bindings.swift`, *A write the navigator refuses*). Popping the selected tab to its
/// root relies on `TabView` writing its selection when the person taps the selected tab again,
/// which SwiftUI does not document; where it does not, that tap does nothing.
///
/// A modal whose ``ModalRule/isDismissible`` is `false` gets `interactiveDismissDisabled()`,
/// so the person cannot drag it away; its content offers its own way forward.
///
/// The host puts the navigator in the environment of every tab root, screen and modal, so a
/// screen reads it with `@Environment(Navigator<Shop>.self) private var navigator` and calls
/// `navigator.push(_:)`, `pop()` or `popToRoot()` without objects being passed around.
///
/// ### Animation
///
/// When the navigator's ``Navigator/transition`` is ``TransitionKind/jump`` (another tab, or
/// several screens at once), the host applies the change without animation; a single push or
/// pop animates as usual. It does so with `transaction(value:_:)` keyed on each part it shows
/// (the selected tab, each tab's stack, the modal), which sets `disablesAnimations` and clears
/// `animation` for the update that carries the new part. Each tab's stack is its own view that
/// reads only that tab's stack, so a change in one tab, or an event that changes nothing
/// visible, does not update the others. `withTransaction` around the navigator call would not do: a link often lands
/// later, when a resolver's task finishes, outside any closure the host could wrap.
/// Whether `NavigationStack` and the presentation modifiers honour `disablesAnimations` could
/// not be observed here (no SwiftUI on Linux); the `Transaction` documentation describes it as
/// telling views to disable animations.
///
/// ### Modals and notices
///
/// A modal shows in the one modifier that matches its style, and a notice's alert is attached
/// to the topmost presenter (the modal when one is up), so "Sign-in failed" shows over the
/// sign-in sheet. A swap between a sheet and a full-screen cover happens in two steps. See
/// `navigationPresentations(_:modal:notice:)` and the core's `PresentationPlan`.
///
/// ### Scene phase
///
/// The navigator hears the app's phase, not one window's: with several windows (iPad, the
/// Mac) it goes to the background only when every window has. `.inactive` (the app switcher,
/// a system alert) is a passing state that navigation does not distinguish. See
/// `navigationEntryPoints(_:)`.
///
/// ### Cold launch
///
/// On appear the host calls ``ColdLaunchURLAdaptor/launchIfNeeded()``, which launches the
/// navigator once if the app arranged it with ``ColdLaunchURLAdaptor/register(_:session:gates:)``
/// and the scene delegate has not already done so. An app that launches the navigator itself is
/// unaffected.
public struct NavigationHost<
    Schema: NavigationSchema, TabRoot: View, TabLabel: View, ScreenContent: View, ModalContent: View
>: View {
    private let navigator: Navigator<Schema>
    private let content: HostContent<Schema, TabRoot, TabLabel, ScreenContent, ModalContent>
    /// Bumped when the navigator refuses a tab switch, so `tabs` reads its binding again.
    @State private var refusedWrites = 0

    /// Creates the host.
    /// - Parameters:
    ///   - navigator: The app's navigator.
    ///   - root: The root view of a tab (shown when its stack is empty).
    ///   - label: The tab's item in the tab bar.
    ///   - screen: The view for a pushed screen.
    ///   - modal: The view for a modal, shown as a sheet or a full-screen cover as the schema's
    ///     ``ModalRule/style`` says. For a modal that holds a flow (``NavigationSchema/root(of:)``),
    ///     it is the root of a `NavigationStack` bound to the modal's stack (``ModalFlowStack``),
    ///     whose pushed screens come from `screen`.
    ///   - notice: The words of a notice's alert.
    ///   - confirmation: The words of the question a link raises over a modal that asks before it
    ///     is left; ``ConfirmationContent/standard`` unless you say otherwise.
    public init(
        _ navigator: Navigator<Schema>,
        @ViewBuilder root: @escaping (Schema.Tab) -> TabRoot,
        @ViewBuilder label: @escaping (Schema.Tab) -> TabLabel,
        @ViewBuilder screen: @escaping (Schema.Screen) -> ScreenContent,
        @ViewBuilder modal: @escaping (Schema.Modal) -> ModalContent,
        notice: @escaping (Schema.Notice) -> NoticeContent,
        confirmation: @escaping (Schema.Modal, PendingLink<Schema>) -> ConfirmationContent = { _, _ in .standard }
    ) {
        self.init(
            navigator,
            content: HostContent(
                root: root, label: label, screen: screen, modal: modal, notice: notice, confirmation: confirmation))
    }

    /// The host with the parts another host was given (``NavigationSplitHost`` on compact width).
    init(_ navigator: Navigator<Schema>, content: HostContent<Schema, TabRoot, TabLabel, ScreenContent, ModalContent>) {
        self.navigator = navigator
        self.content = content
    }

    // The body is a short chain of small builders, each with few generic parameters, so the
    // type checker never faces the whole chain with the iOS 18 `TabView` overloads at once.
    public var body: some View {
        tabs.hosting(navigator, content)
    }

    /// The tab view: one stack per tab of the schema. Only the selected tab is read here; each
    /// tab's stack is read by its own view, so a change in one tab does not update another.
    private var tabs: some View {
        // Read here, so a refused write (which bumps it) updates this view and the binding is read again.
        let _ = refusedWrites
        let refused = $refusedWrites
        return TabView(selection: navigator.tabSelection(onRefusedWrite: { refused.wrappedValue += 1 })) {
            ForEach(navigator.schema.tabs, id: \.self) { tab in
                TabStack(navigator: navigator, tab: tab, root: content.root, screen: content.screen)
                    .tabItem { content.label(tab) }
                    .tag(tab)
            }
        }
        .withoutAnimationOnJumps(navigator, keyedOn: navigator.selectedTab)
    }
}

/// One tab's stack, bound to the navigator. Its body reads only this tab's stack.
private struct TabStack<Schema: NavigationSchema, TabRoot: View, ScreenContent: View>: View {
    let navigator: Navigator<Schema>
    let tab: Schema.Tab
    let root: (Schema.Tab) -> TabRoot
    let screen: (Schema.Screen) -> ScreenContent
    /// Bumped when the navigator refuses a write to this tab's path, so the body reads it again.
    @State private var refusedWrites = 0

    var body: some View {
        let _ = refusedWrites
        let refused = $refusedWrites
        NavigationStack(path: navigator.path(for: tab, onRefusedWrite: { refused.wrappedValue += 1 })) {
            root(tab)
                .navigationDestination(for: Schema.Screen.self) { screen($0) }
        }
        .withoutAnimationOnJumps(navigator, keyedOn: navigator.stack(for: tab))
    }
}

extension View {
    /// Applies a change of `value` without animation when the navigator flags it as a long jump
    /// (``TransitionKind/jump``); a single push or pop animates as usual.
    ///
    /// Each part of what the person sees (the selected tab, one tab's stack, the modal) keys its
    /// own transaction, so a view depends only on the part it shows. The navigator's
    /// ``Navigator/transition`` is read when the transaction is made, not in the body, so it is
    /// not a dependency of the view.
    func withoutAnimationOnJumps<Schema: NavigationSchema>(
        _ navigator: Navigator<Schema>, keyedOn value: some Equatable
    ) -> some View {
        transaction(value: value) { transaction in
            guard navigator.transition == .jump else { return }
            transaction.disablesAnimations = true
            transaction.animation = nil
        }
    }
}

#endif

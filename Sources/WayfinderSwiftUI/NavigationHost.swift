// Compiled only where SwiftUI exists. Nothing in this file has been compiled on Linux. It is
// written against these documented signatures (iOS 17 / macOS 14 / tvOS 17 / watchOS 10 /
// visionOS 1 is the package's floor):
// - `TabView.init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content)`
//   with `tabItem(_:)` and `tag(_:includeOptional:)` on each tab.
// - `NavigationStack.init(path: Binding<Data>, root: () -> Root)` where `Data` is a
//   `RandomAccessCollection & RangeReplaceableCollection & MutableCollection` of `Hashable`.
// - `navigationDestination(for: D.Type, destination: @escaping (D) -> C)`.
// - `sheet(item:onDismiss:content:)`, `fullScreenCover(item:onDismiss:content:)` (not on macOS;
//   see Platform.swift) and `interactiveDismissDisabled(_:)`.
// - `alert(_ title: S, isPresented: Binding<Bool>, presenting: T?, actions: (T) -> A,
//   message: (T) -> M) where S: StringProtocol`, and `Button(role:action:label:)` with
//   `ButtonRole.cancel`.
// - `onOpenURL(perform:)`, `onContinueUserActivity(_:perform:)` with
//   `NSUserActivityTypeBrowsingWeb` and `NSUserActivity.webpageURL`.
// - `@Environment(\.scenePhase)` and `onChange(of:initial:_:)` (two-parameter action, iOS 17).
// - `transaction(value:_:)` (iOS 17) with `Transaction.disablesAnimations` and `animation`.
// - `environment(_:)` for an `Observable` object (iOS 17), `onAppear(perform:)`.
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
/// | a `NavigationLink(value:)` of a screen is tapped | ``Navigator/setPath(_:for:)`` |
/// | the person taps a tab | ``Navigator/select(tab:)`` |
/// | the person drags a sheet down | ``Navigator/dismiss()`` |
/// | the person taps the alert's button | ``Navigator/dismissNotice()`` |
/// | `onOpenURL` delivers a URL (custom scheme or universal link) | `open(_:source:)` with `.link` |
/// | a web-browsing user activity arrives (Handoff from Safari) | `open(_:source:)` with `.activity` |
/// | the scene becomes active or goes to the background | ``Navigator/scenePhaseChanged(_:)`` |
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
/// When the navigator's ``NavigationState/transition`` is ``TransitionKind/jump`` (another tab, or
/// several screens at once), the host applies the change without animation; a single push or
/// pop animates as usual. It does so with `transaction(value:_:)` keyed on the navigator's
/// state, which sets `disablesAnimations` and clears `animation` for the update that carries
/// the new state. `withTransaction` around the navigator call would not do: a link often lands
/// later, when a resolver's task finishes, outside any closure the host could wrap.
/// Whether `NavigationStack` and the presentation modifiers honour `disablesAnimations` could
/// not be observed here (no SwiftUI on Linux); the `Transaction` documentation describes it as
/// telling views to disable animations.
///
/// ### Scene phase
///
/// `ScenePhase.active` and `.background` are forwarded; `.inactive` (the app switcher, a
/// system alert) is a passing state that navigation does not distinguish, so it is not.
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
    private let root: (Schema.Tab) -> TabRoot
    private let label: (Schema.Tab) -> TabLabel
    private let screen: (Schema.Screen) -> ScreenContent
    private let modal: (Schema.Modal) -> ModalContent
    private let notice: (Schema.Notice) -> NoticeContent
    @Environment(\.scenePhase) private var scenePhase

    /// Creates the host.
    /// - Parameters:
    ///   - navigator: The app's navigator.
    ///   - root: The root view of a tab (shown when its stack is empty).
    ///   - label: The tab's item in the tab bar.
    ///   - screen: The view for a pushed screen.
    ///   - modal: The view for a modal, shown as a sheet or a full-screen cover as the schema's
    ///     ``ModalRule/style`` says.
    ///   - notice: The words of a notice's alert.
    public init(
        _ navigator: Navigator<Schema>,
        @ViewBuilder root: @escaping (Schema.Tab) -> TabRoot,
        @ViewBuilder label: @escaping (Schema.Tab) -> TabLabel,
        @ViewBuilder screen: @escaping (Schema.Screen) -> ScreenContent,
        @ViewBuilder modal: @escaping (Schema.Modal) -> ModalContent,
        notice: @escaping (Schema.Notice) -> NoticeContent
    ) {
        self.navigator = navigator
        self.root = root
        self.label = label
        self.screen = screen
        self.modal = modal
        self.notice = notice
    }

    public var body: some View {
        let state = navigator.state
        let isJump = state.transition == .jump
        let content = state.notice.map(notice)
        TabView(selection: navigator.tabSelection) {
            ForEach(navigator.schema.tabs, id: \.self) { tab in
                NavigationStack(path: navigator.path(for: tab)) {
                    root(tab)
                        .navigationDestination(for: Schema.Screen.self) { screen($0) }
                }
                .tabItem { label(tab) }
                .tag(tab)
            }
        }
        .environment(navigator)
        .sheet(item: navigator.modal(presentedAs: .sheet), onDismiss: nil) { presented($0) }
        .coverPresentation(item: navigator.modal(presentedAs: .fullScreenCover)) { presented($0) }
        .alert(content?.title ?? "", isPresented: navigator.isNoticePresented, presenting: content) { content in
            Button(role: .cancel, action: {}, label: { Text(content.button) })
        } message: { content in
            if let message = content.message { Text(message) }
        }
        .onOpenURL { navigator.open($0, source: .link) }
        .onContinueUserActivity(NSUserActivityTypeBrowsingWeb) { activity in
            if let url = activity.webpageURL { navigator.open(url, source: .activity) }
        }
        .onChange(of: scenePhase) { _, phase in
            switch phase {
            case .active: navigator.scenePhaseChanged(.active)
            case .background: navigator.scenePhaseChanged(.background)
            default: break
            }
        }
        .onAppear { ColdLaunchURLAdaptor.shared.launchIfNeeded() }
        .transaction(value: state) { transaction in
            guard isJump else { return }
            transaction.disablesAnimations = true
            transaction.animation = nil
        }
    }

    /// A modal's content: the app's view, not draggable away when the schema says so, with the
    /// navigator in its environment (a presentation is its own hierarchy).
    private func presented(_ item: PresentedModal<Schema.Modal>) -> some View {
        modal(item.modal)
            .interactiveDismissDisabled(!navigator.schema.rule(for: item.modal).isDismissible)
            .environment(navigator)
    }
}

#endif

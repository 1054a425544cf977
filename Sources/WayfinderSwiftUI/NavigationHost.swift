// Compiled only where SwiftUI exists; type-checked on Linux against the stand-in in AppleStandIn/
// and by hand against Apple's SDKs (CONTRIBUTING.md). Written against these signatures (iOS 17 / macOS 14 / tvOS 17 /
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
/// The host decides nothing: it binds each SwiftUI control to the navigator's state and
/// forwards what SwiftUI does on its own (a swipe back, a tab tap, a sheet dragged down, a URL,
/// a scene phase) as a navigator event. Every screen, tab root and modal finds the navigator in
/// its environment (`@Environment(Navigator<Shop>.self) private var navigator`).
/// <doc:WhatTheHostsDo> lists what each control forwards, and how the host handles a refused
/// write, animation, modals, notices, scene phases and the cold launch.
public struct NavigationHost<
    Schema: NavigationSchema, TabRoot: View, TabLabel: View, ScreenContent: View, ModalContent: View
>: View {
    private let navigator: Navigator<Schema>
    private let content: HostContent<Schema, TabRoot, TabLabel, ScreenContent, ModalContent>

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
        RefusedWriteReader(navigator.tabSelection) { selection in
            tabView(selection)
        }
        .withoutAnimationOnJumps(navigator, keyedOn: navigator.selectedTab)
    }

    private func tabView(_ selection: Binding<Schema.Tab>) -> some View {
        TabView(selection: selection) {
            ForEach(navigator.schema.tabs, id: \.self) { tab in
                TabStack(navigator: navigator, tab: tab, root: content.root, screen: content.screen)
                    .tabItem { content.label(tab) }
                    .tag(tab)
            }
        }
    }
}

/// One tab's stack, bound to the navigator. Its body reads only this tab's stack.
private struct TabStack<Schema: NavigationSchema, TabRoot: View, ScreenContent: View>: View {
    let navigator: Navigator<Schema>
    let tab: Schema.Tab
    let root: (Schema.Tab) -> TabRoot
    let screen: (Schema.Screen) -> ScreenContent

    var body: some View {
        RefusedWriteReader(navigator.path(for: tab)) { path in
            NavigationStack(path: path) {
                root(tab)
                    .navigationDestination(for: Schema.Screen.self) { screen($0) }
            }
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

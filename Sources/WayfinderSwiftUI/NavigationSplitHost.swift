// Compiled only where SwiftUI exists; type-checked on Linux against the stand-in in AppleStandIn/.
// Written against these documented signatures (iOS 16 / macOS 13, under the package's floor):
// - `NavigationSplitView.init(columnVisibility:sidebar:detail:)` with a
//   `Binding<NavigationSplitViewVisibility>` (`State` holds it).
// - `List.init(selection: Binding<SelectionValue?>?, content:)`, `ForEach.init(_:id:content:)`,
//   `tag(_:)` on each row.
// - `@Environment(\.horizontalSizeClass)` (`UserInterfaceSizeClass?`; back-deployed to macOS 14).
// On compact width it is the tab bar of NavigationHost.swift.
#if canImport(SwiftUI)
public import SwiftUI

/// The root view for iPadOS and macOS: the tabs as a sidebar on regular width, a tab bar on
/// compact width, both driven by the same ``Navigator``.
///
/// The sidebar's selection is the selected tab (``Navigator/sidebarSelection``); the detail is
/// that tab's `NavigationStack`. Collapsing to compact width shows the same tab and stack under
/// a tab bar, so nothing is lost either way. Modals, notices, links and scene phases are handled
/// as ``NavigationHost`` handles them.
///
/// ```swift
/// NavigationSplitHost(navigator) { tab in
///     TabRootView(tab: tab)
/// } label: { tab in
///     Label(tab.title, systemImage: tab.symbol)
/// } screen: { screen in
///     ScreenView(screen: screen)
/// } modal: { modal in
///     ModalView(modal: modal)
/// } notice: { notice in
///     NoticeContent(title: notice.title)
/// }
/// ```
public struct NavigationSplitHost<
    Schema: NavigationSchema, TabRoot: View, TabLabel: View, ScreenContent: View, ModalContent: View
>: View {
    private let navigator: Navigator<Schema>
    private let content: HostContent<Schema, TabRoot, TabLabel, ScreenContent, ModalContent>
    private let ownColumns: Set<Schema.Tab>
    @Environment(\.horizontalSizeClass) private var sizeClass
    @State private var columns = NavigationSplitViewVisibility.automatic

    /// Creates the host, with the same parts as ``NavigationHost``.
    /// - Parameters:
    ///   - navigator: The app's navigator.
    ///   - root: The root view of a tab (shown when its stack is empty).
    ///   - label: The tab's row in the sidebar and item in the tab bar.
    ///   - screen: The view for a pushed screen.
    ///   - modal: The view for a modal.
    ///   - notice: The words of a notice's alert.
    ///   - confirmation: The words of the question a link raises over a modal that asks before it
    ///     is left; ``ConfirmationContent/standard`` unless you say otherwise.
    ///   - ownColumns: Tabs whose root lays out its own columns on regular width (a
    ///     ``ListDetailColumnsView``): shown as the detail without a `NavigationStack` around them.
    public init(
        _ navigator: Navigator<Schema>, ownColumns: Set<Schema.Tab> = [],
        @ViewBuilder root: @escaping (Schema.Tab) -> TabRoot,
        @ViewBuilder label: @escaping (Schema.Tab) -> TabLabel,
        @ViewBuilder screen: @escaping (Schema.Screen) -> ScreenContent,
        @ViewBuilder modal: @escaping (Schema.Modal) -> ModalContent,
        notice: @escaping (Schema.Notice) -> NoticeContent,
        confirmation: @escaping (Schema.Modal, PendingLink<Schema>) -> ConfirmationContent = { _, _ in .standard }
    ) {
        self.navigator = navigator
        content = HostContent(
            root: root, label: label, screen: screen, modal: modal, notice: notice, confirmation: confirmation)
        self.ownColumns = ownColumns
    }

    public var body: some View {
        if TabLayout.forWidth(compact: sizeClass == .compact) == .tabBar {
            NavigationHost(navigator, content: content)
        } else {
            split.hosting(navigator, content)
        }
    }

    private var split: some View {
        NavigationSplitView(columnVisibility: $columns) {
            RefusedWriteReader(navigator.sidebarSelection) { selection in
                List(selection: selection) {
                    ForEach(navigator.schema.tabs, id: \.self) { tab in
                        content.label(tab).tag(tab)
                    }
                }
            }
        } detail: {
            if ownColumns.contains(navigator.selectedTab) {
                content.root(navigator.selectedTab)
            } else {
                SelectedTabStack(navigator: navigator, root: content.root, screen: content.screen)
            }
        }
        .withoutAnimationOnJumps(navigator, keyedOn: navigator.selectedTab)
    }
}

/// The selected tab's stack, in the detail column.
private struct SelectedTabStack<Schema: NavigationSchema, TabRoot: View, ScreenContent: View>: View {
    let navigator: Navigator<Schema>
    let root: (Schema.Tab) -> TabRoot
    let screen: (Schema.Screen) -> ScreenContent

    var body: some View {
        let tab = navigator.selectedTab
        RefusedWriteReader(navigator.path(for: tab)) { path in
            NavigationStack(path: path) {
                root(tab)
                    .navigationDestination(for: Schema.Screen.self) { screen($0) }
            }
        }
        .withoutAnimationOnJumps(navigator, keyedOn: navigator.stack(for: tab))
    }
}

#endif

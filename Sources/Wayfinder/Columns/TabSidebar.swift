/// How an app shows its tabs: a tab bar on compact width, a sidebar on regular width (iPadOS,
/// macOS). Either way the selection is the state's selected tab.
public enum TabLayout: String, Hashable, Sendable, CaseIterable {
    /// A tab bar (compact width).
    case tabBar
    /// A sidebar list beside the content (regular width).
    case sidebar

    /// The layout for a width: `compact` is `true` for a compact horizontal size class.
    package static func forWidth(compact: Bool) -> TabLayout { compact ? .tabBar : .sidebar }
}

/// The tabs as a sidebar: the mapping a split-view host binds, with no SwiftUI in it.
///
/// The sidebar's selection is the selected tab. A sidebar's list writes its selection whenever
/// it likes (also the value it already holds, as lists do when they appear), so a write of the
/// tab already selected changes nothing, unlike a second tap on a tab bar item, which pops to
/// the root (``NavigationEvent/tabSelected(_:)``).
public struct TabSidebar<Schema: NavigationSchema>: Hashable, Sendable {
    /// The tabs, in display order.
    public var tabs: [Schema.Tab]
    public var selection: Schema.Tab

    /// The sidebar of `state`.
    public init(_ state: NavigationState<Schema>, schema: Schema) {
        tabs = schema.tabs
        selection = state.selectedTab
    }

    /// The sidebar wrote `tab` as its selection (`nil` when the list clears it, which a
    /// sidebar does not mean as a move): the event, or `nil` when nothing changes.
    public func selecting(_ tab: Schema.Tab?) -> NavigationEvent<Schema>? {
        guard let tab, tab != selection, tabs.contains(tab) else { return nil }
        return .tabSelected(tab)
    }
}

// Compiled only where SwiftUI exists; type-checked on Linux against the stand-in in AppleStandIn/.
// Written against these documented signatures (iOS 16 / macOS 13, under the package's floor):
// - `NavigationSplitView.init(sidebar:detail:)` (two columns, `Content == EmptyView`).
// - `List.init(selection: Binding<SelectionValue?>?, content:)` (one selectable row).
// - `NavigationStack.init(path:root:)` and `navigationDestination(for:destination:)`.
#if canImport(SwiftUI)
public import SwiftUI

/// One tab of a navigator shown as list + detail: a `NavigationSplitView` whose list column
/// selects the first screen of the tab's stack and whose detail column is a `NavigationStack`
/// of the rest.
///
/// Selecting in the list replaces the stack; pushing in the detail appends; Back in the detail
/// pops. On compact width the split view collapses to one stack showing the same screens, and
/// expands again with nothing lost: the columns are only a view of the one stack, which the
/// core's ``ListDetailColumns`` maps both ways. A link lands here as it lands in a stack.
///
/// ```swift
/// ListDetailColumnsView(navigator, tab: .account) {
///     Text("Orders").tag(ShopScreen.orders)        // rows tagged with the screen they select
///     Text("Billing").tag(ShopScreen.billing)
/// } selected: { screen in
///     ScreenView(screen: screen)                     // the detail column's root
/// } screen: { screen in
///     ScreenView(screen: screen)                     // screens pushed in the detail
/// } empty: {
///     Text("Select an item")
/// }
/// ```
public struct ListDetailColumnsView<
    Schema: NavigationSchema, Rows: View, Selected: View, ScreenContent: View, Empty: View
>: View {
    private let navigator: Navigator<Schema>
    private let tab: Schema.Tab
    private let rows: () -> Rows
    private let selected: (Schema.Screen) -> Selected
    private let screen: (Schema.Screen) -> ScreenContent
    private let empty: () -> Empty

    /// Creates the columns.
    /// - Parameters:
    ///   - navigator: The app's navigator.
    ///   - tab: The tab shown as list + detail.
    ///   - rows: The list's rows, each tagged with the screen it selects.
    ///   - selected: The detail column's root for the selected screen.
    ///   - screen: The view for a screen pushed in the detail column.
    ///   - empty: The detail column with nothing selected.
    public init(
        _ navigator: Navigator<Schema>, tab: Schema.Tab,
        @ViewBuilder rows: @escaping () -> Rows,
        @ViewBuilder selected: @escaping (Schema.Screen) -> Selected,
        @ViewBuilder screen: @escaping (Schema.Screen) -> ScreenContent,
        @ViewBuilder empty: @escaping () -> Empty
    ) {
        self.navigator = navigator
        self.tab = tab
        self.rows = rows
        self.selected = selected
        self.screen = screen
        self.empty = empty
    }

    public var body: some View {
        NavigationSplitView {
            RefusedWriteReader(navigator.listSelection(for: tab)) { selection in
                List(selection: selection) { rows() }
            }
        } detail: {
            detail
        }
        .withoutAnimationOnJumps(navigator, keyedOn: navigator.stack(for: tab))
    }

    @ViewBuilder
    private var detail: some View {
        if let selection = navigator.stack(for: tab).first {
            RefusedWriteReader(navigator.detailPath(for: tab)) { path in
                NavigationStack(path: path) {
                    selected(selection)
                        .navigationDestination(for: Schema.Screen.self) { screen($0) }
                }
            }
        } else {
            empty()
        }
    }
}

#endif

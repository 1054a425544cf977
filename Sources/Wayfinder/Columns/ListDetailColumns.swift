/// A tab's stack shown as two columns, list and detail, and back as one stack: the mapping a
/// split-view host binds, with no SwiftUI in it.
///
/// The list's selection is the first screen of the tab's stack; the detail column's stack is
/// the rest. Every write a column can make becomes an existing ``NavigationEvent`` for the whole
/// stack, so a link lands in columns exactly as it lands in a stack (the same decisions, the
/// same records), and collapsing to one column (compact width) shows the same stack as one
/// `NavigationStack`, nothing lost:
///
/// | write | stack before | event | stack after |
/// | --- | --- | --- | --- |
/// | select `b` in the list | `[a, x]` | `pathChanged(tab, [b])` | `[b]` |
/// | clear the list's selection | `[a, x]` | `pathChanged(tab, [])` | `[]` |
/// | push `y` in the detail | `[a, x]` | `pathChanged(tab, [a, x, y])` | `[a, x, y]` |
/// | Back in the detail | `[a, x]` | `pathChanged(tab, [a])` | `[a]` |
/// | the detail writes its path `p` | `[a, x]` | `pathChanged(tab, [a] + p)` | `[a] + p` |
/// | the collapsed stack writes `p` | `[a, x]` | `pathChanged(tab, p)` | `p` |
///
/// ```swift
/// let columns = ListDetailColumns(state, tab: .account)   // stack [orders, order(42)]
/// columns.selection                                       // orders
/// columns.detail                                          // [order(42)]
/// navigator.send(columns.selecting(.billing))             // the stack becomes [billing]
/// ```
public struct ListDetailColumns<Schema: NavigationSchema>: Hashable, Sendable {
    /// The tab shown in columns.
    public var tab: Schema.Tab
    /// The tab's whole stack, bottom first: what the collapsed, one-column form shows.
    public var stack: [Schema.Screen]

    /// The columns of a stack.
    public init(tab: Schema.Tab, stack: [Schema.Screen]) {
        self.tab = tab
        self.stack = stack
    }

    /// The columns of `tab`'s stack in `state`.
    public init(_ state: NavigationState<Schema>, tab: Schema.Tab) {
        self.init(tab: tab, stack: state.stack(for: tab))
    }

    /// The list's selection: the first screen of the stack, or `nil` at the tab's root.
    public var selection: Schema.Screen? { stack.first }

    /// The detail column's stack: the screens above the selection, bottom first.
    public var detail: [Schema.Screen] { Array(stack.dropFirst()) }

    /// The collapsed form (compact width): the same stack, as one `NavigationStack` shows it.
    public var collapsed: [Schema.Screen] { stack }

    // MARK: Writes

    /// The person selects `screen` in the list (or clears the selection with `nil`): the stack
    /// becomes that one screen. Selecting what is already selected with nothing above it
    /// changes nothing (`nil`).
    public func selecting(_ screen: Schema.Screen?) -> NavigationEvent<Schema>? {
        let path = screen.map { [$0] } ?? []
        return path == stack ? nil : .pathChanged(tab, path)
    }

    /// The person pushes `screen` in the detail column: it goes on top of the stack. With no
    /// selection, the pushed screen becomes the selection.
    public func pushing(_ screen: Schema.Screen) -> NavigationEvent<Schema> {
        .pathChanged(tab, stack + [screen])
    }

    /// The person goes back in the detail column: one screen leaves the top of the detail
    /// stack; at the detail's root, nothing happens (`nil`; the list stays selected).
    public func poppingDetail() -> NavigationEvent<Schema>? {
        guard stack.count > 1 else { return nil }
        return .pathChanged(tab, Array(stack.dropLast()))
    }

    /// The detail column's `NavigationStack` wrote its whole path (a swipe back, a
    /// `NavigationLink`): the stack is the selection with that path above it. Without a
    /// selection there is no detail stack to write (`nil`).
    public func writingDetail(_ path: [Schema.Screen]) -> NavigationEvent<Schema>? {
        guard let selection else { return nil }
        let whole = [selection] + path
        return whole == stack ? nil : .pathChanged(tab, whole)
    }

    /// The collapsed, one-column `NavigationStack` wrote its whole path: it is the stack.
    public func writingCollapsed(_ path: [Schema.Screen]) -> NavigationEvent<Schema>? {
        path == stack ? nil : .pathChanged(tab, path)
    }
}

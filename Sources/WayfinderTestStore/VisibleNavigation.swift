public import Wayfinder

/// The parts of a navigation state a test states expectations about, all writable.
public struct VisibleNavigation<Schema: NavigationSchema>: Hashable, Sendable {
    public var selectedTab: Schema.Tab
    /// Each tab's stack; tabs at their root have no entry.
    public var stacks: [Schema.Tab: [Schema.Screen]]
    /// The presented modal with the screens pushed inside it.
    public var presented: ModalPresentation<Schema>?
    /// The presented modal. Setting another modal expects it at its root; setting the same one
    /// keeps the stack expected inside it.
    public var modal: Schema.Modal? {
        get { presented?.modal }
        set {
            guard newValue != presented?.modal else { return }
            presented = newValue.map { ModalPresentation($0) }
        }
    }
    public var notice: Schema.Notice?
    /// The pending link, canonical and redacted.
    public var pending: String?
    public var session: Session

    /// The visible parts of `state`.
    public init(_ state: NavigationState<Schema>, schema: Schema) {
        selectedTab = state.selectedTab
        stacks = Dictionary(
            uniqueKeysWithValues: schema.tabs.compactMap { tab in
                let stack = state.stack(for: tab)
                return stack.isEmpty ? nil : (tab, stack)
            })
        presented = state.presented
        notice = state.notice
        pending = state.pending?.display
        session = state.session
    }

    /// The selected tab's stack, readable and writable.
    public var stack: [Schema.Screen] {
        get { stacks[selectedTab] ?? [] }
        set { stacks[selectedTab] = newValue.isEmpty ? nil : newValue }
    }

    /// Sets the selected tab and its stack in one go: `$0.location(.account, [.orders])`.
    public mutating func location(_ tab: Schema.Tab, _ stack: [Schema.Screen] = []) {
        selectedTab = tab
        self.stack = stack
    }

    /// One line per field that differs from `other`, `expected … got …`.
    public func differences(from actual: Self) -> [String] {
        var lines: [String] = []
        func compare<T: Equatable>(_ name: String, _ a: T, _ b: T, _ show: (T) -> String) {
            if a != b { lines.append("\(name): expected \(show(a)), got \(show(b))") }
        }
        compare("selectedTab", selectedTab, actual.selectedTab) { "\($0)" }
        for tab in Set(stacks.keys).union(actual.stacks.keys).sorted(by: { "\($0)" < "\($1)" }) {
            compare("stack of \(tab)", stacks[tab] ?? [], actual.stacks[tab] ?? []) {
                $0.isEmpty ? "root" : $0.map(\.description).joined(separator: " > ")
            }
        }
        compare("modal", presented, actual.presented) { $0.map { "\($0)" } ?? "none" }
        compare("notice", notice, actual.notice) { $0.map { "\($0)" } ?? "none" }
        compare("pending", pending, actual.pending) { $0 ?? "none" }
        compare("session", session, actual.session) { "\($0)" }
        return lines
    }
}

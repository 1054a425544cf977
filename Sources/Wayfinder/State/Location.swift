/// A tab and its stack: where the person is, or was.
public struct Location<Schema: NavigationSchema>: Hashable, Sendable, Codable, CustomStringConvertible {
    public var tab: Schema.Tab
    /// The screens pushed on the tab's root, bottom first.
    public var stack: [Schema.Screen]

    public init(tab: Schema.Tab, stack: [Schema.Screen] = []) {
        self.tab = tab
        self.stack = stack
    }

    /// `TAB > SCREEN > SCREEN`, the form scripts use (`account > orders > order(42)`).
    public var description: String {
        ([tab.description] + stack.map(\.description)).joined(separator: " > ")
    }
}

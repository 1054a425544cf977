import ShopExample
import Testing
import Wayfinder

/// Every write a column can make, both ways: the stack read as columns, and each column's
/// write turned back into the stack through the coordinator.
@Suite("List and detail columns")
struct ListDetailColumnsTests {
    typealias Columns = ListDetailColumns<Shop>

    /// A write a column can make.
    enum Write: CustomStringConvertible, Sendable {
        case select(ShopScreen?)
        case push(ShopScreen)
        case back
        case detail([ShopScreen])
        case collapsed([ShopScreen])

        var description: String {
            switch self {
            case .select(let screen): "select \(screen.map { "\($0)" } ?? "nothing")"
            case .push(let screen): "push \(screen)"
            case .back: "back"
            case .detail(let path): "detail writes \(path)"
            case .collapsed(let path): "collapsed writes \(path)"
            }
        }

        func event(_ columns: Columns) -> NavigationEvent<Shop>? {
            switch self {
            case .select(let screen): columns.selecting(screen)
            case .push(let screen): columns.pushing(screen)
            case .back: columns.poppingDetail()
            case .detail(let path): columns.writingDetail(path)
            case .collapsed(let path): columns.writingCollapsed(path)
            }
        }
    }

    struct Case: CustomStringConvertible, Sendable {
        var before: [ShopScreen]
        var write: Write
        /// The stack after, or `nil` when the write must make no event.
        var after: [ShopScreen]?
        var description: String { "\(before) + \(write)" }
    }

    static let cases: [Case] = [
        // The list's selection replaces the whole stack.
        Case(before: [], write: .select(.orders), after: [.orders]),
        Case(before: [.orders, .order("42")], write: .select(.billing), after: [.billing]),
        Case(before: [.orders, .order("42")], write: .select(.orders), after: [.orders]),
        Case(before: [.orders], write: .select(.orders), after: nil),
        Case(before: [.orders, .order("42")], write: .select(nil), after: []),
        Case(before: [], write: .select(nil), after: nil),
        // A push in the detail appends.
        Case(before: [.orders], write: .push(.order("42")), after: [.orders, .order("42")]),
        Case(before: [.billing, .invoice("7")], write: .push(.teams), after: [.billing, .invoice("7"), .teams]),
        Case(before: [], write: .push(.orders), after: [.orders]),
        // Back in the detail pops one screen; at the detail's root, nothing.
        Case(before: [.orders, .order("42")], write: .back, after: [.orders]),
        Case(before: [.billing, .invoice("7"), .teams], write: .back, after: [.billing, .invoice("7")]),
        Case(before: [.orders], write: .back, after: nil),
        Case(before: [], write: .back, after: nil),
        // The detail's NavigationStack writes its path above the selection.
        Case(before: [.orders, .order("42")], write: .detail([]), after: [.orders]),
        Case(
            before: [.orders], write: .detail([.order("1"), .order("2")]), after: [.orders, .order("1"), .order("2")]),
        Case(before: [.orders, .order("42")], write: .detail([.order("42")]), after: nil),
        Case(before: [], write: .detail([.order("42")]), after: nil),
        // The collapsed stack is the stack.
        Case(before: [.orders, .order("42")], write: .collapsed([.orders]), after: [.orders]),
        Case(before: [.orders, .order("42")], write: .collapsed([]), after: []),
        Case(before: [.orders], write: .collapsed([.orders, .order("9")]), after: [.orders, .order("9")]),
        Case(before: [.orders], write: .collapsed([.orders]), after: nil),
    ]

    /// Signed in on the account tab with `stack`.
    static func machine(at stack: [ShopScreen]) -> (Coordinator<Shop>, NavigationState<Shop>) {
        let coordinator = Coordinator(schema: Shop())
        var state = NavigationState(schema: Shop())
        _ = coordinator.reduce(&state, .launched(.init(.warm, session: .signedIn("alice"))), at: .zero)
        _ = coordinator.reduce(&state, .tabSelected(.account), at: .zero)
        _ = coordinator.reduce(&state, .pathChanged(.account, stack), at: .zero)
        return (coordinator, state)
    }

    @Test("A column's write becomes the stack the table says", arguments: cases)
    func write(_ test: Case) {
        var (coordinator, state) = Self.machine(at: test.before)
        #expect(state.stack(for: .account) == test.before)
        let columns = Columns(state, tab: .account)
        let event = test.write.event(columns)
        guard let after = test.after else {
            #expect(event == nil, "\(test) made an event")
            return
        }
        guard let event else {
            Issue.record("\(test) made no event")
            return
        }
        _ = coordinator.reduce(&state, event, at: .zero + .seconds(1))
        #expect(state.stack(for: .account) == after)
        // And back: the new stack read as columns.
        let read = Columns(state, tab: .account)
        #expect(read.selection == after.first)
        #expect(read.detail == Array(after.dropFirst()))
        #expect(read.collapsed == after)
    }

    struct Reading: Sendable {
        var stack: [ShopScreen]
        var selection: ShopScreen?
        var detail: [ShopScreen]
    }

    @Test(
        "A stack reads as its selection and its detail",
        arguments: [
            Reading(stack: [], selection: nil, detail: []),
            Reading(stack: [.orders], selection: .orders, detail: []),
            Reading(stack: [.orders, .order("42")], selection: .orders, detail: [.order("42")]),
            Reading(stack: [.billing, .invoice("7"), .teams], selection: .billing, detail: [.invoice("7"), .teams]),
        ])
    func read(_ reading: Reading) {
        let columns = Columns(tab: .account, stack: reading.stack)
        #expect(columns.selection == reading.selection)
        #expect(columns.detail == reading.detail)
        // Collapsing and expanding lose nothing.
        #expect(columns.collapsed == reading.stack)
        #expect(Columns(tab: .account, stack: columns.collapsed) == columns)
        #expect((columns.selection.map { [$0] } ?? []) + columns.detail == reading.stack)
    }

    @Test("A link lands in columns exactly as in a stack: the same stack, the same records")
    func linkInColumns() {
        var (coordinator, state) = Self.machine(at: [.billing])
        let effects = coordinator.reduce(&state, .linkReceived("shop://orders", source: .link), at: .zero + .seconds(2))
        let columns = Columns(state, tab: .account)
        #expect(columns.selection == .orders)
        #expect(columns.detail == [])
        let records = effects.compactMap { if case .record(let r) = $0 { r } else { nil } }
        #expect(records.map(\.outcome) == [.landed])
    }

    @Test("A column write that needs access is decided like any path write")
    func accessInColumns() {
        var (coordinator, state) = Self.machine(at: [.orders])
        _ = coordinator.reduce(&state, .signedOut, at: .zero + .seconds(1))
        let columns = Columns(state, tab: .account)
        #expect(columns.selection == nil)
        let event = try! #require(columns.selecting(.billing))
        _ = coordinator.reduce(&state, event, at: .zero + .seconds(2))
        #expect(state.stack(for: .account).isEmpty)
    }
}

@Suite("Tabs as a sidebar")
struct TabSidebarTests {
    struct Case: Sendable {
        var selected: ShopTab
        var write: ShopTab?
        var event: Bool
    }

    @Test(
        "A sidebar write selects another tab, never pops the one selected",
        arguments: [
            Case(selected: .home, write: .account, event: true),
            Case(selected: .home, write: .home, event: false),
            Case(selected: .search, write: nil, event: false),
        ])
    func sidebar(_ test: Case) {
        let coordinator = Coordinator(schema: Shop())
        var state = NavigationState(schema: Shop())
        _ = coordinator.reduce(&state, .launched(.init(.warm, session: .signedOut)), at: .zero)
        _ = coordinator.reduce(&state, .tabSelected(test.selected), at: .zero)
        _ = coordinator.reduce(&state, .pathChanged(test.selected, [.product("5")]), at: .zero)
        let sidebar = TabSidebar(state, schema: Shop())
        #expect(sidebar.selection == test.selected)
        let event = sidebar.selecting(test.write)
        #expect((event != nil) == test.event)
        if let event { _ = coordinator.reduce(&state, event, at: .zero + .seconds(1)) }
        #expect(state.selectedTab == (test.event ? test.write! : test.selected))
        // The tab that was selected keeps its stack.
        #expect(state.stack(for: test.selected) == [.product("5")])
    }

    @Test func layoutFollowsWidth() {
        #expect(TabLayout.forWidth(compact: true) == .tabBar)
        #expect(TabLayout.forWidth(compact: false) == .sidebar)
    }
}

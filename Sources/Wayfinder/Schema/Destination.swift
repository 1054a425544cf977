/// Where a route lands: a tab with its whole stack (the synthetic back stack), or the
/// current location, plus at most one modal.
public struct Destination<Schema: NavigationSchema>: Hashable, Sendable {
    /// The part of the destination that is a place in the tabs.
    public enum Place: Hashable, Sendable {
        /// Select `tab` and set (or extend) its stack.
        case tab(Schema.Tab, [Schema.Screen])
        /// Stay where the person is.
        case current
    }

    /// How a destination's stack meets the stack already in its tab.
    public enum Merge: Hashable, Sendable {
        /// Replace the tab's stack in one step (the default: Back walks the synthetic stack).
        case replace
        /// Push the destination's screens onto the tab's current stack.
        case push
    }

    /// The place.
    public var place: Place
    /// A modal presented over the place.
    public var modal: Schema.Modal?
    /// How the stack merges.
    public var merge: Merge

    /// Creates a destination.
    public init(place: Place, modal: Schema.Modal? = nil, merge: Merge = .replace) {
        self.place = place
        self.modal = modal
        self.merge = merge
    }

    /// A tab with its stack: `.tab(.account, [.orders, .order(id)])`.
    public static func tab(
        _ tab: Schema.Tab, _ stack: [Schema.Screen] = [], modal: Schema.Modal? = nil, merge: Merge = .replace
    ) -> Self {
        Self(place: .tab(tab, stack), modal: modal, merge: merge)
    }

    /// A modal over the current location.
    public static func modal(_ modal: Schema.Modal) -> Self { Self(place: .current, modal: modal) }

    /// Every screen the destination shows, for access checks.
    public var screens: [Schema.Screen] {
        if case .tab(_, let stack) = place { stack } else { [] }
    }
}

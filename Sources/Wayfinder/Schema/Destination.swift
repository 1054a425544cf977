/// Where a route lands: a tab with its whole stack (the synthetic back stack), or the
/// current location, plus at most one modal, which may hold screens of its own (a flow inside a
/// sheet, with its own synthetic back stack).
public struct Destination<Schema: EventTypes>: Hashable, Sendable {
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

    public var place: Place
    /// A modal presented over the place, with the screens pushed inside it.
    public var presentation: ModalPresentation<Schema>?
    /// How the stack merges.
    public var merge: Merge

    /// The modal presented over the place, if any.
    public var modal: Schema.Modal? {
        get { presentation?.modal }
        set { presentation = newValue.map { ModalPresentation($0) } }
    }

    public init(place: Place, modal: Schema.Modal? = nil, merge: Merge = .replace) {
        self.init(place: place, presenting: modal.map { ModalPresentation($0) }, merge: merge)
    }

    /// Creates a destination whose modal may hold screens of its own.
    /// - Parameters:
    ///   - place: The place in the tabs.
    ///   - presentation: The modal and the stack inside it, if any.
    ///   - merge: How the place's stack meets the tab's.
    public init(place: Place, presenting presentation: ModalPresentation<Schema>?, merge: Merge = .replace) {
        self.place = place
        self.presentation = presentation
        self.merge = merge
    }

    /// A tab with its stack: `.tab(.account, [.orders, .order(id)])`.
    public static func tab(
        _ tab: Schema.Tab, _ stack: [Schema.Screen] = [], modal: Schema.Modal? = nil, merge: Merge = .replace
    ) -> Self {
        Self(place: .tab(tab, stack), modal: modal, merge: merge)
    }

    /// A tab with its stack and, over it, a modal with screens pushed inside it:
    /// `.tab(.home, [], presenting: ModalPresentation(.checkout, stack: [.shipping]))`.
    public static func tab(
        _ tab: Schema.Tab, _ stack: [Schema.Screen] = [], presenting presentation: ModalPresentation<Schema>
    ) -> Self {
        Self(place: .tab(tab, stack), presenting: presentation)
    }

    /// A modal over the current location, with a synthetic back stack inside it when it holds one:
    /// `.modal(.checkout, [.shipping, .payment])` lands on `checkout > shipping > payment`.
    public static func modal(_ modal: Schema.Modal, _ stack: [Schema.Screen] = []) -> Self {
        Self(place: .current, presenting: ModalPresentation(modal, stack: stack))
    }

    /// Every screen the destination shows, in the tab and inside the modal, for access checks.
    public var screens: [Schema.Screen] {
        var screens: [Schema.Screen] = []
        if case .tab(_, let stack) = place { screens = stack }
        if let presentation { screens += presentation.stack }
        return screens
    }
}

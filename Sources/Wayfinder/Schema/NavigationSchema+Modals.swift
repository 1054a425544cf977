extension NavigationSchema {
    /// Whether `modal` may take the place of `current`, the modal that is up (`nil`: none is).
    ///
    /// The one rule for which modal shows when two want to: only a modal of higher
    /// ``ModalRule/priority`` replaces the one that is up; of equal priority, the one up stays.
    /// A link's destination, a requirement's modal, a gate's modal and the app's request all
    /// go through it.
    @inlinable
    public func modal(_ modal: Modal, mayReplace current: Modal?) -> Bool {
        guard let current, current != modal else { return true }
        return rule(for: modal).priority > rule(for: current).priority
    }
}

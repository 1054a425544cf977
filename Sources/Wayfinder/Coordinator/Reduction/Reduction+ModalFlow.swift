/// Links and taps over a modal: a link into the flow of the modal that is up lands inside it,
/// a tap from outside closes a modal that can be dismissed.
extension Reduction {
    /// Whether `target` lands inside the modal that is up, which holds a stack: such a link
    /// replaces the modal's stack at once instead of waiting for it.
    @inlinable
    func landsInsideFlow(_ target: PendingLink<Schema>.Target?) -> Bool {
        guard let modal = flowModal, case .route(let route)? = target else { return false }
        return schema.rule(for: route).destination.presentation?.modal == modal
    }

    /// A tap (the app asked for a route) whose destination lies outside the modal that is up
    /// closes that modal first when it can be dismissed, as `dismiss` would; a link that was
    /// waiting for that modal is superseded by the tap. A modal that cannot be dismissed (or a
    /// raised gate) leaves the tap to wait like a link.
    @inlinable
    mutating func closeModalForTap(to route: Schema.Route, display: String) {
        guard let modal = visible.modal, gates.isEmpty, schema.rule(for: modal).isDismissible,
            !landsInsideFlow(.route(route))
        else { return }
        if let pending = self.pending, pending.reason == .modal(modal) {
            self.pending = nil
            record(
                pending.id, pending.display, pending.source, .superseded, "a newer tap replaced it: \(display)",
                target: pending.target)
        }
        if modal == schema.signInModal {
            cancelSignIn()
        } else {
            closeModal()
        }
    }
}

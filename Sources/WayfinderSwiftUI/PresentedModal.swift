// Compiled only where SwiftUI exists. Type-checked on Linux against the stand-in in AppleStandIn/; it is
// written against Apple's documented `Identifiable` use in `sheet(item:onDismiss:content:)`.
#if canImport(SwiftUI)

/// The presented modal as `sheet(item:)` and `fullScreenCover(item:)` want it: `Identifiable`,
/// with the modal value itself as the identity.
///
/// Apps never need to make their modal type `Identifiable`: `navigationPresentations` wraps it.
/// Two different modals are two identities; the host plan never swaps one for another in one
/// update (the first is taken down, then the second presented).
struct PresentedModal<Modal: Hashable & Sendable>: Identifiable, Hashable, Sendable {
    /// The modal the navigator presents.
    let modal: Modal

    /// The identity SwiftUI tracks: the modal value.
    var id: Modal { modal }

    /// Wraps a modal.
    init(_ modal: Modal) { self.modal = modal }
}

#endif

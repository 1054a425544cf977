// Compiled only where SwiftUI exists. Type-checked on Linux against the stand-in in AppleStandIn/; it is
// written against Apple's documented `Identifiable` use in `sheet(item:onDismiss:content:)`.
#if canImport(SwiftUI)

/// The presented modal as `sheet(item:)` and `fullScreenCover(item:)` want it: `Identifiable`,
/// with the modal value itself as the identity.
///
/// Apps never need to make their modal type `Identifiable`; the bindings in
/// `Navigator+Bindings.swift` wrap and unwrap it. Two different modals are two identities, so
/// replacing one modal with another dismisses the first sheet and presents the second, as
/// `sheet(item:)` documents for a changed item.
public struct PresentedModal<Modal: Hashable & Sendable>: Identifiable, Hashable, Sendable {
    /// The modal the navigator presents.
    public let modal: Modal

    /// The identity SwiftUI tracks: the modal value.
    public var id: Modal { modal }

    /// Wraps a modal.
    public init(_ modal: Modal) { self.modal = modal }
}

#endif

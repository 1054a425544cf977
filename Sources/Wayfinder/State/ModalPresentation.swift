/// The presented modal and, when it holds a flow (checkout, compose, onboarding), the screens
/// pushed inside it.
///
/// A modal that holds a stack shows its root screen (``NavigationSchema/root(of:)``) with
/// `stack` pushed on top, exactly as a tab shows its root with its stack. A modal without a root
/// screen always has an empty stack.
public struct ModalPresentation<Schema: EventTypes>: Hashable, Sendable, CustomStringConvertible {
    public var modal: Schema.Modal
    /// The screens pushed on the modal's root, bottom first.
    public var stack: [Schema.Screen]
    /// Whether the person has unsaved input in it (the app says so with
    /// ``NavigationEvent/unsavedInputChanged(_:in:)``). It belongs to this presentation and is
    /// forgotten when the modal closes; the modal's ``ArrivalPolicy`` may answer differently
    /// while it is set, and the SwiftUI host disables interactive dismissal.
    public var hasUnsavedInput: Bool

    /// Creates a presentation.
    /// - Parameters:
    ///   - modal: The modal.
    ///   - stack: The screens pushed inside it, bottom first; empty at its root.
    public init(_ modal: Schema.Modal, stack: [Schema.Screen] = []) {
        self.modal = modal
        self.stack = stack
        self.hasUnsavedInput = false
    }

    /// `NAME > SCREEN > SCREEN`, the form scripts use (`checkout > shipping > payment`); the bare
    /// name at the modal's root.
    public var description: String {
        ([modal.description] + stack.map(\.description)).joined(separator: " > ")
    }
}

/// The person's answer to the question a link raised over a modal that asks before it is left
/// (``NavigationState/confirmation``).
public enum ConfirmationAnswer: String, Hashable, Sendable, Codable, CaseIterable {
    /// Leave the modal: it closes, with its input, and the link goes on at once.
    case leave
    /// Stay in the modal: the link is dropped (`declined`); the modal and its input stay.
    case stay
}

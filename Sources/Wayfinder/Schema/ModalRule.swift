/// How a modal behaves: its priority, how it is presented, whether the person can dismiss it.
public struct ModalRule: Hashable, Sendable {
    /// How SwiftUI presents a modal.
    public enum Style: String, Hashable, Sendable, Codable {
        /// `sheet(item:)`.
        case sheet
        /// `fullScreenCover(item:)`.
        case fullScreenCover
    }

    /// Higher wins. A modal waits while one of higher or equal priority is up.
    public var priority: Int
    /// The presentation style.
    public var style: Style
    /// Whether the person can dismiss it (swipe down, a close button).
    public var isDismissible: Bool
    /// What the session needs for this modal to show.
    public var access: Access

    /// Creates a modal rule.
    public init(priority: Int, style: Style = .sheet, dismissible: Bool = true, access: Access = .public) {
        self.priority = priority
        self.style = style
        self.isDismissible = dismissible
        self.access = access
    }
}

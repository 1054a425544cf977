/// The identity of one window (an iPad or Mac scene): the name its state is kept, saved and
/// restored under.
///
/// The first window is ``main``. A SwiftUI app names its other windows with a value it keeps in
/// `SceneStorage` (a UUID string, say), so a window restored by the system finds its own state.
public struct WindowID: Hashable, Sendable, Codable, CustomStringConvertible, ExpressibleByStringLiteral {
    public var name: String

    /// Creates the identity of the window called `name`.
    public init(_ name: String) { self.name = name }

    /// Creates the identity of the window called `value`.
    public init(stringLiteral value: String) { self.name = value }

    /// The first window.
    public static var main: WindowID { WindowID("main") }

    public var description: String { name }
}

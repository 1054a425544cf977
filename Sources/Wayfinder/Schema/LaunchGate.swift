/// Something that must be cleared before any link may land: a forced update, onboarding.
///
/// The schema maps each gate to the blocking modal that shows while it is raised
/// (``NavigationSchema/modal(for:)``).
public struct LaunchGate: Hashable, Sendable, Codable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The gate's name, as scripts write it (`forced-update`).
    public var name: String
    /// Creates a gate.
    public init(_ name: String) { self.name = name }
    public init(stringLiteral value: String) { self.name = value }
    public var description: String { name }

    /// An update the person must install before using the app.
    public static let forcedUpdate: LaunchGate = "forced-update"
    /// First-run onboarding.
    public static let onboarding: LaunchGate = "onboarding"
}

/// Something that must be cleared before any link may land: a forced update, onboarding.
///
/// The schema declares its gates in ``NavigationSchema/launchGates`` and maps each to the
/// blocking modal that shows while it is raised (``NavigationSchema/modal(for:)``). Every link
/// that arrives while a gate is raised waits as the pending link; clearing the gate
/// (``NavigationEvent/gateCleared(_:)``) lets it go on.
///
/// A gate is identified by its name alone: the gate a script or an event names is the declared
/// one of that name, whatever else it says.
public struct LaunchGate: Hashable, Sendable, Codable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The gate's name, as scripts write it (`forced-update`).
    public var name: String
    /// Whether time in the foreground behind the gate counts against the pending link's time
    /// to live. `false` for a gate the person works through (onboarding): like sign-in, it does
    /// not age the link that waits for it. Time in the background always counts.
    public var agesPendingLink: Bool

    /// Creates a gate.
    /// - Parameters:
    ///   - name: Its name, as scripts write it.
    ///   - agesPendingLink: Whether foreground time behind it ages the pending link.
    public init(_ name: String, agesPendingLink: Bool = true) {
        self.name = name
        self.agesPendingLink = agesPendingLink
    }

    public init(stringLiteral value: String) { self.init(value) }
    public var description: String { name }

    public static func == (a: Self, b: Self) -> Bool { a.name == b.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }

    private enum CodingKeys: String, CodingKey { case name }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(try container.decode(String.self, forKey: .name))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
    }

    /// An update the person must install before using the app: foreground time behind it ages
    /// the pending link.
    public static let forcedUpdate = LaunchGate("forced-update")
    /// First-run onboarding, which the person works through: it does not age the pending link.
    public static let onboarding = LaunchGate("onboarding", agesPendingLink: false)
}

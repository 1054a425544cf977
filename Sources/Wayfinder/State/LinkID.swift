/// Identifies one navigation (a link, a restoration, a person's move) across its records.
public struct LinkID: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// The sequence number, unique within one state's lifetime.
    public var rawValue: Int
    public init(_ rawValue: Int) { self.rawValue = rawValue }
    public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
    public var description: String { "#\(rawValue)" }
}

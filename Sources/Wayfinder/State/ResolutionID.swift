/// Identifies one resolver run; a late answer with an old identifier is ignored.
public struct ResolutionID: Hashable, Sendable, Codable, CustomStringConvertible {
    public var rawValue: Int
    package init(_ rawValue: Int) { self.rawValue = rawValue }
    public var description: String { "r\(rawValue)" }
}

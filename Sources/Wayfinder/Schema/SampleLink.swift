/// A link the schema offers for the audit, the route map and `wayfinder links`.
public struct SampleLink: Hashable, Sendable {
    /// The link, for example `shop://orders/42`.
    public var link: String
    /// What this sample stands for (`order that exists`, `order of another account`).
    public var variant: String
    public init(_ link: String, _ variant: String = "") {
        self.link = link
        self.variant = variant
    }
}

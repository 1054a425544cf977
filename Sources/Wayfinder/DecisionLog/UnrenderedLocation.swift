/// A landing place in the schema's own values, which can describe itself.
protocol UnrenderedLocation: Sendable {
    var rendered: RecordedLocation._Rendered { get }
}

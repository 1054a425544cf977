extension Duration {
    /// The duration in whole milliseconds, rounded toward zero. The one conversion every printer
    /// of durations uses (records, the route map, scripts, the journal).
    package var wholeMilliseconds: Int64 {
        let (seconds, attoseconds) = components
        return seconds * 1_000 + attoseconds / 1_000_000_000_000_000
    }

    /// The duration as people read it in records and the route map: whole seconds as `60 s`,
    /// anything else in whole milliseconds (`500 ms`).
    package var readable: String {
        components.attoseconds == 0 ? "\(components.seconds) s" : "\(wholeMilliseconds) ms"
    }
}

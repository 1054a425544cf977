extension Duration {
    /// The duration in whole milliseconds, rounded toward zero. The one conversion every printer
    /// of durations uses (records, the route map, scripts, the journal).
    /// Saturated at `Int64.max` and `Int64.min`: a timeline read from a file may run past them.
    package var wholeMilliseconds: Int64 {
        let (seconds, attoseconds) = components
        let (ms, overflow) = seconds.multipliedReportingOverflow(by: 1_000)
        if overflow { return seconds < 0 ? .min : .max }
        let (sum, over) = ms.addingReportingOverflow(attoseconds / 1_000_000_000_000_000)
        if over { return ms < 0 ? .min : .max }
        return sum
    }

    /// The duration as people read it in records and the route map: whole seconds as `60 s`,
    /// anything else in whole milliseconds (`500 ms`).
    package var readable: String {
        components.attoseconds == 0 ? "\(components.seconds) s" : "\(wholeMilliseconds) ms"
    }
}

extension String {
    /// The digits of a number padded with zeros on the left to `width`: fixed-width fields (a
    /// time's milliseconds, a fingerprint's hex digits) read and sort the same at any value.
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}

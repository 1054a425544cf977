public import Foundation

/// A type that can stand in a link as one path segment or one query value.
///
/// Conversions are strict: a value converts only from text its own
/// ``linkParameter`` could print (up to letter case where the type says so),
/// so `match(link(for: route)) == route` holds. Conform your own identifier
/// types to use them directly in typed ``LinkRule`` initialisers:
///
/// ```swift
/// extension OrderID: LinkParameterValue {
///     init?(linkParameter: String) { guard let n = Int(linkParameter: linkParameter) else { return nil }; self.init(n) }
///     var linkParameter: String { String(rawValue) }
///     static var linkParameterExpectation: String { "an order number" }
/// }
/// ```
public protocol LinkParameterValue: Hashable, Sendable {
    /// Creates a value from the percent-decoded text of a segment or query value.
    ///
    /// - Parameter linkParameter: The decoded text.
    /// - Returns: `nil` when the text is not a valid value.
    init?(linkParameter: String)
    /// The text that represents this value in a link, before percent-encoding.
    var linkParameter: String { get }
    /// A short description of what a valid value looks like, used in error messages
    /// (for example `"a decimal integer"`).
    static var linkParameterExpectation: String { get }
}

extension String: LinkParameterValue {
    /// Any text converts; an empty string only reaches a route through a query field.
    ///
    /// - Parameter linkParameter: The decoded text.
    public init?(linkParameter: String) { self = linkParameter }
    public var linkParameter: String { self }
    /// `"any text"`.
    public static var linkParameterExpectation: String { "any text" }
}

extension Int: LinkParameterValue {
    /// Converts canonical decimal text only: an optional `-`, then ASCII digits without
    /// leading zeros (`0` itself is fine, `-0` is not), within `Int`'s range.
    ///
    /// `+1`, `0x10`, `1e3`, ` 1`, `007` and `-0` are rejected, so every accepted text is the
    /// one ``linkParameter`` prints.
    ///
    /// - Parameter text: The decoded text.
    public init?(linkParameter text: String) {
        var digits = Substring(text).utf8[...]
        if digits.first == UInt8(ascii: "-") { digits = digits.dropFirst() }
        guard let first = digits.first, digits.allSatisfy(ASCII.isDigit) else { return nil }
        guard first != UInt8(ascii: "0") || (digits.count == 1 && text.utf8.count == 1) else { return nil }
        guard let value = Int(text, radix: 10) else { return nil }
        self = value
    }
    /// The decimal text, for example `42` or `-7`.
    public var linkParameter: String { String(self) }
    /// `"a decimal integer without leading zeros"`.
    public static var linkParameterExpectation: String { "a decimal integer without leading zeros" }
}

extension UUID: LinkParameterValue {
    /// Converts the 36-character hyphenated form, in either letter case.
    ///
    /// - Parameter text: The decoded text.
    public init?(linkParameter text: String) {
        guard text.utf8.count == 36, let value = UUID(uuidString: text) else { return nil }
        self = value
    }
    /// The lowercase hyphenated form.
    public var linkParameter: String { uuidString.lowercased() }
    /// `"a UUID"`.
    public static var linkParameterExpectation: String { "a UUID" }
}

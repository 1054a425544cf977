public import Foundation

/// A type that can stand in a link as one path segment or one query value.
///
/// Conversions are strict: a value converts only from the exact text its own
/// ``linkParameter`` would print, so `match(url(for: route)) == route` holds.
public protocol LinkParameterValue: Hashable, Sendable {
    /// Creates a value from the percent-decoded text of a segment or query value,
    /// or returns `nil` when the text is not a valid value.
    init?(linkParameter: String)
    /// The text that represents this value in a link, before percent-encoding.
    var linkParameter: String { get }
    /// A short description of what a valid value looks like, used in error messages
    /// (for example `"a decimal integer"`).
    static var linkParameterExpectation: String { get }
}

extension String: LinkParameterValue {
    public init?(linkParameter: String) { self = linkParameter }
    public var linkParameter: String { self }
    public static var linkParameterExpectation: String { "any text" }
}

extension Int: LinkParameterValue {
    public init?(linkParameter text: String) {
        // Strict: optional leading "-", then ASCII digits only; no "+", no "0x", no exponent.
        var digits = Substring(text)
        if digits.first == "-" { digits = digits.dropFirst() }
        guard !digits.isEmpty, digits.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }) else { return nil }
        guard let value = Int(text, radix: 10) else { return nil }
        self = value
    }
    public var linkParameter: String { String(self) }
    public static var linkParameterExpectation: String { "a decimal integer" }
}

extension UUID: LinkParameterValue {
    public init?(linkParameter text: String) {
        guard text.utf8.count == 36, let value = UUID(uuidString: text) else { return nil }
        self = value
    }
    public var linkParameter: String { uuidString.lowercased() }
    public static var linkParameterExpectation: String { "a UUID" }
}

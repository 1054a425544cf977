public import Foundation

extension Bool: LinkParameterValue {
    /// Converts `true` and `false` only: `1`, `yes`, `True` and `TRUE` are rejected.
    ///
    /// - Parameter text: The decoded text.
    public init?(linkParameter text: String) {
        switch text {
        case "true": self = true
        case "false": self = false
        default: return nil
        }
    }
    /// `true` or `false`.
    public var linkParameter: String { self ? "true" : "false" }
    /// `"true or false"`.
    public static var linkParameterExpectation: String { "true or false" }
}

extension Double: LinkParameterValue {
    /// Converts finite numbers written exactly as ``linkParameter`` prints them.
    ///
    /// Whole numbers below 10^15 print without a fraction (`2`, `-3`); other numbers print in the
    /// shortest form that reads back to the same value (`1.5`, `0.1`, `1e+20`). So `1.5` converts
    /// while `1.50`, `+1.5`, `.5`, `2.0`, `1E3`, `inf` and `nan` are rejected.
    ///
    /// - Parameter text: The decoded text.
    public init?(linkParameter text: String) {
        guard text.utf8.count <= 32, let value = Double(text), value.isFinite, value.linkParameter == text
        else { return nil }
        self = value
    }
    /// The canonical text: a whole number without fraction, else the shortest exact form.
    public var linkParameter: String {
        if self == rounded(), abs(self) < 1e15 { return String(Int64(self)) }
        return description
    }
    /// `"a number such as 2 or 1.5, without trailing zeros"`.
    public static var linkParameterExpectation: String { "a number such as 2 or 1.5, without trailing zeros" }
}

extension Decimal: LinkParameterValue {
    /// Converts decimal numbers written exactly as ``linkParameter`` prints them.
    ///
    /// The canonical form has no exponent, no `+`, no leading zeros and no trailing fractional
    /// zeros: `1.5` converts, `1.50`, `01.5`, `+1.5`, `1.` and `1e2` are rejected. An amount of
    /// money therefore prints `12.5`, never `12.50`; format it for people elsewhere.
    ///
    /// - Parameter text: The decoded text.
    public init?(linkParameter text: String) {
        guard text.utf8.count <= 48,
            text.utf8.allSatisfy({ ASCII.isDigit($0) || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".") }),
            let value = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")), !value.isNaN,
            value.linkParameter == text
        else { return nil }
        self = value
    }
    /// The canonical text, for example `12.5` or `-3`.
    public var linkParameter: String { description }
    /// `"a decimal number such as 12.5, without trailing zeros"`.
    public static var linkParameterExpectation: String { "a decimal number such as 12.5, without trailing zeros" }
}

extension LinkParameterValue where Self: RawRepresentable, RawValue: LinkParameterValue {
    /// Converts the raw value's text, then the raw value: `checking` for `case checking`.
    ///
    /// - Parameter text: The decoded text.
    public init?(linkParameter text: String) {
        guard let raw = RawValue(linkParameter: text) else { return nil }
        self.init(rawValue: raw)
    }
    /// The raw value's text.
    public var linkParameter: String { rawValue.linkParameter }
    /// `"a valid <type>"`.
    public static var linkParameterExpectation: String { "a valid \(Self.self)" }
}

extension LinkParameterValue where Self: RawRepresentable & CaseIterable, RawValue: LinkParameterValue {
    /// The raw values of every case, for example `"one of checking, savings"`.
    public static var linkParameterExpectation: String {
        "one of " + allCases.map(\.rawValue.linkParameter).joined(separator: ", ")
    }
}

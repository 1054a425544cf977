/// Example texts for typed parameters, used to check each typed rule's round trip when the
/// table is declared.
@usableFromInline
enum LinkExamples {
    /// A text `T` converts, different for each position so that swapped parameters show, or
    /// `nil` when none of the candidates converts.
    @usableFromInline
    static func _text<T: LinkParameterValue>(for type: T.Type, position: Int) -> String? {
        let n = position + 1
        let number = String(n)
        if T(linkParameter: number) != nil { return number }  // String, Int, Double, Decimal
        let hex = String(n, radix: 16)
        let candidates = [
            position % 2 == 0 ? "true" : "false",
            "00000000-0000-4000-8000-" + String(repeating: "0", count: max(0, 12 - hex.count)) + hex,
            "\(n).5", "value\(n)",
        ]
        if let text = candidates.first(where: { T(linkParameter: $0) != nil }) { return text }
        if let cases = (T.self as? any CaseIterable.Type)?.allCasesAsArray, !cases.isEmpty,
            let value = cases[position % cases.count] as? any LinkParameterValue
        {
            return value.linkParameter
        }
        return nil
    }
}

extension CaseIterable {
    /// The cases as an array of existentials.
    fileprivate static var allCasesAsArray: [Any] { Array(allCases) }
}

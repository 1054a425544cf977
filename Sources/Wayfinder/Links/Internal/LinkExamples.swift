/// Example texts for typed parameters, used to check each typed rule's round trip when the
/// table is declared.
enum LinkExamples {
    /// A text `T` converts, different for each position so that swapped parameters show, or
    /// `nil` when none of the candidates converts.
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

extension LinkExamples {
    /// Whether the route `build` makes from the example texts gives the same texts back
    /// through `extract`: the round trip of a typed rule, without a table.
    ///
    /// - Returns: `false` when a text does not convert, `extract` returns `nil`, or a value
    ///   prints differently; the table then checks the rule with its links.
    static func _printBack<Route, each Value: LinkParameterValue>(
        _ texts: [String], _ build: (repeat each Value) -> Route, _ extract: (Route) -> (repeat each Value)?
    ) -> Bool {
        var cursor = _Cursor(texts: texts)
        guard let route = try? build(repeat cursor.next((each Value).self)), let values = extract(route) else {
            return false
        }
        var index = 0
        var same = true
        for value in repeat each values {
            if value.linkParameter != texts[index] { same = false }
            index += 1
        }
        return same
    }

    /// Converts the example texts in order.
    struct _Cursor {
        let _texts: [String]
        var _index = 0

        init(texts: [String]) { _texts = texts }

        mutating func next<T: LinkParameterValue>(_ type: T.Type) throws(_NotConverted) -> T {
            defer { _index += 1 }
            guard let value = T(linkParameter: _texts[_index]) else { throw _NotConverted() }
            return value
        }
    }

    /// An example text its type does not take.
    struct _NotConverted: Error {}
}

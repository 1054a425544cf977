/// The parameters a pattern captured, percent-decoded, by name.
///
/// Path parameters and the tail are always present when a pattern matched;
/// a query field is present when the link carries it (`?q=` and `?q`
/// both give the empty string) or when the pattern gives it a default (`?page=1`).
public struct LinkParameters: Sendable {
    /// Parameter names in pattern order: path parameters, the tail, then query fields.
    public let names: [String]
    /// The value of each name, `nil` for an absent query field.
    let _values: _Values
    /// Names whose values are secret.
    let secrets: Set<String>
    /// Names whose values are personal (see ``LinkRule/personal``).
    let personal: Set<String>

    /// Creates parameters from values by position (for the declaration-time round-trip check).
    init(names: [String], texts: [String?], secrets: Set<String>, personal: Set<String>) {
        var values = _Values()
        for (index, text) in texts.enumerated() { values[index] = text }
        self.init(names: names, values: values, secrets: secrets, personal: personal)
    }

    init(names: [String], values: _Values, secrets: Set<String>, personal: Set<String>) {
        self.names = names
        self._values = values
        self.secrets = secrets
        self.personal = personal
    }

    /// Values by position; the first four are stored inline, so a match with short values
    /// allocates nothing.
    struct _Values: Sendable {
        var _first: String?
        var _second: String?
        var _third: String?
        var _fourth: String?
        var _more: [String?] = []

        init() {}

        subscript(index: Int) -> String? {
            get {
                switch index {
                case 0: _first
                case 1: _second
                case 2: _third
                case 3: _fourth
                // A name past the inline four is stored only once a value for it (or a later
                // name) was set, so read it with a bounds check.
                default: index - 4 < _more.count ? _more[index - 4] : nil
                }
            }
            set {
                switch index {
                case 0: _first = newValue
                case 1: _second = newValue
                case 2: _third = newValue
                case 3: _fourth = newValue
                default:
                    while _more.count <= index - 4 { _more.append(nil) }
                    _more[index - 4] = newValue
                }
            }
        }
    }

    /// The percent-decoded text of a parameter.
    ///
    /// - Parameter name: A parameter or query field name from the pattern.
    /// - Returns: The text, or `nil` when it is not present (an absent query field, or a name
    ///   the pattern does not declare).
    /// - Complexity: O(*n*) in the number of names the pattern declares.
    public subscript(name: String) -> String? {
        guard let index = names.firstIndex(of: name) else { return nil }
        return _values[index]
    }

    /// The parameter converted to `T`.
    ///
    /// - Parameters:
    ///   - name: A parameter or query field name from the pattern.
    ///   - type: The type to convert to; usually inferred.
    /// - Returns: The converted value.
    /// - Throws: ``LinkRejection/missingParameter(name:expected:)`` when the link leaves the
    ///   parameter out (a query field), ``LinkRejection/badParameter(name:expected:)`` when it
    ///   does not convert. The error names the parameter, never its value.
    public func value<T: LinkParameterValue>(_ name: String, as type: T.Type = T.self) throws(LinkRejection) -> T {
        guard let index = names.firstIndex(of: name) else {
            throw .missingParameter(name: name, expected: T.linkParameterExpectation)
        }
        return try _value(at: index, named: name, as: T.self)
    }

    /// The value of the parameter at `index` in ``names``, called `name`, converted to `T`.
    func _value<T: LinkParameterValue>(at index: Int, named name: String, as type: T.Type) throws(LinkRejection) -> T {
        guard let text = _values[index] else {
            throw .missingParameter(name: name, expected: T.linkParameterExpectation)
        }
        guard let value = T(linkParameter: text) else {
            throw .badParameter(name: name, expected: T.linkParameterExpectation)
        }
        return value
    }

    /// An optional parameter (usually a query field) converted to `T`.
    ///
    /// - Parameters:
    ///   - name: A query field name from the pattern.
    ///   - type: The type to convert to; usually inferred.
    /// - Returns: The converted value, or `nil` when the link does not carry the field.
    /// - Throws: ``LinkRejection/badParameter(name:expected:)`` when the field is present but does
    ///   not convert (for example `?page=` for an `Int`).
    public func optionalValue<T: LinkParameterValue>(
        _ name: String, as type: T.Type = T.self
    ) throws(LinkRejection) -> T? {
        guard let text = self[name] else { return nil }
        guard let value = T(linkParameter: text) else {
            throw .badParameter(name: name, expected: T.linkParameterExpectation)
        }
        return value
    }
}

extension LinkParameters {
    /// One captured value and whether it is secret or personal.
    public struct Item: Hashable, Sendable {
        /// The parameter or query field name.
        public let name: String
        /// The percent-decoded value.
        public let value: String
        /// Whether the entry declares the value secret: never log or persist it.
        public let isSecret: Bool
        /// Whether the value is personal (``LinkRule/personal``): keep it on the device, never
        /// print it or hand it off.
        public let isPersonal: Bool
    }

    /// The values present, in pattern order (absent query fields are left out).
    ///
    /// Secret and personal values are included, marked ``Item/isSecret`` and
    /// ``Item/isPersonal``: use them to check that nothing leaks, never to print.
    public var items: [Item] {
        names.indices.compactMap { index in
            let name = names[index]
            return _values[index].map {
                Item(name: name, value: $0, isSecret: secrets.contains(name), isPersonal: personal.contains(name))
            }
        }
    }

    /// Whether the entry declares `name` secret.
    ///
    /// - Parameter name: A parameter or query field name.
    /// - Returns: `true` for a secret name, `false` otherwise (also for names the pattern lacks).
    public func isSecret(_ name: String) -> Bool { secrets.contains(name) }

    /// Whether the value of `name` is personal (``LinkRule/personal``).
    ///
    /// - Parameter name: A parameter or query field name.
    /// - Returns: `true` for a personal name, `false` otherwise (also for names the pattern lacks).
    public func isPersonal(_ name: String) -> Bool { personal.contains(name) }

    /// Reads typed values in pattern order, for the typed ``LinkRule`` initialiser.
    struct _Cursor {
        let _parameters: LinkParameters
        let _names: [String]
        var _index = 0

        init(parameters: LinkParameters, names: [String]) {
            self._parameters = parameters
            self._names = names
        }

        mutating func next<T: LinkParameterValue>(_ type: T.Type) throws(LinkRejection) -> T {
            defer { _index += 1 }
            let name = _names[_index]
            // The rule's names are its pattern's, as the matched parameters' are: the value is
            // at the same position, found without comparing names one by one.
            let names = _parameters.names
            guard _index < names.count, names[_index] == name else { return try _parameters.value(name, as: T.self) }
            return try _parameters._value(at: _index, named: name, as: T.self)
        }
    }
}

extension LinkParameters: CustomStringConvertible {
    /// The parameters as `name=value` pairs, with secret values shown as `<redacted>` and
    /// personal ones (when not empty) as `(personal)`.
    public var description: String {
        let pairs = names.indices.compactMap { index -> String? in
            let name = names[index]
            guard let value = _values[index] else { return nil }
            if secrets.contains(name) { return "\(name)=\(LinkMessages.redacted)" }
            if !value.isEmpty, personal.contains(name) { return "\(name)=\(LinkMessages.personal)" }
            return "\(name)=\(value.debugDescription)"
        }
        return "[" + pairs.joined(separator: ", ") + "]"
    }
}

import Foundation

/// One pattern of an `apple-app-site-association` file, compiled for matching the way Apple's
/// `applinks` reference describes it.
///
/// - `*` matches zero or more characters, `/` included; `?` matches exactly one character.
/// - `$(name)` matches any of the variable's values; values may hold `*` and `?` but no other
///   variable. The predefined variables: `$(alpha)` one ASCII letter, `$(upper)` one uppercase
///   letter, `$(lower)` one lowercase letter, `$(alnum)` one letter or digit, `$(digit)` one
///   decimal digit, `$(xdigit)` one hexadecimal digit, `$(region)` a two-letter uppercase region
///   code and `$(lang)` a two-letter lowercase language code (any such pair: this checker does
///   not carry the ISO lists).
/// - `caseSensitive: false` compares letters without case.
/// - `percentEncoded: true` (the default) means the pattern is written percent-encoded: its
///   `%XX` escapes are decoded before it is compared with the decoded URL component. With
///   `false`, the pattern is compared as written.
package struct AssociationPattern: Sendable, Equatable {
    enum Token: Sendable, Equatable {
        case literal(Character)
        case anyOne
        case anyRun
        /// One character of a class.
        case oneOf(CharacterClass)
        /// Any of the alternatives.
        case alternatives([[Token]])
    }

    enum CharacterClass: String, Sendable, Equatable {
        case alpha, upper, lower, alnum, digit, xdigit

        func contains(_ c: Character) -> Bool {
            guard c.isASCII else { return false }
            switch self {
            case .alpha: return c.isLetter
            case .upper: return c.isUppercase
            case .lower: return c.isLowercase
            case .alnum: return c.isLetter || c.isNumber
            case .digit: return c.isNumber
            case .xdigit: return c.isHexDigit
            }
        }
    }

    /// The pattern as written in the file.
    package let text: String
    let tokens: [Token]
    let program: Program
    let caseSensitive: Bool

    /// The names of the predefined substitution variables.
    package static let predefinedVariables: Set<String> = [
        "alpha", "upper", "lower", "alnum", "digit", "xdigit", "region", "lang",
    ]

    /// Compiles a pattern.
    /// - Parameters:
    ///   - text: The pattern as written.
    ///   - variables: The file's own substitution variables, by name.
    ///   - caseSensitive: Whether letters compare with their case.
    ///   - percentEncoded: Whether the pattern's `%XX` escapes are decoded before matching.
    /// - Throws: A message when the pattern names a variable that is not defined, or a variable's
    ///   value names another variable.
    package init(
        _ text: String, variables: [String: [String]] = [:], caseSensitive: Bool = true, percentEncoded: Bool = true
    ) throws(PatternError) {
        try self.init(
            text, variables: variables, substitutes: true, caseSensitive: caseSensitive, percentEncoded: percentEncoded)
    }

    /// A pattern of the legacy `paths` form: `*` and `?` only, `$(` is text, case-sensitive.
    /// - Parameter text: The pattern as written, without its `NOT ` prefix.
    package static func legacy(_ text: String) -> AssociationPattern {
        // A legacy pattern names no variable, so compiling it cannot fail.
        (try? AssociationPattern(text, variables: [:], substitutes: false, caseSensitive: true, percentEncoded: true))
            ?? AssociationPattern(text: text, tokens: [], caseSensitive: true)
    }

    private init(text: String, tokens: [Token], caseSensitive: Bool) {
        self.text = text
        self.tokens = tokens
        self.program = Program(tokens)
        self.caseSensitive = caseSensitive
    }

    private init(
        _ text: String, variables: [String: [String]], substitutes: Bool, caseSensitive: Bool, percentEncoded: Bool
    ) throws(PatternError) {
        self.text = text
        self.caseSensitive = caseSensitive
        guard substitutes else {
            self.tokens = try Self.tokenize(text, variables: [:], percentEncoded: percentEncoded, substitutes: false)
            self.program = Program(tokens)
            return
        }
        var compiledVariables: [String: [[Token]]] = [:]
        for (name, values) in variables {
            var alternatives: [[Token]] = []
            for value in values {
                alternatives.append(
                    try Self.tokenize(value, variables: nil, percentEncoded: percentEncoded, variableName: name))
            }
            compiledVariables[name] = alternatives
        }
        self.tokens = try Self.tokenize(text, variables: compiledVariables, percentEncoded: percentEncoded)
        self.program = Program(tokens)
    }

    /// Why a pattern cannot be compiled.
    package struct PatternError: Error, Equatable, Sendable {
        /// The message, a sentence fragment.
        package var message: String
    }

    /// Whether the pattern matches the whole of a (decoded) URL component.
    /// - Complexity: O(*n* × *m*) in the lengths of the text and of the pattern with its
    ///   variables' values: the pattern runs as an automaton over the text, never backtracking.
    package func matches(_ component: String) -> Bool {
        var current = program.start
        for c in component {
            current = program.step(current, on: c, caseSensitive: caseSensitive)
            if current.isEmpty { return false }
        }
        return current.contains(program.end)
    }

    /// Whether the pattern matches no URL path: every path starts with `/` (an empty one is
    /// `/`), and this pattern cannot start with one (`"abc"`, `"buy/*"`).
    package var neverMatchesAPath: Bool {
        program.step(program.start, on: "/", caseSensitive: caseSensitive).isEmpty
    }

    /// The pattern compiled to instructions for a Thompson-style simulation.
    struct Program: Sendable, Equatable {
        enum Instruction: Sendable, Equatable {
            case character(Character)
            case any
            case oneOf(CharacterClass)
            /// Zero or more characters: stays here on a character, or moves on without one.
            case run
            /// Continue at each target without consuming.
            case split([Int])
            case jump(Int)
            case end
        }

        var instructions: [Instruction] = []

        init(_ tokens: [Token]) {
            emit(tokens)
            instructions.append(.end)
        }

        private mutating func emit(_ tokens: [Token]) {
            for token in tokens {
                switch token {
                case .literal(let c): instructions.append(.character(c))
                case .anyOne: instructions.append(.any)
                case .oneOf(let kind): instructions.append(.oneOf(kind))
                case .anyRun: instructions.append(.run)
                case .alternatives(let options):
                    let split = instructions.count
                    instructions.append(.split([]))
                    var starts: [Int] = []
                    var jumps: [Int] = []
                    for option in options {
                        starts.append(instructions.count)
                        emit(option)
                        jumps.append(instructions.count)
                        instructions.append(.jump(-1))
                    }
                    instructions[split] = .split(starts)
                    for jump in jumps { instructions[jump] = .jump(instructions.count) }
                }
            }
        }

        /// The instruction that accepts.
        var end: Int { instructions.count - 1 }

        /// The instructions active before any character.
        var start: Set<Int> {
            var set = Set<Int>()
            close(0, into: &set)
            return set
        }

        /// The instructions active after `c`, from those active before it.
        func step(_ current: Set<Int>, on c: Character, caseSensitive: Bool) -> Set<Int> {
            var next = Set<Int>()
            for pc in current { advance(pc, on: c, caseSensitive: caseSensitive, into: &next) }
            return next
        }

        /// Adds what instruction `pc` leads to on `c`, if it consumes `c`.
        func advance(_ pc: Int, on c: Character, caseSensitive: Bool, into next: inout Set<Int>) {
            switch instructions[pc] {
            case .character(let expected) where AssociationPattern.same(c, expected, caseSensitive: caseSensitive):
                close(pc + 1, into: &next)
            case .any:
                close(pc + 1, into: &next)
            case .oneOf(let kind) where kind.contains(c):
                close(pc + 1, into: &next)
            case .run:
                close(pc, into: &next)
            default: break
            }
        }

        /// Adds `pc` and everything reachable from it without consuming a character.
        func close(_ pc: Int, into set: inout Set<Int>) {
            guard set.insert(pc).inserted else { return }
            switch instructions[pc] {
            case .split(let targets): for target in targets { close(target, into: &set) }
            case .jump(let target): close(target, into: &set)
            case .run: close(pc + 1, into: &set)
            default: break
            }
        }
    }

    static func same(_ a: Character, _ b: Character, caseSensitive: Bool) -> Bool {
        caseSensitive ? a == b : a.lowercased() == b.lowercased()
    }

    private static func tokenize(
        _ text: String, variables: [String: [[Token]]]?, percentEncoded: Bool, variableName: String? = nil,
        substitutes: Bool = true
    ) throws(PatternError) -> [Token] {
        var tokens: [Token] = []
        var literal = ""
        func flush() {
            guard !literal.isEmpty else { return }
            let decoded = percentEncoded ? (literal.removingPercentEncoding ?? literal) : literal
            tokens += decoded.map(Token.literal)
            literal = ""
        }
        var index = text.startIndex
        while index < text.endIndex {
            let c = text[index]
            if c == "*" || c == "?" {
                flush()
                if c == "?" {
                    tokens.append(.anyOne)
                } else if tokens.last != .anyRun {
                    tokens.append(.anyRun)
                }
                index = text.index(after: index)
                continue
            }
            if substitutes, c == "$", text[text.index(after: index)...].hasPrefix("("),
                let close = text[index...].firstIndex(of: ")")
            {
                let name = String(text[text.index(index, offsetBy: 2)..<close])
                guard let variables else {
                    throw PatternError(
                        message:
                            "the value of variable `\(variableName ?? "")` names the variable `$(\(name))`: values may not hold variables"
                    )
                }
                flush()
                tokens.append(try variableToken(name, variables: variables))
                index = text.index(after: close)
                continue
            }
            literal.append(c)
            index = text.index(after: index)
        }
        flush()
        return tokens
    }

    private static func variableToken(_ name: String, variables: [String: [[Token]]]) throws(PatternError) -> Token {
        if let custom = variables[name] { return .alternatives(custom) }
        if let kind = CharacterClass(rawValue: name) { return .oneOf(kind) }
        switch name {
        case "region": return .alternatives([[.oneOf(.upper), .oneOf(.upper)]])
        case "lang": return .alternatives([[.oneOf(.lower), .oneOf(.lower)]])
        default:
            let known = (Array(predefinedVariables) + variables.keys).sorted().map { "$(\($0))" }
            throw PatternError(
                message: "`$(\(name))` is not a substitution variable: expected one of \(known.joined(separator: ", "))"
            )
        }
    }

    /// The literal start of a pattern that matches every text starting with it: literal
    /// characters, then only `*` and `?` with at least one `*` (`/orders/*`, `/@?*`, `/?*`, `*`).
    /// `nil` for any other pattern (one with a literal after a wildcard, or no `*`).
    package var claimedPrefix: String? {
        var prefix = ""
        var index = tokens.startIndex
        while index < tokens.endIndex, case .literal(let c) = tokens[index] {
            prefix.append(c)
            index += 1
        }
        let rest = tokens[index...]
        guard rest.contains(.anyRun), rest.allSatisfy({ $0 == .anyRun || $0 == .anyOne }) else { return nil }
        return prefix
    }

    /// A text the pattern matches, for messages: each wildcard and variable filled in with `x` or
    /// its first value.
    package var example: String {
        var out = ""
        func write(_ tokens: [Token]) {
            for token in tokens {
                switch token {
                case .literal(let c): out.append(c)
                case .anyOne, .anyRun: out += "x"
                case .oneOf(let kind):
                    switch kind {
                    case .alpha, .lower, .alnum: out += "a"
                    case .upper: out += "A"
                    case .digit, .xdigit: out += "1"
                    }
                case .alternatives(let options): write(options.first ?? [])
                }
            }
        }
        write(tokens)
        return out
    }
}

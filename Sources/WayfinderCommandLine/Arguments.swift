// The whole of the command's argument parsing: a subcommand declares its `Syntax`, and
// `Syntax.parse(_:)` turns the words after the subcommand's name into `Arguments` or a
// `UsageError` that says what was wrong.
//
// Accepted forms: `--flag`, `--option value`, `--option=value`, positional words, and `--`
// after which every word is positional. `--help` and `-h` are accepted by every subcommand.

/// A command line that is not valid. It is printed with a pointer to `--help`; the exit code is 2.
struct UsageError: Error, Equatable {
    /// The subcommand whose line it was, or `nil` for the top level.
    var command: String?
    /// What was wrong and what was expected, as a sentence fragment.
    var message: String
}

/// What one subcommand accepts.
struct Syntax: Sendable {
    /// The subcommand's name (`run`).
    var command: String
    /// Options without a value (`--json`).
    var flags: Set<String> = []
    /// Options with a value, each with its allowed values (empty: any value).
    var options: [String: [String]] = [:]
    /// How many positional words it takes.
    var positionals: ClosedRange<Int> = 0...0
    /// How usage messages name a positional word (`FILE`).
    var positionalName: String = ""

    /// Parses the words after the subcommand's name.
    /// - Throws: ``UsageError`` naming the offending word and what was expected.
    func parse(_ words: [String]) throws(UsageError) -> Arguments {
        var result = Arguments()
        var index = words.startIndex
        var onlyPositionals = false
        while index < words.endIndex {
            let word = words[index]
            index += 1
            if onlyPositionals || !word.hasPrefix("-") || word == "-" {
                result.positionals.append(word)
                continue
            }
            if word == "--" {
                onlyPositionals = true
                continue
            }
            if word == "--help" || word == "-h" {
                result.wantsHelp = true
                continue
            }
            let (name, inlineValue) = Self.split(word)
            if flags.contains(name) {
                guard inlineValue == nil else { throw error("`\(name)` takes no value, found `\(word)`") }
                result.flags.insert(name)
                continue
            }
            guard let allowed = options[name] else {
                throw error("unknown option `\(name)`" + expectedOptions)
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else if index < words.endIndex {
                value = words[index]
                index += 1
            } else {
                throw error("`\(name)` needs a value" + Self.choices(allowed))
            }
            guard allowed.isEmpty || allowed.contains(value) else {
                throw error("`\(name)` does not take `\(value)`" + Self.choices(allowed))
            }
            guard result.values[name] == nil else { throw error("`\(name)` is given twice") }
            result.values[name] = value
        }
        if result.wantsHelp { return result }
        if result.positionals.count < positionals.lowerBound {
            throw error("missing \(positionalName)")
        }
        if result.positionals.count > positionals.upperBound {
            let extra = Self.shown(result.positionals[positionals.upperBound])
            throw error(
                positionals.upperBound == 0 ? "unexpected argument \(extra)" : "unexpected extra argument \(extra)")
        }
        return result
    }

    private func error(_ message: String) -> UsageError { UsageError(command: command, message: message) }

    private var expectedOptions: String {
        let names = (Array(flags) + Array(options.keys)).sorted()
        return names.isEmpty ? ": `\(command)` takes no options" : ": expected " + Self.list(names)
    }

    private static func choices(_ allowed: [String]) -> String { allowed.isEmpty ? "" : ": expected " + list(allowed) }

    /// `a`, `a or b`, `a, b or c`, each in backquotes.
    static func list(_ words: [String]) -> String {
        let quoted = words.map { "`\($0)`" }
        guard quoted.count > 1 else { return quoted.first ?? "" }
        return quoted.dropLast().joined(separator: ", ") + " or " + quoted[quoted.count - 1]
    }

    /// A word as a message quotes it: a link shows only its scheme, since it may carry a secret.
    static func shown(_ word: String) -> String {
        guard let range = word.range(of: "://") else { return "`\(word)`" }
        return "`\(word[..<range.upperBound])…`"
    }

    private static func split(_ word: String) -> (String, String?) {
        guard let equals = word.firstIndex(of: "=") else { return (word, nil) }
        return (String(word[..<equals]), String(word[word.index(after: equals)...]))
    }
}

/// A parsed command line.
struct Arguments: Equatable {
    /// Positional words, in order.
    var positionals: [String] = []
    /// Flags that were given.
    var flags: Set<String> = []
    /// Option values, by option name (`--format`).
    var values: [String: String] = [:]
    /// Whether `--help` or `-h` was given.
    var wantsHelp = false

    /// Whether a flag was given.
    func has(_ flag: String) -> Bool { flags.contains(flag) }

    /// The value of an option, if given.
    subscript(option: String) -> String? { values[option] }
}

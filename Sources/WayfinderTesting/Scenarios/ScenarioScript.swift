import Wayfinder

/// A parsed scenario script: a timeline of what happens to an app, with expectations.
public struct ScenarioScript: Hashable, Sendable {
    /// A command with its place in the file.
    public struct Line: Hashable, Sendable {
        /// The 1-based line number.
        public var number: Int
        /// The line as written, without comment and surrounding spaces.
        public var text: String
        /// What it means.
        public var command: ScenarioCommand

        /// Creates a line, for scripts built in code (the `open` command, the guided tour).
        /// - Parameters:
        ///   - number: The 1-based line number shown in output.
        ///   - text: The line as it would be written; output shows it, nothing parses it again.
        ///   - command: What the line does.
        public init(number: Int, text: String, command: ScenarioCommand) {
            self.number = number
            self.text = text
            self.command = command
        }

        /// Creates a line whose text is the command's script form, for scripts built in code.
        /// - Parameters:
        ///   - number: The 1-based line number shown in output.
        ///   - command: What the line does; ``ScenarioCommand/scriptText`` gives its text.
        public init(number: Int, command: ScenarioCommand) {
            self.init(number: number, text: command.scriptText, command: command)
        }
    }

    /// The file name, for messages.
    public var file: String
    /// The commands, in order.
    public var lines: [Line]

    /// Creates a script from lines built in code. Unlike ``parse(_:file:)`` it does not check that
    /// the first line is a launch: the runner plays whatever it is given.
    public init(file: String, lines: [Line]) {
        self.file = file
        self.lines = lines
    }

    /// Parses a script.
    /// - Parameters:
    ///   - text: The script's text.
    ///   - file: Its name, used in error messages.
    /// - Throws: ``ScenarioError`` naming the file and line of the first problem.
    public static func parse(_ text: String, file: String) throws(ScenarioError) -> ScenarioScript {
        var lines: [Line] = []
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var content = Substring(raw)
            if let hash = content.firstIndex(of: "#") { content = content[..<hash] }
            let trimmed = content.trimmed
            guard !trimmed.isEmpty else { continue }
            do throws(ScenarioLineError) {
                lines.append(Line(number: index + 1, text: trimmed, command: try parseLine(trimmed)))
            } catch {
                throw ScenarioError(file: file, line: index + 1, message: error.message)
            }
        }
        guard let first = lines.first else {
            throw ScenarioError(file: file, line: 1, message: "the script is empty: it must open with a launch line")
        }
        switch first.command {
        case .action(.launchCold), .action(.launchWarm): break
        default:
            // The line's first word only: the rest may be a link, which may carry a secret or what
            // the person typed, and messages never show one.
            let word = first.text.prefix { $0 != " " && $0 != "\t" }
            let shown = word.count == first.text.count ? String(word) : word + " …"
            throw ScenarioError(
                file: file, line: first.number,
                message: "a script must open with `launch cold …` or `launch warm …`, not `\(shown)`")
        }
        return ScenarioScript(file: file, lines: lines)
    }

    struct ScenarioLineError: Error {
        var message: String
    }

    static func parseLine(_ line: String) throws(ScenarioLineError) -> ScenarioCommand {
        let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        let name = words[0]
        let args = Array(words.dropFirst())
        guard let verb = ScriptWord(rawValue: name) else {
            throw ScenarioLineError(
                message: "unknown command `\(name)`: expected "
                    + list(ScriptWord.allCases.map(\.rawValue), quoted: false))
        }
        if verb == .expect { return .expectation(try expectation(args)) }
        return .action(try action(verb, args))
    }

    static func action(_ verb: ScriptWord, _ args: [String]) throws(ScenarioLineError) -> ScenarioAction {
        let name = verb.rawValue
        func noArguments(_ action: ScenarioAction) throws(ScenarioLineError) -> ScenarioAction {
            guard args.isEmpty else {
                throw ScenarioLineError(message: "`\(name)` takes no arguments, found `\(args.joined(separator: " "))`")
            }
            return action
        }
        func one(_ what: String) throws(ScenarioLineError) -> String {
            guard args.count == 1 else {
                throw ScenarioLineError(message: "`\(name)` takes one argument (\(what)), found \(args.count)")
            }
            return args[0]
        }
        func oneLink(_ what: String) throws(ScenarioLineError) -> String {
            // Not quoted: a link may carry a secret, and messages never show one.
            guard args.count == 1, args[0].contains(":") else {
                throw ScenarioLineError(message: "`\(name)` takes one argument (\(what))")
            }
            return args[0]
        }
        switch verb {
        case .launch:
            guard let kind = args.first, kind == "cold" || kind == "warm" else {
                throw ScenarioLineError(message: "`launch` takes `cold` or `warm`, found `\(args.first ?? "nothing")`")
            }
            let options = try launchOptions(
                Array(args.dropFirst()), allowLink: kind == "cold", command: "launch \(kind)")
            if kind == "warm" {
                guard options.gates.isEmpty, options.latency == nil else {
                    throw ScenarioLineError(message: "`launch warm` takes only `session=S`")
                }
                return .launchWarm(session: options.session)
            }
            return .launchCold(options)
        case .relaunch: return .relaunch(try launchOptions(args, allowLink: true, command: "relaunch"))
        case .tap:
            guard let link = args.first, args.count == 1 else {
                throw ScenarioLineError(message: "`tap` takes one URL: the route a control in the app opens")
            }
            return .tap(link)
        case .open:
            guard let link = args.first, args.count <= 2 else {
                throw ScenarioLineError(
                    message: "`open` takes a URL and optionally `source=\(Self.sourceNames(separator: "|"))`")
            }
            var source = LinkSource.link
            if args.count == 2 {
                guard let value = args[1].value(after: "source=") else {
                    // A second link is not quoted: it may carry a secret, and messages never show one.
                    let shown = args[1].contains(":") ? "a second URL" : "unknown option `\(args[1])`"
                    throw ScenarioLineError(message: "\(shown): expected `source=\(Self.sourceNames(separator: "|"))`")
                }
                source = try Self.source(value)
            }
            return .open(link, source: source)
        case .signIn: return .signIn(Account(try one("an account")))
        case .signInFails: return try noArguments(.signInFails)
        case .signInCancel: return try noArguments(.signInCancel)
        case .stepUp: return try noArguments(.meetRequirement(ScenarioAction.stepUpName))
        case .stepUpFails: return try noArguments(.failRequirement(ScenarioAction.stepUpName))
        case .stepUpCancel: return try noArguments(.cancelRequirement(ScenarioAction.stepUpName))
        case .requirementMet: return .meetRequirement(try one("a requirement name"))
        case .requirementFails: return .failRequirement(try one("a requirement name"))
        case .requirementCancel: return .cancelRequirement(try one("a requirement name"))
        case .sessionExpires: return try noArguments(.sessionExpires)
        case .signOut: return try noArguments(.signOut)
        case .sessionResolves:
            let text = try one("a session")
            guard let session = Session(scriptValue: text), session != .unknown else {
                throw ScenarioLineError(
                    message:
                        "`\(text)` is not a settled session: expected signed-in:ACCOUNT, signed-out or expired:ACCOUNT")
            }
            return .sessionResolves(session)
        case .updateInstalled: return try noArguments(.updateInstalled)
        case .gate: return .raiseGate(LaunchGate(try one("a gate name")))
        case .gateCleared: return .clearGate(LaunchGate(try one("a gate name")))
        case .edit: return try noArguments(.edit)
        case .saved: return try noArguments(.saved)
        case .leave: return try noArguments(.answer(.leave))
        case .stay: return try noArguments(.answer(.stay))
        case .notice: return .raiseNotice(try one("a notice name"))
        case .discardPending: return try noArguments(.discardPending)
        case .background: return try noArguments(.background)
        case .foreground: return try noArguments(.foreground)
        case .advance: return .advance(try duration(try one("a duration such as 500ms, 30s or 2m")))
        case .latency: return try latency(args)
        case .back:
            guard let text = args.first else { return .back }
            guard args.count == 1, text.allSatisfy(\.isASCIIDigit), text.count <= 9, let count = Int(text), count > 0
            else {
                throw ScenarioLineError(
                    message:
                        "`back` takes no arguments, or a number of screens such as `back 2`; found `\(args.joined(separator: " "))`"
                )
            }
            return .backCount(count)
        case .push:
            guard !args.isEmpty else {
                throw ScenarioLineError(
                    message:
                        "`push` takes a URL that shows the screen, or the screen's name as `expect location` prints it (`push order(42)`)"
                )
            }
            if args.contains(where: ScenarioAction.isLink) {
                // Not quoted: a link may carry a secret, and messages never show one.
                guard args.count == 1 else {
                    throw ScenarioLineError(message: "`push` takes one URL, or a screen's name without a URL")
                }
                return .push(args[0])
            }
            // A name may hold spaces (`results(red shoes)`): the rest of the line.
            return .push(args.joined(separator: " "))
        case .popTo: return .popTo(try oneLink("a URL that shows the screen"))
        case .present: return .present(try one("a modal"))
        case .path, .modalPath:
            guard let container = args.first else {
                throw ScenarioLineError(
                    message:
                        "`\(name)` takes a \(verb == .path ? "tab" : "modal") and the URLs of the screens of its path")
            }
            let links = Array(args.dropFirst())
            if links.contains(where: { !$0.contains(":") }) {
                throw ScenarioLineError(message: "`\(name)` names each screen of the path by a URL that shows it")
            }
            return verb == .path
                ? .writePath(tab: container, links: links) : .writeModalPath(modal: container, links: links)
        case .popToRoot: return try noArguments(.popToRoot)
        case .select: return .select(try one("a tab"))
        case .dismiss:
            guard !args.isEmpty else { return .dismiss }
            return .dismissModal(try one("the modal to dismiss, or nothing for the one that is up"))
        case .dismissNotice: return try noArguments(.dismissNotice)
        case .window: return .window(try one("a window name"))
        case .closeWindow: return .closeWindow(try one("a window name"))
        case .inWindow:
            let notInAWindow: Set<ScriptWord> = [
                .launch, .relaunch, .advance, .latency, .window, .closeWindow, .inWindow, .expect,
            ]
            guard args.count >= 2, let inner = ScriptWord(rawValue: args[1]), !notInAWindow.contains(inner) else {
                throw ScenarioLineError(
                    message:
                        "`in-window` takes a window name and an action line that happens in it (`in-window second back`)"
                )
            }
            return .inWindow(args[0], try action(inner, Array(args.dropFirst(2))))
        case .event:
            // Not quoted: an event's links may carry a secret, and messages never show one.
            // A space written in a value (rather than `\u0020`) splits it: the words join again.
            guard !args.isEmpty, let event = ScenarioEvent(json: args.joined(separator: " ")) else {
                throw ScenarioLineError(
                    message:
                        #"`event` takes an event as an exported journal writes it, such as `event {"noticeDismissed":{}}`"#
                )
            }
            return .event(event)
        case .expect: preconditionFailure("`expect` lines are expectations; parseLine handles them before actions.")
        }
    }

    static func expectation(_ args: [String]) throws(ScenarioLineError) -> ScenarioExpectation {
        let subjects = list(ScenarioExpectation.Subject.allCases.map(\.rawValue), quoted: false)
        guard let what = args.first else {
            throw ScenarioLineError(message: "`expect` needs what to check: \(subjects)")
        }
        guard let subject = ScenarioExpectation.Subject(rawValue: what) else {
            throw ScenarioLineError(message: "unknown expectation `\(what)`: expected \(subjects)")
        }
        let words = Array(args.dropFirst())
        let value = words.joined(separator: " ")
        guard !value.isEmpty else { throw ScenarioLineError(message: "`expect \(what)` needs a value") }
        switch subject {
        case .notice, .session, .transition, .window, .broken:
            // One word: a second one is a typo or a stray note, never part of the value.
            guard words.count == 1 else {
                throw ScenarioLineError(message: "`expect \(what)` takes one word, found `\(value)`")
            }
        case .pending, .confirmation, .handoff:
            // Not quoted: a link may carry a secret, and messages never show one.
            guard words.count == 1 else {
                throw ScenarioLineError(message: "`expect \(what)` takes one URL or `none`, found \(words.count) words")
            }
        case .location, .modal:
            // `TAB > SCREEN > …` or `MODAL > SCREEN > …`: no part may be empty (`library >`).
            let parts = value.split(separator: ">", omittingEmptySubsequences: false)
            guard parts.allSatisfy({ !$0.trimmed.isEmpty }) else {
                let form = subject == .location ? "TAB > SCREEN > …" : "NAME > SCREEN > … or none"
                throw ScenarioLineError(
                    message: "`expect \(what) \(value)` has an empty part: expected \(form), each part a name")
            }
        case .log: break
        }
        return ScenarioExpectation(subject, value)
    }

    /// `a`, `a or b`, `a, b or c`.
    static func list(_ words: [String], quoted: Bool) -> String {
        let shown = quoted ? words.map { "`\($0)`" } : words
        guard shown.count > 1 else { return shown.first ?? "" }
        return shown.dropLast().joined(separator: ", ") + " or " + shown[shown.count - 1]
    }

    static func launchOptions(_ args: [String], allowLink: Bool, command: String) throws(ScenarioLineError)
        -> ScenarioAction.LaunchOptions
    {
        var options = ScenarioAction.LaunchOptions()
        for arg in args {
            if let value = arg.value(after: "session=") {
                guard let session = Session(scriptValue: value) else {
                    throw ScenarioLineError(
                        message:
                            "`\(value)` is not a session: expected signed-in:ACCOUNT, signed-out, expired:ACCOUNT or unknown"
                    )
                }
                options.session = session
            } else if let value = arg.value(after: "gate=") {
                guard !value.isEmpty else {
                    throw ScenarioLineError(message: "`gate=` needs a gate name such as forced-update")
                }
                options.gates.append(LaunchGate(value))
            } else if let value = arg.value(after: "latency=") {
                options.latency = try duration(value)
            } else if allowLink, let value = arg.value(after: "source=") {
                options.source = try source(value)
            } else if allowLink, options.link == nil, arg.contains(":") {
                options.link = arg
            } else if arg.contains(":") {
                // Not quoted: a link may carry a secret, and messages never show one.
                throw ScenarioLineError(
                    message: "`\(command)` takes at most one URL\(allowLink ? "" : " (none for `launch warm`)")")
            } else {
                throw ScenarioLineError(
                    message:
                        "unknown option `\(arg)` for `\(command)`: expected a URL, session=S, gate=G, latency=D\(allowLink ? " or source=S" : "")"
                )
            }
        }
        if options.source != .link, options.link == nil {
            throw ScenarioLineError(
                message: "`source=\(options.source.rawValue)` names where the launch link came from: give a URL")
        }
        return options
    }

    /// `link|push|activity|…`: the sources a script names.
    static func sourceNames(separator: String) -> String {
        LinkSource.external.map(\.rawValue).joined(separator: separator)
    }

    /// Parses the value of `source=`: one of the external sources (`app` is `tap`).
    static func source(_ value: String) throws(ScenarioLineError) -> LinkSource {
        guard let source = LinkSource(rawValue: value), source.isExternal else {
            throw ScenarioLineError(
                message: "unknown source `\(value)`: expected "
                    + list(LinkSource.external.map(\.rawValue), quoted: false)
                    + (value == "app" ? " (a tap is `tap URL`)" : ""))
        }
        return source
    }

    /// Parses `latency D for PATTERN`'s arguments.
    static func latency(_ args: [String]) throws(ScenarioLineError) -> ScenarioAction {
        let usage =
            "`latency` takes a duration and the rule it applies to, as in `latency 5s for /orders/:id` (the rule's pattern as `wayfinder links` lists it; the latency of every resolver is `latency=D` on a launch)"
        guard args.count >= 3, args[1] == "for" else { throw ScenarioLineError(message: usage) }
        guard args.count == 3 else {
            throw ScenarioLineError(message: "`latency … for` applies to one rule: one pattern, such as /orders/:id")
        }
        let delay = try duration(args[0])
        let pattern = args[2]
        if pattern.contains("://") {
            // Not quoted: a link may carry a secret, and messages never show one.
            throw ScenarioLineError(
                message:
                    "`latency … for` takes a rule's pattern, not a link: write it as `wayfinder links` lists it (/orders/:id)"
            )
        }
        guard pattern.hasPrefix("/") else {
            throw ScenarioLineError(
                message:
                    "`\(pattern)` is not a rule's pattern: write it as `wayfinder links` lists it, from `/` (/orders/:id)"
            )
        }
        return .latency(delay, for: pattern)
    }

    /// Parses `500ms`, `30s`, `2m`.
    static func duration(_ text: String) throws(ScenarioLineError) -> Duration {
        let units: [(String, (Int) -> Duration)] = [
            ("ms", { .milliseconds($0) }), ("s", { .seconds($0) }), ("m", { .seconds($0 * 60) }),
        ]
        for (suffix, make) in units where text.hasSuffix(suffix) {
            let digits = text.dropLast(suffix.count)
            if !digits.isEmpty, digits.allSatisfy(\.isASCIIDigit), digits.count <= 9, let value = Int(digits) {
                return make(value)
            }
        }
        throw ScenarioLineError(
            message: "`\(text)` is not a duration: expected a whole number with ms, s or m (500ms, 30s, 2m)")
    }

    /// Prints a duration as ``duration(_:)`` reads it: whole minutes as `2m`, whole seconds as
    /// `30s`, anything else in whole milliseconds (`500ms`).
    static func scriptText(of duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        if attoseconds == 0, seconds % 60 == 0, seconds != 0 { return "\(seconds / 60)m" }
        if attoseconds == 0 { return "\(seconds)s" }
        return "\(duration.wholeMilliseconds)ms"
    }
}

extension String {
    func value(after prefix: String) -> String? {
        hasPrefix(prefix) ? String(dropFirst(prefix.count)) : nil
    }
}

extension Substring {
    var trimmed: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
        guard let start = firstIndex(where: { !isSpace($0) }), let end = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(self[start...end])
    }
}

extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}

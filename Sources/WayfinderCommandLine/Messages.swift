/// Every text the command prints about itself: help, usage errors and messages.
enum Messages {
    static func overview(_ name: String) -> String {
        """
        \(name) — plays an app's navigation on a manual clock, without a simulator.

        USAGE: \(name) [COMMAND] [OPTIONS]

        With no command, a guided tour of the app's navigation: a few situations a deep link can
        meet, chosen from the schema's sample links, each step printed with where it went and why,
        then the audit's summary.

        COMMANDS:
          run FILE…     Play scenario scripts and check their expectations.
          open URL      Open one link on a cold or warm launch and print what was decided.
          audit         Run every sample link through every launch, session and modal condition.
          verify        Explore every reachable navigation state to a depth; check every property after each step.
          map           Print the route map (Mermaid or Graphviz DOT), generated from the schema.
          links         List every link pattern with its destination, access, secrets and an example.
          associated-domains
                        Print the apple-app-site-association file the universal links need, or check one.
          checklist --simctl BUNDLE_ID
                        Print a shell script for a booted simulator: each sample link once (--full: the audit's matrix).
          replay JOURNAL
                        Play a navigator's exported journal on today's schema; print what differs.
          help [COMMAND]
                        Show this help, or a command's.

        Run '\(name) COMMAND --help' for a command's options.
        Exit codes: 0 all good · 1 an expectation failed or an invariant broke · 2 a usage error or a malformed script.
        """
    }

    static func help(for command: String, name: String) -> String? {
        switch command {
        case "run":
            """
            USAGE: \(name) run FILE… [--json]

            Plays each scenario script against the app's schema on a manual clock. Prints one line
            per action step (`12 sign-in alice → account > orders > order(42) · modal none · notice
            none · pending none`), each failed expectation as `file:line: expect … — expected X, got
            Y`, each broken invariant, then `PASS file (n steps)` or `FAIL file`, and finally
            `N passed, N failed`.

            OPTIONS:
              --json        One JSON object per line: per action step {step, command, location, modal,
                            notice, pending, log}; per failure {file, line, failure, expected, actual};
                            per file {file, passed, steps}; finally {passed, failed}.

            Exit: 0 every expectation held · 1 an expectation failed or an invariant broke ·
                  2 a script is malformed or unreadable (file:line: message). The worst over all files.
            """
        case "open":
            """
            USAGE: \(name) open URL [--session S] [--launch cold|warm] [--json]

            Opens one link and prints, per step, the decision records and then the state line.
            Cold plays `launch cold URL session=S`; warm plays `launch warm session=S` then `open URL`.

            OPTIONS:
              --session S   signed-in:ACCOUNT, signed-out (default), expired:ACCOUNT or unknown.
              --launch K    cold (default) or warm.
              --json        One JSON object per step, as `run --json` prints.

            Exit: 0 · 1 an invariant broke · 2 a usage error.
            """
        case "audit":
            """
            USAGE: \(name) audit [--format table|markdown|json]

            The pre-release checklist, automated. Every sample link of the schema runs through every
            launch (cold, warm, back from background) × session (signed in, signed out, expired,
            unknown then signed in) × modal (none, sign-in already up, each launch gate pending)
            condition; the flow is completed (gates cleared, sign-in done as the first account) and
            the invariants are checked after every step, plus: the same place signed in and signed
            out, Back walks to the tab root, nothing left pending.

            OPTIONS:
              --format F    table (default), markdown or json.

            Exit: 0 no violation · 1 at least one invariant broke · 2 a usage error.
            """
        case "verify":
            """
            USAGE: \(name) verify [--depth N] [--seconds S] [--links N|LINK,…] [--seed S] [--windows]
                                [--format text|json]

            Explores every reachable navigation state of the schema, breadth first: from every start
            (cold, cold over a saved snapshot, warm × every session × no gate or each gate × no link
            or each sample link), every event an app or a person can cause (links, taps, sign-in,
            expiry, sign-out, requirements, gates, modal actions, Back, tabs, background, time past
            each threshold, relaunch), to N events (default 3). States are kept once per canonical
            form. After every transition it checks: safe, nothing lost silently, blockers commute,
            accounts apart, live, secret. A violation prints the shortest script that reaches it.

            OPTIONS:
              --depth N     The most events after a start (default 3).
              --seconds S   Stop before a level that does not finish within S seconds.
              --links L     Only these sample links (comma-separated), or N of them chosen by
                            --seed (fresh when not given; the first line prints how to choose the
                            same again). Each link multiplies the states: fewer go deeper.
              --seed S      The seed that chooses --links N.
              --windows     Also open, focus and close a second window.
              --format F    text (default) or json.

            Exit: 0 no violation · 1 a property broke · 2 a usage error.
            """
        case "map":
            """
            USAGE: \(name) map [--format mermaid|dot]

            Prints the route map generated from the schema: launch and its gates, session states,
            every link pattern and where it lands, which routes need sign-in, the pending-link and
            sign-in detour, redirects, the fallback and the notices.

            OPTIONS:
              --format F    mermaid (default; renders on GitHub) or dot (Graphviz: dot -Tsvg).
            """
        case "links":
            """
            USAGE: \(name) links

            Lists every pattern of the link table with where its sample lands, the access it needs,
            whether a resolver answers first, its secret parameters, and an example link printed by
            the table itself (secrets redacted).
            """
        case "associated-domains":
            """
            USAGE: \(name) associated-domains [--app-id TEAMID.BUNDLEID] [--check FILE]

            Without --check, prints the `applinks` part of the apple-app-site-association file for
            the schema's https hosts, in Apple's `components` form: one component per link rule,
            most specific first. A parameter or a catch-all tail becomes `?*` (one character or
            more); since `*` also matches `/`, such a pattern sends deeper paths to the app as well,
            and its `comment` says so: the app lands them on the fallback with a notice. Query
            fields a rule cannot do without become `"?": {"field": "?*"}`.

            With --check FILE, reads an existing file (the `components` form or the legacy `paths`
            form) and reports, for each app on its own: components that never decide because an
            earlier one matches all their links, then per host (hosts with the same findings
            together): link rules whose links the file keeps in the browser, rules shadowed by an
            earlier `exclude`, components that send to the app links no rule accepts; and every
            malformed part or unknown key with its JSON path. The generated file passes its own
            check.

            OPTIONS:
              --app-id ID   The app, as TEAMID.BUNDLEID (a 10-character team ID, a dot, a bundle
                            ID). Generating: the app the file names (default TEAMID.BUNDLEID, to
                            replace). Checking: only that app's entries (default: each app apart).
              --check FILE  Check FILE instead of printing a new one.

            Exit: 0 nothing to report · 1 something reported · 2 a usage error (a malformed --app-id)
            or an unreadable file.
            """
        case "checklist":
            """
            USAGE: \(name) checklist --simctl BUNDLE_ID [--device NAME] [--full]

            Prints a shell script to walk on a booted simulator with `xcrun simctl`. By default it is
            the release list: each sample link once, in the condition that matters most for it
            (needs sign-in: cold launch, signed out; needs a requirement: warm, signed in; public:
            back from the background; unknown: warm), signed-in steps first so the session is
            arranged once. --full plays the audit's whole matrix instead (every sample link under
            every condition). The header says how many steps and about how long (30 s a step).
            Per step: what to arrange (the session, a sign-in screen or a launch gate: a script
            cannot set them), then terminate, launch, background by launching another app,
            `openurl`, with waits; and, before it, what the person should see (tab, stack, modal,
            notice) as the audit computed it. A link's secret parts are read from an environment
            variable the script names, never printed.

            Run the script on a Mac: sh checklist.sh. WAYFINDER_NO_PAUSE=1 runs it without waiting
            for return; WAYFINDER_WAIT sets the seconds to wait for the app (default 2).

            OPTIONS:
              --simctl ID   The app's bundle identifier.
              --device NAME The simulator's name or UDID (default: booted).
              --full        Every sample link under every condition, not each link once.

            Exit: 0 · 1 the audit found a violation (the script is printed anyway) · 2 a usage error.
            """
        case "replay":
            """
            USAGE: \(name) replay JOURNAL [--script]

            Turns a journal exported by `navigator.journal.exportJSON()` (a bug report; a
            `WindowNavigator`'s journal too: windows opened or focused and closed play as
            `window NAME` and `close-window NAME`, an event sent in a window behind the front as
            `in-window NAME LINE`) into a scenario script and plays it on today's schema. Prints a line per decision that differs
            from the recorded one (`entry 7 (open shop://orders/42): recorded …; today …`), every
            broken invariant, then `replayed N entries: D of M decisions differ`.

            A secret the journal redacted is replaced by the secret of a sample link that prints the
            same and that the resolver answers as it answered then; `account-1`, `account-2`… become
            the app's accounts in order. A journal of another format version, or with no entry to
            read, is refused first (`cannot replay: …`, nothing replayed). One cut short, edited
            after export, or with an event today's schema or scripts cannot play: a message naming
            the entry, after the replay of everything before it.

            OPTIONS:
              --script      Print the scenario script instead, with the recorded decisions as
                            `expect log` lines, ready to commit as a regression test.

            Exit: 0 nothing differs · 1 a decision differs or an invariant broke · 2 a usage error,
                  an unreadable journal, or one that stops early.
            """
        case "help":
            """
            USAGE: \(name) help [COMMAND]

            Shows the overview, or the help of COMMAND.
            """
        default: nil
        }
    }

    static func usageError(_ error: UsageError, name: String) -> String {
        let command = error.command.map { "\(name) \($0)" } ?? name
        let helpCommand = error.command.map { "\(name) \($0) --help" } ?? "\(name) --help"
        return "\(command): \(error.message)\nRun '\(helpCommand)' for usage."
    }

    static func unknownCommand(_ word: String) -> String {
        "unknown command `\(word)`: expected "
            + Syntax.list([
                "run", "open", "audit", "verify", "map", "links", "associated-domains", "checklist", "replay", "help",
            ])
    }

    static func unreadable(exists: Bool) -> String {
        exists ? "cannot read the script: it is not UTF-8 text or not readable" : "cannot read the script: no such file"
    }

    static let noUniversalHosts =
        "the link table accepts no https host: there are no universal links to associate (add hosts to its LinkOrigins)"

    /// A journal with nothing to replay (another format version, not a journal, empty): refused
    /// before any replay, with why.
    static func cannotReplay(_ path: String, because problem: String) -> String {
        "\(path): cannot replay: \(problem)"
    }

    static func replaySummary(_ entries: Int, decisions: Int, differ: Int) -> String {
        "replayed \(entries == 1 ? "1 entry" : "\(entries) entries"): \(differ) of \(count(decisions, "decision")) differ"
    }

    static let checklistNeedsSimctl = "missing `--simctl BUNDLE_ID`: the app's bundle identifier"

    static func checklistAuditFailed(_ violations: Int) -> String {
        "the audit found \(count(violations, "violation")): the script expects what the state machine does today; run `audit` to see them"
    }

    static func serveAssociationFile(hosts: [String], placeholder: Bool) -> String {
        let urls = hosts.map { "https://\($0)/.well-known/apple-app-site-association" }
        var text = "Serve this file, as application/json, at " + urls.joined(separator: " and ") + "."
        if placeholder { text += " Replace TEAMID.BUNDLEID with the app's ID, or pass --app-id." }
        return text
    }

    static func unreadableFile(_ path: String, exists: Bool) -> String {
        exists ? "\(path): cannot read the file" : "\(path): no such file"
    }

    static func badSession(_ text: String) -> String {
        "`\(text)` is not a session: expected signed-in:ACCOUNT, signed-out, expired:ACCOUNT or unknown"
    }

    /// `1 step`, `3 steps`.
    static func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
}

import Foundation

/// The types a journal keeps an event's values in, so that a journal can be read without the
/// app's types (a bug report, `wayfinder replay`): a route as its link, redacted as decision
/// records print it; a tab, a modal and a notice by name; a screen by its name and the link that
/// shows it (see ``JournalScreen``); a resolver's answer as ``JournalResolution``.
package enum JournalNames: EventTypes {
    /// A route as its redacted link.
    package typealias Route = String
    /// A screen by its name and the link that shows it.
    package typealias Screen = JournalScreen
    /// A tab by name.
    package typealias Tab = String
    /// A modal by name.
    package typealias Modal = String
    /// A notice by name.
    package typealias Notice = String
    /// What the resolver answered, without its data.
    package typealias Answer = JournalResolution
}

/// An event as a journal keeps it: the ``NavigationEvent`` itself, its values as names
/// (``JournalNames``). Links are redacted as decision records print them, accounts are whatever
/// the caller maps them to (a journal makes them pseudonymous), and a launch's snapshot is not
/// kept. Its `Codable` form is the `event` of an exported journal.
package typealias JournalEvent = NavigationEvent<JournalNames>

extension NavigationEvent where Schema == JournalNames {
    /// The event of a navigator, its links redacted by `schema`'s table and its accounts
    /// (alone or in a session) replaced by `account`; `session` is the session it arrived in,
    /// which tells a sign-in link's answer that switches accounts from one that does not.
    package init<App: NavigationSchema>(
        _ event: NavigationEvent<App>, in schema: App, session arrivedIn: Session = .unknown,
        account: (Account) -> Account
    ) {
        let links = schema.links
        self = withoutActuallyEscaping(account) { account in
            event.map(
                EventValueMap<App, JournalNames, Never>(
                    route: { links.redactedDescription(of: $0) }, screen: { JournalScreen($0, in: schema) },
                    tab: \.description, modal: \.description, notice: \.description,
                    answer: { JournalResolution($0, links, arrivedIn: arrivedIn) },
                    link: { links.redactedDescription(of: $0) }, account: account))
        }
        // A launch's snapshot is not kept.
        if case .launched(var launch) = self, launch.snapshot != nil {
            launch.snapshot = nil
            self = .launched(launch)
        }
    }

    /// The event as the script line that sends it (`open shop://orders/42`, `sign-in account-1`,
    /// `background`), a screen by its name where a script names it by a link; an event no
    /// script sends (the resolver's answer, time) as a phrase that no script word starts. The
    /// words come from ``ScriptWord``.
    package var scriptLine: String {
        switch self {
        case .launched(let launch):
            let (kind, link, source) = (launch.kind, launch.link, launch.source)
            var words = [kind.rawValue]
            if kind == .cold, let link { words.append(link) }
            words.append("session=\(launch.session)")
            if kind == .cold, link != nil, source != .link { words.append("source=\(source.rawValue)") }
            if kind == .cold { words += launch.gates.map { "gate=\($0)" } }
            return ScriptWord.launch.line(words)
        case .linkReceived(let link, let source):
            return ScriptWord.open.line([link] + (source == .link ? [] : ["source=\(source.rawValue)"]))
        case .routeRequested(let link, let source):
            // A route from outside (an App Intent) is an `open` with its source, as a script writes it.
            return source.isExternal
                ? ScriptWord.open.line(link, "source=\(source.rawValue)") : ScriptWord.tap.line(link)
        case .sessionResolved(let settled): return ScriptWord.sessionResolves.line("\(settled)")
        case .signedIn(let account): return ScriptWord.signIn.line(account.id)
        case .signInFailed: return ScriptWord.signInFails.line()
        case .signInCancelled: return ScriptWord.signInCancel.line()
        case .requirementMet(let name): return Self.line(ScriptWord.met(name), name)
        case .requirementFailed(let name): return Self.line(ScriptWord.failed(name), name)
        case .requirementCancelled(let name): return Self.line(ScriptWord.cancelled(name), name)
        case .sessionExpired: return ScriptWord.sessionExpires.line()
        case .signedOut: return ScriptWord.signOut.line()
        case .gateRaised(let gate): return ScriptWord.gate.line("\(gate)")
        case .gateCleared(let gate):
            return gate == .forcedUpdate ? ScriptWord.updateInstalled.line() : ScriptWord.gateCleared.line("\(gate)")
        case .scenePhaseChanged(let phase):
            return (phase == .background ? ScriptWord.background : ScriptWord.foreground).line()
        case .resolutionFinished(_, let resolution): return "resolved \(resolution)"
        case .timePassed: return "time-passes"
        case .screenPushed(let screen): return ScriptWord.push.line(screen.name)
        case .popped: return ScriptWord.back.line()
        case .poppedCount(let count): return ScriptWord.back.line(String(count))
        case .poppedTo(let screen): return ScriptWord.popTo.line(screen.name)
        case .poppedToRoot: return ScriptWord.popToRoot.line()
        case .tabSelected(let tab): return ScriptWord.select.line(tab)
        case .modalRequested(let modal): return ScriptWord.present.line(modal)
        case .modalDismissed(let modal): return ScriptWord.dismiss.line(modal)
        case .noticeDismissed: return ScriptWord.dismissNotice.line()
        case .pathChanged(let tab, let path):
            return ScriptWord.path.line(([tab] + path.map(\.name)).joined(separator: " > "))
        case .modalPathChanged(let modal, let path):
            return ScriptWord.modalPath.line(([modal] + path.map(\.name)).joined(separator: " > "))
        case .unsavedInputChanged(let edited, _): return (edited ? ScriptWord.edit : ScriptWord.saved).line()
        case .confirmationAnswered(let answer): return (answer == .leave ? ScriptWord.leave : ScriptWord.stay).line()
        case .noticeRaised(let notice): return ScriptWord.notice.line(notice)
        case .pendingDiscarded: return ScriptWord.discardPending.line()
        }
    }

    /// The line that sends any event, whether or not it has a word of its own: `event` and the
    /// event's JSON (``scriptJSON``). A new event is written so until it is given a word.
    package var eventLine: String { ScriptWord.event.line(scriptJSON) }

    /// The event's JSON as an exported journal writes its `event` (sorted keys), as one word of
    /// a script: the spaces and `#` inside its strings escaped (`\u0020`, `\u0023`), so that no
    /// space splits it and no comment starts in it. `{"noticeRaised":{"_0":"lost\u0020connection"}}`.
    package var scriptJSON: String {
        // Encoding strings, numbers and enums of the core cannot fail.
        let data = (try? PersistedFile.encoder().encode(self)) ?? Data("null".utf8)
        // Outside its strings the encoder writes no space and no `#`.
        return String(decoding: data, as: UTF8.self)
            .replacingOccurrences(of: " ", with: "\\u0020")
            .replacingOccurrences(of: "#", with: "\\u0023")
    }

    /// The event whose JSON is `text`, as ``scriptJSON`` writes it or an exported journal's
    /// `event` holds it; `nil` when it is no event's.
    /// - Parameter text: JSON, untrusted (a script's line).
    package init?(scriptJSON text: String) {
        guard let event = UntrustedJSON.decode(Self.self, from: Data(text.utf8)) else { return nil }
        self = event
    }

    private static func line(_ word: ScriptWord, _ name: RequirementName) -> String {
        word.standsForItsRequirement ? word.line() : word.line(name.rawValue)
    }
}

/// What a resolver answered, as a journal keeps it.
package enum JournalResolution: Hashable, Sendable, Codable, CustomStringConvertible {
    /// It lands: `proceed`, or `lands` on a place the resolver named (a replay's resolver names it
    /// again).
    case proceed
    /// Another route, as its redacted link.
    case redirect(String)
    /// The notice and landing are the schema's: a replay's resolver answers again.
    case unavailable
    /// A sign-in link's account, or the account whose session had expired: the account is not
    /// kept.
    case signsIn
    /// A sign-in link's account, which is not the account whose session had expired: the
    /// account switch a sign-in link can make. Which account it was is not kept.
    case signsInAnotherAccount

    /// - Parameters:
    ///   - resolution: What the resolver answered.
    ///   - links: The table that redacts a redirect's link.
    ///   - session: The session the answer arrived in: a sign-in link that signs in another
    ///     account than the one whose session expired is kept as ``signsInAnotherAccount``.
    package init<Schema: NavigationSchema>(
        _ resolution: Resolution<Schema>, _ links: LinkTable<Schema.Route>, arrivedIn session: Session = .unknown
    ) {
        switch resolution {
        case .proceed, .lands: self = .proceed
        case .redirect(let route): self = .redirect(links.redactedDescription(of: route))
        case .unavailable: self = .unavailable
        case .signsIn(let account):
            if case .expired(let previous) = session, previous != account {
                self = .signsInAnotherAccount
            } else {
                self = .signsIn
            }
        }
    }

    package var description: String {
        switch self {
        case .proceed: "proceed"
        case .redirect(let link): "redirect \(link)"
        case .unavailable: "unavailable"
        case .signsIn: "signs-in"
        case .signsInAnotherAccount: "signs-in another account"
        }
    }
}

/// A screen as a journal keeps it: its name as the schema renders it (`order(42)`), and the link
/// that shows it, which is how a replay names it again (a rendered name cannot be parsed back).
///
/// The link is the canonical, redacted link of the schema's ``NavigationSchema/route(for:)``, kept
/// only when that route's destination shows this very screen on top; a screen without such a
/// route is kept by name alone and cannot be replayed.
package struct JournalScreen: Hashable, Sendable, Codable, CustomStringConvertible {
    /// As the schema renders it: `order(42)`.
    package var name: String
    /// Canonical with secrets redacted; `nil` when the schema gives the screen no link.
    package var link: String?

    package init(name: String, link: String?) {
        self.name = name
        self.link = link
    }

    package init<Schema: NavigationSchema>(_ screen: Schema.Screen, in schema: Schema) {
        let route = schema.route(showing: screen)
        self.init(name: screen.description, link: route.flatMap { schema.links.link(for: $0, redactingSecrets: true) })
    }

    package var description: String { name }
}

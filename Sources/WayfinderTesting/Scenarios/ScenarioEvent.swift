import Foundation
package import Wayfinder

/// An event of the core as a script sends it with the `event` word: its JSON, as an exported
/// journal writes an entry's `event`, with its values as names.
///
/// Every event can be sent so, and an event without a word of its own is sent only so: the
/// script language does not grow a word, nor ``ScenarioAction`` a case, for each new event.
/// A tab, a modal and a notice are named as the schema renders them, a route by its link, and a
/// screen by the link that shows it (`{"link":"shop://orders/42","name":"order(42)"}`) or by its
/// name alone, as `push NAME` names it. A space or a `#` inside a value is written `\u0020` or
/// `\u0023`, so that the JSON stays one word of the line:
///
/// ```
/// event {"noticeRaised":{"_0":"sessionExpired"}}
/// event {"unsavedInputChanged":{"_0":true,"in":"compose"}}
/// ```
///
/// A resolver's answer cannot be sent: the schema's resolver answers.
public struct ScenarioEvent: Hashable, Sendable, CustomStringConvertible {
    /// The event, its values as names.
    package var event: JournalEvent

    /// The event's JSON as a script writes it, one word: `{"noticeDismissed":{}}`.
    public var description: String { event.scriptJSON }

    package init(_ event: JournalEvent) { self.event = event }

    /// The event a script line's JSON writes; `nil` when it is no event's.
    /// - Parameter json: An event's JSON, as an exported journal writes it.
    public init?(json: String) {
        guard let event = JournalEvent(scriptJSON: json) else { return nil }
        self.init(event)
    }

    /// The links the event names, as written: a route's, a link's, a screen's.
    var links: [String] {
        let (links, screens) = Self.names(in: event)
        return links + screens.compactMap(\.link)
    }

    /// The links (a route's, a link's) and the screens `event` names, in order.
    static func names(in event: JournalEvent) -> (links: [String], screens: [JournalScreen]) {
        var links: [String] = []
        var screens: [JournalScreen] = []
        func link(_ link: String) -> String {
            links.append(link)
            return link
        }
        func screen(_ screen: JournalScreen) -> JournalScreen {
            screens.append(screen)
            return screen
        }
        _ = event.map(
            EventValueMap<JournalNames, JournalNames, Never>(
                route: link, screen: screen, tab: { $0 }, modal: { $0 }, notice: { $0 }, answer: { $0 }, link: link))
        return (links, screens)
    }

    /// The same event with each of its links shown through `show` (to redact it).
    func showingLinks(_ show: (String) -> String) -> ScenarioEvent {
        withoutActuallyEscaping(show) { show in
            ScenarioEvent(
                event.map(
                    EventValueMap<JournalNames, JournalNames, Never>(
                        route: show,
                        screen: { JournalScreen(name: $0.name, link: $0.link.map(show)) },
                        tab: { $0 }, modal: { $0 }, notice: { $0 }, answer: { $0 }, link: show)))
        }
    }

    /// The app's event this one names in `schema`: its names looked up as the script's words
    /// look them up, a screen named without a link among `screens` (in `state`, when known, as
    /// `push NAME` places it).
    /// - Returns: The event, or why a name names nothing of the schema.
    func event<Schema: NavigationSchema>(
        in schema: Schema, state: NavigationState<Schema>?, screens: [Schema.Screen]
    ) -> Result<NavigationEvent<Schema>, ScenarioLineMessage> {
        func unknown(_ what: String, _ name: String, _ known: [String]) -> ScenarioLineMessage {
            ScenarioLineMessage(text: "unknown \(what) `\(name)`: expected one of \(known.joined(separator: ", "))")
        }
        let links = schema.links
        let values = EventValueMap<JournalNames, Schema, ScenarioLineMessage>(
            route: { link throws(ScenarioLineMessage) in
                switch links.match(link) {
                case .success(let route): return route
                case .failure(let rejection):
                    // Redacted: a link may carry a secret, and messages never show one.
                    throw ScenarioLineMessage(
                        text: "`\(links.redactedDescription(of: link))` is no route of the schema: \(rejection)")
                }
            },
            screen: { screen throws(ScenarioLineMessage) in
                // `Result.get()` throws untyped errors in the 2023 SDKs' standard library.
                func value(_ result: Result<Schema.Screen, ScenarioLineMessage>) throws(ScenarioLineMessage)
                    -> Schema.Screen
                {
                    switch result {
                    case .success(let screen): return screen
                    case .failure(let message): throw message
                    }
                }
                if let link = screen.link { return try value(schema.screen(shownBy: link)) }
                if let state {
                    guard let found = schema.screen(named: screen.name, in: state, among: screens) else {
                        throw ScenarioLineMessage(text: schema.unknownScreen(screen.name, among: screens))
                    }
                    return try value(found)
                }
                guard let found = screens.first(where: { $0.description == screen.name }) else {
                    throw ScenarioLineMessage(text: schema.unknownScreen(screen.name, among: screens))
                }
                return found
            },
            tab: { name throws(ScenarioLineMessage) in
                guard let tab = schema.tab(named: name) else {
                    throw unknown("tab", name, schema.tabs.map(\.description))
                }
                return tab
            },
            modal: { name throws(ScenarioLineMessage) in
                guard let modal = schema.modal(named: name) else {
                    throw unknown("modal", name, schema.nameableModals.map(\.description))
                }
                return modal
            },
            notice: { name throws(ScenarioLineMessage) in
                guard let notice = schema.notice(named: name) else {
                    throw unknown("notice", name, schema.noticeNames)
                }
                return notice
            },
            answer: { _ throws(ScenarioLineMessage) in
                throw ScenarioLineMessage(
                    text: "a resolver's answer is not sent from a script: the schema's resolver answers each link")
            })
        do throws(ScenarioLineMessage) {
            return .success(try event.map(values))
        } catch {
            return .failure(error)
        }
    }
}

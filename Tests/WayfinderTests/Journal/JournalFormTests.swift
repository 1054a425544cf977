import Foundation
import ShopExample
import Testing

@testable import Wayfinder
@testable import WayfinderTesting

/// Every event a navigator can receive, as a journal exports it: the lines are pinned byte for
/// byte, so a change to how events are kept or worded (a case or a label renamed) cannot change
/// the format unnoticed.
@Suite("The journal's export of every event")
struct JournalFormTests {
    /// One event of each case, with a secret, accounts and screens with and without links.
    static let events: [NavigationEvent<Shop>] = [
        .launched(
            .init(
                .cold, session: .expired("alice"), gates: [.forcedUpdate],
                link: "https://shop.example.com/teams/7/invite/k3y",
                source: .push, snapshot: Data([1, 2]))),
        .launched(.init(.warm, session: .unknown)),
        .linkReceived("shop://reset-password/c0de", source: .link),
        .linkReceived("shop://nowhere/at/all", source: .spotlight),
        .routeRequested(.order(id: "42"), source: .app),
        .routeRequested(.order(id: "7"), source: .intent),
        .sessionResolved(.signedIn("bob")),
        .signedIn("alice"),
        .signInFailed,
        .signInCancelled,
        .requirementMet(.stepUp),
        .requirementFailed(RequirementName("unlock")),
        .requirementCancelled(.stepUp),
        .sessionExpired,
        .signedOut,
        .gateRaised(.onboarding),
        .gateCleared(.forcedUpdate),
        .gateCleared(.onboarding),
        .scenePhaseChanged(.background),
        .scenePhaseChanged(.active),
        .resolutionFinished(ResolutionID(1), .proceed()),
        .resolutionFinished(ResolutionID(2), .redirect(.passwordReset(code: "s3cret"))),
        .resolutionFinished(ResolutionID(3), .unavailable(.itemUnavailable, landing: .init(place: .current))),
        .resolutionFinished(ResolutionID(4), .signsIn("carol")),
        .timePassed,
        .screenPushed(.order("42")),
        .popped,
        .poppedCount(2),
        .poppedTo(.teams),
        .poppedToRoot,
        .tabSelected(.account),
        .modalRequested(.checkout),
        .modalDismissed(.signIn),
        .noticeDismissed,
        .unsavedInputChanged(true, in: .checkout),
        .unsavedInputChanged(false),
        .confirmationAnswered(.leave),
        .confirmationAnswered(.stay),
        .noticeRaised(.itemUnavailable),
        .pendingDiscarded,
        .pathChanged(.account, [.orders, .order("42")]),
        .modalPathChanged(.checkout, [.shipping, .payment]),
    ]

    static func exported() -> [String] {
        var journal = NavigationJournal(schema: Shop())
        for (index, event) in events.enumerated() {
            journal.append(
                event, at: NavigationTime(.milliseconds(index * 250)), session: .signedIn("alice"), effects: [])
        }
        let text = String(decoding: journal.exportJSON(), as: UTF8.self)
        return text.split(separator: "\n").dropFirst(2).dropLast().map(String.init)
    }

    @Test("Format 5, line by line")
    func everyEventExportsAsBefore() {
        let lines = Self.exported()
        #expect(lines.count == Self.format5.count)
        for (line, expected) in zip(lines, Self.format5) { #expect(line == expected) }
    }

    /// What the export writes, read back, is the same entries.
    @Test("A format 5 export reads, as the same entries")
    func formatFiveReads() {
        var journal = NavigationJournal(schema: Shop())
        for (index, event) in Self.events.enumerated() {
            journal.append(
                event, at: NavigationTime(.milliseconds(index * 250)), session: .signedIn("alice"), effects: [])
        }
        let file = JournalFile.read(journal.exportJSON())
        #expect(file.problem == nil)
        #expect(file.entries == journal.entries)
    }

    /// What no script sends (a resolver's answer, time) is a phrase; every other text is a line
    /// of a script, starting with a word of the one table.
    /// Every event as a journal keeps it, all at the start, signed out.
    static func entries() -> [JournalEntry] {
        var journal = NavigationJournal(schema: Shop())
        for event in events { journal.append(event, at: .zero, session: .signedOut, effects: []) }
        return journal.entries
    }

    @Test("Every event's text starts with a script word, or is a phrase no script word starts")
    func everyTextIsInScriptWords() {
        for entry in Self.entries() {
            let text = entry.event.scriptLine
            let first = String(text.prefix { $0 != " " })
            switch entry.event {
            case .resolutionFinished, .timePassed: #expect(ScriptWord(rawValue: first) == nil, "\(text)")
            default: #expect(ScriptWord(rawValue: first) != nil, "\(text)")
            }
        }
    }

    /// Every event, words of its own or not, is also a line of the one generic form, `event
    /// JSON`, which reads back as the same event: how a script sends an event with no word.
    @Test("Every event's `event JSON` line reads back as the same event")
    func everyEventHasTheGenericLine() {
        for entry in Self.entries() {
            let line = entry.event.eventLine
            #expect(line.hasPrefix("event {") && !line.dropFirst(6).contains(" ") && !line.contains("#"), "\(line)")
            #expect(JournalEvent(scriptJSON: String(line.dropFirst(6))) == entry.event, "\(line)")
        }
    }

    /// Format 5: the event is the ``NavigationEvent`` itself, its values as names, in its own
    /// `Codable` form.
    static let format5: [String] = [
        #"{"seq":1,"ms":0,"session":"signed-in","text":"launch cold shop://teams/7/invite/<redacted> session=expired:account-1 source=push gate=forced-update","event":{"launched":{"_0":{"gates":[{"name":"forced-update"}],"kind":"cold","link":"shop://teams/7/invite/<redacted>","session":{"expired":{"_0":{"id":"account-1"}}},"source":"push"}}},"decisions":[],"sum":"f6f4009a36962567"},"#,
        #"{"seq":2,"ms":250,"session":"signed-in","text":"launch warm session=unknown","event":{"launched":{"_0":{"gates":[],"kind":"warm","session":{"unknown":{}},"source":"link"}}},"decisions":[],"sum":"681454294f8d4e42"},"#,
        #"{"seq":3,"ms":500,"session":"signed-in","text":"open shop://reset-password/<redacted>","event":{"linkReceived":{"_0":"shop://reset-password/<redacted>","source":"link"}},"decisions":[],"sum":"399e458a4259fa76"},"#,
        #"{"seq":4,"ms":750,"session":"signed-in","text":"open shop://nowhere/… source=spotlight","event":{"linkReceived":{"_0":"shop://nowhere/…","source":"spotlight"}},"decisions":[],"sum":"3a092dffe4a00270"},"#,
        #"{"seq":5,"ms":1000,"session":"signed-in","text":"tap shop://orders/42","event":{"routeRequested":{"_0":"shop://orders/42","source":"app"}},"decisions":[],"sum":"e0432a8e0bc893e0"},"#,
        #"{"seq":6,"ms":1250,"session":"signed-in","text":"open shop://orders/7 source=intent","event":{"routeRequested":{"_0":"shop://orders/7","source":"intent"}},"decisions":[],"sum":"b2229a48ff410134"},"#,
        #"{"seq":7,"ms":1500,"session":"signed-in","text":"session-resolves signed-in:account-2","event":{"sessionResolved":{"_0":{"signedIn":{"_0":{"id":"account-2"}}}}},"decisions":[],"sum":"d7bdc025bdaee35b"},"#,
        #"{"seq":8,"ms":1750,"session":"signed-in","text":"sign-in account-1","event":{"signedIn":{"_0":{"id":"account-1"}}},"decisions":[],"sum":"4562226c2d5573f4"},"#,
        #"{"seq":9,"ms":2000,"session":"signed-in","text":"sign-in-fails","event":{"signInFailed":{}},"decisions":[],"sum":"cc377435d536e5fe"},"#,
        #"{"seq":10,"ms":2250,"session":"signed-in","text":"sign-in-cancel","event":{"signInCancelled":{}},"decisions":[],"sum":"134712138d972ccc"},"#,
        #"{"seq":11,"ms":2500,"session":"signed-in","text":"step-up","event":{"requirementMet":{"_0":"step-up"}},"decisions":[],"sum":"52960e24187150a7"},"#,
        #"{"seq":12,"ms":2750,"session":"signed-in","text":"requirement-fails unlock","event":{"requirementFailed":{"_0":"unlock"}},"decisions":[],"sum":"d06fd13c9d0f07c5"},"#,
        #"{"seq":13,"ms":3000,"session":"signed-in","text":"step-up-cancel","event":{"requirementCancelled":{"_0":"step-up"}},"decisions":[],"sum":"df2c3d20ea374adb"},"#,
        #"{"seq":14,"ms":3250,"session":"signed-in","text":"session-expires","event":{"sessionExpired":{}},"decisions":[],"sum":"9ddd3e0b005d55c1"},"#,
        #"{"seq":15,"ms":3500,"session":"signed-in","text":"sign-out","event":{"signedOut":{}},"decisions":[],"sum":"1f382ac539271427"},"#,
        #"{"seq":16,"ms":3750,"session":"signed-in","text":"gate onboarding","event":{"gateRaised":{"_0":{"name":"onboarding"}}},"decisions":[],"sum":"cf3e6c5c5aeaf331"},"#,
        #"{"seq":17,"ms":4000,"session":"signed-in","text":"update-installed","event":{"gateCleared":{"_0":{"name":"forced-update"}}},"decisions":[],"sum":"6b4ad002f8726ff6"},"#,
        #"{"seq":18,"ms":4250,"session":"signed-in","text":"gate-cleared onboarding","event":{"gateCleared":{"_0":{"name":"onboarding"}}},"decisions":[],"sum":"770031889a24cfce"},"#,
        #"{"seq":19,"ms":4500,"session":"signed-in","text":"background","event":{"scenePhaseChanged":{"_0":"background"}},"decisions":[],"sum":"6df4ef77cc1e43eb"},"#,
        #"{"seq":20,"ms":4750,"session":"signed-in","text":"foreground","event":{"scenePhaseChanged":{"_0":"active"}},"decisions":[],"sum":"15c16fcc3d41c375"},"#,
        #"{"seq":21,"ms":5000,"session":"signed-in","text":"resolved proceed","event":{"resolutionFinished":{"_0":{"rawValue":1},"_1":{"proceed":{}}}},"decisions":[],"sum":"52f9a28b40f483f8"},"#,
        #"{"seq":22,"ms":5250,"session":"signed-in","text":"resolved redirect shop://reset-password/<redacted>","event":{"resolutionFinished":{"_0":{"rawValue":2},"_1":{"redirect":{"_0":"shop://reset-password/<redacted>"}}}},"decisions":[],"sum":"25618a375cdf45f0"},"#,
        #"{"seq":23,"ms":5500,"session":"signed-in","text":"resolved unavailable","event":{"resolutionFinished":{"_0":{"rawValue":3},"_1":{"unavailable":{}}}},"decisions":[],"sum":"e3d47d3f4213d565"},"#,
        #"{"seq":24,"ms":5750,"session":"signed-in","text":"resolved signs-in","event":{"resolutionFinished":{"_0":{"rawValue":4},"_1":{"signsIn":{}}}},"decisions":[],"sum":"963c847534b98897"},"#,
        #"{"seq":25,"ms":6000,"session":"signed-in","text":"time-passes","event":{"timePassed":{}},"decisions":[],"sum":"ac304a181fd81c89"},"#,
        #"{"seq":26,"ms":6250,"session":"signed-in","text":"push order(42)","event":{"screenPushed":{"_0":{"link":"shop://orders/42","name":"order(42)"}}},"decisions":[],"sum":"b1216985f864ee3c"},"#,
        #"{"seq":27,"ms":6500,"session":"signed-in","text":"back","event":{"popped":{}},"decisions":[],"sum":"00531190c7307c40"},"#,
        #"{"seq":28,"ms":6750,"session":"signed-in","text":"back 2","event":{"poppedCount":{"_0":2}},"decisions":[],"sum":"992429bfadee9fd4"},"#,
        #"{"seq":29,"ms":7000,"session":"signed-in","text":"pop-to teams","event":{"poppedTo":{"_0":{"name":"teams"}}},"decisions":[],"sum":"44f460c4eaff09f4"},"#,
        #"{"seq":30,"ms":7250,"session":"signed-in","text":"pop-to-root","event":{"poppedToRoot":{}},"decisions":[],"sum":"982bfec0eeeff0d5"},"#,
        #"{"seq":31,"ms":7500,"session":"signed-in","text":"select account","event":{"tabSelected":{"_0":"account"}},"decisions":[],"sum":"523c9d9c8927d507"},"#,
        #"{"seq":32,"ms":7750,"session":"signed-in","text":"present checkout","event":{"modalRequested":{"_0":"checkout"}},"decisions":[],"sum":"fa984796f035dcf6"},"#,
        #"{"seq":33,"ms":8000,"session":"signed-in","text":"dismiss signIn","event":{"modalDismissed":{"_0":"signIn"}},"decisions":[],"sum":"6ec91bc6133afc23"},"#,
        #"{"seq":34,"ms":8250,"session":"signed-in","text":"dismiss-notice","event":{"noticeDismissed":{}},"decisions":[],"sum":"10585cf24ae3ffa0"},"#,
        #"{"seq":35,"ms":8500,"session":"signed-in","text":"edit","event":{"unsavedInputChanged":{"_0":true,"in":"checkout"}},"decisions":[],"sum":"de301cb8402ee016"},"#,
        #"{"seq":36,"ms":8750,"session":"signed-in","text":"saved","event":{"unsavedInputChanged":{"_0":false}},"decisions":[],"sum":"35c34621e3c8f624"},"#,
        #"{"seq":37,"ms":9000,"session":"signed-in","text":"leave","event":{"confirmationAnswered":{"_0":"leave"}},"decisions":[],"sum":"58527686dbb1f9f5"},"#,
        #"{"seq":38,"ms":9250,"session":"signed-in","text":"stay","event":{"confirmationAnswered":{"_0":"stay"}},"decisions":[],"sum":"e0f03d05791c37ad"},"#,
        #"{"seq":39,"ms":9500,"session":"signed-in","text":"notice itemUnavailable","event":{"noticeRaised":{"_0":"itemUnavailable"}},"decisions":[],"sum":"0fb43a6290bbd526"},"#,
        #"{"seq":40,"ms":9750,"session":"signed-in","text":"discard-pending","event":{"pendingDiscarded":{}},"decisions":[],"sum":"40dcc61630fa125a"},"#,
        #"{"seq":41,"ms":10000,"session":"signed-in","text":"path account > orders > order(42)","event":{"pathChanged":{"_0":"account","_1":[{"link":"shop://orders","name":"orders"},{"link":"shop://orders/42","name":"order(42)"}]}},"decisions":[],"sum":"3c5304dbd7224179"},"#,
        #"{"seq":42,"ms":10250,"session":"signed-in","text":"modal-path checkout > shipping > payment","event":{"modalPathChanged":{"_0":"checkout","_1":[{"link":"shop://checkout/shipping","name":"shipping"},{"link":"shop://checkout/payment","name":"payment"}]}},"decisions":[],"sum":"4652c70fa6ac9449"}"#,
    ]
}

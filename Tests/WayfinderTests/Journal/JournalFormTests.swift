import Foundation
import ShopExample
import Testing

@testable import Wayfinder
@testable import WayfinderTesting

/// Every event a navigator can receive, as a journal exports it: the lines are pinned byte for
/// byte, so a change to how events are kept or worded cannot change the format unnoticed, and a
/// journal exported in format 3 still reads, its texts and sums included.
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

    @Test("Format 4, line by line")
    func everyEventExportsAsBefore() {
        let lines = Self.exported()
        #expect(lines.count == Self.format4.count)
        for (line, expected) in zip(lines, Self.format4) { #expect(line == expected) }
    }

    /// Format 3 wrote saved input as `edits-saved`, which no script reads; its files still read,
    /// as the same entries.
    @Test("A format 3 export reads, as the same entries")
    func formatThreeReads() {
        func file(_ version: Int, _ lines: [String]) -> JournalFile {
            let header = "{\"capacity\":1000,\"dropped\":0,\"schema\":\"x\",\"entries\":["
            return JournalFile.read(
                Data((["wayfinder-journal \(version)", header] + lines + ["]}"]).joined(separator: "\n").utf8))
        }
        let three = file(3, Self.format3)
        #expect(three.problem == nil)
        #expect(three.entries.count == Self.events.count)
        #expect(three.entries == file(4, Self.format4).entries)
        #expect(Self.format3.contains { $0.contains(#""text":"edits-saved""#) })
        #expect(file(4, Self.format3).problem?.contains("its text is not its event") == true)
    }

    /// What no script sends (a resolver's answer, time) is a phrase; every other text is a line
    /// of a script, starting with a word of the one table.
    @Test("Every event's text starts with a script word, or is a phrase no script word starts")
    func everyTextIsInScriptWords() {
        var journal = NavigationJournal(schema: Shop())
        for event in Self.events { journal.append(event, at: .zero, session: .signedOut, effects: []) }
        for entry in journal.entries {
            let text = entry.event.description
            let first = String(text.prefix { $0 != " " })
            switch entry.event {
            case .resolutionFinished, .timePassed: #expect(ScriptWord(rawValue: first) == nil, "\(text)")
            default: #expect(ScriptWord(rawValue: first) != nil, "\(text)")
            }
        }
    }

    /// Format 3 but for saved input, and the sums chained after it.
    static let format4: [String] =
        Array(format3.prefix(35)) + [
            #"{"seq":36,"ms":8750,"session":"signed-in","text":"saved","event":{"unsavedInputChanged":{"_0":false}},"decisions":[],"sum":"2c0516784b75a593"},"#,
            #"{"seq":37,"ms":9000,"session":"signed-in","text":"leave","event":{"confirmationAnswered":{"_0":"leave"}},"decisions":[],"sum":"ce6e2af6993d9755"},"#,
            #"{"seq":38,"ms":9250,"session":"signed-in","text":"stay","event":{"confirmationAnswered":{"_0":"stay"}},"decisions":[],"sum":"eec5f2735a665dba"},"#,
            #"{"seq":39,"ms":9500,"session":"signed-in","text":"notice itemUnavailable","event":{"noticeRaised":{"_0":"itemUnavailable"}},"decisions":[],"sum":"5498519075b5d3b4"},"#,
            #"{"seq":40,"ms":9750,"session":"signed-in","text":"discard-pending","event":{"pendingDiscarded":{}},"decisions":[],"sum":"4100cc825f39f2cf"},"#,
            #"{"seq":41,"ms":10000,"session":"signed-in","text":"path account > orders > order(42)","event":{"pathChanged":{"_1":[{"link":"shop://orders","name":"orders"},{"link":"shop://orders/42","name":"order(42)"}],"tab":"account"}},"decisions":[],"sum":"df8ec4b183a9dae0"},"#,
            #"{"seq":42,"ms":10250,"session":"signed-in","text":"modal-path checkout > shipping > payment","event":{"modalPathChanged":{"_1":[{"link":"shop://checkout/shipping","name":"shipping"},{"link":"shop://checkout/payment","name":"payment"}],"modal":"checkout"}},"decisions":[],"sum":"3f0dec0e68f4bb83"}"#,
        ]

    static let format3: [String] = [
        #"{"seq":1,"ms":0,"session":"signed-in","text":"launch cold shop://teams/7/invite/<redacted> session=expired:account-1 source=push gate=forced-update","event":{"launched":{"_0":"cold","gates":[{"name":"forced-update"}],"link":"shop://teams/7/invite/<redacted>","session":{"expired":{"_0":{"id":"account-1"}}},"source":"push"}},"decisions":[],"sum":"abe226abb8668d53"},"#,
        #"{"seq":2,"ms":250,"session":"signed-in","text":"launch warm session=unknown","event":{"launched":{"_0":"warm","gates":[],"session":{"unknown":{}},"source":"link"}},"decisions":[],"sum":"345c2dc73f727e59"},"#,
        #"{"seq":3,"ms":500,"session":"signed-in","text":"open shop://reset-password/<redacted>","event":{"linkReceived":{"_0":"shop://reset-password/<redacted>","source":"link"}},"decisions":[],"sum":"9e6a0200b0f59d1b"},"#,
        #"{"seq":4,"ms":750,"session":"signed-in","text":"open shop://nowhere/… source=spotlight","event":{"linkReceived":{"_0":"shop://nowhere/…","source":"spotlight"}},"decisions":[],"sum":"01ecdccd6234e20e"},"#,
        #"{"seq":5,"ms":1000,"session":"signed-in","text":"tap shop://orders/42","event":{"routeRequested":{"_0":"shop://orders/42","source":"app"}},"decisions":[],"sum":"9f893d942d51c862"},"#,
        #"{"seq":6,"ms":1250,"session":"signed-in","text":"open shop://orders/7 source=intent","event":{"routeRequested":{"_0":"shop://orders/7","source":"intent"}},"decisions":[],"sum":"a3f3c0aa195a9841"},"#,
        #"{"seq":7,"ms":1500,"session":"signed-in","text":"session-resolves signed-in:account-2","event":{"sessionResolved":{"_0":{"signedIn":{"_0":{"id":"account-2"}}}}},"decisions":[],"sum":"0574998e05e5170c"},"#,
        #"{"seq":8,"ms":1750,"session":"signed-in","text":"sign-in account-1","event":{"signedIn":{"_0":{"id":"account-1"}}},"decisions":[],"sum":"212eef2abf4a3d35"},"#,
        #"{"seq":9,"ms":2000,"session":"signed-in","text":"sign-in-fails","event":{"signInFailed":{}},"decisions":[],"sum":"f6feb08e6bad6300"},"#,
        #"{"seq":10,"ms":2250,"session":"signed-in","text":"sign-in-cancel","event":{"signInCancelled":{}},"decisions":[],"sum":"609b037765b21d34"},"#,
        #"{"seq":11,"ms":2500,"session":"signed-in","text":"step-up","event":{"requirementMet":{"_0":"step-up"}},"decisions":[],"sum":"0680a18afaffedf1"},"#,
        #"{"seq":12,"ms":2750,"session":"signed-in","text":"requirement-fails unlock","event":{"requirementFailed":{"_0":"unlock"}},"decisions":[],"sum":"c448710eaf823dee"},"#,
        #"{"seq":13,"ms":3000,"session":"signed-in","text":"step-up-cancel","event":{"requirementCancelled":{"_0":"step-up"}},"decisions":[],"sum":"73d2705fa8b072c0"},"#,
        #"{"seq":14,"ms":3250,"session":"signed-in","text":"session-expires","event":{"sessionExpired":{}},"decisions":[],"sum":"b63a11056570e9b1"},"#,
        #"{"seq":15,"ms":3500,"session":"signed-in","text":"sign-out","event":{"signedOut":{}},"decisions":[],"sum":"3f038edf82326eaf"},"#,
        #"{"seq":16,"ms":3750,"session":"signed-in","text":"gate onboarding","event":{"gateRaised":{"_0":{"name":"onboarding"}}},"decisions":[],"sum":"df9f0809c8e698e5"},"#,
        #"{"seq":17,"ms":4000,"session":"signed-in","text":"update-installed","event":{"gateCleared":{"_0":{"name":"forced-update"}}},"decisions":[],"sum":"ca36fb26aff1c6f2"},"#,
        #"{"seq":18,"ms":4250,"session":"signed-in","text":"gate-cleared onboarding","event":{"gateCleared":{"_0":{"name":"onboarding"}}},"decisions":[],"sum":"7993f322ea261502"},"#,
        #"{"seq":19,"ms":4500,"session":"signed-in","text":"background","event":{"scenePhaseChanged":{"_0":"background"}},"decisions":[],"sum":"dccaa00e65178395"},"#,
        #"{"seq":20,"ms":4750,"session":"signed-in","text":"foreground","event":{"scenePhaseChanged":{"_0":"active"}},"decisions":[],"sum":"d3e13e6a48683ee7"},"#,
        #"{"seq":21,"ms":5000,"session":"signed-in","text":"resolved proceed","event":{"resolutionFinished":{"_0":{"proceed":{}}}},"decisions":[],"sum":"dc098229cac673ac"},"#,
        #"{"seq":22,"ms":5250,"session":"signed-in","text":"resolved redirect shop://reset-password/<redacted>","event":{"resolutionFinished":{"_0":{"redirect":{"_0":"shop://reset-password/<redacted>"}}}},"decisions":[],"sum":"f3166c6699db4347"},"#,
        #"{"seq":23,"ms":5500,"session":"signed-in","text":"resolved unavailable","event":{"resolutionFinished":{"_0":{"unavailable":{}}}},"decisions":[],"sum":"36d52e467675e892"},"#,
        #"{"seq":24,"ms":5750,"session":"signed-in","text":"resolved signs-in","event":{"resolutionFinished":{"_0":{"signsIn":{}}}},"decisions":[],"sum":"6e32b1b4b3ed8f12"},"#,
        #"{"seq":25,"ms":6000,"session":"signed-in","text":"time-passes","event":{"timePassed":{}},"decisions":[],"sum":"f0a4c0a32fb2c450"},"#,
        #"{"seq":26,"ms":6250,"session":"signed-in","text":"push order(42)","event":{"screenPushed":{"_0":{"link":"shop://orders/42","name":"order(42)"}}},"decisions":[],"sum":"692dd70bfda6afa9"},"#,
        #"{"seq":27,"ms":6500,"session":"signed-in","text":"back","event":{"popped":{}},"decisions":[],"sum":"ea04e88992ae78ce"},"#,
        #"{"seq":28,"ms":6750,"session":"signed-in","text":"back 2","event":{"poppedCount":{"_0":2}},"decisions":[],"sum":"303cf3dfe7278dba"},"#,
        #"{"seq":29,"ms":7000,"session":"signed-in","text":"pop-to teams","event":{"poppedTo":{"_0":{"name":"teams"}}},"decisions":[],"sum":"a7d55c2ec3560c09"},"#,
        #"{"seq":30,"ms":7250,"session":"signed-in","text":"pop-to-root","event":{"poppedToRoot":{}},"decisions":[],"sum":"57e0ae48eca81582"},"#,
        #"{"seq":31,"ms":7500,"session":"signed-in","text":"select account","event":{"tabSelected":{"_0":"account"}},"decisions":[],"sum":"d32ead831fb3ba6c"},"#,
        #"{"seq":32,"ms":7750,"session":"signed-in","text":"present checkout","event":{"modalRequested":{"_0":"checkout"}},"decisions":[],"sum":"3f5c580add58b4ee"},"#,
        #"{"seq":33,"ms":8000,"session":"signed-in","text":"dismiss signIn","event":{"modalDismissed":{"_0":"signIn"}},"decisions":[],"sum":"a8ea8b497bc0a542"},"#,
        #"{"seq":34,"ms":8250,"session":"signed-in","text":"dismiss-notice","event":{"noticeDismissed":{}},"decisions":[],"sum":"045ee602bcca12dd"},"#,
        #"{"seq":35,"ms":8500,"session":"signed-in","text":"edit","event":{"unsavedInputChanged":{"_0":true}},"decisions":[],"sum":"9faeecefc458d5a8"},"#,
        #"{"seq":36,"ms":8750,"session":"signed-in","text":"edits-saved","event":{"unsavedInputChanged":{"_0":false}},"decisions":[],"sum":"d9032e23e6c4f597"},"#,
        #"{"seq":37,"ms":9000,"session":"signed-in","text":"leave","event":{"confirmationAnswered":{"_0":"leave"}},"decisions":[],"sum":"6ea5b4287ac4baf6"},"#,
        #"{"seq":38,"ms":9250,"session":"signed-in","text":"stay","event":{"confirmationAnswered":{"_0":"stay"}},"decisions":[],"sum":"4252c27e35ea113c"},"#,
        #"{"seq":39,"ms":9500,"session":"signed-in","text":"notice itemUnavailable","event":{"noticeRaised":{"_0":"itemUnavailable"}},"decisions":[],"sum":"073a2fc3eed67c98"},"#,
        #"{"seq":40,"ms":9750,"session":"signed-in","text":"discard-pending","event":{"pendingDiscarded":{}},"decisions":[],"sum":"a57eb552070011c0"},"#,
        #"{"seq":41,"ms":10000,"session":"signed-in","text":"path account > orders > order(42)","event":{"pathChanged":{"_1":[{"link":"shop://orders","name":"orders"},{"link":"shop://orders/42","name":"order(42)"}],"tab":"account"}},"decisions":[],"sum":"1105cbcb3c8b5a7b"},"#,
        #"{"seq":42,"ms":10250,"session":"signed-in","text":"modal-path checkout > shipping > payment","event":{"modalPathChanged":{"_1":[{"link":"shop://checkout/shipping","name":"shipping"},{"link":"shop://checkout/payment","name":"payment"}],"modal":"checkout"}},"decisions":[],"sum":"832200c2fdcd06ff"}"#,
    ]
}

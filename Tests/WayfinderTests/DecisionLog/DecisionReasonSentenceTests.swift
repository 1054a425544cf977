import Foundation
import ShopExample
import Testing
import Wayfinder

/// Every reason's sentence, pinned: scenario scripts, the audit, the docs and replayed journals
/// read them, so a changed word shows here first.
@Suite("Decision reasons: the sentences")
struct DecisionReasonSentenceTests {
    static let landed = DecisionReason.landed(resolved: false, granted: nil, isAction: false)

    static let cases: [(DecisionReason, String)] = [
        (.described("as written"), "as written"),
        (
            .duplicate(since: .milliseconds(500), window: .seconds(1)),
            "the same link arrived 500 ms earlier, within the duplicate window of 1 s"
        ),
        (.superseded(by: "shop://orders/2"), "a newer link replaced it: shop://orders/2"),
        (
            .supersededBeforeResolving(by: "shop://orders/2"),
            "a newer link replaced it before it resolved: shop://orders/2"
        ),
        (.supersededByNavigation("shop://orders/2"), "a newer navigation replaced it: shop://orders/2"),
        (.supersededByLaunchLink, "the launch link replaced it"),
        (landed, "no resolver needed; public"),
        (.landed(resolved: true, granted: nil, isAction: false), "resolved; public"),
        (.landed(resolved: true, granted: .signedIn, isAction: false), "resolved; access signed in granted"),
        (
            .landed(resolved: false, granted: .requirement(RequirementName("step-up")), isAction: true),
            "no resolver needed; access signed in + step-up granted; an action: landed on its confirmation, "
                + "the link does not perform it"
        ),
        (.returnedToWhereThePersonWas, "returned to where the person was"),
        (
            .accessNotMet(.requirement(RequirementName("admin"))),
            "the account does not meet the requirement (signed in + admin)"
        ),
        (.waiting(.launch), "waiting for the app to launch"),
        (.waiting(.requirement(.signIn)), "waiting for sign-in"),
        (.waiting(.sessionUnknown), "waiting for the session to be known"),
        (.waiting(.gate("forcedUpdate")), "waiting for the forcedUpdate gate"),
        (.waiting(.modal("checkout")), "waiting for checkout to close"),
        (.waiting(.confirmation("draft")), "waiting for the person to leave draft or stay"),
        (
            .timeToLiveRanOut(ttl: .seconds(600), while: .requirement(.signIn)),
            "its time to live (600 s) ran out while waiting for sign-in"
        ),
        (.droppedByTheApp, "the app dropped it"),
        (.launchedAnew, "the app launched anew; a waiting link is never replayed on a later launch"),
        (.redirected(to: "shop://products/2"), "redirected to shop://products/2"),
        (.redirectLoop(link: "shop://r/loop"), "redirect loop: shop://r/loop was already visited"),
        (.tooManyRedirects(limit: 3), "more than 3 redirects"),
        (.resolverUnavailable(notice: "unavailable"), "the resolver reported it unavailable (unavailable)"),
        (
            .resolverLandingNotMet(.signedIn),
            "the resolver's landing needs signed in, which the account does not meet"
        ),
        (.resolverTimedOut(after: .milliseconds(2_500)), "the resolver did not answer within 2500 ms"),
        (.signedInByLink, "the sign-in link signed the person in"),
        (.alreadySignedIn, "already signed in: a sign-in link never switches accounts; nothing changed"),
        (.accountChanged, "the account changed"),
        (.signedOut, "the person signed out"),
        (.signInCancelled, "the person cancelled sign-in"),
        (.requirementCancelled(RequirementName("step-up")), "the person cancelled step-up"),
        (.signInMetBySigningIn, "sign-in is met by signing in with an account; nothing changed"),
        (.signInMustStay(tab: "threads"), "no tab is public and the root of threads needs sign-in: sign-in stays up"),
        (.modalNotUp("signIn"), "signIn is not up; nothing changed"),
        (.modalNotUp(nil), "its modal is not up; nothing changed"),
        (.noModalUp, "no modal is up; nothing changed"),
        (.modalNeedsAccess(.signedIn), "the modal needs signed in access"),
        (.modalRootNeedsAccess(screen: "vault", .signedIn), "its root screen vault needs signed in access"),
        (.modalHasPriority("forcedUpdate"), "forcedUpdate is up and has priority"),
        (.notDismissible("signIn"), "signIn cannot be dismissed (declared dismissible: false); it stays up"),
        (
            .noticeDropped(notice: "offline", modal: "signIn"),
            "signIn is up and offline does not explain it; the notice was dropped"
        ),
        (.personChoseToStay(in: "draft"), "the person chose to stay in draft"),
        (.questionModalClosed("draft"), "draft closed before the person answered"),
        (.noQuestionUp, "no question is up; nothing changed"),
        (.questionWaitsInstead, "a question is up, which the person answers; nothing changed"),
        (.noLinkPending, "no link is pending; nothing changed"),
        (.screenNeedsAccess(.requirement(RequirementName("step-up"))), "the screen needs signed in + step-up access"),
        (
            .misplaced(.belongsInModal(screen: "shipping", owner: "checkout")),
            "shipping belongs inside checkout, not in a tab"
        ),
        (.misplaced(.modalHoldsNoStack("plain")), "plain holds no stack"),
        (
            .misplaced(.belongsInOtherModal(screen: "shipping", owner: "checkout", modal: "wizard")),
            "shipping belongs inside checkout, not inside wizard"
        ),
        (.gateNotRaised("onboarding"), "the onboarding gate is not raised; nothing changed"),
        (.waitingForSessionBeforeRestoring, "waiting for the session to be known before restoring"),
        (.restored(version: 4, notes: []), "restored the saved state (format v4)"),
        (
            .restored(
                version: 4,
                notes: [
                    .leftToLaunchLink(tab: "account"), .listedAgain(tab: "home"),
                    .cut(tab: "main", at: "item(256)", .cap(256)), .cut(tab: "main", at: "admin", .access(.signedIn)),
                    .cut(tab: "main", at: "pay", .notSavedByThisAccount(.signedIn)),
                    .cut(tab: "main", at: "note", .notSaved), .cut(tab: "main", at: "shipping", .belongsInModal),
                    .cut(tab: "main", at: "list", .alreadyInStack), .unknownTabsDropped(["old", "older"]),
                    .selectionStaysWithLaunchLink,
                ]),
            "restored the saved state (format v4); account left to the launch link; home listed again, ignored; "
                + "main cut at item(256) (cap: 256 screens a stack); main cut at admin (signed in); "
                + "main cut at pay (signed in, not saved by this account); main cut at note (not saved); "
                + "main cut at shipping (belongs in a modal); main cut at list (already in the stack); "
                + "unknown tabs dropped: old, older; the selected tab stays where the launch link landed"
        ),
        (
            .savedStateUnreadable("the saved state could not be decoded"),
            "the saved state could not be decoded; started from the default state"
        ),
        (
            .savedWindowsTooLarge(bytes: 20, cap: 10),
            "the saved windows are 20 bytes, over the cap of 10 bytes (cap: bytes read); every window started "
                + "from the default state"
        ),
        (
            .savedWindowsUnreadable("the saved windows could not be decoded"),
            "the saved windows could not be decoded; every window started from the default state"
        ),
        (
            .savedWindowsNotReopened(count: 3, cap: 64),
            "3 saved windows least recently in front not reopened (cap: 64 windows)"
        ),
        (.windowClosed("second"), "its window second closed"),
        (
            .lastWindowStaysOpen,
            "the last window stays open (the app goes to the background instead); nothing changed"
        ),
        (.windowNotOpen("third"), "no window third is open; nothing changed"),
        (
            .undeclaredRequirement(RequirementName("biometrics"), schema: "Bank"),
            "schema error: Bank does not declare the requirement biometrics: add "
                + "`Requirement(RequirementName(\"biometrics\"), modal: …)` to its `requirements`"
        ),
        (
            .undeclaredRequirement(.signIn, schema: "Bank"),
            "schema error: `.requirement(.signIn)` is written `.signedIn`"
        ),
        (
            .linkNeedsUndeclaredRequirement(RequirementName("biometrics"), schema: "Bank", link: "bank://vault"),
            "schema error: Bank does not declare the requirement biometrics: add "
                + "`Requirement(RequirementName(\"biometrics\"), modal: …)` to its `requirements` (bank://vault needs it)"
        ),
        (
            .eventForUndeclaredRequirement(RequirementName("biometrics"), schema: "Bank"),
            "schema error: Bank does not declare the requirement biometrics: add "
                + "`Requirement(RequirementName(\"biometrics\"), modal: …)` to its `requirements`; nothing changed"
        ),
        (
            .undeclaredGate("onboarding", schema: "Bank"),
            "schema error: the gate onboarding is not declared by Bank; nothing changed: add it to `launchGates` "
                + "and return its blocking modal from `modal(for:)`"
        ),
        (
            .schemaError(UndeclaredRequirement(RequirementName("vault"), usedBy: "screen safe")),
            "schema error: the requirement vault is used by screen safe but not declared: add "
                + "`Requirement(RequirementName(\"vault\"), modal: …)` to the schema's `requirements`"
        ),
        (
            .signsInWithoutSignInRule(link: "shop://orders/1"),
            "schema error: the resolver answered signsIn for shop://orders/1, whose rule does not say `signsIn: true`"
        ),
        (
            .destinationMisplaces(
                link: "flows://x", screen: "step(1)", in: .tab("main"),
                .belongsInModal(screen: "step(1)", owner: "wizard")),
            "schema error: flows://x puts step(1) in tab main, but step(1) belongs inside wizard, not in a tab"
        ),
        (
            .destinationMisplaces(
                link: "flows://x", screen: "item(1)", in: .modal("plain"), .modalHoldsNoStack("plain")),
            "schema error: flows://x puts item(1) inside plain, but plain holds no stack"
        ),
        (
            .destinationPushesModalRoot(link: "flows://x", screen: "start", modal: "wizard"),
            "schema error: flows://x pushes start, the root of wizard"
        ),
        (
            .destinationRepeats(link: "flows://x", screen: "item(1)", in: .tab("main")),
            "schema error: flows://x puts item(1) twice in tab main"
        ),
        (
            .fallback(.redirectLoop(link: "shop://r"), .landedOnFallback),
            "Redirect loop: shop://r was already visited. Landed on the fallback."
        ),
        (.fallback(.described("done."), .stayedPut), "Done. Stayed put under the modal."),
        (
            .fallback(.tooManyRedirects(limit: 3), .stayedPutWithoutNotice(notice: "unavailable", blocker: "signIn")),
            "More than 3 redirects. Stayed put under the modal; unavailable is not shown: signIn is up."
        ),
        (
            .fallback(.tooManyRedirects(limit: 3), .stayedPutWithoutNotice(notice: "unavailable", blocker: nil)),
            "More than 3 redirects. Stayed put under the modal; unavailable is not shown: a gate is up."
        ),
        (
            .modalClosed(landed, modal: "draft", .yieldsToTaps),
            "no resolver needed; public; draft closed for it (it yields to taps)"
        ),
        (
            .modalClosed(landed, modal: "draft", .yieldsToLinks),
            "no resolver needed; public; draft closed for it (it yields to links)"
        ),
        (
            .modalClosed(landed, modal: "draft", .personChoseToLeave),
            "no resolver needed; public; the person chose to leave draft for it"
        ),
    ]

    @Test("Every case renders its sentence, word for word")
    func sentences() {
        for (reason, sentence) in Self.cases {
            #expect(reason.description == sentence)
        }
    }

    @Test("A link rejection reads as the link table says it")
    func linkRejection() {
        let rejection = LinkRejection.unknownPath("/nowhere")
        #expect(DecisionReason.linkRejected(rejection).description == rejection.description)
    }

    @Test("Values with control characters are escaped when read, as every record field is")
    func escaping() {
        #expect(DecisionReason.superseded(by: "a\nb").description == "a newer link replaced it: a\\u{a}b")
        #expect(
            DecisionReason.requirementCancelled(RequirementName("x\u{202E}")).description
                == "the person cancelled x\\u{202e}")
    }

    @Test("Reasons equal and hash as the sentence they read as; the Codable form is the sentence")
    func equalityAndCoding() throws {
        for (reason, sentence) in Self.cases {
            let written = DecisionReason.described(sentence)
            #expect(reason == written)
            #expect(reason.hashValue == written.hashValue)
            let data = try JSONEncoder().encode([reason])
            #expect(
                String(decoding: data, as: UTF8.self)
                    == String(decoding: try JSONEncoder().encode([sentence]), as: UTF8.self))
            #expect(try JSONDecoder().decode([DecisionReason].self, from: data) == [reason])
        }
        #expect(DecisionReason.redirectLoop(link: "a") != .redirectLoop(link: "b"))
        #expect(DecisionReason.signedOut != .signInCancelled)
    }

    @Test("A record of every reason travels in an effect and is read back from it")
    func inAnEffect() {
        for (reason, _) in Self.cases {
            let record = DecisionRecord(
                id: LinkID(1), time: .zero, link: "shop://x", source: .link, session: .signedIn, phase: .running,
                outcome: .landed, reason: reason, landing: nil)
            let effects: [NavigationEffect<Shop>] = [.cancelResolution(ResolutionID(1)), .record(record)]
            guard case .record(let read) = effects[1] else {
                Issue.record("\(reason) did not read back as a record")
                continue
            }
            #expect(read.reason == reason)
            #expect(read == record)
        }
    }

    @Test("No two pinned cases read the same, so equality by sentence tells them apart")
    func distinct() {
        let sentences = Self.cases.map(\.1)
        #expect(Set(sentences).count == sentences.count)
    }

    /// A reason is a struct an app cannot switch over exhaustively, so a new reason breaks no
    /// app; it still matches by value in a `switch` (through `~=`), and the values an app acts on
    /// are properties.
    @Test("Reasons match by value in a switch, and their values are reachable")
    func matchByValue() {
        func kind(_ reason: DecisionReason) -> String {
            switch reason {
            case .signedOut: "signed out"
            case .redirectLoop(link: "shop://r/loop"): "that loop"
            case .waiting(.requirement(.signIn)): "waits for sign-in"
            default: "another"
            }
        }
        #expect(kind(.signedOut) == "signed out")
        #expect(kind(.redirectLoop(link: "shop://r/loop")) == "that loop")
        #expect(kind(.redirectLoop(link: "shop://r/other")) == "another")
        #expect(kind(.described("waiting for sign-in")) == "waits for sign-in")
        let fallback = DecisionReason.fallback(.redirectLoop(link: "a"), .landedOnFallback)
        #expect(fallback.underlying == .redirectLoop(link: "a"))
        #expect(fallback.fallbackLanding == .landedOnFallback)
        #expect(DecisionReason.signedOut.fallbackLanding == nil)
        let closed = DecisionReason.modalClosed(Self.landed, modal: "draft", .personChoseToLeave)
        #expect(closed.closedModal?.modal == "draft")
        #expect(closed.closedModal?.closing == .personChoseToLeave)
        #expect(closed.underlying == Self.landed)
        let notes: [DecisionReason.RestorationNote] = [.listedAgain(tab: "main")]
        #expect(DecisionReason.restored(version: 1, notes: notes).restorationNotes == notes)
        #expect(DecisionReason.savedStateUnreadable("cut short").unreadableSavedState == "cut short")
    }
}

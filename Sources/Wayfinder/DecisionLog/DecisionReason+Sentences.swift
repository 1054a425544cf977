/// Every word of a decision's reason, in one place. Scenario scripts, the audit, the docs and
/// replayed journals read these sentences, so a change here is a change they see.
extension DecisionReason {
    /// The sentence, with control, line-separator and bidirectional-override characters escaped
    /// as every record field is.
    public var description: String { DecisionRecord.escaped(sentence) }

    /// The sentence before escaping.
    var sentence: String {
        switch situation {
        case .described(let text): text
        case .duplicate(let since, let window):
            "the same link arrived \(since.readable) earlier, within the duplicate window of \(window.readable)"
        case .linkRejected(let rejection): rejection.description
        case .superseded(let link): "a newer link replaced it: \(link)"
        case .supersededBeforeResolving(let link): "a newer link replaced it before it resolved: \(link)"
        case .supersededByNavigation(let link): "a newer navigation replaced it: \(link)"
        case .supersededByLaunchLink: "the launch link replaced it"

        case .landed(let resolved, let granted, let isAction):
            (resolved ? "resolved" : "no resolver needed")
                + (granted.map { "; access \($0) granted" } ?? "; public")
                + (isAction ? "; an action: landed on its confirmation, the link does not perform it" : "")
        case .returnedToWhereThePersonWas: "returned to where the person was"
        case .accessNotMet(let access): "the account does not meet the requirement (\(access))"
        case .waiting(let waiting): waiting.description
        case .timeToLiveRanOut(let ttl, let waiting): "its time to live (\(ttl.readable)) ran out while \(waiting)"
        case .droppedByTheApp: "the app dropped it"
        case .launchedAnew: "the app launched anew; a waiting link is never replayed on a later launch"

        case .redirected(let link): "redirected to \(link)"
        case .redirectLoop(let link): "redirect loop: \(link) was already visited"
        case .tooManyRedirects(let limit): "more than \(limit) redirects"
        case .resolverUnavailable(let notice): "the resolver reported it unavailable (\(notice))"
        case .resolverLandingNotMet(let access):
            "the resolver's landing needs \(access), which the account does not meet"
        case .resolverTimedOut(let timeout): "the resolver did not answer within \(timeout.readable)"

        case .signedInByLink: "the sign-in link signed the person in"
        case .alreadySignedIn: "already signed in: a sign-in link never switches accounts; nothing changed"
        case .accountChanged: "the account changed"
        case .signedOut: "the person signed out"
        case .signInCancelled: "the person cancelled sign-in"
        case .requirementCancelled(let name): "the person cancelled \(name)"
        case .signInMetBySigningIn: "sign-in is met by signing in with an account; nothing changed"
        case .signInMustStay(let tab): "no tab is public and the root of \(tab) needs sign-in: sign-in stays up"

        case .modalNotUp(let modal): "\(modal ?? "its modal") is not up; nothing changed"
        case .noModalUp: "no modal is up; nothing changed"
        case .modalNeedsAccess(let access): "the modal needs \(access) access"
        case .modalRootNeedsAccess(let screen, let access): "its root screen \(screen) needs \(access) access"
        case .modalHasPriority(let modal): "\(modal) is up and has priority"
        case .notDismissible(let modal): "\(modal) cannot be dismissed (declared dismissible: false); it stays up"
        case .noticeDropped(let notice, let modal):
            "\(modal) is up and \(notice) does not explain it; the notice was dropped"
        case .personChoseToStay(let modal): "the person chose to stay in \(modal)"
        case .questionModalClosed(let modal): "\(modal) closed before the person answered"
        case .noQuestionUp: "no question is up; nothing changed"
        case .questionWaitsInstead: "a question is up, which the person answers; nothing changed"
        case .noLinkPending: "no link is pending; nothing changed"

        case .screenNeedsAccess(let access): "the screen needs \(access) access"
        case .misplaced(let misplacement): misplacement.sentence

        case .gateNotRaised(let gate): "the \(gate) gate is not raised; nothing changed"

        case .waitingForSessionBeforeRestoring: "waiting for the session to be known before restoring"
        case .restored(let version, let notes):
            "restored the saved state (format v\(version))"
                + (notes.isEmpty ? "" : "; " + notes.map(\.sentence).joined(separator: "; "))
        case .savedStateUnreadable(let problem): "\(problem); started from the default state"
        case .savedWindowsTooLarge(let bytes, let cap):
            "the saved windows are \(bytes) bytes, over the cap of \(cap) bytes (cap: bytes read); "
                + "every window started from the default state"
        case .savedWindowsUnreadable(let error): "\(error); every window started from the default state"
        case .savedWindowsNotReopened(let count, let cap):
            "\(count) saved windows least recently in front not reopened (cap: \(cap) windows)"

        case .windowClosed(let window): "its window \(window) closed"
        case .lastWindowStaysOpen:
            "the last window stays open (the app goes to the background instead); nothing changed"
        case .windowNotOpen(let window): "no window \(window) is open; nothing changed"

        case .undeclaredRequirement(let name, let schema): Self.undeclared(name, schema: schema)
        case .linkNeedsUndeclaredRequirement(let name, let schema, let link):
            "\(Self.undeclared(name, schema: schema)) (\(link) needs it)"
        case .eventForUndeclaredRequirement(let name, let schema):
            "\(Self.undeclared(name, schema: schema)); nothing changed"
        case .undeclaredGate(let gate, let schema):
            "schema error: the gate \(gate) is not declared by \(schema); nothing changed: add it to "
                + "`launchGates` and return its blocking modal from `modal(for:)`"
        case .schemaError(let problem): "schema error: \(problem)"
        case .signsInWithoutSignInRule(let link):
            "schema error: the resolver answered signsIn for \(link), whose rule does not say `signsIn: true`"
        case .destinationMisplaces(let link, let screen, let container, let misplacement):
            "schema error: \(link) puts \(screen) \(container.sentence), but \(misplacement.sentence)"
        case .destinationPushesModalRoot(let link, let screen, let modal):
            "schema error: \(link) pushes \(screen), the root of \(modal)"
        case .destinationRepeats(let link, let screen, let container):
            "schema error: \(link) puts \(screen) twice \(container.sentence)"

        case .fallback(let reason, let landing): Self.capitalized(reason.sentence) + landing.sentence
        case .modalClosed(let reason, let modal, let closing): reason.sentence + closing.sentence(modal)
        }
    }

    /// The schema error an undeclared requirement makes: its name and what to declare.
    private static func undeclared(_ name: RequirementName, schema: String) -> String {
        guard name != .signIn else { return "schema error: `.requirement(.signIn)` is written `.signedIn`" }
        return "schema error: \(schema) does not declare the requirement \(name): add "
            + "`Requirement(RequirementName(\"\(name)\"), modal: …)` to its `requirements`"
    }

    /// `text` as a sentence: capitalised, ending in a full stop.
    private static func capitalized(_ text: String) -> String {
        guard let first = text.first else { return text }
        let body = first.uppercased() + text.dropFirst()
        return body.hasSuffix(".") ? body : body + "."
    }
}

extension DecisionReason.WaitingFor {
    /// `waiting for …`, as a pending record and ``PendingLink/Reason`` say it.
    public var description: String {
        switch self {
        case .launch: "waiting for the app to launch"
        case .requirement(let name): "waiting for \(name)"
        case .sessionUnknown: "waiting for the session to be known"
        case .gate(let gate): "waiting for the \(gate) gate"
        case .modal(let modal): "waiting for \(modal) to close"
        case .confirmation(let modal): "waiting for the person to leave \(modal) or stay"
        }
    }
}

extension DecisionReason.FallbackLanding {
    /// What follows the capitalised reason.
    var sentence: String {
        switch self {
        case .landedOnFallback: " Landed on the fallback."
        case .stayedPut: " Stayed put under the modal."
        case .stayedPutWithoutNotice(let notice, let blocker):
            " Stayed put under the modal; \(notice) is not shown: \(blocker ?? "a gate") is up."
        }
    }
}

extension DecisionReason.ModalClosing {
    /// What follows the reason of the navigation `modal` closed for.
    func sentence(_ modal: String) -> String {
        switch self {
        case .yieldsToTaps: "; \(modal) closed for it (it yields to taps)"
        case .yieldsToLinks: "; \(modal) closed for it (it yields to links)"
        case .personChoseToLeave: "; the person chose to leave \(modal) for it"
        }
    }
}

extension DecisionReason.Container {
    var sentence: String {
        switch self {
        case .tab(let tab): "in tab \(tab)"
        case .modal(let modal): "inside \(modal)"
        }
    }
}

extension DecisionReason.Misplacement {
    var sentence: String {
        switch self {
        case .belongsInModal(let screen, let owner): "\(screen) belongs inside \(owner), not in a tab"
        case .modalHoldsNoStack(let modal): "\(modal) holds no stack"
        case .belongsInOtherModal(let screen, let owner, let modal):
            "\(screen) belongs inside \(owner), not inside \(modal)"
        }
    }
}

extension DecisionReason.RestorationNote {
    var sentence: String {
        switch self {
        case .leftToLaunchLink(let tab): "\(tab) left to the launch link"
        case .listedAgain(let tab): "\(tab) listed again, ignored"
        case .cut(let tab, let screen, let cut): "\(tab) cut at \(screen) (\(cut.sentence))"
        case .unknownTabsDropped(let tabs): "unknown tabs dropped: \(tabs.joined(separator: ", "))"
        case .selectionStaysWithLaunchLink: "the selected tab stays where the launch link landed"
        }
    }
}

extension DecisionReason.RestorationNote.Cut {
    var sentence: String {
        switch self {
        case .cap(let screens): "cap: \(screens) screens a stack"
        case .access(let access): "\(access)"
        case .notSavedByThisAccount(let access): "\(access), not saved by this account"
        case .notSaved: "not saved"
        case .belongsInModal: "belongs in a modal"
        case .alreadyInStack: "already in the stack"
        }
    }
}

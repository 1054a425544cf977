/// Why a decision was made: what happened, with its values. ``description`` is the sentence a
/// ``DecisionRecord`` prints; the words are all in one file, so a test can assert the situation
/// (`record.reason == .redirectLoop(link: "shop://promo/1")`) and not the wording.
///
/// A reason is a value, not an enum an app switches over: a new reason is added as a new static
/// member without breaking an app. Match reasons by value, with `==` or in a `switch` or
/// `if case` (`case .signedOut:`, `case .redirectLoop(link: "shop://promo/1"):`, through `~=`),
/// and reach the values an app may act on through the properties below (``restorationNotes``,
/// ``fallbackLanding``, ``closedModal``, ``underlying``, ``schemaProblem``, ``unreadableSavedState``).
///
/// Values of the app's schema (a screen, a modal, a notice, a link) are carried as the text the
/// record prints, since records are not generic over the schema; durations, counts, requirement
/// names, gates, windows and access stay typed; no reason carries an account. ``description`` escapes control
/// characters in the whole sentence, so no value reaches a log unescaped. A reason carries only
/// values its sentence shows.
///
/// Two reasons are equal, and hash alike, when they read the same: a reason read back from a file
/// (``described(_:)``) equals the typed reason it was written from. The `Codable` form is the
/// sentence, as records have always written it.
public struct DecisionReason: Hashable, Sendable, Codable, CustomStringConvertible {
    /// What happened, with its values: the representation the sentences and the accessors switch
    /// over. A new situation is a case here, a static member below and a sentence in
    /// `DecisionReason+Sentences.swift`; an app's code does not change.
    package enum Situation: Sendable {
        case described(String)

        case duplicate(since: Duration, window: Duration)
        case linkRejected(LinkRejection)
        case superseded(by: String)
        case supersededBeforeResolving(by: String)
        case supersededByNavigation(String)
        case supersededByLaunchLink

        case landed(resolved: Bool, granted: Access?, isAction: Bool)
        case returnedToWhereThePersonWas
        case accessNotMet(Access)
        case waiting(WaitingFor)
        case timeToLiveRanOut(ttl: Duration, while: WaitingFor)
        case droppedByTheApp
        case launchedAnew

        case redirected(to: String)
        case redirectLoop(link: String)
        case tooManyRedirects(limit: Int)
        case resolverUnavailable(notice: String)
        case resolverLandingNotMet(Access)
        case resolverTimedOut(after: Duration)

        case signedInByLink
        case alreadySignedIn
        case accountChanged
        case signedOut
        case signInCancelled
        case requirementCancelled(RequirementName)
        case signInMetBySigningIn
        case signInMustStay(tab: String)

        case modalNotUp(String?)
        case noModalUp
        case modalNeedsAccess(Access)
        case modalRootNeedsAccess(screen: String, Access)
        case modalHasPriority(String)
        case notDismissible(String)
        case noticeDropped(notice: String, modal: String)
        case personChoseToStay(in: String)
        case questionModalClosed(String)
        case noQuestionUp
        case questionWaitsInstead
        case noLinkPending

        case screenNeedsAccess(Access)
        case misplaced(Misplacement)

        case gateNotRaised(LaunchGate)

        case waitingForSessionBeforeRestoring
        case restored(version: Int, notes: [RestorationNote])
        case savedStateUnreadable(String)
        case savedWindowsTooLarge(bytes: Int, cap: Int)
        case savedWindowsUnreadable(String)
        case savedWindowsNotReopened(count: Int, cap: Int)

        case windowClosed(WindowID)
        case lastWindowStaysOpen
        case windowNotOpen(WindowID)

        case undeclaredRequirement(RequirementName, schema: String)
        case linkNeedsUndeclaredRequirement(RequirementName, schema: String, link: String)
        case eventForUndeclaredRequirement(RequirementName, schema: String)
        case undeclaredGate(LaunchGate, schema: String)
        case schemaError(UndeclaredRequirement)
        case signsInWithoutSignInRule(link: String)
        case destinationMisplaces(link: String, screen: String, in: Container, Misplacement)
        case destinationPushesModalRoot(link: String, screen: String, modal: String)
        case destinationRepeats(link: String, screen: String, in: Container)

        indirect case fallback(DecisionReason, FallbackLanding)
        indirect case modalClosed(DecisionReason, modal: String, ModalClosing)
    }

    /// What happened, with its values.
    package var situation: Situation

    package init(_ situation: Situation) { self.situation = situation }

    /// A sentence with no case of its own: a record read back from a file, or one an app made.
    /// It is kept as given and escaped when read, like every sentence (``description``).
    public static func described(_ text: String) -> Self { Self(.described(text)) }

    // MARK: Arriving and parsing

    /// The same link arrived `since` after an earlier one, within the duplicate `window`. Its
    /// sentence is built only when read, so a duplicate's record allocates nothing.
    public static func duplicate(since: Duration, window: Duration) -> Self {
        Self(.duplicate(since: since, window: window))
    }
    /// No rule of the link table accepts the text.
    public static func linkRejected(_ rejection: LinkRejection) -> Self { Self(.linkRejected(rejection)) }
    /// A newer link replaced a waiting link or a question (its canonical, redacted link).
    public static func superseded(by link: String) -> Self { Self(.superseded(by: link)) }
    /// A newer link replaced the link being resolved.
    public static func supersededBeforeResolving(by link: String) -> Self { Self(.supersededBeforeResolving(by: link)) }
    /// A newer navigation replaced a place the app had parked to return to.
    public static func supersededByNavigation(_ link: String) -> Self { Self(.supersededByNavigation(link)) }
    /// The launch link replaced a link that arrived before the launch.
    public static var supersededByLaunchLink: Self { Self(.supersededByLaunchLink) }

    // MARK: Access and landing

    /// It landed: after its resolver or without one, with the access it needed granted (`nil`:
    /// public), on an action's confirmation when `isAction`.
    public static func landed(resolved: Bool, granted: Access?, isAction: Bool) -> Self {
        Self(.landed(resolved: resolved, granted: granted, isAction: isAction))
    }
    /// A place the app parked (a root asked for, a return after expiry) was reached.
    public static var returnedToWhereThePersonWas: Self { Self(.returnedToWhereThePersonWas) }
    /// The account can never meet what the link needs.
    public static func accessNotMet(_ access: Access) -> Self { Self(.accessNotMet(access)) }
    /// It waits (a pending record).
    public static func waiting(_ waitingFor: WaitingFor) -> Self { Self(.waiting(waitingFor)) }
    /// Its time to live ran out while it waited.
    public static func timeToLiveRanOut(ttl: Duration, while waiting: WaitingFor) -> Self {
        Self(.timeToLiveRanOut(ttl: ttl, while: waiting))
    }
    /// The app dropped the pending link (``NavigationEvent/pendingDiscarded``).
    public static var droppedByTheApp: Self { Self(.droppedByTheApp) }
    /// A launch dropped what waited or was resolving.
    public static var launchedAnew: Self { Self(.launchedAnew) }

    // MARK: Resolvers

    /// The resolver redirected it (to this canonical, redacted link).
    public static func redirected(to link: String) -> Self { Self(.redirected(to: link)) }
    /// A redirect went back to a route the navigation already visited.
    public static func redirectLoop(link: String) -> Self { Self(.redirectLoop(link: link)) }
    /// A redirect beyond the policy's limit.
    public static func tooManyRedirects(limit: Int) -> Self { Self(.tooManyRedirects(limit: limit)) }
    /// The resolver answered `unavailable`, with this notice.
    public static func resolverUnavailable(notice: String) -> Self { Self(.resolverUnavailable(notice: notice)) }
    /// The resolver's landing needs access the account does not meet.
    public static func resolverLandingNotMet(_ access: Access) -> Self { Self(.resolverLandingNotMet(access)) }
    /// The resolver did not answer within the policy's time-out.
    public static func resolverTimedOut(after timeout: Duration) -> Self { Self(.resolverTimedOut(after: timeout)) }

    // MARK: Sessions and sign-in

    // No case carries an account: records name the session's kind, never who is signed in.

    /// A sign-in link's resolver signed the person in.
    public static var signedInByLink: Self { Self(.signedInByLink) }
    /// A sign-in link arrived while someone is signed in.
    public static var alreadySignedIn: Self { Self(.alreadySignedIn) }
    /// The account changed: what needed the old one is dropped.
    public static var accountChanged: Self { Self(.accountChanged) }
    /// The person signed out: what needed the session is dropped.
    public static var signedOut: Self { Self(.signedOut) }
    /// The person cancelled sign-in.
    public static var signInCancelled: Self { Self(.signInCancelled) }
    /// The person cancelled a requirement's modal.
    public static func requirementCancelled(_ name: RequirementName) -> Self { Self(.requirementCancelled(name)) }
    /// `requirementMet(.signIn)`: sign-in is met only by signing in.
    public static var signInMetBySigningIn: Self { Self(.signInMetBySigningIn) }
    /// Sign-in cannot close: no tab is public and the selected tab's root needs sign-in.
    public static func signInMustStay(tab: String) -> Self { Self(.signInMustStay(tab: tab)) }

    // MARK: Modals, notices and questions

    /// An event for a modal that is not up; `nil` for a requirement declared without a modal.
    public static func modalNotUp(_ modal: String?) -> Self { Self(.modalNotUp(modal)) }
    /// An event for the modal that is up, with none up.
    public static var noModalUp: Self { Self(.noModalUp) }
    /// A modal the person asked for needs access the session does not have.
    public static func modalNeedsAccess(_ access: Access) -> Self { Self(.modalNeedsAccess(access)) }
    /// A flow modal's root screen needs access the session does not have.
    public static func modalRootNeedsAccess(screen: String, _ access: Access) -> Self {
        Self(.modalRootNeedsAccess(screen: screen, access))
    }
    /// A modal of higher priority is up.
    public static func modalHasPriority(_ modal: String) -> Self { Self(.modalHasPriority(modal)) }
    /// The modal is declared `dismissible: false`.
    public static func notDismissible(_ modal: String) -> Self { Self(.notDismissible(modal)) }
    /// A notice the app raised may not cover the requirement's modal that is up.
    public static func noticeDropped(notice: String, modal: String) -> Self {
        Self(.noticeDropped(notice: notice, modal: modal))
    }
    /// The person answered the question and stayed in the modal.
    public static func personChoseToStay(in modal: String) -> Self { Self(.personChoseToStay(in: modal)) }
    /// The modal a question was asked over closed before the answer.
    public static func questionModalClosed(_ modal: String) -> Self { Self(.questionModalClosed(modal)) }
    /// An answer with no question up.
    public static var noQuestionUp: Self { Self(.noQuestionUp) }
    /// ``NavigationEvent/pendingDiscarded`` while a question, not a pending link, waits.
    public static var questionWaitsInstead: Self { Self(.questionWaitsInstead) }
    /// ``NavigationEvent/pendingDiscarded`` with nothing waiting.
    public static var noLinkPending: Self { Self(.noLinkPending) }

    // MARK: The person's moves

    /// A screen pushed (or a path written) needs access the session does not have.
    public static func screenNeedsAccess(_ access: Access) -> Self { Self(.screenNeedsAccess(access)) }
    /// A screen pushed (or a path written) does not belong in its container.
    public static func misplaced(_ misplacement: Misplacement) -> Self { Self(.misplaced(misplacement)) }

    // MARK: Launch gates

    /// The gate cleared is not raised.
    public static func gateNotRaised(_ gate: LaunchGate) -> Self { Self(.gateNotRaised(gate)) }

    // MARK: Restoration

    /// A snapshot waits for the session to be known.
    public static var waitingForSessionBeforeRestoring: Self { Self(.waitingForSessionBeforeRestoring) }
    /// A snapshot was restored, in this format version, with what restoring it left out.
    public static func restored(version: Int, notes: [RestorationNote]) -> Self {
        Self(.restored(version: version, notes: notes))
    }
    /// A snapshot could not be restored (why, as the snapshot reader says it).
    public static func savedStateUnreadable(_ problem: String) -> Self { Self(.savedStateUnreadable(problem)) }
    /// The window listing is larger than its cap.
    public static func savedWindowsTooLarge(bytes: Int, cap: Int) -> Self {
        Self(.savedWindowsTooLarge(bytes: bytes, cap: cap))
    }
    /// The window listing does not read (why, as the listing's reader says it).
    public static func savedWindowsUnreadable(_ problem: String) -> Self { Self(.savedWindowsUnreadable(problem)) }
    /// The listing names more windows than the cap reopens.
    public static func savedWindowsNotReopened(count: Int, cap: Int) -> Self {
        Self(.savedWindowsNotReopened(count: count, cap: cap))
    }

    // MARK: Windows

    /// The window that took the waiting or resolving link closed.
    public static func windowClosed(_ window: WindowID) -> Self { Self(.windowClosed(window)) }
    /// A close of the last open window.
    public static var lastWindowStaysOpen: Self { Self(.lastWindowStaysOpen) }
    /// A close of a window that is not open.
    public static func windowNotOpen(_ window: WindowID) -> Self { Self(.windowNotOpen(window)) }

    // MARK: Schema errors

    /// A move needs a requirement the schema (named by its type) does not declare.
    public static func undeclaredRequirement(_ name: RequirementName, schema: String) -> Self {
        Self(.undeclaredRequirement(name, schema: schema))
    }
    /// A link needs a requirement the schema does not declare.
    public static func linkNeedsUndeclaredRequirement(_ name: RequirementName, schema: String, link: String) -> Self {
        Self(.linkNeedsUndeclaredRequirement(name, schema: schema, link: link))
    }
    /// A requirement event names a requirement the schema does not declare.
    public static func eventForUndeclaredRequirement(_ name: RequirementName, schema: String) -> Self {
        Self(.eventForUndeclaredRequirement(name, schema: schema))
    }
    /// A gate raised that the schema does not declare.
    public static func undeclaredGate(_ gate: LaunchGate, schema: String) -> Self {
        Self(.undeclaredGate(gate, schema: schema))
    }
    /// A problem found in the schema when the app launched.
    public static func schemaError(_ problem: UndeclaredRequirement) -> Self { Self(.schemaError(problem)) }
    /// A resolver answered `signsIn` for a link whose rule does not say `signsIn: true`.
    public static func signsInWithoutSignInRule(link: String) -> Self { Self(.signsInWithoutSignInRule(link: link)) }
    /// A destination puts a screen in a container it does not belong in.
    public static func destinationMisplaces(
        link: String, screen: String, in container: Container, _ misplacement: Misplacement
    ) -> Self { Self(.destinationMisplaces(link: link, screen: screen, in: container, misplacement)) }
    /// A destination pushes a flow modal's root screen inside it.
    public static func destinationPushesModalRoot(link: String, screen: String, modal: String) -> Self {
        Self(.destinationPushesModalRoot(link: link, screen: screen, modal: modal))
    }
    /// A destination puts a screen twice in one stack.
    public static func destinationRepeats(link: String, screen: String, in container: Container) -> Self {
        Self(.destinationRepeats(link: link, screen: screen, in: container))
    }

    // MARK: What is added to a reason

    /// A link that could not land where it asked: the fallback, or, under a modal or gate, no
    /// move at all.
    public static func fallback(_ reason: DecisionReason, _ landing: FallbackLanding) -> Self {
        Self(.fallback(reason, landing))
    }
    /// The modal that was up closed for this navigation.
    public static func modalClosed(_ reason: DecisionReason, modal: String, _ closing: ModalClosing) -> Self {
        Self(.modalClosed(reason, modal: modal, closing))
    }

    public static func == (a: Self, b: Self) -> Bool {
        // The duplicate's figures compare without rendering: a record's equality allocates
        // nothing for the event that changes nothing.
        if case .duplicate(let s1, let w1) = a.situation, case .duplicate(let s2, let w2) = b.situation,
            s1 == s2 && w1 == w2
        {
            return true
        }
        return a.description == b.description
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(description) }

    /// Reads the sentence a record wrote, as ``described(_:)`` (escaped, as every sentence is, when read).
    /// - Parameter decoder: The decoder to read from.
    public init(from decoder: any Decoder) throws {
        self = .described(try decoder.singleValueContainer().decode(String.self))
    }

    /// Writes the sentence.
    /// - Parameter encoder: The encoder to write to.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}

// The values an app may act on, reachable without a switch over every reason.
extension DecisionReason {
    /// The reason a fallback or a modal's closing was added to (``fallback(_:_:)``,
    /// ``modalClosed(_:modal:_:)``); `nil` for any other reason.
    public var underlying: DecisionReason? {
        switch situation {
        case .fallback(let reason, _), .modalClosed(let reason, _, _): reason
        default: nil
        }
    }

    /// Where a link that could not land went instead (``fallback(_:_:)``); `nil` for any other
    /// reason.
    public var fallbackLanding: FallbackLanding? {
        if case .fallback(_, let landing) = situation { landing } else { nil }
    }

    /// The modal that closed for the navigation and why (``modalClosed(_:modal:_:)``); `nil` for
    /// any other reason.
    public var closedModal: (modal: String, closing: ModalClosing)? {
        if case .modalClosed(_, let modal, let closing) = situation { (modal, closing) } else { nil }
    }

    /// What restoring a snapshot left out (``restored(version:notes:)``); `nil` for any other
    /// reason.
    public var restorationNotes: [RestorationNote]? {
        if case .restored(_, let notes) = situation { notes } else { nil }
    }

    /// Why the saved state did not read (``savedStateUnreadable(_:)``); `nil` for any other reason.
    public var unreadableSavedState: String? {
        if case .savedStateUnreadable(let problem) = situation { problem } else { nil }
    }

    /// The problem the schema had at launch (``schemaError(_:)``); `nil` for any other reason.
    public var schemaProblem: UndeclaredRequirement? {
        if case .schemaError(let problem) = situation { problem } else { nil }
    }
}

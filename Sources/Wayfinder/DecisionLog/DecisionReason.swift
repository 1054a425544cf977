/// Why a decision was made: what happened, with its values. ``description`` is the sentence a
/// ``DecisionRecord`` prints; the words are all in one file, so a test can assert the situation
/// (`record.reason == .redirectLoop(link: "shop://promo/1")`) and not the wording.
///
/// Values of the app's schema (a screen, a modal, a notice, a link) are carried as the text the
/// record prints, since records are not generic over the schema; durations, counts, requirement
/// names, gates, windows and access stay typed; no case carries an account. ``description`` escapes control
/// characters in the whole sentence, so no value reaches a log unescaped. A case carries only
/// values its sentence shows.
///
/// Two reasons are equal, and hash alike, when they read the same: a reason read back from a file
/// (``described(_:)``) equals the typed reason it was written from. The `Codable` form is the
/// sentence, as records have always written it.
public enum DecisionReason: Hashable, Sendable, Codable, CustomStringConvertible {
    /// A sentence with no case of its own: a record read back from a file, or one an app made.
    /// It is kept as given and escaped when read, like every sentence (``description``).
    case described(String)

    // MARK: Arriving and parsing

    /// The same link arrived `since` after an earlier one, within the duplicate `window`. Its
    /// sentence is built only when read, so a duplicate's record allocates nothing.
    case duplicate(since: Duration, window: Duration)
    /// No rule of the link table accepts the text.
    case linkRejected(LinkRejection)
    /// A newer link replaced a waiting link or a question (its canonical, redacted link).
    case superseded(by: String)
    /// A newer link replaced the link being resolved.
    case supersededBeforeResolving(by: String)
    /// A newer navigation replaced a place the app had parked to return to.
    case supersededByNavigation(String)
    /// The launch link replaced a link that arrived before the launch.
    case supersededByLaunchLink

    // MARK: Access and landing

    /// It landed: after its resolver or without one, with the access it needed granted (`nil`:
    /// public), on an action's confirmation when `isAction`.
    case landed(resolved: Bool, granted: Access?, isAction: Bool)
    /// A place the app parked (a root asked for, a return after expiry) was reached.
    case returnedToWhereThePersonWas
    /// The account can never meet what the link needs.
    case accessNotMet(Access)
    /// It waits (a pending record).
    case waiting(WaitingFor)
    /// Its time to live ran out while it waited.
    case timeToLiveRanOut(ttl: Duration, while: WaitingFor)
    /// The app dropped the pending link (``NavigationEvent/pendingDiscarded``).
    case droppedByTheApp
    /// A launch dropped what waited or was resolving.
    case launchedAnew

    // MARK: Resolvers

    /// The resolver redirected it (to this canonical, redacted link).
    case redirected(to: String)
    /// A redirect went back to a route the navigation already visited.
    case redirectLoop(link: String)
    /// A redirect beyond the policy's limit.
    case tooManyRedirects(limit: Int)
    /// The resolver answered `unavailable`, with this notice.
    case resolverUnavailable(notice: String)
    /// The resolver's landing needs access the account does not meet.
    case resolverLandingNotMet(Access)
    /// The resolver did not answer within the policy's time-out.
    case resolverTimedOut(after: Duration)

    // MARK: Sessions and sign-in

    // No case carries an account: records name the session's kind, never who is signed in.

    /// A sign-in link's resolver signed the person in.
    case signedInByLink
    /// A sign-in link arrived while someone is signed in.
    case alreadySignedIn
    /// The account changed: what needed the old one is dropped.
    case accountChanged
    /// The person signed out: what needed the session is dropped.
    case signedOut
    /// The person cancelled sign-in.
    case signInCancelled
    /// The person cancelled a requirement's modal.
    case requirementCancelled(RequirementName)
    /// `requirementMet(.signIn)`: sign-in is met only by signing in.
    case signInMetBySigningIn
    /// Sign-in cannot close: no tab is public and the selected tab's root needs sign-in.
    case signInMustStay(tab: String)

    // MARK: Modals, notices and questions

    /// An event for a modal that is not up; `nil` for a requirement declared without a modal.
    case modalNotUp(String?)
    /// An event for the modal that is up, with none up.
    case noModalUp
    /// A modal the person asked for needs access the session does not have.
    case modalNeedsAccess(Access)
    /// A flow modal's root screen needs access the session does not have.
    case modalRootNeedsAccess(screen: String, Access)
    /// A modal of higher priority is up.
    case modalHasPriority(String)
    /// The modal is declared `dismissible: false`.
    case notDismissible(String)
    /// A notice the app raised may not cover the requirement's modal that is up.
    case noticeDropped(notice: String, modal: String)
    /// The person answered the question and stayed in the modal.
    case personChoseToStay(in: String)
    /// The modal a question was asked over closed before the answer.
    case questionModalClosed(String)
    /// An answer with no question up.
    case noQuestionUp
    /// ``NavigationEvent/pendingDiscarded`` while a question, not a pending link, waits.
    case questionWaitsInstead
    /// ``NavigationEvent/pendingDiscarded`` with nothing waiting.
    case noLinkPending

    // MARK: The person's moves

    /// A screen pushed (or a path written) needs access the session does not have.
    case screenNeedsAccess(Access)
    /// A screen pushed (or a path written) does not belong in its container.
    case misplaced(Misplacement)

    // MARK: Launch gates

    /// The gate cleared is not raised.
    case gateNotRaised(LaunchGate)

    // MARK: Restoration

    /// A snapshot waits for the session to be known.
    case waitingForSessionBeforeRestoring
    /// A snapshot was restored, in this format version, with what restoring it left out.
    case restored(version: Int, notes: [RestorationNote])
    /// A snapshot could not be restored (why, as the snapshot reader says it).
    case savedStateUnreadable(String)
    /// The window listing is larger than its cap.
    case savedWindowsTooLarge(bytes: Int, cap: Int)
    /// The window listing does not read (why, as the listing's reader says it).
    case savedWindowsUnreadable(String)
    /// The listing names more windows than the cap reopens.
    case savedWindowsNotReopened(count: Int, cap: Int)

    // MARK: Windows

    /// The window that took the waiting or resolving link closed.
    case windowClosed(WindowID)
    /// A close of the last open window.
    case lastWindowStaysOpen
    /// A close of a window that is not open.
    case windowNotOpen(WindowID)

    // MARK: Schema errors

    /// A move needs a requirement the schema (named by its type) does not declare.
    case undeclaredRequirement(RequirementName, schema: String)
    /// A link needs a requirement the schema does not declare.
    case linkNeedsUndeclaredRequirement(RequirementName, schema: String, link: String)
    /// A requirement event names a requirement the schema does not declare.
    case eventForUndeclaredRequirement(RequirementName, schema: String)
    /// A gate raised that the schema does not declare.
    case undeclaredGate(LaunchGate, schema: String)
    /// A problem found in the schema when the app launched.
    case schemaError(UndeclaredRequirement)
    /// A resolver answered `signsIn` for a link whose rule does not say `signsIn: true`.
    case signsInWithoutSignInRule(link: String)
    /// A destination puts a screen in a container it does not belong in.
    case destinationMisplaces(link: String, screen: String, in: Container, Misplacement)
    /// A destination pushes a flow modal's root screen inside it.
    case destinationPushesModalRoot(link: String, screen: String, modal: String)
    /// A destination puts a screen twice in one stack.
    case destinationRepeats(link: String, screen: String, in: Container)

    // MARK: What is added to a reason

    /// A link that could not land where it asked: the fallback, or, under a modal or gate, no
    /// move at all.
    indirect case fallback(DecisionReason, FallbackLanding)
    /// The modal that was up closed for this navigation.
    indirect case modalClosed(DecisionReason, modal: String, ModalClosing)

    public static func == (a: Self, b: Self) -> Bool {
        // The duplicate's figures compare without rendering: a record's equality allocates
        // nothing for the event that changes nothing.
        if case .duplicate(let s1, let w1) = a, case .duplicate(let s2, let w2) = b, s1 == s2 && w1 == w2 {
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

public import Foundation

/// Something that happened, told to the ``Coordinator``.
///
/// This is the one list of events. An app's events carry its schema's types; a journal keeps the
/// same events with their values as names (see ``EventTypes``). A new event is a new case here and
/// nowhere else: the compiler then points at each switch that must handle it (what it does, which
/// window it acts on, its values, its text), and a script sends it as `event JSON` with no word
/// of its own (CONTRIBUTING, *Adding an event*).
public enum NavigationEvent<Schema: EventTypes>: Sendable {
    /// The app launched; it starts anew from the facts of the launch, and a link that waited
    /// from an earlier run is dropped with a record, never replayed.
    case launched(Launch)
    /// A link arrived while the app runs (or as part of a launch).
    case linkReceived(String, source: LinkSource)
    /// The app asked for a route (a button tap). It goes through the same decision as a link,
    /// except that it is never a duplicate: the duplicate window is for external deliveries.
    case routeRequested(Schema.Route, source: LinkSource)

    /// The session settled (after ``Session/unknown``), or was reported anew.
    case sessionResolved(Session)
    /// The person signed in as the account: a link that waited for sign-in lands as if it had
    /// been opened signed in.
    case signedIn(Account)
    /// A sign-in attempt failed: sign-in stays up with the schema's sign-in-failed notice.
    /// Ignored, with a record, unless sign-in is up.
    case signInFailed
    /// The person cancelled sign-in: it closes, and a link that needed it is dropped with a
    /// `cancelled` record (refused, with a record, while sign-in cannot be dismissed). Ignored
    /// unless sign-in is up.
    case signInCancelled
    /// The person completed the modal of the declared requirement called `name` (a step-up
    /// confirmed, terms accepted). Ignored, with a record, unless that modal is up. A name the
    /// schema does not declare (sign-in is always declared) is ignored too, with a record naming
    /// it as a schema error; the same holds for the two events below.
    case requirementMet(RequirementName)
    /// An attempt at the requirement's modal failed: it stays up with its failure notice and
    /// the waiting link keeps waiting. Ignored, with a record, unless that modal is up.
    case requirementFailed(RequirementName)
    /// The person cancelled the requirement's modal: it closes and the waiting link is dropped
    /// or kept as the requirement declares. Ignored, with a record, unless that modal is up.
    case requirementCancelled(RequirementName)
    /// The session expired (credentials failed to refresh).
    case sessionExpired
    /// The person signed out: what needs sign-in closes, and a link waiting for it is dropped
    /// with a record.
    case signedOut

    /// A launch gate was raised (a forced update, onboarding). The gate must be one of
    /// ``NavigationSchema/launchGates``: an undeclared gate is a schema error, not raised (it would
    /// hold every link with nothing shown), and its `discarded` record names it and says what to
    /// declare.
    case gateRaised(LaunchGate)
    /// A launch gate was cleared (the update installed, onboarding finished). Ignored, with a
    /// record, when the gate is not raised.
    case gateCleared(LaunchGate)
    /// The scene moved to the foreground or the background.
    case scenePhaseChanged(AppPhase)

    /// A resolver answered the run `ResolutionID` names; a late answer for a run already
    /// replaced or timed out is ignored.
    case resolutionFinished(ResolutionID, Schema.Answer)
    /// Time passed (pending time to live, resolver time-outs).
    case timePassed

    /// The person pushed a screen (a `NavigationLink`, a button) onto the topmost stack: the
    /// stack inside the modal that is up when it holds one, else the selected tab's.
    case screenPushed(Schema.Screen)
    /// The person went back one screen in the topmost stack; at its root, nothing happens.
    case popped
    /// The person went back `count` screens in the topmost stack (to its root when it holds fewer).
    case poppedCount(Int)
    /// The person went back to the highest occurrence of a screen in the topmost stack (to its
    /// root for a modal's root screen); nothing happens when the screen is not in it.
    case poppedTo(Schema.Screen)
    /// The person went back to the root of the topmost stack.
    case poppedToRoot
    /// The person selected a tab. Selecting the tab already selected pops it to its root.
    case tabSelected(Schema.Tab)
    /// The app asked for a modal (a button). It shows unless one of higher or equal priority is up.
    case modalRequested(Schema.Modal)
    /// The person dismissed this modal (a close button, a drag down). Ignored unless it is the
    /// one presented, so a late write for a modal the coordinator already replaced cannot dismiss
    /// its successor. Dismissing sign-in cancels it.
    case modalDismissed(Schema.Modal)
    /// The person dismissed the notice (the alert's button); with none shown, nothing changes.
    case noticeDismissed

    /// The app marks the modal that is up as holding the person's unsaved input (`true`), or no
    /// longer (`false`: saved, cleared). The mark belongs to that presentation and is forgotten
    /// when the modal closes; the modal's ``ArrivalPolicy`` may answer arriving links
    /// differently while it is set. With `in:` it applies only while that modal is up (a late
    /// write for a modal already gone is ignored). With no modal up: nothing changes but a record.
    case unsavedInputChanged(Bool, in: Schema.Modal? = nil)
    /// The person answered the question a link raised over a modal that asks
    /// (``NavigationState/confirmation``). With no question up: nothing changes but a record.
    case confirmationAnswered(ConfirmationAnswer)
    /// The app raises one of its notices (a failed save, a lost connection). The same rules as a
    /// notice from a link: it replaces the one shown, and over a requirement's modal only a
    /// notice that explains it shows; any other is dropped with a record.
    case noticeRaised(Schema.Notice)
    /// The app drops the pending link (the person chose another way): a record says
    /// `discarded`. With no pending link: nothing changes but a record. A question over a modal
    /// is the person's to answer and is not dropped by it.
    case pendingDiscarded
    /// The UI wrote a whole path for a tab (a swipe back, the back button, a `NavigationLink`).
    case pathChanged(Schema.Tab, [Schema.Screen])
    /// The UI wrote a whole path for the stack inside a modal. Ignored unless that modal is up.
    case modalPathChanged(Schema.Modal, [Schema.Screen])

    /// The facts of a launch.
    public struct Launch: Hashable, Sendable, Codable {
        /// Cold (a snapshot may be restored) or warm (the app was already running).
        public var kind: LaunchKind
        /// The session as known at launch (often ``Session/unknown`` until restored).
        public var session: Session
        /// The launch gates up at launch (a forced update, onboarding): links wait behind them.
        public var gates: [LaunchGate]
        /// The link the app was launched with, if any.
        public var link: String?
        /// Where that link came from.
        public var source: LinkSource
        /// A snapshot saved by an earlier run, if any (cold launch only).
        public var snapshot: Data?

        /// Describes a launch.
        public init(
            _ kind: LaunchKind, session: Session, gates: [LaunchGate] = [], link: String? = nil,
            source: LinkSource = .link, snapshot: Data? = nil
        ) {
            self.kind = kind
            self.session = session
            self.gates = gates
            self.link = link
            self.source = source
            self.snapshot = snapshot
        }
    }
}

// Equal, hashed and coded case by case when every value is (a journal's events, whose values are
// names); an app's events are none of these, since a resolver's answer is not. The `Codable`
// form is the `event` of an exported journal: the case names and labels are its keys, so
// renaming one is a new journal format (`JournalFormat.version`), pinned by `JournalFormTests`.
extension NavigationEvent: Equatable where Schema.Answer: Equatable {}
extension NavigationEvent: Hashable where Schema.Answer: Hashable {}
extension NavigationEvent: Encodable where Schema.Route: Encodable, Schema.Answer: Encodable {}
extension NavigationEvent: Decodable where Schema.Route: Decodable, Schema.Answer: Decodable {}

import Foundation

/// A property ``Verifier`` checks after every transition it explores, each defined here once.
///
/// The numbered invariants the ``InvariantChecker`` keeps are part of these properties (each
/// violation names its invariant too); the verifier adds what a single step cannot see without
/// knowing what came before it or where a link lands with nothing in the way.
public enum VerifiedProperty: String, CaseIterable, Hashable, Sendable, Comparable, CustomStringConvertible {
    /// Nothing the session may not see is in view, in any window (invariants 1, 2, 5, 7, 8, 11
    /// and 13); sign-in never shows over a signed-in session; a modal that cannot be dismissed
    /// closes only by its completion (its requirement met, its gate cleared, the session it
    /// needs gone, a launch), or for a modal that outranks it or helps sign-in in its place.
    case safe
    /// Every link opened ends in exactly one outcome, with its record (invariants 3, 6, 10 and
    /// 12): a navigation with a record is held (waiting, asked, in flight, a held restoration)
    /// until a terminal record ends it, and nothing held leaves without one; the last record of
    /// an event that names a landing names where the person is after it; help with signing in (a
    /// sign-in link, a link that needs no sign-in to a modal that helps sign-in) supersedes no
    /// link waiting for sign-in.
    case nothingLostSilently = "nothing lost silently"
    /// A link that waited behind anything (an unknown session, sign-in, a helper in sign-in's
    /// place, a gate, a requirement, a modal that waits or asks) lands, when those clear, where
    /// it lands when opened with none of them, for the same session (invariant 4 generalised).
    case blockersCommute = "blockers commute"
    /// Nothing of one account's reaches another (invariant 9): a link waiting or resolving for
    /// one account, or a place to return to after its expiry, never lands for another (a landing
    /// is for the account signed in when it was made: one made signed out is for nobody); a
    /// snapshot saved by one account restores no protected screen for another; signing in as
    /// another account selects no tab the first account was on (a move off a root the new
    /// account may not keep, to where a launch as it puts it, is nobody's place).
    case accountsApart = "accounts apart"
    /// No waiting link outlives its time to live, and what it waits for is really in the way:
    /// a link waiting for sign-in while signed in, for a modal that is not up, for a gate not
    /// raised, or for the session while it is known, can never land, expire or be dropped.
    case live
    /// No secret of a sample link (its secret parameters' values, credentials in its address)
    /// appears in a record, the state's text, the saved snapshot or the Handoff link.
    case secret

    /// The property's name in a script (`expect broken blockers-commute`).
    public var scriptName: String { rawValue.replacingOccurrences(of: " ", with: "-") }

    /// The property's name as printed: `blockers commute`.
    public var description: String { rawValue }

    public static func < (a: Self, b: Self) -> Bool {
        (allCases.firstIndex(of: a) ?? 0) < (allCases.firstIndex(of: b) ?? 0)
    }

    /// The property a numbered invariant belongs to.
    init(_ invariant: Invariant) {
        switch invariant {
        case .oneModal, .accessHolds, .unknownLinksFallBack, .backWalksToRoot, .restoredStateIsChecked,
            .protectedRootsStayCovered, .expiryCutsEveryWindow:
            self = .safe
        case .onePendingLink, .oneNavigationInFlight, .oneRecordWithoutSecrets, .oneWindowHoldsTheWaitingLink:
            self = .nothingLostSilently
        case .sameLandingInEverySession: self = .blockersCommute
        case .signOutClearsProtected: self = .accountsApart
        }
    }
}

/// One broken property, found by ``Verifier``: what broke, and the shortest way there.
public struct VerificationViolation: Hashable, Sendable, CustomStringConvertible {
    public var property: VerifiedProperty
    /// What broke, in a sentence.
    public var message: String
    /// The shortest sequence of script lines that reaches it from a start, as a scenario
    /// script: the start's lines, the events, and the expectations that fail on it.
    public var script: String
    /// How many events after its start the violation happened.
    public var depth: Int

    /// `blockers commute: … ` followed by the script.
    public var description: String { "\(property): \(message)\n\(script)" }
}

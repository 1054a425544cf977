/// One of the invariants the coordinator keeps after every event (eleven in each window, two more
/// between windows), with the number and the sentence the "How a link lands" article gives it.
///
/// A check names the invariant it guards by case, so a wrong number does not compile:
///
/// ```swift
/// InvariantViolation(.backWalksToRoot, "back turned [order(42)] into [], not [orders]")
/// Invariant.backWalksToRoot.number  // 7
/// ```
public enum Invariant: Int, CaseIterable, Hashable, Sendable, Comparable, CustomStringConvertible {
    /// 1. At most one modal is presented; sign-in blocks every other modal except a forced
    /// update; notices cover sign-in or a requirement's modal only to explain it.
    case oneModal = 1
    /// 2. No screen whose access rule fails is visible, and no screen is in a container it does
    /// not belong to.
    case accessHolds = 2
    /// 3. At most one pending link, cleared exactly once and never replayed twice, nor on a
    /// later launch.
    case onePendingLink = 3
    /// 4. The same link ends at the same place signed in or signed out (after signing in); a link
    /// that lands signed out without asking for sign-in is not compared.
    case sameLandingInEverySession = 4
    /// 5. An unknown, foreign or malformed link lands on the fallback with a notice (signed out with
    /// a protected default tab, the public tab in its place).
    case unknownLinksFallBack = 5
    /// 6. Only one navigation is in flight; a late answer changes nothing; a duplicate navigates once.
    case oneNavigationInFlight = 6
    /// 7. Back walks the synthetic back stack to the root of the topmost stack, one screen a
    /// press; no stack holds a screen twice.
    case backWalksToRoot = 7
    /// 8. A restored snapshot passes the same access checks as a link.
    case restoredStateIsChecked = 8
    /// 9. Signing out or switching account clears protected stacks and protected pending links.
    case signOutClearsProtected = 9
    /// 10. Every link yields exactly one decision record, and no record contains a secret or a
    /// personal value.
    case oneRecordWithoutSecrets = 10
    /// 11. Signed out or expired, no protected tab root is in view: the selected tab's root is
    /// public when the schema has a public tab; when it has none, a modal covers the root
    /// (sign-in, or one sign-in waits for).
    case protectedRootsStayCovered = 11
    /// 12. Between windows: the waiting link and the resolution in flight each belong to one
    /// open window.
    case oneWindowHoldsTheWaitingLink = 12
    /// 13. Between windows: an expiry or a sign-out leaves no protected screen or modal in any window.
    case expiryCutsEveryWindow = 13

    /// The invariant's number in the article, 1 to 13 (12 and 13 hold between windows).
    public var number: Int { rawValue }

    /// The invariant as the article states it, in one sentence.
    public var sentence: String {
        switch self {
        case .oneModal:
            "At most one modal is presented; sign-in blocks every other modal except a forced update, and notices cover sign-in or a requirement's modal only to explain it."
        case .accessHolds:
            "No screen whose access rule fails is ever visible, and no screen is in a container it does not belong to."
        case .onePendingLink:
            "At most one pending link; it is cleared exactly once and never replayed twice, nor on a later launch."
        case .sameLandingInEverySession:
            "The same link ends at the same place signed in or signed out (after signing in)."
        case .unknownLinksFallBack:
            "An unknown, foreign or malformed link lands on the fallback with a notice; never a half-built stack, never a crash."
        case .oneNavigationInFlight:
            "Only one navigation is in flight: a newer link supersedes an older one, whose late result is ignored; the same link twice within the duplicate window navigates once."
        case .backWalksToRoot:
            "Back walks the synthetic back stack to the root of the topmost stack, one screen a press and none at the root; no stack holds a screen twice."
        case .restoredStateIsChecked:
            "A restored snapshot passes the same access checks as a link; an unreadable one yields the default state and a record."
        case .signOutClearsProtected:
            "Signing out or switching account clears protected stacks and protected pending links."
        case .oneRecordWithoutSecrets:
            "Every link yields exactly one decision record, and no record contains a secret or a personal value."
        case .protectedRootsStayCovered:
            "Signed out or expired, no protected tab root is in view: the person is on a public tab when there is one, else sign-in (or a modal it waits for) covers the root."
        case .oneWindowHoldsTheWaitingLink:
            "The waiting link and the resolution in flight each belong to one open window."
        case .expiryCutsEveryWindow:
            "An expiry or a sign-out leaves no protected screen or modal in any window."
        }
    }

    /// `invariant 7`.
    public var description: String { "invariant \(rawValue)" }

    public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
}

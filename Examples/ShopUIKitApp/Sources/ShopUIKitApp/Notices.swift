#if canImport(UIKit)
import ShopExample

extension ShopNotice {
    /// The words of each notice's alert. A real app localizes them (`String(localized:)`).
    var words: (title: String, message: String?) {
        switch self {
        case .linkUnavailable: ("Link unavailable", "That link leads nowhere in Shop.")
        case .sessionExpired: ("Please sign in again", "Your session has expired.")
        case .itemUnavailable: ("Not found", "It doesn't exist, or isn't yours.")
        case .inviteExpired: ("Invite expired", "Ask for a new invite.")
        case .inviteNoAccess: ("No access", "This invite is for someone else.")
        case .resetLinkExpired: ("Reset link expired", "Ask for a new link.")
        case .signInLinkExpired: ("Sign-in link expired", "Sign in with your password.")
        case .alreadySignedIn: ("Already signed in", nil)
        case .signInFailed: ("Sign-in failed", "Check your password and try again.")
        case .stepUpFailed: ("Couldn't confirm it's you", "Try again, or cancel.")
        }
    }
}

extension ShopTab {
    var title: String { rawValue.capitalized }
    var systemImage: String { ["home": "house", "search": "magnifyingglass"][rawValue] ?? "person.crop.circle" }
}
#endif

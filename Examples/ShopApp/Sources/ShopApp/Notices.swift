import ShopExample
import WayfinderSwiftUI

extension ShopNotice {
    /// The words of each notice's alert. A real app localizes them (`String(localized:)`).
    var content: NoticeContent {
        switch self {
        case .linkUnavailable:
            NoticeContent(title: "Link unavailable", message: "That link doesn't lead anywhere in Shop.")
        case .sessionExpired: NoticeContent(title: "Please sign in again", message: "Your session has expired.")
        case .itemUnavailable:
            NoticeContent(title: "Not found", message: "It doesn't exist, or belongs to another account.")
        case .inviteExpired: NoticeContent(title: "Invite expired", message: "Ask for a new invite.")
        case .inviteNoAccess: NoticeContent(title: "No access", message: "This invite is for someone else.")
        case .resetLinkExpired: NoticeContent(title: "Reset link expired", message: "Sign in, or ask for a new link.")
        case .signInLinkExpired:
            NoticeContent(title: "Sign-in link expired", message: "Sign in with your password, or ask for a new link.")
        case .alreadySignedIn:
            NoticeContent(title: "Already signed in", message: "You're signed in; that sign-in link changed nothing.")
        case .signInFailed: NoticeContent(title: "Sign-in failed", message: "Check your password and try again.")
        case .stepUpFailed: NoticeContent(title: "Couldn't confirm it's you", message: "Try again, or cancel.")
        }
    }
}

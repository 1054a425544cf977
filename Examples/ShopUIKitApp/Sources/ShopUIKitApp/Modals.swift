#if canImport(UIKit)
import ShopExample
import UIKit
import WayfinderUIKit

/// Every modal's view controller. Sheet or full-screen, and whether it can be dragged away, come
/// from the schema; checkout and compose are the roots of their flows' navigation controllers.
final class ShopModalController: ListController, DeepLinkReceiving {
    let modal: ShopModal
    let navigator: Navigator<Shop>

    init(modal: ShopModal, navigator: Navigator<Shop>) {
        self.modal = modal
        self.navigator = navigator
        super.init(title: modal.description)
        rows = content
    }

    required init?(coder: NSCoder) { nil }

    private var content: [Row] {
        let navigator = navigator
        switch modal {
        case .signIn:
            return SimulatedShopBackend.accounts.map { account in
                Row(text: "Sign in as \(account.id)") {
                    Keychain.store(account)
                    navigator.signedIn(account)
                }
            } + [
                Row(text: "Sign in with a wrong password") { navigator.signInFailed() },
                Row(text: "Cancel") { navigator.signInCancelled() },
            ]
        case .stepUp:
            return [
                Row(text: "Confirm") { navigator.requirementMet(.stepUp) },
                Row(text: "Confirm with a wrong password") { navigator.requirementFailed(Shop.stepUp.name) },
                Row(text: "Cancel") { navigator.requirementCancelled(Shop.stepUp.name) },
            ]
        case .forcedUpdate:
            return [
                Row(text: "A new version is required."), Row(text: "I installed it") { navigator.clear(.forcedUpdate) },
            ]
        case .onboarding:
            return [Row(text: "Welcome to Shop."), Row(text: "Get started") { navigator.clear(.onboarding) }]
        case .passwordReset:
            return [
                Row(text: "Waiting for the reset link…"),
                // Unsaved input: a link from outside now asks first, and the sheet cannot be dragged.
                Row(text: "Type a new password") { navigator.markUnsavedInput() },
                Row(text: "Set a new password") { navigator.dismiss() },
            ]
        case .checkout:
            return [
                Row(text: "Cart: 2 items"),
                Row(text: "Continue to shipping") { navigator.push(.shipping) },
                Row(text: "Type an address") { navigator.markUnsavedInput() },
                Row(text: "Keep shopping: product 5") { navigator.navigate(to: .product(id: "5")) },
                Row(text: "Close") { navigator.dismiss() },
            ]
        case .compose:
            return [Row(text: "An order") { navigator.push(.draft("")) }, Row(text: "Close") { navigator.dismiss() }]
        }
    }

    /// The reset code is a secret, never in the navigation state: it arrives with the landed link.
    func receive(_ link: DeliveredLink<ShopRoute>) -> Bool {
        guard modal == .passwordReset, case .passwordReset(let code) = link.route else { return false }
        rows[0] = Row(text: "Reset code received (\(code.count) characters)")
        return true
    }
}
#endif

import ShopExample
import SwiftUI
import WayfinderSwiftUI

/// The view for each modal. Whether it is a sheet or a full-screen cover, and whether it can be
/// dragged away, comes from the schema's `ModalRule`, not from here.
struct ShopModalView: View {
    let modal: ShopModal

    var body: some View {
        switch modal {
        case .forcedUpdate: ForcedUpdateCover()
        case .onboarding: OnboardingCover()
        case .signIn: SignInSheet()
        case .stepUp: StepUpSheet()
        case .passwordReset: PasswordResetSheet()
        case .checkout: CheckoutCart()
        case .compose: ComposeTopics()
        }
    }
}

/// The root of the checkout sheet, `cart`. The host puts it in a `NavigationStack` bound to the
/// sheet's own stack (the schema gives `checkout` a root screen), so `shipping` and `payment`
/// push inside the sheet and Back walks them back to the cart; `shop://checkout/payment` opens
/// the sheet with that whole stack.
struct CheckoutCart: View {
    @Environment(Navigator<Shop>.self) private var navigator

    var body: some View {
        List {
            Section("Cart") {
                Text("2 items")
                NavigationLink("Continue to shipping", value: ShopScreen.shipping)
            }
            Section {
                // A tap whose destination is outside the sheet closes it first, then navigates.
                Button("Keep shopping: product 5") { navigator.navigate(to: .product(id: "5")) }
                Button("Close") { navigator.dismiss() }
            }
        }
    }
}

/// The root of the compose sheet, `topics`: a message to the shop starts with what it is about;
/// `draft` and `attachments` push inside the sheet. `shop://compose?text=…` opens it at the draft.
struct ComposeTopics: View {
    @Environment(Navigator<Shop>.self) private var navigator

    var body: some View {
        List {
            Section("What is it about?") {
                NavigationLink("An order", value: ShopScreen.draft(""))
            }
            Section {
                Button("Close") { navigator.dismiss() }
            }
        }
    }
}

/// Sign-in. A link that needs sign-in waits as the pending link while this is up, and lands
/// after `signedIn(_:)` as if it had been opened signed in.
struct SignInSheet: View {
    @Environment(Navigator<Shop>.self) private var navigator

    var body: some View {
        List {
            Section("Sign in") {
                ForEach(SimulatedShopBackend.accounts, id: \.self) { account in
                    // The key is "Sign in as %@"; the account is its argument, never part of it.
                    Button("Sign in as \(account.id)") {
                        ShopCredentials.store(account)
                        navigator.signedIn(account)
                    }
                }
                Button("Sign in with a wrong password") { navigator.signInFailed() }
            }
            Section {
                // Dragging the sheet down does the same: the host turns it into dismiss(),
                // which the core treats as cancelling sign-in.
                Button("Cancel") { navigator.signInCancelled() }
            }
        }
    }
}

/// "Confirm it's you": the step-up security settings need. A link to them waits as the pending
/// link while this is up and lands after `requirementMet(.stepUp)`.
struct StepUpSheet: View {
    @Environment(Navigator<Shop>.self) private var navigator

    var body: some View {
        List {
            Section("Confirm it's you") {
                Button("Confirm") { navigator.requirementMet(.stepUp) }
                Button("Confirm with a wrong password") { navigator.requirementFailed(Shop.stepUp.name) }
            }
            Section {
                // Dragging the sheet down does the same: dismissing it cancels the step-up.
                Button("Cancel") { navigator.requirementCancelled(Shop.stepUp.name) }
            }
        }
    }
}

/// The forced update: a launch gate. It cannot be dragged away (`dismissible: false` in the
/// schema); links wait behind it until the gate is cleared.
struct ForcedUpdateCover: View {
    @Environment(Navigator<Shop>.self) private var navigator

    var body: some View {
        List {
            Text("A new version of Shop is required.")
            Button("I installed the update") { navigator.clear(.forcedUpdate) }
        }
    }
}

/// First-run onboarding: a launch gate the person works through. Links wait behind it without
/// ageing; finishing it clears the gate and the waiting link goes on.
struct OnboardingCover: View {
    @Environment(Navigator<Shop>.self) private var navigator

    var body: some View {
        List {
            Text("Welcome to Shop.")
            Button("Get started") { navigator.clear(.onboarding) }
        }
    }
}

/// The password reset opened by `shop://reset-password/CODE`. The code is a secret: it is
/// never part of the navigation state, so the sheet reads it from the link itself.
struct PasswordResetSheet: View {
    @Environment(Navigator<Shop>.self) private var navigator
    @State private var code: String?

    var body: some View {
        List {
            Section("Reset your password") {
                if let code {
                    Text("Reset code received (\(code.count) characters)")
                } else {
                    Text("Waiting for the reset link…")
                }
                // Typing a new password is unsaved input: a link from outside now asks before the
                // sheet is discarded (the schema's arrival policy), and the sheet cannot be
                // dragged away.
                Button("Type a new password") { navigator.markUnsavedInput() }
                Button("Set a new password") { navigator.dismiss() }
            }
        }
        // The link landed before this sheet existed; on appear it is handed over once.
        .onDeepLink(for: Shop.self) { link in
            guard case .passwordReset(let code) = link.route else { return false }
            self.code = code
            return true
        }
    }
}

import Foundation
import ShopExample
import Testing
import Wayfinder
import WayfinderTesting

/// The cases a state-driven UIKit host gets wrong, each played on a simulated view-controller
/// tree (``SimulatedTree``: animations that take time, gestures that begin, cancel and finish)
/// driven through the host plan by ``HostDriver``, exactly as `WayfinderUIKit` drives UIKit.
@Suite("Host: the hard cases of a UIKit host, on a simulated view-controller tree")
@MainActor
struct HostHardCaseTests {
    typealias Tree = SimulatedTree<Shop>

    /// Shop signed in as alice, on screen, every animation of the first plan ended.
    static func shop(_ link: String? = nil) -> (Navigator<Shop>, Tree) {
        let navigator = Navigator(schema: Shop(), clock: ManualClock())
        navigator.launch(.cold, link: link, session: .signedIn("alice"))
        let tree = Tree(navigator, tabs: Shop().tabs)
        tree.appear()
        tree.finishAnimations()
        return (navigator, tree)
    }

    static func settled(_ tree: Tree, _ navigator: Navigator<Shop>) -> Bool {
        tree.showsNavigatorState(tabs: Shop().tabs) && tree.driver.plan?.isSettled == true && !tree.isAnimating
    }

    @Test("An interactive pop cancelled halfway changes nothing; the next swipe, and dismissing a sheet, still work")
    func interactivePopCancelled() {
        let (navigator, tree) = Self.shop("shop://products/5/reviews/2")
        #expect(tree[.tab(.home)].screens == [.product("5"), .review("5", "2")])
        tree.beginBackSwipe(on: .tab(.home))
        tree.cancelBackSwipe(on: .tab(.home))
        #expect(navigator.stack(for: .home) == [.product("5"), .review("5", "2")])
        #expect(tree[.tab(.home)].screens == [.product("5"), .review("5", "2")])
        #expect(tree.driver.shown.gestures.isEmpty)
        // After a cancelled swipe, what the host does next is not stuck: a sheet goes up and down.
        navigator.present(.checkout)
        tree.finishAnimations()
        #expect(tree.modal?.modal == .checkout)
        navigator.dismiss()
        tree.finishAnimations()
        #expect(tree.modal == nil)
        // And a swipe that finishes is committed when it finishes.
        tree.beginBackSwipe(on: .tab(.home))
        #expect(navigator.stack(for: .home).count == 2)
        tree.finishBackSwipe(on: .tab(.home))
        #expect(navigator.stack(for: .home) == [.product("5")])
        #expect(Self.settled(tree, navigator))
        #expect(tree.violations.isEmpty)
    }

    @Test("A presentation requested while another animates in waits for it, takes it down, then goes up")
    func presentationWhileAnotherAnimatesIn() {
        let (navigator, tree) = Self.shop()
        navigator.present(.checkout)
        #expect(tree.presentationAnimating)
        // The forced update arrives while checkout is still sliding in.
        navigator.raise(.forcedUpdate)
        #expect(tree.driver.plan?.waits.contains(.presentationInFlight) == true)
        #expect(tree.modal?.modal == .checkout)
        tree.finishAnimation()  // checkout is up; now it goes down
        #expect(tree.modal?.modal == .checkout && tree.presentationAnimating)
        tree.finishAnimation()  // checkout gone; the cover goes up
        #expect(tree.modal?.modal == .forcedUpdate)
        tree.finishAnimations()
        #expect(tree.isModalInPresentation)
        #expect(Self.settled(tree, navigator))
        #expect(tree.violations.isEmpty)
    }

    @Test("A presentation requested while another animates out waits until it is gone")
    func presentationWhileAnotherAnimatesOut() {
        let (navigator, tree) = Self.shop()
        navigator.present(.checkout)
        tree.finishAnimations()
        navigator.dismiss()
        #expect(tree.presentationAnimating)
        navigator.present(.compose)
        #expect(tree.modal?.modal == .checkout)  // still leaving
        tree.finishAnimation()
        #expect(tree.modal?.modal == .compose)
        tree.finishAnimations()
        #expect(Self.settled(tree, navigator))
        #expect(tree.violations.isEmpty)
    }

    @Test("A notice raised while sign-in slides in shows from the sign-in sheet once it is up")
    func noticeOverAModalInFlight() {
        let (navigator, tree) = Self.shop()
        navigator.signedOut()
        navigator.present(.signIn)
        navigator.signInFailed()
        #expect(tree.alert == nil)
        tree.finishAnimation()
        #expect(tree.alert == .notice(.signInFailed))
        tree.finishAnimations()
        tree.tapNoticeButton()
        #expect(navigator.notice == nil)
        #expect(Self.settled(tree, navigator))
        #expect(tree.violations.isEmpty)
    }

    @Test("A stack replaced during a push's animation is replaced once the push has ended")
    func stackReplacedDuringTransition() {
        let (navigator, tree) = Self.shop()
        navigator.push(.product("12"))
        #expect(tree[.tab(.home)].animating)
        navigator.open("shop://products/5/reviews/2")
        #expect(tree.driver.plan?.waits.contains(.transition(.tab(.home))) == true)
        #expect(tree[.tab(.home)].screens == [.product("12")])
        tree.finishAnimations()
        #expect(tree[.tab(.home)].screens == [.product("5"), .review("5", "2")])
        #expect(Self.settled(tree, navigator))
        #expect(tree.violations.isEmpty)
    }

    @Test("A sheet dragged away is dismissed in the navigator")
    func sheetDraggedAway() {
        let (navigator, tree) = Self.shop("shop://checkout/payment")
        #expect(tree.modal?.modal == .checkout && tree.modalStack.screens == [.shipping, .payment])
        #expect(tree.dragModalAway())
        #expect(navigator.modal == nil)
        #expect(Self.settled(tree, navigator))
        #expect(tree.violations.isEmpty)
    }

    @Test("A modal that cannot be dismissed, taken down by the system, is presented again")
    func systemDismissalOfAGate() {
        let (navigator, tree) = Self.shop()
        navigator.raise(.forcedUpdate)
        tree.finishAnimations()
        #expect(tree.isModalInPresentation)
        #expect(!tree.dragModalAway())  // UIKit refuses the drag
        tree.systemDismissesModal()  // the system, or its presenter going away
        #expect(navigator.modal == .forcedUpdate)
        tree.finishAnimations()
        #expect(tree.modal?.modal == .forcedUpdate)
        #expect(Self.settled(tree, navigator))
        #expect(tree.violations.isEmpty)
    }

    @Test("Sign-in taken down by its presenter going away cancels sign-in: the link waiting for it is dropped")
    func parentGoingAwayCancelsSignIn() {
        let navigator = Navigator(schema: Shop(), clock: ManualClock())
        navigator.launch(.cold, link: "shop://orders/42", session: .signedOut)
        let tree = Tree(navigator, tabs: Shop().tabs)
        tree.appear()
        tree.finishAnimations()
        #expect(tree.modal?.modal == .signIn)
        tree.systemDismissesModal()
        #expect(navigator.modal == nil)
        #expect(navigator.pending == nil)
        #expect(Self.settled(tree, navigator))
        #expect(tree.violations.isEmpty)
    }

    @Test("A link that lands during a back swipe wins: the finished swipe is not applied over it")
    func linkDuringBackSwipeFinished() {
        let (navigator, tree) = Self.shop("shop://products/5/reviews/2")
        tree.beginBackSwipe(on: .tab(.home))
        navigator.open("shop://products/12")
        #expect(navigator.stack(for: .home) == [.product("12")])
        #expect(tree.driver.plan?.waits.contains(.interactiveGesture(.tab(.home))) == true)
        tree.finishBackSwipe(on: .tab(.home))
        #expect(navigator.stack(for: .home) == [.product("12")])
        tree.finishAnimations()
        #expect(tree[.tab(.home)].screens == [.product("12")])
        #expect(Self.settled(tree, navigator))
        #expect(tree.violations.isEmpty)
    }

    @Test("A link that lands during a back swipe that is then cancelled is shown when the gesture ends")
    func linkDuringBackSwipeCancelled() {
        let (navigator, tree) = Self.shop("shop://products/5/reviews/2")
        tree.beginBackSwipe(on: .tab(.home))
        navigator.open("shop://search?q=shoes")  // another tab: the swiped stack is left alone
        #expect(tree.selectedTab == .search)
        tree.cancelBackSwipe(on: .tab(.home))
        #expect(navigator.stack(for: .home) == [.product("5"), .review("5", "2")])
        tree.finishAnimations()
        #expect(Self.settled(tree, navigator))
        #expect(tree.violations.isEmpty)
    }

    @Test(
        "The app's own navigation-controller delegate hears every transition: the host's, the person's, a cancelled swipe"
    )
    func appDelegateKeptWorking() {
        let (navigator, tree) = Self.shop()
        navigator.push(.product("5"))
        tree.finishAnimations()
        tree.beginBackSwipe(on: .tab(.home))
        tree.cancelBackSwipe(on: .tab(.home))
        tree.beginBackSwipe(on: .tab(.home))
        tree.finishBackSwipe(on: .tab(.home))
        #expect(
            tree.appDelegateCalls.suffix(6) == [
                "willShow product(5)", "didShow product(5)", "willShow root interactive", "cancelled",
                "willShow root interactive", "didShow root",
            ])
        #expect(navigator.stack(for: .home).isEmpty)
        #expect(tree.violations.isEmpty)
    }

    @Test("Tab taps under a sign-in that cannot be dismissed are refused, and the tab bar stays")
    func tabTapsRefusedUnderSignIn() {
        let navigator = Navigator(schema: TeamApp(), clock: ManualClock())
        navigator.launch(.cold, session: .signedOut)
        let tree = SimulatedTree(navigator, tabs: TeamApp().tabs)
        tree.appear()
        tree.finishAnimations()
        #expect(tree.modal?.modal == .signIn && tree.isModalInPresentation)
        tree.tapTab(.projects)
        #expect(navigator.selectedTab == .inbox)
        #expect(tree.selectedTab == .inbox)
        #expect(navigator.select(tab: .settings) == .refused)
        #expect(!tree.dragModalAway())
        tree.systemDismissesModal()
        tree.finishAnimations()
        #expect(tree.modal?.modal == .signIn)
        #expect(tree.showsNavigatorState(tabs: TeamApp().tabs))
        #expect(tree.violations.isEmpty)
    }

    @Test("Before the host is in a window nothing is presented; once it is, the modal goes up")
    func presenterNotOnScreen() {
        let navigator = Navigator(schema: Shop(), clock: ManualClock())
        navigator.launch(.cold, link: "shop://orders/42", session: .signedOut)
        let tree = Tree(navigator, tabs: Shop().tabs)
        tree.driver.update()
        #expect(tree.modal == nil)
        #expect(tree.driver.plan?.waits == [.presenterNotOnScreen])
        tree.appear()
        #expect(tree.modal?.modal == .signIn)
        tree.finishAnimations()
        #expect(tree.violations.isEmpty)
    }

    @Test("The question over a modal with unsaved input: the sheet cannot be dragged, the answer reaches the navigator")
    func questionOverEditedModal() {
        let (navigator, tree) = Self.shop()
        navigator.present(.checkout)
        tree.finishAnimations()
        navigator.markUnsavedInput()
        #expect(tree.isModalInPresentation)
        navigator.open("shop://products/5")
        tree.finishAnimations()
        guard case .question(.checkout, _) = tree.alert else {
            Issue.record("no question: \(String(describing: tree.alert))")
            return
        }
        tree.answer(.leave)
        tree.finishAnimations()
        #expect(navigator.modal == nil)
        #expect(navigator.stack(for: .home) == [.product("5")])
        #expect(Self.settled(tree, navigator))
        #expect(tree.violations.isEmpty)
    }
}

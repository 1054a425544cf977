import Foundation
import Observation
import ShopExample
import Testing
import Wayfinder
import WayfinderTesting

/// Counts the notifications of one observation, as SwiftUI would receive them for a view that
/// read the same parts.
@MainActor
final class Reader {
    private final class Count: @unchecked Sendable { var value = 0 }
    private let count = Count()
    private let read: @MainActor () -> Void
    /// How many times a part the reader read changed.
    var notifications: Int { count.value }

    /// Also runs `onChange` when told, synchronously (before the change), as an app's own
    /// observer may.
    private let onChange: @MainActor () -> Void

    init(_ read: @escaping @MainActor () -> Void, onChange: @escaping @MainActor () -> Void = {}) {
        self.read = read
        self.onChange = onChange
        observe()
    }

    private func observe() {
        let count = self.count
        let onChange = self.onChange
        withObservationTracking {
            read()
        } onChange: {
            count.value += 1
            MainActor.assumeIsolated { onChange() }
            // Re-arm on the main actor, as SwiftUI re-renders and reads again.
            Task { @MainActor [weak self] in self?.observe() }
        }
    }
}

@Suite("Navigator: views are told only about the visible parts they read")
@MainActor
struct NavigatorObservationTests {
    func launched() -> Navigator<Shop> {
        let navigator = Navigator(schema: Shop(), clock: ManualClock())
        navigator.launch(.warm, session: .signedIn("alice"))
        navigator.open("shop://products/5")
        return navigator
    }

    func readersOfEveryPart(_ navigator: Navigator<Shop>) -> [String: Reader] {
        [
            "selected tab": Reader { _ = navigator.selectedTab },
            "home stack": Reader { _ = navigator.stack(for: .home) },
            "account stack": Reader { _ = navigator.stack(for: .account) },
            "modal": Reader { _ = navigator.modal },
            "presented": Reader { _ = navigator.presented },
            "notice": Reader { _ = navigator.notice },
            "transition": Reader { _ = navigator.transition },
            "session": Reader { _ = navigator.session },
            "whole state": Reader { _ = navigator.state },
        ]
    }

    @Test(
        "An event that changes nothing visible notifies nobody",
        arguments: [
            NavigationEvent<Shop>.timePassed, .linkReceived("shop://products/5", source: .link),
            .popped, .noticeDismissed, .modalDismissed(.passwordReset),
        ])
    func nothingVisibleChanged(_ event: NavigationEvent<Shop>) async {
        let navigator = launched()
        if case .popped = event { navigator.popToRoot() }
        let before = navigator.state
        let readers = readersOfEveryPart(navigator)
        navigator.send(event)
        await Task.yield()
        #expect(navigator.state.visible.stacks == before.visible.stacks)
        #expect(navigator.state.modal == before.modal)
        #expect(navigator.state.notice == before.notice)
        for (part, reader) in readers {
            #expect(reader.notifications == 0, "\(part) was told about \(event)")
        }
    }

    @Test("A push on one tab tells readers of that tab's stack, not readers of another tab's")
    func oneTabDoesNotNotifyAnother() async {
        let navigator = launched()
        navigator.push(.review("5", "1"))
        let home = Reader { _ = navigator.stack(for: .home) }
        let account = Reader { _ = navigator.stack(for: .account) }
        let tab = Reader { _ = navigator.selectedTab }
        let modal = Reader { _ = navigator.modal }
        navigator.pop()
        #expect(home.notifications == 1)
        #expect(account.notifications == 0)
        #expect(tab.notifications == 0)
        #expect(modal.notifications == 0)
        navigator.navigate(to: .orders)
        #expect(account.notifications == 1)
        #expect(tab.notifications == 1)
        #expect(home.notifications == 1, "the home stack did not change")
    }

    @Test("A push inside a flow tells readers of the presented flow, not readers of the modal or the tabs")
    func aPushInsideAFlowTellsTheFlowsReaders() async {
        let navigator = launched()
        navigator.open("shop://checkout")
        #expect(navigator.presented == ModalPresentation(.checkout, stack: []))
        let flow = Reader { _ = navigator.presented }
        let modal = Reader { _ = navigator.modal }
        let home = Reader { _ = navigator.stack(for: .home) }
        navigator.push(.shipping)
        #expect(navigator.presented == ModalPresentation(.checkout, stack: [.shipping]))
        #expect(flow.notifications == 1)
        #expect(modal.notifications == 0, "the sheet itself did not change")
        #expect(home.notifications == 0)
    }

    @Test("The parts read back what the state holds")
    func partsMatchTheState() async {
        let navigator = launched()
        navigator.navigate(to: .orders)
        navigator.open("shop://reset-password/fresh")
        await navigator.settle()
        let state = navigator.state
        #expect(navigator.selectedTab == state.selectedTab)
        #expect(navigator.modal == state.modal)
        #expect(navigator.notice == state.notice)
        #expect(navigator.transition == state.transition, "the last event changed what is visible")
        #expect(navigator.session == state.session)
        #expect(navigator.location == state.location)
        for tab in Shop().tabs { #expect(navigator.stack(for: tab) == state.stack(for: tab)) }
    }

    @Test("A step that takes one tab back to its root and gives another screens tells the readers of both")
    func oneStepEmptiesOneTabAndFillsAnother() async {
        let store = InMemorySnapshotStore()
        let navigator = Navigator(schema: Shop(), clock: ManualClock(), store: store)
        navigator.launch(.warm, session: .signedIn("alice"))
        navigator.select(tab: .search)
        navigator.push(.results("lamps"))
        navigator.scenePhaseChanged(.background)  // saves search > results(lamps)
        navigator.scenePhaseChanged(.active)
        navigator.pop()
        navigator.select(tab: .home)
        navigator.push(.product("5"))
        #expect(navigator.stack(for: .home) == [.product("5")])
        let home = Reader { _ = navigator.stack(for: .home) }
        let search = Reader { _ = navigator.stack(for: .search) }

        // A cold launch restores the snapshot: in one step, home goes back to its root and
        // search gets its screen back.
        navigator.launch(.cold, session: .signedIn("alice"))

        #expect(navigator.state.stack(for: .search) == [.results("lamps")], "the snapshot was restored")
        #expect(navigator.stack(for: .home) == [])
        #expect(navigator.stack(for: .search) == [.results("lamps")])
        #expect(home.notifications == 1)
        #expect(search.notifications == 1)
    }

    /// What an observer reads of `navigator` when it is told of a change, as it is told (before
    /// the change, as `withObservationTracking` tells).
    static func readWhenTold(_ navigator: Navigator<Shop>, read: @escaping @MainActor () -> Void) -> Reader {
        Reader {
            _ = navigator.selectedTab
            _ = navigator.stack(for: .home)
            _ = navigator.modal
            _ = navigator.handoffLink
        } onChange: {
            read()
        }
    }

    @Test("An observer that reads the navigator as it is told of a change reads it, in one window and in several")
    func anObserverReadsTheNavigatorAsItIsTold() {
        let navigator = Navigator(schema: Shop(), clock: ManualClock())
        navigator.launch(.warm, session: .signedIn("alice"))
        let windows = WindowNavigator(schema: Shop(), clock: ManualClock())
        windows.launch(.warm, session: .signedIn("alice"))
        let window = windows.navigator(for: .main)
        for navigator in [navigator, window] {
            var seen: [String] = []
            let reader = Self.readWhenTold(navigator) {
                // Every part, the whole state and the handoff link, from inside the notification.
                seen.append(
                    "\(navigator.selectedTab) \(navigator.stack(for: .home)) \(navigator.state.selectedTab) "
                        + "\(navigator.handoffLink ?? "-") \(navigator.pending == nil)")
            }
            navigator.push(.product("5"))
            navigator.select(tab: .search)
            #expect(seen.count >= 1, "the reader was told")
            #expect(navigator.stack(for: .home) == [.product("5")])
            withExtendedLifetime(reader) {}
        }
    }
}

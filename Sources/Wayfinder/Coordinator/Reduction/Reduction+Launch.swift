/// Launch and restoration.
extension Reduction {
    mutating func launch(_ launch: NavigationEvent<Schema>.Launch) {
        launching = launch.kind
        defer { launching = nil }
        // A launch starts from nothing but the counters: no pending link survives a launch.
        let reason = DecisionReason.launchedAnew
        // A link that arrived before the first launch waits for it; any other is dropped.
        var early: PendingLink<Schema>?
        if let pending = self.waiting {
            if pending.reason == .launch {
                early = pending
            } else {
                record(pending.navigation, .discarded, reason)
            }
        }
        if let flight = state.inFlight {
            record(flight.navigation, .discarded, reason)
        }
        if let held = state.signInLinkBehindGate { record(held.navigation, .discarded, reason) }
        if let kept = state.linkBehindQuestion { record(kept.navigation, .discarded, reason) }
        if let held = state.heldRestoration { record(held.id, "saved state", .restoration, .discarded, reason) }
        cancelInFlight()
        state = state.launchedAnew(schema: schema, session: launch.session)
        state.launch = launch.kind
        for gate in launch.gates { raise(gate) }
        visible.transition = .jump

        if launch.kind == .cold, let data = launch.snapshot {
            let id = newLinkID()
            switch NavigationSnapshot<Schema>.restorable(from: data) {
            case .success(let snapshot):
                var skipped: Schema.Tab?
                if let link = launch.link, case .success(let route) = schema.links.match(link),
                    case .tab(let tab, _) = schema.rule(for: route).destination.place
                {
                    skipped = tab
                }
                state.heldRestoration = HeldRestoration(id: id, snapshot: snapshot, skippedTab: skipped)
                if self.session == .unknown {
                    record(id, "saved state", .restoration, .pending, .waitingForSessionBeforeRestoring)
                } else {
                    applyHeldRestoration()
                }
            case .failure(let error):
                record(id, "saved state", .restoration, .restored, .savedStateUnreadable("\(error)"), landing: true)
            }
        }
        if let early {
            if launch.link != nil {
                record(early.navigation, .superseded, .supersededByLaunchLink)
            } else {
                proceed(early.navigation)
            }
        }
        if let link = launch.link {
            receive(link: link, source: launch.source)
        } else if self.waiting == nil && launch.snapshot == nil {
            askForSelectedRoot(source: .session)
        }
    }

    /// Restores a held snapshot once the session is known, cutting each stack at its first screen
    /// the session may not see. Restoration never asks for sign-in.
    mutating func applyHeldRestoration() {
        guard self.session != .unknown, let held = state.heldRestoration else { return }
        state.heldRestoration = nil
        var notes: [DecisionReason.RestorationNote] = []
        var unknownTabs: [String] = []
        var restoredTabs = Set<Schema.Tab>()
        var notedTwice = Set<Schema.Tab>()
        let sameAccount = held.snapshot.account?.matches(self.session.account) ?? false
        for entry in held.snapshot.stacks {
            guard schema.tabs.contains(entry.tab) else {
                unknownTabs.append("\(entry.tab)")
                continue
            }
            if entry.tab == held.skippedTab {
                notes.append(.leftToLaunchLink(tab: "\(entry.tab)"))
                continue
            }
            // A tab listed twice (a hand-edited snapshot) restores its first stack only.
            guard restoredTabs.insert(entry.tab).inserted else {
                if notedTwice.insert(entry.tab).inserted { notes.append(.listedAgain(tab: "\(entry.tab)")) }
                continue
            }
            var stack = entry.screens
            if let (index, why) = restorationCut(in: stack, sameAccount: sameAccount) {
                notes.append(.cut(tab: "\(entry.tab)", at: "\(stack[index])", why))
                stack = Array(stack[..<index])
            }
            if visible.stacks[entry.tab] == nil { setStack(stack, for: entry.tab) }
        }
        if !unknownTabs.isEmpty { notes.append(.unknownTabsDropped(unknownTabs)) }
        // A tab whose root the session may not see is not selected: restoration asks for nothing.
        // Signed out or expired, a tab whose root needs sign-in is selected as if the session had
        // ended on it (unless another known account saved it): the rule for protected roots then
        // moves to a public tab remembering it, or, with none, covers it with sign-in, and
        // signing in comes back to it.
        let savedAccess = schema.access(forRootOf: held.snapshot.selectedTab)
        let ownTab = held.snapshot.account == nil || self.session.account == nil || sameAccount
        if schema.tabs.contains(held.snapshot.selectedTab) && !state.landedSinceLaunch
            && (permits(savedAccess) || (isSignedOut && savedAccess == .signedIn && ownTab))
        {
            visible.selectedTab = held.snapshot.selectedTab
        } else if state.landedSinceLaunch {
            notes.append(.selectionStaysWithLaunchLink)
        }
        leaveRoot(unless: .mayReach)  // never onto a root the session may not see
        visible.transition = .jump
        record(
            held.id, "saved state", .restoration, .restored, .restored(version: held.snapshot.version, notes: notes),
            landing: true)
    }

    /// Where a restored stack is cut, and why: at its first screen the session may not see, a
    /// protected one saved by another account (or by no account), one the schema does not save,
    /// one that belongs inside a modal, one seen already (a hand-edited snapshot), or above
    /// ``RestorationCaps/screensPerStack`` screens.
    private func restorationCut(
        in stack: [Schema.Screen], sameAccount: Bool
    ) -> (Int, DecisionReason.RestorationNote.Cut)? {
        // The stack as the one-screen-once rule builds it: a screen it does not add is one seen
        // already (a hand-edited snapshot).
        var kept: [Schema.Screen] = []
        for (index, screen) in stack.enumerated() {
            let access = schema.access(for: screen)
            let why: DecisionReason.RestorationNote.Cut? =
                if index == RestorationCaps.screensPerStack {
                    .cap(RestorationCaps.screensPerStack)
                } else if !permits(screen) {
                    .access(access)
                } else if !sameAccount && access != .public {
                    .notSavedByThisAccount(access)
                } else if !schema.persists(screen) {
                    .notSaved
                } else if misplacement(of: screen, in: nil) != nil {  // the rule a push into a tab meets
                    .belongsInModal
                } else {
                    nil
                }
            if let why { return (index, why) }
            Self.push(screen, onto: &kept, root: nil)
            if kept.count != index + 1 { return (index, .alreadyInStack) }
        }
        return nil
    }
}

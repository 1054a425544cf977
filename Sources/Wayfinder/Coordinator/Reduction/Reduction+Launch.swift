/// Launch and restoration.
extension Reduction {
    mutating func launch(_ launch: NavigationEvent<Schema>.Launch) {
        launching = launch.kind
        defer { launching = nil }
        // A launch starts from nothing but the counters: no pending link survives a launch.
        let reason = "the app launched anew; a waiting link is never replayed on a later launch"
        // A link that arrived before the first launch waits for it; any other is dropped.
        var early: PendingLink<Schema>?
        if let pending = self.pending {
            if pending.reason == .launch {
                early = pending
            } else {
                record(pending.navigation, .discarded, reason)
            }
        }
        if let flight = inFlight {
            record(flight.navigation, .discarded, reason)
        }
        if let held = heldRestoration { record(held.id, "saved state", .restoration, .discarded, reason) }
        cancelInFlight()
        state = state.launchedAnew(schema: schema, session: launch.session)
        launchKind = launch.kind
        for gate in launch.gates { raise(gate) }
        visible.transition = .jump

        if launch.kind == .cold, let data = launch.snapshot {
            let id = newLinkID()
            do throws(NavigationSnapshot<Schema>.ReadError) {
                let snapshot = try NavigationSnapshot<Schema>.decode(data)
                var skipped: Schema.Tab?
                if let link = launch.link, case .success(let route) = schema.links.match(link),
                    case .tab(let tab, _) = schema.rule(for: route).destination.place
                {
                    skipped = tab
                }
                heldRestoration = HeldRestoration(id: id, snapshot: snapshot, skippedTab: skipped)
                if self.session == .unknown {
                    record(
                        id, "saved state", .restoration, .pending,
                        "waiting for the session to be known before restoring")
                } else {
                    applyHeldRestoration()
                }
            } catch {
                record(
                    id, "saved state", .restoration, .restored, "\(error); started from the default state",
                    landing: true)
            }
        }
        if let early {
            if launch.link != nil {
                record(early.navigation, .superseded, "the launch link replaced it")
            } else {
                proceed(early.navigation)
            }
        }
        if let link = launch.link {
            receive(link: link, source: launch.source)
        } else if self.pending == nil && launch.snapshot == nil {
            askForSelectedRoot(source: .session)
        }
    }

    /// Restores a held snapshot once the session is known, cutting each stack at its first screen
    /// the session may not see. Restoration never asks for sign-in.
    mutating func applyHeldRestoration() {
        guard self.session != .unknown, let held = heldRestoration else { return }
        heldRestoration = nil
        var notes: [String] = []
        var unknownTabs: [String] = []
        for entry in held.snapshot.stacks {
            guard schema.tabs.contains(entry.tab) else {
                unknownTabs.append(entry.tab.description)
                continue
            }
            if entry.tab == held.skippedTab {
                notes.append("\(entry.tab) left to the launch link")
                continue
            }
            var stack = entry.screens
            var seen = Set<Schema.Screen>()
            // A screen the session may not see, one that is not saved, one that belongs inside a
            // modal, or one seen already (a hand-edited snapshot) cuts the stack.
            if let index = stack.firstIndex(where: {
                !permits($0) || !schema.persists($0) || schema.modal(owning: $0) != nil || !seen.insert($0).inserted
            }) {
                notes.append("\(entry.tab) cut at \(stack[index]) (\(schema.access(for: stack[index])))")
                stack = Array(stack[..<index])
            }
            if visible.stacks[entry.tab] == nil { setStack(stack, for: entry.tab) }
        }
        if !unknownTabs.isEmpty { notes.append("unknown tabs dropped: \(unknownTabs.joined(separator: ", "))") }
        // A tab whose root the session may not see is not selected: restoration asks for nothing.
        if schema.tabs.contains(held.snapshot.selectedTab) && !landedSinceLaunch
            && permits(schema.access(forRootOf: held.snapshot.selectedTab))
        {
            visible.selectedTab = held.snapshot.selectedTab
        } else if landedSinceLaunch {
            notes.append("the selected tab stays where the launch link landed")
        }
        leaveRoot(unless: .mayReach)  // never onto a root the session may not see
        visible.transition = .jump
        let reason =
            "restored the saved state (format v\(held.snapshot.version))"
            + (notes.isEmpty ? "" : "; " + notes.joined(separator: "; "))
        record(held.id, "saved state", .restoration, .restored, reason, landing: true)
    }
}

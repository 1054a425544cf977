/// Windows opening, closing, launching and being restored.
extension WindowSteps {
    /// The part of a new window: the fallback location, with the modal of the gates that are
    /// up (they block every window), or sign-in over a protected root signed out.
    func freshWindow(under state: WindowedState<Schema>) -> NavigationState<Schema>.Visible {
        var fresh = Reduction(schema: schema, state: state.app)
        fresh.visible = NavigationState<Schema>.Visible(
            selectedTab: schema.defaultTab, stacks: [:], presented: nil, notice: nil, transition: .none)
        Self.showGates(in: &fresh)
        // Signed out with no public tab: sign-in covers the new window's protected root.
        if fresh.isSignedOut { fresh.keepProtectedRootsCovered() }
        return fresh.visible
    }

    /// Brings `window` to the front, opening it at the fallback location when it is new (with
    /// the gates that are up, which block every window). Only a window that opens is touched:
    /// coming to the front changes no window's part.
    func focus(_ state: inout WindowedState<Schema>, _ window: WindowID, touching touched: inout WindowsTouched) {
        guard window != state.frontmost else { return }
        if !state.isOpen(window) {
            state.open(window, showing: freshWindow(under: state))
            touched.insert(window)
        }
        state.bringToFront(window)
    }

    /// Closes `window`. What waited for it goes with it, with a record.
    func close(
        _ state: inout WindowedState<Schema>, _ window: WindowID, at now: NavigationTime,
        into effects: inout [NavigationEffect<Schema>], touching touched: inout WindowsTouched
    ) {
        if now > state._clock {
            step(&state, .timePassed, Routing(state.frontmost), at: now, into: &effects, touching: &touched)
        }
        guard state.isOpen(window), state._hasOtherWindows else {
            let why: DecisionReason = state.isOpen(window) ? .lastWindowStaysOpen : .windowNotOpen(window)
            inWindow(state.frontmost, of: &state, into: &effects, touching: &touched) { reduction in
                reduction.record(reduction.newLinkID(), "close-window \(window)", .person, .discarded, why)
            }
            return
        }
        let reason = DecisionReason.windowClosed(window)
        let pendingGoes = state._pendingOwner == window
        let flightGoes = state._inFlightOwner == window
        if pendingGoes || flightGoes {
            touched.insert(state.frontmost)
            state.withAppReduction(schema: schema, into: &effects) { reduction in
                if pendingGoes, let pending = reduction.waiting {
                    reduction.waiting = nil
                    reduction.record(
                        pending.id, pending.display, pending.source, .discarded, reason, target: pending.target)
                }
                // The link waiting for sign-in kept behind a helper's question waited in that window too.
                if pendingGoes, let kept = reduction.state.linkBehindQuestion {
                    reduction.state.linkBehindQuestion = nil
                    reduction.record(kept.id, kept.display, kept.source, .discarded, reason, target: kept.target)
                }
                if flightGoes, let flight = reduction.state.inFlight {
                    reduction.state.inFlight = nil
                    reduction.effects.append(.cancelResolution(flight.id))
                    reduction.record(
                        flight.linkID, flight.display, flight.source, .discarded, reason, target: .route(flight.route))
                }
            }
            if pendingGoes { state._pendingOwner = nil }
            if flightGoes { state._inFlightOwner = nil }
        }
        if window == state.frontmost, let next = state._nextInFront { state.bringToFront(next) }
        state.remove(window)
        touched.insert(window)
    }

    /// A launch: every window closes; at a cold launch the saved windows reopen, the frontmost
    /// through the coordinator's own launch (with the launch link), the others restored by name.
    /// Every window is touched. Linear in the saved windows, and capped: at most
    /// ``RestorationCaps/windows`` reopen, from a listing of at most
    /// ``RestorationCaps/listingBytes``; a cut leaves a record naming its cap.
    func launch(
        _ state: inout WindowedState<Schema>, _ launch: NavigationEvent<Schema>.Launch, at now: NavigationTime,
        into effects: inout [NavigationEffect<Schema>], touching touched: inout WindowsTouched
    ) {
        touched.insertAll()
        var listing: WindowSnapshots?
        var listingError: DecisionReason?
        var frontLaunch = launch
        if launch.kind == .cold, let data = launch.snapshot, WindowSnapshots.isListing(data) {
            frontLaunch.snapshot = nil
            if data.count > RestorationCaps.listingBytes {
                listingError = .savedWindowsTooLarge(bytes: data.count, cap: RestorationCaps.listingBytes)
            } else {
                do throws(WindowSnapshots.ReadError) {
                    let decoded = try WindowSnapshots.decode(data)
                    listing = decoded
                    frontLaunch.snapshot = decoded.windows.first { $0.window == decoded.frontmost }?.snapshot
                } catch {
                    listingError = .savedWindowsUnreadable("\(error)")
                }
            }
        }
        let front = listing?.frontmost ?? .main
        state.closeAll(but: front)
        let coordinator = self.coordinator
        _ = state.withPart(of: front) { coordinator.reduce(&$0, .launched(frontLaunch), at: now, into: &effects) }
        state._pendingOwner = state._waitingLinkID != nil ? front : nil
        state._inFlightOwner = state._resolvingLinkID != nil ? front : nil
        if launch.link != nil { state._lastLinkOwner = front }
        if let listingError {
            inWindow(front, of: &state, into: &effects, touching: &touched) { reduction in
                reduction.record(
                    reduction.newLinkID(), "saved windows", .restoration, .restored, listingError, landing: true)
            }
        }
        guard let listing else { return }
        // Each window once (the first entry of a name, as the frontmost's), and beyond the cap
        // the windows least recently in front (the listing's first) stay closed.
        var seen: Set<WindowID> = [front]
        var others = listing.windows.filter { seen.insert($0.window).inserted }
        let left = others.count - (RestorationCaps.windows - 1)
        if left > 0 {
            others.removeFirst(left)
            inWindow(front, of: &state, into: &effects, touching: &touched) { reduction in
                reduction.record(
                    reduction.newLinkID(), "saved windows", .restoration, .discarded,
                    .savedWindowsNotReopened(count: left, cap: RestorationCaps.windows))
            }
        }
        for entry in others {
            state.open(entry.window, showing: freshWindow(under: state))
            hold(entry, into: &state, effects: &effects, touching: &touched)
        }
        if state.app.session != .unknown { restoreHeldWindows(&state, into: &effects, touching: &touched) }
    }

    /// Holds one saved window's snapshot for the window of the same name, to be restored with
    /// the others in one pass, now or once the session is known. A snapshot that does not read
    /// leaves the window at its default, with a record.
    func hold(
        _ entry: WindowSnapshots.Entry, into state: inout WindowedState<Schema>,
        effects: inout [NavigationEffect<Schema>], touching touched: inout WindowsTouched
    ) {
        let window = entry.window
        let link = Self.savedState(of: window)
        var held: HeldRestoration<Schema>?
        inWindow(window, of: &state, into: &effects, touching: &touched) { reduction in
            let id = reduction.newLinkID()
            switch NavigationSnapshot<Schema>.restorable(from: entry.snapshot) {
            case .success(let snapshot):
                held = HeldRestoration(id: id, snapshot: snapshot, skippedTab: nil)
                if reduction.session == .unknown {
                    reduction.record(id, link, .restoration, .pending, .waitingForSessionBeforeRestoring)
                }
            case .failure(let error):
                reduction.record(id, link, .restoration, .restored, .savedStateUnreadable("\(error)"), landing: true)
            }
        }
        if let held { state._held[window] = held }
    }

    /// Restores the held windows, each as the coordinator restores its one window.
    func restoreHeldWindows(
        _ state: inout WindowedState<Schema>, into effects: inout [NavigationEffect<Schema>],
        touching touched: inout WindowsTouched
    ) {
        let held = state._held
        state._held = [:]
        for window in state.windows {
            guard let restoration = held[window] else { continue }
            var made: [NavigationEffect<Schema>] = []
            inWindow(window, of: &state, into: &made, touching: &touched) { reduction in
                reduction.state.heldRestoration = restoration
                reduction.state.landedSinceLaunch = false
                reduction.applyHeldRestoration()
            }
            for index in made.indices {
                if case .record(var record) = made[index], record.id == restoration.id {
                    record.link = Self.savedState(of: window)
                    made[index] = .record(record)
                }
            }
            effects += made
        }
    }

    /// How records name a window's saved state.
    static func savedState(of window: WindowID) -> String { DecisionRecord.escaped("saved state of window \(window)") }
}

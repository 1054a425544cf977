/// Windows opening, closing, launching and being restored.
extension WindowSteps {
    /// The default part of a new window: the fallback location, nothing presented.
    @inlinable
    func freshWindow() -> NavigationState<Schema>.Visible {
        NavigationState<Schema>.Visible(
            selectedTab: schema.defaultTab, stacks: [:], presented: nil, notice: nil, transition: .none)
    }

    /// Brings `window` to the front, opening it at the fallback location when it is new (with
    /// the gates that are up, which block every window).
    @usableFromInline
    func focus(_ state: inout WindowedState<Schema>, _ window: WindowID) {
        guard window != state._frontmost else { return }
        if state._others[window] == nil {
            var fresh = Reduction(schema: schema, state: state._app)
            fresh.state._visible = freshWindow()
            Self.showGates(in: &fresh)
            state._others[window] = fresh.state._visible
            state._order.insert(window, at: 0)
        }
        bringToFront(&state, window)
    }

    /// Closes `window`. What waited for it goes with it, with a record.
    @usableFromInline
    func close(
        _ state: inout WindowedState<Schema>, _ window: WindowID, at now: NavigationTime,
        into effects: inout [NavigationEffect<Schema>]
    ) {
        if now > state._app._now {
            step(&state, .timePassed, in: state._frontmost, bringingToFront: false, at: now, into: &effects)
        }
        guard state.isOpen(window), state._others.count > 0 else {
            let why =
                state.isOpen(window)
                ? "the last window stays open (the app goes to the background instead)"
                : "no window \(window) is open"
            inWindow(state._frontmost, of: &state, into: &effects) { reduction in
                reduction.record(
                    reduction.newLinkID(), "close-window \(window)", .person, .discarded, "\(why); nothing changed")
            }
            return
        }
        let reason = "its window \(window) closed"
        let pendingGoes = state._pendingWindow == window
        let flightGoes = state._inFlightWindow == window
        if pendingGoes || flightGoes {
            var reduction = Reduction(schema: schema, state: state._app)
            if pendingGoes, let pending = reduction.state._pending {
                reduction.state._pending = nil
                reduction.record(
                    pending.id, pending.display, pending.source, .discarded, reason, target: pending.target)
            }
            if flightGoes, let flight = reduction.state._inFlight {
                reduction.state._inFlight = nil
                reduction.effects.append(.cancelResolution(flight.id))
                reduction.record(
                    flight.linkID, flight.display, flight.source, .discarded, reason, target: .route(flight.route))
            }
            state._app = reduction.state
            effects += reduction.effects
            if pendingGoes { state._pendingWindow = nil }
            if flightGoes { state._inFlightWindow = nil }
        }
        if window == state._frontmost, let next = state._order.dropLast().last {
            bringToFront(&state, next)
        }
        state._others.removeValue(forKey: window)
        state._heldWindows.removeValue(forKey: window)
        state._order.removeAll { $0 == window }
    }

    /// A launch: every window closes; at a cold launch the saved windows reopen, the frontmost
    /// through the coordinator's own launch (with the launch link), the others restored by name.
    @usableFromInline
    func launch(
        _ state: inout WindowedState<Schema>, _ launch: NavigationEvent<Schema>.Launch, at now: NavigationTime,
        into effects: inout [NavigationEffect<Schema>]
    ) {
        var listing: WindowSnapshots?
        var listingError: WindowSnapshots.ReadError?
        var frontLaunch = launch
        if launch.kind == .cold, let data = launch.snapshot, WindowSnapshots.isListing(data) {
            do throws(WindowSnapshots.ReadError) {
                let decoded = try WindowSnapshots.decode(data)
                listing = decoded
                frontLaunch.snapshot = decoded.windows.first { $0.window == decoded.frontmost }?.snapshot
            } catch {
                listingError = error
                frontLaunch.snapshot = nil
            }
        }
        let front = listing?.frontmost ?? .main
        state._others = [:]
        state._order = [front]
        state._frontmost = front
        state._heldWindows = [:]
        state._inFlightWindow = nil
        state._lastLinkWindow = nil
        coordinator.reduce(&state._app, .launched(frontLaunch), at: now, into: &effects)
        state._pendingWindow = state._app._pending != nil ? front : nil
        state._inFlightWindow = state._app._inFlight != nil ? front : nil
        if launch.link != nil { state._lastLinkWindow = front }
        if let listingError {
            inWindow(front, of: &state, into: &effects) { reduction in
                reduction.record(
                    reduction.newLinkID(), "saved windows", .restoration, .restored,
                    "\(listingError); every window started from the default state", landing: true)
            }
        }
        guard let listing else { return }
        for entry in listing.windows where entry.window != front && state._others[entry.window] == nil {
            var fresh = Reduction(schema: schema, state: state._app)
            fresh.state._visible = freshWindow()
            Self.showGates(in: &fresh)
            state._others[entry.window] = fresh.state._visible
            state._order.insert(entry.window, at: state._order.count - 1)
            restore(entry, into: &state, effects: &effects)
        }
    }

    /// Restores one saved window into the window of the same name: now, or once the session
    /// is known. A snapshot that does not read leaves the window at its default, with a record.
    @usableFromInline
    func restore(
        _ entry: WindowSnapshots.Entry, into state: inout WindowedState<Schema>,
        effects: inout [NavigationEffect<Schema>]
    ) {
        let window = entry.window
        let link = Self.savedState(of: window)
        var held: HeldRestoration<Schema>?
        inWindow(window, of: &state, into: &effects) { reduction in
            let id = reduction.newLinkID()
            do throws(NavigationSnapshot<Schema>.ReadError) {
                let snapshot = try NavigationSnapshot<Schema>.decode(entry.snapshot)
                held = HeldRestoration(id: id, snapshot: snapshot, skippedTab: nil)
                if reduction.state._session == .unknown {
                    reduction.record(
                        id, link, .restoration, .pending, "waiting for the session to be known before restoring")
                }
            } catch {
                reduction.record(
                    id, link, .restoration, .restored, "\(error); started from the default state", landing: true)
            }
        }
        if let held { state._heldWindows[window] = held }
        if state._app._session != .unknown { restoreHeldWindows(&state, into: &effects) }
    }

    /// Restores the held windows, each as the coordinator restores its one window.
    @usableFromInline
    func restoreHeldWindows(_ state: inout WindowedState<Schema>, into effects: inout [NavigationEffect<Schema>]) {
        let held = state._heldWindows
        state._heldWindows = [:]
        for window in state._order {
            guard let restoration = held[window] else { continue }
            var made: [NavigationEffect<Schema>] = []
            inWindow(window, of: &state, into: &made) { reduction in
                reduction.state._heldRestoration = restoration
                reduction.state._landedSinceLaunch = false
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
    @usableFromInline
    static func savedState(of window: WindowID) -> String { DecisionRecord.escaped("saved state of window \(window)") }
}

/// The rule for protected tab roots, in one place: signed out or expired, no protected screen
/// or tab root stays in view, whatever path led there (a launch with or without a link, the
/// session resolving, a sign-out, an expiry, a cancelled sign-in, a public sheet closing, a tab
/// selected, a restore).
extension Reduction {
    /// Whether the session is signed out or expired: the sessions the rule is about.
    var isSignedOut: Bool {
        switch self.session {
        case .signedOut, .expired: true
        case .signedIn, .unknown: false
        }
    }

    /// Where a person signed out goes when the selected root needs sign-in: the default tab if
    /// its root is public, else the first public tab in display order; `nil` when none is public.
    var firstPublicTab: Schema.Tab? {
        if !schema.access(forRootOf: schema.defaultTab).isProtected { return schema.defaultTab }
        return schema.tabs.first { !schema.access(forRootOf: $0).isProtected }
    }

    /// Whether sign-in must stay up: signed out or expired on a protected root with no public
    /// tab to go to. Cancelling or dismissing it is then refused.
    var signInMustStay: Bool {
        isSignedOut && schema.access(forRootOf: visible.selectedTab).isProtected && firstPublicTab == nil
    }

    /// The one rule, run after every event (and at sign-in, before a waiting link lands):
    ///
    /// - Signed out or expired on a protected root: to a public tab when there is one (the tab
    ///   left is remembered); when there is none, sign-in comes up unless a modal already covers
    ///   the root (a public sheet, a gate's modal) or a gate is raised: it comes up when that
    ///   closes.
    /// - Signed in, with a tab left only because the person was signed out: back to it, so a
    ///   link that waited for sign-in lands from where it would have signed in from the start.
    /// - Signed in on a root that needs a requirement the session lacks: to where a launch puts
    ///   the person (``leaveRootTheSessionMayNotKeep()``); that root is asked for once the event is
    ///   done (``askForRootLeft()``).
    mutating func keepProtectedRootsCovered() {
        guard state.launch != nil else { return }
        if case .signedIn = self.session {
            // Back to the tab left, or, when its root needs a requirement the session lacks, to
            // where a launch signed in puts the person (not the public tab they waited on).
            if let left = state.tabLeftForSignIn {
                state.tabLeftForSignIn = nil
                if left != visible.selectedTab {
                    visible.selectedTab = left
                    visible.transition = .jump
                }
            }
            let root = visible.selectedTab
            leaveRootTheSessionMayNotKeep()
            if visible.selectedTab != root { rootLeft = root }
            return
        }
        guard isSignedOut, schema.access(forRootOf: visible.selectedTab).isProtected else { return }
        if let open = firstPublicTab {
            moveOffProtectedRoot(to: open)
        } else if visible.modal == nil && state.gates.isEmpty {
            presentSignIn()  // a raised gate holds the app first; sign-in comes when it clears
        }
    }

    /// Signed in on a root that needs a requirement the session lacks (a modal covered it while
    /// it was kept there, or sign-in came back to it): to where a launch puts the person, the
    /// first tab whose root they may keep. It asks for nothing itself: a link that landed comes
    /// first, as when signed in from the start (``askForRootLeft()`` asks for the root when
    /// nothing landed or waits).
    mutating func leaveRootTheSessionMayNotKeep() {
        // A root only a requirement guards (`publicRequiring`) is not a protected root: it is
        // asked for when selected, never covered.
        guard case .signedIn = self.session, schema.access(forRootOf: visible.selectedTab).isProtected else { return }
        leaveRoot(unless: .mayStay)
    }

    /// Signed in, the person was moved during this event off a root the session may not keep: once
    /// the event is done (a waiting link replayed), when no landing put them anywhere, nothing
    /// waits and nothing is up but a gate's modal, that root waits for what it needs, as it does
    /// at a launch with the session known. A link that landed comes first, as when signed in from
    /// the start; a link that waited and changed nothing (a sign-in link while signed in) put
    /// nobody anywhere.
    mutating func askForRootLeft() {
        guard let root = rootLeft, case .signedIn = self.session, self.waiting == nil, !placedByLanding,
            visible.selectedTab != root, !permits(schema.access(forRootOf: root)),
            visible.modal == nil || visible.modal == schema.modal(forRaised: state.gates)
        else { return }
        askForRoot(of: root)
    }

    /// Selects `tab` instead of the selected one, remembering the selected one when it is left
    /// only because the session is signed out or not yet known (it is selected again once signed
    /// in, so what waited lands from where it would have with the session known from the start).
    mutating func moveOffProtectedRoot(to tab: Schema.Tab) {
        let selected = visible.selectedTab
        if isSignedOut || self.session == .unknown, state.tabLeftForSignIn == nil,
            schema.access(forRootOf: selected).isProtected
        {
            state.tabLeftForSignIn = selected
        }
        visible.selectedTab = tab
        visible.transition = .jump
    }

    /// A cancel or dismiss of sign-in that the rule refuses: a record says why, nothing changes.
    mutating func refuseClosingSignIn(_ what: String) {
        record(newLinkID(), what, .person, .rejected, .signInMustStay(tab: "\(visible.selectedTab)"))
    }

    /// A newer navigation lands: a location the app parked for itself (the root asked for while
    /// the session was unknown) ends superseded, so the session resolving later does not take the
    /// person back. A place to return to that waits for sign-in (after an expiry) is a link
    /// waiting for sign-in like any other: what lands while it waits is help with signing in (a
    /// reset sheet in sign-in's place, a stale code's notice), which never replaces what is owed.
    mutating func supersedeParkedReturn(by navigation: Navigation<Schema>) {
        guard let parked = self.waiting, parked.id != navigation.id, parked.navigation.source == .session,
            case .location = parked.target, parked.reason != .signIn, navigation.source != .session,
            navigation.source != .restoration
        else { return }
        self.waiting = nil
        record(parked.navigation, .superseded, .supersededByNavigation(navigation.display))
    }
}

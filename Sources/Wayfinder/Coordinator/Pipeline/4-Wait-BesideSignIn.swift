/// Stage 4 of *How a link lands*, Wait, beside sign-in: help with signing in. A modal the schema
/// declares as helping sign-in (``ModalRule/helpsSignIn``: a password reset) shows in place of
/// sign-in and keeps the link waiting for it; a sign-in link (``RouteRule/signsIn``: a magic link)
/// is the sign-in. Neither costs the person the link they were signing in for.
extension Reduction {
    /// Whether `modal` helps the person sign in.
    func helpsSignIn(_ modal: Schema.Modal?) -> Bool {
        guard let modal else { return false }
        return schema.rule(for: modal).helpsSignIn
    }

    /// Whether sign-in is up, or a modal that helps sign-in stands in its place while a link waits
    /// for sign-in (kept aside while the helper asks its question).
    var signInIsUp: Bool {
        guard let modal = visible.modal else { return false }
        if modal == schema.signInModal { return true }
        guard helpsSignIn(modal) else { return false }
        return self.waiting?.reason == .signIn || state.linkBehindQuestion != nil
    }

    /// Whether a navigation waiting for `reason` is a question asked by a modal that helps
    /// sign-in while it stands in sign-in's place: the link waiting for sign-in is then kept
    /// aside, not superseded.
    func asksInSignInsPlace(_ reason: PendingLink<Schema>.Reason) -> Bool {
        guard case .confirmation(let modal) = reason, visible.modal == modal, helpsSignIn(modal) else { return false }
        return self.waiting?.reason == .signIn || state.linkBehindQuestion != nil
    }

    /// The question over a helper in sign-in's place went without an answer that leaves the
    /// helper (a newer link replaced it, the person stayed, the helper closed for another
    /// reason): the link waiting for sign-in it kept aside is the waiting link again.
    mutating func restoreLinkBehindQuestion() {
        guard let kept = state.linkBehindQuestion else { return }
        state.linkBehindQuestion = nil
        if let newer = self.waiting {
            record(kept.navigation, .superseded, .superseded(by: newer.display))
        } else {
            self.waiting = kept
        }
    }

    /// A navigation newer than the link kept behind a question waits, or the person left the
    /// helper for one: the newest link wins, and the kept link ends superseded with its record.
    mutating func supersedeLinkBehindQuestion(by navigation: Navigation<Schema>) {
        guard let kept = state.linkBehindQuestion, kept.id != navigation.id else { return }
        state.linkBehindQuestion = nil
        record(kept.navigation, .superseded, .superseded(by: navigation.display))
    }

    /// Whether `target` goes past the modal that is up instead of waiting for it (no arrival
    /// policy applies): it lands inside the modal's flow; it is a sign-in link, which moves no one
    /// (signed in, the person stays under whatever modal is up, as if signed in from the start);
    /// or sign-in is up (or a helper in its place) and the target shows a modal that helps sign-in.
    func passesModalUp(_ target: PendingLink<Schema>.Target?) -> Bool {
        landsInsideFlow(target) || isHelpWithSigningIn(target)
    }

    /// Whether `target` is help with signing in: a sign-in link, or, while sign-in is up (or a
    /// helper in its place), a link that shows a modal that helps sign-in.
    func isHelpWithSigningIn(_ target: PendingLink<Schema>.Target?) -> Bool {
        guard case .route(let route)? = target else { return false }
        let rule = schema.rule(for: route)
        if rule.signsIn { return true }
        return signInIsUp && helpsSignIn(rule.destination.presentation?.modal)
    }

    /// Whether a resolver's landing goes into sign-in's own flow while it is up (or into the
    /// modal that holds the flow up now): it lands there at once, as a `proceed` would, and keeps
    /// the link waiting for sign-in.
    func entersModalUp(_ landing: Destination<Schema>) -> Bool {
        guard let modal = landing.presentation?.modal, let up = visible.modal else { return false }
        if modal == up { return up == flowModal || up == schema.signInModal }
        return modal == schema.signInModal && signInIsUp
    }

    /// Whether a modal that is landing may take the place of the modal up: the schema's priority
    /// rule, or a helper taking sign-in's place.
    func mayShow(_ modal: Schema.Modal) -> Bool {
        if schema.modal(modal, mayReplace: visible.modal) { return true }
        return helpsSignIn(modal) && signInIsUp
    }

    /// A link still waits for what `reason` names and its modal is not up (sign-in came back after
    /// a helper closed; a requirement sign-in did not meet, after sign-in closed; a requirement
    /// whose modal a higher one kept from showing, after that one closed): show it.
    mutating func showAgain(_ reason: PendingLink<Schema>.Reason) {
        guard case .requirement(let name) = reason, visible.modal == nil, state.scenePhase == .active else { return }
        presentRequirement(name)
    }

    /// A sign-in link that arrives signed in changes nothing: a link never switches accounts.
    /// - Returns: Whether the link was refused (its record is made).
    mutating func refusesSignInLink(
        _ route: Schema.Route, id: LinkID, display: String, source: LinkSource, pattern: String?
    ) -> Bool {
        guard case .signedIn = self.session, schema.rule(for: route).signsIn else { return false }
        tellAlreadySignedIn()
        record(id, display, source, .discarded, .alreadySignedIn, landing: true, pattern: pattern)
        return true
    }

    /// The resolver of a sign-in link answered that it signs `account` in: as after signing in on
    /// the sign-in modal, the link waiting for sign-in lands; with nothing waiting the person stays
    /// where they are.
    mutating func signIn(by navigation: Navigation<Schema>, as account: Account) {
        guard case .route(let route) = navigation.target, schema.rule(for: route).signsIn else {
            landOnFallback(
                navigation, notice: schema.notices.linkUnavailable, outcome: .rejected,
                reason: .signsInWithoutSignInRule(link: navigation.display))
            return
        }
        if case .signedIn = self.session {
            tellAlreadySignedIn()
            record(navigation, .discarded, .alreadySignedIn, landing: true)
            return
        }
        // The record comes first, so it reads before the waiting link's; it names where the person
        // is once signing in is done (where the waiting link landed, or where they stay), never
        // the sign-in it closed.
        let index = effects.count
        record(navigation, .landed, .signedInByLink, landing: true)
        signIn(account)
        if case .record(var signedIn) = effects[index] {
            signedIn.landing = landingPlace
            effects[index] = .record(signedIn)
        }
    }

    /// Under a launch gate a sign-in link, or a link to a helper of sign-in while the pending link
    /// is owed sign-in, waits for the gate beside the pending link, never in its place: help
    /// removes a blocker without replacing what the person is owed. A newer one replaces it
    /// (newest wins, with a record).
    /// - Returns: Whether `navigation` was held so.
    mutating func holdsBehindGate(_ navigation: Navigation<Schema>, reason: PendingLink<Schema>.Reason) -> Bool {
        guard case .gate = reason, case .route(let route) = navigation.target else { return false }
        let rule = schema.rule(for: route)
        // A link to a modal that helps sign-in waits beside a link owed sign-in too: after the
        // gate, sign-in is asked for that link and the helper shows in its place. Not when it is
        // that link, or needs sign-in itself (no help: it is owed sign-in, and the newest wins).
        let helpsOwedSignIn =
            helpsSignIn(rule.destination.presentation?.modal) && pendingIsOwedSignIn
            && self.waiting?.id != navigation.id && !schema.isProtected(navigation.target)
        guard rule.signsIn || helpsOwedSignIn else { return false }
        let previous = state.signInLinkBehindGate
        if let older = previous, older.id != navigation.id {
            record(older.navigation, .superseded, .superseded(by: navigation.display))
        }
        state.signInLinkBehindGate = PendingLink(navigation, reason: reason)
        // The waiting link itself (a sign-in link that waited for the session) moves beside the
        // gate: one place holds it, so it ends once.
        if self.waiting?.id == navigation.id { self.waiting = nil }
        if previous?.id != navigation.id || previous?.reason != reason {
            record(navigation, .pending, .waiting(DecisionReason.WaitingFor(reason)))
        }
        return true
    }

    /// A newer link replaced `older`, the link owed sign-in that a helper's link waits beside
    /// under a gate: the help goes with it (newest wins), unless the newer link is owed sign-in
    /// too. A sign-in link stays: it signs in, whatever lands.
    mutating func dropHelpHeldFor(_ older: PendingLink<Schema>, by newer: Navigation<Schema>) {
        guard let held = state.signInLinkBehindGate, case .route(let route) = held.navigation.target,
            !schema.rule(for: route).signsIn
        else { return }
        if case .signedIn = session { return }
        guard schema.isProtected(older.target), !schema.isProtected(newer.target) else { return }
        state.signInLinkBehindGate = nil
        record(held.navigation, .superseded, .superseded(by: newer.display))
    }

    /// Whether the link that waits needs sign-in once nothing else is in the way (under a gate
    /// it waits for the gate first).
    var pendingIsOwedSignIn: Bool {
        guard let pending = self.waiting, !pending.reason.isConfirmation else { return false }
        if pending.reason == .signIn { return true }
        guard case .signedIn = session else { return schema.isProtected(pending.target) }
        return false
    }

    /// A gate cleared: the sign-in link held behind it goes on (its resolver signs the person in,
    /// and the link waiting for sign-in lands), unless another gate still holds it.
    mutating func replaySignInLinkBehindGate() {
        guard let held = state.signInLinkBehindGate else { return }
        state.signInLinkBehindGate = nil
        proceed(held.navigation)
    }

    /// Signed in, a sign-in link changes nothing, and the person is told: the schema's
    /// ``NoticeRoles/alreadySignedIn`` notice shows (under the rules of every notice).
    mutating func tellAlreadySignedIn() {
        guard let notice = schema.notices.alreadySignedIn else { return }
        show(notice)
    }
}

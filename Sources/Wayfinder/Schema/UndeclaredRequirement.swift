/// A requirement the schema uses in an ``Access/requirement(_:)`` (or
/// ``Access/publicRequiring(_:)``) but does not declare in ``NavigationSchema/requirements``, or
/// one it declares in a way that can never be met (a sign-in modal that needs sign-in itself, a
/// requirement asked without sign-in whose modal needs sign-in), or a modal it declares so that
/// nothing can close it:
/// a schema error, found when the schema is first read.
///
/// ``NavigationSchema/undeclaredRequirements`` lists them; a ``Coordinator`` records each one
/// when the app launches, and the audit fails naming it. Nothing needing it ever lands: a
/// navigation that needs it is refused with a record naming it.
public struct UndeclaredRequirement: Hashable, Sendable, CustomStringConvertible {
    public var name: RequirementName
    /// The first place that uses it, in words (`screen security`, `the link shop://settings/security`).
    public var usedBy: String

    /// Why the requirement can never be met though it is declared, in words, after ``usedBy``
    /// (`needs signed in access itself, …`); `nil` for a requirement that is not declared.
    public var problem: String?

    /// An undeclared requirement, or, with `problem`, one the schema declares but can never meet.
    /// - Parameters:
    ///   - name: The requirement's name.
    ///   - usedBy: The first place that uses it, in words.
    ///   - problem: Why it can never be met, in words; `nil` when it is not declared.
    package init(_ name: RequirementName, usedBy: String, problem: String? = nil) {
        self.name = name
        self.usedBy = usedBy
        self.problem = problem
    }

    /// What is wrong and what to declare.
    public var description: String {
        if let problem { return "\(usedBy) \(problem)" }
        guard name != .signIn else { return "\(usedBy) asks for `.requirement(.signIn)`: write `.signedIn` instead" }
        return "the requirement \(name) is used by \(usedBy) but not declared: add "
            + "`Requirement(RequirementName(\"\(name)\"), modal: …)` to the schema's `requirements`"
    }
}

extension NavigationSchema {
    /// Every requirement the schema uses but does not declare, each once, in the order first met;
    /// then every one it declares in a way the package cannot honour: a sign-in modal (or its root
    /// screen) that needs sign-in; a modal that may show signed out and outranks sign-in; a modal
    /// that outranks a requirement's modal; a requirement's modal that needs that requirement; a
    /// launch gate's modal that needs access; a modal declared `dismissible: false` that is neither
    /// the sign-in modal, a requirement's modal nor a launch gate's modal (nothing can close it); a
    /// requirement asked without sign-in (``Access/publicRequiring(_:)``) whose modal needs sign-in.
    ///
    /// Reads what the schema can enumerate: every tab root's access, the sign-in modal, every
    /// declared requirement's modal and every launch gate's modal (with their root screens), and
    /// the rule of each sample link's route with its destination's screens and modal. A route no
    /// sample reaches is checked when it is used. For tools and for ``Coordinator/init(schema:)``,
    /// not for the reducer: it allocates and parses links.
    public var undeclaredRequirements: [UndeclaredRequirement] {
        var found: [UndeclaredRequirement] = []
        func check(_ access: Access, _ place: @autoclosure () -> String) {
            guard let name = access.requirementName, requirement(named: name) == nil,
                !found.contains(where: { $0.name == name && $0.problem == nil })
            else { return }
            found.append(UndeclaredRequirement(name, usedBy: place()))
        }
        func check(_ modal: Modal) {
            check(rule(for: modal).access, "modal \(modal)")
            if let root = root(of: modal) { check(access(for: root), "screen \(root), the root of \(modal)") }
        }
        for tab in tabs { check(access(forRootOf: tab), "the root of tab \(tab)") }
        check(signInModal)
        for modal in requirements.compactMap(\.modal) { check(modal) }
        for modal in launchGates.compactMap({ modal(for: $0) }) { check(modal) }
        // What the package cannot honour: a modal that would meet a requirement, or clear a gate,
        // but needs that very requirement (or sign-in before any) to show.
        let signIn = rule(for: signInModal).access
        let signInRoot = root(of: signInModal).map { access(for: $0) } ?? .public
        if signIn.isProtected || signInRoot.isProtected {
            let what =
                signIn.isProtected ? "needs \(signIn) access" : "has a root screen that needs \(signInRoot) access"
            found.append(
                UndeclaredRequirement(
                    .signIn, usedBy: "the sign-in modal \(signInModal)",
                    problem:
                        "\(what), so a person who is signed out can never sign in: declare it and its root screen `.public`"
                ))
        }
        // A modal that may show signed out and outranks sign-in: a link that needs sign-in while
        // it is up waits for a sign-in that cannot show over it.
        let gateModals = launchGates.compactMap { modal(for: $0) }
        let signInPriority = rule(for: signInModal).priority
        var candidates = requirements.compactMap(\.modal)
        for sample in sampleLinks {
            if case .success(let route) = links.match(sample.link), let modal = rule(for: route).destination.modal,
                !candidates.contains(modal)
            {
                candidates.append(modal)
            }
        }
        for candidate in candidates where candidate != signInModal && !gateModals.contains(candidate) {
            let candidateRule = rule(for: candidate)
            let root = root(of: candidate).map { access(for: $0) } ?? .public
            guard candidateRule.priority > signInPriority, !candidateRule.access.isProtected, !root.isProtected
            else { continue }
            found.append(
                UndeclaredRequirement(
                    .signIn, usedBy: "the modal \(candidate)",
                    problem:
                        "may show while signed out and outranks the sign-in modal \(signInModal) (priority \(candidateRule.priority) > \(signInPriority)), so a link that needs sign-in while it is up waits for a sign-in that cannot show over it: give \(signInModal) the higher priority"
                ))
        }
        // Likewise a modal the app shows that outranks a requirement's modal: a link that needs
        // the requirement while it is up waits for a modal that cannot show over it.
        let requirementModals = requirements.compactMap(\.modal)
        for requirement in requirements {
            guard let modal = requirement.modal else { continue }
            let priority = rule(for: modal).priority
            for candidate in candidates where !requirementModals.contains(candidate) && !gateModals.contains(candidate)
            {
                let candidateRule = rule(for: candidate)
                guard candidate != signInModal, candidateRule.priority > priority,
                    candidateRule.access != .requirement(requirement.name)
                else { continue }
                found.append(
                    UndeclaredRequirement(
                        requirement.name, usedBy: "the modal \(candidate)",
                        problem:
                            "outranks \(modal), the modal of requirement \(requirement.name) (priority \(candidateRule.priority) > \(priority)), so a link that needs \(requirement.name) while it is up waits for a modal that cannot show over it: give \(modal) the higher priority"
                    ))
            }
        }
        // A modal nothing can close: the person's dismiss is refused for it, and only sign-in, a
        // requirement's modal and a gate's modal close by an event (signing in, the requirement
        // met, the gate cleared).
        for candidate in candidates
        where !rule(for: candidate).isDismissible && candidate != signInModal
            && !requirementModals.contains(candidate) && !gateModals.contains(candidate)
        {
            found.append(
                UndeclaredRequirement(
                    .signIn, usedBy: "the modal \(candidate)",
                    problem:
                        "is declared `dismissible: false` but is neither the sign-in modal, a requirement's modal nor a launch gate's modal, so nothing can ever close it (the person's dismiss is refused and no event closes it): declare it dismissible, or show it for a launch gate"
                ))
        }
        for requirement in requirements {
            guard let modal = requirement.modal else { continue }
            let accesses = [rule(for: modal).access] + (root(of: modal).map { [access(for: $0)] } ?? [])
            guard accesses.contains(where: { $0.requirementName == requirement.name }) else { continue }
            found.append(
                UndeclaredRequirement(
                    requirement.name, usedBy: "the modal \(modal) of requirement \(requirement.name)",
                    problem:
                        "needs \(requirement.name) itself to show, so \(requirement.name) can never be met: give it `.signedIn` or `.public` access"
                ))
        }
        for gate in launchGates {
            guard let modal = modal(for: gate) else { continue }
            let access = [rule(for: modal).access, root(of: modal).map { self.access(for: $0) } ?? .public]
            guard let needed = access.first(where: \.isProtected) else { continue }
            found.append(
                UndeclaredRequirement(
                    needed.requirementName ?? .signIn, usedBy: "the modal \(modal) of launch gate \(gate)",
                    problem:
                        "needs \(needed) access, but a gate is raised at launch whoever is signed in and its modal could not show: declare it `.public`"
                ))
        }
        // A requirement asked without sign-in whose modal needs sign-in: a person signed out can
        // never meet it (a link that needs it is refused with the access-denied notice).
        var askedSignedOut: [(name: RequirementName, place: String)] = []
        func noteAskedSignedOut(_ access: Access, _ place: @autoclosure () -> String) {
            guard case .publicRequiring(let name) = access, !askedSignedOut.contains(where: { $0.name == name })
            else { return }
            askedSignedOut.append((name, place()))
        }
        for tab in tabs { noteAskedSignedOut(access(forRootOf: tab), "the root of tab \(tab)") }
        for sample in sampleLinks {
            guard case .success(let route) = links.match(sample.link) else { continue }
            let link = "the link \(links.redactedDescription(of: sample.link))"
            let rule = rule(for: route)
            check(rule.access, link)
            noteAskedSignedOut(rule.access, link)
            _forEachAccess(of: rule.destination) {
                check($0, link)
                noteAskedSignedOut($0, link)
            }
            if let modal = rule.destination.modal, let root = root(of: modal) { check(access(for: root), link) }
        }
        for (name, place) in askedSignedOut {
            guard let modal = requirement(named: name)?.modal else { continue }
            let accesses = [rule(for: modal).access] + (root(of: modal).map { [access(for: $0)] } ?? [])
            guard let needed = accesses.first(where: \.isProtected) else { continue }
            found.append(
                UndeclaredRequirement(
                    name, usedBy: place,
                    problem:
                        "asks for \(name) without sign-in (`.publicRequiring(\(name))`), but its modal \(modal) needs \(needed) access, so a person signed out can never meet it: give \(modal) `.public` access"
                ))
        }
        return found
    }
}

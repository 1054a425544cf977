/// A requirement the schema uses in an ``Access/requirement(_:)`` but does not declare in
/// ``NavigationSchema/requirements``: a schema error, found when the schema is first read.
///
/// ``NavigationSchema/undeclaredRequirements`` lists them; a ``Coordinator`` records each one
/// when the app launches, and the audit fails naming it. Nothing needing it ever lands: a
/// navigation that needs it is refused with a record naming it.
public struct UndeclaredRequirement: Hashable, Sendable, CustomStringConvertible {
    /// The requirement's name.
    public var name: RequirementName
    /// The first place that uses it, in words (`screen security`, `the link shop://settings/security`).
    public var usedBy: String

    /// An undeclared requirement.
    /// - Parameters:
    ///   - name: The requirement's name.
    ///   - usedBy: The first place that uses it, in words.
    public init(_ name: RequirementName, usedBy: String) {
        self.name = name
        self.usedBy = usedBy
    }

    /// What is wrong and what to declare.
    public var description: String {
        guard name != .signIn else { return "\(usedBy) asks for `.requirement(.signIn)`: write `.signedIn` instead" }
        return "the requirement \(name) is used by \(usedBy) but not declared: add "
            + "`Requirement(RequirementName(\"\(name)\"), modal: …)` to the schema's `requirements`"
    }
}

extension NavigationSchema {
    /// Every requirement the schema uses but does not declare, each once, in the order first met.
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
                !found.contains(where: { $0.name == name })
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
        for sample in sampleLinks {
            guard case .success(let route) = links.match(sample.link) else { continue }
            let link = "the link \(links.redactedDescription(of: sample.link))"
            let rule = rule(for: route)
            check(rule.access, link)
            _forEachAccess(of: rule.destination) { check($0, link) }
            if let modal = rule.destination.modal, let root = root(of: modal) { check(access(for: root), link) }
        }
        return found
    }
}

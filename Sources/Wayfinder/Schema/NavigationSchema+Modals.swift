extension NavigationSchema {
    /// The modal that shows while `gates` are raised: the highest-priority one of their modals.
    package func modal(forRaised gates: [LaunchGate]) -> Modal? {
        var top: Modal?
        for gate in gates {
            if let modal = modal(for: gate), self.modal(modal, mayReplace: top) { top = modal }
        }
        return top
    }

    /// The declared gate named like `gate` (a gate is identified by its name), or `gate` itself
    /// when none is declared.
    package func declaredGate(_ gate: LaunchGate) -> LaunchGate {
        for declared in launchGates where declared == gate { return declared }
        return gate
    }

    /// Whether `modal` may take the place of `current`, the modal that is up (`nil`: none is).
    ///
    /// The one rule for which modal shows when two want to: only a modal of higher
    /// ``ModalRule/priority`` replaces the one that is up; of equal priority, the one up stays.
    /// A link's destination, a requirement's modal, a gate's modal and the app's request all
    /// go through it.
    package func modal(_ modal: Modal, mayReplace current: Modal?) -> Bool {
        guard let current, current != modal else { return true }
        return rule(for: modal).priority > rule(for: current).priority
    }
}

extension NavigationSchema {
    /// The notice whose name (its `description`) is `name`, for scripts and tools that name
    /// notices (`notice itemUnavailable`); `nil` when none is called that.
    ///
    /// A schema whose `Notice` type is `CaseIterable` names every case; otherwise only the
    /// notices of its ``NoticeRoles`` are known.
    package func notice(named name: String) -> Notice? {
        noticesByName.first { $0.description == name }
    }

    /// The names of the notices ``notice(named:)`` knows, in order.
    package var noticeNames: [String] { noticesByName.map(\.description) }

    var noticesByName: [Notice] {
        if let all = (Notice.self as? any CaseIterable.Type).map({ Self.allNotices(of: $0) }) { return all }
        let roles = notices
        var known = [roles.linkUnavailable, roles.sessionExpired, roles.signInFailed, roles.accessDenied]
        known += roles.explainingSignIn
        known += requirements.compactMap(\.failedNotice)
        var seen: Set<Notice> = []
        return known.filter { seen.insert($0).inserted }
    }

    static func allNotices<T: CaseIterable>(of type: T.Type) -> [Notice] {
        T.allCases.compactMap { $0 as? Notice }
    }
}

import Wayfinder

/// The container rule of *Screens in the wrong container*, checked on a destination's value.
///
/// The coordinator refuses a destination that breaks it when the route is first used: the link
/// ends `rejected` on the fallback. Every run of such a link then ends in the same place,
/// whatever the session, so comparing runs finds nothing; the audit checks each sample's
/// declared destination with this rule and reports a break as invariant 2 (no screen in a
/// container it does not belong to).
enum ContainerRule {
    /// What is wrong with a destination's containers, as the end of a sentence
    /// (`puts step in tab main, but step belongs inside wizard, not in a tab`), or `nil`.
    static func problem<Schema: NavigationSchema>(in destination: Destination<Schema>, of schema: Schema) -> String? {
        if case .tab(let tab, let stack) = destination.place,
            let found = problem(in: stack, modal: nil, place: "in tab \(tab)", of: schema)
        {
            return found
        }
        if let presentation = destination.presentation, !presentation.stack.isEmpty {
            return problem(
                in: presentation.stack, modal: presentation.modal, place: "inside \(presentation.modal)", of: schema)
        }
        return nil
    }

    private static func problem<Schema: NavigationSchema>(
        in stack: [Schema.Screen], modal: Schema.Modal?, place: String, of schema: Schema
    ) -> String? {
        for (position, screen) in stack.enumerated() {
            let owner = schema.modal(owning: screen)
            if let modal {
                if schema.root(of: modal) == nil { return "puts \(screen) \(place), but \(modal) holds no stack" }
                if let owner, owner != modal {
                    return "puts \(screen) \(place), but \(screen) belongs inside \(owner), not inside \(modal)"
                }
                if screen == schema.root(of: modal) { return "pushes \(screen), the root of \(modal)" }
            } else if let owner {
                return "puts \(screen) \(place), but \(screen) belongs inside \(owner), not in a tab"
            }
            if stack.firstIndex(of: screen) != position { return "puts \(screen) twice \(place)" }
        }
        return nil
    }
}

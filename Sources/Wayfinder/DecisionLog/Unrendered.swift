/// The schema's values of a landing place, kept as the state holds them (the stack is shared,
/// not copied).
struct Unrendered<Schema: NavigationSchema>: UnrenderedLocation {
    var location: Location<Schema>
    var presented: ModalPresentation<Schema>?

    init(location: Location<Schema>, presented: ModalPresentation<Schema>?) {
        self.location = location
        self.presented = presented
    }

    var rendered: RecordedLocation._Rendered {
        RecordedLocation._Rendered(
            tab: DecisionRecord.escaped(location.tab.description),
            stack: location.stack.map { DecisionRecord.escaped($0.description) },
            modal: presented.map { DecisionRecord.escaped($0.description) })
    }
}

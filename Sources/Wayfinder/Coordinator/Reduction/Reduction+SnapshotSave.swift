/// The snapshot save: the state is written once, as the scene goes to the background, since the
/// system may end the app there without another word.
extension Reduction {
    mutating func saveSnapshot() {
        effects.append(.saveSnapshot(NavigationSnapshot(of: state, schema: schema).encoded()))
    }
}

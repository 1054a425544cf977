package import Wayfinder

extension NavigationSchema {
    /// The modals a script can name: sign-in, each launch gate's and each requirement's modal,
    /// and the modal of every sample link's destination, in that order without repeats.
    package var nameableModals: [Modal] {
        var modals = [signInModal] + launchGates.compactMap { modal(for: $0) } + requirements.compactMap(\.modal)
        for sample in sampleLinks {
            if case .success(let route) = links.match(sample.link), let modal = rule(for: route).destination.modal {
                modals.append(modal)
            }
        }
        var seen: Set<Modal> = []
        return modals.filter { seen.insert($0).inserted }
    }

    /// The modal a script names (`checkout`), among ``nameableModals``.
    /// - Parameter name: The modal as the schema renders it.
    /// - Returns: The modal, or `nil` when no nameable modal renders as `name`.
    package func modal(named name: String) -> Modal? {
        nameableModals.first { $0.description == name }
    }

    /// The requirement a script names (`step-up`), if the schema declares it (sign-in always is).
    /// - Parameter word: The requirement's text form, as the script writes it.
    /// - Returns: Its name, or `nil` when no requirement of the schema is called `word`.
    package func requirementName(named word: String) -> RequirementName? {
        if word == RequirementName.signIn.rawValue { return .signIn }
        return requirements.first { $0.name.rawValue == word }?.name
    }

    /// The tab a script names (`home`).
    package func tab(named name: String) -> Tab? {
        tabs.first { $0.description == name }
    }

    /// The screen a link shows, as `push URL` and `pop-to URL` name it: the screen on top of the
    /// destination of the link's route.
    /// - Parameter link: A link of the schema's table.
    /// - Returns: The screen, or why there is none.
    func screen(shownBy link: String) -> Result<Screen, ScenarioLineMessage> {
        switch links.match(link) {
        case .failure(let rejection):
            return .failure(
                ScenarioLineMessage(text: "`\(links.redactedDescription(of: link))` names no screen: \(rejection)"))
        case .success(let route):
            guard let screen = screen(shownBy: route) else {
                return .failure(
                    ScenarioLineMessage(
                        text: "`\(links.redactedDescription(of: link))` shows no screen on top of its destination"))
            }
            return .success(screen)
        }
    }
}

extension NavigationSchema {
    /// The screens `push NAME` can name: the schema's ``NavigationSchema/sampleScreens``, then
    /// every screen of the destinations of `links` (a script's own) and of the sample links, with
    /// each destination modal's root, in that order without repeats.
    /// - Parameter extra: Links whose destinations count too, before the sample links'.
    func nameableScreens(links extra: [String] = []) -> [Screen] {
        var screens = sampleScreens
        for link in extra + sampleLinks.map(\.link) {
            guard case .success(let route) = links.match(link) else { continue }
            let destination = rule(for: route).destination
            if let modal = destination.modal, let root = root(of: modal) { screens.append(root) }
            screens += destination.screens
        }
        var seen: Set<Screen> = []
        return screens.filter { seen.insert($0).inserted }
    }

    /// Why `push NAME` names no screen at all, with the names it can push.
    func unknownScreen(_ name: String, among screens: [Screen]) -> String {
        let names = Set(screens.map(\.description)).sorted().joined(separator: ", ")
        return
            "unknown screen `\(name)`: `push` names a screen as `expect location` prints it, one the sample links or the script's links lead to, a modal's root or one of the schema's sampleScreens (\(names)); push any other by a link that shows it"
    }

    /// The screen `push NAME` pushes in `state`: the first of `screens`, then of the screens in
    /// view, that renders as `name` and may go where a push goes (the flow of the modal that is
    /// up and holds one, else the selected tab's stack), as the coordinator places a push.
    /// - Returns: The screen, or why none fits there (`nil` when no screen renders as `name`).
    func screen(
        named name: String, in state: NavigationState<Self>, among screens: [Screen]
    ) -> Result<Screen, ScenarioLineMessage>? {
        var inView = tabs.flatMap { state.stack(for: $0) }
        if let presented = state.presented {
            inView += (root(of: presented.modal).map { [$0] } ?? []) + presented.stack
        }
        let named = (screens + inView).filter { $0.description == name }
        guard let first = named.first else { return nil }
        let flow = state.presented.map(\.modal).flatMap { root(of: $0) != nil ? $0 : nil }
        if let fitting = named.first(where: { modal(owning: $0).map { $0 == flow } ?? true }) {
            return .success(fitting)
        }
        let owner = modal(owning: first).map { "\($0)" } ?? "a modal"
        if let flow {
            return .failure(
                ScenarioLineMessage(
                    text:
                        "`\(name)` is a screen of \(owner)'s flow, and the push would go into \(flow)'s: push it while \(owner) is up"
                ))
        }
        return .failure(
            ScenarioLineMessage(
                text:
                    "`\(name)` is a screen of \(owner)'s flow, and \(owner) is not up: the push would go onto \(state.selectedTab)'s stack; push it while \(owner) is up"
            ))
    }
}

/// Why a script's name does not name anything of the schema.
struct ScenarioLineMessage: Error {
    var text: String
}

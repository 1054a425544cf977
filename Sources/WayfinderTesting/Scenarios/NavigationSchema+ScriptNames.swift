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

/// Why a script's name does not name anything of the schema.
struct ScenarioLineMessage: Error {
    var text: String
}

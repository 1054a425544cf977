import Wayfinder

extension RouteMap {
    /// The map as a graph: the link pipeline from arrival through the link table to every
    /// pattern and its landing places, the pending-link and sign-in detour, launch gates,
    /// session states, redirects, the fallback and the notices on the edges.
    var graph: RouteGraph {
        var graph = RouteGraph()
        graph.cluster("sessions", "session states")
        graph.cluster("gates", "launch gates")
        for tab in tabs { graph.cluster(tabID(tab), "\(tab) tab") }
        graph.cluster("modals", "modals")

        // Arrival and the table.
        graph.node("arrive", ["a link arrives", "cold launch · warm · back from background"], .start)
        graph.node("linkTable", ["link table"], .decision)
        graph.edge("arrive", "linkTable")
        let fallback = landingNode(Landing(tab: defaultTab, stack: [], modal: nil), in: &graph)
        graph.edge(
            "linkTable", fallback, "no match: unknown, foreign, malformed · notice \(linkUnavailableNotice)",
            dashed: true)

        // The pending link and sign-in.
        let ttl = Self.format(pendingTimeToLive)
        graph.node("pending", ["pending link", "one at a time · newest wins · lives \(ttl)"], .store)
        graph.node(
            "dropped", ["dropped with a decision record", "cancelled · expired · superseded · discarded"], .box,
            .dropped)
        let signIn = modalNode(signInModal, in: &graph)
        graph.edge("arrive", "pending", "a gate or a modal is up", dashed: true)
        graph.edge("pending", signIn, "signed out or expired (notice \(sessionExpiredNotice))")
        graph.edge(signIn, signIn, "sign-in fails · notice \(signInFailedNotice)", dashed: true)
        graph.edge(signIn, "pending", "signed in")
        graph.edge("pending", "linkTable", "replays once nothing blocks it")
        graph.edge("pending", "dropped", dashed: true)

        // Requirements beyond sign-in, one modal at a time in declared order.
        for requirement in requirements {
            guard let modal = requirement.modal else { continue }
            let node = modalNode(modal, in: &graph)
            graph.edge("pending", node, "signed in, \(requirement.name) not met")
            if let notice = requirement.failedNotice {
                graph.edge(node, node, "\(requirement.name) fails · notice \(notice)", dashed: true)
            }
            graph.edge(node, "pending", "\(requirement.name) met")
            if requirement.cancelDropsLink {
                graph.edge(node, "dropped", "\(requirement.name) cancelled", dashed: true)
            }
        }

        // Launch gates.
        for (index, gate) in gates.enumerated() {
            let id = "gate\(index)"
            graph.node(id, ["gate \(gate.name)"], .gate, in: "gates")
            graph.edge("arrive", id, "raised at launch", dashed: true)
            if let modal = gate.modal {
                let node = modalNode(modal, in: &graph)
                graph.edge(id, node, "shows")
                graph.edge(node, "pending", "holds every link until cleared", dashed: true)
            } else {
                graph.edge(id, "pending", "holds every link until cleared", dashed: true)
            }
        }

        // Session states.
        graph.node("sUnknown", ["unknown"], .state, in: "sessions")
        graph.node("sIn", ["signed in"], .state, in: "sessions")
        graph.node("sOut", ["signed out"], .state, in: "sessions")
        graph.node("sExpired", ["expired"], .state, in: "sessions")
        graph.edge("sUnknown", "sIn", "resolves")
        graph.edge("sUnknown", "sOut", "resolves")
        graph.edge("sUnknown", "sExpired", "resolves")
        graph.edge("sIn", "sExpired", "expires: protected screens leave every stack")
        graph.edge("sIn", "sOut", "signs out: protected screens and pending links dropped")
        graph.edge("sOut", "sIn", "signs in")
        graph.edge("sExpired", "sIn", "signs in")
        graph.edge("sUnknown", "pending", "links needing sign-in wait", dashed: true)

        // Patterns and where they land.
        for (index, entry) in entries.enumerated() {
            let id = "p\(index)"
            let main = entry.samples.first
            var details: [String] = []
            if let main {
                details.append(Self.accessNote(main.access))
                if !main.requirements.isEmpty { details.append("via " + requirementNote(main.requirements)) }
                if main.needsResolution { details.append("resolver") }
            } else {
                details.append("no sample link")
            }
            if !entry.secrets.isEmpty { details.append("secret: \(entry.secrets.joined(separator: ", "))") }
            graph.node(
                id, [entry.pattern, details.joined(separator: " · ")], .box,
                main?.access.isProtected == true ? .protected : .plain)
            graph.edge("linkTable", id)
            guard let main else { continue }
            if main.access.isProtected { graph.edge(id, "pending", "not signed in: waits", dashed: true) }
            if !main.requirements.isEmpty {
                graph.edge(
                    id, "pending", "\(main.requirements.joined(separator: ", ")) not met: waits", dashed: true)
            }
            for sample in entry.samples {
                switch sample.resolution {
                case nil:
                    graph.edge(id, landingNode(sample.generalLanding, in: &graph))
                case .proceeds?:
                    graph.edge(id, landingNode(sample.generalLanding, in: &graph), "resolver proceeds")
                case .signsIn(let account)?:
                    graph.edge(id, landingNode(sample.generalLanding, in: &graph), "signs in \(account)")
                case .unavailable(let notice, let landing)?:
                    graph.edge(id, landingNode(landing, in: &graph), "unavailable · notice \(notice)", dashed: true)
                case .redirects(_, let pattern, let loops)?:
                    if loops {
                        graph.edge(id, fallback, "redirect loop · notice \(linkUnavailableNotice)", dashed: true)
                    } else if let pattern, let target = entries.firstIndex(where: { $0.pattern == pattern }) {
                        graph.edge(id, "p\(target)", "redirect: \(sample.variant)")
                    }
                }
            }
        }
        // The detour through a modal that helps sign-in: it shows in sign-in's place and hands
        // back to sign-in. Drawn after the patterns, so modals keep the IDs their landings give them.
        for helper in signInHelpers {
            let node = modalNode(helper, in: &graph)
            graph.edge(signIn, node, "a link to it: shown in sign-in's place, the link keeps waiting")
            graph.edge(node, signIn, "closed while the link waits: sign-in shows again", dashed: true)
        }
        // Flows inside a modal: Back inside the modal walks each drawn flow to the one below it.
        for node in graph.nodes where node.shape == .modal {
            guard let shown = node.lines.first, shown.hasPrefix("modal "),
                let cut = shown.range(of: " > ", options: .backwards)
            else { continue }
            let parent = String(shown[shown.index(shown.startIndex, offsetBy: 6)..<cut.lowerBound])
            let parentID = graph.id(for: parent, prefix: "m")
            if graph.node(withID: parentID) != nil { graph.edge(node.id, parentID, "back", dashed: true) }
        }
        return graph
    }

    /// The node of a landing place: a destination inside its tab's cluster, a modal, or, for the
    /// current location without a modal, the one node that says the person stays where they are.
    private func landingNode(_ landing: Landing, in graph: inout RouteGraph) -> String {
        guard let tab = landing.tab else {
            if let modal = landing.modal { return modalNode(modal, in: &graph) }
            graph.node("stay", ["stays where the person is", "tab, stack and modal unchanged"], .start)
            return "stay"
        }
        let place = ([tab] + landing.stack).joined(separator: " > ")
        let id = graph.id(for: place + (landing.modal.map { " · modal " + $0 } ?? ""), prefix: "d")
        var lines = [place]
        if landing.modal != nil { lines.append("modal \(landing.modal!)") }
        let isFallback = tab == defaultTab && landing.stack.isEmpty && landing.modal == nil
        if isFallback { lines.append("fallback") }
        graph.node(id, lines, .box, isFallback ? .fallback : .plain, in: tabID(tab))
        return id
    }

    /// The node of a modal: its name, whether the person cannot dismiss it (a gate's, a sign-in
    /// that must stay), whether it helps sign-in, and what an arriving link does over it.
    private func modalNode(_ modal: String, in graph: inout RouteGraph) -> String {
        let id = graph.id(for: modal, prefix: "m")
        var lines = ["modal \(modal)"]
        if undismissibleModals.contains(modal) { lines.append("cannot be dismissed") }
        if signInHelpers.contains(modal) { lines.append("helps sign-in: shown in its place") }
        if let arrivals = arrivals[modal] { lines.append(arrivals) }
        graph.node(id, lines, .modal, .modal, in: "modals")
        return id
    }

    private func tabID(_ tab: String) -> String { "t\(tabs.firstIndex(of: tab) ?? tabs.count)" }

    /// `needs sign-in`, `needs signed in + admin`, `needs public + age-check`, `public`.
    static func accessNote(_ access: Access) -> String {
        switch access {
        case .public: "public"
        case .signedIn: "needs sign-in"
        case .requirement, .publicRequiring: "needs \(access)"
        }
    }

    static func format(_ duration: Duration) -> String { duration.readable }
}

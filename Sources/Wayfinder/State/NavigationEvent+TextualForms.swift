// An event prints as it was built, except what may hold a secret: a link as it arrived and a
// route print as the redaction marker, a resolver's prefetched data is only said to be there.
// (`NavigationHarness.describe(_:)` prints an event with its link redacted by the schema's
// table, as scripts write it.) The switch names every case so that a new one is printed on
// purpose.

extension NavigationEvent: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    public var description: String {
        let marker = TextualForm.withheld
        switch self {
        case .launched(let launch): return "launched(\(launch))"
        case .linkReceived(_, let source): return "linkReceived(\(marker), source: \(source))"
        case .routeRequested(_, let source): return "routeRequested(\(marker), source: \(source))"
        case .sessionResolved(let session): return "sessionResolved(\(session))"
        case .signedIn(let account): return "signedIn(\(account))"
        case .signInFailed: return "signInFailed"
        case .signInCancelled: return "signInCancelled"
        case .requirementMet(let name): return "requirementMet(\(name))"
        case .requirementFailed(let name): return "requirementFailed(\(name))"
        case .requirementCancelled(let name): return "requirementCancelled(\(name))"
        case .sessionExpired: return "sessionExpired"
        case .signedOut: return "signedOut"
        case .gateRaised(let gate): return "gateRaised(\(gate))"
        case .gateCleared(let gate): return "gateCleared(\(gate))"
        case .scenePhaseChanged(let phase): return "scenePhaseChanged(\(phase))"
        case .resolutionFinished(let id, let resolution): return "resolutionFinished(\(id), \(resolution))"
        case .timePassed: return "timePassed"
        case .screenPushed(let screen): return "screenPushed(\(screen))"
        case .popped: return "popped"
        case .poppedCount(let count): return "poppedCount(\(count))"
        case .poppedTo(let screen): return "poppedTo(\(screen))"
        case .poppedToRoot: return "poppedToRoot"
        case .tabSelected(let tab): return "tabSelected(\(tab))"
        case .modalRequested(let modal): return "modalRequested(\(modal))"
        case .modalDismissed(let modal): return "modalDismissed(\(modal))"
        case .noticeDismissed: return "noticeDismissed"
        case .unsavedInputChanged(let unsaved, let modal):
            return "unsavedInputChanged(\(unsaved), in: \(modal.map { "\($0)" } ?? "nil"))"
        case .confirmationAnswered(let answer): return "confirmationAnswered(\(answer))"
        case .noticeRaised(let notice): return "noticeRaised(\(notice))"
        case .pendingDiscarded: return "pendingDiscarded"
        case .pathChanged(let tab, let screens): return "pathChanged(\(tab), \(screens.map(\.description)))"
        case .modalPathChanged(let modal, let screens):
            return "modalPathChanged(\(modal), \(screens.map(\.description)))"
        }
    }

    public var debugDescription: String { description }

    /// The event as one part, its text: a debugger or `dump` shows what ``description`` shows.
    public var customMirror: Mirror { Mirror(self, children: ["event": description], displayStyle: .enum) }
}

extension NavigationEvent.Launch: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The launch's facts; its link only as the redaction marker, its snapshot by size.
    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "kind": kind, "session": session, "gates": gates,
                "link": link.map { _ in TextualForm.withheld } as Any, "source": source,
                "snapshot": snapshot.map { "\($0.count) bytes" } as Any,
            ], displayStyle: .struct)
    }

    public var description: String { TextualForm.render("Launch", customMirror) }
    public var debugDescription: String { description }
}

extension Resolution: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// `proceed`, `lands(…)`, `redirect(<redacted>)`, `unavailable(NOTICE, landing: …)` or
    /// `signsIn(<redacted>)`; prefetched data is only said to be there.
    public var description: String {
        switch self {
        case .proceed(let prefetched): prefetched == nil ? "proceed" : "proceed(prefetched: \(TextualForm.withheld))"
        case .lands(let landing, let prefetched):
            "lands(\(landing)" + (prefetched == nil ? ")" : ", prefetched: \(TextualForm.withheld))")
        case .redirect: "redirect(\(TextualForm.withheld))"
        case .signsIn: "signsIn(\(TextualForm.withheld))"
        case .unavailable(let notice, let landing): "unavailable(\(notice), landing: \(landing))"
        }
    }

    public var debugDescription: String { description }
    public var customMirror: Mirror { Mirror(self, children: ["resolution": description], displayStyle: .enum) }
}

extension NavigationEffect: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The effect, with its route or link only as the redaction marker.
    public var description: String {
        switch self {
        case .startResolution(let id, _, let context):
            "startResolution(\(id), \(TextualForm.withheld), account: \(context.account.map { "\($0)" } ?? "nil"))"
        case .cancelResolution(let id): "cancelResolution(\(id))"
        case .saveSnapshot(let data): "saveSnapshot(\(data.count) bytes)"
        case .record(let record): "record(\(record))"
        case .deliver(let link): "deliver(\(link))"
        }
    }

    public var debugDescription: String { description }
    public var customMirror: Mirror { Mirror(self, children: ["effect": description], displayStyle: .enum) }
}

extension DeliveredLink: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// Its identity only: the link and route it hands to the view carry the secret the view
    /// needs, so no textual form shows them.
    public var customMirror: Mirror {
        Mirror(
            self, children: ["id": id, "url": TextualForm.withheld, "route": TextualForm.withheld],
            displayStyle: .struct)
    }

    public var description: String { TextualForm.render("DeliveredLink", customMirror) }
    public var debugDescription: String { description }
}

// A waiting or resolving navigation prints its canonical redacted link (`display`), never its
// route, the routes its redirects visited, or the link printed with its secrets for delivery.

extension Navigation: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "id": id, "link": display, "source": source, "arrivedAt": arrivedAt, "phase": phase,
                "elapsed": elapsed, "redirects": redirects,
            ], displayStyle: .struct)
    }

    var description: String { TextualForm.render("Navigation", customMirror) }
    var debugDescription: String { description }
}

extension PendingLink.Target: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// `route(<redacted>)` (a route may hold a secret; ``PendingLink/display`` is its redacted
    /// link) or `location(TAB > SCREEN)`.
    public var description: String {
        switch self {
        case .route: "route(\(TextualForm.withheld))"
        case .location(let location): "location(\(location))"
        }
    }

    public var debugDescription: String { description }

    public var customMirror: Mirror {
        switch self {
        case .route: Mirror(self, children: ["route": TextualForm.withheld], displayStyle: .enum)
        case .location(let location): Mirror(self, children: ["location": location], displayStyle: .enum)
        }
    }
}

extension PendingLink: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// Its identity, redacted link and reason; never its route, which may hold a secret.
    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "id": id, "link": display, "reason": reason, "source": source, "arrivedAt": arrivedAt,
                "elapsed": elapsed, "redirects": redirects,
            ], displayStyle: .struct)
    }

    public var description: String { TextualForm.render("PendingLink", customMirror) }
    public var debugDescription: String { description }
}

extension InFlightResolution: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// Its identities and redacted link; never its route, which may hold a secret.
    package var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "id": id, "linkID": linkID, "link": display, "startedAt": startedAt, "source": source,
                "redirects": redirects,
            ], displayStyle: .struct)
    }

    package var description: String { TextualForm.render("InFlightResolution", customMirror) }
    package var debugDescription: String { description }
}

// The budgets: data, read by the runner (main.swift) and by nothing else. Each is a ratio of a
// figure to a baseline timed in the same run, in turn with it, so that a budget means the same
// on a slow day as on a fast one; each guards something a person or a CI bill could feel. A
// budget changes here, in one line, with the figures of the run that justifies it in the commit.
//
// Like is compared with like: a mean with a mean of the same mix timed as a whole, a batch with
// the same batch; never a mean against a median of one-event timings that hold the clock's cost.

let budgets: [Budget] = [
    Budget(
        id: "navigator", group: "events",
        figure: "an event through the Navigator",
        baseline: "the same events reduced by the Coordinator alone",
        limit: 5, guards: "what the shell (publishing, journal, effects) adds to every tap and link"),
    Budget(
        id: "coordinator", group: "events",
        figure: "an event through the Coordinator",
        baseline: "URLComponents(string:) parsing the events' links and splitting their paths",
        limit: 10, guards: "an event stays about 1/1,000 of a frame on a phone, 10× parsing a link"),
    Budget(
        id: "window", group: "events",
        figure: "an event through a window's navigator, one window",
        baseline: "the same events through the Navigator",
        limit: 2, guards: "a WindowGroup app pays little for its windows"),
    Budget(
        id: "windows", group: "scaling",
        figure: "an event through the frontmost of 10 windows",
        baseline: "the same events through one window",
        limit: 1.2, guards: "an event in one window costs the others nothing"),
    Budget(
        id: "deep-stack", group: "scaling",
        figure: "an event (push, pop, modal, tab) over a 256-screen stack, through the Navigator",
        baseline: "the same events over a 10-screen stack",
        limit: 1.5, guards: "a deep stack does not make each tap dearer"),
    Budget(
        id: "burst", group: "scaling",
        figure: "a link of a burst of 10,000 distinct links within a second, through the Coordinator",
        baseline: "a link of a burst of 100",
        limit: 2, guards: "a flood of links (a notification storm, a script) is not quadratic"),
    Budget(
        id: "landing", group: "landing",
        figure: "a 20-screen link landing, through the Coordinator",
        baseline: "a tab selected and 20 pushes",
        limit: 1, guards: "landing in one state change is never dearer than the steps it saves"),
    Budget(
        id: "snapshot", group: "snapshot",
        figure: "the snapshot of 60 screens saved (going to the background) and restored (a cold launch)",
        baseline: "the same value through JSONEncoder + JSONDecoder",
        limit: 1.5, guards: "written at every trip to the background, read at every cold launch"),
    Budget(
        id: "snapshot-size", group: "snapshot",
        figure: "the snapshot's size",
        baseline: "the same value as JSON",
        limit: 1.3, guards: "what each app keeps on disk"),
    Budget(
        id: "matching", group: "matching",
        figure: "matching a link, 80% hits",
        baseline: "URLComponents(string:) parsing the same link and splitting its path",
        limit: 1, guards: "matching costs no more than parsing"),
    Budget(
        id: "audit", group: "audit",
        figure: "a run of the audit of Shop (every condition checked after every step)",
        baseline: "a Shop event through the Coordinator, the mean of a mix timed as a whole",
        limit: 200, guards: "`wayfinder audit` stays cheap enough for every CI run"),
    Budget(
        id: "verifier", group: "verifier",
        figure: "a verified transition (the event, the canonical form, every property checked)",
        baseline: "a Shop event through the Coordinator, the mean of a mix timed as a whole",
        limit: 5, guards: "`wayfinder verify` reaches its depth within CI's minutes"),
]

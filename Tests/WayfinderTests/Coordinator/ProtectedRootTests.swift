import Testing
import Wayfinder
import WayfinderTesting

/// The rule for protected tab roots: signed out or expired, no protected screen or root stays
/// in view, on every path. With a public tab the person goes there (the default tab first if
/// public); without one, sign-in stays up and cancelling it is refused.
@Suite("Protected roots and default tabs")
struct ProtectedRootTests {
    // MARK: A protected default tab with a public tab (the documents app)

    @Test(
        "Signed out, every path leaves the protected default tab for the public one",
        arguments: [
            ("a cold launch with an unknown link", DocumentsLaunch(.cold, session: .signedOut, link: "docs://nowhere")),
            ("a cold launch without a link", DocumentsLaunch(.cold, session: .signedOut)),
            ("a warm launch without a link", DocumentsLaunch(.warm, session: .signedOut)),
            (
                "a cold launch with a public modal's link",
                DocumentsLaunch(.cold, session: .signedOut, link: "docs://share/5")
            ),
        ])
    func launchesLeaveTheProtectedRoot(_ path: String, _ launch: DocumentsLaunch) async {
        var harness = NavigationHarness.checked(Documents())
        await harness.send(.launched(launch))
        #expect(harness.state.selectedTab == .settings, "\(path)")
        #expect(harness.violations.isEmpty, "\(path)")
    }

    @Test("An unknown link signed out lands on the fallback the session may see, with its notice")
    func unknownLinkSignedOut() async {
        var harness = NavigationHarness.checked(Documents())
        await harness.send(.launched(.init(.cold, session: .signedOut, link: "docs://nowhere")))
        #expect(harness.location == "settings")
        #expect(harness.state.notice == .linkUnavailable)
        #expect(harness.state.modal == nil)
        #expect(harness.violations.isEmpty)
    }

    @Test(
        "An unknown link signed out with a protected default tab: the record names the public tab the person is on",
        arguments: [Session.signedOut, .expired("ada")])
    func unknownLinkRecordNamesThePublicTab(_ session: Session) async {
        var harness = NavigationHarness.checked(Documents())
        await harness.send(.launched(.init(.cold, session: session, link: "docs://nowhere")))
        #expect(harness.location == "settings")
        let rejected = harness.records.filter { $0.outcome == .rejected }
        #expect(rejected.count == 1)
        #expect(rejected.first?.landing?.description == "settings", "the record names where the person is")
        // Moved off the default tab only because signed out: signing in comes back to it.
        await harness.send(.modalRequested(.signIn))
        await harness.send(.signedIn("ada"))
        #expect(harness.location == "library")
        #expect(harness.violations.isEmpty)
    }

    @Test("Sign-out on the protected default tab moves to the public tab; signing in comes back")
    func signOutAndBack() async {
        var harness = NavigationHarness.checked(Documents())
        await harness.send(.launched(.init(.cold, session: .signedIn("ada"), link: "docs://folders/1")))
        #expect(harness.location == "library > folder(1)")
        await harness.send(.signedOut)
        #expect(harness.location == "settings")
        #expect(harness.state.modal == nil)
        await harness.send(.modalRequested(.signIn))
        await harness.send(.signedIn("ada"))
        #expect(harness.location == "library", "moved off only because signed out: back after signing in")
        #expect(harness.violations.isEmpty)
    }

    @Test("A tab the person chose after being moved is where they stay after signing in")
    func chosenTabStays() async {
        var harness = NavigationHarness.checked(Documents())
        await harness.send(.launched(.init(.cold, session: .signedIn("ada"))))
        await harness.send(.signedOut)
        await harness.send(.linkReceived("docs://settings/about", source: .link))
        #expect(harness.location == "settings > about")
        await harness.send(.modalRequested(.signIn))
        await harness.send(.signedIn("ada"))
        #expect(harness.location == "settings > about")
        #expect(harness.violations.isEmpty)
    }

    @Test("A cancelled sign-in leaves the person on the public tab, not the protected root")
    func cancelledSignIn() async {
        var harness = NavigationHarness.checked(Documents())
        await harness.send(.launched(.init(.cold, session: .signedOut, link: "docs://folders/1")))
        #expect(harness.state.modal == .signIn)
        #expect(harness.state.selectedTab == .settings)
        await harness.send(.signInCancelled)
        #expect(harness.state.modal == nil)
        #expect(harness.location == "settings")
        #expect(harness.violations.isEmpty)
    }

    @Test("Selecting the protected tab signed out asks for sign-in and stays on the public tab")
    func selectingTheProtectedTab() async {
        var harness = NavigationHarness.checked(Documents())
        await harness.send(.launched(.init(.cold, session: .signedOut, link: "docs://settings")))
        await harness.send(.tabSelected(.library))
        #expect(harness.state.modal == .signIn)
        #expect(harness.state.selectedTab == .settings)
        await harness.send(.signInCancelled)
        #expect(harness.location == "settings")
        #expect(harness.violations.isEmpty)
    }

    @Test("Expiry on the protected root moves to the public tab; signing in comes back")
    func expiryOnTheRoot() async {
        var harness = NavigationHarness.checked(Documents())
        await harness.send(.launched(.init(.cold, session: .signedIn("ada"))))
        #expect(harness.location == "library")
        await harness.send(.sessionExpired)
        #expect(harness.state.selectedTab == .settings)
        #expect(harness.state.modal == .signIn)
        await harness.send(.signedIn("ada"))
        #expect(harness.location == "library")
        #expect(harness.violations.isEmpty)
    }

    @Test(
        "A modal link that waited for sign-in lands over the default tab, as when signed in from the start",
        arguments: [LaunchKind.cold, .warm])
    func modalLinkLandsOverTheDefaultTab(_ kind: LaunchKind) async {
        var signedIn = NavigationHarness.checked(Documents())
        await signedIn.send(.launched(.init(kind, session: .signedIn("ada"), link: "docs://edit/5")))
        var signedOut = NavigationHarness.checked(Documents())
        await signedOut.send(.launched(.init(kind, session: .signedOut, link: "docs://edit/5")))
        #expect(signedOut.state.modal == .signIn)
        await signedOut.send(.signedIn("ada"))
        #expect(signedIn.state.modal == .editor)
        #expect(signedOut.state.modal == .editor)
        #expect(signedOut.location == signedIn.location)
        #expect(signedOut.location == "library")
        #expect(signedIn.violations.isEmpty && signedOut.violations.isEmpty)
    }

    @Test("A public sheet opened signed out closes onto the public tab, and signing in returns to the default tab")
    func publicSheetSignedOut() async throws {
        var harness = NavigationHarness.checked(Documents())
        await harness.send(.launched(.init(.cold, session: .signedOut, link: "docs://share/5")))
        let id = try #require(harness.startedResolutions.first)
        await harness.send(.resolutionFinished(id, .proceed))
        #expect(harness.state.modal == .sharePreview)
        #expect(harness.state.selectedTab == .settings)
        await harness.send(.modalDismissed(.sharePreview))
        #expect(harness.location == "settings")
        #expect(harness.violations.isEmpty)
    }

    // MARK: Every root protected (the team app)

    @Test("Without a public tab, a launch signed out shows sign-in over the root")
    func teamLaunchShowsSignIn() async {
        var harness = NavigationHarness.checked(TeamApp())
        await harness.send(.launched(.init(.cold, session: .signedOut)))
        #expect(harness.state.modal == .signIn)
        #expect(harness.violations.isEmpty)
    }

    @Test("Without a public tab, a cold launch with an unknown link shows sign-in over the fallback")
    func teamUnknownLink() async {
        var harness = NavigationHarness.checked(TeamApp())
        await harness.send(.launched(.init(.cold, session: .signedOut, link: "team://nowhere")))
        #expect(harness.state.modal == .signIn)
        #expect(harness.violations.isEmpty)
    }

    @Test("Without a public tab, a sign-out or an expiry brings sign-in up over the root")
    func teamSignOutAndExpiry() async {
        for end in [NavigationEvent<TeamApp>.signedOut, .sessionExpired] {
            var harness = NavigationHarness.checked(TeamApp())
            await harness.send(.launched(.init(.cold, session: .signedIn("ada"), link: "team://threads/3")))
            #expect(harness.location == "inbox > thread(3)")
            await harness.send(end)
            #expect(harness.location == "inbox")
            #expect(harness.state.modal == .signIn, "\(end)")
            #expect(harness.violations.isEmpty, "\(end)")
        }
    }

    @Test("Without a public tab, cancelling sign-in is refused with a record and sign-in stays up")
    func teamCancelRefused() async {
        var harness = NavigationHarness.checked(TeamApp())
        await harness.send(.launched(.init(.cold, session: .signedOut, link: "team://threads/3")))
        #expect(harness.state.modal == .signIn)
        let records = await harness.send(.signInCancelled)
        #expect(harness.state.modal == .signIn)
        #expect(records.count == 1)
        #expect(records.first?.outcome == .rejected)
        #expect(records.first?.reason == .signInMustStay(tab: "inbox"))
        #expect(harness.state.pending?.display == "team://threads/3", "the waiting link still waits")
        await harness.send(.signedIn("ada"))
        #expect(harness.location == "inbox > thread(3)")
        #expect(harness.violations.isEmpty)
    }

    @Test("Without a public tab, a public sheet over the root closes back onto sign-in")
    func teamPublicSheetCloses() async {
        var harness = NavigationHarness.checked(TeamApp())
        await harness.send(.launched(.init(.cold, session: .signedOut)))
        #expect(harness.state.modal == .signIn)
        await harness.send(.linkReceived("team://reset", source: .link))
        #expect(harness.state.modal == .reset, "sign-in yields to links")
        await harness.send(.modalDismissed(.reset))
        #expect(harness.state.modal == .signIn)
        #expect(harness.violations.isEmpty)
    }
}

typealias DocumentsLaunch = NavigationEvent<Documents>.Launch

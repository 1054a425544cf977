import ShopExample
import Testing
import Wayfinder

/// The windows a step of the window coordinator reports touched: the shell mirrors only these,
/// so an event in one window must name that window alone, and a change of what every window may
/// show must name them all. (The randomized sequences check that no changed window is left out.)
@Suite("Windows: the windows a step touches")
struct WindowsTouchedTests {
    let coordinator = WindowCoordinator(schema: Shop())

    /// `main` in front of `third` in front of `second`, signed in as alice.
    func threeWindows() -> WindowedState<Shop> {
        var state = WindowedState(schema: Shop())
        for event: WindowEvent<Shop> in [
            .navigation(.launched(.init(.warm, session: .signedIn("alice")))), .focused("second"), .focused("third"),
            .focused(.main),
        ] {
            _ = coordinator.reduce(&state, event, at: .zero)
        }
        return state
    }

    /// Applies `event` at `now`; returns the windows it reported touched.
    func touched(
        by event: WindowEvent<Shop>, in state: inout WindowedState<Shop>,
        at now: NavigationTime = NavigationTime(.seconds(10))
    ) -> WindowsTouched {
        var effects: [NavigationEffect<Shop>] = []
        var touched = WindowsTouched.none
        coordinator.reduce(&state, event, at: now, into: &effects, touching: &touched)
        return touched
    }

    @Test("Adding a window: one is held alone, each window once, every window absorbs the rest")
    func insertion() {
        let cases: [(start: WindowsTouched, add: WindowID?, expected: WindowsTouched)] = [
            (.none, "a", .one("a")),
            (.one("a"), "a", .one("a")),
            (.one("a"), "b", .several(["a", "b"])),
            (.several(["a", "b"]), "a", .several(["a", "b"])),
            (.several(["a", "b"]), "c", .several(["a", "b", "c"])),
            (.all, "a", .all),
            (.one("a"), nil, .all),
        ]
        for (start, add, expected) in cases {
            var touched = start
            if let add { touched.insert(add) } else { touched.insertAll() }
            #expect(touched == expected, "\(start) + \(add?.name ?? "all")")
            #expect(add.map(touched.contains) ?? true)
        }
        #expect(!WindowsTouched.one("a").contains("b"))
        #expect(!WindowsTouched.none.contains("a"))
        #expect(WindowsTouched.all.contains("a"))
    }

    @Test("The windows touched, in order, with all standing for every window given")
    func windowsOfEvery() {
        let every: [WindowID] = ["a", "b", "c"]
        let cases: [(WindowsTouched, [WindowID])] = [
            (.none, []), (.one("b"), ["b"]), (.several(["c", "a"]), ["c", "a"]), (.all, ["a", "b", "c"]),
        ]
        for (touched, expected) in cases { #expect(touched.windows(of: every) == expected, "\(touched)") }
    }

    @Test("A move in one window touches that window alone, in front or behind")
    func oneWindow() {
        var state = threeWindows()
        #expect(touched(by: .navigation(.screenPushed(.product("5"))), in: &state) == .one(.main))
        #expect(
            touched(by: .navigation(.pathChanged(.home, [.product("9")]), in: "second"), in: &state) == .one("second"))
        #expect(state.visible(in: "second")?.stack(for: .home) == [.product("9")])
        #expect(touched(by: .navigation(.tabSelected(.search), in: "third"), in: &state) == .one("third"))
    }

    @Test("A link goes to the window behind that shows its destination: that window is touched")
    func linkToWindowBehind() {
        var state = threeWindows()
        _ = touched(by: .navigation(.pathChanged(.home, [.product("5")]), in: "second"), in: &state)
        let link = touched(
            by: .navigation(.linkReceived("shop://products/5", source: .link)), in: &state,
            at: NavigationTime(.seconds(20)))
        #expect(state.frontmost == "second")
        #expect(link == .one("second"))
    }

    @Test("Coming to the front touches no window; opening and closing touch the window that opens or closes")
    func openFocusClose() {
        var state = threeWindows()
        #expect(touched(by: .focused("second"), in: &state) == .none)
        #expect(touched(by: .focused("fourth"), in: &state) == .one("fourth"))
        let closing = touched(by: .closed("third"), in: &state)
        #expect(closing.contains("third") && closing != .all)
        #expect(!state.isOpen("third"))
    }

    @Test("A sign-out, a gate or a launch touches every window")
    func everyWindow() {
        var state = threeWindows()
        _ = touched(by: .navigation(.pathChanged(.account, [.orders]), in: "second"), in: &state)
        #expect(touched(by: .navigation(.signedOut), in: &state, at: NavigationTime(.seconds(20))) == .all)
        #expect(state.visible(in: "second")?.stack(for: .account) == [], "the sign-out cut the window behind")
        #expect(
            touched(by: .navigation(.gateRaised(.forcedUpdate)), in: &state, at: NavigationTime(.seconds(30))) == .all)
        let launch = WindowEvent<Shop>.navigation(.launched(.init(.warm, session: .signedOut)))
        #expect(touched(by: launch, in: &state, at: NavigationTime(.seconds(40))) == .all)
    }
}

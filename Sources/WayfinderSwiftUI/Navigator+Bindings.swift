// Compiled only where SwiftUI exists; type-checked on Linux against the stand-in in AppleStandIn/
// and by hand against Apple's SDKs (CONTRIBUTING.md). Written against `Binding.init(get:set:)`
// as Apple's pages show it today: `init(get: @escaping @isolated(any) @Sendable () -> Value,
// set: @escaping @isolated(any) @Sendable (Value) -> Void)`. The closures are `@Sendable`, so
// they do not inherit the main actor from their context; each says `@MainActor in` so it may
// read the navigator, and `@isolated(any)` carries that isolation to SwiftUI. The iOS 17 SDK
// declares plain closures, which accept the same code.
#if canImport(SwiftUI)
public import SwiftUI

/// Bindings that turn SwiftUI's own writes into navigator events.
///
/// SwiftUI writes navigation state on its own: the back button and the swipe back shorten a
/// `NavigationStack`'s path, a tap on the tab bar changes a `TabView`'s selection, a drag down
/// dismisses a sheet, a tap on an alert's button clears it. Each binding here reads the
/// navigator's observable parts (the selected tab, one tab's stack, the stack inside a modal)
/// and turns a write into the event that describes it, so no write bypasses the coordinator and
/// every rule (access checks, a gate holding a tab switch) still applies. They hold no logic of
/// their own. The modal and the alerts are not bound here: `navigationPresentations(_:modal:notice:confirmation:)`
/// presents them from the core's host plan, and reports SwiftUI's writes to it.
///
/// ### A write the navigator refuses
///
/// When the navigator refuses a write (the access check turns a push away, a gate holds a tab
/// switch), its state does not change, while SwiftUI already shows what it wrote. The hosts
/// wrap each control bound to a stack or a selection in a ``RefusedWriteReader``, which reads
/// the binding again after such a write.
///
/// ``NavigationHost`` uses all of them; use them directly only when you build your own host.
extension Navigator {
    /// A binding to `tab`'s stack for `NavigationStack(path:root:)`.
    ///
    /// Reading gives ``Navigator/stack(for:)``, so a view is told only about this tab's changes; a write calls
    /// ``Navigator/setPath(_:for:)``, which the core compares with its stack
    /// (`PathChange.between(_:_:)`): a shorter prefix is a pop, a longer one a push that
    /// passes the access check, anything else a replacement checked screen by screen.
    /// - Parameter tab: The tab whose stack the binding reads and writes.
    /// - Returns: A binding SwiftUI can write when the person goes back.
    public func path(for tab: Schema.Tab) -> Binding<[Schema.Screen]> {
        Binding(
            get: { @MainActor in self.stack(for: tab) },
            set: { @MainActor path in self.setPath(path, for: tab) }
        )
    }

    /// A binding to the stack inside `modal` for the `NavigationStack` of a flow inside a modal
    /// (``ModalFlowStack``).
    ///
    /// Reading gives the stack of the presented modal when it is `modal`, else an empty path; a
    /// write calls ``Navigator/setPath(_:inside:)``, which the core ignores unless `modal` is
    /// still up, so a late write from a sheet being dismissed cannot touch its successor.
    /// - Parameter modal: The modal whose stack the binding reads and writes.
    /// - Returns: A binding SwiftUI can write when the person goes back inside the modal.
    public func path(inside modal: Schema.Modal) -> Binding<[Schema.Screen]> {
        Binding(
            get: { @MainActor in self.stack(inside: modal) },
            set: { @MainActor path in self.setPath(path, inside: modal) }
        )
    }

    /// The stack of the presented modal when it is `modal`, else an empty path.
    private func stack(inside modal: Schema.Modal) -> [Schema.Screen] {
        guard let presented, presented.modal == modal else { return [] }
        return presented.stack
    }

    /// A binding to the selected tab for `TabView(selection:content:)`; a write calls
    /// ``Navigator/select(tab:)``.
    ///
    /// A write of the tab already selected pops it to its root. SwiftUI does not document that
    /// `TabView` writes its selection when the person taps the selected tab again: the pop to
    /// the root relies on that undocumented write, and does nothing where SwiftUI does not make it.
    public var tabSelection: Binding<Schema.Tab> {
        Binding(
            get: { @MainActor in self.selectedTab },
            set: { @MainActor tab in self.select(tab: tab) }
        )
    }
}

#endif

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
/// navigator's observable parts (the selected tab, one tab's stack, the modal, the notice) and turns a write into the event that describes it, so no
/// write bypasses the coordinator and every rule (access checks, a non-dismissible modal,
/// sign-in being cancelled) still applies. They hold no logic of their own.
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

    /// A binding to the presented modal for one presentation style, for `sheet(item:)` or
    /// `fullScreenCover(item:)`.
    ///
    /// Reading gives the modal when the schema's ``ModalRule/style`` for it is `style`, and
    /// `nil` otherwise, so the sheet binding and the cover binding never present at once.
    /// Writing `nil` (the person dragged the sheet down) calls ``Navigator/dismiss(_:)`` with the
    /// modal this binding showed *in its own style* when it was made
    /// (`PresentationPlan.modalToDismiss(onClearing:shown:style:)`), so a write that arrives
    /// after the core replaced the modal cannot dismiss its successor, and a late `nil` on the
    /// sheet's binding cannot dismiss a full-screen cover. The core ignores it for a modal that is
    /// not dismissible and treats it as cancelling sign-in for the sign-in modal. Writing a
    /// modal does nothing: SwiftUI only ever clears it.
    /// - Parameter style: The presentation style this binding serves.
    /// - Returns: A binding for the modifier that presents `style`.
    public func modal(presentedAs style: ModalRule.Style) -> Binding<PresentedModal<Schema.Modal>?> {
        let schema = schema
        let shown = PresentationPlan<Schema.Modal, Schema.Notice>.modalToDismiss(
            onClearing: style, shown: modal, style: { schema.rule(for: $0).style })
        return Binding(
            get: { @MainActor in
                guard let modal = self.modal, self.schema.rule(for: modal).style == style else { return nil }
                return PresentedModal(modal)
            },
            set: { @MainActor newValue in
                if newValue == nil, let shown { self.dismiss(shown) }
            }
        )
    }

    /// A binding to whether a notice shows, for `alert(_:isPresented:presenting:actions:message:)`.
    ///
    /// Attach the alert to the topmost presenter (the modal's content when one is up): an
    /// alert on a view that already presents a sheet is not shown. ``NavigationHost`` does so
    /// with the core's `PresentationPlan`.
    ///
    /// SwiftUI writes `false` when the person taps the alert's button; that calls
    /// ``Navigator/dismissNotice(_:)`` with the notice shown when the binding was made, so a
    /// notice the core put in its place meanwhile stays up. The alert's data cannot change while
    /// it is up ("Any changes that you make after the presentation occurs are ignored"): to show
    /// a replacement's words, take the alert down and present it again, as
    /// ``View/navigationPresentations(_:modal:notice:)`` does.
    public var isNoticePresented: Binding<Bool> {
        let shown = notice
        return Binding(
            get: { @MainActor in self.notice != nil },
            set: { @MainActor isPresented in
                if !isPresented, let shown { self.dismissNotice(shown) }
            }
        )
    }
}

#endif

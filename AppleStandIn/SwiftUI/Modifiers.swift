// Stand-in: view modifiers (see View.swift for what this module is). SwiftUI returns `some View`
// from each; the stand-in returns its own `ModifiedContent`, which callers only see as a View.

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/sheet(item:ondismiss:content:)
    /// `nonisolated func sheet<Item, Content>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    /// @ViewBuilder content: @escaping (Item) -> Content) -> some View where Item : Identifiable, Content : View`
    public nonisolated func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View { _standIn() }

    /// https://developer.apple.com/documentation/swiftui/view/fullscreencover(item:ondismiss:content:)
    /// `nonisolated func fullScreenCover<Item, Content>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    /// @ViewBuilder content: @escaping (Item) -> Content) -> some View where Item : Identifiable, Content : View`
    /// (iOS 14, tvOS 14, watchOS 7, visionOS 1; not macOS).
    @available(iOS 14.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    @available(macOS, unavailable)
    public nonisolated func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View { _standIn() }

    /// https://developer.apple.com/documentation/swiftui/view/interactivedismissdisabled(_:)
    /// `nonisolated func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View` (iOS 15).
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public nonisolated func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { _standIn() }

    /// https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:presenting:actions:message:)-8584l
    /// `nonisolated func alert<S, A, M, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?,
    /// @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View
    /// where S : StringProtocol, A : View, M : View` (iOS 15).
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public nonisolated func alert<S: StringProtocol, A: View, M: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View { _standIn() }

    /// https://developer.apple.com/documentation/swiftui/view/navigationdestination(for:destination:)
    /// `nonisolated func navigationDestination<D, C>(for data: D.Type,
    /// @ViewBuilder destination: @escaping (D) -> C) -> some View where D : Hashable, C : View` (iOS 16).
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public nonisolated func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View { _standIn() }

    /// https://developer.apple.com/documentation/swiftui/view/tabitem(_:)
    /// `nonisolated func tabItem<V>(@ViewBuilder _ label: () -> V) -> some View where V : View`:
    /// iOS 13.0–18.4, macOS 10.15–15.4, tvOS 13.0–18.4, watchOS 7.0–11.4 deprecated ("Use
    /// `Tab(title:image:value:content:)` and related initializers instead"); visionOS 1.0+, not deprecated.
    @available(iOS, introduced: 13.0, deprecated: 18.4, message: "Use Tab and related initializers instead")
    @available(macOS, introduced: 10.15, deprecated: 15.4, message: "Use Tab and related initializers instead")
    @available(tvOS, introduced: 13.0, deprecated: 18.4, message: "Use Tab and related initializers instead")
    @available(watchOS, introduced: 7.0, deprecated: 11.4, message: "Use Tab and related initializers instead")
    @available(visionOS, introduced: 1.0)
    public nonisolated func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View { _standIn() }

    /// https://developer.apple.com/documentation/swiftui/view/tag(_:includeoptional:)
    /// `nonisolated func tag<V>(_ tag: V, includeOptional: Bool = true) -> some View where V : Hashable`.
    public nonisolated func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> some View { _standIn() }

    /// https://developer.apple.com/documentation/swiftui/view/environment(_:)
    /// `nonisolated func environment<T>(_ object: T?) -> some View where T : AnyObject, T : Observable` (iOS 17).
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    public nonisolated func environment<T: AnyObject & Observable>(_ object: T?) -> some View { _standIn() }

    /// https://developer.apple.com/documentation/swiftui/view/onopenurl(perform:)
    /// `nonisolated func onOpenURL(perform action: @escaping (URL) -> ()) -> some View` (iOS 14).
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public nonisolated func onOpenURL(perform action: @escaping (URL) -> Void) -> some View { _standIn() }

    /// https://developer.apple.com/documentation/swiftui/view/oncontinueuseractivity(_:perform:)
    /// `nonisolated func onContinueUserActivity(_ activityType: String,
    /// perform action: @escaping (NSUserActivity) -> ()) -> some View` (iOS 14).
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public nonisolated func onContinueUserActivity(
        _ activityType: String, perform action: @escaping (NSUserActivity) -> Void
    ) -> some View { _standIn() }

    /// https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-4psgg
    /// `nonisolated func onChange<V>(of value: V, initial: Bool = false,
    /// _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View where V : Equatable` (iOS 17).
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    public nonisolated func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
    ) -> some View { _standIn() }

    /// https://developer.apple.com/documentation/swiftui/view/onappear(perform:)
    /// `nonisolated func onAppear(perform action: (() -> Void)? = nil) -> some View`.
    public nonisolated func onAppear(perform action: (() -> Void)? = nil) -> some View { _standIn() }

    /// https://developer.apple.com/documentation/swiftui/view/ondisappear(perform:)
    /// `nonisolated func onDisappear(perform action: (() -> Void)? = nil) -> some View`.
    public nonisolated func onDisappear(perform action: (() -> Void)? = nil) -> some View { _standIn() }

    /// https://developer.apple.com/documentation/swiftui/view/transaction(value:_:)
    /// `nonisolated func transaction(value: some Equatable,
    /// _ transform: @escaping (inout Transaction) -> Void) -> some View` (iOS 17).
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    public nonisolated func transaction(
        value: some Equatable, _ transform: @escaping (inout Transaction) -> Void
    ) -> some View { _standIn() }
}

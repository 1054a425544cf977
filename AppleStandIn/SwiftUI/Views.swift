// Stand-in: views (see View.swift for what this module is).

/// https://developer.apple.com/documentation/swiftui/localizedstringkey
/// `@frozen struct LocalizedStringKey : Equatable, ExpressibleByStringInterpolation` (iOS 13).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation, Sendable {
    public init(_ value: String) {}
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: StringInterpolation) {}

    /// https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation
    public struct StringInterpolation: StringInterpolationProtocol {
        public init(literalCapacity: Int, interpolationCount: Int) {}
        /// .../stringinterpolation/appendliteral(_:) — `mutating func appendLiteral(_ literal: String)`
        public mutating func appendLiteral(_ literal: String) {}
        /// .../stringinterpolation (its appendInterpolation(_:) overload set) — `mutating func appendInterpolation(_ string: String)`
        public mutating func appendInterpolation(_ string: String) {}
        /// .../stringinterpolation/appendinterpolation(_:)-378v9 —
        /// `mutating func appendInterpolation<T>(_ value: T) where T : _FormatSpecifiable`
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) {}
        /// .../stringinterpolation/appendinterpolation(_:)-4qyfo — `mutating func appendInterpolation(_ text: Text)`
        public mutating func appendInterpolation(_ text: Text) {}
    }
}

/// The numbers a localized key formats with a specifier (`_FormatSpecifiable` in SwiftUI's
/// interface, iOS 13; no page of its own).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public protocol _FormatSpecifiable: Equatable {}
extension Int: _FormatSpecifiable {}
extension Double: _FormatSpecifiable {}

/// https://developer.apple.com/documentation/swiftui/text — `@frozen struct Text : Equatable, Sendable` (iOS 13).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct Text: _StandInPrimitiveView, Equatable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/text/init(_:tablename:bundle:comment:)
    /// `nonisolated init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
    /// comment: StaticString? = nil)`
    public nonisolated init(
        _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil
    ) {}
    /// https://developer.apple.com/documentation/swiftui/text/init(_:) (the `StringProtocol` overload)
    /// `nonisolated init<S>(_ content: S) where S : StringProtocol` (shown verbatim, not localized).
    public nonisolated init<S: StringProtocol>(_ content: S) {}
    /// https://developer.apple.com/documentation/swiftui/text/init(verbatim:)
    public nonisolated init(verbatim content: String) {}
}

/// https://developer.apple.com/documentation/swiftui/image — `@frozen struct Image : Equatable, Sendable` (iOS 13).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct Image: _StandInPrimitiveView, Equatable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/image/init(systemname:) (iOS 13, macOS 11)
    @available(iOS 13.0, macOS 11.0, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public nonisolated init(systemName: String) {}
}

/// https://developer.apple.com/documentation/swiftui/label — `struct Label<Title, Icon> where Title : View, Icon : View` (iOS 14).
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
public struct Label<Title: View, Icon: View>: _StandInPrimitiveView {}

extension Label where Title == Text, Icon == Image {
    /// https://developer.apple.com/documentation/swiftui/label/init(_:systemimage:) (the `StringProtocol` overload)
    /// `nonisolated init<S>(_ title: S, systemImage name: String) where S : StringProtocol`
    public nonisolated init<S: StringProtocol>(_ title: S, systemImage name: String) {}
    /// https://developer.apple.com/documentation/swiftui/label/init(_:systemimage:) (the `LocalizedStringKey` overload)
    /// `nonisolated init(_ titleKey: LocalizedStringKey, systemImage name: String)`
    public nonisolated init(_ titleKey: LocalizedStringKey, systemImage name: String) {}
}

/// https://developer.apple.com/documentation/swiftui/buttonrole
/// `struct ButtonRole : Equatable, Sendable` with `static let cancel: ButtonRole` (iOS 15).
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
public struct ButtonRole: Equatable, Sendable {
    public static let cancel = ButtonRole()
    public static let destructive = ButtonRole()
}

/// https://developer.apple.com/documentation/swiftui/button — `struct Button<Label> where Label : View` (iOS 13).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct Button<Label: View>: _StandInPrimitiveView {
    /// https://developer.apple.com/documentation/swiftui/button/init(action:label:)
    /// `@preconcurrency nonisolated init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label)`;
    /// the Xcode 16 SDKs (the April 2025 page) have it without `nonisolated`, so main-actor isolated.
    #if STANDIN_XCODE16
    @preconcurrency
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
    #else
    @preconcurrency
    public nonisolated init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
    #endif

    /// https://developer.apple.com/documentation/swiftui/button/init(role:action:label:)
    /// `@preconcurrency nonisolated init(role: ButtonRole?, action: @escaping @MainActor () -> Void,
    /// @ViewBuilder label: () -> Label)` (iOS 15).
    @preconcurrency
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public nonisolated init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label)
    {}
}

extension Button where Label == Text {
    /// https://developer.apple.com/documentation/swiftui/button/init(_:action:)-1asy
    /// `@preconcurrency nonisolated init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void)`
    @preconcurrency
    public nonisolated init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {}
    /// https://developer.apple.com/documentation/swiftui/button/init(_:action:)-lpm7
    /// `@preconcurrency nonisolated init<S>(_ title: S, action: @escaping @MainActor () -> Void) where S : StringProtocol`
    @preconcurrency
    public nonisolated init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {}
}

/// https://developer.apple.com/documentation/swiftui/list
/// `struct List<SelectionValue, Content> where SelectionValue : Hashable, Content : View`;
/// `init(@ViewBuilder content: () -> Content) where SelectionValue == Never` (iOS 13).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct List<SelectionValue: Hashable, Content: View>: _StandInPrimitiveView {}

extension List where SelectionValue == Never {
    #if STANDIN_XCODE16
    /// https://developer.apple.com/documentation/swiftui/list/init(content:) as the Xcode 16 SDKs
    /// have it (the April 2025 page): `@MainActor @preconcurrency init(@ViewBuilder content: () -> Content)`.
    @MainActor @preconcurrency
    public init(@ViewBuilder content: () -> Content) {}
    #else
    public nonisolated init(@ViewBuilder content: () -> Content) {}
    #endif
}

/// https://developer.apple.com/documentation/swiftui/section — `struct Section<Parent, Content, Footer>` (iOS 13).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct Section<Parent, Content, Footer>: _StandInPrimitiveView {}

extension Section where Parent: View, Content: View, Footer: View {
    /// https://developer.apple.com/documentation/swiftui/section/init(content:header:)
    /// `nonisolated init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) where Footer == EmptyView` (iOS 13)
    public nonisolated init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent)
    where Footer == EmptyView {}

    /// https://developer.apple.com/documentation/swiftui/section/init(content:)
    /// `nonisolated init(@ViewBuilder content: () -> Content) where Parent == EmptyView, Footer == EmptyView`
    public nonisolated init(@ViewBuilder content: () -> Content) where Parent == EmptyView, Footer == EmptyView {}
}

extension Section where Parent == Text, Content: View, Footer == EmptyView {
    /// https://developer.apple.com/documentation/swiftui/section/init(_:content:) (the `LocalizedStringKey` overload)
    /// `nonisolated init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content)` (iOS 15)
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public nonisolated init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
    /// https://developer.apple.com/documentation/swiftui/section/init(_:content:) (the `StringProtocol` overload)
    /// `nonisolated init<S>(_ title: S, @ViewBuilder content: () -> Content) where S : StringProtocol` (iOS 15)
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public nonisolated init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {}
}

/// https://developer.apple.com/documentation/swiftui/foreach
/// `struct ForEach<Data, ID, Content> where Data : RandomAccessCollection, ID : Hashable` (iOS 13).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {}

extension ForEach: View, _StandInPrimitiveView where Content: View {
    /// https://developer.apple.com/documentation/swiftui/foreach/init(_:id:content:)
    /// `nonisolated init(_ data: Data, id: KeyPath<Data.Element, ID>,
    /// @ViewBuilder content: @escaping (Data.Element) -> Content)`
    public nonisolated init(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {}
}

/// https://developer.apple.com/documentation/swiftui/navigationstack
/// `nonisolated struct NavigationStack<Data, Root> where Root : View` (iOS 16); the Xcode 16 SDKs
/// (the April 2025 page) have `@MainActor @preconcurrency struct NavigationStack` and a
/// `@MainActor @preconcurrency init(path:root:)`, selected by `-D STANDIN_XCODE16`.
#if STANDIN_XCODE16
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
@MainActor @preconcurrency
public struct NavigationStack<Data, Root: View>: _StandInPrimitiveView {
    /// https://developer.apple.com/documentation/swiftui/navigationstack/init(path:root:) (Xcode 16)
    @MainActor @preconcurrency
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where
        Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable
    {}
}
#else
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
nonisolated public struct NavigationStack<Data, Root: View>: _StandInPrimitiveView {
    /// https://developer.apple.com/documentation/swiftui/navigationstack/init(path:root:)-3bt4q
    /// `nonisolated init(path: Binding<Data>, @ViewBuilder root: () -> Root) where Data : MutableCollection,
    /// Data : RandomAccessCollection, Data : RangeReplaceableCollection, Data.Element : Hashable`
    public nonisolated init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where
        Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable
    {}
}
#endif

/// https://developer.apple.com/documentation/swiftui/navigationlink
/// `@MainActor @preconcurrency struct NavigationLink<Label, Destination> where Label : View, Destination : View` (iOS 13).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct NavigationLink<Label: View, Destination: View>: _StandInPrimitiveView {}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
extension NavigationLink where Label == Text, Destination == Never {
    /// https://developer.apple.com/documentation/swiftui/navigationlink/init(_:value:) (the `LocalizedStringKey` overload)
    /// `nonisolated init<P>(_ titleKey: LocalizedStringKey, value: P?) where P : Hashable` (iOS 16)
    public nonisolated init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {}
    /// https://developer.apple.com/documentation/swiftui/navigationlink/init(_:value:) (the `StringProtocol` overload)
    /// `nonisolated init<S, P>(_ title: S, value: P?) where S : StringProtocol, P : Hashable` (iOS 16)
    public nonisolated init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {}
    /// https://developer.apple.com/documentation/swiftui/navigationlink/init(_:value:) (the codable
    /// `LocalizedStringKey` overload, the one the page shows first)
    /// `nonisolated init<P>(_ titleKey: LocalizedStringKey, value: P?) where P : Decodable, P : Encodable, P : Hashable` (iOS 16)
    public nonisolated init<P: Codable & Hashable>(_ titleKey: LocalizedStringKey, value: P?) {}
    /// https://developer.apple.com/documentation/swiftui/navigationlink/init(_:value:) (the codable `StringProtocol` overload)
    /// `nonisolated init<S, P>(_ title: S, value: P?) where S : StringProtocol, P : Decodable, P : Encodable, P : Hashable` (iOS 16)
    public nonisolated init<S: StringProtocol, P: Codable & Hashable>(_ title: S, value: P?) {}
}

/// https://developer.apple.com/documentation/swiftui/tabview
/// `@MainActor @preconcurrency struct TabView<SelectionValue, Content> where SelectionValue : Hashable, Content : View`
/// (iOS 13, watchOS 7).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, visionOS 1.0, *)
public struct TabView<SelectionValue: Hashable, Content: View>: _StandInPrimitiveView {
    /// https://developer.apple.com/documentation/swiftui/tabview (Creating a tab view: the `tabItem(_:)` form)
    /// `nonisolated init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content)`
    /// (iOS 13; the form with `tabItem(_:)` and `tag(_:)` on each view).
    public nonisolated init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {}

    /// https://developer.apple.com/documentation/swiftui/tabview/init(selection:content:)
    /// `nonisolated init<C>(selection: Binding<SelectionValue>,
    /// @TabContentBuilder<SelectionValue> content: () -> C)
    /// where Content == TabContentBuilder<SelectionValue>.Content<C>, C : TabContent` (iOS 18).
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    public nonisolated init<C: TabContent>(
        selection: Binding<SelectionValue>, @TabContentBuilder<SelectionValue> content: () -> C
    ) where Content == TabContentBuilder<SelectionValue>.Content<C> {}
}

/// https://developer.apple.com/documentation/swiftui/tabcontent
/// `@MainActor @preconcurrency protocol TabContent<TabValue>` (iOS 18);
/// https://developer.apple.com/documentation/swiftui/tabcontent/tabvalue
/// `associatedtype TabValue : Hashable where Self.TabValue == Self.Body.TabValue`;
/// https://developer.apple.com/documentation/swiftui/tabcontent/body `associatedtype Body : TabContent`,
/// `@TabContentBuilder @MainActor @preconcurrency var body: Self.Body { get }`.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
@MainActor @preconcurrency
public protocol TabContent<TabValue> {
    associatedtype TabValue: Hashable where TabValue == Body.TabValue
    associatedtype Body: TabContent
    @TabContentBuilder<TabValue> @MainActor @preconcurrency var body: Body { get }
}

/// The body of the stand-in's primitive tab content (SwiftUI's own is hidden), which is never asked for.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct _StandInTabBody<TabValue: Hashable>: TabContent {
    public nonisolated init() {}
    public nonisolated var body: _StandInTabBody<TabValue> { self }
}

/// https://developer.apple.com/documentation/swiftui/tabcontentbuilder
/// `@resultBuilder struct TabContentBuilder<TabValue> where TabValue : Hashable` (iOS 18);
/// `static func buildBlock(some TabContent<TabValue>) -> some TabContent<TabValue>`.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
@resultBuilder
public struct TabContentBuilder<TabValue: Hashable> {
    public static func buildBlock<C: TabContent>(_ content: C) -> C where C.TabValue == TabValue { content }

    /// https://developer.apple.com/documentation/swiftui/tabcontentbuilder/content
    /// `nonisolated struct Content<C> where C : TabContent` — conforms to `View`.
    public struct Content<C: TabContent>: _StandInPrimitiveView {}
}

/// https://developer.apple.com/documentation/swiftui/foreach (conforms to `TabContent` when its
/// content does, iOS 18).
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension ForEach: TabContent where Content: TabContent {
    public typealias TabValue = Content.TabValue
    public nonisolated var body: _StandInTabBody<Content.TabValue> { _StandInTabBody<Content.TabValue>() }
}

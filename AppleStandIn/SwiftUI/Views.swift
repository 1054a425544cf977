// Stand-in: views (see View.swift for what this module is).

/// https://developer.apple.com/documentation/swiftui/localizedstringkey
/// `@frozen struct LocalizedStringKey : Equatable, ExpressibleByStringInterpolation`.
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

/// The numbers a localized key formats with a specifier (`_FormatSpecifiable` in SwiftUI).
public protocol _FormatSpecifiable: Equatable {}
extension Int: _FormatSpecifiable {}
extension Double: _FormatSpecifiable {}

/// https://developer.apple.com/documentation/swiftui/text — `@frozen struct Text : Equatable, Sendable`.
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

/// https://developer.apple.com/documentation/swiftui/image — `@frozen struct Image : Equatable, Sendable`.
public struct Image: _StandInPrimitiveView, Equatable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/image/init(systemname:)
    public nonisolated init(systemName: String) {}
}

/// https://developer.apple.com/documentation/swiftui/label — `struct Label<Title, Icon> where Title : View, Icon : View`.
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
public struct ButtonRole: Equatable, Sendable {
    public static let cancel = ButtonRole()
    public static let destructive = ButtonRole()
}

/// https://developer.apple.com/documentation/swiftui/button — `struct Button<Label> where Label : View`.
public struct Button<Label: View>: _StandInPrimitiveView {
    /// https://developer.apple.com/documentation/swiftui/button/init(action:label:)
    /// `@preconcurrency nonisolated init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label)`
    @preconcurrency
    public nonisolated init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}

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
/// `init(@ViewBuilder content: () -> Content) where SelectionValue == Never`.
public struct List<SelectionValue: Hashable, Content: View>: _StandInPrimitiveView {}

extension List where SelectionValue == Never {
    public nonisolated init(@ViewBuilder content: () -> Content) {}
}

/// https://developer.apple.com/documentation/swiftui/section — `struct Section<Parent, Content, Footer>`.
public struct Section<Parent, Content, Footer>: _StandInPrimitiveView {}

extension Section where Parent: View, Content: View, Footer: View {
    /// https://developer.apple.com/documentation/swiftui/section/init(content:header:)
    /// `nonisolated init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) where Footer == EmptyView` (iOS 15)
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
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
/// `struct ForEach<Data, ID, Content> where Data : RandomAccessCollection, ID : Hashable`.
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
/// `nonisolated struct NavigationStack<Data, Root> where Root : View` (iOS 16).
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

/// https://developer.apple.com/documentation/swiftui/navigationlink
/// `@MainActor @preconcurrency struct NavigationLink<Label, Destination> where Label : View, Destination : View`.
public struct NavigationLink<Label: View, Destination: View>: _StandInPrimitiveView {}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
extension NavigationLink where Label == Text, Destination == Never {
    /// https://developer.apple.com/documentation/swiftui/navigationlink/init(_:value:) (the `LocalizedStringKey` overload)
    /// `init<P>(_ titleKey: LocalizedStringKey, value: P?) where P : Hashable` (iOS 16)
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {}
    /// https://developer.apple.com/documentation/swiftui/navigationlink/init(_:value:) (the `StringProtocol` overload)
    /// `init<S, P>(_ title: S, value: P?) where S : StringProtocol, P : Hashable` (iOS 16)
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {}
}

/// https://developer.apple.com/documentation/swiftui/tabview
/// `@MainActor @preconcurrency struct TabView<SelectionValue, Content> where SelectionValue : Hashable, Content : View`.
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
/// `@MainActor @preconcurrency protocol TabContent<TabValue>`; `associatedtype TabValue : Hashable` (iOS 18).
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
@MainActor @preconcurrency
public protocol TabContent<TabValue> {
    associatedtype TabValue: Hashable
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
}

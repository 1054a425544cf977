// Stand-in: split views, selectable lists and size classes, for the column hosts (see View.swift
// for what this module is). SwiftUI's pages now show `@ContentBuilder` where older SDKs showed
// `@ViewBuilder`; for views the two build the same, and this module has one builder.

/// https://developer.apple.com/documentation/swiftui/navigationsplitview
/// `nonisolated struct NavigationSplitView<Sidebar, Content, Detail> where Sidebar : View,
/// Content : View, Detail : View` (iOS 16, macOS 13).
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
nonisolated public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: _StandInPrimitiveView {
    /// https://developer.apple.com/documentation/swiftui/navigationsplitview/init(sidebar:content:detail:)
    /// `nonisolated init(@ContentBuilder sidebar: () -> Sidebar, @ContentBuilder content: () -> Content,
    /// @ContentBuilder detail: () -> Detail)` (iOS 16, macOS 13).
    public nonisolated init(
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {}

    /// https://developer.apple.com/documentation/swiftui/navigationsplitview/init(columnvisibility:sidebar:content:detail:)
    /// `nonisolated init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ContentBuilder sidebar:
    /// () -> Sidebar, @ContentBuilder content: () -> Content, @ContentBuilder detail: () -> Detail)` (iOS 16, macOS 13).
    public nonisolated init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {}
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
extension NavigationSplitView where Content == EmptyView {
    /// https://developer.apple.com/documentation/swiftui/navigationsplitview/init(sidebar:detail:)
    /// `nonisolated init(@ContentBuilder sidebar: () -> Sidebar, @ContentBuilder detail: () -> Detail)
    /// where Content == EmptyView` (iOS 16, macOS 13).
    public nonisolated init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {}

    /// https://developer.apple.com/documentation/swiftui/navigationsplitview/init(columnvisibility:sidebar:detail:)
    /// `nonisolated init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ContentBuilder sidebar:
    /// () -> Sidebar, @ContentBuilder detail: () -> Detail) where Content == EmptyView` (iOS 16, macOS 13).
    public nonisolated init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) {}
}

/// https://developer.apple.com/documentation/swiftui/navigationsplitviewvisibility
/// `struct NavigationSplitViewVisibility` (iOS 16, macOS 13), with the type properties below.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public struct NavigationSplitViewVisibility {
    /// https://developer.apple.com/documentation/swiftui/navigationsplitviewvisibility/automatic
    /// `static var automatic: NavigationSplitViewVisibility { get }` (iOS 16, macOS 13).
    public static var automatic: NavigationSplitViewVisibility { NavigationSplitViewVisibility() }
    /// https://developer.apple.com/documentation/swiftui/navigationsplitviewvisibility/all
    /// `static var all: NavigationSplitViewVisibility { get }` (iOS 16, macOS 13).
    public static var all: NavigationSplitViewVisibility { NavigationSplitViewVisibility() }
    /// https://developer.apple.com/documentation/swiftui/navigationsplitviewvisibility/doublecolumn
    /// `static var doubleColumn: NavigationSplitViewVisibility { get }` (iOS 16, macOS 13).
    public static var doubleColumn: NavigationSplitViewVisibility { NavigationSplitViewVisibility() }
    /// https://developer.apple.com/documentation/swiftui/navigationsplitviewvisibility/detailonly
    /// `static var detailOnly: NavigationSplitViewVisibility { get }` (iOS 16, macOS 13).
    public static var detailOnly: NavigationSplitViewVisibility { NavigationSplitViewVisibility() }
}

extension List {
    /// https://developer.apple.com/documentation/swiftui/list/init(selection:content:)-1pisz
    /// `nonisolated init(selection: Binding<SelectionValue?>?, @ContentBuilder content: () -> Content)`
    /// (iOS 13, macOS 10.15): a list whose one row may be selected.
    public nonisolated init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {}
}

/// https://developer.apple.com/documentation/swiftui/userinterfacesizeclass
/// `enum UserInterfaceSizeClass` with `compact` and `regular` (iOS 13, macOS 10.15).
public enum UserInterfaceSizeClass: Hashable, Sendable {
    case compact
    case regular
}

extension EnvironmentValues {
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/horizontalsizeclass
    /// `@backDeployed(before: macOS 14.0, tvOS 17.0, watchOS 10.0) var horizontalSizeClass:
    /// UserInterfaceSizeClass? { get set }` (iOS 13).
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { nil }
        set {}
    }
}

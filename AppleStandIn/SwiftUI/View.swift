// Stand-in for the SwiftUI API that WayfinderSwiftUI and Examples/ShopApp use, and nothing else.
// Each declaration has Apple's documented signature and attributes (isolation, availability) and
// cites its page on developer.apple.com/documentation/swiftui (a page named without its
// disambiguating suffix is the overload group; the comment says which overload). Bodies are
// placeholders: this module is only ever type-checked against, never run. Apple's current pages
// spell the content builder `@ContentBuilder`; the SDKs the floor targets spell it
// `@ViewBuilder`, used here. Every declaration's availability is its page's. Attributes follow the
// newest pages; `-D STANDIN_XCODE16` selects the Xcode 16 SDKs' where the April 2025 pages
// differ (`NavigationStack`, `Binding.init(get:set:)`, `Button.init(action:label:)`,
// `List.init(content:)`). The primitive views' own isolation (a type that conforms to `View`
// is main-actor isolated here; SwiftUI marks some `nonisolated`) follows the SDK interfaces as
// recalled: check it against the real SDK first when an Apple build disagrees.
// Never a product, never built on Apple platforms: scripts/check-apple-standin.sh only.
@_exported import FoundationAppleAdditions
@_exported import Observation

#if STANDIN_UIKIT
@_exported import UIKit
#endif

/// https://developer.apple.com/documentation/swiftui/view
/// `@MainActor @preconcurrency protocol View`; `associatedtype Body : View`;
/// `@ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }` (iOS 13).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// https://developer.apple.com/documentation/swiftui/never (`extension Never : View`)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Never: View {
    public nonisolated var body: Never { fatalError() }
}

/// Marks the stand-in's primitive views, whose body is `Never` as in SwiftUI.
public protocol _StandInPrimitiveView: View where Body == Never {}
extension _StandInPrimitiveView {
    public nonisolated var body: Never { fatalError("stand-in: never run") }
}

/// https://developer.apple.com/documentation/swiftui/viewbuilder
/// `@resultBuilder struct ViewBuilder` with `buildBlock()`, `buildBlock(_:)`, the variadic
/// `buildBlock<each Content>(_ content: repeat each Content) -> TupleView<(repeat each Content)>`
/// (iOS 17), `buildExpression(_:)`, `buildIf(_:)`, `buildEither(first:)`/`(second:)`,
/// `buildLimitedAvailability(_:)` (iOS 14); the builder itself iOS 13.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@resultBuilder
public struct ViewBuilder {
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<
        (repeat each Content)
    > {
        TupleView((repeat each content))
    }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> { _ConditionalContent() }
    public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> { _ConditionalContent() }
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

/// https://developer.apple.com/documentation/swiftui/emptyview — `struct EmptyView` (iOS 13).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct EmptyView: _StandInPrimitiveView {
    public nonisolated init() {}
}

/// https://developer.apple.com/documentation/swiftui/tupleview — `struct TupleView<T>` (iOS 13).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct TupleView<T>: _StandInPrimitiveView {
    public nonisolated init(_ value: T) {}
}

/// https://developer.apple.com/documentation/swiftui/anyview — `struct AnyView` (iOS 13).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct AnyView: _StandInPrimitiveView {
    public nonisolated init<V: View>(_ view: V) {}
}

/// https://developer.apple.com/documentation/swiftui/optional (`extension Optional : View where Wrapped : View`)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Optional: View where Wrapped: View {
    public nonisolated var body: Never { fatalError() }
}

/// The `ViewBuilder` result of an `if`/`else` (`_ConditionalContent` in SwiftUI's interface, iOS 13;
/// no page of its own).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: _StandInPrimitiveView {
    public nonisolated init() {}
}

/// https://developer.apple.com/documentation/swiftui/viewmodifier
/// `@MainActor @preconcurrency protocol ViewModifier`; `associatedtype Body : View`;
/// `@ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body`;
/// `typealias Content` (iOS 13).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

/// https://developer.apple.com/documentation/swiftui/viewmodifier/content — the content a modifier
/// wraps (`_ViewModifier_Content` in SwiftUI's interface, iOS 13).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct _ViewModifier_Content<Modifier: ViewModifier>: _StandInPrimitiveView {}

/// https://developer.apple.com/documentation/swiftui/modifiedcontent
/// `@frozen struct ModifiedContent<Content, Modifier>` (iOS 13); a `View` only when
/// `Content : View` and `Modifier : ViewModifier` (its Relationships: "Conforms when ...").
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct ModifiedContent<Content, Modifier> {
    nonisolated init(content: Content, modifier: Modifier) {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension ModifiedContent: View, _StandInPrimitiveView where Content: View, Modifier: ViewModifier {}

/// The modifier behind the stand-in's modifiers, whose real types SwiftUI hides behind `some View`.
public struct _StandInModifier: ViewModifier {
    public nonisolated init() {}
    public func body(content: Content) -> some View { EmptyView() }
}

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/modifier(_:)
    /// `nonisolated func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T>`.
    public nonisolated func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }

    /// What every stand-in modifier returns in place of SwiftUI's hidden `some View` type.
    nonisolated func _standIn() -> ModifiedContent<Self, _StandInModifier> {
        ModifiedContent(content: self, modifier: _StandInModifier())
    }
}

// Stand-in: apps, scenes and previews (see View.swift for what this module is).

/// https://developer.apple.com/documentation/swiftui/app
/// `@MainActor @preconcurrency protocol App`; `associatedtype Body : Scene`;
/// `@SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }`; `init()`;
/// `static func main()` (iOS 14).
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
@MainActor @preconcurrency
public protocol App {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
    @MainActor @preconcurrency init()
}

extension App {
    /// https://developer.apple.com/documentation/swiftui/app/main()
    @MainActor @preconcurrency public static func main() {}
}

/// https://developer.apple.com/documentation/swiftui/scene — `@MainActor @preconcurrency protocol Scene` (iOS 14).
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
@MainActor @preconcurrency
public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
extension Never: Scene {}

/// https://developer.apple.com/documentation/swiftui/scenebuilder — `@resultBuilder struct SceneBuilder` (iOS 14).
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
@resultBuilder
public struct SceneBuilder {
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
}

/// https://developer.apple.com/documentation/swiftui/windowgroup
/// `struct WindowGroup<Content> where Content : View` (iOS 14).
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
public struct WindowGroup<Content: View>: Scene {
    /// https://developer.apple.com/documentation/swiftui/windowgroup/init(content:)
    /// `init(@ViewBuilder content: () -> Content)`: iOS 14.0–18.0, macOS 11.0–15.0, tvOS 14.0–18.0,
    /// watchOS 7.0–11.0, visionOS 1.0–2.0, deprecated ("Use the initializer which takes an escaping
    /// view builder instead").
    @available(iOS, introduced: 14.0, deprecated: 18.0, message: "Use init(makeContent:)")
    @available(macOS, introduced: 11.0, deprecated: 15.0, message: "Use init(makeContent:)")
    @available(tvOS, introduced: 14.0, deprecated: 18.0, message: "Use init(makeContent:)")
    @available(watchOS, introduced: 7.0, deprecated: 11.0, message: "Use init(makeContent:)")
    @available(visionOS, introduced: 1.0, deprecated: 2.0, message: "Use init(makeContent:)")
    public init(@ViewBuilder content: () -> Content) {}

    /// https://developer.apple.com/documentation/swiftui/windowgroup/init(makecontent:)
    /// `nonisolated init(@ViewBuilder makeContent: @escaping () -> Content)` (iOS 14).
    public nonisolated init(@ViewBuilder makeContent: @escaping () -> Content) {}

    /// `Scene.body`: a primitive scene's body is never asked for (no page of its own).
    public nonisolated var body: Never { fatalError("stand-in: never run") }
}

/// https://developer.apple.com/documentation/swiftui/previewprovider
/// `@MainActor @preconcurrency protocol PreviewProvider : _PreviewProvider`;
/// `associatedtype Previews : View`; `@ViewBuilder @MainActor @preconcurrency static var previews: Self.Previews { get }`;
/// `@MainActor @preconcurrency static var platform: PreviewPlatform? { get }`, required with a
/// default implementation (iOS 13).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@MainActor @preconcurrency
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder @MainActor @preconcurrency static var previews: Self.Previews { get }
    /// https://developer.apple.com/documentation/swiftui/previewprovider/platform
    @MainActor @preconcurrency static var platform: PreviewPlatform? { get }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension PreviewProvider {
    /// https://developer.apple.com/documentation/swiftui/previewprovider/platform (the default
    /// implementation the page says is provided; the stand-in's is `nil`).
    @MainActor @preconcurrency public static var platform: PreviewPlatform? { nil }
}

/// https://developer.apple.com/documentation/swiftui/previewplatform
/// `enum PreviewPlatform` with `iOS`, `macOS`, `tvOS`, `watchOS` (iOS 13).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public enum PreviewPlatform: Hashable, Sendable {
    // swift-format-ignore: AlwaysUseLowerCamelCase
    case iOS, macOS, tvOS, watchOS
}

#if STANDIN_UIKIT
/// https://developer.apple.com/documentation/swiftui/uiapplicationdelegateadaptor
/// `@MainActor @preconcurrency @propertyWrapper struct UIApplicationDelegateAdaptor<DelegateType>
/// where DelegateType : NSObject, DelegateType : UIApplicationDelegate`;
/// `init(_ delegateType: DelegateType.Type = DelegateType.self)` (iOS 14; not macOS).
@MainActor @preconcurrency
@propertyWrapper
@available(iOS 14.0, tvOS 14.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
public struct UIApplicationDelegateAdaptor<DelegateType: NSObject & UIApplicationDelegate>: DynamicProperty {
    public init(_ delegateType: DelegateType.Type = DelegateType.self) {}
    public var wrappedValue: DelegateType { fatalError("stand-in: never run") }
}
#endif

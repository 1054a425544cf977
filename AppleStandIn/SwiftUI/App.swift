// Stand-in: apps, scenes and previews (see View.swift for what this module is).

/// https://developer.apple.com/documentation/swiftui/app
/// `@MainActor @preconcurrency protocol App`; `associatedtype Body : Scene`;
/// `@SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }`; `init()`;
/// `static func main()` (iOS 14).
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

/// https://developer.apple.com/documentation/swiftui/scene — `@MainActor @preconcurrency protocol Scene`.
@MainActor @preconcurrency
public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: Scene {}

/// https://developer.apple.com/documentation/swiftui/scenebuilder — `@resultBuilder struct SceneBuilder`.
@resultBuilder
public struct SceneBuilder {
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
}

/// https://developer.apple.com/documentation/swiftui/windowgroup
/// `struct WindowGroup<Content> where Content : View`;
/// `nonisolated init(@ViewBuilder content: () -> Content)` (iOS 14).
public struct WindowGroup<Content: View>: Scene {
    public nonisolated init(@ViewBuilder content: () -> Content) {}
    public nonisolated var body: Never { fatalError("stand-in: never run") }
}

/// https://developer.apple.com/documentation/swiftui/previewprovider
/// `@MainActor @preconcurrency protocol PreviewProvider : _PreviewProvider`;
/// `associatedtype Previews : View`; `@ViewBuilder @MainActor @preconcurrency static var previews: Self.Previews { get }`.
@MainActor @preconcurrency
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder @MainActor @preconcurrency static var previews: Self.Previews { get }
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

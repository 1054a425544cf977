// Stand-in for the App Intents API the App Intent of Examples/ShopApp uses, and nothing else.
// Simplified where the real API is a family of generic overloads: `IntentParameter` here has the
// one initializer the example calls (the real ones add parameters with defaults), and
// `IntentResultContainer` is not generic. Never a product: scripts/check-apple-standin.sh only.
@_exported import FoundationAppleAdditions

// https://developer.apple.com/documentation/appintents/intentresult
/// `protocol IntentResult : Sendable` (iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1).
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public protocol IntentResult: Sendable {}

/// The result `result()` makes (generic over what it carries in the real framework).
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public struct IntentResultContainer: IntentResult {}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
extension IntentResult where Self == IntentResultContainer {
    // https://developer.apple.com/documentation/appintents/intentresult/result()
    /// `static func result() -> Self where Self == IntentResultContainer`.
    public static func result() -> Self { IntentResultContainer() }
}

// https://developer.apple.com/documentation/appintents/appintent
/// `protocol AppIntent : PersistentlyIdentifiable, _SupportsAppDependencies, Sendable` (iOS 16,
/// macOS 13, tvOS 16, watchOS 9, visionOS 1).
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public protocol AppIntent: Sendable {
    // https://developer.apple.com/documentation/appintents/appintent/performresult
    associatedtype PerformResult: IntentResult
    // https://developer.apple.com/documentation/appintents/appintent/title
    /// `static var title: LocalizedStringResource { get }`.
    static var title: LocalizedStringResource { get }
    // https://developer.apple.com/documentation/appintents/appintent/openappwhenrun
    /// `static var openAppWhenRun: Bool { get }`.
    static var openAppWhenRun: Bool { get }
    init()
    // https://developer.apple.com/documentation/appintents/appintent/perform()
    /// `func perform() async throws -> Self.PerformResult`.
    func perform() async throws -> PerformResult
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
extension AppIntent {
    public static var openAppWhenRun: Bool { false }
}

// https://developer.apple.com/documentation/appintents/intentparameter
/// `@propertyWrapper final class IntentParameter<Value> where Value : _IntentValue, Value : Sendable`.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
@propertyWrapper
public final class IntentParameter<Value: Sendable>: @unchecked Sendable {
    private var value: Value?

    // https://developer.apple.com/documentation/appintents/intentparameter/init(title:description:default:requestvaluedialog:inputconnectionbehavior:)-1vzd0
    /// `convenience init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, …)`.
    public init(title: LocalizedStringResource, description: LocalizedStringResource? = nil) {}

    public var wrappedValue: Value {
        get {
            guard let value else { preconditionFailure("stand-in: never run") }
            return value
        }
        set { value = newValue }
    }
}

/// `@Parameter`, as App Intents code writes it: the framework's name for ``IntentParameter``.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public typealias Parameter = IntentParameter

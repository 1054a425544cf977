// Stand-in: data flow (see View.swift for what this module is).

/// https://developer.apple.com/documentation/swiftui/dynamicproperty — `protocol DynamicProperty` (iOS 13).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public protocol DynamicProperty {}

/// https://developer.apple.com/documentation/swiftui/binding
/// `@frozen @propertyWrapper @dynamicMemberLookup struct Binding<Value>`; Sendable when `Value`
/// is (its page: "A binding conforms to Sendable only if its wrapped value type also conforms") (iOS 13).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    #if STANDIN_XCODE16
    /// https://developer.apple.com/documentation/swiftui/binding/init(get:set:) as the Xcode 16
    /// SDKs have it (the April 2025 page): `@preconcurrency init(get: @escaping @isolated(any)
    /// () -> Value, set: @escaping @isolated(any) (Value) -> Void)`, without `@Sendable`.
    @preconcurrency
    public init(get: @escaping @isolated(any) () -> Value, set: @escaping @isolated(any) (Value) -> Void) {}
    #else
    /// https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-7ufcp
    /// `@preconcurrency init(get: @escaping @isolated(any) @Sendable () -> Value,
    /// set: @escaping @isolated(any) @Sendable (Value) -> Void)`.
    @preconcurrency
    public init(
        get: @escaping @isolated(any) @Sendable () -> Value, set: @escaping @isolated(any) @Sendable (Value) -> Void
    ) {}
    #endif

    /// https://developer.apple.com/documentation/swiftui/binding/wrappedvalue
    public var wrappedValue: Value {
        get { fatalError("stand-in: never run") }
        nonmutating set {}
    }

    /// https://developer.apple.com/documentation/swiftui/binding/projectedvalue
    public var projectedValue: Binding<Value> { self }

    /// https://developer.apple.com/documentation/swiftui/binding/subscript(dynamicmember:)
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        fatalError("stand-in: never run")
    }
}

extension Binding: @unchecked Sendable where Value: Sendable {}

/// https://developer.apple.com/documentation/swiftui/state
/// `@frozen @propertyWrapper struct State<Value> : DynamicProperty`; `init(wrappedValue:)`,
/// `init(initialValue:)`, `var wrappedValue: Value { get nonmutating set }`,
/// `var projectedValue: Binding<Value> { get }`; Sendable when `Value` is (iOS 13).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@propertyWrapper
public struct State<Value>: DynamicProperty {
    private let value: Value
    public init(wrappedValue value: Value) { self.value = value }
    public init(initialValue value: Value) { self.value = value }
    public var wrappedValue: Value {
        get { value }
        nonmutating set {}
    }
    public var projectedValue: Binding<Value> { fatalError("stand-in: never run") }
}

extension State: @unchecked Sendable where Value: Sendable {}

/// https://developer.apple.com/documentation/swiftui/environmentvalues — `struct EnvironmentValues` (iOS 13).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct EnvironmentValues {
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/scenephase
    /// `var scenePhase: ScenePhase { get set }` (iOS 14).
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public var scenePhase: ScenePhase {
        get { .active }
        set {}
    }
}

/// https://developer.apple.com/documentation/swiftui/scenephase
/// `enum ScenePhase` with `active`, `inactive`, `background` (iOS 14); Comparable, Hashable, Sendable.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
public enum ScenePhase: Comparable, Hashable, Sendable {
    case background, inactive, active
}

/// https://developer.apple.com/documentation/swiftui/environment
/// `@frozen @propertyWrapper struct Environment<Value> : DynamicProperty`;
/// https://developer.apple.com/documentation/swiftui/environment/init(_:)-8slkf (the optional form);
/// `init(_ keyPath: KeyPath<EnvironmentValues, Value>)`,
/// `init(_ objectType: Value.Type) where Value : AnyObject, Value : Observable` (iOS 17),
/// `init<T>(_ objectType: T.Type) where Value == T?, T : AnyObject, T : Observable` (iOS 17);
/// the type iOS 13.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
    public var wrappedValue: Value { fatalError("stand-in: never run") }
}

extension Environment: Sendable where Value: Sendable {}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension Environment where Value: AnyObject, Value: Observable {
    public init(_ objectType: Value.Type) {}
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension Environment {
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {}
}

/// https://developer.apple.com/documentation/swiftui/transaction
/// `struct Transaction`; `var animation: Animation?`, `var disablesAnimations: Bool` (iOS 13).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct Transaction {
    public var animation: Animation?
    public var disablesAnimations: Bool = false
}

/// https://developer.apple.com/documentation/swiftui/animation — `struct Animation` (iOS 13).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct Animation: Equatable, Sendable {}

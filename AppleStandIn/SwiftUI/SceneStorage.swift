// Stand-in: per-scene storage, for a window's identity (see View.swift for what this module is).

/// https://developer.apple.com/documentation/swiftui/scenestorage
/// `@frozen @propertyWrapper struct SceneStorage<Value>` (iOS 14, macOS 11); `DynamicProperty`.
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    private var value: Value

    /// https://developer.apple.com/documentation/swiftui/scenestorage/init(wrappedvalue:_:) (the `String`
    /// overload of the group) — `init(wrappedValue: Value, _ key: String) where Value == String` (iOS 14, macOS 11).
    public init(wrappedValue: Value, _ key: String) where Value == String { value = wrappedValue }

    /// https://developer.apple.com/documentation/swiftui/scenestorage/wrappedvalue
    /// `var wrappedValue: Value { get nonmutating set }`.
    public var wrappedValue: Value {
        get { value }
        nonmutating set {}
    }

    /// https://developer.apple.com/documentation/swiftui/scenestorage/projectedvalue
    /// `var projectedValue: Binding<Value> { get }`.
    public var projectedValue: Binding<Value> { fatalError("stand-in: never run") }
}

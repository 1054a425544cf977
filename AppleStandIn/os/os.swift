// Stand-in for the unified logging API that Sources/Wayfinder/DecisionLog/OSLogDecisionSink.swift
// uses. `OSLogMessage` is built from string interpolation with a privacy per value, as the real
// one; alignment and formatting options are left out. Never a product:
// scripts/check-apple-standin.sh only.

// https://developer.apple.com/documentation/os/oslogprivacy
/// `struct OSLogPrivacy` (iOS 14, macOS 11, tvOS 14, watchOS 7, visionOS 1).
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
public struct OSLogPrivacy: Equatable, Sendable {
    let level: Int
    // https://developer.apple.com/documentation/os/oslogprivacy/public
    /// `static var `public`: OSLogPrivacy { get }`.
    public static var `public`: OSLogPrivacy { OSLogPrivacy(level: 0) }
    // https://developer.apple.com/documentation/os/oslogprivacy/private
    /// `static var `private`: OSLogPrivacy { get }`.
    public static var `private`: OSLogPrivacy { OSLogPrivacy(level: 1) }
    // https://developer.apple.com/documentation/os/oslogprivacy/auto
    /// `static var auto: OSLogPrivacy { get }`.
    public static var auto: OSLogPrivacy { OSLogPrivacy(level: 2) }
}

// https://developer.apple.com/documentation/os/oslogtype
/// `struct OSLogType` (the page names every platform, with no version).
public struct OSLogType: Equatable, Sendable {
    let raw: UInt8
    // https://developer.apple.com/documentation/os/oslogtype/default
    public static let `default` = OSLogType(raw: 0)
    // https://developer.apple.com/documentation/os/oslogtype/info
    public static let info = OSLogType(raw: 1)
    // https://developer.apple.com/documentation/os/oslogtype/error
    public static let error = OSLogType(raw: 16)
}

// https://developer.apple.com/documentation/os/osloginterpolation
/// `struct OSLogInterpolation` (iOS 14, macOS 11, tvOS 14, watchOS 7, visionOS).
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
public struct OSLogInterpolation: StringInterpolationProtocol {
    public init(literalCapacity: Int, interpolationCount: Int) {}
    public mutating func appendLiteral(_ literal: String) {}
    // https://developer.apple.com/documentation/os/osloginterpolation/appendinterpolation(_:align:privacy:)-6tazr
    /// `mutating func appendInterpolation(_ argumentString: @autoclosure @escaping () -> String,
    /// align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto)`; `align` left out.
    public mutating func appendInterpolation(
        _ argumentString: @autoclosure @escaping () -> String, privacy: OSLogPrivacy = .auto
    ) {}
}

// https://developer.apple.com/documentation/os/oslogmessage
/// `@frozen struct OSLogMessage` (iOS 14, macOS 11, tvOS 14, watchOS 7, visionOS), written
/// from string interpolation.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral {
    public init(stringInterpolation: OSLogInterpolation) {}
    public init(stringLiteral value: String) {}
}

// https://developer.apple.com/documentation/os/logger
/// `struct Logger` (iOS 14, macOS 11, tvOS 14, watchOS 7, visionOS 1); Sendable.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
public struct Logger: Sendable {
    // https://developer.apple.com/documentation/os/logger/init(subsystem:category:)
    /// `init(subsystem: String, category: String)`.
    public init(subsystem: String, category: String) {}

    // https://developer.apple.com/documentation/os/logger/log(level:_:)
    /// `func log(level: OSLogType, _ message: OSLogMessage)`.
    public func log(level: OSLogType, _ message: OSLogMessage) {}
}

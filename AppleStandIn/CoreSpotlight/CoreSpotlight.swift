// Stand-in for the Core Spotlight API that WayfinderSwiftUI (NavigationEntryPoints.swift) and
// Examples/ShopApp (Spotlight.swift) use. Signatures and availability as Apple documents them.
// Never a product, never built on Apple platforms: scripts/check-apple-standin.sh only.
@_exported import FoundationAppleAdditions
public import UniformTypeIdentifiers

// https://developer.apple.com/documentation/corespotlight/cssearchableitemactiontype
/// `let CSSearchableItemActionType: String` (iOS 9, macOS 10.11, visionOS 1; not tvOS, watchOS).
// swift-format-ignore: AlwaysUseLowerCamelCase
@available(iOS 9.0, macOS 10.11, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public let CSSearchableItemActionType: String = "com.apple.corespotlightitem"

// https://developer.apple.com/documentation/corespotlight/cssearchableitemactivityidentifier
/// `let CSSearchableItemActivityIdentifier: String` (iOS 9, macOS 10.11, visionOS 1).
// swift-format-ignore: AlwaysUseLowerCamelCase
@available(iOS 9.0, macOS 10.11, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public let CSSearchableItemActivityIdentifier: String = "kCSSearchableItemActivityIdentifier"

// https://developer.apple.com/documentation/corespotlight/cssearchableitemattributeset
/// `class CSSearchableItemAttributeSet` (NSObject; iOS 9, macOS 10.11, visionOS 1).
@available(iOS 9.0, macOS 10.11, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
open class CSSearchableItemAttributeSet: NSObject {
    // https://developer.apple.com/documentation/corespotlight/cssearchableitemattributeset/init(contenttype:)
    /// `init(contentType: UTType)` (iOS 14, macOS 11, visionOS 1).
    @available(iOS 14.0, macOS 11.0, visionOS 1.0, *)
    public init(contentType: UTType) { super.init() }

    // https://developer.apple.com/documentation/corespotlight/cssearchableitemattributeset/title
    /// `var title: String? { get set }`.
    open var title: String?
}

// https://developer.apple.com/documentation/corespotlight/cssearchableitem
/// `class CSSearchableItem` (NSObject; iOS 9, macOS 10.11, visionOS 1).
@available(iOS 9.0, macOS 10.11, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
open class CSSearchableItem: NSObject {
    // https://developer.apple.com/documentation/corespotlight/cssearchableitem/init(uniqueidentifier:domainidentifier:attributeset:)
    /// `init(uniqueIdentifier: String?, domainIdentifier: String?, attributeSet: CSSearchableItemAttributeSet)`.
    public init(uniqueIdentifier: String?, domainIdentifier: String?, attributeSet: CSSearchableItemAttributeSet) {
        super.init()
    }
}

// https://developer.apple.com/documentation/corespotlight/cssearchableindex
/// `class CSSearchableIndex` (NSObject; iOS 9, macOS 10.11, visionOS 1).
@available(iOS 9.0, macOS 10.11, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
open class CSSearchableIndex: NSObject {
    // https://developer.apple.com/documentation/corespotlight/cssearchableindex/default()
    /// `class func `default`() -> Self`.
    open class func `default`() -> Self { Self() }

    public required override init() { super.init() }

    // https://developer.apple.com/documentation/corespotlight/cssearchableindex/indexsearchableitems(_:completionhandler:)
    /// `func indexSearchableItems(_ items: [CSSearchableItem], completionHandler: (((any Error)?) -> Void)? = nil)`.
    open func indexSearchableItems(_ items: [CSSearchableItem], completionHandler: (((any Error)?) -> Void)? = nil) {}
}

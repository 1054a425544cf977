// Stand-in for Foundation API swift-corelibs-foundation lacks, used by the App Intent of
// Examples/ShopApp. Never a product: scripts/check-apple-standin.sh only.

// https://developer.apple.com/documentation/foundation/localizedstringresource
/// `struct LocalizedStringResource` (iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1), written
/// from a string literal.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public struct LocalizedStringResource: ExpressibleByStringLiteral, Hashable, Sendable {
    let key: String
    public init(stringLiteral value: String) { key = value }
}

extension NSUserActivity {
    // https://developer.apple.com/documentation/foundation/nsuseractivity/userinfo
    /// `var userInfo: [AnyHashable : Any]? { get set }` (iOS 8, macOS 10.10, tvOS 9, watchOS 2, visionOS 1).
    public var userInfo: [AnyHashable: Any]? {
        get { nil }
        set {}
    }

    // https://developer.apple.com/documentation/foundation/nsuseractivity/iseligibleforhandoff
    /// `var isEligibleForHandoff: Bool { get set }` (iOS 9, macOS 10.11, tvOS 10, watchOS 3, visionOS 1).
    @available(iOS 9.0, macOS 10.11, tvOS 10.0, watchOS 3.0, visionOS 1.0, *)
    public var isEligibleForHandoff: Bool {
        get { true }
        set {}
    }

    // https://developer.apple.com/documentation/foundation/nsuseractivity/title
    /// `var title: String? { get set }` (iOS 8, macOS 10.10, tvOS 9, watchOS 2, visionOS 1).
    public var title: String? {
        get { nil }
        set {}
    }
}

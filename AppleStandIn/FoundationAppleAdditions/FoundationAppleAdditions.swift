// Stand-in for the parts of Apple's Foundation that swift-corelibs-foundation (Linux) lacks and
// that the adapter uses. On Apple platforms these are in Foundation itself; here UIKit and SwiftUI
// re-export this module so `import SwiftUI` / `import UIKit` sees them as an app would.
// Never a product, never built on Apple platforms: scripts/check-apple-standin.sh only.
@_exported import Foundation

/// https://developer.apple.com/documentation/foundation/nsuseractivity
/// `class NSUserActivity : NSObject` (iOS 8, macOS 10.10, tvOS 9, watchOS 2, visionOS 1).
@available(iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
open class NSUserActivity: NSObject {
    /// https://developer.apple.com/documentation/foundation/nsuseractivity/activitytype
    /// `var activityType: String { get }`
    open var activityType: String { "" }
    /// https://developer.apple.com/documentation/foundation/nsuseractivity/webpageurl
    /// `var webpageURL: URL? { get set }`
    open var webpageURL: URL?
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// https://developer.apple.com/documentation/foundation/nsuseractivitytypebrowsingweb
/// `let NSUserActivityTypeBrowsingWeb: String` (the page: iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0)
@available(iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public let NSUserActivityTypeBrowsingWeb: String = "NSUserActivityTypeBrowsingWeb"

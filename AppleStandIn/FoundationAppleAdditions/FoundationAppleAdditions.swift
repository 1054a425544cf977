// Stand-in for the parts of Apple's Foundation that swift-corelibs-foundation (Linux) lacks and
// that the adapter uses. On Apple platforms these are in Foundation itself; here UIKit and SwiftUI
// re-export this module so `import SwiftUI` / `import UIKit` sees them as an app would.
// Never a product, never built on Apple platforms: scripts/check-apple-standin.sh only.
@_exported import Foundation

/// https://developer.apple.com/documentation/foundation/nsuseractivity
/// `class NSUserActivity : NSObject` (iOS 8, macOS 10.10, tvOS 9, watchOS 2, visionOS 1).
open class NSUserActivity: NSObject {
    /// https://developer.apple.com/documentation/foundation/nsuseractivity/activitytype
    /// `var activityType: String { get }`
    open var activityType: String { "" }
    /// https://developer.apple.com/documentation/foundation/nsuseractivity/webpageurl
    /// `var webpageURL: URL? { get set }`
    open var webpageURL: URL?
}

/// https://developer.apple.com/documentation/foundation/nsuseractivitytypebrowsingweb
/// `let NSUserActivityTypeBrowsingWeb: String`
// swift-format-ignore: AlwaysUseLowerCamelCase
public let NSUserActivityTypeBrowsingWeb: String = "NSUserActivityTypeBrowsingWeb"

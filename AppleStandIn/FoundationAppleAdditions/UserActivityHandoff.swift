// Stand-in for the `NSUserActivity` API WayfinderUIKit's Handoff uses. Signatures as Apple
// documents them. Never a product, never built on Apple platforms: scripts/check-apple-standin.sh only.
import Foundation

extension NSUserActivity {
    // https://developer.apple.com/documentation/foundation/nsuseractivity/init(activitytype:)
    /// `init(activityType: String)`.
    public convenience init(activityType: String) { self.init() }

    // https://developer.apple.com/documentation/foundation/nsuseractivity/becomecurrent()
    /// `func becomeCurrent()`.
    public func becomeCurrent() {}

    // https://developer.apple.com/documentation/foundation/nsuseractivity/invalidate()
    /// `func invalidate()`.
    public func invalidate() {}
}

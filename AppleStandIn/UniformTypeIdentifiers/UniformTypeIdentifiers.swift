// Stand-in for the UniformTypeIdentifiers API Examples/ShopApp uses (a Spotlight item's content
// type). Never a product, never built on Apple platforms: scripts/check-apple-standin.sh only.

// https://developer.apple.com/documentation/uniformtypeidentifiers/uttype
/// `struct UTType` (iOS 14, macOS 11, tvOS 14, watchOS 7, visionOS 1).
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
public struct UTType: Hashable, Sendable {
    let identifier: String

    // https://developer.apple.com/documentation/uniformtypeidentifiers/uttype-swift.struct/text
    /// `static var text: UTType { get }` (iOS 14, macOS 11, tvOS 14, watchOS 7, visionOS 1).
    public static var text: UTType { UTType(identifier: "public.text") }
}

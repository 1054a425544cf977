// swift-tools-version: 6.0
// The Shop example as a UIKit app. Apple platforms only: it is not part of the root package, so
// `swift build` and `swift test` at the repository root (Linux included) never see it.
// SwiftPM cannot make an iOS app bundle: see README.md for the Xcode project it goes in.
import PackageDescription

let package = Package(
    name: "ShopUIKitApp",
    platforms: [.iOS(.v17), .tvOS(.v17)],
    dependencies: [.package(name: "Wayfinder", path: "../..")],
    targets: [
        .executableTarget(
            name: "ShopUIKitApp",
            dependencies: [
                .product(name: "WayfinderUIKit", package: "Wayfinder"),
                .product(name: "ShopExample", package: "Wayfinder"),
            ],
            swiftSettings: [.enableUpcomingFeature("InternalImportsByDefault")]
        )
    ],
    swiftLanguageModes: [.v6]
)

// swift-tools-version: 6.0
import PackageDescription

let strict: [SwiftSetting] = [
    .enableUpcomingFeature("InternalImportsByDefault"),
    .enableUpcomingFeature("ExistentialAny"),
]

let package = Package(
    name: "Wayfinder",
    platforms: [.iOS(.v17), .macOS(.v14), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    products: [
        .library(name: "Wayfinder", targets: ["Wayfinder"]),
        .library(name: "WayfinderSwiftUI", targets: ["WayfinderSwiftUI"]),
        .library(name: "WayfinderUIKit", targets: ["WayfinderUIKit"]),
        .library(name: "WayfinderTesting", targets: ["WayfinderTesting"]),
        .library(name: "WayfinderTestStore", targets: ["WayfinderTestStore"]),
        .library(name: "WayfinderCommandLine", targets: ["WayfinderCommandLine"]),
        .library(name: "ShopExample", targets: ["ShopExample"]),
        .executable(name: "wayfinder", targets: ["wayfinder"]),
    ],
    targets: [
        .target(name: "Wayfinder", swiftSettings: strict),
        .target(name: "WayfinderSwiftUI", dependencies: ["Wayfinder"], swiftSettings: strict),
        // The UIKit adapter reads a scene's connection options and a tapped notification with the
        // SwiftUI adapter's code (`package`), so both adapters share one copy: UIKit and SwiftUI
        // exist on the same platforms, and the SDK check builds WayfinderSwiftUI first.
        .target(name: "WayfinderUIKit", dependencies: ["Wayfinder", "WayfinderSwiftUI"], swiftSettings: strict),
        .target(name: "WayfinderTesting", dependencies: ["Wayfinder"], swiftSettings: strict),
        // The test store reports to Swift Testing, so it links the Testing library: it is kept
        // out of WayfinderTesting, which the command's executable links, since testing libraries
        // belong in test processes only.
        .target(
            name: "WayfinderTestStore", dependencies: ["Wayfinder", "WayfinderTesting"], swiftSettings: strict),
        .target(name: "ShopExample", dependencies: ["Wayfinder"], swiftSettings: strict),
        .target(
            name: "WayfinderCommandLine",
            dependencies: ["Wayfinder", "WayfinderTesting"],
            swiftSettings: strict
        ),
        .executableTarget(
            name: "wayfinder",
            dependencies: ["WayfinderCommandLine", "ShopExample"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "WayfinderTests",
            dependencies: ["Wayfinder", "ShopExample", "WayfinderTesting", "WayfinderTestStore"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "ShopExampleTests", dependencies: ["ShopExample", "WayfinderTesting"], swiftSettings: strict),
        .testTarget(
            name: "WayfinderTestingTests",
            dependencies: ["WayfinderTesting", "WayfinderTestStore", "ShopExample"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "WayfinderCommandLineTests",
            dependencies: ["WayfinderCommandLine", "ShopExample"],
            swiftSettings: strict
        ),
    ],
    swiftLanguageModes: [.v6]
)

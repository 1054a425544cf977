// swift-tools-version: 6.0
// The Shop example as a SwiftUI app. Apple platforms only: it is not part of the root package,
// so `swift build` and `swift test` at the repository root (Linux included) never see it.
//
// On a Mac: `swift run ShopApp` from this directory opens the app as a macOS window, or open
// this Package.swift in Xcode. For iOS, see README.md.
import PackageDescription

let package = Package(
    name: "ShopApp",
    platforms: [.macOS(.v14), .iOS(.v17)],
    dependencies: [.package(name: "Wayfinder", path: "../..")],
    targets: [
        .executableTarget(
            name: "ShopApp",
            dependencies: [
                .product(name: "WayfinderSwiftUI", package: "Wayfinder"),
                .product(name: "ShopExample", package: "Wayfinder"),
            ],
            swiftSettings: [.enableUpcomingFeature("InternalImportsByDefault")]
        )
    ],
    swiftLanguageModes: [.v6]
)

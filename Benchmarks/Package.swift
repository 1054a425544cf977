// swift-tools-version: 6.0
import PackageDescription

// The benchmarks: a package of their own, so the library's package lists only what adopters
// use. They see what an app sees, the root package's public API.
//
//     swift run -c release --package-path Benchmarks wayfinder-bench
let package = Package(
    name: "WayfinderBenchmarks",
    platforms: [.macOS(.v15)],
    // Named, so the products below find it whatever its folder is called.
    dependencies: [.package(name: "Wayfinder", path: "..")],
    targets: [
        // Counts heap allocations by interposing malloc (Linux with glibc), and holds the
        // optimisation barrier.
        .target(name: "AllocationCounter"),
        .executableTarget(
            name: "wayfinder-bench",
            dependencies: [
                .product(name: "Wayfinder", package: "Wayfinder"),
                .product(name: "WayfinderTesting", package: "Wayfinder"),
                .product(name: "ShopExample", package: "Wayfinder"),
                "AllocationCounter",
            ],
            swiftSettings: [
                .enableUpcomingFeature("InternalImportsByDefault"),
                .enableUpcomingFeature("ExistentialAny"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)

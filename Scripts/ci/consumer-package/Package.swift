// swift-tools-version: 6.2
// A package with the oldest platforms MockRuntime supports, depending on it by path: it must
// resolve and build (Scripts/ci/check-consumer-package.sh, which copies it and points the path
// at this repository).
import PackageDescription

let package = Package(
    name: "Consumer",
    platforms: [.macOS(.v10_15), .iOS(.v13), .tvOS(.v13), .watchOS(.v6)],
    dependencies: [.package(name: "mockgen", path: "MOCKGEN_PATH")],
    targets: [
        .target(name: "Consumer"),
        .testTarget(name: "ConsumerTests", dependencies: ["Consumer", .product(name: "MockRuntime", package: "mockgen")]),
    ],
    swiftLanguageModes: [.v6]
)

// swift-tools-version: 6.2
// An example package with checked-in mocks: `.mockgen.yml` says what to generate,
// `swift package --allow-writing-to-package-directory generate-mocks` writes
// Tests/CheckoutTests/Mocks.generated.swift, and `... generate-mocks --check` fails in CI
// when a protocol changed without regenerating.
import PackageDescription

let package = Package(
    name: "PluginCommand",
    platforms: [.macOS(.v15)],
    dependencies: [
        // In your package: .package(url: "https://github.com/<owner>/mockgen", from: "0.3.0")
        .package(name: "mockgen", path: "../.."),
    ],
    targets: [
        .target(name: "Checkout"),
        .testTarget(
            name: "CheckoutTests",
            dependencies: ["Checkout", .product(name: "MockRuntime", package: "mockgen")]
        ),
    ]
)

// swift-tools-version: 6.2
// An example package whose test target gets its mocks from mockgen's build tool plugin:
// `swift test` generates them at build time; nothing generated is checked in.
import PackageDescription

let package = Package(
    name: "PluginBuildTool",
    platforms: [.macOS(.v15)],
    dependencies: [
        // In your package: .package(url: "https://github.com/<owner>/mockgen", from: "0.3.0")
        .package(name: "mockgen", path: "../.."),
        // Another package: Heater refines its Appliance protocol, which the plugin reads
        // (with --context) so HeaterMock implements it, without mocking anything of it.
        .package(path: "../Shared/Appliances"),
    ],
    targets: [
        .target(name: "Thermostat", dependencies: [.product(name: "Appliances", package: "Appliances")]),
        .testTarget(
            name: "ThermostatTests",
            dependencies: ["Thermostat", .product(name: "MockRuntime", package: "mockgen")],
            plugins: [.plugin(name: "MockgenPlugin", package: "mockgen")]
        ),
    ]
)

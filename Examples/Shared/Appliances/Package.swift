// swift-tools-version: 6.2
// A small library another package builds on: PluginBuildTool's Heater refines its Appliance,
// so the mocks generated there must implement Appliance's requirements too.
import PackageDescription

let package = Package(
    name: "Appliances",
    products: [.library(name: "Appliances", targets: ["Appliances"])],
    targets: [.target(name: "Appliances")]
)

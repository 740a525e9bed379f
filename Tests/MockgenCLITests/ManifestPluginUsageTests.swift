import Testing

/// How `generate-mocks` tells, from `Package.swift`'s text, which test targets apply the build
/// tool plugin (`Plugins/GenerateMocks/ManifestPluginUsage.swift`, compiled here through a
/// symbolic link): those it must not also write checked-in mocks into.
@Suite("Manifest plugin usage")
struct ManifestPluginUsageTests {
    private func usage(_ manifest: String) -> ManifestPluginUsage {
        ManifestPluginUsage(manifest: manifest, plugin: "MockgenPlugin")
    }

    @Test func aTestTargetListingThePluginAppliesIt() {
        let found = usage("""
            let package = Package(
                name: "App",
                dependencies: [.package(url: "https://example.com/mockgen", from: "0.2.0")],
                targets: [
                    .target(name: "App"),
                    .testTarget(
                        name: "AppTests",
                        dependencies: ["App", .product(name: "MockRuntime", package: "mockgen")],
                        plugins: [.plugin(name: "MockgenPlugin", package: "mockgen")]
                    ),
                    .testTarget(name: "CoreTests", dependencies: [.target(name: "App")]),
                ]
            )
            """)
        #expect(found == ManifestPluginUsage(targets: ["AppTests"], unattributed: false))
    }

    @Test func commentedOutUsagesAndOtherStringsDoNotCount() {
        let found = usage("""
            // .testTarget(name: "OldTests", plugins: [.plugin(name: "MockgenPlugin", package: "mockgen")]),
            /* .testTarget(name: "Older", plugins: [.plugin(name: "MockgenPlugin", package: "mockgen")]) /* nested */ */
            let note = "MockgenPluginless"
            let package = Package(name: "App", targets: [.testTarget(name: "AppTests", path: "Tests/\\"Odd\\"")])
            """)
        #expect(found == ManifestPluginUsage(targets: [], unattributed: false))
    }

    @Test func aUsageKeptInAVariableCannotBeTiedToATarget() {
        let found = usage("""
            let mocks: Target.PluginUsage = .plugin(name: "MockgenPlugin", package: "mockgen")
            let package = Package(name: "App", targets: [.testTarget(name: "AppTests", plugins: [mocks])])
            """)
        #expect(found == ManifestPluginUsage(targets: [], unattributed: true))
    }

    @Test func aTargetWhoseNameIsNotALiteralCannotBeTiedToIt() {
        let found = usage("""
            for name in ["A", "B"] {
                package.targets.append(.testTarget(name: name + "Tests", plugins: [.plugin(name: "MockgenPlugin", package: "mockgen")]))
            }
            """)
        #expect(found.targets.isEmpty && found.unattributed)
    }

    @Test func thePluginsOwnDeclarationIsNotAUsage() {
        let found = usage("""
            products: [.plugin(name: "MockgenPlugin", targets: ["MockgenPlugin"])],
            targets: [.plugin(name: "MockgenPlugin", capability: .buildTool(), dependencies: ["mockgen"])]
            """)
        #expect(found == ManifestPluginUsage(targets: [], unattributed: false))
    }

    @Test func rawAndMultiLineStringsAreSkippedWhole() {
        let found = usage(#"""
            let a = #"a "quoted" .testTarget(name: "X", plugins: ["MockgenPlugin"])"#
            let b = """
                .testTarget(name: "Y", plugins: ["MockgenPlugin"])
                """
            let package = Package(name: "App", targets: [.testTarget(name: "AppTests", plugins: ["MockgenPlugin"])])
            """#)
        #expect(found == ManifestPluginUsage(targets: ["AppTests"], unattributed: false))
    }

    @Test(arguments: [
        "", "\"", "/*", ".testTarget(", ".testTarget(name: \"A\", plugins: [\"MockgenPlugin\"", "#\"", "\"\"\"",
        "..((]]",
    ])
    func unfinishedManifestsAreReadWithoutTrapping(text: String) {
        _ = usage(text)
    }
}

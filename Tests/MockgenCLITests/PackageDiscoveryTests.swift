import Foundation
@testable import MockgenDriver
@testable import mockgen
import MockgenGenerator
import MockgenFrontEnd
import Testing

/// Without `--package-path`, the settings of the package the inputs are in (the nearest
/// `Package.swift` above them) are read as `--package-path` reads them.
@Suite struct PackageDiscoveryTests {
    static let watcher = """
        /// @mockable
        protocol Watcher {
            func watch(_ handler: (Int) async -> Void) async
        }

        """
    static let nonsendingManifest = """
        {"targets": [
          {"name": "App", "type": "regular", "path": null, "settings": [{"tool": "swift", "kind": {"enableUpcomingFeature": {"_0": "NonisolatedNonsendingByDefault"}}}]},
          {"name": "AppTests", "type": "test", "path": null, "settings": []}
        ]}
        """
    static let settingsManifest = """
        // swift-tools-version: 6.0
        import PackageDescription
        let package = Package(name: "Pkg", targets: [
            .target(name: "App", swiftSettings: [.enableUpcomingFeature("NonisolatedNonsendingByDefault")]),
        ])
        """

    /// The paths `describePackage` was asked about.
    final class Described: Sendable {
        let paths = LockedValue<[String]>([])
    }

    private func run(
        _ options: DriverOptions, manifest: String = nonsendingManifest
    ) -> (status: Int32, streams: CapturedStreams, described: [String]) {
        let streams = CapturedStreams()
        let described = Described()
        var io = streams.realIO()
        io.describePackage = { path in
            described.paths.withLock { $0.append(path) }
            return .success(Array(manifest.utf8))
        }
        let status = MockgenDriver.run(options, io: io)
        return (status, streams, described.paths.withLock { $0 })
    }

    private func resolved(_ path: String) throws -> String {
        try LocalFileSystem().resolvingSymbolicLinks(path)
    }

    @Test func theNearestManifestAboveAnInputIsItsPackage() throws {
        let folder = try TemporaryFolder()
        try folder.write("Pkg/Package.swift", Self.settingsManifest)
        try folder.write("Pkg/Sources/App/Watcher.swift", Self.watcher)
        try folder.write("Pkg/Examples/Demo/Package.swift", Self.settingsManifest)
        try folder.write("Pkg/Examples/Demo/Sources/Demo/Demo.swift", Self.watcher)
        try folder.write("Loose/Watcher.swift", Self.watcher)
        let discovery = PackageDiscovery(fileSystem: LocalFileSystem())
        let package = try resolved(folder.url("Pkg"))
        #expect(discovery.package(of: [folder.url("Pkg/Sources/App"), folder.url("Pkg/Sources/App/Watcher.swift")])
            == .package(folder: package, inputs: ["Sources/App", "Sources/App/Watcher.swift"]))
        #expect(discovery.package(of: [folder.url("Pkg")]) == .package(folder: package, inputs: [""]))
        #expect(discovery.package(of: [folder.url("Pkg/Examples/Demo/Sources")])
            == .package(folder: try resolved(folder.url("Pkg/Examples/Demo")), inputs: ["Sources"]))
        #expect(discovery.package(of: [folder.url("Pkg/Sources/App"), folder.url("Pkg/Examples/Demo/Sources")])
            == .several([package, try resolved(folder.url("Pkg/Examples/Demo"))].sorted()))
        #expect(discovery.package(of: [folder.url("Loose"), folder.url("Missing")]) == .none)
    }

    @Test func theTargetHoldingTheInputsIsFoundByItsFolder() {
        let json = Array("""
            {"targets": [
              {"name": "App", "type": "regular", "path": null},
              {"name": "Vault", "type": "regular", "path": "./lib/Vault"},
              {"name": "AppTests", "type": "test", "path": null}
            ]}
            """.utf8)
        #expect(
            PackageDiscovery.target(holding: ["Sources/App", "Sources/App/Deep/Watcher.swift"], inDumpPackage: json)
                == "App")
        #expect(PackageDiscovery.target(holding: ["lib/Vault/Vault.swift"], inDumpPackage: json) == "Vault")
        #expect(PackageDiscovery.target(holding: ["Tests/AppTests"], inDumpPackage: json) == "AppTests")
        #expect(PackageDiscovery.target(holding: ["Sources/App", "lib/Vault"], inDumpPackage: json) == nil)
        #expect(PackageDiscovery.target(holding: ["Sources/Application"], inDumpPackage: json) == nil)
        #expect(PackageDiscovery.target(holding: [""], inDumpPackage: json) == nil)
    }

    @Test func theFoundPackagesUpcomingFeatureIsApplied() throws {
        let folder = try TemporaryFolder()
        try folder.write("Pkg/Package.swift", Self.settingsManifest)
        try folder.write("Pkg/Sources/App/Watcher.swift", Self.watcher)
        let result = run(DriverOptions(paths: [folder.url("Pkg/Sources/App")], discoversPackage: true))
        #expect(result.status == 0, "\(result.streams.standardError)")
        #expect(result.described == [try resolved(folder.url("Pkg"))])
        #expect(
            result.streams.standardOutput.contains(
                "func watch(_ handler: nonisolated(nonsending) (Int) async -> Void) async"))

        // Discovery off: the manifest is not read.
        let off = run(DriverOptions(paths: [folder.url("Pkg/Sources/App")]))
        #expect(off.described.isEmpty)
        #expect(off.streams.standardOutput.contains("func watch(_ handler: (Int) async -> Void) async"))
    }

    @Test func packagePathOverridesTheFoundPackage() throws {
        let folder = try TemporaryFolder()
        try folder.write("Pkg/Package.swift", Self.settingsManifest)
        try folder.write("Pkg/Sources/App/Watcher.swift", Self.watcher)
        let plain = #"{"targets": [{"name": "App", "settings": []}]}"#
        var options = DriverOptions(
            paths: [folder.url("Pkg/Sources/App")], packagePath: "/elsewhere", discoversPackage: true)
        options.generator.inputs.module = "App"
        let result = run(options, manifest: plain)
        #expect(result.status == 0)
        #expect(result.described == ["/elsewhere"])
        #expect(result.streams.standardOutput.contains("func watch(_ handler: (Int) async -> Void) async"))
    }

    @Test func aLooseFolderOrAManifestSettingNothingIsNotDescribed() throws {
        let folder = try TemporaryFolder()
        try folder.write("Loose/Watcher.swift", Self.watcher)
        try folder.write(
            "Plain/Package.swift",
            "// swift-tools-version: 6.0\nimport PackageDescription\n"
                + "let package = Package(name: \"Plain\", targets: [.target(name: \"App\")])\n"
        )
        try folder.write("Plain/Sources/App/Watcher.swift", Self.watcher)
        for input in ["Loose", "Plain/Sources/App"] {
            let result = run(DriverOptions(paths: [folder.url(input)], discoversPackage: true))
            #expect(result.status == 0)
            #expect(result.described.isEmpty, "\(input)")
            #expect(result.streams.standardError.isEmpty, "\(input): \(result.streams.standardError)")
        }
    }

    @Test func inputsOfSeveralPackagesOrOfNoTargetGetNoPackageSettings() throws {
        let folder = try TemporaryFolder()
        for package in ["One", "Two"] {
            try folder.write("\(package)/Package.swift", Self.settingsManifest)
            try folder.write(
                "\(package)/Sources/App/Watcher\(package).swift",
                Self.watcher.replacingOccurrences(of: "Watcher", with: "Watcher\(package)"))
        }
        let several = run(
            DriverOptions(
                paths: [folder.url("One/Sources/App"), folder.url("Two/Sources/App")], discoversPackage: true))
        #expect(several.status == 0)
        #expect(several.described.isEmpty)
        #expect(several.streams.standardError.contains("warning: the inputs are in several packages"))
        #expect(several.streams.standardError.contains("--package-path"))

        try folder.write("One/Scripts/Watcher.swift", Self.watcher)
        let outside = run(DriverOptions(paths: [folder.url("One/Scripts")], discoversPackage: true))
        #expect(outside.described.count == 1)
        #expect(outside.streams.standardOutput.contains("func watch(_ handler: (Int) async -> Void) async"))
    }

    @Test func aPackageThatCannotBeDescribedIsAWarningNotAFailure() throws {
        let folder = try TemporaryFolder()
        try folder.write("Pkg/Package.swift", Self.settingsManifest)
        try folder.write("Pkg/Sources/App/Watcher.swift", Self.watcher)
        let streams = CapturedStreams()
        var io = streams.realIO()
        io.describePackage = { path in
            .failure(.init(message: "'swift package dump-package' failed for '\(path)': broken"))
        }
        #expect(
            MockgenDriver.run(DriverOptions(paths: [folder.url("Pkg/Sources/App")], discoversPackage: true), io: io)
                == 0)
        #expect(streams.standardError.contains("warning: 'swift package dump-package' failed"))
        #expect(streams.standardError.contains("--no-package-discovery"))
    }

    @Test func theCommandLineDiscoversUnlessTurnedOff() throws {
        #expect(try MockgenCommand.parse(["Src"]).driverOptions.discoversPackage)
        #expect(try !MockgenCommand.parse(["Src", "--no-package-discovery"]).driverOptions.discoversPackage)
    }

    /// The one test that runs the package manager: a real manifest enabling an upcoming
    /// feature and a default trait, read without `--package-path`.
    @Test func aRealManifestsFeatureAndDefaultTraitApplyWithoutPackagePath() throws {
        let folder = try TemporaryFolder()
        try folder.write("Pkg/Package.swift", """
            // swift-tools-version: 6.1
            import PackageDescription
            let package = Package(
                name: "Pkg",
                traits: [.default(enabledTraits: ["ExternalLoading"]), "ExternalLoading"],
                targets: [.target(name: "App", swiftSettings: [.enableUpcomingFeature("NonisolatedNonsendingByDefault")])]
            )
            """)
        try folder.write("Pkg/Sources/App/Watcher.swift", Self.watcher + """
            #if ExternalLoading
            /// @mockable
            protocol Loader {
                func load() async
            }
            #endif

            """)
        let streams = CapturedStreams()
        let status = MockgenDriver.run(
            DriverOptions(paths: [folder.url("Pkg/Sources/App")], discoversPackage: true), io: streams.realIO())
        #expect(status == 0, "\(streams.standardError)")
        #expect(
            streams.standardOutput.contains("func watch(_ handler: nonisolated(nonsending) (Int) async -> Void) async"))
        #expect(streams.standardOutput.contains("final class LoaderMock"))
        #expect(!streams.standardOutput.contains("#if ExternalLoading"))
    }
}

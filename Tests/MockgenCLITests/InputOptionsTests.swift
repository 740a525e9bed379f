import Foundation
@testable import MockgenDriver
import MockgenGenerator
@testable import mockgen
import Testing

/// `--context`, `--module`, `--define-availability` and `--package-path`: from the flags to the
/// generated file.
@Suite("Input options")
struct InputOptionsTests {
    private func run(_ options: DriverOptions, _ streams: CapturedStreams) -> Int32 {
        MockgenDriver.run(options, io: streams.realIO())
    }

    private static let worker = """
        import Foundation

        /// @mockable
        protocol Worker: Service {
            func work(_ amount: Int) -> Int
        }
        """

    private static let service = """
        import Dispatch

        public protocol Service: Sendable {
            func run() async throws
        }
        """

    @Test func contextFilesLendTheirProtocolsAndTheImportsTheirRequirementsNeedButAreNotMocked() throws {
        let folder = try TemporaryFolder()
        try folder.write("App/Worker.swift", Self.worker)
        try folder.write("Lifecycle/Service.swift", Self.service)
        let streams = CapturedStreams()
        let options = DriverOptions(paths: [folder.url("App")], contextPaths: [folder.url("Lifecycle")])
        #expect(run(options, streams) == 0)
        let output = streams.standardOutput
        #expect(output.contains(">, Worker, @unchecked Swift.Sendable {"))
        #expect(output.contains("func run() async throws"))
        #expect(!output.contains("class ServiceMock"))
        // The parent's file imports what its requirements may name.
        #expect(output.contains("import Dispatch"))
        #expect(!streams.standardError.contains("not among the inputs"))
    }

    @Test func withoutTheContextTheWarningNamesTheFlagToPass() throws {
        let folder = try TemporaryFolder()
        try folder.write("App/Worker.swift", Self.worker)
        let streams = CapturedStreams()
        #expect(run(DriverOptions(paths: [folder.url("App")]), streams) == 0)
        #expect(streams.standardError.contains("'Worker' inherits 'Service', which is not among the inputs"))
        #expect(streams.standardError.contains("--context <folder>"))
    }

    @Test func aParentSpelledWithATypeAliasOfTheInputsGetsNoWarning() throws {
        let folder = try TemporaryFolder()
        try folder.write("App/Sendability.swift", """
            #if compiler(>=6.2)
            public typealias Sendability = SendableMetatype
            #else
            public typealias Sendability = Any
            #endif
            """)
        try folder.write(
            "App/Policy.swift",
            "/// @mockable\nprotocol Policy: Sendability {\n    func allows(_ name: String) -> Bool\n}\n")
        let streams = CapturedStreams()
        #expect(run(DriverOptions(paths: [folder.url("App")]), streams) == 0)
        #expect(streams.standardOutput.contains(">, Policy, @unchecked Swift.Sendable {"))
        #expect(!streams.standardError.contains("not among the inputs"), "\(streams.standardError)")
    }

    @Test func contextModulesLendOnlyTheTypesTheMockCanNameWithThem() throws {
        let folder = try TemporaryFolder()
        try folder.write("Sources/App/Signer.swift", """
            import Crypto
            import X509
            import SystemPackage

            /// @mockable
            protocol Signer {
                func sign(_ digest: some Digest) -> Certificate
                func save(to path: FilePath)
            }
            """)
        // X509's `Digest` is internal; `Certificate` is public. The folder `System` holds the
        // module `SystemPackage`, which no input imports as `System`.
        try folder.write("Checkouts/Sources/X509/Digests.swift", "enum Digest {}\npublic struct Certificate {}\n")
        try folder.write("Checkouts/Sources/System/FilePath.swift", "public struct FilePath {}\n")
        let streams = CapturedStreams()
        let options = DriverOptions(
            paths: [folder.url("Sources/App")],
            contextPaths: [folder.url("Checkouts/Sources/X509"), folder.url("Checkouts/Sources/System")])
        #expect(run(options, streams) == 0)
        let output = streams.standardOutput
        #expect(output.contains("func sign(_ digest: some Digest) -> X509.Certificate"))
        #expect(output.contains("func save(to path: FilePath)"))
        #expect(!output.contains("X509.Digest"))
        #expect(!output.contains("System.FilePath"))
    }

    @Test func aParentDeclaredInACheckoutIsNamedWithTheFolderToPass() throws {
        let folder = try TemporaryFolder()
        try folder.write("Package.swift", "// swift-tools-version: 6.0\n")
        try folder.write("Sources/App/Worker.swift", Self.worker)
        try folder.write(".build/checkouts/lifecycle/Sources/Lifecycle/Service.swift", Self.service)
        try folder.write(
            ".build/checkouts/lifecycle/Sources/Other/Unrelated.swift", "protocol Servicer {}\n// protocol Service\n")
        let streams = CapturedStreams()
        #expect(run(DriverOptions(paths: [folder.url("Sources/App")]), streams) == 0)
        let checkout = folder.url(".build/checkouts/lifecycle/Sources/Lifecycle")
        #expect(
            streams.errorLines.contains(
                "mockgen: warning: protocol 'Service' is declared in '\(checkout)': add --context \(checkout)"))
        #expect(streams.errorLines.filter { $0.contains("is declared in") }.count == 1)
    }

    @Test func aContextPathThatIsAlsoAnInputIsMockedAsAnInput() throws {
        let folder = try TemporaryFolder()
        try folder.write("App/Worker.swift", Self.worker)
        try folder.write("App/Service.swift", Self.service)
        let streams = CapturedStreams()
        let options = DriverOptions(
            paths: [folder.url("App")], generator: GeneratorOptions(mockAll: true),
            contextPaths: [folder.url("App/Service.swift")])
        #expect(run(options, streams) == 0)
        #expect(streams.standardOutput.contains("class ServiceMock"))
    }

    @Test func anUnreadableContextPathIsAnInputError() throws {
        let folder = try TemporaryFolder()
        try folder.write("App/Worker.swift", Self.worker)
        let streams = CapturedStreams()
        let options = DriverOptions(paths: [folder.url("App")], contextPaths: [folder.url("Missing")])
        #expect(run(options, streams) == 2)
        #expect(streams.standardError.contains("Missing"))
    }

    private static let annotated = """
        /// @mockable
        @available(AppCore 1.0, *)
        protocol Clock {
            @available(AppCore 2.0, *)
            func now() -> Int
        }
        """

    @Test func definedAvailabilityNamesAreExpandedInTheMock() throws {
        let folder = try TemporaryFolder()
        try folder.write("App/Clock.swift", Self.annotated)
        let streams = CapturedStreams()
        let macros = ["AppCore 1.0:macOS 13, iOS 16", "AppCore 2.0:macOS 14, iOS 17"].compactMap(
            AvailabilityMacro.init(definition:))
        let options = DriverOptions(
            paths: [folder.url("App")], generator: GeneratorOptions(inputs: InputOptions(availabilityMacros: macros)))
        #expect(run(options, streams) == 0)
        #expect(streams.standardOutput.contains("@available(macOS 13, iOS 16, *)\nfinal class ClockMock"))
        #expect(streams.standardOutput.contains("@available(macOS 14, iOS 17, *)\n    func now() -> Int"))
        #expect(!streams.standardOutput.contains("AppCore"))
        #expect(!streams.standardError.contains("warning"))
    }

    @Test func anUndefinedAvailabilityNameIsCopiedWithAWarningNamingTheFlag() throws {
        let folder = try TemporaryFolder()
        try folder.write("App/Clock.swift", Self.annotated)
        let streams = CapturedStreams()
        #expect(run(DriverOptions(paths: [folder.url("App")]), streams) == 0)
        #expect(streams.standardOutput.contains("@available(AppCore 1.0, *)"))
        let warnings = streams.errorLines.filter { $0.contains("availability name") }
        #expect(warnings.count == 2)
        #expect(warnings.first?.contains("Clock.swift:2:1: warning: '@available(AppCore 1.0, *)'") == true)
        #expect(warnings.first?.contains("--define-availability \"AppCore 1.0:") == true)
    }

    @Test func thePackageManifestSuppliesTheAvailabilityNames() throws {
        let folder = try TemporaryFolder()
        try folder.write("App/Clock.swift", Self.annotated)
        let streams = CapturedStreams()
        let manifest = """
            {"targets": [{"name": "App", "settings": [
              {"tool": "swift", "kind": {"enableExperimentalFeature": {"_0": "AvailabilityMacro=AppCore 1.0:macOS 13, iOS 16"}}},
              {"tool": "swift", "kind": {"unsafeFlags": {"_0": ["-Xfrontend", "-define-availability", "-Xfrontend", "AppCore 2.0:macOS 14"]}}},
              {"tool": "swift", "kind": {"define": {"_0": "DEBUG"}}}
            ]}]}
            """
        var io = streams.realIO()
        io.describePackage = { path in
            path == "/pkg" ? .success(Array(manifest.utf8)) : .failure(.init(message: "no package at \(path)"))
        }
        let options = DriverOptions(paths: [folder.url("App")], packagePath: "/pkg")
        #expect(MockgenDriver.run(options, io: io) == 0)
        #expect(streams.standardOutput.contains("@available(macOS 13, iOS 16, *)\nfinal class ClockMock"))
        #expect(streams.standardOutput.contains("@available(macOS 14, *)\n    func now()"))

        let failing = CapturedStreams()
        var failingIO = failing.realIO()
        failingIO.describePackage = io.describePackage
        #expect(
            MockgenDriver.run(DriverOptions(paths: [folder.url("App")], packagePath: "/elsewhere"), io: failingIO) == 2)
        #expect(failing.standardError.contains("no package at /elsewhere"))
    }

    @Test func aTargetBuiltWithNonsendingByDefaultGetsItsAsyncClosuresSpelledNonsending() throws {
        let folder = try TemporaryFolder()
        try folder.write("App/Watcher.swift", """
            /// @mockable
            protocol Watcher {
                func watch(_ handler: (Int) async -> Void) async
            }
            """)
        func run(feature target: String) -> String {
            let manifest = """
                {"targets": [
                  {"name": "\(target)", "settings": [{"tool": "swift", "kind": {"enableUpcomingFeature": {"_0": "NonisolatedNonsendingByDefault"}}}]},
                  {"name": "Other", "settings": [{"tool": "swift", "kind": {"unsafeFlags": {"_0": ["-enable-upcoming-feature", "StrictMemorySafety"]}}}]}
                ]}
                """
            let streams = CapturedStreams()
            var io = streams.realIO()
            io.describePackage = { _ in .success(Array(manifest.utf8)) }
            var options = DriverOptions(paths: [folder.url("App")], packagePath: "/pkg")
            options.generator.inputs.module = "App"
            #expect(MockgenDriver.run(options, io: io) == 0)
            return streams.standardOutput
        }
        #expect(
            run(feature: "App").contains("func watch(_ handler: nonisolated(nonsending) (Int) async -> Void) async"))
        #expect(run(feature: "Other").contains("func watch(_ handler: (Int) async -> Void) async"))
        let settings = try PackageAvailability.settings(
            fromDumpPackage: Array(
                """
                {"targets": [{"name": "Other", "settings": [{"tool": "swift", "kind": {"unsafeFlags": {"_0": ["-Xfrontend", "-enable-upcoming-feature", "-Xfrontend", "InferIsolatedConformances"]}}}]}]}
                """.utf8), target: nil
        ).get()
        #expect(settings.features == ["InferIsolatedConformances"])
    }

    @Test func theTargetsCompilationNamesAreReadFromTheManifestForThisPlatform() throws {
        let manifest = """
            {"traits": [{"name": "default", "enabledTraits": ["Logging"]}, {"name": "Logging", "enabledTraits": ["Core"]},
                        {"name": "Core"}, {"name": "Tracing"}],
             "targets": [
              {"name": "App", "settings": [
                {"tool": "swift", "kind": {"define": {"_0": "IN_PACKAGE"}}},
                {"tool": "swift", "condition": {"platformNames": ["\(PackageAvailability.hostPlatform)"]}, "kind": {"define": {"_0": "HERE"}}},
                {"tool": "swift", "condition": {"platformNames": ["watchos"]}, "kind": {"define": {"_0": "ELSEWHERE"}}},
                {"tool": "swift", "condition": {"config": "release"}, "kind": {"define": {"_0": "RELEASE_ONLY"}}},
                {"tool": "swift", "kind": {"unsafeFlags": {"_0": ["-D", "FLAGGED", "-DJOINED"]}}}]},
              {"name": "Other", "settings": [{"tool": "swift", "kind": {"define": {"_0": "NOT_MINE"}}}]}
            ]}
            """
        let settings = try PackageAvailability.settings(fromDumpPackage: Array(manifest.utf8), target: "App").get()
        #expect(settings.definedNames == ["IN_PACKAGE", "HERE", "FLAGGED", "JOINED", "Logging", "Core"])
        #expect(settings.optionalTraits == ["Tracing"])
        #expect(
            try PackageAvailability.settings(fromDumpPackage: Array(manifest.utf8), target: nil).get().definedNames
                == nil)
        let plain = #"{"targets": [{"name": "App", "settings": []}]}"#
        #expect(
            try PackageAvailability.settings(fromDumpPackage: Array(plain.utf8), target: "App").get().definedNames
                == nil)
    }

    /// The package manager's description is read as it comes: `null` where a setting has no
    /// condition, numbers and booleans anywhere; anything but a JSON object is an error.
    @Test func manifestsWithNullsNumbersAndOtherDocumentsAreReadOrRefused() throws {
        let manifest = """
            {"toolsVersion": {"_version": "6.0.0"}, "dependencies": [], "pkgConfig": null, "cLanguageStandard": null,
             "targets": [{"name": "App", "type": "regular", "resources": [], "settings": [
                {"tool": "swift", "condition": null, "kind": {"define": {"_0": "ALWAYS"}}},
                {"tool": "c", "condition": null, "kind": {"define": {"_0": "C_ONLY"}}}],
              "packageAccess": true, "exclude": [], "sources": null, "version": 2.5}]}
            """
        let settings = try PackageAvailability.settings(fromDumpPackage: Array(manifest.utf8), target: "App").get()
        #expect(settings.definedNames == ["ALWAYS"])
        for document in ["[1, 2]", "\"text\"", "not JSON", ""] {
            #expect(throws: PackageAvailability.Failure.self, "\(document)") {
                try PackageAvailability.settings(fromDumpPackage: Array(document.utf8), target: "App").get()
            }
        }
    }

    @Test func swiftInputsTakeTheNamesOfDefinesWithoutValues() throws {
        let options = try MockgenCommand.parse(["Src", "-D", "IN_PACKAGE", "-D", "LEVEL=2", "--define", "FORCE_API"])
            .driverOptions
        #expect(options.generator.inputs.definedNames == ["IN_PACKAGE", "FORCE_API"])
        #expect(try MockgenCommand.parse(["Src"]).driverOptions.generator.inputs.definedNames == nil)
    }

    @Test func definitionsAreReadAsTheCompilerSpellsThem() {
        #expect(
            AvailabilityMacro(definition: "Name:macOS 13, iOS 16")
                == AvailabilityMacro(name: "Name", platforms: ["macOS 13", "iOS 16"]))
        #expect(AvailabilityMacro(definition: "SwiftStdlib 5.7: macOS 13.0,iOS 16.0")?.name == "SwiftStdlib 5.7")
        #expect(AvailabilityMacro(definition: "NoColon macOS 13") == nil)
        #expect(AvailabilityMacro(definition: ":macOS 13") == nil)
        #expect(AvailabilityMacro(definition: "Name:") == nil)
        #expect(
            PackageAvailability.definitions(inFlags: [
                "-define-availability", "A:macOS 1", "-Xfrontend", "-define-availability", "-Xfrontend", "B:iOS 2",
            ])
                == ["A:macOS 1", "B:iOS 2"])
    }

    @Test func theFlagsMapOntoTheOptions() throws {
        let options = try MockgenCommand.parse([
            "Src", "--context", "Other/Sources/Base", "--context", "Third",
            "--define-availability", "Name:macOS 13, iOS 16", "--package-path", ".", "--testable-import", "App",
        ]).driverOptions
        #expect(options.contextPaths == ["Other/Sources/Base", "Third"])
        #expect(options.packagePath == ".")
        #expect(options.generator.inputs.module == "App")
        #expect(
            options.generator.inputs.availabilityMacros == [
                AvailabilityMacro(name: "Name", platforms: ["macOS 13", "iOS 16"])
            ])
        #expect(
            try MockgenCommand.parse(["--module", "Core", "--testable-import", "App"]).driverOptions.generator.inputs
                .module == "Core")
        #expect(
            try MockgenCommand.parse(["--testable-import", "A", "--testable-import", "B"]).driverOptions.generator
                .inputs.module == nil)
        #expect(throws: (any Error).self) {
            try MockgenCommand.parse(["--define-availability", "macOS 13"]).validate()
        }
    }

    @Test func theToolchainIsFoundOnThePathUnlessGivenOrRefused() throws {
        let found = try MockgenCommand.parse(["Src"]).driverOptions
        #expect(found.toolchain == nil && found.findsToolchain)
        let given = try MockgenCommand.parse(["Src", "--toolchain", "/opt/swift"]).driverOptions
        #expect(given.toolchain == "/opt/swift")
        #expect(try !MockgenCommand.parse(["Src", "--no-toolchain"]).driverOptions.findsToolchain)
        // Library callers keep the built-in table unless they ask.
        #expect(!DriverOptions().findsToolchain)
    }
}

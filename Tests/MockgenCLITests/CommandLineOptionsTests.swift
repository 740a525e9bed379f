@testable import mockgen
import MockgenDriver
import MockgenGenerator
import Testing

/// The flags map onto `DriverOptions` as the command-line reference in docs/CommandLine.md
/// describes them.
@Suite("Command-line flags")
struct CommandLineOptionsTests {
    private func options(_ arguments: [String]) throws -> DriverOptions {
        try MockgenCommand.parse(arguments).driverOptions
    }

    @Test func defaultsReadStandardInputAndPrintInternalMocksOfAnnotatedProtocols() throws {
        let options = try options([])
        #expect(options == DriverOptions(findsToolchain: true, discoversPackage: true))
        #expect(options.paths.isEmpty)
        #expect(options.output == nil)
        #expect(
            options.generator == GeneratorOptions(mockAll: false, access: .internal, imports: [], testableImports: []))
        #expect(options.verbosity == .normal)
        #expect(!options.check)
    }

    @Test func everyOptionIsMapped() throws {
        let options = try options([
            "Sources/App", "Sources/Core/Engine.swift",
            "--output", "Tests/Mocks.generated.swift",
            "--all",
            "--testable-import", "App", "--testable-import", "Core",
            "--import", "Foundation", "--import", "Combine",
            "--access", "public",
            "--exclude", "*.generated.swift", "--exclude", "Legacy/**",
            "--check", "--verbose",
        ])
        #expect(
            options
                == DriverOptions(
                    paths: ["Sources/App", "Sources/Core/Engine.swift"],
                    output: "Tests/Mocks.generated.swift",
                    generator: GeneratorOptions(
                        mockAll: true, access: .public, imports: ["Foundation", "Combine"],
                        testableImports: ["App", "Core"]),
                    excludes: ["*.generated.swift", "Legacy/**"],
                    check: true,
                    verbosity: .verbose,
                    findsToolchain: true,
                    discoversPackage: true
                ))
    }

    @Test func allClassesAndSpiesAreMappedOntoTheGeneratorOptions() throws {
        let options = try options(["Src", "--all-classes", "--spies"])
        #expect(options.generator.mockAllClasses)
        #expect(options.generator.spies)
        #expect(!options.generator.mockAll)
        let plain = try self.options(["Src", "--all"])
        #expect(plain.generator.mockAll && !plain.generator.mockAllClasses && !plain.generator.spies)
    }

    @Test func outputFolderAndShardsAreMappedAndChecked() throws {
        let options = try options(["Src", "--output-dir", "Tests/Mocks", "--shards", "8", "--check"])
        #expect(
            options
                == DriverOptions(
                    paths: ["Src"], outputDirectory: "Tests/Mocks", shards: 8, check: true, findsToolchain: true,
                    discoversPackage: true))
        #expect(throws: (any Error).self) { try MockgenCommand.parse(["Src", "--output-dir", "M", "-o", "M.swift"]) }
        #expect(throws: (any Error).self) { try MockgenCommand.parse(["Src", "--shards", "2"]) }
        #expect(throws: (any Error).self) { try MockgenCommand.parse(["Src", "--output-dir", "M", "--shards", "0"]) }
        #expect(
            try MockgenCommand.parse(["Src", "--output-dir", "M", "--file-for-every-source"]).driverOptions
                == DriverOptions(
                    paths: ["Src"], outputDirectory: "M", fileForEverySource: true, findsToolchain: true,
                    discoversPackage: true))
        #expect(throws: (any Error).self) { try MockgenCommand.parse(["Src", "--file-for-every-source"]) }
        #expect(throws: (any Error).self) {
            try MockgenCommand.parse(["Src", "--output-dir", "M", "--shards", "2", "--file-for-every-source"])
        }
    }

    @Test func shortOutputAndQuietFlags() throws {
        let options = try options(["Src", "-o", "Out.swift", "-q"])
        #expect(options.output == "Out.swift")
        #expect(options.verbosity == .quiet)
    }

    @Test func everyAccessLevelIsAccepted() throws {
        #expect(try options(["--access", "internal"]).generator.access == .internal)
        #expect(try options(["--access", "public"]).generator.access == .public)
        #expect(try options(["--access", "package"]).generator.access == .package)
        #expect(throws: (any Error).self) { try options(["--access", "private"]) }
    }

    @Test func quietAndVerboseTogetherIsAUsageError() {
        #expect(throws: (any Error).self) { try options(["-q", "-v"]) }
    }

    @Test func checkWithoutOutputIsAUsageError() {
        #expect(throws: (any Error).self) { try options(["Src", "--check"]) }
    }

    @Test func unknownOptionIsAUsageError() {
        #expect(throws: (any Error).self) { try options(["--frobnicate"]) }
    }
}

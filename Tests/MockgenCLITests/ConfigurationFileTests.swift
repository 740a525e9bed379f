import Foundation
@testable import MockgenDriver
import MockgenGenerator
import Testing

/// What a configuration file means: keys, types, required settings, missing paths (each
/// error naming the file, line and key), and how a target maps onto `DriverOptions`.
@Suite("Configuration file")
struct ConfigurationFileTests {
    /// Writes `text` as `Pkg/.mockgen.yml` next to an existing `Pkg/Sources/App` and loads it.
    private func load(_ text: String) throws -> Result<MockgenConfiguration, ConfigurationError> {
        let folder = try TemporaryFolder()
        try folder.write("Pkg/Sources/App/Engine.swift", "protocol Engine {}\n")
        try folder.makeFolder("Pkg/Tests/AppTests")
        let file = try folder.write("Pkg/.mockgen.yml", text)
        do {
            return .success(try ConfigurationLoader(fileSystem: LocalFileSystem()).load(file))
        } catch {
            // Messages name paths in full; tests compare them without the temporary folder.
            var error = error
            error.file = ".mockgen.yml"
            error.message = error.message.replacingOccurrences(of: folder.url("Pkg/"), with: "<folder>/")
            return .failure(error)
        }
    }

    private func failure(_ text: String) throws -> ConfigurationError? {
        if case .failure(let error) = try load(text) { return error }
        return nil
    }

    private static let minimal = """
        targets:
          AppTests:
            sources: [Sources/App]
            output: Tests/AppTests/Mocks.generated.swift
        """

    @Test func everySettingIsRead() throws {
        let configuration = try load("""
            targets:
              AppTests:
                sources:
                  - Sources/App
                output: Tests/AppTests/Mocks.generated.swift
                imports: [Foundation, Combine]
                testable-imports: [App]
                access: package
                all: true
                all-classes: true
                spies: true
                excludes: ["**/Legacy/**"]
              OtherTests:
                sources: [Sources/App/Engine.swift]
                output: Tests/Other.swift
            """).get()
        #expect(configuration.targets.map(\.name) == ["AppTests", "OtherTests"])
        let app = configuration.targets[0]
        #expect(app.settings.paths == ["Sources/App"])
        #expect(app.output == .file("Tests/AppTests/Mocks.generated.swift"))
        #expect(app.settings.imports == ["Foundation", "Combine"])
        #expect(app.settings.testableImports == ["App"])
        #expect(app.settings.access == .package)
        #expect(app.settings.mockAll)
        #expect(app.settings.mockAllClasses && app.settings.spies)
        #expect(app.driverOptions(in: configuration).generator.mockAllClasses)
        #expect(app.settings.excludes == ["**/Legacy/**"])
        #expect(app.outputPosition == ConfigurationPosition(line: 5, column: 13))
        let other = configuration.targets[1]
        #expect(
            other.settings.access == nil && !other.settings.mockAll && !other.settings.mockAllClasses && !other.settings.spies
                && other.settings.imports.isEmpty && other.settings.testableImports.isEmpty && other.settings.excludes.isEmpty)
    }

    @Test func aTargetMapsOntoDriverOptionsWithPathsResolvedAgainstTheFilesFolder() throws {
        var settings = MockgenSettings()
        settings.paths = ["Sources/App", "/abs/Core"]
        settings.output = "Tests/AppTests/Mocks.swift"
        settings.imports = ["Foundation"]
        settings.testableImports = ["App"]
        settings.access = .public
        settings.mockAll = true
        settings.excludes = ["Legacy"]
        let target = TargetConfiguration(name: "AppTests", settings: settings)
        let nested = MockgenConfiguration(file: "Examples/Pkg/.mockgen.yml", targets: [target])
        #expect(
            target.driverOptions(in: nested, check: true, verbosity: .verbose)
                == DriverOptions(
                    paths: ["Examples/Pkg/Sources/App", "/abs/Core"],
                    output: "Examples/Pkg/Tests/AppTests/Mocks.swift",
                    generator: GeneratorOptions(
                        mockAll: true, access: .public, imports: ["Foundation"], testableImports: ["App"],
                        inputs: InputOptions(module: "App")),
                    excludes: ["Legacy"],
                    check: true,
                    verbosity: .verbose,
                    findsToolchain: true,
                    discoversPackage: true
                ))
        let here = MockgenConfiguration(file: ".mockgen.yml", targets: [target])
        #expect(target.driverOptions(in: here).paths == ["Sources/App", "/abs/Core"])
        #expect(target.driverOptions(in: here).output == "Tests/AppTests/Mocks.swift")
        #expect(target.driverOptions(in: here, output: "/work/Mocks.swift").output == "/work/Mocks.swift")
        #expect(MockgenConfiguration(file: "/.mockgen.yml", targets: []).resolve("Src") == "/Src")
    }

    @Test(
        arguments: [
            (
                "targets:\n  AppTests:\n    sources: [Sources/App]\n    output: Out.swift\n    acess: public", 5, 5,
                "targets.AppTests.acess",
                "unknown key; did you mean 'access'? expected one of 'sources', 'output', 'output-dir', 'shards', "
                    + "'imports', 'testable-imports', 'access', 'all', 'all-classes', 'spies', 'excludes', "
                    + "'context', 'module', 'defines', 'define-availability', 'package-path', 'toolchain', 'used-in', "
                    + "'prune', 'platform', 'upcoming-features', 'package-discovery', 'toolchain-discovery', "
                    + "'include-paths', 'libclang', 'compatibility', 'mock-name'"
            ),
            (
                "targets:\n  AppTests:\n    sources: [Sources/App]\n    output: Out.swift\n"
                    + "    context: [Sources/App, Sources/Gone]",
                5, 28,
                "targets.AppTests.context[1]", "no such file or folder: '<folder>/Sources/Gone'"
            ),
            (
                "targets:\n  AppTests:\n    sources: [Sources/App]\n    output: Out.swift\n    context: Sources/App", 5,
                14,
                "targets.AppTests.context", "expected a list ('[a, b]' or one '- item' per line), found a single value"
            ),
            (
                "targets:\n  AppTests:\n    sources: [Sources/App]\n    output: Out.swift\n    module: \"My App\"", 5,
                13,
                "targets.AppTests.module", "'My App' is not a module name"
            ),
            (
                "targets:\n  AppTests:\n    sources: [Sources/App]\n    output: Out.swift\n    module: [App]", 5, 13,
                "targets.AppTests.module", "expected a single value, found a list"
            ),
            (
                "targets:\n  AppTests:\n    sources: [Sources/App]\n    output: Out.swift\n"
                    + "    define-availability: [\"Soon:macOS 13\", \"Later\"]",
                5, 44,
                "targets.AppTests.define-availability[1]", "'Later' is not of the form \"Name:macOS 13, iOS 16\""
            ),
            (
                "targets:\n  AppTests:\n    sources: [Sources/App]\n    output: Out.swift\n"
                    + "    defines: [DEBUG, \"1A=1\"]",
                5, 22,
                "targets.AppTests.defines[1]",
                "'1A=1' is not a compilation name (a letter or _, then letters, digits or _)"
            ),
            (
                "targets:\n  AppTests:\n    sources: [Sources/App]\n    output: Out.swift\n    package-path: [.]", 5,
                19,
                "targets.AppTests.package-path", "expected a single value, found a list"
            ),
            (
                "targets:\n  AppTests:\n    sources: [Sources/App]\n    output: Out.swift\n    toolchain: \"\"", 5, 16,
                "targets.AppTests.toolchain", "expected a value, not an empty string"
            ),
            ("target:\n  AppTests: x", 1, 1, "target", "unknown key; did you mean 'targets'? expected 'targets'"),
            (
                "targets:\n  AppTests:\n    sources: Sources/App\n    output: Out.swift", 3, 14,
                "targets.AppTests.sources",
                "expected a list ('[a, b]' or one '- item' per line), found a single value"
            ),
            (
                "targets:\n  AppTests:\n    sources: [Sources/App]\n    output: [Out.swift]", 4, 13,
                "targets.AppTests.output",
                "expected a single value, found a list"
            ),
            (
                "targets:\n  AppTests:\n    sources: [Sources/App]\n    output: Out.swift\n    all: yes", 5, 10,
                "targets.AppTests.all",
                "expected true or false, found a single value"
            ),
            (
                "targets:\n  AppTests:\n    sources: [Sources/App]\n    output: Out.swift\n    all: \"true\"", 5, 10,
                "targets.AppTests.all",
                "expected true or false, found a single value"
            ),
            (
                "targets:\n  AppTests:\n    sources: [Sources/App]\n    output: Out.swift\n    access: private", 5, 13,
                "targets.AppTests.access",
                "'private' is not an access level; expected internal, public or package"
            ),
            (
                "targets:\n  AppTests:\n    sources: [Sources/App]\n    output: Out.swift\n"
                    + "    imports: [Foundation, \"App Kit\"]",
                5, 27,
                "targets.AppTests.imports[1]", "'App Kit' is not a module name"
            ),
            (
                "targets:\n  AppTests:\n    output: Out.swift", 2, 3, "targets.AppTests",
                "missing 'sources:' (the files and folders to read)"
            ),
            (
                "targets:\n  AppTests:\n    sources: [Sources/App]\n    output-dir: Mocks\n    output: Out.swift", 5, 5,
                "targets.AppTests.output",
                "'output' and 'output-dir' cannot both be set; choose one file or one folder"
            ),
            (
                "targets:\n  AppTests:\n    sources: [Sources/App]\n    output: Out.swift\n    output-dir: Mocks", 5, 5,
                "targets.AppTests.output-dir",
                "'output' and 'output-dir' cannot both be set; choose one file or one folder"
            ),
            (
                "targets:\n  AppTests:\n    sources: [Sources/App]\n    output-dir: [Mocks]", 4, 17,
                "targets.AppTests.output-dir",
                "expected a single value, found a list"
            ),
            (
                "targets:\n  AppTests:\n    sources: [Sources/App]\n    output: Out.swift\n    shards: 4", 5, 5,
                "targets.AppTests.shards",
                "'shards' needs 'output-dir' (the folder to spread the mocks over), not 'output'"
            ),
            (
                "targets:\n  AppTests:\n    sources: [Sources/App]\n    output-dir: Mocks\n    shards: four", 5, 13,
                "targets.AppTests.shards",
                "expected a whole number, found 'four'"
            ),
            (
                "targets:\n  AppTests:\n    sources: [Sources/App]\n    output-dir: Mocks\n    shards: 0", 5, 13,
                "targets.AppTests.shards",
                "expected a number of files of at least 1, found 0"
            ),
            (
                "targets:\n  AppTests:\n    sources: []\n    output: Out.swift", 3, 5, "targets.AppTests.sources",
                "expected at least one file or folder"
            ),
            (
                "targets:\n  AppTests:\n    sources: [Sources/App, Sources/Nope]\n    output: Out.swift", 3, 28,
                "targets.AppTests.sources[1]", "no such file or folder: '<folder>/Sources/Nope'"
            ),
            (
                "targets:\n  AppTests: [Sources/App]", 2, 13, "targets.AppTests",
                "expected a mapping of keys, found a list"
            ),
            ("targets:", 1, 1, "targets", "expected a mapping of keys, found nothing"),
            (
                "targets: {}", 1, 10, nil,
                "mockgen's configuration reader does not accept '{ }' mappings (write one 'key: value' per line)"
            ),
            ("# nothing yet", 1, 1, nil, "the file is empty; it needs a 'targets:' mapping"),
            ("- AppTests", 1, 1, nil, "expected a mapping of keys, found a list"),
        ] as [(String, Int, Int, String?, String)])
    func errorsNameTheLineAndTheKey(text: String, line: Int, column: Int, key: String?, message: String) throws {
        #expect(
            try failure(text)
                == ConfigurationError(
                    file: ".mockgen.yml", position: ConfigurationPosition(line: line, column: column), key: key,
                    message: message))
    }

    @Test func theFolderFormIsReadAndMapsOntoOutputDirAndShards() throws {
        let configuration = try load("""
            targets:
              AppTests:
                sources: [Sources/App]
                output-dir: Tests/AppTests/Mocks
              ShardedTests:
                sources: [Sources/App]
                output-dir: Tests/Sharded
                shards: 8
            """).get()
        let (app, sharded) = (configuration.targets[0], configuration.targets[1])
        #expect(app.output == .folder("Tests/AppTests/Mocks", shards: nil))
        #expect(app.outputPosition == ConfigurationPosition(line: 4, column: 17))
        #expect(sharded.output == .folder("Tests/Sharded", shards: 8))
        let options = sharded.driverOptions(in: MockgenConfiguration(file: "Pkg/.mockgen.yml", targets: [sharded]))
        #expect(options.outputDirectory == "Pkg/Tests/Sharded" && options.shards == 8 && options.output == nil)
        let replaced = sharded.driverOptions(in: configuration, output: "/work/Mocks.swift")
        #expect(replaced.output == "/work/Mocks.swift" && replaced.outputDirectory == nil && replaced.shards == nil,
            "a replacement output (the build tool plugin's) is one file, whatever the configured form")
    }

    @Test func theInputSettingsAreReadAndMapOntoDriverOptionsAsTheCommandLineDoes() throws {
        let configuration = try load("""
            targets:
              AppTests:
                sources: [Sources/App]
                output: Tests/AppTests/Mocks.swift
                context:
                  - Sources/App/Engine.swift
                module: App
                defines: [FEATURE_X, _Beta2]
                define-availability: ["SoonOS:macOS 13, iOS 16"]
                package-path: .
                toolchain: /opt/swift
            """).get()
        let app = configuration.targets[0]
        #expect(app.settings.contextPaths == ["Sources/App/Engine.swift"])
        #expect(app.contextPositions == [ConfigurationPosition(line: 6, column: 9)])
        #expect(app.settings.module == "App")
        let macro = try #require(AvailabilityMacro(definition: "SoonOS:macOS 13, iOS 16"))
        #expect(app.settings.availabilityMacros == [macro])
        #expect(app.settings.packagePath == "." && app.settings.toolchain == "/opt/swift")

        let options = app.driverOptions(in: MockgenConfiguration(file: "Pkg/.mockgen.yml", targets: [app]))
        #expect(options.contextPaths == ["Pkg/Sources/App/Engine.swift"])
        #expect(options.packagePath == "Pkg/." && options.toolchain == "/opt/swift")
        #expect(app.settings.defines == ["FEATURE_X", "_Beta2"])
        var inputs = InputOptions(module: "App", availabilityMacros: [macro])
        inputs.definedNames = ["FEATURE_X", "_Beta2"]
        #expect(options.generator.inputs == inputs)
    }

    @Test func withoutAModuleTheSingleTestableImportNamesTheModuleAsOnTheCommandLine() {
        var settings = MockgenSettings()
        settings.paths = ["Sources/App"]
        settings.output = "Out.swift"
        settings.testableImports = ["App"]
        let target = TargetConfiguration(name: "AppTests", settings: settings)
        let here = MockgenConfiguration(file: ".mockgen.yml", targets: [target])
        #expect(target.driverOptions(in: here).generator.inputs.module == "App")
        var named = target
        named.settings.module = "Core"
        #expect(named.driverOptions(in: here).generator.inputs.module == "Core")
        #expect(
            target.driverOptions(in: here).contextPaths.isEmpty && target.driverOptions(in: here).packagePath == nil)
    }

    @Test func theMinimalFileIsValid() throws {
        #expect(try failure(Self.minimal) == nil)
    }
}

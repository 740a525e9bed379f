import Foundation
@testable import MockgenDriver
import Testing

/// `mockgen --config`: every target written, checked, selected; and a bad file stops
/// everything before anything is written.
@Suite("Configuration runs")
struct ConfigurationRunTests {
    /// A package folder with two modules and a configuration with a target for each.
    private func package(_ configuration: String? = nil) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("Sources/App/Engine.swift", "/// @mockable\nprotocol Engine {\n    func start() -> Int\n}\n")
        try folder.write(
            "Sources/Core/Store.swift",
            "// sourcery: AutoMockable\nprotocol Store {\n    func save(_ value: String)\n}\nprotocol Hidden {}\n")
        try folder.makeFolder("Tests/AppTests")
        try folder.makeFolder("Tests/CoreTests")
        try folder.write(".mockgen.yml", configuration ?? """
            targets:
              AppTests:
                sources: [Sources/App]
                output: Tests/AppTests/Mocks.generated.swift
                testable-imports: [App]
              CoreTests:
                sources:
                  - Sources/Core
                output: Tests/CoreTests/Mocks.generated.swift
                access: public
                all: true
            """)
        return folder
    }

    private func run(
        _ request: ConfigurationRequest, in folder: TemporaryFolder, _ streams: CapturedStreams = CapturedStreams()
    ) -> Int32 {
        var request = request
        request.file = folder.url(request.file)
        return MockgenDriver.run(request, io: streams.realIO())
    }

    @Test func everyTargetIsWrittenWithItsOwnSettings() throws {
        let folder = try package()
        #expect(run(ConfigurationRequest(file: ".mockgen.yml"), in: folder) == 0)
        let app = try folder.read("Tests/AppTests/Mocks.generated.swift")
        #expect(app.contains("@testable import App\n"))
        #expect(app.contains(">, App.Engine, @unchecked Swift.Sendable {"))
        #expect(!app.contains("StoreMock"))
        let core = try folder.read("Tests/CoreTests/Mocks.generated.swift")
        #expect(core.contains(">, Core.Store, @unchecked Swift.Sendable {"))
        #expect(
            core.contains(
                "public final class HiddenMock: MockRuntime.EmptyMockBase, Core.Hidden, @unchecked Swift.Sendable {}"),
            "all: true mocks unannotated protocols")
    }

    @Test func aSkippedTargetIsNeitherWrittenNorChecked() throws {
        let folder = try package()
        #expect(
            run(ConfigurationRequest(file: ".mockgen.yml", skippedTargets: ["AppTests", "NotConfigured"]), in: folder)
                == 0)
        #expect(!folder.exists("Tests/AppTests/Mocks.generated.swift"))
        #expect(folder.exists("Tests/CoreTests/Mocks.generated.swift"))
        #expect(
            run(ConfigurationRequest(file: ".mockgen.yml", check: true, skippedTargets: ["AppTests"]), in: folder) == 0)
    }

    @Test func definesDecideTheIfClausesOfTheSources() throws {
        let folder = try package("""
            targets:
              AppTests:
                sources: [Sources/App]
                output: Tests/AppTests/Mocks.generated.swift
                defines: [PREMIUM]
            """)
        try folder.write(
            "Sources/App/Plan.swift",
            "#if PREMIUM\n/// @mockable\nprotocol Premium {}\n#else\n/// @mockable\nprotocol Basic {}\n#endif\n")
        #expect(run(ConfigurationRequest(file: ".mockgen.yml"), in: folder) == 0)
        let app = try folder.read("Tests/AppTests/Mocks.generated.swift")
        #expect(app.contains("class PremiumMock"))
        #expect(!app.contains("BasicMock"), "the #else clause is decided false")
        #expect(!app.contains("#if PREMIUM"))
    }

    @Test func checkPassesWhenCurrentAndFailsNamingTheStaleFile() throws {
        let folder = try package()
        #expect(run(ConfigurationRequest(file: ".mockgen.yml"), in: folder) == 0)
        #expect(run(ConfigurationRequest(file: ".mockgen.yml", check: true), in: folder) == 0)
        try folder.write(
            "Sources/Core/Store.swift", "// sourcery: AutoMockable\nprotocol Store {\n    func save(_ value: Int)\n}\n")
        let streams = CapturedStreams()
        #expect(run(ConfigurationRequest(file: ".mockgen.yml", check: true), in: folder, streams) == 1)
        #expect(
            streams.errorLines == [
                "mockgen: error: '\(folder.url("Tests/CoreTests/Mocks.generated.swift"))' is stale: the generated "
                    + "mocks differ from it; run mockgen without --check to update it",
                "  removed mock HiddenMock",
                "  changed mock StoreMock: line 13 was `public func save(_ value: String) { "
                    + "self._mockState.callVoid1(_StoreMockMembers.save, value) }`, now `public func save(_ value: Int) { "
                    + "self._mockState.callVoid1(_StoreMockMembers.save, value) }`",
            ])
    }

    @Test func targetSelectsAndOutputReplacesTheConfiguredOutput() throws {
        let folder = try package()
        try folder.makeFolder("Work")
        let request = ConfigurationRequest(
            file: ".mockgen.yml", targets: ["AppTests"], output: folder.url("Work/AppMocks.swift"))
        #expect(run(request, in: folder) == 0)
        #expect(try folder.read("Work/AppMocks.swift").contains(">, App.Engine, @unchecked Swift.Sendable {"))
        #expect(!folder.exists("Tests/AppTests/Mocks.generated.swift"))
        #expect(!folder.exists("Tests/CoreTests/Mocks.generated.swift"))
    }

    @Test func anOutputDirTargetWritesOneFilePerSourceAndCheckNamesEveryDifference() throws {
        let folder = try package("""
            targets:
              AllTests:
                sources: [Sources]
                output-dir: Tests/AppTests/Mocks
            """)
        #expect(run(ConfigurationRequest(file: ".mockgen.yml"), in: folder) == 0)
        #expect(
            try folder.read("Tests/AppTests/Mocks/App/App.Engine+Mocks.swift").contains(
                ">, App.Engine, @unchecked Swift.Sendable {"))
        #expect(
            try folder.read("Tests/AppTests/Mocks/Core/Core.Store+Mocks.swift").contains(
                ">, Core.Store, @unchecked Swift.Sendable {"))
        #expect(run(ConfigurationRequest(file: ".mockgen.yml", check: true), in: folder) == 0)

        try folder.write("Sources/App/Engine.swift", "/// @mockable\nprotocol Engine {\n    func stop()\n}\n")
        try folder.write("Sources/App/Wheel.swift", "/// @mockable\nprotocol Wheel {}\n")
        try folder.write("Sources/Core/Store.swift", "protocol Store {}\n")
        let streams = CapturedStreams()
        #expect(run(ConfigurationRequest(file: ".mockgen.yml", check: true), in: folder, streams) == 1)
        let mocks = folder.url("Tests/AppTests/Mocks")
        #expect(
            streams.errorLines == [
                "mockgen: error: '\(mocks)/App/App.Wheel+Mocks.swift' is missing: run mockgen without --check to "
                    + "generate it",
                "mockgen: error: '\(mocks)/App/App.Engine+Mocks.swift' is stale: the generated mocks differ from it; "
                    + "run mockgen without --check to update it",
                "mockgen: error: '\(mocks)/Core/Core.Store+Mocks.swift' is extra: its source no longer declares a "
                    + "mocked protocol; run mockgen without --check to remove it",
            ])
        #expect(run(ConfigurationRequest(file: ".mockgen.yml"), in: folder) == 0)
        #expect(run(ConfigurationRequest(file: ".mockgen.yml", check: true), in: folder) == 0)
        #expect(!folder.exists("Tests/AppTests/Mocks/Core/Core.Store+Mocks.swift"))
    }

    @Test func anOutputDirThatIsAFileStopsEveryTargetWithItsPosition() throws {
        let folder = try package("""
            targets:
              AppTests:
                sources: [Sources/App]
                output: Tests/AppTests/Mocks.generated.swift
              CoreTests:
                sources: [Sources/Core]
                output-dir: Tests/CoreTests/Mocks
            """)
        try folder.write("Tests/CoreTests/Mocks", "not a folder\n")
        let streams = CapturedStreams()
        #expect(run(ConfigurationRequest(file: ".mockgen.yml"), in: folder, streams) == 2)
        #expect(
            streams.errorLines == [
                "\(folder.url(".mockgen.yml")):7:17: error: 'targets.CoreTests.output-dir': output path "
                    + "'\(folder.url("Tests/CoreTests/Mocks"))' is not a folder"
            ])
        #expect(!folder.exists("Tests/AppTests/Mocks.generated.swift"))
    }

    @Test func anUnknownTargetIsAnErrorAndNothingIsWritten() throws {
        let folder = try package()
        let streams = CapturedStreams()
        #expect(
            run(ConfigurationRequest(file: ".mockgen.yml", targets: ["AppTests", "UITests"]), in: folder, streams) == 2)
        #expect(
            streams.errorLines == [
                "mockgen: error: '\(folder.url(".mockgen.yml"))' has no target named 'UITests' (it configures "
                    + "'AppTests', 'CoreTests')"
            ])
        #expect(!folder.exists("Tests/AppTests/Mocks.generated.swift"))
    }

    @Test func aMissingOutputFolderIsCreatedWhenTheMocksAreWrittenAndCheckOnlyReportsTheFileMissing() throws {
        let folder = try package("""
            targets:
              AppTests:
                sources: [Sources/App]
                output: Tests/AppTests/Mocks.generated.swift
              CoreTests:
                sources: [Sources/Core]
                output: Tests/Missing/Deeper/Mocks.generated.swift
            """)
        let checking = CapturedStreams()
        #expect(run(ConfigurationRequest(file: ".mockgen.yml", check: true), in: folder, checking) == 1)
        #expect(!folder.exists("Tests/Missing"), "--check creates nothing")
        #expect(checking.errorLines.contains { $0.contains("Tests/Missing/Deeper/Mocks.generated.swift' is stale: it does not exist") })
        #expect(run(ConfigurationRequest(file: ".mockgen.yml"), in: folder) == 0)
        #expect(folder.exists("Tests/AppTests/Mocks.generated.swift"))
        #expect(try folder.read("Tests/Missing/Deeper/Mocks.generated.swift").contains("class StoreMock"))
    }

    @Test func anOutputFolderBelowAFileStopsEveryTargetBeforeAnyIsWritten() throws {
        let folder = try package("""
            targets:
              AppTests:
                sources: [Sources/App]
                output: Tests/AppTests/Mocks.generated.swift
              CoreTests:
                sources: [Sources/Core]
                output: Tests/CoreTests/Plain.txt/Mocks.generated.swift
            """)
        try folder.write("Tests/CoreTests/Plain.txt", "not a folder")
        let streams = CapturedStreams()
        #expect(run(ConfigurationRequest(file: ".mockgen.yml"), in: folder, streams) == 2)
        let output = folder.url("Tests/CoreTests/Plain.txt/Mocks.generated.swift")
        #expect(
            streams.errorLines == [
                "\(folder.url(".mockgen.yml")):7:13: error: 'targets.CoreTests.output': cannot write '\(output)': "
                    + "'\(folder.url("Tests/CoreTests/Plain.txt"))' is not a folder"
            ])
        #expect(!folder.exists("Tests/AppTests/Mocks.generated.swift"))
    }

    /// A package mixing the plugins: `AppTests` applies the build tool plugin, so its entry says
    /// what to read but has no output; `CoreTests` has checked-in mocks.
    private func mixedPackage() throws -> TemporaryFolder {
        try package("""
            targets:
              AppTests:
                sources: [Sources/App]
                testable-imports: [App]
              CoreTests:
                sources: [Sources/Core]
                output: Tests/CoreTests/Mocks.generated.swift
            """)
    }

    @Test func aTargetWithoutOutputIsLeftToTheBuildToolPluginByRunsAndChecks() throws {
        let folder = try mixedPackage()
        #expect(run(ConfigurationRequest(file: ".mockgen.yml"), in: folder) == 0)
        #expect(folder.exists("Tests/CoreTests/Mocks.generated.swift"))
        #expect(try folder.contents("Tests/AppTests").isEmpty, "nothing is written for the plugin's target")
        let checking = CapturedStreams()
        #expect(run(ConfigurationRequest(file: ".mockgen.yml", check: true), in: folder, checking) == 0)
        #expect(checking.errorLines.isEmpty)
    }

    @Test func theBuildToolPluginRunsATargetWithoutOutputIntoItsOwnFile() throws {
        let folder = try mixedPackage()
        let output = folder.url("Work/AppTestsMocks.generated.swift")
        #expect(run(ConfigurationRequest(file: ".mockgen.yml", targets: ["AppTests"], output: output), in: folder) == 0)
        #expect(try String(contentsOfFile: output, encoding: .utf8).contains("class EngineMock"))
    }

    @Test func namingATargetWithoutOutputAndNoReplacementIsAnError() throws {
        let folder = try mixedPackage()
        let streams = CapturedStreams()
        #expect(run(ConfigurationRequest(file: ".mockgen.yml", targets: ["AppTests"]), in: folder, streams) == 2)
        #expect(
            streams.errorLines == [
                "mockgen: error: target 'AppTests' of '\(folder.url(".mockgen.yml"))' has no 'output:' or 'output-dir:': "
                    + "its mocks are generated by the build tool plugin at build time; give it an output to write "
                    + "them with mockgen"
            ])
    }

    @Test func twoTargetsWritingOneFileAreRefused() throws {
        let folder = try package("""
            targets:
              AppTests:
                sources: [Sources/App]
                output: Mocks.swift
              CoreTests:
                sources: [Sources/Core]
                output: Mocks.swift
            """)
        let streams = CapturedStreams()
        #expect(run(ConfigurationRequest(file: ".mockgen.yml"), in: folder, streams) == 2)
        #expect(
            streams.errorLines == [
                "\(folder.url(".mockgen.yml")):7:13: error: 'targets.CoreTests.output': '\(folder.url("Mocks.swift"))' "
                    + "is also the output of target 'AppTests'"
            ])
        #expect(!folder.exists("Mocks.swift"))
    }

    @Test func anInvalidFileExitsWith2AndWritesNothing() throws {
        let folder = try package(
            "targets:\n  AppTests:\n    sources: [Sources/App]\n    output: Mocks.swift\n    mock-all: true\n")
        let streams = CapturedStreams()
        #expect(run(ConfigurationRequest(file: ".mockgen.yml"), in: folder, streams) == 2)
        #expect(streams.errorLines.count == 1)
        #expect(
            streams.standardError.hasPrefix(
                folder.url(".mockgen.yml") + ":5:5: error: 'targets.AppTests.mock-all': unknown key"))
        #expect(!folder.exists("Mocks.swift"))
    }

    @Test func aMissingFileIsAnError() throws {
        let folder = try TemporaryFolder()
        let streams = CapturedStreams()
        #expect(run(ConfigurationRequest(file: "nope.yml"), in: folder, streams) == 2)
        #expect(
            streams.errorLines == [
                "\(folder.url("nope.yml")):1:1: error: cannot read the configuration file: no such file or folder: "
                    + "'\(folder.url("nope.yml"))'"
            ])
    }

    @Test(.enabled(if: MockgenProcess.executable != nil, "needs the mockgen executable"))
    func theExecutableUsesTheDefaultFileInTheCurrentFolderAndConfig() throws {
        let folder = try package()
        let run = try MockgenProcess.run([], in: folder.path)
        #expect(run.status == 0)
        #expect(run.standardError.isEmpty)
        #expect(
            try folder.read("Tests/AppTests/Mocks.generated.swift").contains(
                ">, App.Engine, @unchecked Swift.Sendable {"))
        let check = try MockgenProcess.run(["--config", folder.url(".mockgen.yml"), "--check", "--target", "CoreTests"])
        #expect(check.status == 0)
        let refused = try MockgenProcess.run(["--all"], in: folder.path)
        #expect(refused.status == 2)
        #expect(
            refused.standardError
                == "mockgen: error: --all cannot be combined with the configuration file '.mockgen.yml': set it "
                    + "there.\n"
        )
        try folder.write(".mockgen.yml", "targets:\n  AppTests:\n    sources: [Sources/Gone]\n    output: Out.swift\n")
        let missing = try MockgenProcess.run([], in: folder.path)
        #expect(missing.status == 2)
        #expect(
            missing.standardError
                == ".mockgen.yml:3:15: error: 'targets.AppTests.sources[0]': no such file or folder: 'Sources/Gone'\n")
        #expect(!folder.exists("Out.swift"))
    }
}

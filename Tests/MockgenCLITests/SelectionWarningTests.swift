import Foundation
@testable import MockgenDriver
import MockgenGenerator
import Testing

/// A run that finds protocols but mocks none says so, and how protocols are selected, instead of
/// writing a file of imports in silence; a protocol carrying Mockable's `@Mockable` macro is told
/// how mockgen selects. Both are warnings: the exit status stays 0.
@Suite("Selection warnings")
struct SelectionWarningTests {
    private static let unmarked = """
        protocol Clock {
            func now() -> Int
        }

        protocol Ledger {
            func record(_ amount: Int)
        }
        """

    private func run(_ options: DriverOptions, _ streams: CapturedStreams = CapturedStreams()) -> Int32 {
        MockgenDriver.run(options, io: streams.realIO())
    }

    @Test func protocolsFoundButNoneSelectedWarnsWithTheCountAndTheWaysToSelectAndExitsZero() throws {
        let folder = try TemporaryFolder()
        try folder.write("Src/Clock.swift", Self.unmarked)
        let streams = CapturedStreams()
        #expect(run(DriverOptions(paths: [folder.url("Src")], output: folder.url("Mocks.generated.swift"), findsToolchain: false), streams) == 0)
        #expect(!(try folder.read("Mocks.generated.swift")).contains("class "))
        #expect(streams.errorLines == [
            "mockgen: warning: found 2 protocols, but none is selected for mocking, so no mocks were generated: "
                + "mark a protocol to mock with '/// @mockable' in its doc comment (or '// sourcery: AutoMockable'), "
                + "or mock every protocol with --all ('all: true' in .mockgen.yml)",
        ])
    }

    @Test func oneUnselectedProtocolIsCountedInTheSingular() throws {
        let folder = try TemporaryFolder()
        try folder.write("Src/Clock.swift", "protocol Clock {\n    func now() -> Int\n}\n")
        let streams = CapturedStreams()
        #expect(run(DriverOptions(paths: [folder.url("Src")], findsToolchain: false), streams) == 0)
        #expect(streams.standardError.hasPrefix("mockgen: warning: found 1 protocol, but it is not selected for mocking"))
    }

    @Test func oneSelectedProtocolIsEnoughToSilenceTheWarning() throws {
        let folder = try TemporaryFolder()
        try folder.write("Src/Clock.swift", "/// @mockable\n" + Self.unmarked)
        let streams = CapturedStreams()
        #expect(run(DriverOptions(paths: [folder.url("Src")], findsToolchain: false), streams) == 0)
        #expect(streams.standardOutput.contains("class ClockMock"))
        #expect(streams.standardError.isEmpty)
    }

    @Test func allMocksEveryProtocolAndGivesNoWarning() throws {
        let folder = try TemporaryFolder()
        try folder.write("Src/Clock.swift", Self.unmarked)
        let streams = CapturedStreams()
        #expect(run(DriverOptions(paths: [folder.url("Src")], generator: GeneratorOptions(mockAll: true), findsToolchain: false), streams) == 0)
        #expect(streams.standardOutput.contains("class LedgerMock"))
        #expect(streams.standardError.isEmpty)
    }

    @Test func filesWithoutProtocolsAndContextProtocolsGiveNoWarning() throws {
        let folder = try TemporaryFolder()
        try folder.write("Src/Values.swift", "struct Money { var cents: Int }\n")
        try folder.write("Context/Clock.swift", Self.unmarked)
        let streams = CapturedStreams()
        #expect(run(DriverOptions(paths: [folder.url("Src")], contextPaths: [folder.url("Context")], findsToolchain: false), streams) == 0)
        #expect(streams.standardError.isEmpty)
    }

    @Test func quietLeavesTheWarningOut() throws {
        let folder = try TemporaryFolder()
        try folder.write("Src/Clock.swift", Self.unmarked)
        let streams = CapturedStreams()
        #expect(run(DriverOptions(paths: [folder.url("Src")], verbosity: .quiet, findsToolchain: false), streams) == 0)
        #expect(streams.standardError.isEmpty)
    }

    @Test func anOutputFolderRunWarnsToo() throws {
        let folder = try TemporaryFolder()
        try folder.write("Src/Clock.swift", Self.unmarked)
        let streams = CapturedStreams()
        #expect(run(DriverOptions(paths: [folder.url("Src")], outputDirectory: folder.url("Mocks"), findsToolchain: false), streams) == 0)
        #expect(streams.standardError.hasPrefix("mockgen: warning: found 2 protocols, but none is selected for mocking"))
    }

    @Test func aProtocolWithMockablesMacroIsToldHowMockgenSelects() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("Src/Clock.swift", "import Mockable\n\n@Mockable\nprotocol Clock {\n    func now() -> Int\n}\n")
        let streams = CapturedStreams()
        #expect(run(DriverOptions(paths: [path], findsToolchain: false), streams) == 0)
        #expect(streams.errorLines.first == "\(path):3:1: warning: protocol 'Clock' is marked with the macro '@Mockable', which mockgen does not read, "
            + "so it is not mocked; mockgen mocks a protocol whose doc comment contains '@mockable' (write '/// @mockable' above it), "
            + "or every protocol with --all ('all: true' in .mockgen.yml)")
        #expect(streams.errorLines.count == 2)
        #expect(streams.errorLines.last?.hasPrefix("mockgen: warning: found 1 protocol, but it is not selected") == true)
    }

    @Test func aMockableMacroOnAProtocolMockgenSelectsGivesNoWarning() throws {
        let folder = try TemporaryFolder()
        try folder.write("Src/Clock.swift", "/// @mockable\n@Mockable\nprotocol Clock {\n    func now() -> Int\n}\n")
        let streams = CapturedStreams()
        #expect(run(DriverOptions(paths: [folder.url("Src")], findsToolchain: false), streams) == 0)
        #expect(streams.standardOutput.contains("class ClockMock"))
        #expect(streams.standardError.isEmpty)
    }

    @Test func theExecutableExitsZeroWithTheWarning() throws {
        let folder = try TemporaryFolder()
        try folder.write("Src/Clock.swift", Self.unmarked)
        let result = try MockgenProcess.run([folder.url("Src"), "--no-toolchain", "-o", folder.url("Mocks.generated.swift")])
        #expect(result.status == 0)
        #expect(result.standardError.contains("warning: found 2 protocols, but none is selected for mocking"))
    }
}

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

    /// Runs the driver on `Src/Clock.swift` holding `source`, with the options `options` makes
    /// for the folder (by default: read `Src`, print the mocks); every run here exits 0.
    private func run(
        _ source: String, _ options: (TemporaryFolder) -> DriverOptions = { DriverOptions(paths: [$0.url("Src")]) }
    ) throws -> (folder: TemporaryFolder, streams: CapturedStreams) {
        let folder = try TemporaryFolder()
        try folder.write("Src/Clock.swift", source)
        let streams = CapturedStreams()
        #expect(MockgenDriver.run(options(folder), io: streams.realIO()) == 0)
        return (folder, streams)
    }

    @Test func protocolsFoundButNoneSelectedWarnsWithTheCountAndTheWaysToSelectAndExitsZero() throws {
        let (folder, streams) = try run(Self.unmarked) {
            DriverOptions(paths: [$0.url("Src")], output: $0.url("Mocks.generated.swift"))
        }
        #expect(!(try folder.read("Mocks.generated.swift")).contains("class "))
        #expect(streams.errorLines == [
            "mockgen: warning: found 2 protocols, but none is selected for mocking, so no mocks were generated: "
                + "mark a protocol to mock with '/// @mockable' in its doc comment (or '// sourcery: AutoMockable'), "
                + "or mock every protocol with --all ('all: true' in .mockgen.yml)",
        ])
    }

    @Test func oneUnselectedProtocolIsCountedInTheSingular() throws {
        let streams = try run("protocol Clock {\n    func now() -> Int\n}\n").streams
        #expect(
            streams.standardError.hasPrefix("mockgen: warning: found 1 protocol, but it is not selected for mocking"))
    }

    @Test(arguments: [
        ("/// @mockable\n" + SelectionWarningTests.unmarked, "class ClockMock"),
        ("/// @mockable\n@Mockable\nprotocol Clock {\n    func now() -> Int\n}\n", "class ClockMock"),
    ])
    func oneSelectedProtocolSilencesBothWarnings(source: String, mock: String) throws {
        let streams = try run(source).streams
        #expect(streams.standardOutput.contains(mock))
        #expect(streams.standardError.isEmpty)
    }

    @Test func allMocksEveryProtocolAndGivesNoWarning() throws {
        let streams = try run(Self.unmarked) {
            DriverOptions(paths: [$0.url("Src")], generator: GeneratorOptions(mockAll: true))
        }.streams
        #expect(streams.standardOutput.contains("class LedgerMock"))
        #expect(streams.standardError.isEmpty)
    }

    @Test func filesWithoutProtocolsAndContextProtocolsGiveNoWarning() throws {
        let streams = try run("struct Money { var cents: Int }\n") { folder in
            _ = try? folder.write("Context/Clock.swift", Self.unmarked)
            return DriverOptions(paths: [folder.url("Src")], contextPaths: [folder.url("Context")])
        }.streams
        #expect(streams.standardError.isEmpty)
    }

    @Test func quietLeavesTheWarningOut() throws {
        let streams = try run(Self.unmarked) { DriverOptions(paths: [$0.url("Src")], verbosity: .quiet) }.streams
        #expect(streams.standardError.isEmpty)
    }

    @Test func anOutputFolderRunWarnsToo() throws {
        let streams = try run(Self.unmarked) { DriverOptions(paths: [$0.url("Src")], outputDirectory: $0.url("Mocks")) }
            .streams
        #expect(
            streams.standardError.hasPrefix("mockgen: warning: found 2 protocols, but none is selected for mocking"))
    }

    @Test func aProtocolWithMockablesMacroIsToldHowMockgenSelects() throws {
        let (folder, streams) = try run("import Mockable\n\n@Mockable\nprotocol Clock {\n    func now() -> Int\n}\n")
        let expected: String = "\(folder.url("Src/Clock.swift")):3:1: warning: protocol 'Clock' is marked with the macro "
            + "'@Mockable', which mockgen does not read, so it is not mocked; mockgen mocks a protocol whose doc comment contains "
            + "'@mockable' (write '/// @mockable' above it), or every protocol with --all ('all: true' in .mockgen.yml); "
            + "--compatibility mockable reads the macro as the mark"
        #expect(streams.errorLines.first == expected)
        #expect(streams.errorLines.count == 2)
        #expect(
            streams.errorLines.last?.hasPrefix("mockgen: warning: found 1 protocol, but it is not selected") == true)
    }

    @Test func theExecutableExitsZeroWithTheWarning() throws {
        let folder = try TemporaryFolder()
        try folder.write("Src/Clock.swift", Self.unmarked)
        let result = try MockgenProcess.run([
            folder.url("Src"), "--no-toolchain", "-o", folder.url("Mocks.generated.swift"),
        ])
        #expect(result.status == 0)
        #expect(result.standardError.contains("warning: found 2 protocols, but none is selected for mocking"))
    }
    @Test func aSelectedProtocolThatCannotBeMockedExitsOneAndTheOthersAreStillWritten() throws {
        let folder = try TemporaryFolder()
        try folder.write("Src/Packer.swift", """
            /// @mockable
            protocol Packer {
                subscript<each T>(_ values: repeat each T) -> Int { get set }
            }
            /// @mockable
            protocol Fine {
                func ok()
            }
            """)
        let streams = CapturedStreams()
        let options = DriverOptions(paths: [folder.url("Src")], output: folder.url("Mocks.generated.swift"))
        #expect(MockgenDriver.run(options, io: streams.realIO()) == 1)
        #expect(streams.errorLines.contains { $0.contains("cannot mock 'Packer'") })
        let written = try folder.read("Mocks.generated.swift")
        #expect(written.contains("FineMock") && !written.contains("PackerMock"))
    }
}

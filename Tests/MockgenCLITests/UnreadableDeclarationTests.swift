import Foundation
@testable import MockgenDriver
import MockgenGenerator
import Testing

/// A declaration the parser cannot read costs only itself: it is skipped with a warning at its
/// location, every other protocol of the run is mocked and written, and the exit status is 1.
/// A file that is not Swift text at all still stops the run with an error (exit 2).
@Suite struct UnreadableDeclarationTests {
    /// One protocol the parser cannot read (a requirement with no type after `:`), and one it can.
    static let source = """
        protocol Good {
            func start()
        }
        protocol Bad {
            func ok()
            func broken(x: ) -> Int
        }
        """

    @Test func unreadableProtocolIsSkippedWithAWarningAndTheOthersAreStillMocked() throws {
        let folder = try TemporaryFolder()
        try folder.write("Src/Both.swift", Self.source)
        try folder.write("Src/Other.swift", "protocol Engine {\n    func run() -> Int\n}\n")
        let streams = CapturedStreams()
        let options = DriverOptions(
            paths: [folder.url("Src")], output: folder.url("Mocks.swift"), generator: .init(mockAll: true))
        #expect(MockgenDriver.run(options, io: streams.realIO()) == 1)
        #expect(
            streams.errorLines == [
                "\(folder.url("Src/Both.swift")):6:20: warning: could not read protocol 'Bad' (expected a type); it is "
                    + "skipped"
            ])
        let mocks = try folder.read("Mocks.swift")
        #expect(mocks.contains("class GoodMock"))
        #expect(mocks.contains("class EngineMock"))
        #expect(!mocks.contains("BadMock"))
    }

    @Test func fileThatIsNotSwiftTextIsStillAnErrorWithExitStatus2() throws {
        let folder = try TemporaryFolder()
        try folder.write("Src/Good.swift", "protocol Good {\n    func start()\n}\n")
        try folder.write("Src/Binary.swift", "protocol P {}\n\u{0}\n")
        let streams = CapturedStreams()
        let options = DriverOptions(
            paths: [folder.url("Src")], output: folder.url("Mocks.swift"), generator: .init(mockAll: true))
        #expect(MockgenDriver.run(options, io: streams.realIO()) == 2)
        #expect(streams.errorLines.first?.hasSuffix(": error: unexpected character in source") == true)
        #expect(!folder.exists("Mocks.swift"))
    }
}

@Suite(
    "mockgen executable: unreadable declarations",
    .enabled(if: MockgenProcess.executable != nil, "needs the mockgen executable in the build products folder"))
struct UnreadableDeclarationExecutableTests {
    @Test func unreadableProtocolGivesExit1AWarningWithItsLocationAndTheOtherMock() throws {
        let folder = try TemporaryFolder()
        try folder.write("Src/Both.swift", UnreadableDeclarationTests.source)
        let result = try MockgenProcess.run(["Src", "--all", "--no-toolchain", "-o", "Mocks.swift"], in: folder.path)
        #expect(result.status == 1)
        #expect(
            result.standardError
                == "Src/Both.swift:6:20: warning: could not read protocol 'Bad' (expected a type); it is skipped\n")
        let mocks = try folder.read("Mocks.swift")
        #expect(mocks.contains("class GoodMock"))
        #expect(!mocks.contains("BadMock"))
    }
}

import Foundation
@testable import MockgenDriver
import MockgenTestSupport
import Testing

/// The driver with the real front end and generator: idempotence, `--check`, determinism,
/// odd inputs, and two processes racing on one output.
@Suite("End to end")
struct EndToEndTests {
    static let engine = """
        import Foundation

        /// @mockable
        protocol Engine {
            var speed: Double { get set }
            func start() async throws -> Int
        }
        """

    /// The example protocols in the repository (`Examples/CoffeeShop`).
    static let examples = Repository.url("Examples/CoffeeShop").path

    private func run(_ options: DriverOptions, _ streams: CapturedStreams = CapturedStreams()) -> Int32 {
        MockgenDriver.run(options, io: streams.realIO())
    }

    @Test func runningTwiceGivesIdenticalBytesAndLeavesTheFileUntouched() throws {
        let folder = try TemporaryFolder()
        try folder.write("Src/Engine.swift", Self.engine)
        let options = DriverOptions(paths: [folder.url("Src")], output: folder.url("Mocks.generated.swift"))
        #expect(run(options) == 0)
        let first = try folder.read("Mocks.generated.swift")
        #expect(first.contains("class EngineMock"))
        folder.age("Mocks.generated.swift")
        let stamp = try folder.stamp("Mocks.generated.swift")
        #expect(run(options) == 0)
        #expect(try folder.read("Mocks.generated.swift") == first)
        #expect(try folder.stamp("Mocks.generated.swift") == stamp)
    }

    @Test func checkPassesAfterAWriteAndFailsAfterAProtocolChanges() throws {
        let folder = try TemporaryFolder()
        try folder.write("Src/Engine.swift", Self.engine)
        let output = folder.url("Mocks.generated.swift")
        var options = DriverOptions(paths: [folder.url("Src")], output: output)
        #expect(run(options) == 0)
        options.check = true
        #expect(run(options) == 0)
        try folder.write(
            "Src/Engine.swift",
            Self.engine.replacingOccurrences(of: "func start()", with: "func stop()\n    func start()"))
        let streams = CapturedStreams()
        #expect(run(options, streams) == 1)
        #expect(
            streams.errorLines == [
                "mockgen: error: '\(output)' is stale: the generated mocks differ from it; run mockgen without --check "
                    + "to update it",
                "  changed mock EngineMock: added stop()",
            ])
        options.check = false
        #expect(run(options) == 0)
        #expect(try folder.read("Mocks.generated.swift").contains("func stop()"))
        options.check = true
        #expect(run(options) == 0)
    }

    @Test func outputDoesNotDependOnArgumentOrderOrParallelism() throws {
        let folder = try TemporaryFolder()
        var files: [String] = []
        for index in 0..<12 {
            files.append(
                try folder.write(
                    "Src/P\(index).swift",
                    "/// @mockable\nprotocol P\(index) {\n    func f\(index)(x: Int) -> String\n}\n"))
        }
        let forward = CapturedStreams(), backward = CapturedStreams(), serial = CapturedStreams()
        #expect(run(DriverOptions(paths: files), forward) == 0)
        #expect(run(DriverOptions(paths: files.reversed()), backward) == 0)
        #expect(run(DriverOptions(paths: [folder.url("Src")], parallelParsing: false), serial) == 0)
        #expect(forward.standardOutput.contains("class P11Mock"))
        #expect(forward.standardOutput == backward.standardOutput)
        #expect(forward.standardOutput == serial.standardOutput)
    }

    @Test func emptyBinaryAndNonUTF8FilesGiveDiagnosticsNotCrashes() throws {
        let folder = try TemporaryFolder()
        let cases: [(String, [UInt8])] = [
            ("Empty.swift", []),
            ("Binary.swift", [0x7F, 0x45, 0x4C, 0x46, 0x02, 0x01, 0x00, 0x00, 0xFF, 0xFE, 0x00, 0x01]),
            ("Latin1.swift", Array("/// @mockable\nprotocol Caf".utf8) + [0xE9] + Array(" {}\n".utf8)),
            ("Nul.swift", Array("protocol A {".utf8) + [0] + Array("}".utf8)),
        ]
        for (name, bytes) in cases {
            let path = try folder.write(name, bytes: bytes)
            let streams = CapturedStreams()
            let status = run(DriverOptions(paths: [path]), streams)
            #expect(status == 0 || status == 2, "\(name)")
            for line in streams.errorLines {
                #expect(line.hasPrefix(path + ":"), "\(name): \(line)")
                let parts = line.dropFirst(path.count + 1).split(separator: ":", maxSplits: 3)
                #expect(parts.count == 4 && Int(parts[0]) != nil && Int(parts[1]) != nil, "\(name): \(line)")
                #expect(
                    parts.count == 4 && [" error", " warning", " note"].contains(String(parts[2])), "\(name): \(line)")
            }
            if status == 2 { #expect(streams.errorLines.contains { $0.contains(": error: ") }, "\(name)") }
        }
        // An empty file is valid Swift: nothing to mock, no error.
        #expect(run(DriverOptions(paths: [folder.url("Empty.swift")])) == 0)
        // A binary file is not.
        #expect(run(DriverOptions(paths: [folder.url("Binary.swift")])) == 2)
    }

    @Test(.enabled(if: MockgenProcess.executable != nil, "needs the mockgen executable"))
    func theExamplesPrintMocks() throws {
        let result = try MockgenProcess.run([Self.examples])
        #expect(result.status == 0)
        #expect(result.standardError.isEmpty)
        #expect(result.standardOutput.contains(">, Grinder, @unchecked Swift.Sendable {"))
        #expect(result.standardOutput.contains(">, OrderService, @unchecked Swift.Sendable {"))
        #expect(!result.standardOutput.contains("ThermometerMock"))
        let all = try MockgenProcess.run([Self.examples, "--all", "--quiet"])
        #expect(all.standardOutput.contains(">, Thermometer, @unchecked Swift.Sendable {"))
    }

    @Test(.enabled(if: MockgenProcess.executable != nil, "needs the mockgen executable"))
    func standardInputToStandardOutputThroughTheExecutable() throws {
        let result = try MockgenProcess.run([], standardInput: Data(Self.engine.utf8))
        #expect(result.status == 0)
        #expect(result.standardOutput.contains(">, Engine, @unchecked Swift.Sendable {"))
    }

    @Test(.enabled(if: MockgenProcess.executable != nil, "needs the mockgen executable"))
    func twoProcessesWritingTheSameOutputLeaveOneCompleteFile() throws {
        let folder = try TemporaryFolder()
        for (side, count) in [("Left", 400), ("Right", 300)] {
            let protocols = (0..<count).map {
                "/// @mockable\nprotocol \(side)\($0) {\n    func call\($0)(value: Int) async throws -> String\n}\n"
            }
            try folder.write("\(side)/Protocols.swift", protocols.joined())
        }
        // The file's header names the command that wrote it (printed mocks name none): compare the rest.
        func body(_ text: String) -> Substring { text.split(separator: "\n", maxSplits: 2, omittingEmptySubsequences: false).last ?? "" }
        let left = body(try MockgenProcess.run([folder.url("Left")]).standardOutput)
        let right = body(try MockgenProcess.run([folder.url("Right")]).standardOutput)
        #expect(left.count > 100_000 && right.count > 100_000 && left != right)
        let output = folder.url("Out/Mocks.swift")
        try folder.makeFolder("Out")
        for _ in 0..<6 {
            let first = try MockgenProcess.start([folder.url("Left"), "-o", output])
            let second = try MockgenProcess.start([folder.url("Right"), "-o", output])
            // While they run, whoever reads the output sees nothing, or one complete file.
            while first.process.isRunning || second.process.isRunning {
                if let text = try? folder.read("Out/Mocks.swift") {
                    let seen = body(text)
                    #expect(seen == left || seen == right, "a reader never sees a partial file")
                }
            }
            #expect(first.wait().status == 0)
            #expect(second.wait().status == 0)
            let written = body(try folder.read("Out/Mocks.swift"))
            #expect(written == left || written == right, "a complete output from one of the two, never a mix")
            #expect(try folder.contents("Out") == ["Mocks.swift"], "no temporary file left behind")
            try FileManager.default.removeItem(atPath: output)
        }
    }
}

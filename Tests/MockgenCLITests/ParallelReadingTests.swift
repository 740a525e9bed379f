@testable import MockgenDriver
import MockgenFrontEnd
import Testing

/// Files are read once each and parsed concurrently, with output identical to a serial run.
@Suite("Reading and parsing in parallel")
struct ParallelReadingTests {
    @Test func everyFileIsReadExactlyOnce() throws {
        let folder = try TemporaryFolder()
        let files = try (0..<40).map { try folder.write("Src/F\($0).swift", "protocol P\($0)") }
        let fileSystem = FaultyFileSystem()
        let output = folder.url("Mocks.swift")
        let streams = CapturedStreams()
        #expect(
            MockgenDriver.run(
                DriverOptions(paths: [folder.url("Src"), files[3]], output: output),
                io: streams.io(fileSystem: fileSystem)) == 0)
        for file in files { #expect(fileSystem.count(.read, file) == 1) }
        #expect(fileSystem.count(.read, output) == 0, "a missing output is not read")
        // A second run reads each input once more, and the output once to compare.
        let again = FaultyFileSystem()
        #expect(
            MockgenDriver.run(
                DriverOptions(paths: [folder.url("Src")], output: output), io: streams.io(fileSystem: again)) == 0)
        for file in files { #expect(again.count(.read, file) == 1) }
        #expect(again.count(.read, output) == 1)
    }

    @Test func parallelOutputIsByteIdenticalToSerialOutputWhateverOrderWorkFinishes() throws {
        let folder = try TemporaryFolder()
        for index in 0..<120 {
            try folder.write("Src/Group\(index % 7)/File\(index).swift", "protocol P\(index)\nprotocol Q\(index)")
        }
        // Parsing takes a pseudo-random time per file, so workers finish out of order.
        let slowParse: @Sendable ([UInt8], String) -> SourceFileModel = { bytes, path in
            var spin = UInt64(truncatingIfNeeded: path.hashValue) % 20_000
            while spin > 0 { spin -= 1 }
            return FakeStages.parse(bytes, path: path)
        }
        let serial = CapturedStreams(), parallel = CapturedStreams()
        #expect(
            MockgenDriver.run(
                DriverOptions(paths: [folder.url("Src")], parallelParsing: false),
                io: serial.io(parse: slowParse)) == 0)
        #expect(
            MockgenDriver.run(
                DriverOptions(paths: [folder.url("Src")], parallelParsing: true),
                io: parallel.io(parse: slowParse)) == 0)
        #expect(parallel.standardOutput == serial.standardOutput)
        #expect(parallel.standardOutput.split(separator: "\n").count == 241)
    }

    @Test func filesReachTheGeneratorSortedByPath() throws {
        let folder = try TemporaryFolder()
        for name in ["b", "B", "a", "a b", "_z", "Z9", "z10"] { try folder.write("Src/\(name).swift", "protocol X") }
        let order = PathOrder()
        let streams = CapturedStreams()
        let io = streams.io(generate: { files, options, _ in
            order.set(files.map(\.path))
            return FakeStages.generate(files, options: options)
        })
        #expect(MockgenDriver.run(DriverOptions(paths: [folder.url("Src")]), io: io) == 0)
        let expected = ["B", "Z9", "_z", "a b", "a", "b", "z10"].map { folder.url("Src/\($0).swift") }
        #expect(order.paths == expected)
    }
}

/// The paths the generator was given.
final class PathOrder: Sendable {
    private let storage = LockedValue<[String]>([])
    func set(_ paths: [String]) { storage.withLock { $0 = paths } }
    var paths: [String] { storage.withLock { $0 } }
}

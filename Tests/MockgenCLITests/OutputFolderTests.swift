import Foundation
@testable import MockgenDriver
import MockgenGenerator
import Testing

/// `--output-dir`: one file per source file, only changed files written, stale generated files
/// removed, hand-written files left alone, `--check` naming every difference.
@Suite("Output folder")
struct OutputFolderTests {
    let folder: TemporaryFolder

    static let identified = "import Foundation\n/// @mockable\nprotocol Identified { var id: UUID { get } }\n"
    static let billing = "/// @mockable\nprotocol Invoice: Identified { func total() -> Int }\n"
    static let shipping = "import Dispatch\n/// @mockable\nprotocol Shipment: Identified { func weight() -> Double }\n"

    init() throws {
        folder = try TemporaryFolder("mockgen-folder")
        try folder.write("In/Core/Identified.swift", Self.identified)
        try folder.write("In/Billing/Models.swift", Self.billing)
        try folder.write("In/Shipping/Models.swift", Self.shipping)
    }

    static let generatedFiles = [
        "Billing/Billing.Models+Mocks.swift", "Core/Core.Identified+Mocks.swift",
        "Shipping/Shipping.Models+Mocks.swift",
    ]

    private func options(
        check: Bool = false, shards: Int? = nil, paths: [String]? = nil, parallel: Bool = true
    ) -> DriverOptions {
        DriverOptions(
            paths: paths ?? [folder.url("In")], outputDirectory: folder.url("Out"), shards: shards,
            generator: GeneratorOptions(parallel: parallel), check: check, parallelParsing: parallel)
    }

    private func run(
        _ options: DriverOptions, _ streams: CapturedStreams = CapturedStreams(),
        fileSystem: any FileSystem = LocalFileSystem()
    ) -> Int32 {
        MockgenDriver.run(options, io: streams.realIO(fileSystem: fileSystem))
    }

    private func generated() throws -> [String: String] {
        try FolderFixtureCase.files(under: folder.url("Out"))
    }

    @Test func eachSourceWithMocksGetsItsOwnFileWithOnlyTheImportsItsMocksNeed() throws {
        #expect(run(options()) == 0)
        let files = try generated()
        #expect(files.keys.sorted() == Self.generatedFiles)
        let billing = try #require(files["Billing/Billing.Models+Mocks.swift"])
        #expect(billing.hasPrefix(MockGenerator.header))
        #expect(
            billing.contains("import Foundation\n@_spi(MockgenGenerated) import MockRuntime\n"),
            "the parent's file imports Foundation")
        #expect(!billing.contains("Dispatch"))
        #expect(
            billing.contains("final class InvoiceMock") && !billing.contains("ShipmentMock")
                && !billing.contains("class IdentifiedMock"))
        #expect(
            try #require(files["Shipping/Shipping.Models+Mocks.swift"]).contains(
                "import Dispatch\nimport Foundation\n@_spi(MockgenGenerated) import MockRuntime\n"))
    }

    @Test func fileForEverySourceGivesEverySourceItsFileAndNothingElse() throws {
        try folder.write("In/Core/Plain.swift", "struct Plain {}\n")
        var options = options()
        options.fileForEverySource = true
        #expect(run(options) == 0)
        let files = try generated()
        #expect(files.keys.sorted() == (Self.generatedFiles + ["Core/Core.Plain+Mocks.swift"]).sorted())
        let plain = try #require(files["Core/Core.Plain+Mocks.swift"])
        #expect(
            plain.hasPrefix(MockGenerator.header) && !plain.contains("class "),
            "a source with no mocks gets a file with no mocks")
        options.check = true
        #expect(run(options) == 0, "the empty files are up to date, not extra")
        try folder.write("In/Core/Plain.swift", "/// @mockable\nprotocol Plain {}\n")
        #expect(run(options) == 1)
    }

    @Test func theSharedFileEarlierVersionsWroteIsNamedByCheckAndRemoved() throws {
        // What earlier versions wrote as MockgenShared.swift: the header and imports, no mocks.
        let shared = MockGenerator.fileSource(for: [], options: GeneratorOptions()).joined()
        for everySource in [false, true] {
            var options = options()
            options.fileForEverySource = everySource
            #expect(run(options) == 0)
            try folder.write("Out/MockgenShared.swift", shared)
            options.check = true
            let streams = CapturedStreams()
            #expect(run(options, streams) == 1)
            #expect(streams.errorLines.count == 1)
            #expect(streams.standardError.contains("'\(folder.url("Out/MockgenShared.swift"))' is extra"))
            options.check = false
            #expect(run(options) == 0)
            #expect(!(try generated().keys.contains("MockgenShared.swift")), "everySource: \(everySource)")
        }
    }

    @Test func unchangedFilesAreNotRewrittenAndKeepTheirModificationTime() throws {
        #expect(run(options()) == 0)
        for file in Self.generatedFiles { folder.age("Out/" + file) }
        let before = try Self.generatedFiles.map { try folder.stamp("Out/" + $0) }
        try folder.write(
            "In/Billing/Models.swift", Self.billing + "/// @mockable\nprotocol Refund { func amount() -> Int }\n")
        #expect(run(options()) == 0)
        let after = try Self.generatedFiles.map { try folder.stamp("Out/" + $0) }
        #expect(after[0] != before[0], "the changed source's file is rewritten")
        #expect(try folder.read("Out/Billing/Billing.Models+Mocks.swift").contains("final class RefundMock"))
        #expect(Array(after[1...]) == Array(before[1...]), "the other files keep their inode and modification time")
    }

    @Test func aRemovedProtocolOrSourceRemovesItsFile() throws {
        #expect(run(options()) == 0)
        try folder.write("In/Billing/Models.swift", "protocol Invoice {}\n")
        try FileManager.default.removeItem(atPath: folder.url("In/Shipping/Models.swift"))
        #expect(run(options()) == 0)
        #expect(try generated().keys.sorted() == ["Core/Core.Identified+Mocks.swift"])
    }

    @Test func handWrittenFilesInTheFolderSurviveEveryRun() throws {
        let helper = "// A helper written by hand.\nextension Int { static let answer = 42 }\n"
        try folder.write("Out/Helper.swift", helper)
        try folder.write("Out/Billing/Fixtures.swift", helper)
        try folder.write("Out/Billing/notes.txt", "notes")
        #expect(run(options()) == 0)
        try folder.write("In/Billing/Models.swift", "")
        #expect(run(options()) == 0)
        #expect(try folder.read("Out/Helper.swift") == helper)
        #expect(try folder.read("Out/Billing/Fixtures.swift") == helper)
        #expect(try folder.read("Out/Billing/notes.txt") == "notes")
        #expect(!folder.exists("Out/Billing/Billing.Models+Mocks.swift"))
    }

    @Test func aHandWrittenFileWhereAMockFileGoesIsNeverOverwritten() throws {
        try folder.write("Out/Billing/Billing.Models+Mocks.swift", "// mine\n")
        let streams = CapturedStreams()
        #expect(run(options(), streams) == 2)
        #expect(streams.standardError.contains("was not written by mockgen"))
        #expect(try folder.read("Out/Billing/Billing.Models+Mocks.swift") == "// mine\n")
    }

    @Test func checkNamesEveryMissingStaleAndExtraFileAndPassesWhenExact() throws {
        #expect(run(options()) == 0)
        let exact = CapturedStreams()
        #expect(run(options(check: true), exact) == 0)
        #expect(exact.standardError.isEmpty)

        try folder.write(
            "In/Billing/Models.swift", Self.billing + "/// @mockable\nprotocol Refund { func amount() -> Int }\n")
        try FileManager.default.removeItem(atPath: folder.url("In/Shipping/Models.swift"))
        try folder.write("In/Returns/Policy.swift", "/// @mockable\nprotocol ReturnPolicy { func days() -> Int }\n")
        try folder.write("Out/Helper.swift", "// mine\n")
        let before = try generated()
        let streams = CapturedStreams()
        #expect(run(options(check: true), streams) == 1)
        #expect(try generated() == before, "--check writes nothing")
        let lines = streams.errorLines
        #expect(lines.count == 3)
        #expect(lines.contains { $0.contains("Returns/Returns.Policy+Mocks.swift' is missing") })
        #expect(lines.contains { $0.contains("Billing/Billing.Models+Mocks.swift' is stale") })
        #expect(lines.contains { $0.contains("Shipping/Shipping.Models+Mocks.swift' is extra") })
        #expect(!streams.standardError.contains("Helper.swift"))
    }

    @Test func checkOfAFolderThatDoesNotExistNamesEveryFileAsMissing() {
        let streams = CapturedStreams()
        #expect(run(options(check: true), streams) == 1)
        #expect(streams.errorLines.count == 3)
        #expect(streams.errorLines.allSatisfy { $0.contains("is missing") })
        #expect(!folder.exists("Out"))
    }

    @Test func theBytesAreTheSameSerialOrParallelAndInAnyInputOrder() throws {
        #expect(run(options(parallel: false)) == 0)
        let serial = try generated()
        let inputs = ["In/Core/Identified.swift", "In/Billing/Models.swift", "In/Shipping/Models.swift"].map(folder.url)
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<4 {
            try FileManager.default.removeItem(atPath: folder.url("Out"))
            #expect(run(options(paths: inputs.shuffled(using: &generator))) == 0)
            #expect(try generated() == serial)
        }
    }

    @Test func aFailedWriteLeavesEveryFileWholeAndTheNextRunFinishes() throws {
        #expect(run(options()) == 0)
        let old = try generated()
        try folder.write(
            "In/Billing/Models.swift", Self.billing + "/// @mockable\nprotocol Refund { func amount() -> Int }\n")
        try folder.write(
            "In/Core/Identified.swift", Self.identified + "/// @mockable\nprotocol Named { var name: String { get } }\n"
        )
        let failing = FaultyFileSystem { operation, path in
            operation == .rename && path.hasSuffix("Core.Identified+Mocks.swift") ? .noSpace : nil
        }
        let streams = CapturedStreams()
        #expect(run(options(), streams, fileSystem: failing) == 2)
        #expect(streams.standardError.contains("no space left on device"))
        let afterFailure = try generated()
        #expect(afterFailure.keys.sorted() == Self.generatedFiles, "no temporary file is left behind")
        #expect(
            afterFailure["Core/Core.Identified+Mocks.swift"] == old["Core/Core.Identified+Mocks.swift"],
            "the failed file is its old self")
        #expect(try folder.contents("Out/Core") == ["Core.Identified+Mocks.swift"])
        #expect(run(options()) == 0)
        #expect(try generated()["Core/Core.Identified+Mocks.swift"]?.contains("final class NamedMock") == true)
    }

    @Test func shardsSpreadTheMocksOverNFilesAndReplaceThePerSourceFiles() throws {
        #expect(run(options()) == 0)
        #expect(run(options(shards: 2)) == 0)
        let files = try generated()
        #expect(Set(files.keys).isSubset(of: ["Mocks+Shard1of2.swift", "Mocks+Shard2of2.swift"]))
        let mocks = files.values.joined()
        for name in ["IdentifiedMock", "InvoiceMock", "ShipmentMock"] {
            #expect(mocks.components(separatedBy: "final class \(name)").count == 2, "\(name) is written once")
        }
    }

    @Test func anOutputFolderPathThatIsAFileIsAUsageErrorAndTheFileStays() throws {
        try folder.write("Out", "not a folder")
        let streams = CapturedStreams()
        #expect(run(options(), streams) == 2)
        #expect(streams.standardError.contains("is not a folder"))
        #expect(try folder.read("Out") == "not a folder")
    }

    @Test func badFolderOptionsAreUsageErrors() {
        let cases: [(DriverOptions, String)] = [
            (DriverOptions(paths: ["x"], output: "a", outputDirectory: "b"), "cannot be used together"),
            (DriverOptions(paths: ["x"], shards: 2), "--shards needs --output-dir"),
            (DriverOptions(paths: ["x"], outputDirectory: "b", shards: 0), "at least 1"),
            (DriverOptions(outputDirectory: "b"), "needs input paths"),
        ]
        for (options, message) in cases {
            let streams = CapturedStreams()
            #expect(run(options, streams) == 2)
            #expect(streams.standardError.contains(message))
        }
    }
}

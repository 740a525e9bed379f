@testable import MockgenDriver
import MockgenFrontEnd
import MockgenGenerator
import Testing

/// Where mocks go in an `--output-dir` folder: names, shards, a file for every source.
@Suite("Output folder layout")
struct OutputFolderLayoutTests {
    private static func mock(_ name: String, in path: String, imports: [String] = []) -> GeneratedMock {
        GeneratedMock(
            protocolName: name, sourcePath: path, text: "\nfinal class \(name)Mock {}\n",
            sourceImports: imports.map {
                ImportDecl(module: $0, text: "import \($0)", location: SourceLocation(line: 1, column: 1, offset: 0))
            })
    }

    private static func files(
        _ mocks: [GeneratedMock], roots: [String], shards: Int? = nil, everySource: [String]? = nil
    ) throws -> [OutputFolderLayout.File] {
        try OutputFolderLayout.files(
            for: GeneratedMocks(mocks: mocks, diagnostics: []), roots: roots, shards: shards, everySource: everySource,
            options: GeneratorOptions()
        ).get()
    }

    @Test func filesMirrorTheSourceFoldersBelowTheCommonRootWithUniqueNames() throws {
        let mocks = [
            Self.mock("A", in: "Sources/M/Billing/Models.swift"), Self.mock("B", in: "Sources/M/Shipping/Models.swift"),
            Self.mock("C", in: "Sources/M/Engine.swift"), Self.mock("D", in: "Sources/N/Deep/er/Models.swift"),
        ]
        let paths = try Self.files(mocks, roots: ["Sources/M/", "./Sources/N"]).map(\.relativePath)
        #expect(
            paths == [
                "M/Billing/M.Billing.Models+Mocks.swift", "M/M.Engine+Mocks.swift",
                "M/Shipping/M.Shipping.Models+Mocks.swift",
                "N/Deep/er/N.Deep.er.Models+Mocks.swift",
            ])
        let single = try Self.files([Self.mock("C", in: "Sources/M/Engine.swift")], roots: ["Sources/M/Engine.swift"])
            .map(\.relativePath)
        #expect(single == ["Engine+Mocks.swift"], "a file given by itself is relative to its own folder")
    }

    @Test func anInterfaceOfABinaryModuleGivesAFileNamedAfterTheModuleWhateverThePlatform() throws {
        let mocks = [
            Self.mock("A", in: "SDK/Ledger.swiftmodule/arm64-apple-ios.swiftinterface"),
            Self.mock("B", in: "SDK/Vendor/Pay.xcframework/ios-arm64/Pay.framework/Modules/Pay.swiftmodule/"
                + "arm64-apple-ios.swiftinterface"),
            Self.mock("C", in: "SDK/Loose.swiftinterface"),
        ]
        #expect(try Self.files(mocks, roots: ["SDK"]).map(\.relativePath) == [
            "Ledger+Mocks.swift", "Loose+Mocks.swift", "Vendor/Vendor.Pay+Mocks.swift",
        ])
        let inModule = [Self.mock("A", in: "SDK/Ledger.swiftmodule/x86_64-unknown-linux-gnu.swiftinterface")]
        #expect(try Self.files(inModule, roots: ["SDK/Ledger.swiftmodule"]).map(\.relativePath) == [
            "Ledger+Mocks.swift",
        ])
    }

    @Test func twoSourcesWhoseFilesWouldShareANameAreRefused() {
        let mocks = [Self.mock("A", in: "In/A.B/C.swift"), Self.mock("B", in: "In/A/B.C.swift")]
        let result = OutputFolderLayout.files(
            for: GeneratedMocks(mocks: mocks, diagnostics: []), roots: ["In"], shards: nil, options: GeneratorOptions())
        guard case .failure(let error) = result else {
            Issue.record("expected a name clash")
            return
        }
        #expect(error.message.contains("same file name"))
    }

    @Test func eachFileCarriesOnlyTheImportsOfItsOwnMocks() throws {
        let files = try Self.files(
            [
                Self.mock("A", in: "In/A.swift", imports: ["Foundation"]),
                Self.mock("B", in: "In/B.swift", imports: ["Dispatch"]),
            ], roots: ["In"])
        #expect(
            files.map { $0.pieces.joined() } == [
                MockGenerator.header
                    + "\n\nimport Foundation\n@_spi(MockgenGenerated) import MockRuntime\n\nfinal class AMock {}\n",
                MockGenerator.header
                    + "\n\nimport Dispatch\n@_spi(MockgenGenerated) import MockRuntime\n\nfinal class BMock {}\n",
            ])
    }

    @Test func everySourceGivesEachSourceOneFileAndNoOtherFile() throws {
        let files = try Self.files(
            [Self.mock("A", in: "In/A.swift")], roots: ["In"], everySource: ["In/A.swift", "In/Sub/Plain.swift"])
        #expect(files.map(\.relativePath) == ["A+Mocks.swift", "Sub/Sub.Plain+Mocks.swift"])
        #expect(
            try Self.files([Self.mock("A", in: "In/A.swift")], roots: ["In"]).map(\.relativePath) == ["A+Mocks.swift"])
    }

    @Test func addingAProtocolChangesAtMostTwoShardFiles() throws {
        let names = (0..<300).map { "Module.Protocol\($0)" }.sorted()  // the generator's order: by qualified name
        for shards in [1, 2, 7, 16] {
            for added in ["Zebra", "Module.Protocol1000", "A.B.C", "Protocol0"] {
                let before = try Self.files(
                    names.map { Self.mock($0, in: "In/Big.swift") }, roots: ["In"], shards: shards)
                let afterNames = (names + [added]).sorted()
                let after = try Self.files(
                    afterNames.map { Self.mock($0, in: "In/Big.swift") }, roots: ["In"], shards: shards)
                let old = Dictionary(uniqueKeysWithValues: before.map { ($0.relativePath, $0.pieces.joined()) })
                let new = Dictionary(uniqueKeysWithValues: after.map { ($0.relativePath, $0.pieces.joined()) })
                let changed = Set(old.keys).union(new.keys).filter { old[$0] != new[$0] }
                #expect(
                    changed.count >= 1 && changed.count <= 2,
                    "adding \(added) to \(shards) shards changed \(changed.sorted())")
            }
        }
    }

    @Test func shardsAreSpreadAndNamedInOrder() throws {
        let files = try Self.files((0..<400).map { Self.mock("P\($0)", in: "In/Big.swift") }, roots: ["In"], shards: 16)
        #expect(files.count == 16)
        #expect(
            files.first?.relativePath == "Mocks+Shard01of16.swift"
                && files.last?.relativePath == "Mocks+Shard16of16.swift")
        #expect(files.allSatisfy { $0.pieces.count - 1 >= 10 }, "400 mocks over 16 shards: none nearly empty")
        // Pinned: a shard must not depend on the process or the machine (64-bit FNV-1a of the name).
        #expect(ShardAssignment.shard(of: "Engine", count: 16) == 11)
        #expect(ShardAssignment.shard(of: "Engine", count: 7) == 3)
    }
}

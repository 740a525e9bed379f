import Foundation
import MockgenDriver
import MockgenGenerator
import Testing

/// Types declared in files the prescan leaves unparsed still reach the generator, which spells
/// them with their module.
@Suite struct DeclaredTypeNamesTests {
    @Test func aTypeOfAnUnparsedFileIsWrittenWithItsModule() throws {
        let folder = try TemporaryFolder()
        try folder.write("Src/IndexPath.swift", "public struct IndexPath: Equatable {}\n")
        try folder.write(
            "Src/Browser.swift", "import Foundation\nprotocol Browser {\n    func open(_ path: IndexPath)\n}\n")
        let options = DriverOptions(
            paths: [folder.url("Src")], generator: GeneratorOptions(mockAll: true, testableImports: ["Catalog"],
                                                                    inputs: InputOptions(module: "Catalog")))
        let streams = CapturedStreams()
        #expect(MockgenDriver.run(options, io: streams.realIO()) == 0)
        #expect(streams.standardOutput.contains("(_ path: Catalog.IndexPath)"))
        #expect(!streams.standardOutput.contains("(_ path: IndexPath)"))
    }
}

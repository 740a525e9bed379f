import Foundation
import MockgenFrontEnd
import MockgenGenerator
import Testing

/// `generateMocks` hands out the same mocks `generate` writes, one by one with their source file.
@Suite struct GeneratedMocksTests {
    @Test(arguments: FixtureCase.all)
    func allMocksInOneFileGiveExactlyTheSingleFileOutput(_ fixture: FixtureCase) throws {
        let models = try fixture.models()
        let options = try fixture.options()
        let single = MockGenerator.generate(models, options: options)
        let split = MockGenerator.generateMocks(models, options: options)
        #expect(MockGenerator.fileSource(for: split.mocks, options: options).joined() == single.source)
        #expect(split.diagnostics == single.diagnostics)
        #expect(split.mockedProtocols == single.mockedProtocols)
        #expect(split.mocks.allSatisfy { mock in models.contains { $0.path == mock.sourcePath } })
    }

    @Test func eachMockCarriesTheImportsOfItsFileAndItsAncestorsFilesOnly() {
        let parent = FrontEnd.parse(Array("import Foundation\nprotocol Base { var id: UUID { get } }\n".utf8),
            path: "Base.swift")
        let child = FrontEnd.parse(Array("import Dispatch\n/// @mockable\nprotocol Child: Base {}\n".utf8),
            path: "Child.swift")
        let other = FrontEnd.parse(Array("import CoreText\n/// @mockable\nprotocol Other {}\n".utf8),
            path: "Other.swift")
        let mocks = MockGenerator.generateMocks([other, child, parent], options: GeneratorOptions()).mocks
        #expect(mocks.map(\.protocolName) == ["Child", "Other"])
        #expect(mocks.map { $0.sourceImports.map(\.module).sorted() } == [["Dispatch", "Foundation"], ["CoreText"]])
        #expect(mocks.map(\.sourcePath) == ["Child.swift", "Other.swift"])
    }
}

import Foundation
import MockgenFrontEnd
import MockgenGenerator
import MockgenGeneratorTestSupport
import Testing

@Suite struct DeterminismTests {
    /// Every fixture input as one multi-file input (each under its own path).
    static let files: [SourceFileModel] = FixtureCase.all.flatMap { fixture in (try? fixture.models()) ?? [] }

    @Test func shuffledFileOrderGivesTheSameBytes() {
        let options = GeneratorOptions(mockAll: true)
        let reference = MockGenerator.generate(Self.files, options: options)
        #expect(reference.mockedProtocols.count > 50)
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<5 {
            let shuffled = MockGenerator.generate(Self.files.shuffled(using: &generator), options: options)
            #expect(shuffled.source == reference.source)
            #expect(shuffled.diagnostics == reference.diagnostics)
            #expect(shuffled.mockedProtocols == reference.mockedProtocols)
        }
    }

    @Test func reversedFileOrderGivesTheSameBytes() {
        let forward = MockGenerator.generate(Self.files, options: GeneratorOptions())
        let backward = MockGenerator.generate(Self.files.reversed(), options: GeneratorOptions())
        #expect(forward.source == backward.source)
    }

    @Test func mocksAreOrderedByQualifiedName() {
        let result = generate(
            [("z.swift", "/// @mockable\nprotocol Zeta {}"), ("a.swift", "/// @mockable\nprotocol Alpha {}")])
        #expect(result.mockedProtocols == ["Alpha", "Zeta"])
        let alpha = result.source.firstRange(of: "class AlphaMock")!.lowerBound
        let zeta = result.source.firstRange(of: "class ZetaMock")!.lowerBound
        #expect(alpha < zeta)
    }
}

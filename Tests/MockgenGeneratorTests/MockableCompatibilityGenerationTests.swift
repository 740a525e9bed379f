import MockgenFrontEnd
import MockgenGenerator
import MockgenGeneratorTestSupport
import Testing

/// `--compatibility mockable`: mocks named `MockX`, Mockable's `@Mockable` macro read as the mark,
/// `import Mockable` left out; and a name pattern of one's own (`--mock-name`).
@Suite("Mockable compatibility")
struct MockableCompatibilityGenerationTests {
    private static let mockable: GeneratorOptions = {
        var options = GeneratorOptions()
        options.compatibility = .mockable
        options.mockNames = .mockable
        return options
    }()

    private static let marked = """
        import Foundation
        import Mockable

        @Mockable
        protocol Engine {
            func start() throws
        }

        protocol Unmarked {
            func idle()
        }
        """

    @Test func theMockableMacroMarksAProtocolAndItsMockIsNamedMockProtocol() {
        let result = generate([("Sources/App/Engine.swift", Self.marked)], options: Self.mockable)
        #expect(result.mockedProtocols == ["Engine"])
        #expect(result.source.contains("final class MockEngine: MockRuntime.MockableMockBase<"))
        #expect(result.source.contains("import MockRuntimeMockable"))
        #expect(result.source.contains("-> MockRuntime.MockableCall<_Mode, Self, () throws -> (), (), any Swift.Error>"))
        #expect(!result.source.contains("EngineMock"))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    }

    @Test func withoutCompatibilityTheMacroIsNotAMarkAndAWarningSaysSo() {
        let result = generate([("Sources/App/Engine.swift", Self.marked)])
        #expect(result.mockedProtocols.isEmpty)
        let messages = result.diagnostics.map(\.message)
        #expect(messages.contains { $0.contains("'@Mockable'") && $0.contains("--compatibility mockable") })
    }

    @Test func theMockableImportIsLeftOutAndTheOthersKept() {
        let source = generate([("Sources/App/Engine.swift", Self.marked)], options: Self.mockable).source
        #expect(!source.contains("import Mockable"))
        #expect(source.contains("import Foundation"))
        let plain = generate(
            [("Sources/App/Engine.swift", "import Mockable\n/// @mockable\nprotocol Engine { func start() }\n")]
        ).source
        #expect(plain.contains("import Mockable"), "without the setting, the sources' imports are all carried over")
    }

    @Test func pruningByUseReadsNamesOfTheSamePattern() {
        let sources = [("Sources/App/Engine.swift", """
            /// @mockable
            protocol Engine { func start() }
            /// @mockable
            protocol Brake { func stop() }
            """)]
        let result = generate(sources, options: Self.mockable, facts: GenerationFacts(usedNames: ["MockBrake"]))
        #expect(result.mockedProtocols == ["Brake"])
        #expect(result.prunedMocks == 1)
    }

    @Test func aPatternOfOnesOwnNamesProtocolAndClassMocks() throws {
        var options = GeneratorOptions()
        options.mockNames = try #require(MockNamePattern("Fake%Double"))
        let source = generate([("Sources/App/Engine.swift", """
            /// @mockable
            protocol Engine { func start() }
            /// @mockable
            class Gauge { init() {} func read() -> Int { 0 } }
            """)], options: options).source
        #expect(source.contains("final class FakeEngineDouble:"))
        #expect(source.contains("final class FakeGaugeDouble: App.Gauge"))
    }

    @Test(arguments: ["Mock", "%", "%%", "Mock%Mock%", "Mo ck%", "1%", ""])
    func aPatternNeedsOnePercentAndNameCharacters(_ written: String) {
        #expect(MockNamePattern(written) == nil)
    }

    @Test func patternsRoundTripTheirSpelling() throws {
        #expect(try #require(MockNamePattern("Mock%")) == .mockable)
        #expect(try #require(MockNamePattern("%Mock")) == .standard)
        #expect(MockNamePattern.mockable.description == "Mock%")
    }
}

import MockgenGenerator
import MockgenGeneratorTestSupport
import Testing

/// Mocks of protocols refining the standard integer and floating-point protocols.
@Suite struct NumericBackingTests {
    @Test func integerAndFloatingPointTogetherAreSkippedWithAWarning() {
        let result = generate([("N.swift", """
            protocol Both: FixedWidthInteger, BinaryFloatingPoint {}
            """)], options: GeneratorOptions(mockAll: true))
        #expect(!result.source.contains("class BothMock"))
        #expect(result.diagnostics.map(\.description) == [
            "N.swift:1:1: warning: cannot mock 'Both': it inherits both integer and floating-point protocols "
                + "(BinaryFloatingPoint, FixedWidthInteger), which no type can conform to together; skipped",
        ])
    }

    @Test func theBackingFollowsTheSignAndKindOfTheRefinedProtocol() {
        let result = generate([("N.swift", """
            protocol Count: UnsignedInteger, FixedWidthInteger {}
            protocol Offset: BinaryInteger {}
            protocol Level: FloatingPoint {}
            """)], options: GeneratorOptions(mockAll: true))
        #expect(result.source.contains("final class CountMock: Count, MockRuntime.UnsignedIntegerBackedMock {"))
        #expect(result.source.contains("final class OffsetMock: Offset, MockRuntime.SignedIntegerBackedMock {"))
        #expect(result.source.contains("final class LevelMock: Level, MockRuntime.FloatingPointBackedMock {"))
        #expect(result.source.contains("let _backingValue: Swift.UInt64"))
        #expect(result.diagnostics.isEmpty)
    }

    @Test func onlyTheStandardInitializersAreLeftToTheBacking() {
        let result = generate([("N.swift", """
            struct Reading {}
            protocol Gauge: BinaryFloatingPoint {
                init?(_ description: String)
                init(_ reading: Reading)
            }
            """)], options: GeneratorOptions(mockAll: true))
        #expect(!result.source.contains("init?(_ description: String)"))
        #expect(result.source.contains("convenience init(_ reading: Reading)"))
    }

    @Test func aMutualTieWithAnotherGenericAssociatedTypeIsSkipped() {
        let result = generate([("N.swift", """
            protocol Wide: FixedWidthInteger & UnsignedInteger {
                associatedtype Narrow: Thin where Narrow.Wide == Self
                associatedtype Tag
            }
            protocol Thin: FixedWidthInteger & SignedInteger {
                associatedtype Wide: Wide where Wide.Narrow == Self
            }
            """)], options: GeneratorOptions(mockAll: true))
        #expect(!result.source.contains("class WideMock"))
        #expect(!result.source.contains("class ThinMock"))
        #expect(result.diagnostics.count == 2)
    }
}

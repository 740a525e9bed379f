import Foundation
import MockgenForge
import MockgenTestSupport
import Testing

/// A fixed-seed slice of the differential protocol generator (`make forge` runs it long):
/// composed protocols that the compiler accepts get mocks from mockgen without a diagnostic,
/// and those mocks type-check with them against the built MockRuntime and lower to SIL
/// without crashing the compiler.
@Suite struct ForgeSliceTests {
    /// The seeds of the slice: the first forty from 0x5EED_0000 whose protocols the compiler
    /// accepts and whose mocks type-check and lower to SIL (with closure effect overloads left
    /// out; the mandatory SIL passes reject five of them, `--stage sil`). A seed whose
    /// mock fails here is a regression; `make forge SEED=0x5EED0000 COUNT=160
    /// FORGE_FLAGS=--exclude-closure-effect-overloads` shows the others.
    static let seeds: [UInt64] = [
        0x5EED_0000, 0x5EED_0001, 0x5EED_0002, 0x5EED_0006, 0x5EED_0007, 0x5EED_0009, 0x5EED_000b, 0x5EED_000c,
        0x5EED_000d, 0x5EED_000e, 0x5EED_0010, 0x5EED_0012, 0x5EED_0014, 0x5EED_0016, 0x5EED_0017, 0x5EED_0018,
        0x5EED_0019, 0x5EED_001a, 0x5EED_001e, 0x5EED_0020, 0x5EED_0021, 0x5EED_0025, 0x5EED_0026, 0x5EED_0029,
        0x5EED_0030, 0x5EED_0033, 0x5EED_0034, 0x5EED_0036, 0x5EED_0039, 0x5EED_003a, 0x5EED_003f, 0x5EED_0040,
        0x5EED_0041, 0x5EED_0044, 0x5EED_0045, 0x5EED_0049, 0x5EED_004b, 0x5EED_004c, 0x5EED_004d, 0x5EED_004f
    ]

    @Test func composedProtocolsTheCompilerAcceptsGetMocksThatLowerToSIL() throws {
        let modules = try #require(Toolchain.builtModules, "cannot find the built MockRuntime module next to the test binary")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mockgen-forge-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        var run = ForgeRun(compiler: ForgeCompiler(swiftc: Toolchain.swiftc, modules: modules), folder: folder)
        run.reduces = false
        // Leaves out the one known shape whose mocks do not compile yet (docs/Robustness.md).
        let composer = ProtocolComposer(options: ForgeOptions(excludesClosureEffectOverloads: true))
        var reduced: [String: Int] = [:]
        let outcome = try run.check(Self.seeds.map(composer.compose), reduced: &reduced)
        #expect(outcome.valid == outcome.composed, "every protocol of the slice is valid Swift")
        for finding in outcome.findings {
            Issue.record("\(finding.report)")
        }
    }

    @Test func aSeedGivesTheSameProtocolEveryTime() {
        let composer = ProtocolComposer()
        #expect(Self.seeds.map { composer.compose(seed: $0).text } == Self.seeds.map { composer.compose(seed: $0).text })
        #expect(Set(Self.seeds.map { composer.compose(seed: $0).text }).count == Self.seeds.count)
    }

    @Test func compilerErrorsNameTheProtocolOnTheirLine() {
        let composer = ProtocolComposer()
        let batch = ForgeBatch(Self.seeds.prefix(3).map(composer.compose))
        let errors = CompilerError.parse("/tmp/x/protocols.swift:\(batch.lineRanges[1].lowerBound + 1):5: error: bad\nother: warning: w\n")
        #expect(errors.map(\.line) == [batch.lineRanges[1].lowerBound + 1])
        #expect(batch.protocolIndex(atLine: errors[0].line) == 1)
        #expect(batch.protocolIndex(atLine: 1) == nil)
    }
}

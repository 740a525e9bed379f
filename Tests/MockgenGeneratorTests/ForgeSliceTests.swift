import Foundation
import MockgenForge
import MockgenTestSupport
import Testing

/// A fixed-seed slice of the differential protocol generator (`make forge` runs it long):
/// composed protocols that the compiler accepts get mocks from mockgen without a diagnostic,
/// and those mocks type-check with them against the built MockRuntime, lower to SIL without
/// crashing the compiler and pass the mandatory SIL passes (`--stage sil`), as a build does.
@Suite struct ForgeSliceTests {
    /// The seeds of the slice: the first forty from 0x5EED_0000 whose protocols the compiler
    /// accepts, every feature drawn. A seed whose mock fails here is a regression;
    /// `make forge SEED=0x5EED0000 COUNT=80 FORGE_FLAGS='--stage sil'` runs them and the others.
    static let seeds: [UInt64] = [
        0x5EED_0000, 0x5EED_0001, 0x5EED_0002, 0x5EED_0003, 0x5EED_0006, 0x5EED_0007, 0x5EED_0009, 0x5EED_000a,
        0x5EED_000b, 0x5EED_000c, 0x5EED_000d, 0x5EED_000e, 0x5EED_0010, 0x5EED_0011, 0x5EED_0012, 0x5EED_0013,
        0x5EED_0014, 0x5EED_0016, 0x5EED_0017, 0x5EED_0019, 0x5EED_001a, 0x5EED_001b, 0x5EED_001c, 0x5EED_001d,
        0x5EED_001e, 0x5EED_0020, 0x5EED_0021, 0x5EED_0022, 0x5EED_0025, 0x5EED_0026, 0x5EED_0028, 0x5EED_0029,
        0x5EED_002a, 0x5EED_002e, 0x5EED_002f, 0x5EED_0030, 0x5EED_0031, 0x5EED_0032, 0x5EED_0033, 0x5EED_0034,
    ]

    @Test func composedProtocolsTheCompilerAcceptsGetMocksABuildAccepts() throws {
        let modules = try #require(Toolchain.builtModules, "cannot find the built MockRuntime module next to the test binary")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mockgen-forge-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        var run = ForgeRun(compiler: ForgeCompiler(swiftc: Toolchain.swiftc, modules: modules), folder: folder)
        run.reduces = false
        run.stage = .sil
        var reduced: [String: Int] = [:]
        let outcome = try run.check(Self.seeds.map(ProtocolComposer().compose), reduced: &reduced)
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

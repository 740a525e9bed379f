import Foundation
import MockgenForge
import MockgenTestSupport
import Testing

/// A fixed-seed slice of the differential protocol generator (`make forge` runs it long):
/// composed protocols that the compiler accepts get mocks from mockgen without a diagnostic,
/// and those mocks type-check with them against the built MockRuntime.
@Suite struct ForgeSliceTests {
    /// The seeds of the slice: protocols composed from every feature the forge draws.
    static let seeds = (0..<UInt64(40)).map { 0x5EED_0000 + $0 }

    @Test func composedProtocolsTheCompilerAcceptsGetMocksThatTypeCheck() throws {
        let modules = try #require(Toolchain.builtModules, "cannot find the built MockRuntime module next to the test binary")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mockgen-forge-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        var run = ForgeRun(compiler: ForgeCompiler(swiftc: Toolchain.swiftc, modules: modules), folder: folder)
        run.reduces = false
        // Leaves out the one known shape whose mocks do not compile yet (docs/Robustness.md).
        let composer = ProtocolComposer(options: ForgeOptions(excludesClosureEffectOverloads: true))
        var reduced: [String: Int] = [:]
        let outcome = try run.check(Self.seeds.map(composer.compose), reduced: &reduced)
        #expect(outcome.valid >= outcome.composed / 2, "most composed protocols should be valid Swift")
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
